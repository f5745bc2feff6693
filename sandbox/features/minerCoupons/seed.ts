import { saleProceeds } from '../../../runtime/domain/minerCoupons.ts';
import type { Database } from '../../db.ts';
import { createLedger, HOUSE_CHAIN } from '../wallet/ledger.ts';
import { createCouponOrderStore } from './orders.ts';
import { type CouponRow, createCouponStore } from './store.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const ALICE = 10001;

/**
 * The market's traders besides the seeded customers (README "Seeded accounts"): they never sign in, so they have
 * no password; one is a phone account, so masks of both kinds show.
 */
// biome-ignore format: one trader a line reads as a table
export const COUPON_TRADERS = [
  { uid: 10311, email: 'minermart@example.com', nickname: 'MinerMart', invite: 'MMART1' },
  { uid: 10312, email: 'hashdepot@example.com', nickname: 'HashDepot', invite: 'HDEPOT' },
  { uid: 10313, email: 'rigtrader@example.com', nickname: 'RigTrader', invite: 'RIGTR1' },
  { uid: 10314, phone: ['852', '61234567'], nickname: 'CoolRack', invite: 'COOLRK' },
] as const;
const [MART, DEPOT, RIG, COOL] = COUPON_TRADERS.map((t) => t.uid) as [number, number, number, number];

/**
 * alice's two seeded sales, paid in crypto (unit price in cents, coupons sold): D00000010 sold out to MinerMart,
 * D00000011 partly sold to RigTrader. What they paid her (less the fee) is part of her seeded 2,500.00 USD: the
 * wallet's seed opens her balance with the rest (wallet/seed.ts), so her ledger reads opening balance + proceeds.
 */
const ALICE_SOLD_OUT = { unitPriceCents: 18_000, quantity: 2 } as const;
const ALICE_PART_SOLD = { unitPriceCents: 17_500, quantity: 1 } as const;
/** 524.30 USD: 352.80 + 171.50. */
export const ALICE_SEEDED_PROCEEDS_CENTS = [ALICE_SOLD_OUT, ALICE_PART_SOLD].reduce(
  (sum, sale) => sum + saleProceeds(sale.unitPriceCents, sale.quantity).netCents,
  0,
);

/** Coupon issues: days relative to the seed's clock (issued, expires), face value in cents. */
// biome-ignore format: one coupon a line reads as a table
const COUPONS: Array<[id: string, name: string, faceCents: number, models: string[], maxPercent: number, issuedDays: number, expireDays: number, transferable: boolean]> = [
  ['BMC100001', 'Antminer S21 series $500 coupon', 50_000, ['Antminer S21', 'Antminer S21 Pro', 'Antminer S21 XP'], 30, -60, 120, true],
  ['BMC100002', 'Antminer S19 XP $200 coupon', 20_000, ['Antminer S19 XP', 'Antminer S19k Pro'], 20, -150, 25, true],
  ['BMC100003', 'Antminer T21 $100 coupon', 10_000, ['Antminer T21'], 10, -30, 150, true],
  ['BMC100004', 'Antminer S21 Hydro $1,000 coupon', 100_000, ['Antminer S21 Hyd.', 'Antminer S21 XP Hyd.'], 30, -20, 170, true],
  ['BMC100005', 'Antminer S19 series $300 coupon', 30_000, ['Antminer S19 Pro', 'Antminer S19j Pro'], 15, -185, -5, true],
  ['BMC100006', 'Antminer L7 $150 loyalty coupon', 15_000, ['Antminer L7'], 10, -40, 60, false],
  ['BMC100007', 'Antminer L9 $200 coupon', 20_000, ['Antminer L9'], 20, -45, 100, true],
];

/**
 * The seeded market: several traders' listings in every state (listed, partially sold, sold, cancelled, expired),
 * their trades paid in crypto (the ledger pays each seller less the fee), and alice holding coupons (bought,
 * imported, one expired, one not transferable, one used), three listings of her own (D00000008 listed, D00000010
 * sold out to MinerMart, D00000011 partially sold to RigTrader: two sales, their proceeds part of her seeded balance),
 * one unpaid and one expired purchase order.
 * Import codes: `BMT-A1CE-0001` (2 × BMC100003) is unused, `BMT-USED-0002` used.
 */
