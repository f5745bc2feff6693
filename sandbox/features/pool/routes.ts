import {
  PAYOUT_THRESHOLD_SATS,
  SUB_ACCOUNT_NOT_FOUND,
  WORKER_INVALID_AFTER_HOURS,
  WORKER_OFFLINE_AFTER_MINUTES,
  WORKER_STATUSES,
  type WorkerSortKey,
  type WorkerStatus,
} from '../../../runtime/http/contract/pool.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { btc, DAY_MS, dailyTh, fppsDay, isoDay, ledger, SAMPLE_MS, SAMPLES_PER_DAY, startOfUtcDay } from './sim.ts';
import { poolStatsAt } from './stats.ts';
import { createPoolStore, DEFAULT_FEE_BP, type SubAccountRow, simOf, snapshot, type WorkerRow } from './store.ts';

/** The pool fee of PPLNS sub-accounts (hundredths of a percent): lower, as the miner shares the pool's luck. */
export const PPLNS_FEE_BP = 150;

/** Where miners point their machines (the sandbox's made-up pool). */
export const STRATUM_URLS = [
  'stratum+tcp://btc.fufupool.example:3333',
  'stratum+tcp://btc.fufupool.example:443',
  'stratum+ssl://btc-ssl.fufupool.example:5555',
];

const STATUS_RANK: Record<WorkerStatus, number> = { online: 0, offline: 1, invalid: 2 };

/** Sort value of a worker column; null (n/a, never) sorts last either way. */
function sortValue(worker: WorkerRow, key: WorkerSortKey): string | number | null {
  switch (key) {
    case 'name':
      return worker.name;
    case 'group':
      return worker.group;
    case 'status':
      return STATUS_RANK[worker.status];
    case 'rejectRate':
      return Number(worker.rejectRate);
    case 'lastShareTime':
      return worker.lastShareMs;
    default:
      return worker[key];
  }
}

export function sortWorkers(workers: WorkerRow[], key: WorkerSortKey, desc: boolean): WorkerRow[] {
  return [...workers].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    if (x === null || y === null) return x === y ? a.name.localeCompare(b.name) : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
    return (desc ? -order : order) || a.name.localeCompare(b.name);
  });
}

const feePercent = (feeBp: number) => (feeBp / 100).toFixed(2);

/** A sub-account as the list shows it, with its fee info and payout address. */
export function subAccountOf(row: SubAccountRow) {
  return {
    name: row.name,
    workerCount: row.worker_count,
    createdAt: new Date(row.created_at).toISOString(),
    payoutMethod: 'FPPS' as const,
    feePercent: feePercent(row.fee_bp),
    payoutThresholdBtc: btc(row.threshold_sats),
    payoutAddress: row.payout_address,
  };
}

/** A sub-account's summary at `at`: hashrate windows, workers by status, earnings and payout. */
export function summaryFor(row: SubAccountRow, at: number) {
  const sub = simOf(row);
  const snap = snapshot(sub, at);
  const counts = { total: snap.workers.length, online: 0, offline: 0, invalid: 0 };
  for (const worker of snap.workers) counts[worker.status] += 1;
  const window = (count: number) => {
    const values = snap.samples24h.slice(SAMPLES_PER_DAY - count);
    if (values.some((value) => value === null)) return null;
    return Math.round((values.reduce<number>((sum, value) => sum + (value ?? 0), 0) / count) * 100) / 100;
  };
  const hashrate24h = window(SAMPLES_PER_DAY);
  const { days, payouts, balanceSats } = ledger(sub, at);
  const today = startOfUtcDay(at);
  const yesterday = days.at(-1);
  return {
    subAccount: row.name,
    asOf: new Date(snap.asOf).toISOString(),
    hashrate10m: window(1),
    hashrate1h: window(6),
    hashrate24h,
    workers: counts,
    todayEstimateBtc: btc(fppsDay(sub, today, hashrate24h ?? 0).amountSats),
    yesterdayBtc: btc(yesterday && yesterday.day === today - DAY_MS ? yesterday.amountSats : 0),
    totalPaidBtc: btc(payouts.reduce((sum, payout) => sum + payout.amountSats, 0)),
    balanceBtc: btc(balanceSats),
    payoutMethod: 'FPPS' as const,
    feePercent: feePercent(row.fee_bp),
    payoutThresholdBtc: btc(row.threshold_sats),
    payoutAddress: row.payout_address,
  };
}

/** The earnings rows of a sub-account at `at`, newest first, one page. */
export function earningsPage(row: SubAccountRow, at: number, pageNo: number, pageSize: number) {
  const rows = ledger(simOf(row), at).days.reverse();
  return {
    data: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((day) => ({
      date: isoDay(day.day),
      hashrateTh: Math.round(day.th * 100) / 100,
      subsidyBtc: btc(day.subsidySats),
      txFeeBtc: btc(day.txFeeSats),
      feeBtc: btc(day.feeSats),
      amountBtc: btc(day.amountSats),
      status: day.txid ? ('paid' as const) : ('unpaid' as const),
      txid: day.txid,
      paidAt: day.payoutAt === null ? null : new Date(day.payoutAt).toISOString(),
    })),
    pageNo,
    pageSize,
    totalCount: rows.length,
  };
}

