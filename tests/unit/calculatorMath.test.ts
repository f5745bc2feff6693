import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAYS_PER_MONTH,
  efficiencyOf,
  miningEstimate,
  paybackDays,
  planReturn,
  powerCostPerDay,
  serviceFeePerDay,
  wattsOf,
} from '../../runtime/domain/calculator.ts';
import { type NetworkFigures, outputBtc } from '../../runtime/domain/mining.ts';

/** Decimal strings with up to `decimals` places, from integer minor units. */
const decimalOf = (units: number, decimals: number) => new Big(units).div(new Big(10).pow(decimals)).toFixed(decimals);
/** Equal up to what big.js's 20 decimals of each quotient can move. */
const close = (a: Big, b: Big, tolerance = '1e-12') => a.minus(b).abs().lte(tolerance);

const network = fc.record({
  difficulty: fc.bigInt({ min: 1_000_000_000_000n, max: 1_000_000_000_000_000n }).map(String),
  blockRewardBtc: fc.constantFrom('6.25', '3.125', '1.5625'),
  feesPerBlockBtc: fc.integer({ min: 0, max: 200_000_000 }).map((sats) => decimalOf(sats, 8)),
});
const input = fc.record({
  th: fc.integer({ min: 1, max: 10_000_000 }).map((hundredths) => decimalOf(hundredths, 2)),
  network,
  btcPriceUsd: fc.integer({ min: 100, max: 50_000_000 }).map((cents) => decimalOf(cents, 2)),
  poolFeePercent: fc.integer({ min: 0, max: 1_000 }).map((tenths) => decimalOf(tenths, 1)),
  uptimePercent: fc.integer({ min: 0, max: 1_000 }).map((tenths) => decimalOf(tenths, 1)),
  costPerDayUsd: fc.integer({ min: 0, max: 10_000_000 }).map((cents) => decimalOf(cents, 2)),
});

/** The research's check: 100 TH at difficulty 1.2e14 and 3.125 BTC a block. */
const SEEDED: NetworkFigures = { difficulty: '120000000000000', blockRewardBtc: '3.125', feesPerBlockBtc: '0' };

