import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { MINER_COUPON_VALIDITY_VALUES } from '../../../../manifest/routes.ts';
import type { CouponListing, MarketSort } from '../../../../runtime/http/contract/minerCoupons.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { RemainingValidity } from '../../../features/minerCoupons/couponFacts.tsx';
import { VALIDITY_LABELS } from '../../../features/minerCoupons/minerCouponLabels.ts';
import { couponMarketQuery, MARKET_PAGE_SIZE } from '../../../features/minerCoupons/minerCouponQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import '../../../features/minerCoupons/minerCoupons.css';

type Search = SearchOf<'coupons'>;

/** The sort choices: a column and its direction, as one select. */
const ORDERS = ['price-asc', 'price-desc', 'discount-desc', 'expiry-desc', 'expiry-asc'] as const;
type Order = (typeof ORDERS)[number];
const orderOf = (search: Search): Order => {
  const dir = search.dir ?? (search.sort === 'price' ? 'asc' : 'desc');
  const order = `${search.sort}-${dir}` as Order;
  return ORDERS.includes(order) ? order : 'price-asc';
};

/**
 * `/coupons`: the miner coupon market (issue #21, product research sections 5 and 10): the asks with face value,
 * price, discount to face value, masked seller, remaining validity and applicable models, filtered by model and
 * validity and sorted by price, discount or expiry (on the server, a page at a time); each opens its listing.
 */
