import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedRoute } from '../../../manifest/expand.ts';
import type { CouponPurchaseOrder } from '../../../runtime/http/contract/minerCoupons.ts';
import { COUPON_ORDER_PATTERN } from '../../../runtime/http/contract/minerCouponsValues.ts';
import { isStatus } from '../../../runtime/query/index.ts';
import { hrefFor, type SearchOf } from '../../../runtime/router/links.ts';
import { NotFoundView } from '../../features/errors/errorView.tsx';
import { CouponFactsList } from '../../features/minerCoupons/couponFacts.tsx';
import { PURCHASE_STATE_LABELS, PURCHASE_STATE_TONES } from '../../features/minerCoupons/minerCouponLabels.ts';
import {
  couponPurchaseOrderQuery,
  MINER_COUPON_NOT_FOUND_STATUS,
} from '../../features/minerCoupons/minerCouponQueries.ts';
import { useFormat } from '../../format/useFormat.ts';
import type { PageProps } from '../../pageProps.ts';
import { PageFrame } from '../../ui/pageFrame.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { StatusBadge } from '../../ui/statusBadge.tsx';
import '../../features/minerCoupons/minerCoupons.css';

/**
 * `/pay/coupons/purchaseOrder?orderNo=`: a coupon purchase order after the cashier (its result): paid, the coupons
 * are in the holdings; unpaid, back to the cashier; ended, the coupons went back to the listing and nothing was
 * charged (money sent to it after its end is settled on its payment page).
 */
export default function CouponPurchaseOrderPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const orderNo = (search as SearchOf<'pay.coupons.purchaseOrder'>).orderNo ?? '';
  const valid = COUPON_ORDER_PATTERN.test(orderNo);
  const order = useQuery({ ...couponPurchaseOrderQuery(orderNo), enabled: valid });
  if (!valid || isStatus(order.error, MINER_COUPON_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;
  return (
    <div className="coupon-page">
      <PageFrame
        title={<Trans>Coupon purchase order {orderNo}</Trans>}
        breadcrumbs={[{ label: t`Coupon market`, href: hrefFor('coupons', {}, route) }, { label: orderNo }]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <ReadSection
          query={order}
          label={t`Purchase order`}
          skeleton={<Skeleton className="coupon-card" height="320px" />}
        >
          {(data) => <PurchaseOrder order={data} route={route} />}
        </ReadSection>
      </PageFrame>
    </div>
  );
}

function PurchaseOrder({ order, route }: { order: CouponPurchaseOrder; route: LocalizedRoute }) {
  const format = useFormat();
  const unpaid = order.state === 'awaiting' || order.state === 'underpaid';
  return (
    <div className="coupon-layout">
      <section className="coupon-card" aria-labelledby="purchase-state">
        <h2 id="purchase-state">
          <StatusBadge status={order.state} labels={PURCHASE_STATE_LABELS} tones={PURCHASE_STATE_TONES} />{' '}
          {order.coupon.name}
        </h2>
        {order.state === 'paid' ? (
          <p className="coupon-total">
            <Trans>
              Payment received: {format.usd(order.totalUsd)}. Your {format.number(order.quantity)} coupons are in your
              holdings.
            </Trans>
          </p>
        ) : unpaid ? (
          <p>
            <Trans>
              This order is waiting for payment until {format.dateTimeUtc(order.payExpireAt)}; its coupons are reserved
              for you until then.
            </Trans>
          </p>
        ) : (
          <p>
            {order.state === 'expired' ? (
              <Trans>
                This order expired before it was paid. Its coupons went back to the listing; nothing was charged.
              </Trans>
            ) : (
              <Trans>This order was cancelled. Its coupons went back to the listing; nothing was charged.</Trans>
            )}
          </p>
        )}
        <dl className="coupon-facts">
          <dt>
            <Trans>Coupons</Trans>
          </dt>
          <dd>
            <Trans>
              {format.number(order.quantity)} × {format.usd(order.unitPriceUsd)} (
              {format.percent(order.discountPercent)} below face value)
            </Trans>
          </dd>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{format.usd(order.totalUsd)}</dd>
          <dt>
            <Trans>Seller</Trans>
          </dt>
          <dd>{order.seller}</dd>
          <dt>
            <Trans>Ordered</Trans>
          </dt>
          <dd>{format.dateTimeUtc(order.createdAt)}</dd>
          {order.paidAt && (
            <>
              <dt>
                <Trans>Paid</Trans>
              </dt>
              <dd>
                {format.dateTimeUtc(order.paidAt)} ·{' '}
                {order.payMethod === 'crypto' ? <Trans>in crypto</Trans> : <Trans>from the wallet balance</Trans>}
              </dd>
            </>
          )}
        </dl>
        {order.remainUsd !== '0.00' && (
          <p className="form-error">
            <Trans>
              {format.usd(order.remainUsd)} reached this order after it ended or over its price. It is yours: refund it
              to your balance or convert it to points.
            </Trans>{' '}
            <SiteLink href={hrefFor('pay.detail', { orderNo: order.orderNo }, route)}>
              <Trans>Settle it</Trans>
            </SiteLink>
          </p>
        )}
        <div className="coupon-actions">
          {unpaid ? (
            <SiteLink
              className="button button-primary"
              href={hrefFor('pay.confirm.coupons', { orderNo: order.orderNo }, route)}
            >
              <Trans>Go to the cashier</Trans>
            </SiteLink>
          ) : order.state === 'paid' ? (
            <SiteLink className="button button-primary" href={hrefFor('dashboard.coupons', {}, route)}>
              <Trans>See my coupons</Trans>
            </SiteLink>
          ) : (
            <SiteLink
              className="button button-primary"
              href={hrefFor('coupons.detail', { couponId: order.delegateId }, route)}
            >
              <Trans>Back to the listing</Trans>
            </SiteLink>
          )}
          <SiteLink href={hrefFor('coupons', {}, route)}>
            <Trans>Coupon market</Trans>
          </SiteLink>
        </div>
      </section>
      <section className="coupon-card" aria-labelledby="purchase-coupon">
        <h2 id="purchase-coupon">
          <Trans>The coupon</Trans>
        </h2>
        <CouponFactsList coupon={order.coupon} />
      </section>
    </div>
  );
}