export function seedMinerCoupons(db: Database, now: number): void {
  // Seeded ids are the same after every reset (the tables were emptied, their sequences are reset too).
  db.exec("DELETE FROM sqlite_sequence WHERE name IN ('coupon_listings', 'coupon_orders', 'coupon_stock_ops')");
  const user = db.prepare(
    `INSERT INTO users (uid, email, phone_code, phone_number, nickname, auth_level, invite_code, coupon_route, created_at)
     VALUES (?, ?, ?, ?, ?, 1, ?, 1, ?)`,
  );
  for (const trader of COUPON_TRADERS) {
    const phone = 'phone' in trader ? trader.phone : null;
    user.run(
      trader.uid,
      'email' in trader ? trader.email : null,
      phone?.[0] ?? null,
      phone?.[1] ?? null,
      trader.nickname,
      trader.invite,
      now - 400 * DAY_MS,
    );
  }

  const store = createCouponStore(db);
  const orders = createCouponOrderStore(db);
  const ledger = createLedger(db);
  const day = (days: number) => now + days * DAY_MS;
  for (const [id, name, face, models, maxPercent, issued, expires, transferable] of COUPONS) {
    const row: CouponRow = {
      coupon_id: id,
      issuer: 'Bitmain',
      name,
      face_value_cents: face,
      models: JSON.stringify(models),
      max_deduction_percent: maxPercent,
      issued_at: day(issued),
      expire_at: day(expires),
      transferable: transferable ? 1 : 0,
    };
    store.addCoupon(row);
  }

  const imports: Array<[uid: number, couponId: string, quantity: number, days: number, code: string]> = [
    [MART, 'BMC100001', 20, -58, 'BMT-M4RT-0101'],
    [DEPOT, 'BMC100002', 12, -100, 'BMT-D3P0-0102'],
    [RIG, 'BMC100003', 8, -25, 'BMT-R1GT-0103'],
    [COOL, 'BMC100004', 4, -15, 'BMT-C00L-0104'],
    [COOL, 'BMC100005', 6, -170, 'BMT-C00L-0105'],
    [ALICE, 'BMC100001', 4, -40, 'BMT-A1CE-0106'],
    [ALICE, 'BMC100005', 1, -120, 'BMT-A1CE-0107'],
    [ALICE, 'BMC100006', 2, -35, 'BMT-A1CE-0108'],
    [ALICE, 'BMC100007', 5, -32, 'BMT-A1CE-0109'],
  ];
  for (const [uid, couponId, quantity, days, code] of imports) {
    store.addOp({ uid, couponId, op: 'import', quantity, change: quantity, reference: code, at: day(days) });
  }
  store.addOp({
    uid: ALICE,
    couponId: 'BMC100006',
    op: 'use',
    quantity: 1,
    change: -1,
    reference: 'BMR-SEEDED0001',
    at: day(-10),
  });

  const list = (uid: number, couponId: string, quantity: number, priceCents: number, days: number) =>
    store.list({ uid, couponId, quantity, unitPriceCents: priceCents, at: day(days), requestId: null });
  /**
   * A purchase placed `days` ago, paid in crypto 10 minutes later, or left unpaid (24 hours to pay, as seeded
   * orders); what it paid the seller (the price less the fee; 0 unpaid).
   */
  const buy = (buyer: number, delegateId: string, quantity: number, days: number, paid: boolean): number => {
    const listing = store.listing(delegateId, now);
    if (!listing) throw new Error(`seed: no listing ${delegateId}`);
    const at = day(days);
    const { feeCents } = saleProceeds(listing.unit_price_cents, quantity);
    const orderNo = orders.place({
      uid: buyer,
      delegateId,
      sellerUid: listing.uid,
      couponId: listing.coupon_id,
      quantity,
      unitPriceCents: listing.unit_price_cents,
      feeCents,
      at,
      payExpireAt: Math.min(at + DAY_MS, listing.expire_at),
      requestId: `seed-${delegateId}-${buyer}-${days}`,
    });
    if (!paid) return 0;
    const row = orders.byNo(orderNo);
    if (!row) throw new Error(`seed: no order ${orderNo}`);
    const paidAt = at + 10 * MINUTE_MS;
    if (!orders.markPaid(row, paidAt, 'crypto', 'USDT')) throw new Error(`seed: ${orderNo} not payable`);
    ledger.post('payment', orderNo, paidAt, [
      { account: HOUSE_CHAIN, amountCents: -row.total_cents },
      ...orders.revenueLegs(row),
    ]);
    orders.deliver(row, paidAt);
    return row.total_cents - row.fee_cents;
  };

  // D00000001 listed; D00000002 partially sold.
  const martListed = list(MART, 'BMC100001', 10, 40_000, -10);
  const martPartial = list(MART, 'BMC100001', 5, 42_000, -8);
  buy(DEPOT, martPartial, 2, -6, true);
  // D00000003 sold: to RigTrader and to alice.
  const depotSold = list(DEPOT, 'BMC100002', 8, 15_000, -20);
  buy(RIG, depotSold, 5, -18, true);
  buy(ALICE, depotSold, 3, -15, true);
  // D00000004 listed, one coupon reserved by alice's unpaid order.
  const rigListed = list(RIG, 'BMC100003', 6, 8_500, -5);
  // D00000005 cancelled: its two coupons went back to RigTrader.
  const rigCancelled = list(RIG, 'BMC100003', 2, 9_000, -12);
  store.cancel(rigCancelled, day(-7));
  store.addOp({
    uid: RIG,
    couponId: 'BMC100003',
    op: 'unlist',
    quantity: 2,
    change: 2,
    reference: rigCancelled,
    at: day(-7),
  });
  // D00000006 listed.
  list(COOL, 'BMC100004', 3, 88_000, -3);
  // D00000007 expired (its coupon expired 5 days ago) after one sale.
  const coolExpired = list(COOL, 'BMC100005', 5, 24_000, -30);
  buy(MART, coolExpired, 1, -25, true);
  // D00000008 alice's own listing.
  list(ALICE, 'BMC100001', 2, 45_000, -2);
  // D00000009 listed, expiring within 30 days.
  list(DEPOT, 'BMC100002', 4, 17_000, -1);
  buy(ALICE, rigListed, 1, -5 / (24 * 60), false);
  // D00000010 alice's, sold out: MinerMart bought both. D00000011 alice's, partially sold: RigTrader bought one.
  const aliceSold = list(ALICE, 'BMC100007', 2, ALICE_SOLD_OUT.unitPriceCents, -30);
  const aliceSoldCents = buy(MART, aliceSold, ALICE_SOLD_OUT.quantity, -28, true);
  const alicePartial = list(ALICE, 'BMC100007', 3, ALICE_PART_SOLD.unitPriceCents, -14);
  const alicePartialCents = buy(RIG, alicePartial, ALICE_PART_SOLD.quantity, -12, true);
  // The wallet's seed left room for exactly these proceeds in her 2,500.00 USD (README; other features' tests rely on it).
  if (aliceSoldCents + alicePartialCents !== ALICE_SEEDED_PROCEEDS_CENTS) {
    throw new Error(`seed: alice's proceeds ${aliceSoldCents + alicePartialCents} ≠ ${ALICE_SEEDED_PROCEEDS_CENTS}`);
  }
  // alice's closed purchase: an order of MinerMart's D00000001 she left unpaid until it expired.
  buy(ALICE, martListed, 1, -3, false);

  const code = db.prepare(
    'INSERT INTO coupon_import_codes (code, coupon_id, quantity, used_by, used_at) VALUES (?, ?, ?, ?, ?)',
  );
  code.run('BMT-A1CE-0001', 'BMC100003', 2, null, null);
  code.run('BMT-USED-0002', 'BMC100001', 1, MART, day(-50));
}
