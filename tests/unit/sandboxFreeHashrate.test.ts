import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FreeHashrateGrant } from '../../runtime/http/contract/hashrate.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

/** Free hashrate (issue #18): the free trial's grant, its state over its term, and its output as the settlement has it. */
const DAY_MS = 86_400_000;
const ACCOUNT = 'secure@example.com';
let h: Harness;
let token = '';
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
  await h.postJson('/__sandbox/orders', { account: ACCOUNT, clear: true });
  token = await loginWithPassword(h, ACCOUNT, 'Secure2024');
});

async function call(name: CallName, query: Record<string, string> = {}) {
  const reply = await h.get(`${contract[name].path}?${new URLSearchParams(query)}`, { token });
  expect(contract[name].response.safeParse(reply.body).success, JSON.stringify(reply.body)).toBe(true);
  return reply.body.result;
}
const list = async () => (await call('freeHashrateList')) as { grants: FreeHashrateGrant[]; totalOutputBtc: string };

describe('freeHashrateList', () => {
  it('lists the free trial (not the paid plans) with what it mined, equal to its daily rows, until it ends', async () => {
    const reply = await h.postJson('/__sandbox/orders', {
      account: ACCOUNT,
      orders: [
        { goodsId: 'g-free-trial', state: 'running' },
        { goodsId: 'g-easy-s21-180', state: 'running' },
      ],
    });
    const [trialNo] = reply.body.orderNos as string[];
    const running = await list();
    expect(running.grants).toHaveLength(1);
    const [grant] = running.grants;
    expect(grant).toMatchObject({
      grantId: trialNo,
      source: 'freeTrial',
      state: 'running',
      hashrateTh: 1,
      durationDays: 3,
    });
    const days = await call('hashrateEverydayList', { currency: 'BTC', orderNo: trialNo as string, pageSize: '100' });
    expect(grant?.daysMined).toBe(days.totalCount);
    expect(grant?.outputBtc).toBe(days.totalBtc);
    expect(running.totalOutputBtc).toBe(days.totalBtc);

    h.clock.advance(5 * DAY_MS);
    const ended = await list();
    expect(ended.grants[0]?.state).toBe('ended');
    expect(Number(ended.grants[0]?.outputBtc)).toBeGreaterThan(0);
    expect(Number(ended.grants[0]?.outputBtc)).toBeGreaterThanOrEqual(Number(grant?.outputBtc));
  });

  it('is empty for an account without free hashrate, and needs a signed-in user', async () => {
    expect(await list()).toEqual({ grants: [], totalOutputBtc: '0.00000000' });
    const anonymous = await h.get(contract.freeHashrateList.path);
    expect(anonymous.http).toBe(401);
  });
});
