import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_PRODUCT_TYPES } from '../../runtime/domain/products.ts';
import type { OrderStatus } from '../../runtime/http/contract/orders.ts';
import { sandboxPayoutAddress, segwitAddress } from '../../sandbox/features/orders/bech32.ts';
import { formatMinor, orderPrice, toMinor } from '../../sandbox/features/orders/money.ts';
import {
  DAY_MS,
  FULL_PLAN,
  type OrderTimes,
  orderState,
  PAY_WINDOW_MS,
  startAfterPayment,
  startOfUtcDay,
} from '../../sandbox/features/orders/status.ts';

const HOUR_MS = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('money in minor units', () => {
  it.each([
    [4999, 2, '49.99'],
    [499, 4, '0.0499'],
    [0, 2, '0.00'],
    [5, 2, '0.05'],
    [100_000, 2, '1000.00'],
    [250, 2, '2.50'],
    [12, 0, '12'],
  ])('formats %i with %i decimals as %s', (amount, decimals, text) => {
    expect(formatMinor(amount, decimals)).toBe(text);
  });

  it('refuses fractions and negative amounts instead of printing them wrong', () => {
    expect(() => formatMinor(49.99, 2)).toThrow(RangeError);
    expect(() => formatMinor(-1, 2)).toThrow(RangeError);
  });

  it('formats every amount so that removing the point gives the integer back', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 1, max: 8 }), (amount, decimals) => {
        const text = formatMinor(amount, decimals);
        expect(text).toMatch(new RegExp(`^(0|[1-9]\\d*)\\.\\d{${decimals}}$`));
        expect(BigInt(text.replace('.', ''))).toBe(BigInt(amount));
      }),
    );
  });

  it('reads the REAL fees of the goods table as exact integers', () => {
    expect(toMinor(0.0595, 4)).toBe(595);
    expect(toMinor(0.0499, 4)).toBe(499);
    expect(toMinor(0.0701, 4)).toBe(701);
    expect(toMinor(100, 2)).toBe(10_000);
  });

  it('prices a plan: TH × fee × days, service fee × prepaid days, less coupon and points', () => {
    // 400 TH of the full S21 plan: 0.0541 × 360 days, 0.0499 × 30 prepaid days, $50 of points.
    expect(
      orderPrice({
        thHundredths: 40_000,
        hashrateFeePerThDay: 541,
        serviceFeePerThDay: 499,
        durationDays: 360,
        serviceFeeDays: 30,
        couponCents: 0,
        pointsCents: 5_000,
      }),
    ).toEqual({
      hashrateFeeCents: 779_040,
      serviceFeeCents: 59_880,
      discountCents: 0,
      couponCents: 0,
      pointsCents: 5_000,
      totalCents: 833_920,
    });
  });

  it('rounds each fee half up to the cent', () => {
    const fee = (thHundredths: number) =>
      orderPrice({
        thHundredths,
        hashrateFeePerThDay: 100,
        serviceFeePerThDay: 0,
        durationDays: 1,
        serviceFeeDays: 0,
        couponCents: 0,
        pointsCents: 0,
      }).hashrateFeeCents;
    // 0.50 TH × $0.01 = half a cent; 0.49 TH just under.
    expect(fee(50)).toBe(1);
    expect(fee(49)).toBe(0);
    expect(fee(150)).toBe(2);
  });

  it('always adds up, never goes below 0 and never grants more discount than asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 1, max: 720 }),
        fc.integer({ min: 0, max: 720 }),
        fc.nat({ max: 10_000_000 }),
        fc.nat({ max: 10_000_000 }),
        (thHundredths, hashrateFee, serviceFee, durationDays, serviceFeeDays, couponCents, pointsCents) => {
          const price = orderPrice({
            thHundredths,
            hashrateFeePerThDay: hashrateFee,
            serviceFeePerThDay: serviceFee,
            durationDays,
            serviceFeeDays,
            couponCents,
            pointsCents,
          });
          expect(price.totalCents).toBe(
            price.hashrateFeeCents + price.serviceFeeCents - price.couponCents - price.pointsCents,
          );
          expect(price.totalCents).toBeGreaterThanOrEqual(0);
          expect(price.couponCents).toBeLessThanOrEqual(couponCents);
          expect(price.pointsCents).toBeLessThanOrEqual(pointsCents);
          for (const value of Object.values(price)) expect(Number.isSafeInteger(value)).toBe(true);
        },
      ),
    );
  });
});

