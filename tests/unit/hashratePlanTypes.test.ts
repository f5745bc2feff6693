import { describe, expect, it } from 'vitest';
import { ETH_PLAN, HASHRATE_PLAN_TYPES, hashratePlanType } from '../../runtime/domain/products.ts';

describe('hashrate plan types (spec section 9)', () => {
  it('are 30, 40 and 50, each named for its draw in J/T; the ETH plan is type 0, an A10pro at 1450 W', () => {
    expect(HASHRATE_PLAN_TYPES.map((one) => [one.type, one.joulesPerTh])).toEqual([
      [30, 30],
      [40, 40],
      [50, 50],
    ]);
    expect(ETH_PLAN).toEqual({ type: 0, model: 'A10pro', watts: 1450 });
  });

  it('fall back to 30 without a plan, and to 0 for ETH whatever the plan', () => {
    expect(hashratePlanType(undefined)).toBe(30);
    expect(hashratePlanType(undefined, 'ETH')).toBe(0);
    expect(hashratePlanType({ efficiencyJt: 45 }, 'ETH')).toBe(0);
  });

  it('place a plan in the most efficient class its draw fits, the least efficient past 50 J/T', () => {
    expect(hashratePlanType({ efficiencyJt: 17.5 })).toBe(30);
    expect(hashratePlanType({ efficiencyJt: 30 })).toBe(30);
    expect(hashratePlanType({ efficiencyJt: 30.01 })).toBe(40);
    expect(hashratePlanType({ efficiencyJt: 40 })).toBe(40);
    expect(hashratePlanType({ efficiencyJt: 48 })).toBe(50);
    expect(hashratePlanType({ efficiencyJt: 75 })).toBe(50);
  });
});
