import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutPrice } from '../../runtime/domain/checkout.ts';
import {
  btcOfSats,
  btcPerThDay,
  type NetworkFigures,
  outputBtc,
  outputSats,
  usdCentsOfSats,
} from '../../runtime/domain/mining.ts';
import { planPrice, quantityRange, usdOfCents } from '../../runtime/domain/plans.ts';
import type { GoodsSummary } from '../../runtime/http/contract.ts';
import { orderPrice } from '../../sandbox/features/orders/money.ts';
import { termOutputBtc } from '../../views/features/plans/planCard.tsx';

/** The seeded network of the product research: difficulty 1.2e14, 3.125 BTC a block, no fees. */
const SEEDED: NetworkFigures = { difficulty: '120000000000000', blockRewardBtc: '3.125', feesPerBlockBtc: '0' };

/** Decimal strings with up to `decimals` places, from integer minor units. */
const decimalOf = (units: number, decimals: number) => new Big(units).div(new Big(10).pow(decimals)).toFixed(decimals);
const network = fc.record({
  difficulty: fc.bigInt({ min: 1_000_000_000_000n, max: 1_000_000_000_000_000n }).map(String),
  blockRewardBtc: fc.constantFrom('6.25', '3.125', '1.5625'),
  feesPerBlockBtc: fc.integer({ min: 0, max: 200_000_000 }).map((sats) => decimalOf(sats, 8)),
});
const hashrate = fc.integer({ min: 1, max: 10_000_000 }).map((hundredths) => decimalOf(hundredths, 2));

describe('mining output (the calculator formula)', () => {
  it('is TH × 10^12 × 86400 × (reward + fees) ÷ (difficulty × 2^32) on known figures', () => {
    // 10^12 × 86400 × 3.125 ÷ (1.2e14 × 2^32) = 5.2386894822120666...e-7 BTC
    expect(btcPerThDay(SEEDED).toFixed(12)).toBe('0.000000523869');
    expect(outputSats(SEEDED, 100, 1)).toBe(5_238);
    expect(outputSats(SEEDED, 100, 180)).toBe(942_964);
    // Fees per block add to the reward: 0.025 BTC is 0.8 % of 3.125.
    expect(outputSats({ ...SEEDED, feesPerBlockBtc: '0.025' }, 100, 1)).toBe(5_280);
  });

  it('values satoshis in whole cents, rounded down', () => {
    expect(usdCentsOfSats(5_238, '95000.00')).toBe(497);
    expect(usdCentsOfSats(100_000_000, '97123.45')).toBe(9_712_345);
    expect(btcOfSats(5_238).toFixed(8)).toBe('0.00005238');
  });

  it('is linear in hashrate and days, and falls as the difficulty rises', () => {
    fc.assert(
      fc.property(network, hashrate, fc.integer({ min: 1, max: 3650 }), (net, th, days) => {
        const perDay = outputBtc(net, th, 1);
        // big.js keeps 20 decimals of each quotient: equal up to what that rounding can move.
        const close = (a: Big, b: Big) => a.minus(b).abs().lte('1e-16');
        expect(close(outputBtc(net, th, days), perDay.times(days))).toBe(true);
        expect(close(outputBtc(net, new Big(th).times(2), 1), perDay.times(2))).toBe(true);
        const harder = { ...net, difficulty: new Big(net.difficulty).times(2).toFixed() };
        expect(outputBtc(harder, th, 1).lte(perDay)).toBe(true);
      }),
    );
  });

  it('whole satoshis never exceed the exact output and lose less than one', () => {
    fc.assert(
      fc.property(network, hashrate, fc.integer({ min: 1, max: 3650 }), (net, th, days) => {
        const exact = outputBtc(net, th, days).times(100_000_000);
        const sats = outputSats(net, th, days);
        expect(Number.isSafeInteger(sats)).toBe(true);
        expect(new Big(sats).lte(exact)).toBe(true);
        expect(exact.minus(sats).lt(1)).toBe(true);
      }),
    );
  });

  it('rejects figures that make no sense instead of answering nonsense', () => {
    expect(() => outputBtc({ ...SEEDED, difficulty: '0' }, 1)).toThrow(RangeError);
    expect(() => outputBtc(SEEDED, -1)).toThrow(RangeError);
    expect(() => btcOfSats(0.5)).toThrow(RangeError);
  });
});

describe("a plan card's term output", () => {
  it("is the formula's whole satoshis for the card's network read, asked again or after another read", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 1, max: 1_080 }),
        fc.integer({ min: 1, max: 900 }),
        (th, days, difficultyTrillions) => {
          const network = {
            date: '2026-11-23',
            difficulty: `${difficultyTrillions}000000000000`,
            btcPriceUsd: '90000',
            blockRewardBtc: '3.125',
            feesPerBlockBtc: '0.02',
          };
          const goods = { hashrateTh: th, durationDays: days } as GoodsSummary;
          const exact = btcOfSats(outputSats(network, th, days)).toNumber();
          expect(termOutputBtc(goods, network)).toBe(exact);
          expect(termOutputBtc(goods, network)).toBe(exact);
          // The next day's read (another object, a harder network) is worked out for itself.
          const harder = { ...network, difficulty: `${difficultyTrillions * 2}000000000000` };
          expect(termOutputBtc(goods, harder)).toBe(btcOfSats(outputSats(harder, th, days)).toNumber());
          // Without figures, the list call's own estimate.
          expect(termOutputBtc(goods, undefined, 0.5)).toBe(0.5);
        },
      ),
    );
  });
});

