import { discountHundredths, percentString, remainingDays } from '../../../runtime/domain/minerCoupons.ts';
import type {
  CouponHolding,
  CouponListing,
  ListingState,
  MinerCouponFacts,
  StockOp,
  StockOperation,
} from '../../../runtime/http/contract/minerCoupons.ts';
import type { Database } from '../../db.ts';
import { maskAccount } from '../invites/store.ts';
import { formatMinor, USD_DECIMALS } from '../orders/money.ts';

const DAY_MS = 86_400_000;

export const usd = (cents: number) => formatMinor(cents, USD_DECIMALS);

/** What the stock log shows: one coupon issue, one operation, UTC days `from`–`to` (both included); each optional. */
export interface StockLogFilter {
  couponId?: string | undefined;
  op?: StockOp | undefined;
  from?: string | undefined;
  to?: string | undefined;
}
export const iso = (ms: number) => new Date(ms).toISOString();

export interface CouponRow {
  coupon_id: string;
  issuer: 'Bitmain';
  name: string;
  face_value_cents: number;
  /** JSON array of model names. */
  models: string;
  max_deduction_percent: number;
  issued_at: number;
  expire_at: number;
  transferable: 0 | 1;
}

export interface ListingRow {
  id: number;
  delegate_id: string;
  uid: number;
  coupon_id: string;
  quantity: number;
  unit_price_cents: number;
  listed_at: number;
  cancelled_at: number | null;
  request_id: string | null;
}

/** A listing with its coupon, its seller's contact (for the mask) and what its orders did by the clock. */
export interface ListingFacts extends ListingRow, Omit<CouponRow, 'coupon_id'> {
  sold: number;
  reserved: number;
  last_paid_at: number | null;
  email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  gross_cents: number;
  fee_cents: number;
}

/** A listing's state at `at`, what is left to buy and when it ended (LISTING_STATES in the contract). */
export function listingStatus(
  row: ListingFacts,
  at: number,
): { state: ListingState; remaining: number; endedAt: number | null } {
  if (row.cancelled_at !== null) return { state: 'cancelled', remaining: 0, endedAt: row.cancelled_at };
  if (row.sold >= row.quantity) return { state: 'sold', remaining: 0, endedAt: row.last_paid_at };
  if (row.expire_at <= at) return { state: 'expired', remaining: 0, endedAt: row.expire_at };
  return {
    state: row.sold > 0 ? 'partiallySold' : 'listed',
    remaining: Math.max(0, row.quantity - row.sold - row.reserved),
    endedAt: null,
  };
}

/** An account as other traders see it. */
export const maskTrader = (row: { email: string | null; phone_code: string | null; phone_number: string | null }) =>
  maskAccount(row);

export function couponFacts(row: Omit<CouponRow, 'coupon_id'> & { coupon_id: string }, at: number): MinerCouponFacts {
  return {
    couponId: row.coupon_id,
    issuer: row.issuer,
    name: row.name,
    faceValueUsd: usd(row.face_value_cents),
    models: JSON.parse(row.models) as string[],
    maxDeductionPercent: row.max_deduction_percent,
    issuedAt: iso(row.issued_at),
    expireAt: iso(row.expire_at),
    remainingDays: remainingDays(row.expire_at, at),
    expired: row.expire_at <= at,
    transferable: row.transferable === 1,
  };
}

export function listingView(row: ListingFacts, at: number, viewer: number | undefined): CouponListing {
  const status = listingStatus(row, at);
  return {
    ...couponFacts(row, at),
    delegateId: row.delegate_id,
    seller: maskTrader(row),
    unitPriceUsd: usd(row.unit_price_cents),
    discountPercent: percentString(discountHundredths(row.face_value_cents, row.unit_price_cents)),
    quantity: row.quantity,
    soldQuantity: row.sold,
    reservedQuantity: status.state === 'listed' || status.state === 'partiallySold' ? row.reserved : 0,
    remainingQuantity: status.remaining,
    state: status.state,
    listedAt: iso(row.listed_at),
    endedAt: status.endedAt === null ? null : iso(status.endedAt),
    own: viewer === row.uid,
  };
}