describe('payout addresses', () => {
  it('encodes the BIP 173 test vector', () => {
    const program = Uint8Array.from(Buffer.from('751e76e8199196d454941c45d1b3a323f1433bd6', 'hex'));
    expect(segwitAddress(program)).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
  });

  it('makes the same valid-looking address for the same label and different ones for others', () => {
    expect(sandboxPayoutAddress('10001/1')).toBe(sandboxPayoutAddress('10001/1'));
    expect(sandboxPayoutAddress('10001/1')).not.toBe(sandboxPayoutAddress('10001/2'));
    expect(sandboxPayoutAddress('10001/1')).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
  });
});

/** An S21 full plan of 360 days with 30 prepaid fee days, created 2026-03-01 10:00 UTC. */
const created = at('2026-03-01T10:00:00Z');
const fullPlan: OrderTimes = {
  goodsType: FULL_PLAN,
  durationDays: 360,
  serviceFeePaidDays: 30,
  createdAt: created,
  payExpireAt: created + PAY_WINDOW_MS,
  paidAt: null,
  startAt: null,
  endAt: null,
  cancelledAt: null,
};
function paid(order: OrderTimes, paidAt: number): OrderTimes {
  const startAt = startAfterPayment(paidAt);
  return { ...order, paidAt, startAt, endAt: startAt + order.durationDays * DAY_MS };
}
const easyPlan: OrderTimes = { ...fullPlan, goodsType: 5, durationDays: 180, serviceFeePaidDays: 0 };

