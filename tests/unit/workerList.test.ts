import { describe, expect, it } from 'vitest';
import type { PoolWorker } from '../../runtime/http/contract/pool.ts';
import { filterSortWorkers, matchesSearch, sortWorkers } from '../../views/features/pool/workerList.ts';

const worker = (name: string, over: Partial<PoolWorker> = {}): PoolWorker => ({
  name,
  group: 'rack-1',
  status: 'online',
  hashrate10m: 100,
  hashrate1h: 100,
  hashrate24h: 100,
  rejectRate: '0.10',
  lastShareTime: '2026-11-24T10:00:00.000Z',
  ...over,
});

const WORKERS = [
  worker('farm.s21-0003', { hashrate10m: null, status: 'offline', lastShareTime: '2026-11-24T09:00:00.000Z' }),
  worker('farm.s21-0001', { hashrate10m: 200, group: 'rack-2' }),
  worker('farm.s19xp-0002', { hashrate10m: 141, status: 'invalid', lastShareTime: null, rejectRate: '0.50' }),
  worker('farm.s21-0004', { hashrate10m: 200 }),
];
const names = (list: readonly PoolWorker[]) => list.map((w) => w.name);

describe('the worker list filter and sort (views/features/pool/workerList.ts)', () => {
  it('sorts by a column either way, n/a last both ways, ties by name', () => {
    expect(names(sortWorkers(WORKERS, 'hashrate10m', false))).toEqual([
      'farm.s19xp-0002',
      'farm.s21-0001',
      'farm.s21-0004',
      'farm.s21-0003',
    ]);
    expect(names(sortWorkers(WORKERS, 'hashrate10m', true))).toEqual([
      'farm.s21-0001',
      'farm.s21-0004',
      'farm.s19xp-0002',
      'farm.s21-0003',
    ]);
    expect(names(sortWorkers(WORKERS, 'lastShareTime', true))).toEqual([
      'farm.s21-0001',
      'farm.s21-0004',
      'farm.s21-0003',
      'farm.s19xp-0002',
    ]);
    expect(names(sortWorkers(WORKERS, 'status', false))[3]).toBe('farm.s19xp-0002');
    expect(names(sortWorkers(WORKERS, 'rejectRate', true))[0]).toBe('farm.s19xp-0002');
    // The input is left as it was.
    expect(WORKERS[0]?.name).toBe('farm.s21-0003');
  });

  it('filters by status and by a search in the name or group, any case', () => {
    expect(matchesSearch(WORKERS[1] as PoolWorker, ' RACK-2 ')).toBe(true);
    expect(names(filterSortWorkers(WORKERS, { status: 'all', search: 'S21', sort: 'name', desc: false }))).toEqual([
      'farm.s21-0001',
      'farm.s21-0003',
      'farm.s21-0004',
    ]);
    expect(names(filterSortWorkers(WORKERS, { status: 'online', search: '', sort: 'name', desc: true }))).toEqual([
      'farm.s21-0004',
      'farm.s21-0001',
    ]);
    expect(filterSortWorkers(WORKERS, { status: 'invalid', search: 'rack-2', sort: 'name', desc: false })).toEqual([]);
  });
});
