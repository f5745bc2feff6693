import type { PoolWorker } from '../../../runtime/http/contract/pool.ts';
import type { Database } from '../../db.ts';
import {
  hash32,
  lastShareAt,
  rejectRateBp,
  SAMPLE_MS,
  SAMPLES_PER_DAY,
  type SubAccountSim,
  statusAt,
  workerInfo,
  workerSamples,
} from './sim.ts';

export interface SubAccountRow {
  id: number;
  uid: number;
  name: string;
  seed: number;
  worker_count: number;
  fee_bp: number;
  threshold_sats: number;
  payout_address: string | null;
  created_at: number;
  address_bound_at: number | null;
}

export const DEFAULT_FEE_BP = 250;

export function simOf(row: SubAccountRow): SubAccountSim {
  return {
    name: row.name,
    seed: row.seed,
    workerCount: row.worker_count,
    createdAt: row.created_at,
    feeBp: row.fee_bp,
    thresholdSats: row.threshold_sats,
  };
}

/** A seed from the name, so a sub-account is the same pool wherever it is made. */
export const seedOf = (name: string) => hash32(...[...name].map((char) => char.charCodeAt(0))) & 0x7fffffff;

export function createPoolStore(db: Database) {
  const ofUser = db.prepare('SELECT * FROM pool_sub_accounts WHERE uid = ? ORDER BY created_at, id');
  const byName = db.prepare('SELECT * FROM pool_sub_accounts WHERE uid = ? AND name = ?');
  const nameTaken = db.prepare('SELECT 1 FROM pool_sub_accounts WHERE name = ?');
  const insert = db.prepare(
    `INSERT INTO pool_sub_accounts (uid, name, seed, worker_count, fee_bp, threshold_sats, payout_address, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const clear = db.prepare('DELETE FROM pool_sub_accounts WHERE uid = ?');
  const bind = db.prepare('UPDATE pool_sub_accounts SET payout_address = ?, address_bound_at = ? WHERE id = ?');
  return {
    ofUser: (uid: number) => ofUser.all(uid) as unknown as SubAccountRow[],
    one: (uid: number, name: string) => byName.get(uid, name) as SubAccountRow | undefined,
    taken: (name: string) => nameTaken.get(name) !== undefined,
    add(sub: {
      uid: number;
      name: string;
      workerCount: number;
      createdAt: number;
      payoutAddress: string | null;
      feeBp?: number;
      thresholdSats?: number;
    }) {
      insert.run(
        sub.uid,
        sub.name,
        seedOf(sub.name),
        sub.workerCount,
        sub.feeBp ?? DEFAULT_FEE_BP,
        sub.thresholdSats ?? 500_000,
        sub.payoutAddress,
        sub.createdAt,
      );
    },
    clear: (uid: number) => Number(clear.run(uid).changes),
    bindAddress: (id: number, address: string, at: number) => void bind.run(address, at, id),
  };
}

/** One worker as the list shows it, with its hashrates for sorting (null: n/a). */
export interface WorkerRow extends PoolWorker {
  lastShareMs: number | null;
}

export interface Snapshot {
  /** End of the last full 10-minute sample. */
  asOf: number;
  workers: WorkerRow[];
  /** The sub-account's 144 samples of the last 24 h (sum of its workers), null before it existed. */
  samples24h: (number | null)[];
}

const mean = (values: Float64Array, from: number) => {
  let sum = 0;
  for (let i = from; i < values.length; i++) sum += values[i] ?? 0;
  return sum / (values.length - from);
};
const round = (th: number) => Math.round(th * 100) / 100;

// A page asks for the summary, the chart and the workers at once: compute the samples once per 10 minutes.
const cache = new Map<string, { asOf: number; perWorker: Float64Array[] }>();

/** Every worker of the sub-account at `now`: status by the rules, hashrate windows, reject rate. */
export function snapshot(sub: SubAccountSim, now: number): Snapshot {
  const asOf = Math.floor(now / SAMPLE_MS) * SAMPLE_MS;
  const key = `${sub.seed}:${sub.name}:${sub.workerCount}:${sub.createdAt}:${asOf}`;
  let entry = cache.get(key);
  if (!entry) {
    const perWorker: Float64Array[] = [];
    for (let index = 0; index < sub.workerCount; index++)
      perWorker.push(workerSamples(sub, index, asOf, SAMPLES_PER_DAY));
    entry = { asOf, perWorker };
    cache.set(key, entry);
    if (cache.size > 8) cache.delete(cache.keys().next().value as string);
  }
  const samples24h: (number | null)[] = new Array(SAMPLES_PER_DAY).fill(null);
  const workers = entry.perWorker.map((samples, index): WorkerRow => {
    const info = workerInfo(sub, index);
    const last = lastShareAt(sub, index, now);
    for (let i = 0; i < SAMPLES_PER_DAY; i++) {
      const value = samples[i] ?? Number.NaN;
      if (!Number.isNaN(value)) samples24h[i] = (samples24h[i] ?? 0) + value;
    }
    const window = (count: number) => {
      const from = SAMPLES_PER_DAY - count;
      return Number.isNaN(samples[from] ?? Number.NaN) ? null : round(mean(samples, from));
    };
    return {
      name: info.name,
      group: info.group,
      status: statusAt(last, sub.createdAt, now),
      hashrate10m: window(1),
      hashrate1h: window(6),
      hashrate24h: window(SAMPLES_PER_DAY),
      rejectRate: (rejectRateBp(sub, index, now) / 100).toFixed(2),
      lastShareTime: last === null ? null : new Date(last).toISOString(),
      lastShareMs: last,
    };
  });
  // A sub-account without workers has no samples, but its windows are full once it is old enough.
  if (sub.workerCount === 0) {
    for (let i = 0; i < SAMPLES_PER_DAY; i++) {
      if (asOf - (SAMPLES_PER_DAY - i) * SAMPLE_MS >= sub.createdAt) samples24h[i] = 0;
    }
  }
  return { asOf, workers, samples24h: samples24h.map((value) => (value === null ? null : round(value))) };
}
