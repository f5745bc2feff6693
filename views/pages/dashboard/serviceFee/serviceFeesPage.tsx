import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ServiceFeeOrder, ServiceFeePayment } from '../../../../runtime/http/contract/serviceFee.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { FEE_DAYS_WARNING } from '../../../features/orders/orderLabels.ts';
import { serviceFeeInfoQuery, serviceFeeRecordsQuery } from '../../../features/serviceFee/serviceFeeQueries.ts';
import { csvDateTime, downloadCsv, toCsv } from '../../../format/csv.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/serviceFee/serviceFee.css';

/**
 * `/dashboard/serviceFee`: every full plan that takes service-fee days, how long each is covered, choosing
 * some to pay for together (on `/pay/serviceFee`), and the record of service-fee payments, exportable.
 */
export default function ServiceFeesPage({ route }: PageProps) {
  const { t } = useLingui();
  const info = useQuery(serviceFeeInfoQuery());
  return (
    <DashboardPage route={route} current="serviceFee">
      <PageFrame title={t`Service fees`}>
        <p className="checkout-sub">
          <Trans>
            Full plans pay electricity and maintenance by the day, in advance. A plan without paid days is suspended and
            earns nothing for those days; they are not made up later.
          </Trans>
        </p>
        <ReadSection query={info} label={t`Service-fee orders`} skeleton={<Skeleton height="192px" />}>
          {(data) => <FeeOrders orders={data.orders} route={route} />}
        </ReadSection>
        <FeeRecords />
      </PageFrame>
    </DashboardPage>
  );
}

