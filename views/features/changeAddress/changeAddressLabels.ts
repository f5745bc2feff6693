import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AddressFormError } from '../../../machines/changeAddress/changeAddressMachine.ts';
import type { ChangeAddressError } from '../../../runtime/http/contract/changeAddress.ts';
import type { OrderStatus } from '../../../runtime/http/contract/orders.ts';

/** Every check of the form and every refusal of the server, as the customer reads it. */
export const CHANGE_ERROR_LABELS: Record<AddressFormError | ChangeAddressError, MessageDescriptor> = {
  nothingChosen: msg`Choose at least one order.`,
  badAddress: msg`This is not a valid BTC address. Check it: a BTC address starts with 1, 3 or bc1.`,
  badCode: msg`Enter the 6-digit code we sent you.`,
  invalidAddress: msg`This is not a valid BTC address. Check it: a BTC address starts with 1, 3 or bc1.`,
  wrongCode: msg`The code is wrong or has expired. Send a new code and enter it.`,
  noChannel: msg`Your account has no contact of this kind. Choose the other one.`,
  noOrders: msg`Choose at least one order.`,
  duplicate: msg`An order is listed twice. Reload the page and choose again.`,
  notFound: msg`We cannot find one of these orders. Reload the page and choose again.`,
  notChangeable: msg`One of these orders has ended: its payout address can no longer change. Reload the page.`,
  sameAddress: msg`These orders already pay to this address.`,
  fundPassword: msg`Set a fund password first: it protects where your payouts go.`,
};

export const ADDRESS_ORDER_STATUS: Record<OrderStatus, MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  pendingStart: msg`Starting`,
  running: msg`Running`,
  ended: msg`Ended`,
  cancelled: msg`Cancelled`,
};
