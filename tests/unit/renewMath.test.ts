import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  daysLeft,
  RENEW_WINDOW_DAYS,
  renewalCents,
  renewalDayOptions,
  renewOpensAt,
  renewRefusal,
  satsOfUsdCents,
  withholdDay,
} from '../../runtime/domain/renew.ts';
import { feeCents } from '../../sandbox/features/orders/money.ts';

/** The renewal and withholding math (runtime/domain/renew.ts): exact integers, the rule's boundaries. */
describe('renewal price', () => {
  it('is TH × fee × days rounded half up once, as orders are priced', () => {
    // 200 TH × 0.0541 USD × 30 days = 324.60 USD.
    expect(renewalCents(20_000, 541, 30)).toBe(32_460);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 3650 }),
        (th, fee, days) => {
          expect(renewalCents(th, fee, days)).toBe(feeCents(th, fee, days));
        },
      ),
    );
  });

  it("offers the terms up to the plan's own, or its own term when it is shorter than all of them", () => {
    expect(renewalDayOptions(360)).toEqual([30, 60, 90, 180, 360]);
    expect(renewalDayOptions(180)).toEqual([30, 60, 90, 180]);
    expect(renewalDayOptions(60)).toEqual([30, 60]);
    expect(renewalDayOptions(30)).toEqual([30]);
    expect(renewalDayOptions(14)).toEqual([14]);
    expect(() => renewalDayOptions(0)).toThrow(RangeError);
  });
});

describe('renewal rule', () => {
  const today = 20_000 * DAY_MS;
  const now = today + 10 * 3_600_000;
  const running = (endDay: number) =>
    renewRefusal({ goodsType: 11, goodsOnSale: true, status: 'running', endAt: today + endDay * DAY_MS, now });

  it('opens in the last 7 UTC days, today included, and closes at the end', () => {
    expect(daysLeft(today + 7 * DAY_MS, now)).toBe(7);
    expect(running(RENEW_WINDOW_DAYS)).toBeNull();
    expect(running(1)).toBeNull();
    expect(running(RENEW_WINDOW_DAYS + 1)).toBe('window');
    expect(renewOpensAt(today + 8 * DAY_MS)).toBe(today + DAY_MS);
    expect(renewRefusal({ goodsType: 11, goodsOnSale: true, status: 'ended', endAt: today, now })).toBe('ended');
  });

  it('never renews the free trial, goods no longer sold, unpaid or not started orders', () => {
    const base = { goodsOnSale: true, endAt: today + 2 * DAY_MS, now } as const;
    expect(renewRefusal({ ...base, goodsType: 1, status: 'running' })).toBe('freeTrial');
    expect(renewRefusal({ ...base, goodsType: 5, goodsOnSale: false, status: 'running' })).toBe('discontinued');
    expect(renewRefusal({ ...base, goodsType: 5, status: 'unpaid' })).toBe('unpaid');
    expect(renewRefusal({ ...base, goodsType: 5, status: 'cancelled' })).toBe('unpaid');
    expect(renewRefusal({ ...base, goodsType: 5, status: 'pendingStart' })).toBe('notStarted');
  });
});

describe('withholding', () => {
  it('converts cents to sats at the day price, rounded half up', () => {
    // 9.98 USD at 95,000.00 USD per BTC = 10,505.26… sats.
    expect(satsOfUsdCents(998, 9_500_000)).toBe(10_505);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 100, max: 100_000_000 }), (c, p) => {
        const sats = satsOfUsdCents(c, p);
        // |sats × price − cents × 1e8| ≤ price / 2: the nearest whole satoshi.
        const error = BigInt(sats) * BigInt(p) - BigInt(c) * 100_000_000n;
        expect(2n * (error < 0n ? -error : error) <= BigInt(p)).toBe(true);
      }),
    );
  });

  it('takes the fee only when the output covers it, and the rest is exact', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (output, fee) => {
        const day = withholdDay(output, fee);
        expect(day.withheld).toBe(output >= fee);
        expect(day.netSats + (day.withheld ? fee : 0)).toBe(output);
      }),
    );
  });
});
