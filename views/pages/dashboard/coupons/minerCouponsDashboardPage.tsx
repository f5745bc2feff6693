import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import type { COUPON_DASHBOARD_TAB_VALUES } from '../../../../manifest/routes.ts';
import { http } from '../../../../runtime/config.ts';
import type {
  CouponHolding,
  CouponPurchaseOrder,
  CouponSale,
  MyListing,
} from '../../../../runtime/http/contract/minerCoupons.ts';
import { MINER_COUPON_FEE_BP } from '../../../../runtime/http/contract/minerCouponsValues.ts';
import { hrefFor, type RouteSearch, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { csvDateTime, downloadCsv, toCsv } from '../../../format/csv.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { useSession } from '../../../session/sessionContext.tsx';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import {
  HOLDING_STATE_LABELS,
  HOLDING_STATE_TONES,
  LISTING_STATE_LABELS,
  LISTING_STATE_TONES,
  PURCHASE_STATE_LABELS,
  PURCHASE_STATE_TONES,
} from './couponsLabels.ts';
import { allPages, CouponValidity, FilterLinks } from './couponsParts.tsx';
import {
  COUPON_PAGE_SIZE,
  couponHoldingsQuery,
  couponListingsQuery,
  couponPurchaseOrdersQuery,
  couponSalesQuery,
} from './couponsQueries.ts';
import {
  CancelListingButton,
  type ListingCancelFlow,
  ListingCancelPanel,
  ListingCancelResult,
  useListingCancel,
} from './listingCancel.tsx';
import '../../../styles/pages/couponsDashboard.css';

type Tab = (typeof COUPON_DASHBOARD_TAB_VALUES)[number];
type Search = SearchOf<'dashboard.coupons'>;

const pageCount = (totalCount: number) => Math.max(1, Math.ceil(totalCount / COUPON_PAGE_SIZE));
/** An unpaid purchase order: its coupons are held for it until its deadline. */
const unpaid = (order: Pick<CouponPurchaseOrder, 'state'>) => order.state === 'awaiting' || order.state === 'underpaid';

/**
 * `/dashboard/coupons`: the account's side of the miner coupon market (issue #21): the coupons it holds (usable or
 * expired, with face value, models, cap, expiry and days left, and whether they can be sold), its listings (state,
 * price, sold and left, cancel while on the market), its purchase orders (paid, or unpaid with the payment link and
 * its deadline) and its sales (proceeds less the market's fee). The unpaid coupon orders are the session's count.
 */
export default function MinerCouponsDashboardPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const current = search as Search;
  const { combined } = useSession();
  const unpaidOrders = combined?.unpaidCouponOrders ?? 0;
  const link = (next: RouteSearch<'dashboard.coupons'>) => hrefFor('dashboard.coupons', {}, route, { search: next });
  const labels: Record<Tab, string> = {
    holdings: t`Holdings`,
    listings: t`My listings`,
    purchases: t`Purchases`,
    sold: t`Sold`,
  };

  return (
    <DashboardPage route={route} current="coupons">
      <PageFrame
        title={t`Miner coupons`}
        actions={
          <>
            <SiteLink className="button button-primary" href={hrefFor('coupons', {}, route)}>
              <Trans>Go to the coupon market</Trans>
            </SiteLink>
            <SiteLink
              className="button button-outline"
              href={hrefFor('dashboard.coupons.importCouponGuides', {}, route)}
            >
              <Trans>Import coupons</Trans>
            </SiteLink>
          </>
        }
      >
        <nav className="mc-links" aria-label={t`Coupon records`}>
          <SiteLink href={hrefFor('dashboard.coupons.stocksOpLog', {}, route)}>
            <Trans>Stock operation log</Trans>
          </SiteLink>
          <SiteLink href={hrefFor('dashboard.coupons.withdrawRecord', {}, route)}>
            <Trans>Sale proceeds</Trans>
          </SiteLink>
        </nav>
        {unpaidOrders > 0 && (
          <p className="mc-notice" role="status">
            {unpaidOrders === 1 ? (
              <Trans>You have 1 unpaid coupon order.</Trans>
            ) : (
              <Trans>You have {unpaidOrders} unpaid coupon orders.</Trans>
            )}{' '}
            <SiteLink href={link({ tab: 'purchases', purchase: 'unpaid' })}>
              <Trans>See unpaid orders</Trans>
            </SiteLink>
          </p>
        )}
        <Tabs<Tab>
          label={t`Coupon market records`}
          value={current.tab}
          hrefFor={(value) => link({ tab: value })}
          renderLink={(props) => <SiteLink {...props} />}
          items={(['holdings', 'listings', 'purchases', 'sold'] as const).map((value) => ({
            value,
            label: labels[value],
            dot: value === 'purchases' && unpaidOrders > 0,
          }))}
        >
          {current.tab === 'holdings' && <HoldingsTab route={route} search={current} link={link} />}
          {current.tab === 'listings' && <ListingsTab route={route} search={current} link={link} />}
          {current.tab === 'purchases' && <PurchasesTab route={route} search={current} link={link} />}
          {current.tab === 'sold' && <SoldTab route={route} search={current} link={link} />}
        </Tabs>
      </PageFrame>
    </DashboardPage>
  );
}

