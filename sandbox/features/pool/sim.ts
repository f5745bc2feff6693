import { createHash } from 'node:crypto';
import {
  WORKER_INVALID_AFTER_HOURS,
  WORKER_OFFLINE_AFTER_MINUTES,
  type WorkerStatus,
} from '../../../runtime/http/contract/pool.ts';

/**
 * The pool's physics, a pure function of a sub-account (seed, worker count, creation time) and the
 * sandbox clock. Every "random" choice is a hash of the seed and what it is about (worker, period,
 * sample), so the same clock gives the same answers, and moving the clock moves the workers.
 *
 * - A worker's life runs in 3-day periods (phase-shifted per worker). In a period it is up the whole
 *   time, or it has a short outage (30 min to 8 h: offline), or it stops within 12 h of the period's
 *   start and stays down until the period ends (offline, then invalid after 24 h). It always works
 *   for at least 10 minutes at the start of a period, so it "comes back".
 * - A 10-minute sample is the worker's nominal hashrate × the part of the 10 minutes it was up × a
 *   ±5% wobble; a day's average likewise with a ±3% wobble.
 * - A day's FPPS earnings are the day's average TH/s × the day's hashprice (sats per TH per day), in
 *   whole satoshis, split into subsidy and transaction fees, less the pool fee.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const SAMPLE_MS = 10 * MINUTE_MS;
export const SAMPLES_PER_DAY = DAY_MS / SAMPLE_MS;
const PERIOD_MS = 3 * DAY_MS;
const OFFLINE_MS = WORKER_OFFLINE_AFTER_MINUTES * MINUTE_MS;
const INVALID_MS = WORKER_INVALID_AFTER_HOURS * HOUR_MS;

/** A 32-bit hash of integers (a seeded PRNG step per input): the same inputs, the same number. */
export function hash32(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const value of values) {
    let v = Math.floor(value) | 0;
    for (let i = 0; i < 2; i++) {
      h = Math.imul(h ^ (v & 0xffff), 0x01000193);
      v >>>= 16;
    }
    h ^= Math.floor(value / 2 ** 32) | 0;
  }
  // murmur3 finaliser
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
const unit = (...values: number[]) => hash32(...values) / 2 ** 32;

export const startOfUtcDay = (at: number) => Math.floor(at / DAY_MS) * DAY_MS;
export const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

const MODELS = [
  { slug: 's21', th: 200 },
  { slug: 's21xp', th: 270 },
  { slug: 's19xp', th: 141 },
  { slug: 's19pro', th: 110 },
] as const;

export interface SubAccountSim {
  name: string;
  seed: number;
  workerCount: number;
  createdAt: number;
  feeBp: number;
  thresholdSats: number;
}

export interface WorkerInfo {
  index: number;
  name: string;
  group: string;
  nominalTh: number;
}

export function workerInfo(sub: SubAccountSim, index: number): WorkerInfo {
  const model = MODELS[hash32(sub.seed, index, 1) % MODELS.length] ?? MODELS[0];
  return {
    index,
    name: `${sub.name}.${model.slug}-${String(index + 1).padStart(4, '0')}`,
    group: `rack-${Math.floor(index / 40) + 1}`,
    nominalTh: model.th,
  };
}

type Interval = readonly [number, number];