const LISTING_FACTS = `
  SELECT l.*, c.issuer, c.name, c.face_value_cents, c.models, c.max_deduction_percent, c.issued_at, c.expire_at,
    c.transferable, u.email, u.phone_code, u.phone_number,
    (SELECT COALESCE(SUM(o.quantity), 0) FROM coupon_orders o
       WHERE o.delegate_id = l.delegate_id AND o.paid_at IS NOT NULL) AS sold,
    (SELECT COALESCE(SUM(o.quantity), 0) FROM coupon_orders o
       WHERE o.delegate_id = l.delegate_id AND o.paid_at IS NULL AND o.cancelled_at IS NULL AND o.pay_expire_at > :at) AS reserved,
    (SELECT MAX(o.paid_at) FROM coupon_orders o WHERE o.delegate_id = l.delegate_id AND o.paid_at IS NOT NULL) AS last_paid_at,
    (SELECT COALESCE(SUM(o.total_cents), 0) FROM coupon_orders o
       WHERE o.delegate_id = l.delegate_id AND o.paid_at IS NOT NULL) AS gross_cents,
    (SELECT COALESCE(SUM(o.fee_cents), 0) FROM coupon_orders o
       WHERE o.delegate_id = l.delegate_id AND o.paid_at IS NOT NULL) AS fee_cents
  FROM coupon_listings l
  JOIN miner_coupons c ON c.coupon_id = l.coupon_id
  JOIN users u ON u.uid = l.uid`;

