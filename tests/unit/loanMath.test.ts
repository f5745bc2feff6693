import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accruedInterestCents,
  bpPercent,
  canDisburse,
  collateralValueCents,
  dayInterestCents,
  LTV_MAX_BP,
  LTV_THRESHOLDS,
  liquidationPriceCents,
  ltvAtLeast,
  ltvBp,
  ltvLevel,
} from '../../runtime/domain/loans.ts';
import { LOAN_RULES } from '../../runtime/http/contract/loans.ts';

/**
 * The loan's math (runtime/domain/loans.ts), shared by the sandbox and the pages: the LTV in whole basis points
 * from integer cents and satoshis, its thresholds, the liquidation price and the daily interest.
 */
const RATE = LOAN_RULES.monthlyRateBp;
const RATE_DAYS = LOAN_RULES.rateDays;
const owed = fc.integer({ min: 1, max: 10_000_000_000 });
const sats = fc.integer({ min: 1, max: 100_000_000_000 });
/** $1 to $10M a BTC, in cents. */
const price = fc.integer({ min: 100, max: 1_000_000_000 });

/** The exact LTV in basis points, as a decimal (big.js): owed ÷ (sats ÷ 10^8 × price) × 10^4. */
const exactBp = (o: number, s: number, p: number) => new Big(o).times(1e12).div(new Big(s).times(p));

describe('LTV', () => {
  it('is (principal + interest) ÷ (collateral BTC × price), in whole basis points rounded down', () => {
    // 650.00 USD owed on 0.01 BTC at 100,000.00 USD: 650 ÷ 1,000 = 65%.
    expect(ltvBp(65_000, 1_000_000, 10_000_000)).toBe(6_500);
    expect(collateralValueCents(1_000_000, 10_000_000)).toBe(100_000);
    // Nothing owed is 0%; owed with nothing held is above every threshold.
    expect(ltvBp(0, 0, 10_000_000)).toBe(0);
    expect(ltvBp(1, 0, 10_000_000)).toBeNull();
    expect(ltvLevel(1, 0, 10_000_000)).toBe('liquidation');
    fc.assert(
      fc.property(owed, sats, price, (o, s, p) => {
        const bp = ltvBp(o, s, p) as number;
        expect(Number.isSafeInteger(bp)).toBe(true);
        const exact = exactBp(o, s, p).round(0, Big.roundDown);
        expect(bp).toBe(exact.gt(LTV_MAX_BP) ? LTV_MAX_BP : Number(exact.toString()));
      }),
    );
  });

  it('never rises as the BTC price rises, and never falls as the debt grows', () => {
    fc.assert(
      fc.property(owed, owed, sats, price, price, (o1, o2, s, p1, p2) => {
        const [low, high] = p1 <= p2 ? [p1, p2] : [p2, p1];
        expect(ltvBp(o1, s, low) as number).toBeGreaterThanOrEqual(ltvBp(o1, s, high) as number);
        const [less, more] = o1 <= o2 ? [o1, o2] : [o2, o1];
        expect(ltvBp(more, s, low) as number).toBeGreaterThanOrEqual(ltvBp(less, s, low) as number);
      }),
    );
  });

  it('names its level by the 65%, 80% and 90% thresholds, and lends only below 65%', () => {
    expect(LTV_THRESHOLDS).toEqual({ initialBp: 6_500, marginCallBp: 8_000, liquidationBp: 9_000 });
    // 0.01 BTC at 100,000 USD is worth 1,000.00 USD.
    const at = (cents: number) => ltvLevel(cents, 1_000_000, 10_000_000);
    expect([0, 64_999, 65_000, 79_999, 80_000, 89_999, 90_000, 150_000].map(at)).toEqual([
      'none',
      'healthy',
      'warning',
      'warning',
      'marginCall',
      'marginCall',
      'liquidation',
      'liquidation',
    ]);
    expect(canDisburse(64_999, 1_000_000, 10_000_000)).toBe(true);
    expect(canDisburse(65_000, 1_000_000, 10_000_000)).toBe(false);
    expect(canDisburse(0, 0, 10_000_000)).toBe(true);
    fc.assert(
      fc.property(owed, sats, price, (o, s, p) => {
        const exact = exactBp(o, s, p);
        expect(canDisburse(o, s, p)).toBe(exact.lt(LTV_THRESHOLDS.initialBp));
        expect(ltvAtLeast(o, s, p, LTV_THRESHOLDS.marginCallBp)).toBe(exact.gte(LTV_THRESHOLDS.marginCallBp));
      }),
    );
  });
});

