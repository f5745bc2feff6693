import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { NewsCategory, NewsSummary } from '../../../runtime/http/contract/news.ts';
import { useFormat } from '../../format/useFormat.ts';
import { Pager } from '../../ui/pager.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { NEWS_CATEGORY_LABELS } from './newsLabels.ts';
import { NEWS_PAGE_SIZE, newsListQuery } from './newsQueries.ts';
import './news.css';

/** A list of article summaries; `hrefOf` says where each opens (the site's article page or the app's). */
export function NewsItems({
  items,
  hrefOf,
  label,
}: {
  items: NewsSummary[];
  hrefOf: (id: number) => string;
  label: string;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <ul className="news-items" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="news-item">
          <article aria-labelledby={`news-${item.id}`}>
            <p className="news-item-meta">
              <span className={`news-category news-category-${item.category}`}>
                {i18n._(NEWS_CATEGORY_LABELS[item.category])}
              </span>
              {item.pinned && (
                <span className="news-pinned">
                  <Trans>Pinned</Trans>
                </span>
              )}
              <time dateTime={item.publishedAt}>{format.dateTimeUtc(item.publishedAt)}</time>
            </p>
            <h2 id={`news-${item.id}`} className="news-item-title">
              <SiteLink href={hrefOf(item.id)}>{item.title}</SiteLink>
            </h2>
            <p className="news-item-summary">{item.summary}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

export function NewsItemsSkeleton() {
  return (
    <ul className="news-items news-items-loading" aria-hidden="true">
      {[0, 1, 2, 3].map((row) => (
        <li key={row} className="news-item news-item-skeleton" />
      ))}
    </ul>
  );
}

/**
 * One page of the news list as a read: skeleton, the articles and the pager, or the empty sentence
 * with a way back to all news. The site and the app's webview differ only in where links go.
 */
export function NewsListSection({
  category,
  page,
  articleHref,
  listHref,
}: {
  category: NewsCategory | undefined;
  page: number;
  articleHref: (id: number) => string;
  listHref: (search: { category?: NewsCategory; page?: number }) => string;
}) {
  const { t } = useLingui();
  const list = useQuery(newsListQuery(category, page));
  return (
    <ReadSection
      query={list}
      label={t`Articles`}
      isEmpty={(result) => result.data.length === 0}
      skeleton={<NewsItemsSkeleton />}
      empty={
        <div className="empty-state">
          <p>
            <Trans>No articles here yet.</Trans>
          </p>
          {(category || page > 1) && (
            <SiteLink className="button button-outline" href={listHref({})}>
              <Trans>See all news</Trans>
            </SiteLink>
          )}
        </div>
      }
    >
      {(result) => (
        <>
          <NewsItems items={result.data} label={t`Articles`} hrefOf={articleHref} />
          <Pager
            page={page}
            pageCount={Math.ceil(result.totalCount / NEWS_PAGE_SIZE)}
            hrefFor={(p) => listHref({ category, page: p })}
            renderLink={(props) => <SiteLink {...props} />}
          />
        </>
      )}
    </ReadSection>
  );
}
