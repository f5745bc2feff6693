import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import { HOSTING_FILTER_VALUES, type HOSTING_SORT_VALUES } from '../../../../manifest/routes.ts';
import type {
  HostedMiner,
  HostingInvoice,
  HostingInvoices,
  HostingSummary,
} from '../../../../runtime/http/contract/hosting.ts';
import { HOSTED_MINER_STATUSES } from '../../../../runtime/http/contract/hostingValues.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { hostingInvoicesQuery, hostingMinersQuery } from '../../../features/hosting/hostingQueries.ts';
import { downloadCsv, toCsv } from '../../../format/csv.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { DataTable, dataColumns, type SortState } from '../../../ui/dataTable.tsx';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { HostingChart } from './hostingChart.tsx';
import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUS_TONES,
  type InvoiceShown,
  MINER_STATUS_HINTS,
  MINER_STATUS_LABELS,
  MINER_STATUS_TONES,
} from './hostingLabels.ts';
import { InvoicePayPanel } from './invoicePayPanel.tsx';
import '../../../styles/pages/hosting.css';

type Search = SearchOf<'dashboard.hosting'>;
type Filter = (typeof HOSTING_FILTER_VALUES)[number];
type SortColumn = (typeof HOSTING_SORT_VALUES)[number];

const STATUS_ORDER = Object.fromEntries(HOSTED_MINER_STATUSES.map((status, index) => [status, index]));
const SORT_KEYS: Record<SortColumn, (miner: HostedMiner) => number | string> = {
  minerId: (m) => m.minerId,
  status: (m) => STATUS_ORDER[m.status] ?? 0,
  nominalTh: (m) => m.nominalTh,
  actualTh: (m) => m.actualTh,
  uptime: (m) => Number(m.uptimePercent),
  lastSeen: (m) => (m.lastSeenAt ? Date.parse(m.lastSeenAt) : 0),
};

/** The miners of the filter, sorted by the column (then by id, so the order is stable). */
function shownMiners(miners: readonly HostedMiner[], status: Filter, sort: SortColumn, desc: boolean) {
  const key = SORT_KEYS[sort];
  return miners
    .filter((miner) => status === 'all' || miner.status === status)
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      const order = x < y ? -1 : x > y ? 1 : a.minerId.localeCompare(b.minerId);
      return desc ? -order : order;
    });
}

const cents = (usd: string) => Math.round(Number(usd) * 100);
/** A period's last day: the period ends at 00:00 UTC of the day after it. */
const lastDayOf = (periodTo: string) => new Date(Date.parse(periodTo) - 86_400_000);
const invoiceShown = (invoice: HostingInvoice): InvoiceShown => (invoice.overdue ? 'overdue' : invoice.status);

/**
 * `/dashboard/hosting` (issue #18; product research sections 4 and 10): the customer's hosted miners (the units
 * of their paid miner orders) with their status, nominal and actual hashrate and power, uptime and last seen;
 * a 24 h chart of one miner or the fleet; the hosting fee invoices, unpaid ones paid from the balance; the
 * billing and termination rules. Without hosted miners, the way to the miner marketplace.
 */
export default function HostingPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const miners = useQuery(hostingMinersQuery());
  return (
    <DashboardPage route={route} current="hosting">
      <PageFrame title={t`Hosted miners`}>
        <ReadSection
          query={miners}
          label={t`Hosted miners`}
          className="hosting-page"
          isEmpty={(data) => data.miners.length === 0}
          skeleton={
            <div className="hosting-stats" aria-hidden="true">
              {Array.from({ length: 4 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
                <Skeleton key={index} height="88px" />
              ))}
              <Skeleton className="hosting-wide" height="320px" />
            </div>
          }
          empty={
            <EmptyState
              message={
                <Trans>
                  You have no hosted miners yet. Miners you buy on the miner marketplace are installed in our farms and
                  show here, with their status, hashrate and hosting invoices.
                </Trans>
              }
              action={
                <SiteLink className="button button-primary" href={hrefFor('minerSale', {}, route)}>
                  <Trans>Browse miners for sale</Trans>
                </SiteLink>
              }
            />
          }
        >
          {(data) => (
            <Fleet
              miners={data.miners}
              summary={data.summary}
              asOf={data.asOf}
              route={route}
              search={search as Search}
            />
          )}
        </ReadSection>
        <HostingRules />
      </PageFrame>
    </DashboardPage>
  );
}