export function poolRoutes(define: Define, { db, now }: FeatureDeps): void {
  const store = createPoolStore(db);
  const subOf = (user: { uid: number } | undefined, name: string): SubAccountRow => {
    if (!user) throw new CallError(401, 401, 'login required');
    const row = store.one(user.uid, name);
    // Another user's sub-account answers as an unknown one, so names reveal nothing.
    if (!row) throw new CallError(200, 404, SUB_ACCOUNT_NOT_FOUND);
    return row;
  };
  const auth = { auth: true };

  define(
    'poolSubAccountList',
    (_input, { user }) => {
      if (!user) throw new CallError(401, 401, 'login required');
      return ok({
        data: store.ofUser(user.uid).map(subAccountOf),
      });
    },
    auth,
  );

  define('poolSummary', ({ subAccount }, { user }) => ok(summaryFor(subOf(user, subAccount), now())), auth);

  define(
    'poolHash',
    ({ subAccount, range }, { user }) => {
      const sub = simOf(subOf(user, subAccount));
      const at = now();
      if (range === '24h') {
        const snap = snapshot(sub, at);
        const from = snap.asOf - SAMPLES_PER_DAY * SAMPLE_MS;
        return ok({
          range,
          intervalSeconds: SAMPLE_MS / 1000,
          points: snap.samples24h.map((hashrateTh, i) => ({
            time: new Date(from + i * SAMPLE_MS).toISOString(),
            hashrateTh,
          })),
        });
      }
      const days = range === '7d' ? 7 : 30;
      const firstDay = startOfUtcDay(at) - days * DAY_MS;
      const subStart = startOfUtcDay(sub.createdAt);
      const ths = dailyTh(sub, firstDay, days);
      return ok({
        range,
        intervalSeconds: DAY_MS / 1000,
        points: ths.map((th, d) => {
          const day = firstDay + d * DAY_MS;
          return { time: new Date(day).toISOString(), hashrateTh: day < subStart ? null : Math.round(th * 100) / 100 };
        }),
      });
    },
    auth,
  );

  define(
    'poolWorkers',
    ({ subAccount, status, search, sort, order, pageNo, pageSize }, { user }) => {
      const sub = simOf(subOf(user, subAccount));
      const { workers } = snapshot(sub, now());
      const counts = { all: workers.length, ...Object.fromEntries(WORKER_STATUSES.map((s) => [s, 0])) } as Record<
        WorkerStatus | 'all',
        number
      >;
      for (const worker of workers) counts[worker.status] += 1;
      const needle = search?.toLowerCase() ?? '';
      const shown = workers.filter(
        (worker) =>
          (!status || worker.status === status) &&
          (needle === '' || worker.name.includes(needle) || worker.group.includes(needle)),
      );
      const sorted = sortWorkers(shown, sort, order === 'desc');
      return ok({
        data: sorted.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(({ lastShareMs: _ms, ...worker }) => worker),
        pageNo,
        pageSize,
        totalCount: shown.length,
        counts,
      });
    },
    auth,
  );

  define(
    'poolEarnings',
    ({ subAccount, pageNo, pageSize }, { user }) => ok(earningsPage(subOf(user, subAccount), now(), pageNo, pageSize)),
    auth,
  );

  define(
    'poolPayments',
    ({ subAccount }, { user }) => {
      const row = subOf(user, subAccount);
      const { payouts } = ledger(simOf(row), now());
      return ok({
        data: payouts.reverse().map((payout) => ({
          paidAt: new Date(payout.at).toISOString(),
          amountBtc: btc(payout.amountSats),
          address: row.payout_address ?? '',
          txid: payout.txid,
        })),
      });
    },
    auth,
  );

  define(
    'poolFeeConfig',
    ({ subAccount }, { user }) => {
      const row = subOf(user, subAccount);
      return ok({
        payoutMethod: 'FPPS' as const,
        feePercent: feePercent(row.fee_bp),
        payoutThresholdBtc: btc(row.threshold_sats),
      });
    },
    auth,
  );

  define('poolInfo', () =>
    ok({
      stratumUrls: STRATUM_URLS,
      offlineAfterMinutes: WORKER_OFFLINE_AFTER_MINUTES,
      invalidAfterHours: WORKER_INVALID_AFTER_HOURS,
      payoutThresholdBtc: btc(PAYOUT_THRESHOLD_SATS),
      payoutMethods: [
        { method: 'FPPS' as const, feePercent: feePercent(DEFAULT_FEE_BP) },
        { method: 'PPLNS' as const, feePercent: feePercent(PPLNS_FEE_BP) },
      ],
    }),
  );

  define('poolStats', () => ok(poolStatsAt(now())));
}
