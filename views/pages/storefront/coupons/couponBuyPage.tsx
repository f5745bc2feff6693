import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CHECKOUT_PAY_WINDOW_MINUTES } from '../../../../runtime/http/contract/checkoutValues.ts';
import { MINER_COUPON_MAX_DEDUCTION_PERCENT } from '../../../../runtime/http/contract/minerCouponsValues.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { RemainingValidity } from '../../../features/minerCoupons/couponFacts.tsx';
import { bestAsksQuery } from '../../../features/minerCoupons/minerCouponQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/minerCoupons/minerCoupons.css';

/**
 * `/coupons/buy`: the buyer's side of the coupon market explained (choose a listing and a quantity, pay at the
 * cashier within its deadline, the coupons reach your holdings, use them at Bitmain), with the best asks now.
 */
export default function CouponBuyPage({ route }: PageProps) {
  const { t } = useLingui();
  const format = useFormat();
  const asks = useQuery(bestAsksQuery(6));
  return (
    <div className="coupon-page">
      <PageFrame
        title={<Trans>Buying miner coupons</Trans>}
        breadcrumbs={[{ label: t`Coupon market`, href: hrefFor('coupons', {}, route) }, { label: t`Buying` }]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <section className="coupon-card" aria-labelledby="buy-steps">
          <h2 id="buy-steps">
            <Trans>How it works</Trans>
          </h2>
          <ol className="coupon-steps">
            <li>
              <Trans>
                Pick a listing on the market: compare the price with the face value (the discount), the models the
                coupon applies to and how long it stays valid.
              </Trans>
            </li>
            <li>
              <Trans>
                Choose how many coupons you want, up to what the listing has left, and place the order. The coupons are
                reserved for you.
              </Trans>
            </li>
            <li>
              <Trans>
                Pay within {CHECKOUT_PAY_WINDOW_MINUTES} minutes from your wallet balance (confirmed with your fund
                password) or in USDT, BTC or ETH at the cashier. An order not paid in time is cancelled and the coupons
                go back on the market; you are never charged twice for one order.
              </Trans>
            </li>
            <li>
              <Trans>
                Once paid, the coupons are in your holdings. Use them on a Bitmain miner order of an applicable model
                before they expire: each coupon takes its face value off the order, at most the coupon's maximum
                deduction (up to {MINER_COUPON_MAX_DEDUCTION_PERCENT}% of the order).
              </Trans>
            </li>
          </ol>
          <p className="coupon-sub">
            <Trans>
              A coupon is worth its face value only on an order it applies to. Buy coupons for the models you plan to
              order, and check the expiry before you buy.
            </Trans>
          </p>
        </section>

        <section aria-labelledby="best-asks">
          <h2 id="best-asks">
            <Trans>Best asks now</Trans>
          </h2>
          <ReadSection
            query={asks}
            label={t`Best asks`}
            isEmpty={(data) => data.length === 0}
            skeleton={
              <div className="coupon-asks" aria-hidden="true">
                <Skeleton height="176px" />
                <Skeleton height="176px" />
                <Skeleton height="176px" />
              </div>
            }
            empty={
              <EmptyState
                message={<Trans>No coupon is for sale right now.</Trans>}
                action={
                  <SiteLink className="button button-primary" href={hrefFor('coupons.tradingHistory', {}, route)}>
                    <Trans>See recent trades</Trans>
                  </SiteLink>
                }
              />
            }
          >
            {(data) => (
              <ul className="coupon-asks">
                {data.map((ask) => (
                  <li key={ask.delegateId} className="coupon-card coupon-ask">
                    <h3>{ask.name}</h3>
                    <span className="coupon-price">{format.usd(ask.unitPriceUsd)}</span>
                    <span>
                      <Trans>
                        {format.percent(ask.discountPercent)} below {format.usd(ask.faceValueUsd)} face value
                      </Trans>
                    </span>
                    <span className="coupon-sub">{ask.models.join(', ')}</span>
                    <span className="coupon-sub">
                      <RemainingValidity days={ask.remainingDays} expired={false} /> ·{' '}
                      <Trans>{format.number(ask.remainingQuantity)} available</Trans> · {ask.seller}
                    </span>
                    <SiteLink
                      className="button button-outline"
                      href={hrefFor('coupons.detail', { couponId: ask.delegateId }, route)}
                      aria-label={t`View ${ask.name} at ${format.usd(ask.unitPriceUsd)}`}
                    >
                      <Trans>View</Trans>
                    </SiteLink>
                  </li>
                ))}
              </ul>
            )}
          </ReadSection>
          <p>
            <SiteLink href={hrefFor('coupons', {}, route)}>
              <Trans>See every coupon for sale</Trans>
            </SiteLink>
          </p>
        </section>
      </PageFrame>
    </div>
  );
}
