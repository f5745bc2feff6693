import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import { multiplyUsd } from '../../../../runtime/domain/minerCoupons.ts';
import type { CouponListing } from '../../../../runtime/http/contract/minerCoupons.ts';
import { DELEGATE_ID_PATTERN } from '../../../../runtime/http/contract/minerCouponsValues.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { CouponFactsList } from '../../../features/minerCoupons/couponFacts.tsx';
import { LISTING_STATE_LABELS, LISTING_STATE_TONES } from '../../../features/minerCoupons/minerCouponLabels.ts';
import {
  couponListingQuery,
  MINER_COUPON_NOT_FOUND_STATUS,
} from '../../../features/minerCoupons/minerCouponQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { QuantityStepper } from '../../../ui/quantityStepper.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import '../../../features/minerCoupons/minerCoupons.css';

/**
 * `/coupons/detail/{couponId}`: one listing of the market (its id is the URL's couponId): the coupon, the seller's
 * terms and what is left, and buying a quantity of what is left (on `/pay/coupons/{couponId}`). A listing that
 * ended says why; your own cannot be bought; an unknown id is the 404 page.
 */
export default function CouponDetailPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const delegateId = params.couponId ?? '';
  const valid = DELEGATE_ID_PATTERN.test(delegateId);
  const listing = useQuery({ ...couponListingQuery(delegateId), enabled: valid });
  if (!valid || isStatus(listing.error, MINER_COUPON_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;
  return (
    <div className="coupon-page">
      <PageFrame
        title={listing.data?.name ?? <Trans>Coupon listing</Trans>}
        breadcrumbs={[
          { label: t`Coupon market`, href: hrefFor('coupons', {}, route) },
          { label: t`Listing ${delegateId}` },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <ReadSection
          query={listing}
          label={t`Coupon listing`}
          skeleton={
            <div className="coupon-layout" aria-hidden="true">
              <Skeleton className="coupon-card" height="320px" />
              <Skeleton className="coupon-card" height="240px" />
            </div>
          }
        >
          {(data) => <ListingView listing={data} route={route} />}
        </ReadSection>
      </PageFrame>
    </div>
  );
}

function ListingView({ listing, route }: { listing: CouponListing; route: LocalizedRoute }) {
  const format = useFormat();
  const open = listing.state === 'listed' || listing.state === 'partiallySold';
  return (
    <div className="coupon-layout">
      <div className="coupon-page">
        <section className="coupon-card" aria-labelledby="listing-terms">
          <h2 id="listing-terms">
            <StatusBadge status={listing.state} labels={LISTING_STATE_LABELS} tones={LISTING_STATE_TONES} />{' '}
            <Trans>The seller's terms</Trans>
          </h2>
          <dl className="coupon-facts">
            <dt>
              <Trans>Price per coupon</Trans>
            </dt>
            <dd>
              <span className="coupon-price">{format.usd(listing.unitPriceUsd)}</span>{' '}
              <Trans>
                {format.percent(listing.discountPercent)} below the face value of {format.usd(listing.faceValueUsd)}
              </Trans>
            </dd>
            <dt>
              <Trans>Seller</Trans>
            </dt>
            <dd>{listing.own ? <Trans>You ({listing.seller})</Trans> : listing.seller}</dd>
            <dt>
              <Trans>Listed</Trans>
            </dt>
            <dd>{format.dateTimeUtc(listing.listedAt)}</dd>
            <dt>
              <Trans>Coupons</Trans>
            </dt>
            <dd>
              <Trans>
                {format.number(listing.quantity)} listed · {format.number(listing.soldQuantity)} sold ·{' '}
                {format.number(listing.reservedQuantity)} reserved by unpaid orders ·{' '}
                {format.number(listing.remainingQuantity)} available
              </Trans>
            </dd>
            {listing.endedAt && (
              <>
                <dt>
                  <Trans>Ended</Trans>
                </dt>
                <dd>{format.dateTimeUtc(listing.endedAt)}</dd>
              </>
            )}
          </dl>
        </section>
        <section className="coupon-card" aria-labelledby="listing-coupon">
          <h2 id="listing-coupon">
            <Trans>The coupon</Trans>
          </h2>
          <CouponFactsList coupon={listing} />
          <p className="coupon-sub">
            <Trans>
              Bought coupons are added to your coupon holdings. Use them on a Bitmain miner order of an applicable model
              before they expire: each takes its face value off the order, at most the maximum deduction of the order's
              price.
            </Trans>
          </p>
        </section>
      </div>
      <aside className="coupon-card" aria-labelledby="listing-buy">
        <h2 id="listing-buy">
          <Trans>Buy</Trans>
        </h2>
        {listing.own ? (
          <>
            <p>
              <Trans>This is your own listing: you cannot buy it.</Trans>
            </p>
            <SiteLink className="button button-outline" href={hrefFor('dashboard.coupons', {}, route)}>
              <Trans>Manage your listings</Trans>
            </SiteLink>
          </>
        ) : !open ? (
          <>
            <p>
              {listing.state === 'sold' ? (
                <Trans>Every coupon of this listing has been sold.</Trans>
              ) : listing.state === 'cancelled' ? (
                <Trans>The seller has cancelled this listing.</Trans>
              ) : (
                <Trans>This coupon has expired: it can no longer be sold or used.</Trans>
              )}
            </p>
            <SiteLink className="button button-primary" href={hrefFor('coupons', {}, route)}>
              <Trans>See the coupons for sale</Trans>
            </SiteLink>
          </>
        ) : listing.remainingQuantity === 0 ? (
          <p>
            <Trans>
              Every coupon left is reserved by a buyer who is paying now. If their order is not paid within 30 minutes,
              the coupons come back here.
            </Trans>
          </p>
        ) : (
          <BuyBox listing={listing} route={route} />
        )}
      </aside>
    </div>
  );
}

function BuyBox({ listing, route }: { listing: CouponListing; route: LocalizedRoute }) {
  const format = useFormat();
  const [quantity, setQuantity] = useState(1);
  return (
    <div className="coupon-form">
      <QuantityStepper
        label={<Trans>Quantity</Trans>}
        value={quantity}
        onChange={setQuantity}
        min={1}
        max={listing.remainingQuantity}
      />
      <p>
        <Trans>Total</Trans>{' '}
        <span className="coupon-total">{format.usd(multiplyUsd(listing.unitPriceUsd, quantity))}</span>
      </p>
      <SiteLink
        className="button button-primary button-large"
        href={hrefFor('pay.coupons', { couponId: listing.delegateId }, route, { search: { quantity } })}
      >
        <Trans>Buy {format.number(quantity)}</Trans>
      </SiteLink>
      <p className="coupon-sub">
        <Trans>
          You pay from your wallet balance or in crypto within 30 minutes; the coupons are reserved for you meanwhile.
        </Trans>
      </p>
    </div>
  );
}
