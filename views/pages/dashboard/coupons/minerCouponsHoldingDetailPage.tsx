import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import type { CouponHolding, MyListing } from '../../../../runtime/http/contract/minerCoupons.ts';
import { COUPON_ID_PATTERN } from '../../../../runtime/http/contract/minerCouponsValues.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { CouponFactsList } from '../../../features/minerCoupons/couponFacts.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import {
  HOLDING_STATE_LABELS,
  HOLDING_STATE_TONES,
  LISTING_STATE_LABELS,
  LISTING_STATE_TONES,
} from './couponsLabels.ts';
import '../../../features/minerCoupons/minerCoupons.css';
import { heldCouponQuery, MINER_COUPON_NOT_FOUND_STATUS } from './couponsQueries.ts';
import {
  CancelListingButton,
  type ListingCancelFlow,
  ListingCancelPanel,
  ListingCancelResult,
  useListingCancel,
} from './listingCancel.tsx';
import '../../../styles/pages/couponsDashboard.css';

/**
 * `/dashboard/coupons/couponDetail/{couponId}`: one coupon issue the account holds or held: what the coupon is
 * (issuer, face value, models, cap, expiry, transfer), how many are held, on sale and used, and its listings (a
 * listing on the market can be cancelled here). An issue the account never held, or a malformed id, is the 404 page.
 */
export default function MinerCouponsHoldingDetailPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const couponId = params.couponId ?? '';
  const valid = COUPON_ID_PATTERN.test(couponId);
  const detail = useQuery({ ...heldCouponQuery(couponId), enabled: valid });
  if (!valid || isStatus(detail.error, MINER_COUPON_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;
  const name = detail.data?.holding.name ?? couponId;
  return (
    <DashboardPage route={route} current="coupons">
      <PageFrame
        title={name}
        breadcrumbs={[{ label: t`Miner coupons`, href: hrefFor('dashboard.coupons', {}, route) }, { label: couponId }]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <ReadSection
          query={detail}
          label={t`Coupon details`}
          skeleton={
            <div className="mc-detail" aria-hidden="true">
              <Skeleton className="mc-card" height="280px" />
              <Skeleton className="mc-card" height="280px" />
            </div>
          }
        >
          {(data) => <HoldingDetail holding={data.holding} listings={data.listings} route={route} />}
        </ReadSection>
      </PageFrame>
    </DashboardPage>
  );
}

function HoldingDetail({
  holding,
  listings,
  route,
}: {
  holding: CouponHolding;
  listings: MyListing[];
  route: LocalizedRoute;
}) {
  const { t } = useLingui();
  const flow = useListingCancel();
  const sellable = holding.state === 'usable' && holding.transferable && holding.quantity > 0;
  return (
    <>
      <div className="mc-detail">
        <section className="mc-card" aria-labelledby="coupon-facts">
          <div className="mc-card-head">
            <h2 id="coupon-facts">
              <Trans>The coupon</Trans>
            </h2>
            <StatusBadge status={holding.state} labels={HOLDING_STATE_LABELS} tones={HOLDING_STATE_TONES} />
          </div>
          <CouponFactsList coupon={holding} />
          <p className="mc-sub">
            <Trans>
              A miner coupon takes its face value off a miner order at the issuer's shop, up to its maximum deduction of
              the order. Once expired it can no longer be sold or used.
            </Trans>
          </p>
        </section>
        <section className="mc-card" aria-labelledby="coupon-stock">
          <h2 id="coupon-stock">
            <Trans>Your stock</Trans>
          </h2>
          <dl className="mc-facts">
            <dt>
              <Trans>Held</Trans>
            </dt>
            <dd>{holding.quantity}</dd>
            <dt>
              <Trans>On sale</Trans>
            </dt>
            <dd>{holding.listedQuantity}</dd>
            <dt>
              <Trans>Used</Trans>
            </dt>
            <dd>{holding.usedQuantity}</dd>
          </dl>
          <div className="mc-actions">
            {sellable && (
              <SiteLink
                className="button button-primary"
                href={hrefFor('coupons.sale', {}, route, { search: { couponId: holding.couponId } })}
              >
                <Trans>List for sale</Trans>
              </SiteLink>
            )}
            <SiteLink
              className="button button-outline"
              href={hrefFor('dashboard.coupons.stocksOpLog', {}, route, { search: { coupon: holding.couponId } })}
            >
              <Trans>Stock operations of this coupon</Trans>
            </SiteLink>
          </div>
        </section>
      </div>
      <section className="mc-section" aria-label={t`Listings of this coupon`}>
        <h2>
          <Trans>Your listings of this coupon</Trans>
        </h2>
        <ListingCancelResult flow={flow} />
        {listings.length === 0 ? (
          <EmptyState message={<Trans>You have not listed this coupon.</Trans>} />
        ) : (
          <ul className="mc-cards">
            {listings.map((listing) => (
              <ListingItem key={listing.delegateId} listing={listing} route={route} flow={flow} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ListingItem({ listing, route, flow }: { listing: MyListing; route: LocalizedRoute; flow: ListingCancelFlow }) {
  const { t } = useLingui();
  const format = useFormat();
  const headingId = `listing-${listing.delegateId}`;
  return (
    <li className="mc-card" data-state={listing.state} aria-labelledby={headingId}>
      <div className="mc-card-head">
        <h3 id={headingId}>
          <SiteLink href={hrefFor('dashboard.coupons.soldOrderDetail', { delegateId: listing.delegateId }, route)}>
            {listing.delegateId}
          </SiteLink>
        </h3>
        <StatusBadge status={listing.state} labels={LISTING_STATE_LABELS} tones={LISTING_STATE_TONES} />
      </div>
      <p>
        {t`${format.usd(listing.unitPriceUsd)} per coupon · ${listing.soldQuantity} sold of ${listing.quantity} · ${listing.remainingQuantity} left`}
      </p>
      <div className="mc-actions">
        <CancelListingButton flow={flow} listing={listing} />
      </div>
      <ListingCancelPanel flow={flow} listing={listing} />
    </li>
  );
}
