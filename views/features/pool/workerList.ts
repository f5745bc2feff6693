import type { WORKER_FILTER_VALUES, WORKER_SORT_VALUES } from '../../../manifest/routes.ts';
import type { PoolWorker } from '../../../runtime/http/contract/pool.ts';

/**
 * The worker list's filter and sort (`/dashboard/pool/detail`, the observer view), pure so the bench
 * (`bench/workerList.bench.ts`) times exactly what the page runs: thousands of workers on every change of
 * status, search, column or order, in the browser's main thread.
 */
export type WorkerSort = (typeof WORKER_SORT_VALUES)[number];
export type WorkerFilter = (typeof WORKER_FILTER_VALUES)[number];

const STATUS_RANK = { online: 0, offline: 1, invalid: 2 } as const;

function sortValue(worker: PoolWorker, key: WorkerSort): string | number | null {
  switch (key) {
    case 'status':
      return STATUS_RANK[worker.status];
    case 'rejectRate':
      return Number(worker.rejectRate);
    case 'lastShareTime':
      return worker.lastShareTime === null ? null : Date.parse(worker.lastShareTime);
    default:
      return worker[key];
  }
}

/**
 * The workers in the order the list shows them; n/a (null) last either way, then by name. Each worker's
 * sort value is worked out once (not in every comparison).
 */
export function sortWorkers(workers: readonly PoolWorker[], key: WorkerSort, desc: boolean): PoolWorker[] {
  const keyed = workers.map((worker) => ({ worker, value: sortValue(worker, key) }));
  // No closure per comparison: V8 sorts several times slower with one (bench/workerList.bench.ts).
  keyed.sort((a, b) => {
    const x = a.value;
    const y = b.value;
    if (x === null || y === null) return x === y ? a.worker.name.localeCompare(b.worker.name) : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
    return (desc ? -order : order) || a.worker.name.localeCompare(b.worker.name);
  });
  return keyed.map((entry) => entry.worker);
}

/** A worker matches a search when its name or group contains it (any case). */
export function matchesSearch(worker: PoolWorker, search: string): boolean {
  return matchesNeedle(worker, search.trim().toLowerCase());
}
const matchesNeedle = (worker: PoolWorker, needle: string) =>
  needle === '' || worker.name.toLowerCase().includes(needle) || worker.group.toLowerCase().includes(needle);

/** What the worker list shows: the workers of a status (or all) matching the search, sorted by a column. */
export function filterSortWorkers(
  workers: readonly PoolWorker[],
  { status, search, sort, desc }: { status: WorkerFilter; search: string; sort: WorkerSort; desc: boolean },
): PoolWorker[] {
  const needle = search.trim().toLowerCase();
  const shown = workers.filter(
    (worker) => (status === 'all' || worker.status === status) && matchesNeedle(worker, needle),
  );
  return sortWorkers(shown, sort, desc);
}
