import Big from 'big.js';
import { type DecimalInput, type NetworkFigures, outputBtc } from './mining.ts';

/**
 * The mining calculator (product research, section 6; issue #16), pure and exact: every figure is a
 * big.js decimal computed from the inputs, never a float sum. The output per day is mining.ts's formula
 * (the one the plan cards, the plan pages and the sandbox's settlement use), less the pool's fee and
 * times the uptime. What is shown is rounded once, by the formatters. Every figure is an estimate.
 */

/** A month of the calculator: 30 days. */
export const DAYS_PER_MONTH = 30;
const HOURS_PER_DAY = 24;
const WATTS_PER_KW = 1000;

export interface MiningInput {
  /** Hashrate in TH/s. */
  th: DecimalInput;
  network: NetworkFigures;
  btcPriceUsd: DecimalInput;
  /** The pool's fee, in percent of the output (0 to 100). */
  poolFeePercent: DecimalInput;
  /** The share of the day the hashrate runs, in percent (0 to 100). */
  uptimePercent: DecimalInput;
  /** What running costs a day in USD: the power (`powerCostPerDay`) or a plan's service fee (`serviceFeePerDay`). */
  costPerDayUsd: DecimalInput;
}

export interface MiningEstimate {
  /** BTC a day after the pool's fee and the uptime. */
  btcPerDay: Big;
  btcPerMonth: Big;
  usdPerDay: Big;
  costPerDayUsd: Big;
  /** Revenue less the cost, per day and per month (negative when mining loses money). */
  netPerDayUsd: Big;
  netPerMonthUsd: Big;
  /** The BTC price at which the net is zero; null when nothing is mined (no price makes it pay). */
  shutdownPriceUsd: Big | null;
  /** What one TH/s earns in a day at these figures, after the pool's fee and the uptime: BTC and USD. */
  hashpriceBtc: Big;
  hashpriceUsd: Big;
}

function percent(value: DecimalInput, name: string): Big {
  const big = new Big(value);
  if (big.lt(0) || big.gt(100)) throw new RangeError(`${name} must be from 0 to 100: ${String(value)}`);
  return big.div(100);
}

function nonNegative(value: DecimalInput, name: string): Big {
  const big = new Big(value);
  if (big.lt(0)) throw new RangeError(`${name} must not be negative: ${String(value)}`);
  return big;
}

/** What a rig's power costs a day: W × 24 × $/kWh ÷ 1000. */
export function powerCostPerDay(watts: DecimalInput, usdPerKwh: DecimalInput): Big {
  return nonNegative(watts, 'power')
    .times(HOURS_PER_DAY)
    .times(nonNegative(usdPerKwh, 'electricity price'))
    .div(WATTS_PER_KW);
}

/** A plan's service fee (electricity and maintenance) a day: TH × $/TH/day. */
export function serviceFeePerDay(th: DecimalInput, feePerThDay: DecimalInput): Big {
  return nonNegative(th, 'hashrate').times(nonNegative(feePerThDay, 'service fee'));
}

/** Power from efficiency: J/T × TH/s = W. */
export function wattsOf(joulesPerTh: DecimalInput, th: DecimalInput): Big {
  return nonNegative(joulesPerTh, 'efficiency').times(nonNegative(th, 'hashrate'));
}

/** Efficiency from power: W ÷ TH/s = J/T; null without hashrate. */
export function efficiencyOf(watts: DecimalInput, th: DecimalInput): Big | null {
  const hashrate = nonNegative(th, 'hashrate');
  return hashrate.eq(0) ? null : nonNegative(watts, 'power').div(hashrate);
}

/** The calculator's outputs for a hashrate at these figures and this cost. */
export function miningEstimate(input: MiningInput): MiningEstimate {
  const share = new Big(1)
    .minus(percent(input.poolFeePercent, 'pool fee'))
    .times(percent(input.uptimePercent, 'uptime'));
  const price = nonNegative(input.btcPriceUsd, 'BTC price');
  const cost = nonNegative(input.costPerDayUsd, 'cost');
  const btcPerDay = outputBtc(input.network, input.th, 1).times(share);
  const usdPerDay = btcPerDay.times(price);
  const netPerDayUsd = usdPerDay.minus(cost);
  const hashpriceBtc = outputBtc(input.network, 1, 1).times(share);
  return {
    btcPerDay,
    btcPerMonth: btcPerDay.times(DAYS_PER_MONTH),
    usdPerDay,
    costPerDayUsd: cost,
    netPerDayUsd,
    netPerMonthUsd: netPerDayUsd.times(DAYS_PER_MONTH),
    shutdownPriceUsd: btcPerDay.eq(0) ? null : cost.div(btcPerDay),
    hashpriceBtc,
    hashpriceUsd: hashpriceBtc.times(price),
  };
}

/** Days until a rig's price is earned back: price ÷ net per day; null (never) when the net is not positive. */
export function paybackDays(rigPriceUsd: DecimalInput, netPerDayUsd: Big): Big | null {
  const price = nonNegative(rigPriceUsd, 'rig price');
  return netPerDayUsd.lte(0) ? null : price.div(netPerDayUsd);
}

export interface PlanReturn {
  /** Static breakeven: price ÷ net per day; null (never) when the net per day is not positive. */
  breakevenDays: Big | null;
  /** Net over the term: net per day × term − price = (term − breakeven) × net per day. */
  netRevenueUsd: Big;
  /** Net revenue ÷ price; null for a free plan. */
  revenueRate: Big | null;
}

/**
 * A plan's static return (product research, section 1): what it earns over its term at today's figures
 * for its price, the daily service fee already in the net per day.
 */
export function planReturn(input: { priceUsd: DecimalInput; termDays: DecimalInput; netPerDayUsd: Big }): PlanReturn {
  const price = nonNegative(input.priceUsd, 'plan price');
  const term = nonNegative(input.termDays, 'term');
  const netRevenueUsd = input.netPerDayUsd.times(term).minus(price);
  return {
    breakevenDays: input.netPerDayUsd.lte(0) ? null : price.div(input.netPerDayUsd),
    netRevenueUsd,
    revenueRate: price.eq(0) ? null : netRevenueUsd.div(price),
  };
}
