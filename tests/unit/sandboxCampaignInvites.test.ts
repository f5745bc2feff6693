import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_ERRORS } from '../../runtime/http/contract/campaigns.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { type Harness, outboxCode, PATHS, startSandbox } from './sandboxHarness.ts';

/**
 * The campaign engine's invitation list (`campaignInvites`, issue #22, the app's `/app/inviteActivity/detail`): the
 * friends who signed up with the account's code inside a campaign's window, their status now, what each brought,
 * the totals, paging, and the windows of upcoming and ended campaigns.
 */
const DAY_MS = 86_400_000;
const BASE = Date.parse('2026-03-01T10:00:00Z');

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  h.clock.advance(BASE - h.clock.now());
  await h.post('/__sandbox/reset', {});
});

async function call(name: CallName, fields: Record<string, string | number>, token?: string) {
  const entry = contract[name];
  const query = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const reply = await h.get(`${entry.path}?${query}`, { token });
  if (reply.http === 200 && reply.body.status === 200) {
    expect(entry.response.safeParse(reply.body).success, JSON.stringify(reply.body)).toBe(true);
  }
  return reply;
}
const invites = async (token: string, campaignId: number, pageNo = 1, pageSize = 10) =>
  (await call('campaignInvites', { campaignId, pageNo, pageSize }, token)).body.result;

/** A fresh account with a token. */
async function freshUser(email: string): Promise<string> {
  await h.post(PATHS.sendEmailCode, { email, type: 'register' });
  const emailCode = await outboxCode(h, email);
  const reply = await h.post(PATHS.registerByEmail, { email, emailCode, passwd: 'Campaign2026' });
  expect(reply.body.code).toBe(0);
  return reply.body.data.authToken;
}

/** A campaign of the test's own with the definition of `from`, around the clock. */
async function campaign(from: string, startMs: number, endMs: number): Promise<number> {
  const reply = await h.postJson('/__sandbox/campaigns', {
    from,
    startAt: new Date(h.clock.now() + startMs).toISOString(),
    endAt: new Date(h.clock.now() + endMs).toISOString(),
  });
  expect(reply.http, JSON.stringify(reply.body)).toBe(200);
  return reply.body.campaignId;
}

/**
 * Friends of `account`, oldest first: one before a 10-day window, then one who paid an order, one verified, one
 * only signed up (the fixture's emails are `friend<uid>@invitee.example`).
 */
async function friends(account: string) {
  const reply = await h.postJson('/__sandbox/invites', {
    account,
    friends: [
      { kyc: 1, registeredDaysAgo: 20 },
      { kyc: 1, registeredDaysAgo: 4, orders: [{ goodsId: 'g-full-s21-360', paidDaysAgo: 2 }] },
      { kyc: 1, registeredDaysAgo: 3 },
      { kyc: 0, registeredDaysAgo: 1 },
    ],
  });
  expect(reply.http, JSON.stringify(reply.body)).toBe(200);
}
const points = async (email: string) =>
  (await h.get(`/__sandbox/wallet?account=${email}`)).body.pointsBalance as string;

describe('campaignInvites', () => {
  it("lists the window's friends newest first with their status and reward, and the totals", async () => {
    const email = 'inviter-list@example.com';
    const token = await freshUser(email);
    const id = await campaign('1012', -10 * DAY_MS, 20 * DAY_MS);
    await friends(email);
    const before = await points(email);
    const result = await invites(token, id);
    expect(result.totalCount).toBe(3);
    expect(result.data.map((row: { status: string }) => row.status)).toEqual(['registered', 'verified', 'ordered']);
    for (const row of result.data) {
      expect(row.account).toMatch(/^fr\*\*\*@invitee\.example$/);
      expect(row.reward).toEqual({ kind: 'points', amount: '2.00', label: '2 points' });
    }
    const times = result.data.map((row: { registeredAt: string }) => Date.parse(row.registeredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(result.totals).toEqual({ registered: 1, verified: 1, ordered: 1, rewardedPoints: '6.00' });
    // The rewards were credited once, through the ledger: reading again credits nothing more.
    const after = await points(email);
    expect(Number(after) - Number(before)).toBeCloseTo(6, 8);
    await invites(token, id);
    expect(await points(email)).toBe(after);
    // The standing counts the same friends and points.
    const standing = (await call('campaignStanding', { campaignId: id }, token)).body.result;
    expect(standing.invite).toMatchObject({ invited: 3, rewardedPoints: '6.00' });
  });

  it('pages the list; the totals stay those of every friend', async () => {
    const email = 'inviter-pages@example.com';
    const token = await freshUser(email);
    const id = await campaign('1012', -10 * DAY_MS, 20 * DAY_MS);
    await friends(email);
    const second = await invites(token, id, 2, 2);
    expect(second.totalCount).toBe(3);
    expect(second.data).toHaveLength(1);
    expect(second.data[0].status).toBe('ordered');
    expect(second.totals.rewardedPoints).toBe('6.00');
  });

  it('an upcoming campaign has nobody yet; an ended one keeps the friends inside its window only', async () => {
    const email = 'inviter-windows@example.com';
    const token = await freshUser(email);
    await friends(email);
    const upcoming = await campaign('1012', 2 * DAY_MS, 20 * DAY_MS);
    expect(await invites(token, upcoming)).toEqual({
      data: [],
      totalCount: 0,
      totals: { registered: 0, verified: 0, ordered: 0, rewardedPoints: '0.00' },
    });
    // Ended two days ago: the friends of 3 and 4 days ago count, the one of yesterday does not.
    const ended = await campaign('1012', -10 * DAY_MS, -2 * DAY_MS);
    const result = await invites(token, ended);
    expect(result.totalCount).toBe(2);
    expect(result.data.map((row: { status: string }) => row.status)).toEqual(['verified', 'ordered']);
    expect(result.totals.rewardedPoints).toBe('4.00');
  });

  it('a fresh account has nobody; a campaign without invitations is a 404; signed out is a 401', async () => {
    const token = await freshUser('inviter-none@example.com');
    const id = await campaign('1012', -DAY_MS, DAY_MS);
    expect((await invites(token, id)).totalCount).toBe(0);
    const quiz = await call('campaignInvites', { campaignId: 1013 }, token);
    expect(quiz.http).toBe(404);
    expect(quiz.body.message).toBe(CAMPAIGN_ERRORS.notOffered);
    expect((await call('campaignInvites', { campaignId: 999_999 }, token)).http).toBe(404);
    expect((await call('campaignInvites', { campaignId: id })).http).toBe(401);
  });
});