/** The worker's outages in [from, to), and the time before the sub-account existed as down. */
function downIntervals(sub: SubAccountSim, index: number, from: number, to: number): Interval[] {
  const phase = (hash32(sub.seed, index, 2) % (PERIOD_MS / MINUTE_MS)) * MINUTE_MS;
  const out: Interval[] = [];
  if (from < sub.createdAt) out.push([from, Math.min(to, sub.createdAt)]);
  const first = Math.floor((from - phase) / PERIOD_MS);
  const last = Math.floor((to - 1 - phase) / PERIOD_MS);
  for (let k = first; k <= last; k++) {
    const start = phase + k * PERIOD_MS;
    const end = start + PERIOD_MS;
    const roll = unit(sub.seed, index, 3, k);
    if (roll < 0.06) {
      out.push([start + 10 * MINUTE_MS + (hash32(sub.seed, index, 4, k) % (12 * 60)) * MINUTE_MS, end]);
    } else if (roll < 0.22) {
      const duration = 30 * MINUTE_MS + (hash32(sub.seed, index, 5, k) % (450 + 1)) * MINUTE_MS;
      const latest = PERIOD_MS - duration - 10 * MINUTE_MS;
      const offset = 10 * MINUTE_MS + (hash32(sub.seed, index, 6, k) % Math.floor(latest / MINUTE_MS)) * MINUTE_MS;
      out.push([start + offset, start + offset + duration]);
    }
  }
  return out;
}

function downTime(intervals: readonly Interval[], from: number, to: number): number {
  let down = 0;
  for (const [a, b] of intervals) down += Math.max(0, Math.min(b, to) - Math.max(a, from));
  return Math.min(down, to - from);
}

/** When the worker last sent a share (null: never), as seen at `now`. */
export function lastShareAt(sub: SubAccountSim, index: number, now: number): number | null {
  if (now < sub.createdAt) return null;
  const outages = downIntervals(sub, index, now - PERIOD_MS, now + 1).filter(([a]) => a >= sub.createdAt);
  const current = outages.find(([a, b]) => a <= now && now < b);
  if (current) return current[0];
  const ended = outages.filter(([, b]) => b <= now).map(([, b]) => b);
  const jitter = (hash32(sub.seed, index, 7, Math.floor(now / MINUTE_MS)) % 45) * 1000;
  return Math.max(sub.createdAt, now - jitter, ...ended);
}

/** The status rules shown on the worker page: offline after 20 minutes without a share, invalid after 24 hours. */
export function statusAt(lastShare: number | null, createdAt: number, now: number): WorkerStatus {
  const silent = now - (lastShare ?? createdAt);
  if (silent > INVALID_MS) return 'invalid';
  if (silent > OFFLINE_MS) return 'offline';
  return 'online';
}

/** Rejected shares today, in hundredths of a percent (0 to 0.60%). */
export function rejectRateBp(sub: SubAccountSim, index: number, now: number): number {
  const spread = hash32(sub.seed, index, 8) % 4 === 0 ? 60 : 20;
  return hash32(sub.seed, index, 9, Math.floor(now / DAY_MS)) % (spread + 1);
}

/**
 * The worker's 10-minute samples (TH/s) for the `count` samples that end at `end` (a multiple of
 * 10 minutes), oldest first; NaN where the sample starts before the sub-account existed.
 */
export function workerSamples(sub: SubAccountSim, index: number, end: number, count: number): Float64Array {
  const from = end - count * SAMPLE_MS;
  const info = workerInfo(sub, index);
  const outages = downIntervals(sub, index, from, end);
  const samples = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const a = from + i * SAMPLE_MS;
    if (a < sub.createdAt) {
      samples[i] = Number.NaN;
      continue;
    }
    const up = 1 - downTime(outages, a, a + SAMPLE_MS) / SAMPLE_MS;
    const wobble = 1 + 0.05 * (unit(sub.seed, index, 10, a / SAMPLE_MS) * 2 - 1);
    samples[i] = up === 0 ? 0 : info.nominalTh * up * wobble;
  }
  return samples;
}

/** The worker's average TH/s over the UTC day starting at `day` (null before the sub-account's first day). */
export function workerDayTh(sub: SubAccountSim, index: number, day: number, outages?: readonly Interval[]): number {
  const info = workerInfo(sub, index);
  const intervals = outages ?? downIntervals(sub, index, day, day + DAY_MS);
  const up = 1 - downTime(intervals, day, day + DAY_MS) / DAY_MS;
  const wobble = 1 + 0.03 * (unit(sub.seed, index, 11, day / DAY_MS) * 2 - 1);
  return info.nominalTh * up * wobble;
}

