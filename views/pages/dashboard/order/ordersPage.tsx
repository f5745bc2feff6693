import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ORDER_TAB_VALUES } from '../../../../manifest/routes.ts';
import type { OrderSummary } from '../../../../runtime/http/contract/orders.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES } from '../../../features/orders/orderLabels.ts';
import { ORDER_PAGE_SIZE, orderListQuery } from '../../../features/orders/orderQueries.ts';
import { ServiceFeeDays } from '../../../features/orders/serviceFeeDays.tsx';
import { csvDateTime, downloadCsv, toCsv } from '../../../format/csv.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import { Tabs } from '../../../ui/tabs.tsx';

type Tab = (typeof ORDER_TAB_VALUES)[number];

/** `/dashboard/order`: the user's plan orders by status, paged on the server, exportable. */
export default function OrdersPage({ route, search }: PageProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const router = useRouter();
  const client = useQueryClient();
  const { tab, page } = search as SearchOf<'dashboard.order'>;
  const status = tab === 'all' ? undefined : tab;
  const orders = useQuery(orderListQuery(status, page));
  const counts = orders.data?.counts;
  const [exporting, setExporting] = useState(false);
  const go = (next: { tab?: Tab; page?: number }) =>
    void router.navigate({ href: hrefFor('dashboard.order', {}, route, { search: { tab, page, ...next } }) });

  const col = dataColumns<OrderSummary>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('orderNo', {
          header: () => <Trans>Order</Trans>,
          cell: (info) => (
            <SiteLink href={hrefFor('dashboard.order.detail', { orderNo: info.getValue() }, route)}>
              {info.getValue()}
            </SiteLink>
          ),
        }),
        col.accessor('goodsName', {
          header: () => <Trans>Plan</Trans>,
          cell: (info) => (
            <span>
              {info.getValue()}
              <span className="cell-sub">
                {info.row.original.minerModel} × {info.row.original.quantity}
              </span>
            </span>
          ),
        }),
        col.accessor('hashrateTh', {
          header: () => <Trans>Hashrate</Trans>,
          cell: (info) => format.hashrate(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('totalUsd', {
          header: () => <Trans>Total</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('status', {
          header: () => <Trans>Status</Trans>,
          cell: (info) => (
            <span>
              <StatusBadge status={info.getValue()} labels={ORDER_STATUS_LABELS} tones={ORDER_STATUS_TONES} />
              {info.getValue() === 'unpaid' && info.row.original.payExpireAt && (
                <span className="cell-sub">
                  <Trans>Pay by {format.dateTimeUtc(info.row.original.payExpireAt)}</Trans>{' '}
                  <SiteLink
                    className="text-link"
                    href={hrefFor('pay.confirm', { orderNo: info.row.original.orderNo }, route)}
                  >
                    <Trans>Pay now</Trans>
                  </SiteLink>
                </span>
              )}
            </span>
          ),
        }),
        col.accessor('serviceFeeDaysLeft', {
          header: () => <Trans>Service fee days left</Trans>,
          cell: (info) => {
            const order = info.row.original;
            const payable =
              order.serviceFeeDaysLeft !== null && (order.status === 'running' || order.status === 'pendingStart');
            return (
              <>
                <ServiceFeeDays order={order} />
                {payable && (
                  <SiteLink
                    className="text-link"
                    href={hrefFor('pay.serviceFee', {}, route, { search: { orders: order.orderNo } })}
                  >
                    <Trans>Pay service fee</Trans>
                  </SiteLink>
                )}
              </>
            );
          },
        }),
        col.accessor('createdAt', {
          header: () => <Trans>Created (UTC)</Trans>,
          cell: (info) => format.dateTimeUtc(info.getValue()),
        }),
      ]),
    [col, format, route],
  );

  /** Every order of the current tab (all its pages), as the table shows them. */
  async function exportCsv() {
    setExporting(true);
    try {
      const rows: OrderSummary[] = [];
      for (let next = 1; ; next++) {
        const result = await client.fetchQuery(orderListQuery(status, next, 50));
        rows.push(...result.data);
        if (rows.length >= result.totalCount || result.data.length === 0) break;
      }
      const csv = toCsv<OrderSummary>(
        [
          { header: t`Order`, value: (o) => o.orderNo },
          { header: t`Plan`, value: (o) => o.goodsName },
          { header: t`Miner`, value: (o) => o.minerModel },
          { header: t`Quantity`, value: (o) => o.quantity },
          { header: t`Hashrate (TH/s)`, value: (o) => o.hashrateTh },
          { header: t`Total (USD)`, value: (o) => o.totalUsd },
          { header: t`Status`, value: (o) => i18n._(ORDER_STATUS_LABELS[o.status]) },
          { header: t`Service fee days left`, value: (o) => o.serviceFeeDaysLeft },
          { header: t`Created (UTC)`, value: (o) => csvDateTime(o.createdAt) },
          { header: t`Starts (UTC)`, value: (o) => (o.startAt ? csvDateTime(o.startAt) : '') },
          { header: t`Ends (UTC)`, value: (o) => (o.endAt ? csvDateTime(o.endAt) : '') },
        ],
        rows,
      );
      downloadCsv(`orders-${tab}.csv`, csv);
    } finally {
      setExporting(false);
    }
  }

  const tabLabels: Record<Tab, string> = {
    all: t`All`,
    unpaid: i18n._(ORDER_STATUS_LABELS.unpaid),
    pendingStart: i18n._(ORDER_STATUS_LABELS.pendingStart),
    running: i18n._(ORDER_STATUS_LABELS.running),
    ended: i18n._(ORDER_STATUS_LABELS.ended),
    cancelled: i18n._(ORDER_STATUS_LABELS.cancelled),
  };

  return (
    <DashboardPage route={route} current="order">
      <PageFrame
        title={t`Orders`}
        actions={
          <button
            type="button"
            className="button button-outline"
            onClick={() => void exportCsv()}
            disabled={exporting || !orders.isSuccess || orders.data.totalCount === 0}
          >
            {exporting ? <Trans>Exporting…</Trans> : <Trans>Export CSV</Trans>}
          </button>
        }
      >
        <Tabs<Tab>
          label={t`Order status`}
          value={tab}
          hrefFor={(value) => hrefFor('dashboard.order', {}, route, { search: { tab: value } })}
          renderLink={(props) => <SiteLink {...props} />}
          items={ORDER_TAB_VALUES.map((value) => ({
            value,
            label: tabLabels[value],
            count: counts?.[value],
            dot: value === 'unpaid' && (counts?.unpaid ?? 0) > 0,
          }))}
        >
          <DataTable<OrderSummary>
            caption={t`Orders: ${tabLabels[tab]}`}
            columns={columns}
            rows={orders.data?.data}
            getRowId={(o) => o.orderNo}
            loading={orders.isFetching && !orders.isSuccess}
            error={orders.isError ? orders.error : undefined}
            onRetry={() => void orders.refetch()}
            failedMessage={t`unknown error, please retry`}
            empty={{
              message:
                tab === 'all' ? (
                  <Trans>You have no orders yet. Pick a plan to start mining.</Trans>
                ) : (
                  <Trans>No orders with this status.</Trans>
                ),
              action:
                tab === 'all' ? (
                  <SiteLink className="button button-primary" href={hrefFor('list', {}, route)}>
                    <Trans>See plans</Trans>
                  </SiteLink>
                ) : undefined,
            }}
            page={page}
            pageCount={Math.max(1, Math.ceil((orders.data?.totalCount ?? 0) / ORDER_PAGE_SIZE))}
            onPageChange={(next) => go({ page: next })}
            mobile="cards"
          />
        </Tabs>
        <p className="fine-print">
          <Trans>
            Times are in UTC. A day of mining runs from 00:00 to 24:00 UTC; the plan starts at 00:00 UTC after payment.
          </Trans>
        </p>
      </PageFrame>
    </DashboardPage>
  );
}
