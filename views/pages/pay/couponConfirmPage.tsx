import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { COUPON_ORDER_PATTERN } from '../../../runtime/http/contract/minerCouponsValues.ts';
import { isStatus } from '../../../runtime/query/index.ts';
import { hrefFor } from '../../../runtime/router/links.ts';
import { CashierPanel } from '../../features/checkout/cashierPanel.tsx';
import { CASHIER_NOT_FOUND_STATUS, cashierQuery } from '../../features/checkout/checkoutQueries.ts';
import { NotFoundView } from '../../features/errors/errorView.tsx';
import type { PageProps } from '../../pageProps.ts';
import { PageFrame } from '../../ui/pageFrame.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import '../../features/checkout/checkout.css';

/**
 * `/pay/confirm/coupons/{orderNo}`: the checkout's cashier for a coupon purchase order (kind `minerCoupon`): the
 * time left to pay, the wallet balance (behind the fund password) or crypto, cancelling it; paid, the purchase
 * order (`/pay/coupons/purchaseOrder`) takes over. An order that ended says so; another kind of order is a 404.
 */
export default function CouponConfirmPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const orderNo = params.orderNo ?? '';
  const valid = COUPON_ORDER_PATTERN.test(orderNo);
  const cashier = useQuery({ ...cashierQuery(orderNo), enabled: valid });
  if (!valid || isStatus(cashier.error, CASHIER_NOT_FOUND_STATUS) || (cashier.data && !cashier.data.coupon))
    return <NotFoundView locale={route.locale} />;
  const resultHref = hrefFor('pay.coupons.purchaseOrder', {}, route, { search: { orderNo } });
  return (
    <PageFrame
      title={<Trans>Pay coupon order {orderNo}</Trans>}
      breadcrumbs={[{ label: t`Coupon market`, href: hrefFor('coupons', {}, route) }, { label: orderNo }]}
      renderLink={(props) => <SiteLink {...props} />}
    >
      <ReadSection
        query={cashier}
        label={t`Cashier`}
        skeleton={
          <div className="checkout" aria-hidden="true">
            <div className="checkout-main">
              <Skeleton className="checkout-card" height="160px" />
              <Skeleton className="checkout-card" height="224px" />
            </div>
            <Skeleton className="checkout-card checkout-summary" height="256px" />
          </div>
        }
      >
        {(data) =>
          data.state === 'awaiting' || data.state === 'underpaid' ? (
            <CashierPanel key={data.orderNo} cashier={data} at={route} />
          ) : (
            <div className="checkout-card checkout-closed">
              <p>
                {data.state === 'paid' ? (
                  <Trans>This order is paid: the coupons are in your holdings.</Trans>
                ) : data.state === 'expired' ? (
                  <Trans>
                    This order expired before it was paid: its coupons went back to the listing. Nothing was charged.
                  </Trans>
                ) : (
                  <Trans>This order was cancelled: its coupons went back to the listing. Nothing was charged.</Trans>
                )}
              </p>
              <div className="cashier-actions">
                <SiteLink className="button button-primary" href={resultHref}>
                  <Trans>See the purchase order</Trans>
                </SiteLink>
                {data.state !== 'paid' && data.coupon && (
                  <SiteLink
                    className="button button-ghost"
                    href={hrefFor('coupons.detail', { couponId: data.coupon.delegateId }, route)}
                  >
                    <Trans>Back to the listing</Trans>
                  </SiteLink>
                )}
              </div>
            </div>
          )
        }
      </ReadSection>
    </PageFrame>
  );
}
