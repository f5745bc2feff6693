import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import { ORDER_NOT_FOUND_STATUS, orderDetailQuery, orderListQuery } from '../../../features/orders/orderQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const ordersLoader: PageLoader = async (context) => {
  const { tab, page } = context.search as SearchOf<'dashboard.order'>;
  await pageRead(context, orderListQuery(tab === 'all' ? undefined : tab, page));
  return undefined;
};

export const orderDetailLoader: PageLoader = async (context) => {
  if (context.params.orderNo) await pageRead(context, orderDetailQuery(context.params.orderNo), ORDER_NOT_FOUND_STATUS);
  return undefined;
};
