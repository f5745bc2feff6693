import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { WORKER_FILTER_VALUES } from '../../../../manifest/routes.ts';
import type { PoolWorker } from '../../../../runtime/http/contract/pool.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { SearchBox, SubAccountPicker } from '../../../features/pool/poolDashboard.tsx';
import { WORKER_STATUS_LABELS } from '../../../features/pool/poolLabels.ts';
import { PoolNav } from '../../../features/pool/poolNav.tsx';
import { poolWorkersQuery, subAccountListQuery } from '../../../features/pool/poolQueries.ts';
import { filterSortWorkers } from '../../../features/pool/workerList.ts';
import { type WorkerSort, WorkerTable } from '../../../features/pool/workerTable.tsx';
import { downloadCsv, toCsv } from '../../../format/csv.ts';
import type { PageProps } from '../../../pageProps.ts';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Tabs } from '../../../ui/tabs.tsx';

type Filter = (typeof WORKER_FILTER_VALUES)[number];
type Search = SearchOf<'dashboard.pool.detail'>;

/**
 * `/dashboard/pool/detail`: every worker of a sub-account, read once and filtered (status, search) and
 * sorted (any column) in the browser from the URL's search params; thousands of rows, virtualized.
 */
export default function PoolDetailPage({ route, search }: PageProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const { sub, status, q, sort, order } = search as Search;
  const subAccounts = useQuery(subAccountListQuery());
  const names = subAccounts.data?.data.map((one) => one.name) ?? [];
  const current = sub && names.includes(sub) ? sub : names[0];
  const workers = useQuery({ ...poolWorkersQuery(current ?? ''), enabled: current !== undefined });
  const href = (next: Partial<Search>) =>
    hrefFor('dashboard.pool.detail', {}, route, { search: { sub: current, status, q, sort, order, ...next } });
  const go = (next: Partial<Search>, replace = false) => void router.navigate({ href: href(next), replace });

  const shown = useMemo(
    () => filterSortWorkers(workers.data?.data ?? [], { status, search: q, sort, desc: order === 'desc' }),
    [workers.data, status, q, sort, order],
  );

  const labels: Record<Filter, string> = {
    all: t`All`,
    online: i18n._(WORKER_STATUS_LABELS.online),
    offline: i18n._(WORKER_STATUS_LABELS.offline),
    invalid: i18n._(WORKER_STATUS_LABELS.invalid),
  };

  function exportCsv() {
    const csv = toCsv<PoolWorker>(
      [
        { header: t`Worker`, value: (w) => w.name },
        { header: t`Status`, value: (w) => i18n._(WORKER_STATUS_LABELS[w.status]) },
        { header: t`Hashrate 10 min (TH/s)`, value: (w) => w.hashrate10m },
        { header: t`Hashrate 1 h (TH/s)`, value: (w) => w.hashrate1h },
        { header: t`Hashrate 24 h (TH/s)`, value: (w) => w.hashrate24h },
        { header: t`Reject rate (%)`, value: (w) => w.rejectRate },
        { header: t`Last share (UTC)`, value: (w) => w.lastShareTime ?? '', dateTime: true },
        { header: t`Group`, value: (w) => w.group },
      ],
      shown,
    );
    downloadCsv(`pool-workers-${current ?? ''}-${status}.csv`, csv);
  }

  return (
    <DashboardPage route={route} current="pool">
      <PageFrame
        title={t`Workers`}
        breadcrumbs={[{ label: t`Mining pool`, href: hrefFor('dashboard.pool', {}, route) }, { label: t`Workers` }]}
        renderLink={(props) => <SiteLink {...props} />}
        actions={
          <button
            type="button"
            className="button button-outline"
            onClick={exportCsv}
            disabled={!workers.isSuccess || shown.length === 0}
          >
            <Trans>Export CSV</Trans>
          </button>
        }
      >
        <PoolNav route={route} />
        <p className="pool-rules">
          <Trans>
            A worker is offline when it has sent no share for 20 minutes, and invalid after 24 hours. Times are in UTC.
          </Trans>
        </p>
        <ReadSection
          query={subAccounts}
          label={t`Sub-accounts`}
          isEmpty={(data) => data.data.length === 0}
          skeleton={<Skeleton height="40px" />}
          empty={
            <EmptyState
              message={<Trans>You have no pool sub-account yet. Add one to connect your miners.</Trans>}
              action={
                <SiteLink className="button button-primary" href={hrefFor('dashboard.pool.poolManage', {}, route)}>
                  <Trans>Add a sub-account</Trans>
                </SiteLink>
              }
            />
          }
        >
          {() =>
            current && (
              <div className="pool-toolbar">
                <SubAccountPicker names={names} value={current} onChange={(name) => go({ sub: name })} />
                <SearchBox
                  label={<Trans>Search workers</Trans>}
                  value={q}
                  onChange={(value) => go({ q: value }, true)}
                />
              </div>
            )
          }
        </ReadSection>
        {current && (
          <Tabs<Filter>
            label={t`Worker status`}
            value={status}
            hrefFor={(value) => href({ status: value })}
            renderLink={(props) => <SiteLink {...props} />}
            items={WORKER_FILTER_VALUES.map((value) => ({
              value,
              label: labels[value],
              count: workers.data?.counts[value],
            }))}
          >
            <ReadSection
              query={workers}
              label={t`Workers`}
              isEmpty={(data) => data.data.length === 0}
              skeleton={<Skeleton height="320px" />}
              empty={
                <EmptyState
                  message={<Trans>This sub-account has no workers yet.</Trans>}
                  action={
                    <SiteLink
                      className="button button-primary"
                      href={hrefFor('dashboard.pool.account', { subAccountName: current }, route)}
                    >
                      <Trans>How to connect</Trans>
                    </SiteLink>
                  }
                />
              }
            >
              {() =>
                shown.length === 0 ? (
                  <EmptyState message={<Trans>No worker matches this filter.</Trans>} />
                ) : (
                  <WorkerTable
                    workers={shown}
                    caption={t`Workers: ${labels[status]}`}
                    sort={sort}
                    desc={order === 'desc'}
                    sortHref={(column: WorkerSort) =>
                      href({ sort: column, order: column === sort && order === 'asc' ? 'desc' : 'asc' })
                    }
                    renderLink={(props) => <SiteLink {...props} />}
                  />
                )
              }
            </ReadSection>
          </Tabs>
        )}
      </PageFrame>
    </DashboardPage>
  );
}
