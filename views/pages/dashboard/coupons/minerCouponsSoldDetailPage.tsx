import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import type { CouponSale, MyListing } from '../../../../runtime/http/contract/minerCoupons.ts';
import { DELEGATE_ID_PATTERN } from '../../../../runtime/http/contract/minerCouponsValues.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import { LISTING_STATE_LABELS, LISTING_STATE_TONES } from './couponsLabels.ts';
import { CouponValidity } from './couponsParts.tsx';
import { couponSoldOrderQuery, MINER_COUPON_NOT_FOUND_STATUS } from './couponsQueries.ts';
import { CancelListingButton, ListingCancelPanel, ListingCancelResult, useListingCancel } from './listingCancel.tsx';
import '../../../styles/pages/couponsDashboard.css';

/**
 * `/dashboard/coupons/soldOrderDetail/{delegateId}`: one of the account's listings (a delegate order): its state,
 * price, what sold and what is left, the proceeds less the market's fee, and each sale (buyer masked) with what
 * reached the wallet; a listing on the market can be cancelled here. Another's listing, an unknown id or a malformed
 * one is the 404 page.
 */
export default function MinerCouponsSoldDetailPage({ route, params }: PageProps) {
  const { t } = useLingui();
  const delegateId = params.delegateId ?? '';
  const valid = DELEGATE_ID_PATTERN.test(delegateId);
  const detail = useQuery({ ...couponSoldOrderQuery(delegateId), enabled: valid });
  if (!valid || isStatus(detail.error, MINER_COUPON_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;
  return (
    <DashboardPage route={route} current="coupons">
      <PageFrame
        title={t`Listing ${delegateId}`}
        breadcrumbs={[
          { label: t`Miner coupons`, href: hrefFor('dashboard.coupons', {}, route) },
          { label: t`My listings`, href: hrefFor('dashboard.coupons', {}, route, { search: { tab: 'listings' } }) },
          { label: delegateId },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <ReadSection
          query={detail}
          label={t`Listing details`}
          skeleton={
            <div className="mc-detail" aria-hidden="true">
              <Skeleton className="mc-card" height="260px" />
              <Skeleton className="mc-card" height="260px" />
            </div>
          }
        >
          {(data) => <SoldDetail listing={data.listing} sales={data.sales} route={route} />}
        </ReadSection>
      </PageFrame>
    </DashboardPage>
  );
}

function SoldDetail({ listing, sales, route }: { listing: MyListing; sales: CouponSale[]; route: LocalizedRoute }) {
  const { t } = useLingui();
  const format = useFormat();
  const flow = useListingCancel();
  const col = dataColumns<CouponSale>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('paidAt', {
          header: () => <Trans>Sold (UTC)</Trans>,
          cell: (info) => format.dateTimeUtc(info.getValue()),
        }),
        col.accessor('orderNo', { header: () => <Trans>Order</Trans> }),
        col.accessor('buyer', { header: () => <Trans>Buyer</Trans> }),
        col.accessor('quantity', { header: () => <Trans>Quantity</Trans>, meta: { align: 'end' } }),
        col.accessor('grossUsd', {
          header: () => <Trans>Paid by the buyer</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('feeUsd', {
          header: () => <Trans>Market fee</Trans>,
          cell: (info) => `−${format.usd(info.getValue())}`,
          meta: { align: 'end' },
        }),
        col.accessor('netUsd', {
          header: () => <Trans>To your wallet</Trans>,
          cell: (info) => <strong>{format.usd(info.getValue())}</strong>,
          meta: { align: 'end' },
        }),
      ]),
    [col, format],
  );
  return (
    <>
      <ListingCancelResult flow={flow} />
      <div className="mc-detail">
        <section className="mc-card" aria-labelledby="listing-terms">
          <div className="mc-card-head">
            <h2 id="listing-terms">{listing.name}</h2>
            <StatusBadge status={listing.state} labels={LISTING_STATE_LABELS} tones={LISTING_STATE_TONES} />
          </div>
          <dl className="mc-facts">
            <dt>
              <Trans>Price per coupon</Trans>
            </dt>
            <dd>
              {format.usd(listing.unitPriceUsd)}{' '}
              <span className="mc-sub">
                {t`${format.percent(listing.discountPercent)} below the ${format.usd(listing.faceValueUsd)} face value`}
              </span>
            </dd>
            <dt>
              <Trans>Listed</Trans>
            </dt>
            <dd>{listing.quantity}</dd>
            <dt>
              <Trans>Sold</Trans>
            </dt>
            <dd>{listing.soldQuantity}</dd>
            <dt>
              <Trans>Held by unpaid orders</Trans>
            </dt>
            <dd>{listing.reservedQuantity}</dd>
            <dt>
              <Trans>Left to buy</Trans>
            </dt>
            <dd>{listing.remainingQuantity}</dd>
            <dt>
              <Trans>Listed (UTC)</Trans>
            </dt>
            <dd>{format.dateTimeUtc(listing.listedAt)}</dd>
            {listing.endedAt && (
              <>
                <dt>
                  <Trans>Ended (UTC)</Trans>
                </dt>
                <dd>{format.dateTimeUtc(listing.endedAt)}</dd>
              </>
            )}
            <dt>
              <Trans>Coupon expires (UTC)</Trans>
            </dt>
            <dd>
              <CouponValidity coupon={listing} />
            </dd>
          </dl>
          <div className="mc-actions">
            <CancelListingButton flow={flow} listing={listing} />
            <SiteLink
              className="button button-outline"
              href={hrefFor('dashboard.coupons.couponDetail', { couponId: listing.couponId }, route)}
            >
              <Trans>See the coupon</Trans>
            </SiteLink>
          </div>
          <ListingCancelPanel flow={flow} listing={listing} />
        </section>
        <section className="mc-card" aria-labelledby="listing-proceeds">
          <h2 id="listing-proceeds">
            <Trans>Proceeds</Trans>
          </h2>
          <dl className="mc-facts">
            <dt>
              <Trans>Paid by buyers</Trans>
            </dt>
            <dd>{format.usd(listing.grossUsd)}</dd>
            <dt>
              <Trans>Market fee</Trans>
            </dt>
            <dd>−{format.usd(listing.feeUsd)}</dd>
            <dt>
              <Trans>To your wallet</Trans>
            </dt>
            <dd>
              <strong>{format.usd(listing.netUsd)}</strong>
            </dd>
          </dl>
          <SiteLink href={hrefFor('dashboard.coupons.withdrawRecord', {}, route)}>
            <Trans>All sale proceeds</Trans>
          </SiteLink>
        </section>
      </div>
      <DataTable<CouponSale>
        caption={t`Sales of this listing`}
        columns={columns}
        rows={sales}
        getRowId={(row) => row.orderNo}
        empty={{ message: <Trans>Nothing of this listing has sold yet.</Trans> }}
        mobile="cards"
      />
    </>
  );
}