function FeeOrders({ orders, route }: { orders: ServiceFeeOrder[]; route: PageProps['route'] }) {
  const { t } = useLingui();
  const format = useFormat();
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const running = orders.filter((o) => o.suspended || o.daysLeft < FEE_DAYS_WARNING);
  const col = dataColumns<ServiceFeeOrder>();
  const columns = useMemo(
    () =>
      col.columns([
        col.display({
          id: 'pick',
          header: () => <Trans>Pay</Trans>,
          cell: (info) => {
            const no = info.row.original.orderNo;
            return (
              <input
                type="checkbox"
                aria-label={t`Choose ${no}`}
                checked={picked.has(no)}
                onChange={() =>
                  setPicked((was) => {
                    const next = new Set(was);
                    if (!next.delete(no)) next.add(no);
                    return next;
                  })
                }
              />
            );
          },
        }),
        col.accessor('orderNo', {
          header: () => <Trans>Order</Trans>,
          cell: (info) => (
            <SiteLink href={hrefFor('dashboard.order.detail', { orderNo: info.getValue() }, route)}>
              {info.getValue()}
            </SiteLink>
          ),
        }),
        col.accessor('goodsName', { header: () => <Trans>Plan</Trans> }),
        col.accessor('perDayUsd', {
          header: () => <Trans>Per day</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('daysLeft', {
          header: () => <Trans>Days left</Trans>,
          cell: (info) => {
            const order = info.row.original;
            if (order.suspended) {
              return (
                <span className="fee-days fee-days-warning">
                  <Trans>Suspended</Trans>
                </span>
              );
            }
            return (
              <span className={`fee-days${order.daysLeft < FEE_DAYS_WARNING ? ' fee-days-warning' : ''}`}>
                {format.days(order.daysLeft)}
              </span>
            );
          },
        }),
        col.accessor('paidUntil', {
          header: () => <Trans>Paid until (UTC)</Trans>,
          cell: (info) => {
            const until = info.getValue();
            return until ? format.dateUtc(until) : <Trans>End of term</Trans>;
          },
        }),
        col.accessor('endAt', {
          header: () => <Trans>Plan ends (UTC)</Trans>,
          cell: (info) => format.dateUtc(info.getValue()),
        }),
        col.display({
          id: 'action',
          header: () => <Trans>Action</Trans>,
          cell: (info) => (
            <SiteLink
              className="text-link"
              href={hrefFor('pay.serviceFee', {}, route, { search: { orders: info.row.original.orderNo } })}
            >
              <Trans>Pay service fee</Trans>
            </SiteLink>
          ),
        }),
      ]),
    [col, format, route, picked, t],
  );
  const chosen = orders.filter((o) => picked.has(o.orderNo)).map((o) => o.orderNo);
  return (
    <section aria-labelledby="fee-orders-title">
      <h2 id="fee-orders-title">
        <Trans>Orders taking service-fee days</Trans>
      </h2>
      {running.length > 0 && (
        <p className="ui-alert" role="note">
          <Trans>
            {running.length} of your plans are suspended or have fewer than {FEE_DAYS_WARNING} paid days left.
          </Trans>
        </p>
      )}
      <DataTable<ServiceFeeOrder>
        caption={t`Orders taking service-fee days`}
        columns={columns}
        rows={orders}
        getRowId={(o) => o.orderNo}
        empty={{
          message: (
            <Trans>
              None of your plans takes service-fee days now: all-inclusive plans have none, and an ended plan or one
              whose whole term is paid takes no more.
            </Trans>
          ),
        }}
        mobile="scroll"
      />
      {orders.length > 0 && (
        <div className="cashier-actions">
          {chosen.length === 0 ? (
            <button type="button" className="button button-primary" disabled>
              <Trans>Pay for the chosen orders ({chosen.length})</Trans>
            </button>
          ) : (
            <SiteLink
              className="button button-primary"
              href={hrefFor('pay.serviceFee', {}, route, { search: { orders: chosen.join(',') } })}
            >
              <Trans>Pay for the chosen orders ({chosen.length})</Trans>
            </SiteLink>
          )}
          <SiteLink className="button button-ghost" href={hrefFor('dashboard.serviceFee.batchServiceFee', {}, route)}>
            <Trans>Pay for all</Trans>
          </SiteLink>
        </div>
      )}
    </section>
  );
}

function FeeRecords() {
  const { t } = useLingui();
  const format = useFormat();
  const records = useQuery(serviceFeeRecordsQuery());
  const col = dataColumns<ServiceFeePayment>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('at', {
          header: () => <Trans>Paid (UTC)</Trans>,
          cell: (info) => format.dateTimeUtc(info.getValue()),
        }),
        col.accessor('paymentNo', { header: () => <Trans>Payment</Trans> }),
        col.accessor('items', {
          header: () => <Trans>Orders and days</Trans>,
          cell: (info) =>
            info
              .getValue()
              .map((item) => `${item.orderNo} · ${format.days(item.days)}`)
              .join(', '),
        }),
        col.accessor('payMethod', {
          header: () => <Trans>Paid with</Trans>,
          cell: (info) => (info.getValue() === 'balance' ? <Trans>Balance</Trans> : <Trans>Points</Trans>),
        }),
        col.accessor('totalUsd', {
          header: () => <Trans>Amount</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
      ]),
    [col, format],
  );

  function exportCsv(rows: readonly ServiceFeePayment[]) {
    const lines = rows.flatMap((payment) => payment.items.map((item) => ({ payment, item })));
    const csv = toCsv<(typeof lines)[number]>(
      [
        { header: t`Paid (UTC)`, value: (r) => csvDateTime(r.payment.at) },
        { header: t`Payment`, value: (r) => r.payment.paymentNo },
        { header: t`Order`, value: (r) => r.item.orderNo },
        { header: t`Days`, value: (r) => r.item.days },
        { header: t`Amount (USD)`, value: (r) => r.item.amountUsd },
        { header: t`Paid with`, value: (r) => (r.payment.payMethod === 'balance' ? t`Balance` : t`Points`) },
      ],
      lines,
    );
    downloadCsv('service-fee-payments.csv', csv);
  }

  return (
    <section aria-labelledby="fee-records-title">
      <div className="fee-records-head">
        <h2 id="fee-records-title">
          <Trans>Payment records</Trans>
        </h2>
        <button
          type="button"
          className="button button-outline"
          disabled={!records.isSuccess || records.data.payments.length === 0}
          onClick={() => records.data && exportCsv(records.data.payments)}
        >
          <Trans>Export CSV</Trans>
        </button>
      </div>
      <DataTable<ServiceFeePayment>
        caption={t`Service-fee payments`}
        columns={columns}
        rows={records.data?.payments}
        getRowId={(p) => p.paymentNo}
        loading={records.isFetching && !records.isSuccess}
        error={records.isError ? records.error : undefined}
        onRetry={() => void records.refetch()}
        failedMessage={t`unknown error, please retry`}
        empty={{ message: <Trans>No service-fee payments yet.</Trans> }}
        mobile="cards"
      />
    </section>
  );
}
