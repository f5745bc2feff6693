import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../runtime/config.ts';
import type { OrderDetail } from '../../../../runtime/http/contract/orders.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor, type LinkContext } from '../../../../runtime/router/links.ts';
import { maskAddress } from '../../../../runtime/validation/mask.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { ORDER_EVENT_LABELS, ORDER_STATUS_LABELS, ORDER_STATUS_TONES } from '../../../features/orders/orderLabels.ts';
import { ORDER_NOT_FOUND_STATUS, orderDetailQuery } from '../../../features/orders/orderQueries.ts';
import { ServiceFeeDays } from '../../../features/orders/serviceFeeDays.tsx';
import { securityModals } from '../../../flows/security/securityModals.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { useSession } from '../../../session/sessionContext.tsx';
import { CopyButton } from '../../../ui/copyButton.tsx';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';

/** `/dashboard/order/detail/{orderNo}`: one order, its price breakdown, payout, service fee and timeline. */
export default function OrderDetailPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const orderNo = params.orderNo ?? '';
  const order = useQuery({ ...orderDetailQuery(orderNo), enabled: orderNo !== '' });
  if (orderNo === '' || isStatus(order.error, ORDER_NOT_FOUND_STATUS)) {
    return <NotFoundView locale={route.locale} />;
  }
  return (
    <DashboardPage route={route} current="order">
      <PageFrame
        title={t`Order ${orderNo}`}
        breadcrumbs={[{ label: t`Orders`, href: hrefFor('dashboard.order', {}, route) }, { label: orderNo }]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <ReadSection
          query={order}
          label={t`Order details`}
          skeleton={
            <div className="order-detail" aria-hidden="true">
              {[0, 1, 2, 3].map((card) => (
                <Skeleton key={card} className="order-detail-card" height="160px" />
              ))}
            </div>
          }
        >
          {(data) => <OrderDetailView order={data} at={route} />}
        </ReadSection>
      </PageFrame>
    </DashboardPage>
  );
}