describe('the calculator (runtime/domain/calculator.ts)', () => {
  it("matches the product research's check on known figures", () => {
    const estimate = miningEstimate({
      th: 100,
      network: SEEDED,
      btcPriceUsd: '100000',
      poolFeePercent: 0,
      uptimePercent: 100,
      costPerDayUsd: powerCostPerDay(wattsOf('17.5', 100), '0.06'),
    });
    expect(estimate.btcPerDay.toFixed(7)).toBe('0.0000524');
    expect(estimate.usdPerDay.toFixed(2)).toBe('5.24');
    expect(estimate.costPerDayUsd.toFixed(2)).toBe('2.52');
    expect(estimate.netPerDayUsd.toFixed(2)).toBe('2.72');
    expect(estimate.netPerMonthUsd.toFixed(2)).toBe('81.56');
    expect(estimate.btcPerMonth.eq(estimate.btcPerDay.times(30))).toBe(true);
    expect(estimate.hashpriceBtc.times(1e8).toFixed(0)).toBe('52');
    expect(estimate.shutdownPriceUsd?.toFixed(0)).toBe('48104');
  });

  it('is proportional to the hashrate', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 2, max: 1000 }), (one, k) => {
        const a = miningEstimate(one);
        const b = miningEstimate({ ...one, th: new Big(one.th).times(k) });
        expect(close(b.btcPerDay, a.btcPerDay.times(k), '1e-15')).toBe(true);
        expect(close(b.usdPerDay, a.usdPerDay.times(k), '1e-9')).toBe(true);
        // The hashprice is per TH: the same whatever the hashrate.
        expect(b.hashpriceBtc.eq(a.hashpriceBtc)).toBe(true);
      }),
    );
  });

  it('prices power at W × 24 × $/kWh ÷ 1000, and a plan at TH × its daily service fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (watts, priceTenThousandths, thHundredths) => {
          const kwh = decimalOf(priceTenThousandths, 4);
          const expected = new Big(watts * 24).times(kwh).div(1000);
          expect(powerCostPerDay(watts, kwh).eq(expected)).toBe(true);
          const th = decimalOf(thHundredths, 2);
          expect(serviceFeePerDay(th, kwh).eq(new Big(th).times(kwh))).toBe(true);
          // J/T and W are one figure seen two ways.
          const jt = efficiencyOf(watts, th);
          expect(jt !== null && close(wattsOf(jt, th), new Big(watts))).toBe(true);
        },
      ),
    );
  });

  it('earns nothing at zero uptime, or with a 100 % pool fee', () => {
    fc.assert(
      fc.property(input, (one) => {
        for (const off of [{ uptimePercent: '0' }, { poolFeePercent: '100' }]) {
          const estimate = miningEstimate({ ...one, ...off });
          expect(estimate.btcPerDay.eq(0)).toBe(true);
          expect(estimate.usdPerDay.eq(0)).toBe(true);
          expect(estimate.netPerDayUsd.eq(new Big(one.costPerDayUsd).times(-1))).toBe(true);
          expect(estimate.shutdownPriceUsd).toBeNull();
        }
      }),
    );
  });

  it('nets the revenue less the cost, per day and per 30-day month, after the pool fee and uptime', () => {
    fc.assert(
      fc.property(input, (one) => {
        const estimate = miningEstimate(one);
        const share = new Big(1).minus(new Big(one.poolFeePercent).div(100)).times(new Big(one.uptimePercent).div(100));
        expect(estimate.btcPerDay.eq(outputBtc(one.network, one.th, 1).times(share))).toBe(true);
        expect(estimate.usdPerDay.eq(estimate.btcPerDay.times(one.btcPriceUsd))).toBe(true);
        expect(estimate.netPerDayUsd.eq(estimate.usdPerDay.minus(one.costPerDayUsd))).toBe(true);
        expect(estimate.netPerMonthUsd.eq(estimate.netPerDayUsd.times(DAYS_PER_MONTH))).toBe(true);
      }),
    );
  });

  it('the shutdown price makes the net zero', () => {
    fc.assert(
      fc.property(input, (one) => {
        const { shutdownPriceUsd } = miningEstimate(one);
        fc.pre(shutdownPriceUsd !== null);
        const atShutdown = miningEstimate({ ...one, btcPriceUsd: shutdownPriceUsd ?? 0 });
        expect(close(atShutdown.netPerDayUsd, new Big(0), '1e-8')).toBe(true);
      }),
    );
  });

  it('pays a rig back in price ÷ net days, and never when the net is not positive', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: -100_000, max: 100_000 }),
        (rigCents, netCents) => {
          const rig = decimalOf(rigCents, 2);
          const net = new Big(decimalOf(Math.abs(netCents), 2)).times(Math.sign(netCents));
          const days = paybackDays(rig, net);
          if (net.lte(0)) expect(days).toBeNull();
          else expect(days !== null && close(days.times(net), new Big(rig), '1e-10')).toBe(true);
        },
      ),
    );
  });

  it('a plan breaks even at price ÷ net, nets (term − breakeven) × net, and rates that against its price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_080 }),
        fc.integer({ min: -10_000, max: 100_000 }),
        (priceCents, term, netCents) => {
          const price = decimalOf(priceCents, 2);
          const net = new Big(decimalOf(Math.abs(netCents), 2)).times(Math.sign(netCents));
          const result = planReturn({ priceUsd: price, termDays: term, netPerDayUsd: net });
          expect(result.netRevenueUsd.eq(net.times(term).minus(price))).toBe(true);
          expect(result.revenueRate?.eq(result.netRevenueUsd.div(price))).toBe(true);
          if (net.lte(0)) {
            expect(result.breakevenDays).toBeNull();
            expect(result.netRevenueUsd.lt(0)).toBe(true);
          } else {
            const breakeven = result.breakevenDays ?? new Big(-1);
            expect(close(new Big(term).minus(breakeven).times(net), result.netRevenueUsd, '1e-8')).toBe(true);
          }
        },
      ),
    );
  });

  it('rejects inputs that make no sense', () => {
    const one = { th: 1, network: SEEDED, btcPriceUsd: 1, poolFeePercent: 0, uptimePercent: 100, costPerDayUsd: 0 };
    expect(() => miningEstimate({ ...one, uptimePercent: 101 })).toThrow(RangeError);
    expect(() => miningEstimate({ ...one, poolFeePercent: -1 })).toThrow(RangeError);
    expect(() => powerCostPerDay(-1, 1)).toThrow(RangeError);
    expect(efficiencyOf(100, 0)).toBeNull();
  });
});