describe('liquidation price', () => {
  it('is the BTC price at which the LTV reaches the liquidation level exactly', () => {
    // 900.00 USD owed on 0.01 BTC: 90% at 100,000.00 USD.
    expect(liquidationPriceCents(90_000, 1_000_000)).toBe(10_000_000);
    expect(liquidationPriceCents(0, 1_000_000)).toBeNull();
    expect(liquidationPriceCents(1, 0)).toBeNull();
    // From the collateral and a price, the debt that is 90% there (above $90.01, so a cent moves the LTV by
    // less than a basis point).
    const target = fc.integer({ min: 9_001, max: 1_000_000_000 });
    fc.assert(
      fc.property(sats, target, (s, p0) => {
        const o = Number(
          new Big(s).times(p0).times(LTV_THRESHOLDS.liquidationBp).div(1e12).round(0, Big.roundDown).toString(),
        );
        fc.pre(o >= 1 && o <= 10_000_000_000_000);
        const liquidation = liquidationPriceCents(o, s);
        fc.pre(liquidation !== null && liquidation >= 9_001);
        const p = liquidation as number;
        expect(Number.isSafeInteger(p)).toBe(true);
        expect(ltvBp(o, s, p)).toBe(LTV_THRESHOLDS.liquidationBp);
        expect(ltvAtLeast(o, s, p, LTV_THRESHOLDS.liquidationBp)).toBe(true);
        // One cent higher and the LTV is below the level: the highest such price.
        expect(ltvAtLeast(o, s, p + 1, LTV_THRESHOLDS.liquidationBp)).toBe(false);
      }),
    );
  });

  it('is reached by any price at or below it, never above it', () => {
    fc.assert(
      fc.property(owed, sats, price, (o, s, p) => {
        const liquidation = liquidationPriceCents(o, s);
        fc.pre(liquidation !== null);
        expect(ltvAtLeast(o, s, p, LTV_THRESHOLDS.liquidationBp)).toBe(p <= (liquidation as number));
      }),
    );
  });
});

describe('interest', () => {
  it('is principal × 1% a month (30 days), accrued daily in whole cents', () => {
    // 299.40 USD for a day: 9.98 cents, rounded down; for 30 days: 2.994 USD → 299 cents.
    expect(dayInterestCents(0, 29_940, RATE, RATE_DAYS)).toBe(9);
    expect(accruedInterestCents(29_940 * 30, RATE, RATE_DAYS)).toBe(299);
    // 1,000.00 USD for 30 days is exactly 10.00 USD.
    let centDays = 0;
    let total = 0;
    for (let day = 0; day < 30; day++) {
      total += dayInterestCents(centDays, 100_000, RATE, RATE_DAYS);
      centDays += 100_000;
    }
    expect(total).toBe(1_000);
  });

  it('adds up over a year of changing principal to the exact figure, rounded down once: no drift', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 366 }), (days) => {
        let centDays = 0;
        let total = 0;
        for (const principal of days) {
          const cents = dayInterestCents(centDays, principal, RATE, RATE_DAYS);
          expect(Number.isSafeInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(0);
          total += cents;
          centDays += principal;
        }
        const exact = new Big(centDays).times(RATE).div(10_000 * RATE_DAYS);
        expect(total).toBe(Number(exact.round(0, Big.roundDown).toString()));
        expect(exact.minus(total).lt(1)).toBe(true);
      }),
    );
  });
});

describe('formatting', () => {
  it('shows basis points as a percent with 2 decimals, exactly', () => {
    expect(bpPercent(6_512)).toBe('65.12');
    expect(bpPercent(9_000)).toBe('90.00');
    expect(bpPercent(5)).toBe('0.05');
    expect(() => bpPercent(1.5)).toThrow(RangeError);
  });
});