interface TabProps {
  route: LocalizedRoute;
  search: Search;
  link: (next: RouteSearch<'dashboard.coupons'>) => string;
}

function HoldingsTab({ route, search, link }: TabProps) {
  const { t, i18n } = useLingui();
  const holdings = useQuery(couponHoldingsQuery());
  const filter = search.holding;
  const shown = (rows: CouponHolding[]) => rows.filter((row) => filter === 'all' || row.state === filter);
  return (
    <>
      <FilterLinks
        label={t`Coupon state`}
        value={filter}
        hrefFor={(value) => link({ tab: 'holdings', holding: value })}
        items={[
          { value: 'all', label: t`All` },
          { value: 'usable', label: i18n._(HOLDING_STATE_LABELS.usable) },
          { value: 'expired', label: i18n._(HOLDING_STATE_LABELS.expired) },
        ]}
      />
      <ReadSection
        query={holdings}
        label={t`Coupon holdings`}
        skeleton={<CardsSkeleton />}
        isEmpty={(rows) => shown(rows).length === 0}
        empty={
          <EmptyState
            message={
              filter === 'all' ? (
                <Trans>You hold no miner coupons yet. Buy some on the market or import one from Bitmain.</Trans>
              ) : (
                <Trans>No coupons in this state.</Trans>
              )
            }
            action={
              <SiteLink className="button button-primary" href={hrefFor('coupons', {}, route)}>
                <Trans>Buy coupons on the market</Trans>
              </SiteLink>
            }
          />
        }
      >
        {(rows) => (
          <ul className="mc-cards">
            {shown(rows).map((holding) => (
              <HoldingCard key={holding.couponId} holding={holding} route={route} />
            ))}
          </ul>
        )}
      </ReadSection>
    </>
  );
}

function HoldingCard({ holding, route }: { holding: CouponHolding; route: LocalizedRoute }) {
  const { t } = useLingui();
  const format = useFormat();
  const headingId = `holding-${holding.couponId}`;
  const sellable = holding.state === 'usable' && holding.transferable && holding.quantity > 0;
  return (
    <li className="mc-card" data-state={holding.state} aria-labelledby={headingId}>
      <div className="mc-card-head">
        <h3 id={headingId}>{holding.name}</h3>
        <StatusBadge status={holding.state} labels={HOLDING_STATE_LABELS} tones={HOLDING_STATE_TONES} />
      </div>
      <p className="mc-card-value">
        {format.usd(holding.faceValueUsd)} <span className="mc-sub">{t`face value · ${holding.issuer}`}</span>
      </p>
      <dl className="mc-facts">
        <dt>
          <Trans>Held</Trans>
        </dt>
        <dd>
          {holding.quantity}
          {(holding.listedQuantity > 0 || holding.usedQuantity > 0) && (
            <span className="mc-sub"> {t`${holding.listedQuantity} on sale · ${holding.usedQuantity} used`}</span>
          )}
        </dd>
        <dt>
          <Trans>Applicable models</Trans>
        </dt>
        <dd>{holding.models.join(', ')}</dd>
        <dt>
          <Trans>Maximum deduction</Trans>
        </dt>
        <dd>
          <Trans>Up to {format.percent(holding.maxDeductionPercent)} of a miner order</Trans>
        </dd>
        <dt>
          <Trans>Expires (UTC)</Trans>
        </dt>
        <dd>
          <CouponValidity coupon={holding} />
        </dd>
        <dt>
          <Trans>Transferable</Trans>
        </dt>
        <dd>{holding.transferable ? <Trans>Yes</Trans> : <Trans>No: it can only be used</Trans>}</dd>
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
          href={hrefFor('dashboard.coupons.couponDetail', { couponId: holding.couponId }, route)}
          aria-label={t`Details of ${holding.name}`}
        >
          <Trans>Details</Trans>
        </SiteLink>
      </div>
    </li>
  );
}

