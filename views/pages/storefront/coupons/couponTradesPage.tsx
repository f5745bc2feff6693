import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { CouponTrade } from '../../../../runtime/http/contract/minerCoupons.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { couponTradesQuery, TRADES_PAGE_SIZE } from '../../../features/minerCoupons/minerCouponQueries.ts';
import { csvDateTime, downloadCsv, toCsv } from '../../../format/csv.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import '../../../features/minerCoupons/minerCoupons.css';

type Search = SearchOf<'coupons.tradingHistory'>;

/**
 * `/coupons/tradingHistory`: the market's recent trades, newest first (paid purchase orders: the coupon, quantity,
 * price and its discount to face value, both parties masked, the time in UTC), a page at a time, exportable.
 */
export default function CouponTradesPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const format = useFormat();
  const router = useRouter();
  const { page } = search as Search;
  const trades = useQuery(couponTradesQuery(page));
  const col = dataColumns<CouponTrade>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('at', {
          header: () => <Trans>Time (UTC)</Trans>,
          cell: (info) => format.dateTimeUtc(info.getValue()),
        }),
        col.accessor('name', {
          header: () => <Trans>Coupon</Trans>,
          cell: (info) => (
            <>
              {info.getValue()}
              <span className="coupon-sub">{info.row.original.models.join(', ')}</span>
            </>
          ),
        }),
        col.accessor('quantity', {
          header: () => <Trans>Quantity</Trans>,
          cell: (info) => format.number(info.getValue()),
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
        col.accessor('totalUsd', {
          header: () => <Trans>Total</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
        col.accessor('seller', { header: () => <Trans>Seller</Trans> }),
        col.accessor('buyer', { header: () => <Trans>Buyer</Trans> }),
      ]),
    [col, format],
  );

  function exportCsv(rows: readonly CouponTrade[]) {
    const csv = toCsv<CouponTrade>(
      [
        { header: t`Time (UTC)`, value: (r) => csvDateTime(r.at) },
        { header: t`Trade`, value: (r) => r.tradeId },
        { header: t`Coupon`, value: (r) => r.name },
        { header: t`Face value (USD)`, value: (r) => r.faceValueUsd },
        { header: t`Quantity`, value: (r) => r.quantity },
        { header: t`Price per coupon (USD)`, value: (r) => r.unitPriceUsd },
        { header: t`Discount (%)`, value: (r) => r.discountPercent },
        { header: t`Total (USD)`, value: (r) => r.totalUsd },
        { header: t`Seller`, value: (r) => r.seller },
        { header: t`Buyer`, value: (r) => r.buyer },
      ],
      rows,
    );
    downloadCsv('coupon-trades.csv', csv);
  }

  const pageCount = Math.max(1, Math.ceil((trades.data?.totalCount ?? 0) / TRADES_PAGE_SIZE));
  return (
    <div className="coupon-page">
      <PageFrame
        title={<Trans>Recent coupon trades</Trans>}
        breadcrumbs={[{ label: t`Coupon market`, href: hrefFor('coupons', {}, route) }, { label: t`Recent trades` }]}
        actions={
          <button
            type="button"
            className="button button-outline"
            disabled={!trades.isSuccess || trades.data.data.length === 0}
            onClick={() => trades.data && exportCsv(trades.data.data)}
          >
            <Trans>Export CSV</Trans>
          </button>
        }
        renderLink={(props) => <SiteLink {...props} />}
      >
        <DataTable<CouponTrade>
          caption={t`Coupon trades`}
          columns={columns}
          rows={trades.data?.data}
          getRowId={(row) => `${row.tradeId}-${row.at}`}
          loading={trades.isFetching && !trades.isSuccess}
          error={trades.isError ? trades.error : undefined}
          onRetry={() => void trades.refetch()}
          failedMessage={t`unknown error, please retry`}
          empty={{
            message: <Trans>No coupon has been traded yet.</Trans>,
            action: (
              <SiteLink className="button button-primary" href={hrefFor('coupons', {}, route)}>
                <Trans>See the coupons for sale</Trans>
              </SiteLink>
            ),
          }}
          page={page}
          pageCount={pageCount}
          onPageChange={(next) =>
            void router.navigate({
              href: hrefFor('coupons.tradingHistory', {}, route, { search: next > 1 ? { page: next } : {} }),
            })
          }
          mobile="cards"
        />
        <p className="coupon-sub">
          <Trans>Parties are masked. Times are in UTC. Prices and totals are in USD.</Trans>
        </p>
      </PageFrame>
    </div>
  );
}