/** Coupons, holdings (sums of stock operations) and listings: every read takes the clock, nothing is stored by it. */
export function createCouponStore(db: Database) {
  const couponById = db.prepare('SELECT * FROM miner_coupons WHERE coupon_id = ?');
  const insertCoupon = db.prepare(
    `INSERT INTO miner_coupons (coupon_id, issuer, name, face_value_cents, models, max_deduction_percent, issued_at,
       expire_at, transferable) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const heldSum = db.prepare(
    'SELECT COALESCE(SUM(change), 0) AS n, COUNT(*) AS ops FROM coupon_stock_ops WHERE uid = ? AND coupon_id = ?',
  );
  const insertOp = db.prepare(
    `INSERT INTO coupon_stock_ops (uid, coupon_id, op, quantity, change, reference, request_id, at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const opByRequest = db.prepare('SELECT * FROM coupon_stock_ops WHERE uid = ? AND request_id = ?');
  const lastListingId = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'coupon_listings'");
  const insertListing = db.prepare(
    `INSERT INTO coupon_listings (id, delegate_id, uid, coupon_id, quantity, unit_price_cents, listed_at, request_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const listingByRequest = db.prepare('SELECT delegate_id FROM coupon_listings WHERE uid = ? AND request_id = ?');
  const cancelListing = db.prepare(
    'UPDATE coupon_listings SET cancelled_at = ? WHERE delegate_id = ? AND cancelled_at IS NULL',
  );
  const oneListing = db.prepare(`${LISTING_FACTS} WHERE l.delegate_id = :delegateId`);
  const allListings = db.prepare(`${LISTING_FACTS} ORDER BY l.listed_at DESC, l.id DESC`);
  const listingsOf = db.prepare(`${LISTING_FACTS} WHERE l.uid = :uid ORDER BY l.listed_at DESC, l.id DESC`);
  const holdingRows = db.prepare(
    `SELECT c.*,
       COALESCE((SELECT SUM(s.change) FROM coupon_stock_ops s WHERE s.uid = :uid AND s.coupon_id = c.coupon_id), 0) AS held,
       COALESCE((SELECT SUM(s.quantity) FROM coupon_stock_ops s
                  WHERE s.uid = :uid AND s.coupon_id = c.coupon_id AND s.op = 'use'), 0) AS used
     FROM miner_coupons c
     WHERE c.coupon_id IN (SELECT coupon_id FROM coupon_stock_ops WHERE uid = :uid)
     ORDER BY c.expire_at, c.coupon_id`,
  );
  // In time order (seeded operations are not stored in it); the balance after each is over all of them, the
  // filters (coupon, operation, time) pick rows after that.
  const opsFilter = `(:couponId IS NULL OR coupon_id = :couponId) AND (:op IS NULL OR op = :op)
     AND (:fromMs IS NULL OR at >= :fromMs) AND (:untilMs IS NULL OR at < :untilMs)`;
  const opsOf = db.prepare(
    `SELECT * FROM (
       SELECT s.*, c.name, c.face_value_cents,
         SUM(s.change) OVER (PARTITION BY s.coupon_id ORDER BY s.at, s.id) AS balance_after
       FROM coupon_stock_ops s JOIN miner_coupons c ON c.coupon_id = s.coupon_id
       WHERE s.uid = :uid)
     WHERE ${opsFilter}
     ORDER BY at DESC, id DESC LIMIT :limit OFFSET :offset`,
  );
  const opsCount = db.prepare(`SELECT COUNT(*) AS n FROM coupon_stock_ops WHERE uid = :uid AND ${opsFilter}`);

  const listing = (delegateId: string, at: number) =>
    oneListing.get({ delegateId, at }) as unknown as ListingFacts | undefined;

  return {
    coupon: (couponId: string) => couponById.get(couponId) as unknown as CouponRow | undefined,
    addCoupon(row: CouponRow): void {
      insertCoupon.run(
        row.coupon_id,
        row.issuer,
        row.name,
        row.face_value_cents,
        row.models,
        row.max_deduction_percent,
        row.issued_at,
        row.expire_at,
        row.transferable,
      );
    },
    /** What the account holds of a coupon (free to list or use), and whether it ever had any. */
    held(uid: number, couponId: string): { quantity: number; ever: boolean } {
      const row = heldSum.get(uid, couponId) as { n: number; ops: number };
      return { quantity: row.n, ever: row.ops > 0 };
    },
    /** Appends a stock operation; `change` follows STOCK_OPS (the contract). */
    addOp(op: {
      uid: number;
      couponId: string;
      op: StockOp;
      quantity: number;
      change: number;
      reference: string | null;
      requestId?: string;
      at: number;
    }): void {
      insertOp.run(op.uid, op.couponId, op.op, op.quantity, op.change, op.reference, op.requestId ?? null, op.at);
    },
    opByRequest: (uid: number, requestId: string) =>
      opByRequest.get(uid, requestId) as { coupon_id: string; quantity: number; reference: string } | undefined,

    listing,
    listings: (at: number) => allListings.all({ at }) as unknown as ListingFacts[],
    listingsOf: (uid: number, at: number) => listingsOf.all({ uid, at }) as unknown as ListingFacts[],
    listingByRequest: (uid: number, requestId: string) =>
      (listingByRequest.get(uid, requestId) as { delegate_id: string } | undefined)?.delegate_id,
    /** Stores a listing and takes its coupons out of the holdings (stock op `list`), in the caller's transaction. */
    list(row: {
      uid: number;
      couponId: string;
      quantity: number;
      unitPriceCents: number;
      at: number;
      requestId: string | null;
    }) {
      const id = ((lastListingId.get() as { seq: number } | undefined)?.seq ?? 0) + 1;
      const delegateId = `D${String(id).padStart(8, '0')}`;
      insertListing.run(id, delegateId, row.uid, row.couponId, row.quantity, row.unitPriceCents, row.at, row.requestId);
      insertOp.run(row.uid, row.couponId, 'list', row.quantity, -row.quantity, delegateId, null, row.at);
      return delegateId;
    },
    /** Ends a listing; false when it had ended already (racing cancels: one wins). */
    cancel: (delegateId: string, at: number) => cancelListing.run(at, delegateId).changes === 1,

    holdings(uid: number, at: number): CouponHolding[] {
      const rows = holdingRows.all({ uid }) as unknown as Array<CouponRow & { held: number; used: number }>;
      const listed = new Map<string, number>();
      for (const row of listingsOf.all({ uid, at }) as unknown as ListingFacts[]) {
        if (row.cancelled_at !== null) continue;
        listed.set(row.coupon_id, (listed.get(row.coupon_id) ?? 0) + row.quantity - row.sold);
      }
      return rows
        .map((row) => ({
          ...couponFacts(row, at),
          quantity: row.held,
          listedQuantity: listed.get(row.coupon_id) ?? 0,
          usedQuantity: row.used,
          state: row.expire_at <= at ? ('expired' as const) : ('usable' as const),
        }))
        .filter((row) => row.quantity + row.listedQuantity + row.usedQuantity > 0);
    },

    /** The account's operations, newest first, filtered before paging (`totalCount` counts the filter). */
    stockLog(uid: number, filter: StockLogFilter, pageNo: number, pageSize: number) {
      const where = {
        uid,
        couponId: filter.couponId ?? null,
        op: filter.op ?? null,
        fromMs: filter.from === undefined ? null : Date.parse(`${filter.from}T00:00:00Z`),
        // `to` is included: up to the start of the next UTC day.
        untilMs: filter.to === undefined ? null : Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS,
      };
      const rows = opsOf.all({ ...where, limit: pageSize, offset: (pageNo - 1) * pageSize }) as unknown as Array<{
        id: number;
        coupon_id: string;
        name: string;
        face_value_cents: number;
        op: StockOp;
        quantity: number;
        change: number;
        balance_after: number;
        reference: string | null;
        at: number;
      }>;
      const total = (opsCount.get(where) as { n: number }).n;
      const data: StockOperation[] = rows.map((row) => ({
        id: row.id,
        couponId: row.coupon_id,
        name: row.name,
        faceValueUsd: usd(row.face_value_cents),
        op: row.op,
        quantity: row.quantity,
        change: row.change,
        balanceAfter: row.balance_after,
        reference: row.op === 'import' && row.reference ? maskCode(row.reference) : row.reference,
        at: iso(row.at),
      }));
      return { data, totalCount: total };
    },
  };
}

/** An import code as the log shows it: the last group hidden. */
export const maskCode = (code: string) => `${code.slice(0, -4)}****`;

export type CouponStore = ReturnType<typeof createCouponStore>;