function OrderDetailView({ order, at }: { order: OrderDetail; at: LinkContext }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const allInclusive = order.serviceFeeDaysLeft === null;
  return (
    <div className="order-detail">
      <section className="order-detail-card" aria-labelledby="order-product">
        <h2 id="order-product">
          <Trans>Plan</Trans>
        </h2>
        <p>
          <StatusBadge status={order.status} labels={ORDER_STATUS_LABELS} tones={ORDER_STATUS_TONES} />
          {order.status === 'unpaid' && order.payExpireAt && (
            <span className="order-note">
              <Trans>Pay by {format.dateTimeUtc(order.payExpireAt)}, or the order is cancelled.</Trans>
            </span>
          )}
        </p>
        {order.status === 'unpaid' && <UnpaidOrderActions orderNo={order.orderNo} at={at} />}
        <p>
          {order.status === 'cancelled' && order.cancelReason && (
            <span className="order-note">
              {order.cancelReason === 'expired' ? (
                <Trans>Cancelled: not paid in time.</Trans>
              ) : (
                <Trans>Cancelled at your request.</Trans>
              )}
            </span>
          )}
        </p>
        <dl className="facts">
          <dt>
            <Trans>Plan</Trans>
          </dt>
          <dd>{order.goodsName}</dd>
          <dt>
            <Trans>Miner</Trans>
          </dt>
          <dd>
            {order.minerModel}, {format.efficiency(order.efficiencyJt)}
          </dd>
          <dt>
            <Trans>Quantity</Trans>
          </dt>
          <dd>{order.quantity}</dd>
          <dt>
            <Trans>Hashrate</Trans>
          </dt>
          <dd>{format.hashrate(order.hashrateTh)}</dd>
          <dt>
            <Trans>Term</Trans>
          </dt>
          <dd>{format.days(order.durationDays)}</dd>
          <dt>
            <Trans>Mining period (UTC)</Trans>
          </dt>
          <dd>
            {order.startAt && order.endAt ? (
              <>
                {format.dateTimeUtc(order.startAt)} – {format.dateTimeUtc(order.endAt)}
              </>
            ) : (
              <Trans>Starts at 00:00 UTC after payment</Trans>
            )}
          </dd>
          <dt>
            <Trans>Pool</Trans>
          </dt>
          <dd>
            {order.pool}{' '}
            <span className="cell-sub">{t`pool fee ${format.percent(order.poolFeePercent)} of the output`}</span>
          </dd>
          <dt>
            <Trans>Payout address</Trans>
          </dt>
          <dd className="address">
            <span title={t`Masked; copy gives the whole address`}>{maskAddress(order.payoutAddress)}</span>{' '}
            <CopyButton value={order.payoutAddress} label={<Trans>Copy address</Trans>} />
          </dd>
        </dl>
      </section>

      <section className="order-detail-card" aria-labelledby="order-price">
        <h2 id="order-price">
          <Trans>Price breakdown</Trans>
        </h2>
        <table className="breakdown">
          <tbody>
            <tr>
              <th scope="row">
                <Trans>Hashrate fee</Trans>
              </th>
              <td>{format.usd(order.hashrateFeeUsd)}</td>
            </tr>
            <tr>
              <th scope="row">
                {allInclusive ? (
                  <Trans>Service fee (included in the price)</Trans>
                ) : (
                  <Trans>
                    Service fee: {format.days(order.serviceFeePaidDays)} at{' '}
                    {format.usd(order.serviceFeePerThDayUsd, { decimals: 4 })} per TH per day
                  </Trans>
                )}
              </th>
              <td>{format.usd(order.serviceFeeUsd)}</td>
            </tr>
            {order.discountUsd !== '0.00' && (
              <tr>
                <th scope="row">
                  <Trans>Invited friend's discount</Trans>
                </th>
                <td>−{format.usd(order.discountUsd)}</td>
              </tr>
            )}
            <tr>
              <th scope="row">
                <Trans>Coupon</Trans>
              </th>
              <td>−{format.usd(order.couponUsd)}</td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>Points</Trans>
              </th>
              <td>−{format.usd(order.pointsUsd)}</td>
            </tr>
            <tr className="breakdown-total">
              <th scope="row">
                <Trans>Total</Trans>
              </th>
              <td>{format.usd(order.totalUsd)}</td>
            </tr>
          </tbody>
        </table>
        {order.payMethod && (
          <p className="cell-sub">
            {order.payMethod === 'crypto' ? (
              <Trans>Paid in {order.payCoin ?? 'crypto'}</Trans>
            ) : order.payMethod === 'balance' ? (
              <Trans>Paid from the wallet balance</Trans>
            ) : (
              <Trans>Paid with points</Trans>
            )}
          </p>
        )}
      </section>

      <section className="order-detail-card" aria-labelledby="order-fee">
        <h2 id="order-fee">
          <Trans>Service fee</Trans>
        </h2>
        <p>
          {allInclusive ? (
            <Trans>This plan is all-inclusive: electricity and maintenance are paid for the whole term.</Trans>
          ) : (
            <Trans>Days left:</Trans>
          )}{' '}
          {!allInclusive && <ServiceFeeDays order={order} autoDeduct={order.autoDeduct} />}
        </p>
        {!allInclusive && (order.status === 'running' || order.status === 'pendingStart') && (
          <SiteLink
            className="button button-primary"
            href={hrefFor('pay.serviceFee', {}, at, { search: { orders: order.orderNo } })}
          >
            <Trans>Pay service fee</Trans>
          </SiteLink>
        )}
      </section>

      {(order.payments.length > 0 || order.remainUsd !== '0.00') && (
        <section className="order-detail-card" aria-labelledby="order-payments">
          <h2 id="order-payments">
            <Trans>Payment record</Trans>
          </h2>
          <ul className="order-payments">
            {order.payments.map((payment) => (
              <li key={`${payment.at}-${payment.txId ?? payment.method}`}>
                <strong>{format.usd(payment.usd)}</strong>{' '}
                {payment.method === 'crypto' ? (
                  <span>
                    {payment.amount} {payment.coin} ({payment.network})
                  </span>
                ) : payment.method === 'balance' ? (
                  <Trans>from the wallet balance</Trans>
                ) : (
                  <Trans>with points</Trans>
                )}{' '}
                <time className="cell-sub" dateTime={payment.at}>
                  {format.dateTimeUtc(payment.at)}
                </time>
                {payment.txId && <code className="cell-sub">{payment.txId}</code>}
              </li>
            ))}
          </ul>
          {order.remainUsd !== '0.00' && (
            <p>
              <Trans>{format.usd(order.remainUsd)} received beyond the price is kept on this order.</Trans>{' '}
              <SiteLink className="text-link" href={hrefFor('pay.detail', { orderNo: order.orderNo }, at)}>
                <Trans>Refund it or convert it to points</Trans>
              </SiteLink>
            </p>
          )}
        </section>
      )}

      <section className="order-detail-card" aria-labelledby="order-timeline">
        <h2 id="order-timeline">
          <Trans>Timeline</Trans>
        </h2>
        <ol className="timeline">
          {order.timeline.map((step) => (
            <li key={`${step.event}-${step.at}`} className={`timeline-${step.event}`}>
              <strong>{i18n._(ORDER_EVENT_LABELS[step.event])}</strong>{' '}
              <time dateTime={step.at}>{format.dateTimeUtc(step.at)}</time>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** Pay (the cashier) or cancel an unpaid order; cancelling asks first and says what comes back. */
function UnpaidOrderActions({ orderNo, at }: { orderNo: string; at: LinkContext }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { refresh: refreshSession } = useSession();
  const cancel = useMutation({
    mutationFn: () => http.call('orderCancel', { orderNo }, { showError: false }),
    onSuccess: () => {
      void refreshSession();
      return queryClient.invalidateQueries({ queryKey: ['private'] });
    },
  });
  const askAndCancel = async () => {
    const confirmed = await securityModals.confirm({
      title: t`Cancel order ${orderNo}?`,
      content: t`The order will not be mined. Coupons and points it used come back to your account.`,
      confirmText: t`Cancel order`,
      cancelText: t`Keep order`,
    });
    if (confirmed) cancel.mutate();
  };
  return (
    <div className="order-actions">
      <SiteLink className="button button-primary" href={hrefFor('pay.confirm', { orderNo }, at)}>
        <Trans>Pay now</Trans>
      </SiteLink>
      <button
        type="button"
        className="button button-ghost"
        disabled={cancel.isPending}
        onClick={() => void askAndCancel()}
      >
        {cancel.isPending ? <Trans>Cancelling…</Trans> : <Trans>Cancel order</Trans>}
      </button>
      {cancel.isError && (
        <p className="field-error" role="alert">
          {errorMessage(cancel.error, t`The order could not be cancelled. Try again.`)}
        </p>
      )}
    </div>
  );
}
