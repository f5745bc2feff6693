import { createHash } from 'node:crypto';
import { BASIS_POINTS } from '../../../runtime/domain/mining.ts';
import { DAY_MS, type NetworkDay, networkDay } from '../plans/network.ts';

/**
 * The network series the settlement reads: one set of figures per UTC day (difficulty, BTC price, block
 * reward, fees per block), a pure formula of the day (plans/network.ts, the same series the calculator and
 * the plan pages estimate with), so any day in the past 400 days or ahead is the same in every run. Beside
 * it, the farms' uptime per day: mostly 100%, with an occasional outage day per miner model.
 */
export { DAY_MS };
/** How far back the series is offered (`GET /__sandbox/mining/network`). */
export const SERIES_PAST_DAYS = 400;

/** The UTC day number (days since 1970-01-01) of a time. */
export const dayOf = (at: number) => Math.floor(at / DAY_MS);
export const dayStart = (day: number) => day * DAY_MS;
export const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** `YYYY-MM-DD` to its day number, or undefined for a day that does not exist. */
export function dayOfDate(date: string): number | undefined {
  const at = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(at) || dateOf(dayOf(at)) !== date) return undefined;
  return dayOf(at);
}

export interface SeriesDay extends NetworkDay {
  day: number;
  /** USD cents per BTC. */
  btcPriceCents: number;
}

export function seriesDay(day: number): SeriesDay {
  const figures = networkDay(dayStart(day));
  return { ...figures, day, btcPriceCents: Math.round(Number(figures.btcPriceUsd) * 100) };
}

/** The figures of every day from `from` to `to` (day numbers, both included). */
export function networkSeries(from: number, to: number): SeriesDay[] {
  const days: SeriesDay[] = [];
  for (let day = from; day <= to; day++) days.push(seriesDay(day));
  return days;
}

/** Outages are rare: at most one day in each block of this many days, per miner model. */
const OUTAGE_BLOCK_DAYS = 30;

function hashNumber(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/**
 * The uptime of a miner model's farm on a UTC day, in basis points: 10000 (100%) on most days; in every
 * block of 30 days, one farm in two has one outage day with an uptime from 30% to 85%. Deterministic.
 */
export function uptimeBp(day: number, minerModel: string): number {
  const block = Math.floor(day / OUTAGE_BLOCK_DAYS);
  const seed = hashNumber(`outage ${minerModel} ${block}`);
  if (seed % 2 !== 0) return BASIS_POINTS;
  const outageDay = block * OUTAGE_BLOCK_DAYS + ((seed >>> 1) % OUTAGE_BLOCK_DAYS);
  if (day !== outageDay) return BASIS_POINTS;
  return 3000 + ((seed >>> 8) % 56) * 100;
}
