import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { currencyLabel, DASHBOARD_CURRENCIES, dashboardCurrency } from '../../../../runtime/domain/currencies.ts';
import type { OutputDay } from '../../../../runtime/http/contract/hashrate.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import {
  OUTPUT_STATUS_LABELS,
  OUTPUT_STATUS_TONES,
  UNPAID_REASON_LABELS,
} from '../../../features/hashrate/hashrateLabels.ts';
import {
  coinSearch,
  HASHRATE_ORDER_NOT_FOUND_STATUS,
  hashrateEverydayQuery,
  hashrateListQuery,
  OUTPUT_PAGE_SIZE,
} from '../../../features/hashrate/hashrateQueries.ts';
import '../../../features/hashrate/hashrate.css';
import { csvDateTime, downloadCsv, toCsv } from '../../../format/csv.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { CopyButton } from '../../../ui/copyButton.tsx';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';

type Search = SearchOf<'dashboard.hashrate.output'>;

/**
 * `/dashboard/hashrate/output`: the daily output, one row per settled UTC day (of one order or all, in a date
 * range, both in the URL), its payout state with the reason when unpaid, the TXID; the CSV has exactly the
 * filtered rows.
 */
export default function HashrateOutputPage({ route, search }: PageProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const router = useRouter();
  const { currency, order, from, to } = search as Search;
  const coin = currencyLabel(currency);
  const reversed = from !== undefined && to !== undefined && to < from;
  const days = useQuery({ ...hashrateEverydayQuery({ currency, orderNo: order, from, to }), enabled: !reversed });
  const orders = useQuery(hashrateListQuery(currency));
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const filterKey = `${currency}|${order ?? ''}|${from ?? ''}|${to ?? ''}`;
  // A new filter starts on its first page.
  const page = paging.key === filterKey ? paging.page : 1;
  // Filters merge with the URL as it is now (a navigation may still be loading): nothing picked is lost.
  const go = (next: Partial<Search>) => {
    const latest = router.state.location.search as Partial<Search>;
    const { currency: coin, ...rest } = {
      currency: latest.currency,
      order: latest.order,
      from: latest.from,
      to: latest.to,
      ...next,
    };
    void router.navigate({
      href: hrefFor('dashboard.hashrate.output', {}, route, { search: { ...coinSearch(coin), ...rest } }),
      replace: true,
    });
  };

  const col = dataColumns<OutputDay>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('date', { header: () => <Trans>Date (UTC)</Trans>, cell: (info) => info.getValue() }),
        col.accessor('hashrateTh', {
          header: () => <Trans>Average hashrate</Trans>,
          cell: (info) => (
            <span>
              {format.hashrate(info.getValue())}
              {info.row.original.purchasedTh !== info.getValue() && (
                <span className="cell-sub">
                  <Trans>of {format.hashrate(info.row.original.purchasedTh)} purchased</Trans>
                </span>
              )}
            </span>
          ),
          meta: { align: 'end' },
        }),
        col.accessor('amountBtc', {
          header: () => <Trans>Amount</Trans>,
          cell: (info) => (
            <span>
              {format.coin(info.getValue(), currency)}
              <span className="cell-sub">{format.usd(info.row.original.amountUsd)}</span>
            </span>
          ),
          meta: { align: 'end' },
        }),
        col.accessor('status', {
          header: () => <Trans>Status</Trans>,
          cell: (info) => {
            const day = info.row.original;
            return (
              <span>
                <StatusBadge status={info.getValue()} labels={OUTPUT_STATUS_LABELS} tones={OUTPUT_STATUS_TONES} />
                {day.reason && <span className="cell-sub">{i18n._(UNPAID_REASON_LABELS[day.reason])}</span>}
                {day.status === 'paying' && day.paidAt && (
                  <span className="cell-sub">
                    <Trans>Confirming, expected by {format.dateTimeUtc(day.paidAt)} (UTC)</Trans>
                  </span>
                )}
                {day.outageOrders > 0 && (
                  <span className="cell-sub">
                    <Trans>Outage: compensated with an extra day at the end of the plan</Trans>
                  </span>
                )}
              </span>
            );
          },
        }),
        col.accessor('txid', {
          header: () => <Trans>TXID</Trans>,
          cell: (info) => {
            const txid = info.getValue();
            return txid ? (
              <span className="hashrate-txid">
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
    [col, currency, format, i18n],
  );

  if (isStatus(days.error, HASHRATE_ORDER_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;

  const rows = days.data?.data;
  const filtered = order !== undefined || from !== undefined || to !== undefined;

  function exportCsv() {
    const csv = toCsv<OutputDay>(
      [
        { header: t`Date (UTC)`, value: (d) => d.date },
        { header: t`Order`, value: () => order ?? t`All orders` },
        { header: t`Average hashrate (TH/s)`, value: (d) => d.hashrateTh },
        { header: t`Purchased hashrate (TH/s)`, value: (d) => d.purchasedTh },
        { header: t`Amount (${coin})`, value: (d) => d.amountBtc },
        { header: t`Amount (USD)`, value: (d) => d.amountUsd },
        { header: t`BTC price (USD)`, value: (d) => d.btcPriceUsd },
        { header: t`Status`, value: (d) => i18n._(OUTPUT_STATUS_LABELS[d.status]) },
        { header: t`Reason`, value: (d) => (d.reason ? i18n._(UNPAID_REASON_LABELS[d.reason]) : '') },
        { header: t`TXID`, value: (d) => d.txid ?? '' },
        { header: t`Paid (UTC)`, value: (d) => (d.paidAt ? csvDateTime(d.paidAt) : '') },
      ],
      rows ?? [],
    );
    downloadCsv(`output-${currency}-${order ?? 'all'}-${from ?? 'start'}-${to ?? 'latest'}.csv`, csv);
  }

  return (
    <DashboardPage route={route} current="hashrate">
      <PageFrame
        title={t`Daily output`}
        breadcrumbs={[
          { label: t`My hashrate`, href: hrefFor('dashboard.hashrate', {}, route, { search: coinSearch(currency) }) },
          { label: t`Daily output` },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
        actions={
          <button
            type="button"
            className="button button-outline"
            onClick={exportCsv}
            disabled={!days.isSuccess || (rows?.length ?? 0) === 0}
          >
            <Trans>Export CSV</Trans>
          </button>
        }
      >
        <div className="hashrate-page">
          <form className="hashrate-filters" aria-label={t`Filters`} onSubmit={(event) => event.preventDefault()}>
            <label>
              <span>
                <Trans>Coin</Trans>
              </span>
              {/* Another coin has other orders: the order filter starts over. */}
              <select
                value={currency}
                onChange={(event) => go({ currency: dashboardCurrency(event.target.value), order: undefined })}
              >
                {DASHBOARD_CURRENCIES.map((value) => (
                  <option key={value} value={value}>
                    {currencyLabel(value)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>
                <Trans>Order</Trans>
              </span>
              <select value={order ?? ''} onChange={(event) => go({ order: event.target.value || undefined })}>
                <option value="">{t`All orders`}</option>
                {orders.data?.data.map((one) => (
                  <option key={one.orderNo} value={one.orderNo}>
                    {one.orderNo} · {one.goodsName}
                  </option>
                ))}
                {order && !orders.data?.data.some((one) => one.orderNo === order) && (
                  <option value={order}>{order}</option>
                )}
              </select>
            </label>
            <label>
              <span>
                <Trans>From (UTC)</Trans>
              </span>
              <input
                type="date"
                value={from ?? ''}
                onChange={(event) => go({ from: event.target.value || undefined })}
              />
            </label>
            <label>
              <span>
                <Trans>To (UTC)</Trans>
              </span>
              <input
                type="date"
                value={to ?? ''}
                aria-invalid={reversed || undefined}
                aria-describedby={reversed ? 'hashrate-range-error' : undefined}
                onChange={(event) => go({ to: event.target.value || undefined })}
              />
            </label>
            {filtered && (
              <SiteLink
                className="text-link"
                href={hrefFor('dashboard.hashrate.output', {}, route, { search: coinSearch(currency) })}
              >
                <Trans>Clear filters</Trans>
              </SiteLink>
            )}
          </form>
          {reversed ? (
            <p id="hashrate-range-error" className="ui-alert" role="alert">
              <Trans>The end date is before the start date: pick a range that ends on or after its start.</Trans>
            </p>
          ) : (
            <>
              {days.isSuccess && days.data.totalCount > 0 && (
                <p className="hashrate-totals" aria-live="polite">
                  <Trans>
                    {days.data.totalCount} days, total {format.coin(days.data.totalBtc, currency)} (
                    {format.usd(days.data.totalUsd)} at each day's price)
                  </Trans>
                </p>
              )}
              <DataTable<OutputDay>
                caption={t`Daily output`}
                columns={columns}
                rows={rows?.slice((page - 1) * OUTPUT_PAGE_SIZE, page * OUTPUT_PAGE_SIZE)}
                getRowId={(day) => day.date}
                loading={days.isFetching && !days.isSuccess}
                error={days.isError ? days.error : undefined}
                onRetry={() => void days.refetch()}
                failedMessage={t`unknown error, please retry`}
                empty={
                  filtered
                    ? {
                        message: <Trans>No settled output in this range.</Trans>,
                        action: (
                          <SiteLink
                            className="button button-outline"
                            href={hrefFor('dashboard.hashrate.output', {}, route, { search: coinSearch(currency) })}
                          >
                            <Trans>Show every day</Trans>
                          </SiteLink>
                        ),
                      }
                    : {
                        message: (
                          <Trans>No settled day yet: a plan's first day is settled at 00:00 UTC the next day.</Trans>
                        ),
                        action: (
                          <SiteLink className="button button-primary" href={hrefFor('list', {}, route)}>
                            <Trans>See plans</Trans>
                          </SiteLink>
                        ),
                      }
                }
                page={page}
                pageCount={Math.max(1, Math.ceil((rows?.length ?? 0) / OUTPUT_PAGE_SIZE))}
                onPageChange={(next) => setPaging({ key: filterKey, page: next })}
                mobile="cards"
              />
            </>
          )}
          <p className="fine-print">
            <Trans>
              One row per UTC day, settled at 00:00 UTC the next day. Output is paid at 00:00 UTC once the unpaid
              balance is above 0.005 BTC (paying until confirmed, about 2 hours); smaller amounts accumulate. The CSV
              holds exactly the rows of this filter.
            </Trans>
          </p>
        </div>
      </PageFrame>
    </DashboardPage>
  );
}
