import { randomUUID } from 'node:crypto';
import { isPayoutAddress } from '../../../runtime/domain/addresses.ts';
import {
  type AddressChange,
  type AddressOrder,
  CHANGE_ADDRESS_CODE_TYPE,
  CHANGE_ADDRESS_ERRORS,
  type ChangeAddressError,
  type CodeChannel,
  PAYOUT_COINS,
  PAYOUT_HOLD_HOURS,
  PAYOUT_HOLD_MS,
  type PayoutCoinCode,
} from '../../../runtime/http/contract/changeAddress.ts';
import { addressOf, type UserRow } from '../../accounts.ts';
import { transaction } from '../../db.ts';
import { CallError, type Define, ok } from '../../http.ts';
import { createOutbox } from '../../outbox.ts';
import type { FeatureDeps } from '../feature.ts';
import { formatMinor } from '../orders/money.ts';
import { createOrderStore, type OrderRow, stateOf } from '../orders/store.ts';
import { createWalletStore } from '../wallet/store.ts';
import { createPayoutHold } from './hold.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** A refusal: 200 with the status in the envelope, as business refusals are (decision 020). */
function refuse(status: 400 | 403 | 404 | 409, error: ChangeAddressError): CallError {
  return new CallError(200, status, CHANGE_ADDRESS_ERRORS[error]);
}

const coinOf = (row: OrderRow): PayoutCoinCode =>
  (PAYOUT_COINS as readonly string[]).includes(row.currency) ? (row.currency as PayoutCoinCode) : 'BTC';

/** An order's payout address can change while it mines: waiting for its start, or running. */
function changeable(row: OrderRow, at: number): boolean {
  const { status } = stateOf(row, at);
  return status === 'pendingStart' || status === 'running';
}

/** `a***e@example.com`: enough to recognise one's own address, not to read it off a screen. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  const shown = name.length <= 2 ? `${name.slice(0, 1)}***` : `${name.slice(0, 1)}***${name.slice(-1)}`;
  return `${shown}@${domain}`;
}

export function maskPhone(phoneCode: string, phoneNumber: string): string {
  return `+${phoneCode} ****${phoneNumber.slice(-4)}`;
}

interface ChangeRow {
  id: number;
  order_no: string;
  coin: string;
  old_address: string;
  new_address: string;
  channel: CodeChannel;
  changed_at: number;
  hold_until: number;
}

const toChange = (row: ChangeRow): AddressChange => ({
  id: row.id,
  orderNo: row.order_no,
  coin: coinOf({ currency: row.coin } as OrderRow),
  oldAddress: row.old_address,
  newAddress: row.new_address,
  channel: row.channel,
  changedAt: iso(row.changed_at),
  holdUntil: iso(row.hold_until),
});

/**
 * The change-address calls (contract: runtime/http/contract/changeAddress.ts). The challenge gate asked for the
 * account's withdrawal verification before a change reaches its handler (settings/verify.ts); the handler checks
 * the address, the orders, then the code, and changes every order or none in one transaction.
 */
