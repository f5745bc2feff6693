import { t } from '@lingui/core/macro';
import { DELEGATE_ID_PATTERN } from '../../../../runtime/http/contract/minerCouponsValues.ts';
import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import {
  bestAsksQuery,
  couponListingQuery,
  couponMarketQuery,
  couponSellPrepareQuery,
  couponTradesQuery,
  MINER_COUPON_NOT_FOUND_STATUS,
} from '../../../features/minerCoupons/minerCouponQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** `/coupons`: the market's first page for the URL's filters and sort starts loading with the page. */
export const couponMarketLoader: PageLoader = async (context) => {
  await pageRead(context, couponMarketQuery(context.search as SearchOf<'coupons'>));
  return undefined;
};

/** `/coupons/detail/{couponId}`: the listing; an unknown id is the 404 page (its name is the page's title). */
export const couponDetailLoader: PageLoader = async (context) => {
  const id = context.params.couponId ?? '';
  if (!DELEGATE_ID_PATTERN.test(id)) return undefined;
  const listing = await pageRead<{ name: string; unitPriceUsd: string }>(
    context,
    couponListingQuery(id),
    MINER_COUPON_NOT_FOUND_STATUS,
  );
  return listing
    ? { title: t`${listing.name} at ${listing.unitPriceUsd} USD`, description: t`A Bitmain miner coupon for sale.` }
    : undefined;
};

/** `/coupons/buy`: the best asks. */
export const couponBuyLoader: PageLoader = async (context) => {
  await pageRead(context, bestAsksQuery(6));
  return undefined;
};

/** `/coupons/sale`: the coupons the account can list. */
export const couponSaleLoader: PageLoader = async (context) => {
  await pageRead(context, couponSellPrepareQuery());
  return undefined;
};

/** `/coupons/tradingHistory`: the page of trades the URL names. */
export const couponTradesLoader: PageLoader = async (context) => {
  await pageRead(context, couponTradesQuery((context.search as SearchOf<'coupons.tradingHistory'>).page));
  return undefined;
};
