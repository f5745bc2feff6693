import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import {
  currencyLabel,
  DASHBOARD_CURRENCIES,
  type DashboardCurrency,
  DEFAULT_CURRENCY,
} from '../../../../runtime/domain/currencies.ts';
import { renewRefusal } from '../../../../runtime/domain/renew.ts';
import type { HashrateCount, MiningOrder } from '../../../../runtime/http/contract/hashrate.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { HashrateCharts } from '../../../features/hashrate/hashrateCharts.tsx';
import { SUSPENDED_LABELS, UNPAID_REASON_LABELS } from '../../../features/hashrate/hashrateLabels.ts';
import { coinSearch, hashrateCountQuery, hashrateListQuery } from '../../../features/hashrate/hashrateQueries.ts';
import { FEE_DAYS_WARNING, ORDER_STATUS_LABELS, ORDER_STATUS_TONES } from '../../../features/orders/orderLabels.ts';
import { ServiceFeeDays } from '../../../features/orders/serviceFeeDays.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import { Tabs } from '../../../ui/tabs.tsx';

type Search = SearchOf<'dashboard.hashrate'>;

/** Nothing bought, nothing mined: the page's empty state. */
const hasNoHashrate = (count: HashrateCount) =>
  count.runningOrders === 0 && count.pendingOrders === 0 && count.totalOutputBtc === '0.00000000';

/**
 * `/dashboard/hashrate`: what the account's plans mine. The summary (TH/s now, running orders, yesterday
 * settled, today's partial estimate, total, unpaid balance and why), the daily charts (range and unit in the
 * URL), and the orders with their service-fee days and the actions to keep them mining.
 */
export default function HashratePage({ route, search }: PageProps) {
  const { t } = useLingui();
  const { currency, range, unit } = search as Search;
  const count = useQuery(hashrateCountQuery(currency));
  const coin = currencyLabel(currency);
  const href = ({ currency: nextCoin, ...next }: Partial<Search>) =>
    hrefFor('dashboard.hashrate', {}, route, { search: { ...coinSearch(nextCoin ?? currency), range, unit, ...next } });
  return (
    <DashboardPage route={route} current="hashrate">
      <PageFrame
        title={t`My hashrate`}
        actions={
          <SiteLink
            className="button button-outline"
            href={hrefFor('dashboard.hashrate.output', {}, route, { search: coinSearch(currency) })}
          >
            <Trans>Daily output</Trans>
          </SiteLink>
        }
      >
        <Tabs<DashboardCurrency>
          label={t`Coin`}
          value={currency}
          hrefFor={(value) => href({ currency: value })}
          renderLink={(props) => <SiteLink {...props} />}
          items={DASHBOARD_CURRENCIES.map((value) => ({ value, label: currencyLabel(value) }))}
        >
          <div className="hashrate-page">
            <ReadSection
              query={count}
              label={t`Summary`}
              isEmpty={hasNoHashrate}
              skeleton={
                <div className="hashrate-stats" aria-hidden="true">
                  {Array.from({ length: 8 }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
                    <Skeleton key={index} height="88px" />
                  ))}
                </div>
              }
              empty={
                <EmptyState
                  message={
                    currency === DEFAULT_CURRENCY ? (
                      <Trans>You have no hashrate yet. Pick a plan to start mining.</Trans>
                    ) : (
                      <Trans>
                        You have no {coin} hashrate: none of your plans mines {coin}.
                      </Trans>
                    )
                  }
                  action={
                    <SiteLink className="button button-primary" href={hrefFor('list', {}, route)}>
                      <Trans>See plans</Trans>
                    </SiteLink>
                  }
                />
              }
            >
              {(data) => <Summary count={data} currency={currency} route={route} />}
            </ReadSection>
            {count.isSuccess && !hasNoHashrate(count.data) && (
              <>
                <HashrateCharts
                  currency={currency}
                  range={range}
                  unit={unit}
                  rangeHref={(value) => href({ range: value })}
                  unitHref={(value) => href({ unit: value })}
                />
                <MiningOrders currency={currency} route={route} />
              </>
            )}
          </div>
        </Tabs>
      </PageFrame>
    </DashboardPage>
  );
}