/** Average TH/s of every worker, per UTC day from `firstDay` for `days` days. */
export function dailyTh(sub: SubAccountSim, firstDay: number, days: number): number[] {
  const totals = new Array<number>(days).fill(0);
  for (let index = 0; index < sub.workerCount; index++) {
    const outages = downIntervals(sub, index, firstDay, firstDay + days * DAY_MS);
    for (let d = 0; d < days; d++)
      totals[d] = (totals[d] ?? 0) + workerDayTh(sub, index, firstDay + d * DAY_MS, outages);
  }
  return totals;
}

/** The network's hashprice on a UTC day: satoshis per TH/s per day (about 50, drifting). */
export function hashpriceSats(day: number): number {
  const n = Math.floor(day / DAY_MS);
  return 50 + 6 * Math.sin(n / 9) + 3 * unit(n, 12);
}

export interface DayEarning {
  day: number;
  th: number;
  subsidySats: number;
  txFeeSats: number;
  feeSats: number;
  amountSats: number;
  payoutAt: number | null;
  txid: string | null;
}

export interface Payout {
  at: number;
  amountSats: number;
  txid: string;
}

/** The FPPS earnings of a day with `th` average TH/s, in whole satoshis. */
export function fppsDay(sub: SubAccountSim, day: number, th: number) {
  const gross = Math.floor(th * hashpriceSats(day));
  const txFeeSats = Math.floor((gross * (200 + (hash32(Math.floor(day / DAY_MS), 13) % 400))) / 10_000);
  const feeSats = Math.floor((gross * sub.feeBp) / 10_000);
  return { subsidySats: gross - txFeeSats, txFeeSats, feeSats, amountSats: gross - feeSats };
}

export function payoutTxid(sub: SubAccountSim, at: number): string {
  return createHash('sha256').update(`pool payout ${sub.seed} ${sub.name} ${at}`).digest('hex');
}

/**
 * Every settled day from the sub-account's first day to yesterday, oldest first, and the payouts:
 * each day is settled at 00:00 UTC the next day, and the whole balance is paid then once it reaches
 * the threshold.
 */
export function ledger(
  sub: SubAccountSim,
  now: number,
): { days: DayEarning[]; payouts: Payout[]; balanceSats: number } {
  const firstDay = startOfUtcDay(sub.createdAt);
  const today = startOfUtcDay(now);
  const count = Math.max(0, (today - firstDay) / DAY_MS);
  const ths = dailyTh(sub, firstDay, count);
  const days: DayEarning[] = [];
  const payouts: Payout[] = [];
  let balance = 0;
  let unpaid: DayEarning[] = [];
  for (let d = 0; d < count; d++) {
    const day = firstDay + d * DAY_MS;
    const th = ths[d] ?? 0;
    const earning: DayEarning = { day, th, ...fppsDay(sub, day, th), payoutAt: null, txid: null };
    days.push(earning);
    unpaid.push(earning);
    balance += earning.amountSats;
    if (balance >= sub.thresholdSats) {
      const at = day + DAY_MS;
      const txid = payoutTxid(sub, at);
      payouts.push({ at, amountSats: balance, txid });
      for (const paid of unpaid) {
        paid.payoutAt = at;
        paid.txid = txid;
      }
      unpaid = [];
      balance = 0;
    }
  }
  return { days, payouts, balanceSats: balance };
}

/** Satoshis as BTC with 8 decimals, exactly. */
export function btc(sats: number): string {
  if (!Number.isSafeInteger(sats) || sats < 0) throw new RangeError(`not whole satoshis: ${sats}`);
  const text = String(sats).padStart(9, '0');
  return `${text.slice(0, -8)}.${text.slice(-8)}`;
}
