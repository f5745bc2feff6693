import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app.ts';
import { SANDBOX_URL } from '../setup/sandboxUrl.ts';

const LIST = '/v1/app/common/goods/query/floatGoods/list';

describe('sandbox: float goods list over HTTP', () => {
  it('lists only stable plans on sale, in the status envelope', async () => {
    const res = await fetch(`${SANDBOX_URL}${LIST}?pageSize=50&pageNo=1&currency=BTC`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe(200);
    expect(body.result.totalCount).toBe(2);
    expect(body.result.data.map((g: { goodsId: string }) => g.goodsId)).toEqual([
      'g-stable-s21-30',
      'g-stable-s21xp-60',
    ]);
    expect(body.result.data.every((g: { goodsType: number; goodsStatus: number }) => g.goodsType === 7)).toBe(true);
  });

  it('pages', async () => {
    const body = await (await fetch(`${SANDBOX_URL}${LIST}?pageSize=1&pageNo=2`)).json();
    expect(body.result).toMatchObject({ pageNo: 2, pageSize: 1, totalCount: 2 });
    expect(body.result.data).toHaveLength(1);
    expect(body.result.data[0].goodsId).toBe('g-stable-s21xp-60');
  });

  it.each([
    ['pageSize=abc', /pageSize/],
    ['pageSize=100000', /pageSize/],
    ['pageNo=0', /pageNo/],
    ['currency=%3Cscript%3E', /currency/],
  ])('answers bad input (%s) with 400 and a message naming the field', async (query, message) => {
    const res = await fetch(`${SANDBOX_URL}${LIST}?${query}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ status: 400, result: null });
    expect(body.message).toMatch(message);
  });

  it('answers an unknown call with 404 in the envelope', async () => {
    const res = await fetch(`${SANDBOX_URL}/v1/app/no/such/call`);
    expect(res.status).toBe(404);
    expect((await res.json()).status).toBe(404);
  });
});

describe('sandbox storage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its data across a restart', async () => {
    const path = join(dir, 'sandbox.db');
    const first = createSandbox({ dbPath: path });
    const countMigrations = (db: typeof first.db) =>
      (db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get() as { n: number }).n;
    const applied = countMigrations(first.db);
    first.db.prepare('UPDATE goods SET goods_name = ? WHERE goods_id = ?').run('Renamed plan', 'g-stable-s21-30');
    first.close();
    const second = createSandbox({ dbPath: path });
    const res = await second.app.request(`${LIST}?pageSize=50`);
    const body = await res.json();
    expect(body.result.data[0].goodsName).toBe('Renamed plan');
    // Reopening runs no migration twice.
    expect(countMigrations(second.db)).toBe(applied);
    second.close();
  });
});
