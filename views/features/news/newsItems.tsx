import { Trans, useLingui } from '@lingui/react/macro';
import type { NewsSummary } from '../../../runtime/http/contract/news.ts';
import { useFormat } from '../../format/useFormat.ts';
import { SiteLink } from '../../shell/siteLink.tsx';
import { NEWS_CATEGORY_LABELS } from './newsLabels.ts';

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