export function changeAddressRoutes(define: Define, { db, now }: FeatureDeps): void {
  const orders = createOrderStore(db);
  const wallet = createWalletStore(db);
  const outbox = createOutbox(db, now);
  const hold = createPayoutHold(db);
  const historyOf = db.prepare('SELECT * FROM address_changes WHERE uid = ? ORDER BY changed_at DESC, id DESC');
  const insertChange = db.prepare(
    `INSERT INTO address_changes (uid, order_no, coin, old_address, new_address, channel, batch_id, changed_at, hold_until)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const changeById = db.prepare('SELECT * FROM address_changes WHERE id = ?');
  const setAddress = db.prepare(
    'UPDATE orders SET payout_address = ? WHERE uid = ? AND order_no = ? AND payout_address = ?',
  );

  const signedIn = (user: UserRow | undefined): UserRow => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user;
  };

  /** Where the channel's code goes, or undefined when the account has no such contact. */
  const destination = (user: UserRow, channel: CodeChannel): string | undefined => {
    if (channel === 'email') return user.email ? addressOf({ email: user.email }) : undefined;
    return user.phone_code && user.phone_number
      ? addressOf({ phoneCode: user.phone_code, phoneNumber: user.phone_number })
      : undefined;
  };

  const toOrder = (row: OrderRow, at: number): AddressOrder => ({
    orderNo: row.order_no,
    goodsName: row.goods_name,
    coin: coinOf(row),
    status: stateOf(row, at).status,
    hashrateTh: formatMinor(Math.round(row.hashrate_th * 100), 2),
    payoutAddress: row.payout_address,
    changeable: changeable(row, at),
  });

  define('changeAddressOrderList', (_input, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    // Paid orders only: an unpaid or cancelled order never mined and pays nothing.
    const rows = orders.ofUser(user.uid).filter((row) => row.paid_at !== null);
    const list = rows.map((row) => toOrder(row, at));
    const saved = PAYOUT_COINS.flatMap((coin) =>
      wallet.addresses(user.uid, coin).map((row) => ({
        coin,
        address: row.address,
        label: row.label,
        isDefault: row.is_default === 1,
        orderCount: list.filter((o) => o.changeable && o.payoutAddress === row.address).length,
      })),
    );
    const until = hold.heldUntil(user.uid, at);
    return ok({
      orders: list,
      saved,
      history: (historyOf.all(user.uid) as unknown as ChangeRow[]).map(toChange),
      holdUntil: until === null ? null : iso(until),
      holdHours: PAYOUT_HOLD_HOURS,
      contact: {
        email: user.email ? maskEmail(user.email) : null,
        phone: user.phone_code && user.phone_number ? maskPhone(user.phone_code, user.phone_number) : null,
      },
      asOf: iso(at),
    });
  });

  define('changeAddressSms', ({ channel }, ctx) => {
    const user = signedIn(ctx.user);
    const to = destination(user, channel);
    if (!to) throw refuse(400, 'noChannel');
    return ok(outbox.send(to, CHANGE_ADDRESS_CODE_TYPE));
  });

  /** Changes every order of `orderNos` to `address`, or none, proven by the code. */
  function change(user: UserRow, orderNos: string[], address: string, channel: CodeChannel, code: string) {
    const at = now();
    return transaction(db, () => {
      if (orderNos.length === 0) throw refuse(400, 'noOrders');
      if (new Set(orderNos).size !== orderNos.length) throw refuse(400, 'duplicate');
      const rows = orderNos.map((orderNo) => {
        const row = orders.one(user.uid, orderNo);
        if (!row) throw refuse(404, 'notFound');
        if (!changeable(row, at)) throw refuse(409, 'notChangeable');
        return row;
      });
      const value = address.trim();
      if (!rows.every((row) => isPayoutAddress(coinOf(row), value))) throw refuse(400, 'invalidAddress');
      if (rows.every((row) => row.payout_address === value)) throw refuse(409, 'sameAddress');
      const to = destination(user, channel);
      if (!to) throw refuse(400, 'noChannel');
      // Checked last, so a refusal above does not use up the code.
      if (!outbox.consume(to, CHANGE_ADDRESS_CODE_TYPE, code)) throw refuse(400, 'wrongCode');
      const batch = randomUUID();
      const holdUntil = at + PAYOUT_HOLD_MS;
      const changes: AddressChange[] = [];
      for (const row of rows) {
        if (row.payout_address === value) continue;
        const updated = setAddress.run(value, user.uid, row.order_no, row.payout_address);
        if (updated.changes !== 1) throw new CallError(409, 409, 'the order changed meanwhile: try again');
        const inserted = insertChange.run(
          user.uid,
          row.order_no,
          coinOf(row),
          row.payout_address,
          value,
          channel,
          batch,
          at,
          holdUntil,
        );
        changes.push(toChange(changeById.get(Number(inserted.lastInsertRowid)) as unknown as ChangeRow));
      }
      for (const coin of new Set(rows.map(coinOf))) wallet.saveAddress(user.uid, coin, value, '', at);
      return ok({ changes, holdUntil: iso(holdUntil) });
    });
  }

  define('changeAddressConfirm', ({ orderNo, address, channel, code }, ctx) =>
    change(signedIn(ctx.user), [orderNo], address, channel, code),
  );

  define('changeAddressBatchSubmit', ({ orderNos, address, channel, code }, ctx) =>
    change(signedIn(ctx.user), orderNos, address, channel, code),
  );
}