export default function CouponMarketPage({ route, search }: PageProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const router = useRouter();
  const current = search as Search;
  const market = useQuery(couponMarketQuery(current));
  const modelField = useId();
  const validityField = useId();
  const sortField = useId();

  const go = (next: Partial<Search>) => {
    const merged = { ...current, page: 1, ...next };
    void router.navigate({
      href: hrefFor('coupons', {}, route, {
        search: {
          ...(merged.model ? { model: merged.model } : {}),
          ...(merged.validity !== 'all' ? { validity: merged.validity } : {}),
          ...(merged.sort !== 'price' ? { sort: merged.sort } : {}),
          ...(merged.dir ? { dir: merged.dir } : {}),
          ...(merged.page > 1 ? { page: merged.page } : {}),
        },
      }),
      replace: true,
    });
  };
  const orderLabels: Record<Order, string> = {
    'price-asc': t`Price, lowest first`,
    'price-desc': t`Price, highest first`,
    'discount-desc': t`Discount, highest first`,
    'expiry-desc': t`Validity, longest first`,
    'expiry-asc': t`Validity, shortest first`,
  };

  const col = dataColumns<CouponListing>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', {
          header: () => <Trans>Coupon</Trans>,
          cell: (info) => (
            <>
              <SiteLink href={hrefFor('coupons.detail', { couponId: info.row.original.delegateId }, route)}>
                {info.getValue()}
              </SiteLink>
              <span className="coupon-sub">{info.row.original.models.join(', ')}</span>
            </>
          ),
        }),
        col.accessor('faceValueUsd', {
          header: () => <Trans>Face value</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('unitPriceUsd', {
          header: () => <Trans>Price per coupon</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('discountPercent', {
          header: () => <Trans>Discount to face value</Trans>,
          cell: (info) => format.percent(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('remainingDays', {
          header: () => <Trans>Validity left</Trans>,
          cell: (info) => <RemainingValidity days={info.getValue()} expired={false} />,
        }),
        col.accessor('remainingQuantity', {
          header: () => <Trans>Available</Trans>,
          cell: (info) => format.number(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('seller', {
          header: () => <Trans>Seller</Trans>,
          cell: (info) => (info.row.original.own ? <Trans>You</Trans> : info.getValue()),
        }),
      ]),
    [col, format, route],
  );

  const models = market.data?.models ?? [];
  const pageCount = Math.max(1, Math.ceil((market.data?.totalCount ?? 0) / MARKET_PAGE_SIZE));
  const filtered = current.model !== undefined || current.validity !== 'all';

  return (
    <div className="coupon-page">
      <header className="coupon-hero">
        <h1>
          <Trans>Bitmain miner coupon market</Trans>
        </h1>
        <p>
          <Trans>
            Miner coupons are issued by Bitmain and take part of the price off a new miner order, up to a set share of
            it, until they expire. Holders who will not use theirs sell them here below face value; buyers pay less than
            the discount they get.
          </Trans>
        </p>
        <p className="coupon-hero-links">
          <SiteLink href={hrefFor('coupons.buy', {}, route)}>
            <Trans>How buying works</Trans>
          </SiteLink>
          <SiteLink href={hrefFor('coupons.sale', {}, route)}>
            <Trans>Sell your coupons</Trans>
          </SiteLink>
          <SiteLink href={hrefFor('coupons.tradingHistory', {}, route)}>
            <Trans>Recent trades</Trans>
          </SiteLink>
          <SiteLink href={hrefFor('dashboard.coupons', {}, route)}>
            <Trans>My coupons</Trans>
          </SiteLink>
        </p>
      </header>

      <div className="coupon-filters">
        <div className="coupon-filter">
          <label htmlFor={modelField}>
            <Trans>Model</Trans>
          </label>
          <select
            id={modelField}
            value={current.model ?? ''}
            onChange={(event) => go({ model: event.target.value || undefined })}
          >
            <option value="">{t`All models`}</option>
            {models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
            {current.model !== undefined && !models.includes(current.model) && (
              <option value={current.model}>{current.model}</option>
            )}
          </select>
        </div>
        <div className="coupon-filter">
          <label htmlFor={validityField}>
            <Trans>Validity</Trans>
          </label>
          <select
            id={validityField}
            value={current.validity}
            onChange={(event) => go({ validity: event.target.value as Search['validity'] })}
          >
            {MINER_COUPON_VALIDITY_VALUES.map((value) => (
              <option key={value} value={value}>
                {i18n._(VALIDITY_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
        <div className="coupon-filter">
          <label htmlFor={sortField}>
            <Trans>Sort by</Trans>
          </label>
          <select
            id={sortField}
            value={orderOf(current)}
            onChange={(event) => {
              const [sort, dir] = event.target.value.split('-') as [MarketSort, 'asc' | 'desc'];
              const natural = sort === 'price' ? 'asc' : 'desc';
              go({ sort, dir: dir === natural ? undefined : dir });
            }}
          >
            {ORDERS.map((value) => (
              <option key={value} value={value}>
                {orderLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <DataTable<CouponListing>
        caption={t`Coupons for sale`}
        columns={columns}
        rows={market.data?.data}
        getRowId={(row) => row.delegateId}
        loading={market.isFetching && !market.isSuccess}
        error={market.isError ? market.error : undefined}
        onRetry={() => void market.refetch()}
        failedMessage={t`unknown error, please retry`}
        empty={
          filtered
            ? {
                message: <Trans>No coupon on the market matches these filters.</Trans>,
                action: (
                  <SiteLink className="button button-primary" href={hrefFor('coupons', {}, route)}>
                    <Trans>See all coupons</Trans>
                  </SiteLink>
                ),
              }
            : {
                message: <Trans>No coupon is for sale right now. List yours, or come back later.</Trans>,
                action: (
                  <SiteLink className="button button-primary" href={hrefFor('coupons.sale', {}, route)}>
                    <Trans>Sell your coupons</Trans>
                  </SiteLink>
                ),
              }
        }
        page={current.page}
        pageCount={pageCount}
        onPageChange={(page) => go({ page })}
        mobile="cards"
      />
      <p className="coupon-sub">
        <Trans>
          Prices are per coupon, in USD. The discount is the face value less the price, as a share of the face value.
          Validity is counted in whole days, in UTC.
        </Trans>
      </p>
    </div>
  );
}
