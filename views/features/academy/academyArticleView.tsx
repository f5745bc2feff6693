import { Trans, useLingui } from '@lingui/react/macro';
import type { AcademyArticle } from '../../../runtime/http/contract/academy.ts';
import { useFormat } from '../../format/useFormat.ts';
import { SafeHtml } from '../../ui/safeHtml.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { AcademyItems, useReadingTime } from './academyItems.tsx';
import { ACADEMY_CATEGORY_LABELS } from './academyLabels.ts';

/** An article with at least this many sections gets a table of contents. */
export const TOC_MIN_SECTIONS = 3;

/**
 * One academy article: category, title, reading time, dates in UTC, cover, a table of contents for
 * long ones, the sanitized body, related articles of its category and the way back to the academy.
 */
export function AcademyArticleView({
  article,
  hrefOf,
  academyHref,
}: {
  article: AcademyArticle;
  hrefOf: (id: string) => string;
  academyHref: string;
}) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const readingTime = useReadingTime();
  const revised = article.updatedAt.slice(0, 10) !== article.publishedAt.slice(0, 10);
  return (
    <article className="academy-article" aria-labelledby="academy-article-title">
      <header className="academy-article-head">
        <p className={`academy-category academy-category-${article.category}`}>
          {i18n._(ACADEMY_CATEGORY_LABELS[article.category])}
        </p>
        <h1 id="academy-article-title">{article.title}</h1>
        <p className="academy-article-summary">{article.summary}</p>
        <p className="academy-meta">
          <span>{readingTime(article.readingMinutes)}</span>
          <span>
            <Trans>
              Published <time dateTime={article.publishedAt}>{format.dateUtc(article.publishedAt)}</time>
            </Trans>
          </span>
          {revised && (
            <span>
              <Trans>
                Updated <time dateTime={article.updatedAt}>{format.dateUtc(article.updatedAt)}</time>
              </Trans>
            </span>
          )}
        </p>
      </header>
      <img className="academy-article-cover" src={article.coverUrl} alt="" width={640} height={360} />
      {article.headings.length >= TOC_MIN_SECTIONS && (
        <nav className="academy-toc" aria-labelledby="academy-toc-title">
          <h2 id="academy-toc-title">
            <Trans>In this article</Trans>
          </h2>
          <ol>
            {article.headings.map((heading) => (
              <li key={heading.anchor}>
                <a href={`#${heading.anchor}`}>{heading.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <SafeHtml className="academy-article-body" html={article.body} />
      <p className="academy-article-back">
        <SiteLink className="button button-outline" href={academyHref}>
          <Trans>Back to the academy</Trans>
        </SiteLink>
      </p>
      {article.related.length > 0 && (
        <section className="academy-related" aria-labelledby="academy-related-title">
          <h2 id="academy-related-title">
            <Trans>Related articles</Trans>
          </h2>
          <AcademyItems items={article.related} hrefOf={hrefOf} label={t`Related articles`} headingLevel={3} />
        </section>
      )}
    </article>
  );
}

export function AcademyArticleSkeleton() {
  return (
    <div className="academy-article academy-article-loading" aria-hidden="true">
      <div className="skeleton-line skeleton-line-short" />
      <div className="skeleton-line skeleton-line-title" />
      <div className="skeleton-block academy-cover-skeleton" />
      <div className="skeleton-block" />
    </div>
  );
}