function ListingsTab({ route, search, link }: TabProps) {
  const { t } = useLingui();
  const listings = useQuery(couponListingsQuery(search.listing, search.page, COUPON_PAGE_SIZE));
  const flow = useListingCancel();
  return (
    <>
      <FilterLinks
        label={t`Listing state`}
        value={search.listing}
        hrefFor={(value) => link({ tab: 'listings', listing: value })}
        items={[
          { value: 'all', label: t`All` },
          { value: 'active', label: t`On the market` },
          { value: 'ended', label: t`Ended` },
        ]}
      />
      <ListingCancelResult flow={flow} />
      <ReadSection
        query={listings}
        label={t`My listings`}
        skeleton={<CardsSkeleton />}
        isEmpty={(data) => data.data.length === 0}
        empty={
          <EmptyState
            message={
              search.listing === 'all' ? (
                <Trans>You have not listed any coupons. List transferable coupons you hold for a price.</Trans>
              ) : (
                <Trans>No listings in this state.</Trans>
              )
            }
            action={
              <SiteLink className="button button-primary" href={hrefFor('coupons.sale', {}, route)}>
                <Trans>List coupons for sale</Trans>
              </SiteLink>
            }
          />
        }
      >
        {(data) => (
          <>
            <ul className="mc-cards">
              {data.data.map((listing) => (
                <ListingCard key={listing.delegateId} listing={listing} route={route} flow={flow} />
              ))}
            </ul>
            <Pager
              page={search.page}
              pageCount={pageCount(data.totalCount)}
              hrefFor={(page) => link({ tab: 'listings', listing: search.listing, page })}
              renderLink={(props) => <SiteLink {...props} />}
            />
          </>
        )}
      </ReadSection>
    </>
  );
}

function ListingCard({ listing, route, flow }: { listing: MyListing; route: LocalizedRoute; flow: ListingCancelFlow }) {
  const { t } = useLingui();
  const format = useFormat();
  const headingId = `listing-${listing.delegateId}`;
  return (
    <li className="mc-card" data-state={listing.state} aria-labelledby={headingId}>
      <div className="mc-card-head">
        <h3 id={headingId}>
          <SiteLink href={hrefFor('dashboard.coupons.soldOrderDetail', { delegateId: listing.delegateId }, route)}>
            {listing.delegateId}
          </SiteLink>{' '}
          <span className="mc-sub">{listing.name}</span>
        </h3>
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
          <Trans>Sold / left</Trans>
        </dt>
        <dd>
          {t`${listing.soldQuantity} sold of ${listing.quantity} · ${listing.remainingQuantity} left`}
          {listing.reservedQuantity > 0 && (
            <span className="mc-sub"> {t`${listing.reservedQuantity} held by unpaid orders`}</span>
          )}
        </dd>
        {listing.soldQuantity > 0 && (
          <>
            <dt>
              <Trans>Proceeds</Trans>
            </dt>
            <dd>
              {format.usd(listing.netUsd)}{' '}
              <span className="mc-sub">{t`${format.usd(listing.grossUsd)} less ${format.usd(listing.feeUsd)} fee`}</span>
            </dd>
          </>
        )}
        <dt>
          <Trans>Listed (UTC)</Trans>
        </dt>
        <dd>
          {format.dateTimeUtc(listing.listedAt)}
          {listing.endedAt && <span className="mc-sub"> {t`ended ${format.dateTimeUtc(listing.endedAt)}`}</span>}
        </dd>
      </dl>
      <div className="mc-actions">
        <CancelListingButton flow={flow} listing={listing} />
      </div>
      <ListingCancelPanel flow={flow} listing={listing} />
    </li>
  );
}