function Summary({
  count,
  currency,
  route,
}: {
  count: HashrateCount;
  currency: DashboardCurrency;
  route: LocalizedRoute;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  // Amounts are in the dashboard's coin (the reply's fields are named for BTC).
  const btc = (amount: string) => format.coin(amount, currency);
  const coin = currencyLabel(currency);
  return (
    <>
      {count.feeWarnings > 0 && (
        <div className="hashrate-warning" role="note">
          <p>
            {count.feeWarnings === 1 ? (
              <Trans>
                One order has fewer than {FEE_DAYS_WARNING} service-fee days left or is suspended. Suspended days earn
                nothing and are not compensated.
              </Trans>
            ) : (
              <Trans>
                {count.feeWarnings} orders have fewer than {FEE_DAYS_WARNING} service-fee days left or are suspended.
                Suspended days earn nothing and are not compensated.
              </Trans>
            )}
          </p>
          <SiteLink className="button button-primary" href={hrefFor('pay.serviceFee', {}, route)}>
            <Trans>Pay service fee</Trans>
          </SiteLink>
        </div>
      )}
      <div className="hashrate-stats">
        <StatCard
          label={<Trans>Total hashrate</Trans>}
          value={format.hashrate(count.totalTh)}
          hint={
            count.purchasedTh > count.totalTh ? (
              <Trans>of {format.hashrate(count.purchasedTh)} purchased: suspended plans do not mine</Trans>
            ) : (
              <Trans>running plans, now</Trans>
            )
          }
        />
        <StatCard
          label={<Trans>Running orders</Trans>}
          value={format.number(count.runningOrders)}
          hint={
            <Trans>
              {count.suspendedOrders} suspended, {count.pendingOrders} starting soon
            </Trans>
          }
        />
        <StatCard
          label={<Trans>Yesterday's output</Trans>}
          value={btc(count.yesterday.amountBtc)}
          hint={
            <Trans>
              {format.usd(count.yesterday.amountUsd)}, settled for {format.dateUtc(count.yesterday.date)} (UTC)
            </Trans>
          }
        />
        <StatCard
          label={<Trans>Today's estimate</Trans>}
          value={btc(count.todayEstimateBtc)}
          hint={<Trans>Estimate since 00:00 UTC, partial: settled at 00:00 UTC tomorrow</Trans>}
          definition={
            <Trans>
              Each mining plan's TH/s × today's output per TH/s (difficulty, block reward and fees) × (1 − pool fee) ×
              uptime, for the part of the UTC day gone by. Not a promise: the settled figure may differ.
            </Trans>
          }
        />
        <StatCard
          label={<Trans>Total output</Trans>}
          value={btc(count.totalOutputBtc)}
          hint={<Trans>{format.usd(count.totalOutputUsd)} at each day's price</Trans>}
        />
        <StatCard
          label={<Trans>Unpaid balance</Trans>}
          value={btc(count.unpaidBtc)}
          hint={
            count.unpaidReason === 'addressHold' && count.payoutHeldUntil ? (
              <Trans>
                Held after a payout-address change: payouts resume after {format.dateTimeUtc(count.payoutHeldUntil)}{' '}
                (UTC)
              </Trans>
            ) : count.unpaidReason ? (
              i18n._(UNPAID_REASON_LABELS[count.unpaidReason])
            ) : (
              <Trans>Nothing waiting</Trans>
            )
          }
        />
        <StatCard
          label={<Trans>Paid to your wallet</Trans>}
          value={btc(count.paidBtc)}
          hint={
            count.payingBtc === '0.00000000' ? (
              <Trans>Wallet balance {btc(count.walletBtc)}</Trans>
            ) : (
              <Trans>{btc(count.payingBtc)} being paid, confirmed about 2 hours after 00:00 UTC</Trans>
            )
          }
        />
        <StatCard
          label={<Trans>BTC price</Trans>}
          value={format.usd(count.btcPriceUsd)}
          hint={<Trans>as of {format.dateTimeUtc(count.asOf)} (UTC)</Trans>}
        />
      </div>
      <p className="fine-print">
        <Trans>
          Output is paid to your {coin} wallet at 00:00 UTC once the unpaid balance is above{' '}
          {btc(count.payoutThresholdBtc)}; smaller amounts accumulate.
        </Trans>
      </p>
    </>
  );
}

function MiningOrders({ currency, route }: { currency: DashboardCurrency; route: LocalizedRoute }) {
  const { t } = useLingui();
  const format = useFormat();
  const list = useQuery(hashrateListQuery(currency));
  // The sandbox's (or the server's) time of the figures decides which plans are in their renewal window.
  const asOf = useQuery(hashrateCountQuery(currency)).data?.asOf;
  const col = dataColumns<MiningOrder>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('orderNo', {
          header: () => <Trans>Order</Trans>,
          cell: (info) => (
            <span>
              <SiteLink href={hrefFor('dashboard.order.detail', { orderNo: info.getValue() }, route)}>
                {info.getValue()}
              </SiteLink>
              <span className="cell-sub">
                {info.row.original.goodsName}, {info.row.original.minerModel} × {info.row.original.quantity}
              </span>
            </span>
          ),
        }),
        col.accessor('hashrateTh', {
          header: () => <Trans>Hashrate</Trans>,
          cell: (info) => format.hashrate(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('status', {
          header: () => <Trans>Status</Trans>,
          cell: (info) => (
            <span>
              {info.row.original.suspended ? (
                <StatusBadge status="suspended" labels={SUSPENDED_LABELS} tones={{ suspended: 'warning' }} />
              ) : (
                <StatusBadge status={info.getValue()} labels={ORDER_STATUS_LABELS} tones={ORDER_STATUS_TONES} />
              )}
              {info.row.original.suspended && (
                <span className="cell-sub">
                  <Trans>Suspended: earns nothing</Trans>
                </span>
              )}
            </span>
          ),
        }),
        col.accessor('serviceFeeDaysLeft', {
          header: () => <Trans>Service fee days left</Trans>,
          cell: (info) => <ServiceFeeDays order={info.row.original} autoDeduct={info.row.original.autoDeduct} />,
        }),
        col.accessor('endAt', {
          header: () => <Trans>Term (UTC)</Trans>,
          cell: (info) => {
            const order = info.row.original;
            if (!order.startAt || !order.endAt) return '—';
            return (
              <span>
                {format.dateUtc(order.startAt)} – {format.dateUtc(order.endAt)}
                {order.compensationDays > 0 && (
                  <span className="cell-sub">
                    <Trans>+{format.days(order.compensationDays)} for outages</Trans>
                  </span>
                )}
              </span>
            );
          },
        }),
        col.accessor('totalOutputBtc', {
          header: () => <Trans>Output</Trans>,
          cell: (info) => (
            <span>
              {format.coin(info.getValue(), currency)}
              <span className="cell-sub">
                <Trans>yesterday {format.coin(info.row.original.yesterdayBtc, currency)}</Trans>
              </span>
            </span>
          ),
          meta: { align: 'end' },
        }),
        col.display({
          id: 'actions',
          header: () => <Trans>Actions</Trans>,
          cell: (info) => {
            const order = info.row.original;
            const live = order.status === 'running' || order.status === 'pendingStart';
            const renewable =
              asOf !== undefined &&
              order.endAt !== null &&
              renewRefusal({
                goodsType: order.goodsType,
                // Whether the goods are still sold is the renewal page's to say.
                goodsOnSale: true,
                status: order.status,
                endAt: Date.parse(order.endAt),
                now: Date.parse(asOf),
              }) === null;
            return (
              <span className="hashrate-actions">
                {renewable && (
                  <SiteLink
                    className="text-link"
                    href={hrefFor('dashboard.renew.detail', { orderNo: order.orderNo }, route)}
                  >
                    <Trans>Renew</Trans>
                  </SiteLink>
                )}
                {live && order.serviceFeeDaysLeft !== null && (
                  <SiteLink className="text-link" href={hrefFor('pay.serviceFee', {}, route)}>
                    <Trans>Pay service fee</Trans>
                  </SiteLink>
                )}
                <SiteLink
                  className="text-link"
                  href={hrefFor('dashboard.hashrate.output', {}, route, {
                    search: { ...coinSearch(currency), order: order.orderNo },
                  })}
                >
                  <Trans>Daily output</Trans>
                </SiteLink>
              </span>
            );
          },
        }),
      ]),
    [col, currency, format, route, asOf],
  );
  return (
    <section className="hashrate-panel" aria-labelledby="hashrate-orders-title">
      <h2 id="hashrate-orders-title">
        <Trans>Mining orders</Trans>
      </h2>
      <DataTable<MiningOrder>
        caption={t`Mining orders`}
        columns={columns}
        rows={list.data?.data}
        getRowId={(order) => order.orderNo}
        loading={list.isFetching && !list.isSuccess}
        error={list.isError ? list.error : undefined}
        onRetry={() => void list.refetch()}
        failedMessage={t`unknown error, please retry`}
        empty={{
          message: <Trans>No paid order yet.</Trans>,
          action: (
            <SiteLink className="button button-primary" href={hrefFor('list', {}, route)}>
              <Trans>See plans</Trans>
            </SiteLink>
          ),
        }}
        mobile="cards"
      />
      <p className="fine-print">
        <Trans>
          Full plans pay the service fee by the day: with no day left the plan is suspended and earns nothing, and those
          days are not compensated. Outage days are added to the end of the plan.
        </Trans>
      </p>
    </section>
  );
}
