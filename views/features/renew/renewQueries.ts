import { apiQuery } from '../../../runtime/query/index.ts';

/** The account's running plans within their last days, renewable or not. */
export const renewListQuery = () => apiQuery('renewList', {});

/** One order for the renewal page: the rule's answer, the terms and prices, an open renewal and the paid ones. */
export const renewInfoQuery = (orderNo: string) => apiQuery('renewInfo', { orderNo });

/** The account's full plans with their electricity-withholding switch, and what withholding took day by day. */
export const elecWithholdListQuery = () => apiQuery('elecWithholdList', {});

/** The API's status for an order number that names no order of this user. */
export const RENEW_NOT_FOUND_STATUS = 404;