function PurchasesTab({ route, search, link }: TabProps) {
  const { t, i18n } = useLingui();
  const orders = useQuery(couponPurchaseOrdersQuery(search.purchase, search.page, COUPON_PAGE_SIZE));
  return (
    <>
      <FilterLinks
        label={t`Payment state`}
        value={search.purchase}
        hrefFor={(value) => link({ tab: 'purchases', purchase: value })}
        items={[
          { value: 'all', label: t`All` },
          { value: 'unpaid', label: t`Unpaid` },
          { value: 'paid', label: i18n._(PURCHASE_STATE_LABELS.paid) },
          { value: 'closed', label: t`Expired or cancelled` },
        ]}
      />
      <ReadSection
        query={orders}
        label={t`Purchase orders`}
        skeleton={<CardsSkeleton />}
        isEmpty={(data) => data.data.length === 0}
        empty={
          <EmptyState
            message={
              search.purchase === 'all' ? (
                <Trans>You have not bought any coupons yet.</Trans>
              ) : (
                <Trans>No purchase orders in this state.</Trans>
              )
            }
            action={
              <SiteLink className="button button-primary" href={hrefFor('coupons', {}, route)}>
                <Trans>Buy coupons on the market</Trans>
              </SiteLink>
            }
          />
        }
      >
        {(data) => (
          <>
            <ul className="mc-cards">
              {data.data.map((order) => (
                <PurchaseCard key={order.orderNo} order={order} route={route} />
              ))}
            </ul>
            <Pager
              page={search.page}
              pageCount={pageCount(data.totalCount)}
              hrefFor={(page) => link({ tab: 'purchases', purchase: search.purchase, page })}
              renderLink={(props) => <SiteLink {...props} />}
            />
          </>
        )}
      </ReadSection>
    </>
  );
}

function PurchaseCard({ order, route }: { order: CouponPurchaseOrder; route: LocalizedRoute }) {
  const { t } = useLingui();
  const format = useFormat();
  const headingId = `purchase-${order.orderNo}`;
  return (
    <li className="mc-card" data-state={order.state} aria-labelledby={headingId}>
      <div className="mc-card-head">
        <h3 id={headingId}>
          <SiteLink href={hrefFor('dashboard.coupons.purchaseOrderDetail', { orderNo: order.orderNo }, route)}>
            {order.orderNo}
          </SiteLink>{' '}
          <span className="mc-sub">{order.coupon.name}</span>
        </h3>
        <StatusBadge status={order.state} labels={PURCHASE_STATE_LABELS} tones={PURCHASE_STATE_TONES} />
      </div>
      <dl className="mc-facts">
        <dt>
          <Trans>Bought</Trans>
        </dt>
        <dd>{t`${order.quantity} × ${format.usd(order.unitPriceUsd)} from ${order.seller}`}</dd>
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>{format.usd(order.totalUsd)}</dd>
        <dt>
          <Trans>Ordered (UTC)</Trans>
        </dt>
        <dd>{format.dateTimeUtc(order.createdAt)}</dd>
        {order.paidAt && (
          <>
            <dt>
              <Trans>Paid (UTC)</Trans>
            </dt>
            <dd>{format.dateTimeUtc(order.paidAt)}</dd>
          </>
        )}
      </dl>
      {unpaid(order) && (
        <div className="mc-actions">
          <p className="mc-deadline">
            <Trans>Pay by {format.dateTimeUtc(order.payExpireAt)}, or the coupons go back on sale.</Trans>
          </p>
          <SiteLink
            className="button button-primary"
            href={hrefFor('pay.confirm.coupons', { orderNo: order.orderNo }, route)}
            aria-label={t`Pay order ${order.orderNo}`}
          >
            <Trans>Pay now</Trans>
          </SiteLink>
        </div>
      )}
    </li>
  );
}

