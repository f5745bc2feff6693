import { z } from 'zod';
import { CHANGE_ADDRESS_MAX_ORDERS, CODE_CHANNELS, PAYOUT_COINS } from './changeAddressValues.ts';
import { jsonField, statusEnvelope } from './envelopes.ts';
import { code, sendCodeResult } from './fields.ts';
import { decimalString, ORDER_STATUSES } from './orders.ts';

export * from './changeAddressValues.ts';

/**
 * Changing the payout address of plan orders (spec section 7, hashrate API: "change address: sms, confirm,
 * order list, batch submit"; pages `/dashboard/address`, `/changeAddress`, `/app/changeAddress`). A plan pays
 * its output to the address of its order; a change is proven by a code sent to the account's own email or
 * phone, then by the verification task the account uses for withdrawals (fund password, authenticator) when
 * it has one. After a change, payouts of the account are held for 72 hours (`holdUntil`): output keeps
 * accumulating and is paid at the first 00:00 UTC payout after the hold.
 */
export const CHANGE_ADDRESS_API = '/v1/app/auth/hashrate/changeAddress';

const orderNo = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const isoTime = z.iso.datetime();
/** A payout address as typed: trimmed, checked per coin by the server (runtime/domain/addresses.ts). */
const payoutAddress = z.string().trim().min(1).max(120);

export const addressOrder = z.object({
  orderNo,
  goodsName: z.string(),
  coin: z.enum(PAYOUT_COINS),
  status: z.enum(ORDER_STATUSES),
  hashrateTh: decimalString,
  payoutAddress: z.string(),
  /** Whether the address can change now: the order mines (waiting for its start, or running). */
  changeable: z.boolean(),
});
export type AddressOrder = z.infer<typeof addressOrder>;

export const savedAddress = z.object({
  coin: z.enum(PAYOUT_COINS),
  address: z.string(),
  label: z.string(),
  isDefault: z.boolean(),
  /** Orders paying to this address now. */
  orderCount: z.number().int().min(0),
});
export type SavedAddress = z.infer<typeof savedAddress>;

export const addressChange = z.object({
  id: z.number().int(),
  orderNo,
  coin: z.enum(PAYOUT_COINS),
  oldAddress: z.string(),
  newAddress: z.string(),
  channel: z.enum(CODE_CHANNELS),
  changedAt: isoTime,
  /** Payouts are held until then. */
  holdUntil: isoTime,
});
export type AddressChange = z.infer<typeof addressChange>;

export const changeAddressInfo = z.object({
  orders: z.array(addressOrder),
  saved: z.array(savedAddress),
  /** Newest first. */
  history: z.array(addressChange),
  /** The end of the payout hold in force, null when payouts are not held. */
  holdUntil: isoTime.nullable(),
  holdHours: z.number().int(),
  /** Where a code can go, masked (`a***e@example.com`, `+1 ****0123`); null when the account has none. */
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  asOf: isoTime,
});
export type ChangeAddressInfo = z.infer<typeof changeAddressInfo>;

export const changeAddressResult = z.object({
  changes: z.array(addressChange),
  holdUntil: isoTime,
});
export type ChangeAddressResult = z.infer<typeof changeAddressResult>;

const changeBody = {
  address: payoutAddress,
  channel: z.enum(CODE_CHANNELS),
  code,
};

export const changeAddressCalls = {
  /** The account's orders with their payout addresses, its saved addresses, the change history and the hold. */
  changeAddressOrderList: {
    method: 'GET',
    path: `${CHANGE_ADDRESS_API}/orderList`,
    private: true,
    query: z.object({}),
    response: statusEnvelope(changeAddressInfo),
  },
  /** Sends a code to the account's email or phone (60 s between sends to one address). */
  changeAddressSms: {
    method: 'POST',
    path: `${CHANGE_ADDRESS_API}/sms`,
    private: true,
    query: z.object({}),
    body: z.object({ channel: z.enum(CODE_CHANNELS) }),
    response: statusEnvelope(sendCodeResult),
  },
  /** Changes one order's payout address with the code. */
  changeAddressConfirm: {
    method: 'POST',
    path: `${CHANGE_ADDRESS_API}/confirm`,
    private: true,
    query: z.object({}),
    body: z.object({ orderNo, ...changeBody }),
    response: statusEnvelope(changeAddressResult),
  },
  /** Changes several orders' payout address to one address with one code, all or none. */
  changeAddressBatchSubmit: {
    method: 'POST',
    path: `${CHANGE_ADDRESS_API}/batchSubmit`,
    private: true,
    query: z.object({}),
    // Form-encoded, so the list travels as a JSON string.
    body: z.object({
      orderNos: jsonField(z.array(orderNo).min(1).max(CHANGE_ADDRESS_MAX_ORDERS)),
      ...changeBody,
    }),
    response: statusEnvelope(changeAddressResult),
  },
} as const;
