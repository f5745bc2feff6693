import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import { couponListQuery } from '../../../features/loyalty/loyaltyQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const couponLoader: PageLoader = async (context) => {
  const { status } = context.search as SearchOf<'dashboard.coupon'>;
  await pageRead(context, couponListQuery(status));
  return undefined;
};
