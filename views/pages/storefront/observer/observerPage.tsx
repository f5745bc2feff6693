import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ObserverSummary, PoolEarning } from '../../../../runtime/http/contract/pool.ts';
import { OBSERVER_TOKEN } from '../../../../runtime/http/contract/poolValues.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { EARNING_STATUS_LABELS, EARNING_STATUS_TONES } from '../../../features/pool/poolLabels.ts';
import {
  OBSERVER_NOT_FOUND_STATUS,
  observerEarningsQuery,
  observerSummaryQuery,
  observerWorkersQuery,
} from '../../../features/pool/poolQueries.ts';
import { sortWorkers, type WorkerSort, WorkerTable } from '../../../features/pool/workerTable.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import '../../../features/pool/pool.css';
import '../../../features/pool/poolManage.css';

type Search = SearchOf<'observer'>;

/**
 * `/observer/{token}`: a pool observer link, read-only and without login. It shows the sub-account's
 * dashboard (hashrate windows, workers by status), and its workers and earnings only when the link
 * permits them; an unknown, expired or deleted token is the 404 page and nothing else.
 */
export default function ObserverPage({ route, params, search }: PageProps) {
  const { t } = useLingui();
  const token = params.token ?? '';
  const valid = OBSERVER_TOKEN.test(token);
  const summary = useQuery({ ...observerSummaryQuery(token), enabled: valid });
  if (!valid || isStatus(summary.error, OBSERVER_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;
  const data = summary.data;
  return (
    <PageFrame
      title={data ? t`Sub-account ${data.subAccount} (read-only)` : t`Pool observer`}
      renderLink={(props) => <SiteLink {...props} />}
    >
      <div className="pool-observer">
        <ReadSection
          query={summary}
          label={t`Observer view`}
          skeleton={
            <div className="pool-stats" aria-hidden="true">
              {Array.from({ length: 6 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
                <Skeleton key={index} height="88px" />
              ))}
            </div>
          }
        >
          {(loaded) => <SummaryView summary={loaded} />}
        </ReadSection>
        {data?.permissions.includes('workers') && (
          <ObserverWorkers token={token} search={search as Search} route={route} />
        )}
        {data?.permissions.includes('earnings') && <ObserverEarnings token={token} />}
      </div>
    </PageFrame>
  );
}

function SummaryView({ summary }: { summary: ObserverSummary }) {
  const { t } = useLingui();
  const format = useFormat();
  const rate = (th: number | null) => (th === null ? t`n/a` : format.hashrate(th));
  const earnings = summary.earnings;
  return (
    <>
      <p className="pool-muted">
        {summary.expiresAt ? (
          <Trans>
            Shared read-only by the sub-account's owner until {format.dateTimeUtc(summary.expiresAt)}. Figures as of{' '}
            {format.dateTimeUtc(summary.asOf)}.
          </Trans>
        ) : (
          <Trans>
            Shared read-only by the sub-account's owner until they delete the link. Figures as of{' '}
            {format.dateTimeUtc(summary.asOf)}.
          </Trans>
        )}
      </p>
      <div className="pool-stats">
        <StatCard label={<Trans>Hashrate (10 min)</Trans>} value={rate(summary.hashrate10m)} />
        <StatCard label={<Trans>Hashrate (1 h)</Trans>} value={rate(summary.hashrate1h)} />
        <StatCard label={<Trans>Hashrate (24 h)</Trans>} value={rate(summary.hashrate24h)} />
        <StatCard
          label={<Trans>Workers online</Trans>}
          value={format.number(summary.workers.online)}
          hint={<Trans>of {summary.workers.total}</Trans>}
        />
        <StatCard
          label={<Trans>Workers offline</Trans>}
          value={format.number(summary.workers.offline)}
          definition={<Trans>No share for more than 20 minutes.</Trans>}
        />
        <StatCard
          label={<Trans>Workers invalid</Trans>}
          value={format.number(summary.workers.invalid)}
          definition={<Trans>No share for more than 24 hours.</Trans>}
        />
        {earnings && (
          <>
            <StatCard
              label={<Trans>Today's estimate</Trans>}
              value={format.coin(earnings.todayEstimateBtc, 'BTC')}
              hint={<Trans>estimate, if the 24 h average holds</Trans>}
            />
            <StatCard label={<Trans>Yesterday</Trans>} value={format.coin(earnings.yesterdayBtc, 'BTC')} />
            <StatCard label={<Trans>Total paid</Trans>} value={format.coin(earnings.totalPaidBtc, 'BTC')} />
            <StatCard
              label={<Trans>Balance</Trans>}
              value={format.coin(earnings.balanceBtc, 'BTC')}
              hint={<Trans>FPPS, pool fee {format.percent(Number(earnings.feePercent))}</Trans>}
            />
          </>
        )}
      </div>
    </>
  );
}

function ObserverWorkers({ token, search, route }: { token: string; search: Search; route: PageProps['route'] }) {
  const { t } = useLingui();
  const workers = useQuery(observerWorkersQuery(token));
  const { sort, order } = search;
  const shown = useMemo(
    () => sortWorkers(workers.data?.data ?? [], sort, order === 'desc'),
    [workers.data, sort, order],
  );
  return (
    <div className="pool-card">
      <h2>
        <Trans>Workers</Trans>
      </h2>
      <p className="pool-muted">
        <Trans>
          A worker is offline when it has sent no share for 20 minutes, and invalid after 24 hours. Times are in UTC.
        </Trans>
      </p>
      <ReadSection
        query={workers}
        label={t`Workers`}
        isEmpty={(data) => data.data.length === 0}
        skeleton={<Skeleton height="320px" />}
        empty={<EmptyState message={<Trans>This sub-account has no workers yet.</Trans>} />}
      >
        {() => (
          <WorkerTable
            workers={shown}
            caption={t`Workers`}
            sort={sort}
            desc={order === 'desc'}
            sortHref={(column: WorkerSort) =>
              hrefFor('observer', { token }, route, {
                search: { sort: column, order: column === sort && order === 'asc' ? 'desc' : 'asc' },
              })
            }
            renderLink={(props) => <SiteLink {...props} />}
          />
        )}
      </ReadSection>
    </div>
  );
}

function ObserverEarnings({ token }: { token: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const earnings = useQuery(observerEarningsQuery(token));
  return (
    <div className="pool-card">
      <h2>
        <Trans>Earnings</Trans>
      </h2>
      <ReadSection
        query={earnings}
        label={t`Earnings`}
        isEmpty={(data) => data.data.length === 0}
        skeleton={<Skeleton height="192px" />}
        empty={<EmptyState message={<Trans>No settled day yet: earnings are settled daily at 00:00 UTC.</Trans>} />}
      >
        {(data) => (
          <div className="pool-table-scroll">
            <table className="pool-table">
              <caption className="visually-hidden">{t`Earnings by day`}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Date (UTC)</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Hashrate</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Amount</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Fee</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Status</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((row: PoolEarning) => (
                  <tr key={row.date}>
                    <th scope="row">{row.date}</th>
                    <td>{format.hashrate(row.hashrateTh)}</td>
                    <td>{format.coin(row.amountBtc, 'BTC')}</td>
                    <td>{format.coin(row.feeBtc, 'BTC')}</td>
                    <td>
                      <StatusBadge status={row.status} labels={EARNING_STATUS_LABELS} tones={EARNING_STATUS_TONES} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ReadSection>
    </div>
  );
}
