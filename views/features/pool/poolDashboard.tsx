import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import type { LocalizedRoute } from '../../../manifest/expand.ts';
import { POOL_RANGE_VALUES } from '../../../manifest/routes.ts';
import type { PoolEarning, PoolSummary, WorkerStatus } from '../../../runtime/http/contract/pool.ts';
import { hrefFor } from '../../../runtime/router/links.ts';
import { maskAddress } from '../../../runtime/validation/mask.ts';
import { downloadCsv, toCsv } from '../../format/csv.ts';
import { useFormat } from '../../format/useFormat.ts';
import { TimeChart, type TimeSeries } from '../../ui/chart.tsx';
import { CopyButton } from '../../ui/copyButton.tsx';
import { DataTable, dataColumns } from '../../ui/dataTable.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { StatCard } from '../../ui/statCard.tsx';
import { StatusBadge } from '../../ui/statusBadge.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { EARNING_STATUS_LABELS, EARNING_STATUS_TONES } from './poolLabels.ts';
import {
  EARNINGS_PAGE_SIZE,
  poolEarningsQuery,
  poolHashQuery,
  poolInfoQuery,
  poolSummaryQuery,
} from './poolQueries.ts';
import './pool.css';

export type PoolRange = (typeof POOL_RANGE_VALUES)[number];

/**
 * One sub-account's dashboard (the pool page and `/dashboard/pool/account/{name}`): hashrate windows,
 * workers by status, earnings and payout, the hashrate chart, the earnings table, and how to connect
 * when it has no workers yet.
 */
export function PoolDashboard({
  subAccount,
  route,
  range,
  rangeHref,
}: {
  subAccount: string;
  route: LocalizedRoute;
  range: PoolRange;
  rangeHref: (range: PoolRange) => string;
}) {
  const { t } = useLingui();
  const summary = useQuery(poolSummaryQuery(subAccount));
  return (
    <div className="pool-dashboard">
      <ReadSection
        query={summary}
        label={t`Summary`}
        skeleton={
          <div className="pool-stats" aria-hidden="true">
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
              <Skeleton key={index} height="88px" />
            ))}
          </div>
        }
      >
        {(data) => <SummaryView summary={data} route={route} />}
      </ReadSection>
      {summary.data?.workers.total === 0 && <HowToConnect subAccount={subAccount} />}
      <HashrateChart subAccount={subAccount} range={range} rangeHref={rangeHref} />
      <EarningsTable subAccount={subAccount} />
    </div>
  );
}

