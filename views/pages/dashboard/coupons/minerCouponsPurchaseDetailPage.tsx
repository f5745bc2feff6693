import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import type { CouponPurchaseOrder } from '../../../../runtime/http/contract/minerCoupons.ts';
import { COUPON_ORDER_PATTERN } from '../../../../runtime/http/contract/minerCouponsValues.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { CouponFactsList } from '../../../features/minerCoupons/couponFacts.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import { PURCHASE_STATE_LABELS, PURCHASE_STATE_TONES } from './couponsLabels.ts';
import { couponPurchaseOrderQuery, MINER_COUPON_NOT_FOUND_STATUS } from './couponsQueries.ts';
import '../../../features/minerCoupons/minerCoupons.css';
import '../../../styles/pages/couponsDashboard.css';

/**
 * `/dashboard/coupons/purchaseOrderDetail/{orderNo}`: one of the account's coupon purchase orders: the coupon, the
 * seller, quantity and price, where its payment stands (unpaid: the deadline and the way to pay) and when it was
 * paid. Another account's order, an unknown number or a malformed one is the 404 page.
 */
export default function MinerCouponsPurchaseDetailPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const orderNo = params.orderNo ?? '';
  const valid = COUPON_ORDER_PATTERN.test(orderNo);
  const order = useQuery({ ...couponPurchaseOrderQuery(orderNo), enabled: valid });
  if (!valid || isStatus(order.error, MINER_COUPON_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;
  return (
    <DashboardPage route={route} current="coupons">
      <PageFrame
        title={t`Coupon order ${orderNo}`}
        breadcrumbs={[
          { label: t`Miner coupons`, href: hrefFor('dashboard.coupons', {}, route) },
          {
            label: t`Purchases`,
            href: hrefFor('dashboard.coupons', {}, route, { search: { tab: 'purchases' } }),
          },
          { label: orderNo },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <ReadSection
          query={order}
          label={t`Purchase order details`}
          skeleton={
            <div className="mc-detail" aria-hidden="true">
              <Skeleton className="mc-card" height="260px" />
              <Skeleton className="mc-card" height="260px" />
            </div>
          }
        >
          {(data) => <PurchaseDetail order={data} route={route} />}
        </ReadSection>
      </PageFrame>
    </DashboardPage>
  );
}

function PurchaseDetail({ order, route }: { order: CouponPurchaseOrder; route: LocalizedRoute }) {
  const { t } = useLingui();
  const format = useFormat();
  const unpaid = order.state === 'awaiting' || order.state === 'underpaid';
  return (
    <div className="mc-detail">
      <section className="mc-card" aria-labelledby="purchase-payment">
        <div className="mc-card-head">
          <h2 id="purchase-payment">
            <Trans>Order and payment</Trans>
          </h2>
          <StatusBadge status={order.state} labels={PURCHASE_STATE_LABELS} tones={PURCHASE_STATE_TONES} />
        </div>
        <dl className="mc-facts">
          <dt>
            <Trans>Coupons</Trans>
          </dt>
          <dd>{t`${order.quantity} × ${order.coupon.name}`}</dd>
          <dt>
            <Trans>Price per coupon</Trans>
          </dt>
          <dd>
            {format.usd(order.unitPriceUsd)}{' '}
            <span className="mc-sub">
              {t`${format.percent(order.discountPercent)} below the ${format.usd(order.coupon.faceValueUsd)} face value`}
            </span>
          </dd>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>
            <strong>{format.usd(order.totalUsd)}</strong>
          </dd>
          <dt>
            <Trans>Seller</Trans>
          </dt>
          <dd>{order.seller}</dd>
          <dt>
            <Trans>Listing</Trans>
          </dt>
          <dd>
            <SiteLink href={hrefFor('coupons.detail', { couponId: order.delegateId }, route)}>
              {order.delegateId}
            </SiteLink>
          </dd>
          <dt>
            <Trans>Ordered (UTC)</Trans>
          </dt>
          <dd>{format.dateTimeUtc(order.createdAt)}</dd>
          {unpaid ? (
            <>
              <dt>
                <Trans>Pay by (UTC)</Trans>
              </dt>
              <dd>{format.dateTimeUtc(order.payExpireAt)}</dd>
            </>
          ) : order.paidAt ? (
            <>
              <dt>
                <Trans>Paid (UTC)</Trans>
              </dt>
              <dd>
                {format.dateTimeUtc(order.paidAt)}{' '}
                <span className="mc-sub">
                  {order.payMethod === 'balance' ? (
                    <Trans>from the wallet balance</Trans>
                  ) : order.payMethod === 'crypto' ? (
                    <Trans>in crypto</Trans>
                  ) : null}
                </span>
              </dd>
            </>
          ) : null}
        </dl>
        {unpaid && (
          <div className="mc-actions">
            <p className="mc-deadline">
              <Trans>
                The coupons are held for you until {format.dateTimeUtc(order.payExpireAt)}; unpaid by then, the order
                closes and they go back on sale.
              </Trans>
            </p>
            <SiteLink
              className="button button-primary"
              href={hrefFor('pay.confirm.coupons', { orderNo: order.orderNo }, route)}
            >
              <Trans>Pay now</Trans>
            </SiteLink>
          </div>
        )}
        {order.state === 'paid' && (
          <p>
            <Trans>The coupons are in your holdings.</Trans>{' '}
            <SiteLink href={hrefFor('dashboard.coupons.couponDetail', { couponId: order.coupon.couponId }, route)}>
              <Trans>See the coupon</Trans>
            </SiteLink>
          </p>
        )}
        {(order.state === 'expired' || order.state === 'cancelled') && (
          <p className="mc-sub">
            {order.state === 'expired' ? (
              <Trans>This order was not paid in time; its coupons went back on sale.</Trans>
            ) : (
              <Trans>This order was cancelled; its coupons went back on sale.</Trans>
            )}
          </p>
        )}
        {order.remainUsd !== '0.00' && (
          <p>
            <Trans>
              {format.usd(order.remainUsd)} received on this order beyond its price is yours and kept on the order.
            </Trans>
          </p>
        )}
      </section>
      <section className="mc-card" aria-labelledby="purchase-coupon">
        <h2 id="purchase-coupon">{order.coupon.name}</h2>
        <CouponFactsList coupon={order.coupon} />
      </section>
    </div>
  );
}