describe('order status at fixed clocks', () => {
  it('is unpaid until the pay window ends, then cancelled as expired at the expiry time', () => {
    expect(orderState(fullPlan, created + 20 * HOUR_MS)).toMatchObject({
      status: 'unpaid',
      serviceFeeDaysLeft: 30,
      cancelReason: null,
    });
    const expiry = created + PAY_WINDOW_MS;
    expect(orderState(fullPlan, expiry - 1).status).toBe('unpaid');
    expect(orderState(fullPlan, expiry)).toEqual({
      status: 'cancelled',
      suspended: false,
      serviceFeeDaysLeft: 30,
      cancelReason: 'expired',
      timeline: [
        { event: 'created', at: created },
        { event: 'cancelled', at: expiry },
      ],
    });
  });

  it('is cancelled by the user from the moment they cancelled', () => {
    const order = { ...easyPlan, cancelledAt: created + HOUR_MS };
    expect(orderState(order, created + HOUR_MS - 1).status).toBe('unpaid');
    const state = orderState(order, created + 2 * DAY_MS);
    expect(state).toMatchObject({ status: 'cancelled', cancelReason: 'user', serviceFeeDaysLeft: null });
    expect(state.timeline.at(-1)).toEqual({ event: 'cancelled', at: created + HOUR_MS });
  });

  it('starts at 00:00 UTC the day after payment, however late that day it was paid', () => {
    expect(startAfterPayment(at('2026-03-01T23:59:59Z'))).toBe(at('2026-03-02T00:00:00Z'));
    expect(startAfterPayment(at('2026-03-01T00:00:00Z'))).toBe(at('2026-03-02T00:00:00Z'));
    expect(startOfUtcDay(at('2026-03-01T23:59:59.999Z'))).toBe(at('2026-03-01T00:00:00Z'));
    const order = paid(fullPlan, at('2026-03-01T23:00:00Z'));
    expect(orderState(order, at('2026-03-01T23:59:59Z')).status).toBe('pendingStart');
    expect(orderState(order, at('2026-03-02T00:00:00Z')).status).toBe('running');
  });

  it('counts fee days down by whole UTC days and suspends a full plan when they run out', () => {
    const order = paid(fullPlan, at('2026-03-01T12:00:00Z'));
    const start = at('2026-03-02T00:00:00Z');
    expect(orderState(order, start - 1).serviceFeeDaysLeft).toBe(30);
    expect(orderState(order, start + 23 * HOUR_MS).serviceFeeDaysLeft).toBe(30);
    expect(orderState(order, start + DAY_MS).serviceFeeDaysLeft).toBe(29);
    expect(orderState(order, start + 28 * DAY_MS)).toMatchObject({ serviceFeeDaysLeft: 2, suspended: false });
    const ranOut = start + 30 * DAY_MS;
    expect(orderState(order, ranOut - 1)).toMatchObject({ status: 'running', serviceFeeDaysLeft: 1, suspended: false });
    const suspended = orderState(order, ranOut + 5 * DAY_MS);
    expect(suspended).toMatchObject({ status: 'running', serviceFeeDaysLeft: 0, suspended: true });
    expect(suspended.timeline.map(({ event, at }) => [event, new Date(at).toISOString()])).toEqual([
      ['created', '2026-03-01T10:00:00.000Z'],
      ['paid', '2026-03-01T12:00:00.000Z'],
      ['started', '2026-03-02T00:00:00.000Z'],
      ['suspended', '2026-04-01T00:00:00.000Z'],
    ]);
  });

  it('ends durationDays after the start; an ended order is not suspended', () => {
    const order = paid(fullPlan, at('2026-03-01T12:00:00Z'));
    const end = at('2026-03-02T00:00:00Z') + 360 * DAY_MS;
    expect(orderState(order, end - 1).status).toBe('running');
    const ended = orderState(order, end);
    expect(ended).toMatchObject({ status: 'ended', suspended: false, serviceFeeDaysLeft: 0 });
    expect(ended.timeline.map(({ event }) => event)).toEqual(['created', 'paid', 'started', 'suspended', 'ended']);
    expect(ended.timeline.at(-1)?.at).toBe(end);
  });

  it('never suspends an all-inclusive plan and has no fee days for it', () => {
    const order = paid(easyPlan, created + HOUR_MS);
    const state = orderState(order, created + 100 * DAY_MS);
    expect(state).toMatchObject({ status: 'running', suspended: false, serviceFeeDaysLeft: null });
    expect(state.timeline.map(({ event }) => event)).toEqual(['created', 'paid', 'started']);
  });

  it('does not count a payment after the order expired', () => {
    const order = { ...fullPlan, paidAt: created + PAY_WINDOW_MS + 1 };
    expect(orderState(order, created + 2 * DAY_MS)).toMatchObject({ status: 'cancelled', cancelReason: 'expired' });
  });
});

/** Any consistent order: unpaid, paid within the window, or cancelled by the user within it. */
const anyOrder = fc
  .record({
    goodsType: fc.constantFrom(...PLAN_PRODUCT_TYPES),
    durationDays: fc.integer({ min: 1, max: 400 }),
    prepaidDays: fc.integer({ min: 0, max: 400 }),
    createdAt: fc.integer({ min: at('2025-01-01T00:00:00Z'), max: at('2027-01-01T00:00:00Z') }),
    outcome: fc.constantFrom('paid', 'unpaid', 'cancelled'),
    delay: fc.integer({ min: 0, max: PAY_WINDOW_MS - 1 }),
  })
  .map(({ goodsType, durationDays, prepaidDays, createdAt, outcome, delay }): OrderTimes => {
    const order: OrderTimes = {
      goodsType,
      durationDays,
      serviceFeePaidDays: goodsType === FULL_PLAN ? Math.min(prepaidDays, durationDays) : 0,
      createdAt,
      payExpireAt: createdAt + PAY_WINDOW_MS,
      paidAt: null,
      startAt: null,
      endAt: null,
      cancelledAt: outcome === 'cancelled' ? createdAt + delay : null,
    };
    return outcome === 'paid' ? paid(order, createdAt + delay) : order;
  });
