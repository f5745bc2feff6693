import { Trans, useLingui } from '@lingui/react/macro';
import type { NewsArticle } from '../../../runtime/http/contract/news.ts';
import { useFormat } from '../../format/useFormat.ts';
import { SafeHtml } from '../../ui/safeHtml.tsx';
import { NewsItems } from './newsItems.tsx';
import { NEWS_CATEGORY_LABELS } from './newsLabels.ts';

/** One article: title, category, publication time in UTC, the sanitized body and related articles. */
export function NewsArticleView({ article, hrefOf }: { article: NewsArticle; hrefOf: (id: number) => string }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  return (
    <article className="news-article" aria-labelledby="news-article-title">
      <header className="news-article-head">
        <p className="news-item-meta">
          <span className={`news-category news-category-${article.category}`}>
            {i18n._(NEWS_CATEGORY_LABELS[article.category])}
          </span>
          <span>
            <Trans>
              Published <time dateTime={article.publishedAt}>{format.dateTimeUtc(article.publishedAt)}</time>
            </Trans>
          </span>
        </p>
        <h1 id="news-article-title">{article.title}</h1>
      </header>
      <SafeHtml className="news-article-body" html={article.body} />
      {article.related.length > 0 && (
        <section className="news-related" aria-labelledby="news-related-title">
          <h2 id="news-related-title">
            <Trans>Related news</Trans>
          </h2>
          <NewsItems items={article.related} hrefOf={hrefOf} label={t`Related news`} />
        </section>
      )}
    </article>
  );
}

export function NewsArticleSkeleton() {
  return (
    <div className="news-article news-article-loading" aria-hidden="true">
      <div className="skeleton-line skeleton-line-short" />
      <div className="skeleton-line skeleton-line-title" />
      <div className="skeleton-block" />
    </div>
  );
}