describe('plan price (what the order will charge)', () => {
  const plan = fc.record({
    thHundredths: fc.integer({ min: 1, max: 100_000 }),
    hashrateFee: fc.integer({ min: 0, max: 2_000 }),
    serviceFee: fc.integer({ min: 0, max: 2_000 }),
    durationDays: fc.integer({ min: 1, max: 1_080 }),
    quantity: fc.integer({ min: 1, max: 100 }),
    serviceFeeDays: fc.integer({ min: 0, max: 1_080 }),
  });

  it('agrees with the sandbox order price to the cent, so the detail page total is the checkout total', () => {
    fc.assert(
      fc.property(plan, (p) => {
        const price = planPrice({
          hashrateTh: decimalOf(p.thHundredths, 2),
          quantity: p.quantity,
          durationDays: p.durationDays,
          hashrateFeePerThDay: decimalOf(p.hashrateFee, 4),
          serviceFeePerThDay: decimalOf(p.serviceFee, 4),
          serviceFeeDays: p.serviceFeeDays,
        });
        const order = orderPrice({
          thHundredths: p.thHundredths * p.quantity,
          hashrateFeePerThDay: p.hashrateFee,
          serviceFeePerThDay: p.serviceFee,
          durationDays: p.durationDays,
          serviceFeeDays: p.serviceFeeDays,
          couponCents: 0,
          pointsCents: 0,
        });
        expect(price.hashrateFeeCents).toBe(order.hashrateFeeCents);
        expect(price.serviceFeeCents).toBe(order.serviceFeeCents);
        expect(price.totalCents).toBe(order.totalCents);
        expect(price.totalTh.eq(new Big(p.thHundredths * p.quantity).div(100))).toBe(true);
      }),
    );
  });

  it("with an invited friend's discount, a coupon and points, the checkout preview is the sandbox's price to the cent", () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    fc.assert(
      fc.property(
        plan,
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.boolean(),
        (p, percent, couponCents, pointsWanted, ended) => {
          const discount = { percent, until: new Date(now + (ended ? 0 : 86_400_000)).toISOString() };
          const checkoutPlan = {
            goodsType: 11,
            hashrateTh: Number(decimalOf(p.thHundredths, 2)),
            durationDays: p.durationDays,
            hashrateFeePerThDay: decimalOf(p.hashrateFee, 4),
            serviceFeePerThDay: decimalOf(p.serviceFee, 4),
            allInclusive: false,
            minServiceFeeDays: 0,
          };
          const coupon =
            couponCents === 0
              ? null
              : {
                  couponId: 'c',
                  amountUsd: usdOfCents(couponCents),
                  minSpendUsd: '0.00',
                  goodsTypes: [11],
                  expireAt: '2030-01-01T00:00:00Z',
                };
          const choice = { quantity: p.quantity, serviceFeeDays: p.serviceFeeDays, coupon, pointsUsd: '' };
          // Points up to what is left after the discount and the coupon, as the form allows.
          const points = Math.min(pointsWanted, checkoutPrice(checkoutPlan, choice, now, discount).totalCents);
          const preview = checkoutPrice(checkoutPlan, { ...choice, pointsUsd: usdOfCents(points) }, now, discount);
          const charged = orderPrice({
            thHundredths: p.thHundredths * p.quantity,
            hashrateFeePerThDay: p.hashrateFee,
            serviceFeePerThDay: p.serviceFee,
            durationDays: p.durationDays,
            serviceFeeDays: p.serviceFeeDays,
            // The sandbox applies the discount only while it lasts, as checkoutInfo and orderCreate decide.
            discountPercent: ended ? 0 : percent,
            couponCents,
            pointsCents: points,
          });
          expect(preview).toEqual(charged);
          expect(preview.discountCents).toBe(ended ? 0 : Math.floor((preview.hashrateFeeCents * percent) / 100));
          expect(preview.discountCents + preview.couponCents).toBeLessThanOrEqual(preview.hashrateFeeCents);
          expect(preview.totalCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('prices the seeded S21 Easy: 100 TH × $0.0595 × 180 days = $1,071.00 a unit', () => {
    const one = planPrice({
      hashrateTh: 100,
      quantity: 1,
      durationDays: 180,
      hashrateFeePerThDay: '0.0595',
      serviceFeePerThDay: '0.0499',
      serviceFeeDays: 0,
    });
    expect(usdOfCents(one.hashrateFeeCents)).toBe('1071.00');
    expect(one.serviceFeeCents).toBe(0);
    const full = planPrice({
      hashrateTh: 200,
      quantity: 2,
      durationDays: 360,
      hashrateFeePerThDay: '0.0541',
      serviceFeePerThDay: '0.0499',
      serviceFeeDays: 30,
    });
    expect(full.serviceFeePerDayUsd.toFixed(4)).toBe('19.9600');
    expect(usdOfCents(full.serviceFeeCents)).toBe('598.80');
    expect(usdOfCents(full.totalCents)).toBe('8389.20');
  });

  it('refuses fees with more decimals than the API has, rather than rounding them away', () => {
    expect(() =>
      planPrice({
        hashrateTh: 1,
        quantity: 1,
        durationDays: 1,
        hashrateFeePerThDay: '0.05951',
        serviceFeePerThDay: '0',
        serviceFeeDays: 0,
      }),
    ).toThrow(RangeError);
  });

  it('limits the quantity to the plan and its stock', () => {
    expect(quantityRange({ minQuantity: 1, maxQuantity: 50, stock: 12 })).toEqual({ min: 1, max: 12, soldOut: false });
    expect(quantityRange({ minQuantity: 1, maxQuantity: 20, stock: 60 })).toEqual({ min: 1, max: 20, soldOut: false });
    expect(quantityRange({ minQuantity: 2, maxQuantity: 20, stock: 1 }).soldOut).toBe(true);
    expect(quantityRange({ minQuantity: 1, maxQuantity: 20, stock: 0 }).soldOut).toBe(true);
  });
});
