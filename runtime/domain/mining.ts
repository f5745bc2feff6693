import Big from 'big.js';

/**
 * The calculator's mining math (product research, section 10), pure and exact: big.js for the
 * division, integer satoshis and cents for what is shown. Shared by every page that estimates output;
 * every such figure is an estimate and says so, with these inputs.
 */

/** A decimal as the API sends it, or a number that is exact in decimal (a hashrate such as 100 or 0.5). */
export type DecimalInput = string | number | Big;

export const SATS_PER_BTC = 100_000_000;
const HASHES_PER_TH = 1_000_000_000_000;
const SECONDS_PER_DAY = 86_400;
/** Expected hashes per block at difficulty 1. */
const TWO_POW_32 = 4_294_967_296;

/** The network on one day: what the estimate depends on. */
export interface NetworkFigures {
  difficulty: DecimalInput;
  /** The block subsidy, BTC. */
  blockRewardBtc: DecimalInput;
  /** Average transaction fees per block, BTC. */
  feesPerBlockBtc: DecimalInput;
}

function positive(value: DecimalInput, name: string): Big {
  const big = new Big(value);
  if (big.lte(0)) throw new RangeError(`${name} must be positive: ${String(value)}`);
  return big;
}

function nonNegative(value: DecimalInput, name: string): Big {
  const big = new Big(value);
  if (big.lt(0)) throw new RangeError(`${name} must not be negative: ${String(value)}`);
  return big;
}

/**
 * BTC that `th` TH/s earn in `days` days at these figures:
 * TH × 10^12 × 86400 × days × (block reward + fees per block) ÷ (difficulty × 2^32).
 * One division at the end, so nothing is lost before it; big.js keeps 20 decimals of the quotient.
 */
export function outputBtc(network: NetworkFigures, th: DecimalInput, days: DecimalInput = 1): Big {
  const perBlock = nonNegative(network.blockRewardBtc, 'block reward').plus(
    nonNegative(network.feesPerBlockBtc, 'fees per block'),
  );
  const hashes = nonNegative(th, 'hashrate')
    .times(HASHES_PER_TH)
    .times(SECONDS_PER_DAY)
    .times(nonNegative(days, 'days'));
  return hashes.times(perBlock).div(positive(network.difficulty, 'difficulty').times(TWO_POW_32));
}

/** BTC one TH/s earns in one day. */
export function btcPerThDay(network: NetworkFigures): Big {
  return outputBtc(network, 1, 1);
}

/** The same output in whole satoshis, rounded down (an estimate never shows more than the formula gives). */
export function outputSats(network: NetworkFigures, th: DecimalInput, days: DecimalInput = 1): number {
  const sats = outputBtc(network, th, days).times(SATS_PER_BTC).round(0, Big.roundDown);
  const value = sats.toNumber();
  if (!Number.isSafeInteger(value)) throw new RangeError('output too large to count in satoshis');
  return value;
}

/** Whole satoshis as BTC, exactly (8 decimals). */
export function btcOfSats(sats: number): Big {
  if (!Number.isSafeInteger(sats) || sats < 0) throw new RangeError(`not a whole, non-negative satoshi count: ${sats}`);
  return new Big(sats).div(SATS_PER_BTC);
}

/** What whole satoshis are worth at a BTC price in USD, in whole cents rounded down. */
export function usdCentsOfSats(sats: number, btcPriceUsd: DecimalInput): number {
  return btcOfSats(sats).times(nonNegative(btcPriceUsd, 'BTC price')).times(100).round(0, Big.roundDown).toNumber();
}

/** Basis points (hundredths of a percent) in a whole: a pool fee of 250 bp is 2.5%, an uptime of 10000 bp is 100%. */
export const BASIS_POINTS = 10_000;

/**
 * A day of a plan's output as the service settles it, in whole satoshis rounded down:
 * TH × output per TH × (1 − pool fee) × uptime. Exact: the fee and uptime are integer basis points and the
 * only rounding is the final one, so a day's figure never depends on how it is computed.
 */
export function settledDaySats(network: NetworkFigures, th: DecimalInput, poolFeeBp: number, uptimeBp: number): number {
  for (const [name, value] of [
    ['pool fee', poolFeeBp],
    ['uptime', uptimeBp],
  ] as const) {
    if (!Number.isInteger(value) || value < 0 || value > BASIS_POINTS) {
      throw new RangeError(`${name} must be whole basis points from 0 to ${BASIS_POINTS}: ${value}`);
    }
  }
  const sats = outputBtc(network, th, 1)
    .times(SATS_PER_BTC)
    .times(BASIS_POINTS - poolFeeBp)
    .times(uptimeBp)
    .div(BASIS_POINTS * BASIS_POINTS)
    .round(0, Big.roundDown)
    .toNumber();
  if (!Number.isSafeInteger(sats)) throw new RangeError('output too large to count in satoshis');
  return sats;
}