function SoldTab({ route, search, link }: TabProps) {
  const { t } = useLingui();
  const format = useFormat();
  const sold = useQuery(couponSalesQuery(search.page, COUPON_PAGE_SIZE));
  const col = dataColumns<CouponSale>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('paidAt', {
          header: () => <Trans>Sold (UTC)</Trans>,
          cell: (info) => format.dateTimeUtc(info.getValue()),
        }),
        col.accessor('delegateId', {
          header: () => <Trans>Listing</Trans>,
          cell: (info) => (
            <SiteLink href={hrefFor('dashboard.coupons.soldOrderDetail', { delegateId: info.getValue() }, route)}>
              {info.getValue()}
            </SiteLink>
          ),
        }),
        col.accessor('name', { header: () => <Trans>Coupon</Trans> }),
        col.accessor('buyer', { header: () => <Trans>Buyer</Trans> }),
        col.accessor('quantity', {
          header: () => <Trans>Quantity × price</Trans>,
          cell: (info) => `${info.getValue()} × ${format.usd(info.row.original.unitPriceUsd)}`,
          meta: { align: 'end' },
        }),
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
          header: () => <Trans>Net proceeds</Trans>,
          cell: (info) => <strong>{format.usd(info.getValue())}</strong>,
          meta: { align: 'end' },
        }),
      ]),
    [col, format, route],
  );

  async function exportCsv() {
    const rows = await allPages((pageNo, pageSize) =>
      http.call('bmSoldOrders', { pageNo, pageSize }, { showError: false }),
    );
    const csv = toCsv<CouponSale>(
      [
        { header: t`Sold (UTC)`, value: (r) => csvDateTime(r.paidAt) },
        { header: t`Order`, value: (r) => r.orderNo },
        { header: t`Listing`, value: (r) => r.delegateId },
        { header: t`Coupon`, value: (r) => r.name },
        { header: t`Buyer`, value: (r) => r.buyer },
        { header: t`Quantity`, value: (r) => r.quantity },
        { header: t`Price per coupon (USD)`, value: (r) => r.unitPriceUsd },
        { header: t`Paid by the buyer (USD)`, value: (r) => r.grossUsd },
        { header: t`Market fee (USD)`, value: (r) => r.feeUsd },
        { header: t`Net proceeds (USD)`, value: (r) => r.netUsd },
      ],
      rows,
    );
    downloadCsv('coupon-sales.csv', csv);
  }

  return (
    <section aria-label={t`Sales of my listings`}>
      <div className="mc-table-head">
        <p className="mc-sub">
          <Trans>
            The market keeps a {format.percent(MINER_COUPON_FEE_BP / 100)} fee of each sale; the rest reaches your
            wallet balance when the buyer pays.
          </Trans>
        </p>
        <button
          type="button"
          className="button button-outline"
          disabled={!sold.isSuccess || sold.data.data.length === 0}
          onClick={() => void exportCsv()}
        >
          <Trans>Export CSV</Trans>
        </button>
      </div>
      <DataTable<CouponSale>
        caption={t`Sold orders`}
        columns={columns}
        rows={sold.data?.data}
        getRowId={(row) => row.orderNo}
        loading={sold.isFetching && !sold.isSuccess}
        error={sold.isError ? sold.error : undefined}
        onRetry={() => void sold.refetch()}
        failedMessage={t`unknown error, please retry`}
        empty={{
          message: <Trans>None of your coupons has sold yet.</Trans>,
          action: (
            <SiteLink className="button button-primary" href={hrefFor('coupons.sale', {}, route)}>
              <Trans>List coupons for sale</Trans>
            </SiteLink>
          ),
        }}
        mobile="cards"
      />
      {sold.data && (
        <Pager
          page={search.page}
          pageCount={pageCount(sold.data.totalCount)}
          hrefFor={(page) => link({ tab: 'sold', page })}
          renderLink={(props) => <SiteLink {...props} />}
        />
      )}
    </section>
  );
}

function CardsSkeleton() {
  return (
    <div className="mc-cards" aria-hidden="true">
      {[0, 1, 2].map((card) => (
        <Skeleton key={card} className="mc-card" height="180px" />
      ))}
    </div>
  );
}
