import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { AcademySummary } from '../../../runtime/http/contract/academy.ts';
import { ACADEMY_PAGE_SIZE, type AcademyCategory } from '../../../runtime/http/contract/academyValues.ts';
import { useFormat } from '../../format/useFormat.ts';
import { Pager } from '../../ui/pager.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { ACADEMY_CATEGORY_LABELS } from './academyLabels.ts';
import { academyListQuery } from './academyQueries.ts';
import './academy.css';

/** "5 min read", in the active language. */
export function useReadingTime(): (minutes: number) => string {
  const { i18n } = useLingui();
  return (minutes) => i18n._(msg({ message: plural(minutes, { one: '# min read', other: '# min read' }) }));
}

/** Article cards: cover, category, title, summary, reading time and date; `hrefOf` says where each opens. */
export function AcademyItems({
  items,
  hrefOf,
  label,
  headingLevel = 2,
}: {
  items: AcademySummary[];
  hrefOf: (id: string) => string;
  label: string;
  headingLevel?: 2 | 3;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const readingTime = useReadingTime();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="academy-items" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="academy-card">
          <article aria-labelledby={`academy-${item.id}`}>
            <img className="academy-cover" src={item.coverUrl} alt="" width={640} height={360} loading="lazy" />
            <div className="academy-card-body">
              <p className={`academy-category academy-category-${item.category}`}>
                {i18n._(ACADEMY_CATEGORY_LABELS[item.category])}
              </p>
              <Heading id={`academy-${item.id}`} className="academy-card-title">
                <SiteLink href={hrefOf(item.id)}>{item.title}</SiteLink>
              </Heading>
              <p className="academy-card-summary">{item.summary}</p>
              <p className="academy-meta">
                <span>{readingTime(item.readingMinutes)}</span>
                <time dateTime={item.publishedAt}>{format.dateUtc(item.publishedAt)}</time>
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

export function AcademyItemsSkeleton() {
  return (
    <ul className="academy-items academy-items-loading" aria-hidden="true">
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <li key={row} className="academy-card academy-card-skeleton" />
      ))}
    </ul>
  );
}

/**
 * One page of the academy as a read: skeleton, the cards and the pager, or the empty sentence with a
 * way back to every article. The site and the app's webview differ only in where links go.
 */
export function AcademyListSection({
  category,
  page,
  articleHref,
  listHref,
}: {
  category: AcademyCategory | undefined;
  page: number;
  articleHref: (id: string) => string;
  listHref: (search: { category?: AcademyCategory; page?: number }) => string;
}) {
  const { t } = useLingui();
  const list = useQuery(academyListQuery(category, page));
  return (
    <ReadSection
      query={list}
      label={t`Academy articles`}
      isEmpty={(result) => result.data.length === 0}
      skeleton={<AcademyItemsSkeleton />}
      empty={
        <div className="empty-state">
          <p>
            <Trans>No articles here yet.</Trans>
          </p>
          {(category || page > 1) && (
            <SiteLink className="button button-outline" href={listHref({})}>
              <Trans>See all articles</Trans>
            </SiteLink>
          )}
        </div>
      }
    >
      {(result) => (
        <>
          <AcademyItems items={result.data} label={t`Academy articles`} hrefOf={articleHref} />
          <Pager
            page={page}
            pageCount={Math.ceil(result.totalCount / ACADEMY_PAGE_SIZE)}
            hrefFor={(p) => listHref({ category, page: p })}
            renderLink={(props) => <SiteLink {...props} />}
          />
        </>
      )}
    </ReadSection>
  );
}

/** The category tabs: links to `?category=` (all first), the current one marked. */
export function AcademyTabs({
  category,
  hrefOf,
}: {
  category: AcademyCategory | undefined;
  hrefOf: (category: AcademyCategory | undefined) => string;
}) {
  const { t, i18n } = useLingui();
  const tabs = [
    { id: 'all', label: t`All articles`, category: undefined },
    ...(Object.keys(ACADEMY_CATEGORY_LABELS) as AcademyCategory[]).map((c) => ({
      id: c,
      label: i18n._(ACADEMY_CATEGORY_LABELS[c]),
      category: c,
    })),
  ];
  return (
    <nav className="academy-tabs" aria-label={t`Academy categories`}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <SiteLink href={hrefOf(tab.category)} aria-current={tab.category === category ? 'page' : undefined}>
              {tab.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