/** Two clocks, t1 ≤ t2, from the creation to well past the end of any plan. */
const twoClocks = fc
  .tuple(fc.nat({ max: 420 * DAY_MS }), fc.nat({ max: 420 * DAY_MS }))
  .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

const STEP: Record<OrderStatus, number> = { unpaid: 0, pendingStart: 1, running: 2, ended: 3, cancelled: 1 };
/** unpaid → (pendingStart | cancelled) → running → ended; nothing goes back, a cancelled order stays so. */
function mayFollow(earlier: OrderStatus, later: OrderStatus): boolean {
  if (earlier === later || earlier === 'unpaid') return true;
  if (earlier === 'cancelled' || later === 'cancelled') return false;
  return STEP[later] > STEP[earlier];
}

describe('order status over time (properties)', () => {
  it('only moves forward as the clock moves forward', () => {
    fc.assert(
      fc.property(anyOrder, twoClocks, (order, [d1, d2]) => {
        const earlier = orderState(order, order.createdAt + d1).status;
        const later = orderState(order, order.createdAt + d2).status;
        expect(mayFollow(earlier, later), `${earlier} → ${later}`).toBe(true);
      }),
    );
  });

  it('has fee days left that are never negative, never above the prepaid days and never increase', () => {
    fc.assert(
      fc.property(anyOrder, twoClocks, (order, [d1, d2]) => {
        const earlier = orderState(order, order.createdAt + d1);
        const later = orderState(order, order.createdAt + d2);
        if (order.goodsType !== FULL_PLAN) {
          expect([earlier.serviceFeeDaysLeft, later.serviceFeeDaysLeft]).toEqual([null, null]);
          return;
        }
        const [left1, left2] = [earlier.serviceFeeDaysLeft ?? -1, later.serviceFeeDaysLeft ?? -1];
        expect(left2).toBeGreaterThanOrEqual(0);
        expect(left1).toBeLessThanOrEqual(order.serviceFeePaidDays);
        expect(left2).toBeLessThanOrEqual(left1);
      }),
    );
  });

  it('keeps a running order suspended once suspended (no fee is paid here)', () => {
    fc.assert(
      fc.property(anyOrder, twoClocks, (order, [d1, d2]) => {
        const earlier = orderState(order, order.createdAt + d1);
        const later = orderState(order, order.createdAt + d2);
        if (earlier.suspended && later.status === 'running') expect(later.suspended).toBe(true);
        expect(earlier.suspended).toBe(earlier.status === 'running' && earlier.serviceFeeDaysLeft === 0);
      }),
    );
  });

  it('has a timeline of past events in order that later clocks only extend', () => {
    fc.assert(
      fc.property(anyOrder, twoClocks, (order, [d1, d2]) => {
        const t1 = order.createdAt + d1;
        const earlier = orderState(order, t1).timeline;
        const later = orderState(order, order.createdAt + d2).timeline;
        expect(earlier[0]?.event).toBe('created');
        expect(later.slice(0, earlier.length)).toEqual(earlier);
        for (const [i, entry] of earlier.entries()) {
          expect(entry.at).toBeLessThanOrEqual(t1);
          if (i > 0) expect(entry.at).toBeGreaterThanOrEqual(earlier[i - 1]?.at ?? 0);
        }
      }),
    );
  });

  it('ends with the event its status names', () => {
    const last: Record<OrderStatus, string> = {
      unpaid: 'created',
      pendingStart: 'paid',
      running: 'started|suspended',
      ended: 'ended',
      cancelled: 'cancelled',
    };
    fc.assert(
      fc.property(anyOrder, fc.nat({ max: 420 * DAY_MS }), (order, delay) => {
        const state = orderState(order, order.createdAt + delay);
        expect(state.timeline.at(-1)?.event).toMatch(new RegExp(`^(${last[state.status]})$`));
      }),
    );
  });
});