function SummaryView({ summary, route }: { summary: PoolSummary; route: LocalizedRoute }) {
  const { t } = useLingui();
  const format = useFormat();
  const rate = (th: number | null) => (th === null ? t`n/a` : format.hashrate(th));
  const workersLink = (status: WorkerStatus, count: number, label: string) => (
    <SiteLink
      href={hrefFor('dashboard.pool.detail', {}, route, { search: { sub: summary.subAccount, status } })}
      aria-label={label}
    >
      {count}
    </SiteLink>
  );
  const naHint = <Trans>n/a until the window has data</Trans>;
  return (
    <>
      <div className="pool-stats">
        <StatCard
          label={<Trans>Hashrate (10 min)</Trans>}
          value={rate(summary.hashrate10m)}
          hint={summary.hashrate10m === null ? naHint : undefined}
        />
        <StatCard
          label={<Trans>Hashrate (1 h)</Trans>}
          value={rate(summary.hashrate1h)}
          hint={summary.hashrate1h === null ? naHint : undefined}
        />
        <StatCard
          label={<Trans>Hashrate (24 h)</Trans>}
          value={rate(summary.hashrate24h)}
          hint={summary.hashrate24h === null ? naHint : <Trans>as of {format.dateTimeUtc(summary.asOf)}</Trans>}
        />
        <StatCard
          label={<Trans>Workers online</Trans>}
          value={workersLink('online', summary.workers.online, t`${summary.workers.online} workers online`)}
          hint={<Trans>of {summary.workers.total}</Trans>}
        />
        <StatCard
          label={<Trans>Workers offline</Trans>}
          value={workersLink('offline', summary.workers.offline, t`${summary.workers.offline} workers offline`)}
          definition={<Trans>No share for more than 20 minutes.</Trans>}
        />
        <StatCard
          label={<Trans>Workers invalid</Trans>}
          value={workersLink('invalid', summary.workers.invalid, t`${summary.workers.invalid} workers invalid`)}
          definition={<Trans>No share for more than 24 hours.</Trans>}
        />
        <StatCard
          label={<Trans>Today's estimate</Trans>}
          value={format.coin(summary.todayEstimateBtc, 'BTC')}
          hint={<Trans>Estimate, not a promise: today (UTC) is partial</Trans>}
          definition={
            <Trans>
              The 24 h average hashrate × today's FPPS rate per TH/s, less the pool fee, if the hashrate holds until
              24:00 UTC.
            </Trans>
          }
        />
        <StatCard label={<Trans>Yesterday's revenue</Trans>} value={format.coin(summary.yesterdayBtc, 'BTC')} />
        <StatCard label={<Trans>Total paid</Trans>} value={format.coin(summary.totalPaidBtc, 'BTC')} />
        <StatCard
          label={<Trans>Balance</Trans>}
          value={format.coin(summary.balanceBtc, 'BTC')}
          hint={<Trans>Unpaid: below the {format.coin(summary.payoutThresholdBtc, 'BTC')} payout threshold</Trans>}
        />
      </div>
      <dl className="facts pool-payout">
        <dt>
          <Trans>Payout method and fee</Trans>
        </dt>
        <dd>
          <Trans>
            {summary.payoutMethod}, pool fee {format.percent(summary.feePercent)}
          </Trans>
        </dd>
        <dt>
          <Trans>Payout address</Trans>
        </dt>
        <dd className="address">
          {summary.payoutAddress ? (
            <>
              <span title={t`Masked; copy gives the whole address`}>{maskAddress(summary.payoutAddress)}</span>{' '}
              <CopyButton value={summary.payoutAddress} label={<Trans>Copy address</Trans>} />
            </>
          ) : (
            <Trans>No payout address bound: earnings stay in the balance.</Trans>
          )}
        </dd>
        <dt>
          <Trans>Payout threshold</Trans>
        </dt>
        <dd>
          <Trans>
            {format.coin(summary.payoutThresholdBtc, 'BTC')}: the balance is paid at 00:00 UTC once it reaches it
          </Trans>
        </dd>
      </dl>
    </>
  );
}

function HowToConnect({ subAccount }: { subAccount: string }) {
  const { t } = useLingui();
  const info = useQuery(poolInfoQuery());
  return (
    <ReadSection query={info} label={t`How to connect`} className="pool-connect" skeleton={<Skeleton height="128px" />}>
      {(data) => (
        <>
          <h2>
            <Trans>How to connect</Trans>
          </h2>
          <p>
            <Trans>
              This sub-account has no workers yet. Point your miners at one of these addresses, with the worker name{' '}
              <code>{subAccount}.worker1</code> (any password):
            </Trans>
          </p>
          <ul className="pool-stratum">
            {data.stratumUrls.map((url) => (
              <li key={url}>
                <code>{url}</code> <CopyButton value={url} label={<Trans>Copy</Trans>} />
              </li>
            ))}
          </ul>
        </>
      )}
    </ReadSection>
  );
}

function HashrateChart({
  subAccount,
  range,
  rangeHref,
}: {
  subAccount: string;
  range: PoolRange;
  rangeHref: (range: PoolRange) => string;
}) {
  const { t } = useLingui();
  const hash = useQuery(poolHashQuery(subAccount, range));
  const labels: Record<PoolRange, string> = { '24h': t`24 hours`, '7d': t`7 days`, '30d': t`30 days` };
  const series = useMemo<TimeSeries[]>(
    () => [
      {
        label: t`Hashrate`,
        unit: 'TH/s',
        points: (hash.data?.points ?? []).map((p) => [Date.parse(p.time) / 1000, p.hashrateTh] as const),
      },
    ],
    [hash.data, t],
  );
  return (
    <section className="pool-chart" aria-labelledby="pool-chart-title">
      <h2 id="pool-chart-title">
        <Trans>Hashrate</Trans>
      </h2>
      <Tabs<PoolRange>
        label={t`Chart range`}
        value={range}
        hrefFor={rangeHref}
        renderLink={(props) => <SiteLink {...props} />}
        items={POOL_RANGE_VALUES.map((value) => ({ value, label: labels[value] }))}
      >
        <ReadSection query={hash} label={t`Hashrate chart`} skeleton={<Skeleton height="240px" />}>
          {() => (
            <>
              <TimeChart series={series} height={240} ariaLabel={t`Hashrate, ${labels[range]} (UTC)`} />
              <p className="fine-print">
                {range === '24h' ? (
                  <Trans>10-minute averages, UTC.</Trans>
                ) : (
                  <Trans>Daily averages of completed UTC days.</Trans>
                )}
              </p>
            </>
          )}
        </ReadSection>
      </Tabs>
    </section>
  );
}

function EarningsTable({ subAccount }: { subAccount: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const client = useQueryClient();
  const earnings = useQuery(poolEarningsQuery(subAccount));
  const [page, setPage] = useState(1);
  const rows = earnings.data?.data;
  const col = dataColumns<PoolEarning>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('date', { header: () => <Trans>Date (UTC)</Trans>, cell: (info) => info.getValue() }),
        col.accessor('hashrateTh', {
          header: () => <Trans>Hashrate</Trans>,
          cell: (info) => format.hashrate(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('amountBtc', {
          header: () => <Trans>Amount</Trans>,
          cell: (info) => (
            <span>
              {format.coin(info.getValue(), 'BTC')}
              <span className="cell-sub">
                <Trans>
                  subsidy {format.coin(info.row.original.subsidyBtc, 'BTC')}, tx fees{' '}
                  {format.coin(info.row.original.txFeeBtc, 'BTC')}
                </Trans>
              </span>
            </span>
          ),
          meta: { align: 'end' },
        }),
        col.accessor('feeBtc', {
          header: () => <Trans>Fee</Trans>,
          cell: (info) => format.coin(info.getValue(), 'BTC'),
          meta: { align: 'end' },
        }),
        col.accessor('status', {
          header: () => <Trans>Status</Trans>,
          cell: (info) => (
            <span>
              <StatusBadge status={info.getValue()} labels={EARNING_STATUS_LABELS} tones={EARNING_STATUS_TONES} />
              {info.getValue() === 'unpaid' && (
                <span className="cell-sub">
                  <Trans>In the balance, below the threshold</Trans>
                </span>
              )}
            </span>
          ),
        }),
        col.accessor('txid', {
          header: () => <Trans>TXID</Trans>,
          cell: (info) => {
            const txid = info.getValue();
            return txid ? (
              <span className="pool-txid">
                <a href={`https://mempool.space/tx/${txid}`} target="_blank" rel="noreferrer">
                  {`${txid.slice(0, 8)}…${txid.slice(-8)}`}
                </a>{' '}
                <CopyButton value={txid} label={<Trans>Copy TXID</Trans>} />
              </span>
            ) : (
              '—'
            );
          },
        }),
      ]),
    [col, format],
  );

  async function exportCsv() {
    const all = (await client.fetchQuery(poolEarningsQuery(subAccount))).data;
    const csv = toCsv<PoolEarning>(
      [
        { header: t`Date (UTC)`, value: (e) => e.date },
        { header: t`Hashrate (TH/s)`, value: (e) => e.hashrateTh },
        { header: t`Subsidy (BTC)`, value: (e) => e.subsidyBtc },
        { header: t`Transaction fees (BTC)`, value: (e) => e.txFeeBtc },
        { header: t`Fee (BTC)`, value: (e) => e.feeBtc },
        { header: t`Amount (BTC)`, value: (e) => e.amountBtc },
        { header: t`Status`, value: (e) => i18n._(EARNING_STATUS_LABELS[e.status]) },
        { header: t`Paid (UTC)`, value: (e) => e.paidAt ?? '', dateTime: true },
        { header: t`TXID`, value: (e) => e.txid ?? '' },
      ],
      all,
    );
    downloadCsv(`pool-earnings-${subAccount}.csv`, csv);
  }

  return (
    <section className="pool-earnings" aria-labelledby="pool-earnings-title">
      <div className="pool-section-head">
        <h2 id="pool-earnings-title">
          <Trans>Earnings and payouts</Trans>
        </h2>
        <button
          type="button"
          className="button button-outline"
          onClick={() => void exportCsv()}
          disabled={!earnings.isSuccess || earnings.data.data.length === 0}
        >
          <Trans>Export CSV</Trans>
        </button>
      </div>
      <DataTable<PoolEarning>
        caption={t`Earnings`}
        columns={columns}
        rows={rows?.slice((page - 1) * EARNINGS_PAGE_SIZE, page * EARNINGS_PAGE_SIZE)}
        getRowId={(e) => e.date}
        loading={earnings.isFetching && !earnings.isSuccess}
        error={earnings.isError ? earnings.error : undefined}
        onRetry={() => void earnings.refetch()}
        failedMessage={t`unknown error, please retry`}
        empty={{ message: <Trans>No settled day yet: the first day is settled at 00:00 UTC.</Trans> }}
        page={page}
        pageCount={Math.max(1, Math.ceil((rows?.length ?? 0) / EARNINGS_PAGE_SIZE))}
        onPageChange={setPage}
        mobile="cards"
      />
      <p className="fine-print">
        <Trans>
          FPPS: each UTC day is settled at 00:00 UTC the next day; the balance is paid out once it reaches the
          threshold.
        </Trans>
      </p>
    </section>
  );
}

/** A labelled search box whose value is kept by the caller (the URL). */
export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="pool-search">
      <span>{label}</span>
      <input type="search" value={value} maxLength={64} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** Which sub-account the page shows (a search param): a select that navigates. */
export function SubAccountPicker({
  names,
  value,
  onChange,
}: {
  names: readonly string[];
  value: string;
  onChange: (name: string) => void;
}) {
  return (
    <label className="pool-picker">
      <span>
        <Trans>Sub-account</Trans>
      </span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
