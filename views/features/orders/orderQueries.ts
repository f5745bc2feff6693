import type { OrderStatus } from '../../../runtime/http/contract/orders.ts';
import { apiQuery } from '../../../runtime/query/index.ts';

export const ORDER_PAGE_SIZE = 10;

export const orderListQuery = (status: OrderStatus | undefined, page: number, pageSize = ORDER_PAGE_SIZE) =>
  apiQuery('orderList', { ...(status ? { status } : {}), pageNo: page, pageSize });

export const orderDetailQuery = (orderNo: string) => apiQuery('orderDetail', { orderNo });

/** The API's status for an order number that names no order of this user. */
export const ORDER_NOT_FOUND_STATUS = 404;