function Fleet({
  miners,
  summary,
  asOf,
  route,
  search,
}: {
  miners: readonly HostedMiner[];
  summary: HostingSummary;
  asOf: string;
  route: LocalizedRoute;
  search: Search;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const router = useRouter();
  const { status, sort, order, miner } = search;
  const href = useCallback(
    (next: Partial<Search>) =>
      hrefFor('dashboard.hosting', {}, route, { search: { status, sort, order, miner, ...next } }),
    [route, status, sort, order, miner],
  );
  const chartHref = useCallback((minerId: string) => href({ miner: minerId }), [href]);
  const go = (next: Partial<Search>) => void router.navigate({ href: href(next), replace: true });
  const shown = useMemo(() => shownMiners(miners, status, sort, order === 'desc'), [miners, status, sort, order]);
  const filterLabel = (value: Filter) => (value === 'all' ? t`All` : i18n._(MINER_STATUS_LABELS[value]));
  const hashing = HOSTED_MINER_STATUSES.filter((s) => s !== 'installing').reduce((n, s) => n + summary.byStatus[s], 0);
  return (
    <>
      <div className="hosting-stats">
        <StatCard
          label={<Trans>Miners</Trans>}
          value={format.number(miners.length)}
          hint={
            <Trans>
              {summary.byStatus.working} working, {summary.byStatus.underperforming} underperforming
            </Trans>
          }
        />
        <StatCard
          label={<Trans>Hashrate now</Trans>}
          value={format.hashrate(summary.actualTh)}
          hint={<Trans>of {format.hashrate(summary.nominalTh)} nominal</Trans>}
          definition={
            <Trans>
              The miners online, in their last 10-minute sample; nominal is the manufacturer's figure. Installing miners
              are not counted.
            </Trans>
          }
        />
        <StatCard
          label={<Trans>Power now</Trans>}
          value={t`${format.number(summary.actualKw)} kW`}
          hint={<Trans>of {format.number(summary.nominalKw)} kW nominal</Trans>}
        />
        <StatCard
          label={<Trans>Average uptime (24 h)</Trans>}
          value={summary.averageUptimePercent === null ? t`n/a` : format.percent(summary.averageUptimePercent)}
          hint={<Trans>as of {format.dateTimeUtc(asOf)}</Trans>}
          definition={<Trans>The share of the last 24 hours each miner online was hashing, averaged.</Trans>}
        />
      </div>
      <ul className="hosting-by-status" aria-label={t`Miners by status`}>
        {HOSTED_MINER_STATUSES.map((value) => (
          <li key={value}>
            <StatusBadge status={value} labels={MINER_STATUS_LABELS} tones={MINER_STATUS_TONES} />{' '}
            <strong>{summary.byStatus[value]}</strong>
          </li>
        ))}
      </ul>
      {hashing === 0 && (
        <p className="hosting-sub">
          <Trans>Your miners are being installed: they go online after the estimated start day (UTC).</Trans>
        </p>
      )}

      <section className="hosting-card" aria-labelledby="hosting-miners-title">
        <h2 id="hosting-miners-title">
          <Trans>Miners</Trans>
        </h2>
        <Tabs<Filter>
          label={t`Miner status`}
          value={status}
          hrefFor={(value) => href({ status: value })}
          renderLink={(props) => <SiteLink {...props} />}
          items={HOSTING_FILTER_VALUES.map((value) => ({
            value,
            label: filterLabel(value),
            count: value === 'all' ? miners.length : summary.byStatus[value],
          }))}
        >
          <MinerTable
            miners={shown}
            caption={t`Miners: ${filterLabel(status)}`}
            sort={{ id: sort, desc: order === 'desc' }}
            onSort={(next) =>
              go(
                next
                  ? { sort: next.id as SortColumn, order: next.desc ? 'desc' : 'asc' }
                  : { sort: 'minerId', order: 'asc' },
              )
            }
            chartHref={chartHref}
          />
        </Tabs>
      </section>

      <HostingChart miners={miners} minerId={miner} onPick={(minerId) => go({ miner: minerId })} />
      <Invoices />
    </>
  );
}

const minerColumn = dataColumns<HostedMiner>();

function MinerTable({
  miners,
  caption,
  sort,
  onSort,
  chartHref,
}: {
  miners: readonly HostedMiner[];
  caption: string;
  sort: SortState;
  onSort: (sort: SortState | null) => void;
  chartHref: (minerId: string) => string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const columns = useMemo(
    () =>
      minerColumn.columns([
        minerColumn.accessor('minerId', {
          id: 'minerId',
          header: () => <Trans>Miner</Trans>,
          enableSorting: true,
          cell: ({ row }) => (
            <span className="hosting-cell">
              <SiteLink href={chartHref(row.original.minerId)} aria-label={t`Chart of ${row.original.minerId}`}>
                {row.original.minerId}
              </SiteLink>
              <span className="hosting-sub">
                {row.original.modelName} · <Trans>SN {row.original.serial}</Trans>
              </span>
              <span className="hosting-sub">
                {row.original.site.name} · {row.original.pool}
              </span>
            </span>
          ),
        }),
        minerColumn.accessor('status', {
          id: 'status',
          header: () => <Trans>Status</Trans>,
          enableSorting: true,
          cell: ({ row }) => (
            <span className="hosting-cell">
              <StatusBadge status={row.original.status} labels={MINER_STATUS_LABELS} tones={MINER_STATUS_TONES} />
              {row.original.stoppedByInvoice && (
                <span className="hosting-sub">
                  <Trans>Overdue hosting invoice</Trans>
                </span>
              )}
              {row.original.status === 'installing' && (
                <span className="hosting-sub">
                  <Trans>Online from {format.dateUtc(row.original.onlineAt)}</Trans>
                </span>
              )}
            </span>
          ),
        }),
        minerColumn.accessor('nominalTh', {
          id: 'nominalTh',
          header: () => <Trans>Nominal</Trans>,
          enableSorting: true,
          meta: { align: 'end' },
          cell: ({ row }) => (
            <span className="hosting-cell">
              {format.hashrate(row.original.nominalTh)}
              <span className="hosting-sub">{t`${format.number(row.original.nominalPowerW)} W`}</span>
            </span>
          ),
        }),
        minerColumn.accessor('actualTh', {
          id: 'actualTh',
          header: () => <Trans>Actual</Trans>,
          enableSorting: true,
          meta: { align: 'end' },
          cell: ({ row }) => (
            <span className="hosting-cell">
              {format.hashrate(row.original.actualTh)}
              <span className="hosting-sub">{t`${format.number(row.original.actualPowerW)} W`}</span>
            </span>
          ),
        }),
        minerColumn.accessor('uptimePercent', {
          id: 'uptime',
          header: () => <Trans>Uptime (24 h)</Trans>,
          enableSorting: true,
          meta: { align: 'end' },
          cell: ({ row }) =>
            row.original.status === 'installing' ? t`n/a` : format.percent(row.original.uptimePercent),
        }),
        minerColumn.accessor('lastSeenAt', {
          id: 'lastSeen',
          header: () => <Trans>Last seen (UTC)</Trans>,
          enableSorting: true,
          cell: ({ row }) => (row.original.lastSeenAt ? format.dateTimeUtc(row.original.lastSeenAt) : t`Not yet`),
        }),
      ]),
    [t, format, chartHref],
  );
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={miners}
      getRowId={(row) => row.minerId}
      sort={sort}
      onSortChange={onSort}
      mobile="scroll"
      empty={{ message: <Trans>No miner has this status now.</Trans> }}
    />
  );
}

const invoiceColumn = dataColumns<HostingInvoice>();

/** The hosting fee invoices, newest first, with Pay on the unpaid ones and a CSV of them all. */
function Invoices() {
  const { t } = useLingui();
  const invoices = useQuery(hostingInvoicesQuery());
  const [paying, setPaying] = useState<string | null>(null);
  return (
    <section className="hosting-card" aria-labelledby="hosting-invoices-title">
      <div className="hosting-card-head">
        <h2 id="hosting-invoices-title">
          <Trans>Hosting fee invoices</Trans>
        </h2>
        {invoices.data && invoices.data.invoices.length > 0 && <ExportInvoices invoices={invoices.data.invoices} />}
      </div>
      <ReadSection
        query={invoices}
        label={t`Hosting fee invoices`}
        skeleton={<Skeleton height="200px" />}
        isEmpty={(data) => data.invoices.length === 0}
        empty={
          <EmptyState
            message={<Trans>No invoice yet: the first is issued 30 days after your miners' estimated start.</Trans>}
          />
        }
      >
        {(data) => <InvoiceList data={data} paying={paying} onPay={setPaying} />}
      </ReadSection>
    </section>
  );
}

function InvoiceList({
  data,
  paying,
  onPay,
}: {
  data: HostingInvoices;
  paying: string | null;
  onPay: (invoiceNo: string | null) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const columns = useMemo(
    () =>
      invoiceColumn.columns([
        invoiceColumn.accessor('invoiceNo', {
          header: () => <Trans>Invoice</Trans>,
          cell: ({ row }) => (
            <span className="hosting-cell">
              {row.original.invoiceNo}
              <span className="hosting-sub">
                <Trans>
                  {format.dateUtc(row.original.periodFrom)} to {format.dateUtc(lastDayOf(row.original.periodTo))}
                </Trans>
              </span>
              <span className="hosting-sub">
                <Trans>
                  Order {row.original.orderNo}: {row.original.miners} miners
                </Trans>
              </span>
            </span>
          ),
        }),
        invoiceColumn.accessor('electricityUsd', {
          header: () => <Trans>Electricity</Trans>,
          meta: { align: 'end' },
          cell: ({ row }) => (
            <span className="hosting-cell">
              {format.usd(row.original.electricityUsd)}
              <span className="hosting-sub">
                <Trans>
                  {format.number(Number(row.original.energyKwh))} kWh ×{' '}
                  {format.usd(row.original.electricityUsdPerKwh, { decimals: 4 })}
                </Trans>
              </span>
              {row.original.creditReason && (
                <span className="hosting-sub">
                  {row.original.creditReason === 'prepaid' ? (
                    <Trans>−{format.usd(row.original.creditUsd)} prepaid at checkout</Trans>
                  ) : (
                    <Trans>−{format.usd(row.original.creditUsd)} deducted from the daily output</Trans>
                  )}
                </span>
              )}
            </span>
          ),
        }),
        invoiceColumn.accessor('managementFeeUsd', {
          header: () => <Trans>Management fee</Trans>,
          meta: { align: 'end' },
          cell: ({ row }) => (
            <span className="hosting-cell">
              {format.usd(row.original.managementFeeUsd)}
              <span className="hosting-sub">
                {row.original.managementRule === 'afterPayback' ? (
                  <Trans>{format.percent(row.original.managementFeePercent)} after payback</Trans>
                ) : (
                  <Trans>{format.percent(row.original.managementFeePercent)} from the start</Trans>
                )}
              </span>
              <span className="hosting-sub">
                <Trans>net output {format.usd(row.original.netUsd)}</Trans>
              </span>
            </span>
          ),
        }),
        invoiceColumn.accessor('amountUsd', {
          header: () => <Trans>Amount and status</Trans>,
          meta: { align: 'end' },
          cell: ({ row }) => (
            <span className="hosting-cell">
              <strong>{format.usd(row.original.amountUsd)}</strong>
              <StatusBadge
                status={invoiceShown(row.original)}
                labels={INVOICE_STATUS_LABELS}
                tones={INVOICE_STATUS_TONES}
              />
              <span className="hosting-sub">
                {row.original.paidAt ? (
                  <Trans>paid {format.dateUtc(row.original.paidAt)}</Trans>
                ) : (
                  <Trans>due {format.dateUtc(row.original.dueAt)}</Trans>
                )}
              </span>
              {row.original.status === 'unpaid' && (
                <button
                  type="button"
                  className="button button-primary"
                  aria-label={t`Pay invoice ${row.original.invoiceNo}`}
                  disabled={paying !== null}
                  onClick={() => onPay(row.original.invoiceNo)}
                >
                  <Trans>Pay</Trans>
                </button>
              )}
            </span>
          ),
        }),
      ]),
    [t, format, paying, onPay],
  );
  const payingInvoice = data.invoices.find((invoice) => invoice.invoiceNo === paying);
  // The newest invoice of each order tells whether its output still covers its electricity.
  const newest = new Map<string, HostingInvoice>();
  for (const invoice of data.invoices) if (!newest.has(invoice.orderNo)) newest.set(invoice.orderNo, invoice);
  const uncovered = [...newest.values()].filter((invoice) => cents(invoice.outputUsd) < cents(invoice.electricityUsd));
  return (
    <>
      {uncovered.map((invoice) => (
        <p key={invoice.orderNo} className="hosting-notice" role="note">
          <Trans>
            Order {invoice.orderNo}: its last 30 days' output ({format.usd(invoice.outputUsd)}) did not cover its
            electricity ({format.usd(invoice.electricityUsd)}). If this continues, hosting ends under the termination
            rules below.
          </Trans>
        </p>
      ))}
      <DataTable
        caption={t`Hosting fee invoices`}
        columns={columns}
        rows={data.invoices}
        getRowId={(row) => row.invoiceNo}
        mobile="scroll"
        empty={{ message: <Trans>No invoice yet.</Trans> }}
      />
      {payingInvoice && (
        <InvoicePayPanel
          key={payingInvoice.invoiceNo}
          invoice={payingInvoice}
          balanceUsd={data.balanceUsd}
          fundPasswordSet={data.fundPasswordSet}
          onClose={() => onPay(null)}
        />
      )}
    </>
  );
}

function ExportInvoices({ invoices }: { invoices: readonly HostingInvoice[] }) {
  const { t, i18n } = useLingui();
  function exportCsv() {
    const csv = toCsv<HostingInvoice>(
      [
        { header: t`Invoice`, value: (row) => row.invoiceNo },
        { header: t`Order`, value: (row) => row.orderNo },
        { header: t`Period from (UTC)`, value: (row) => row.periodFrom, dateTime: true },
        { header: t`Period to (UTC)`, value: (row) => row.periodTo, dateTime: true },
        { header: t`Energy (kWh)`, value: (row) => row.energyKwh },
        { header: t`Price (USD per kWh)`, value: (row) => row.electricityUsdPerKwh },
        { header: t`Electricity (USD)`, value: (row) => row.electricityUsd },
        { header: t`Credit (USD)`, value: (row) => row.creditUsd },
        { header: t`Output (USD)`, value: (row) => row.outputUsd },
        { header: t`Management fee (USD)`, value: (row) => row.managementFeeUsd },
        { header: t`Amount (USD)`, value: (row) => row.amountUsd },
        { header: t`Due (UTC)`, value: (row) => row.dueAt, dateTime: true },
        { header: t`Status`, value: (row) => i18n._(INVOICE_STATUS_LABELS[invoiceShown(row)]) },
        { header: t`Paid (UTC)`, value: (row) => row.paidAt ?? '', dateTime: true },
      ],
      invoices,
    );
    downloadCsv('hosting-invoices.csv', csv);
  }
  return (
    <button type="button" className="button button-ghost" onClick={exportCsv}>
      <Trans>Export CSV</Trans>
    </button>
  );
}

/** How hosting is billed and when it ends (product research section 4), and what each status means. */
function HostingRules() {
  const { i18n } = useLingui();
  return (
    <section className="hosting-card hosting-rules" aria-labelledby="hosting-rules-title">
      <h2 id="hosting-rules-title">
        <Trans>Hosting rules</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Every 30 days of hosting of an order is one invoice, issued at 00:00 UTC after the period and due 10 days
            later.
          </Trans>
        </li>
        <li>
          <Trans>
            Electricity: the energy your miners drew in the period (kWh) × the order's price per kWh. The first 30 days
            were prepaid at checkout; batches billed daily deduct electricity from the output instead.
          </Trans>
        </li>
        <li>
          <Trans>
            Management fee: none until the miners' output, net of electricity, has paid back their price; then 30% of
            the net output (the order's own percent), taken from the part earned after payback.
          </Trans>
        </li>
        <li>
          <Trans>
            An invoice unpaid after its due date stops the order's miners until it is paid; those days are not made up.
          </Trans>
        </li>
        <li>
          <Trans>
            Termination: hosting ends if a miner's output over 30 days cannot cover its electricity, or if its site is
            down for more than 180 days; the miner is then shipped to you or sold for you at your choice.
          </Trans>
        </li>
        <li>
          <Trans>
            Output figures are past output valued at each day's BTC price, not a projection. Uptime is the share of the
            last 24 hours a miner was hashing; all times are UTC.
          </Trans>
        </li>
      </ul>
      <dl className="hosting-facts">
        {HOSTED_MINER_STATUSES.map((status) => (
          <div key={status} className="hosting-fact">
            <dt>
              <StatusBadge status={status} labels={MINER_STATUS_LABELS} tones={MINER_STATUS_TONES} />
            </dt>
            <dd>{i18n._(MINER_STATUS_HINTS[status])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
