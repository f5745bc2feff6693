import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { transaction } from '../../db.ts';
import type { FeatureDeps } from '../feature.ts';
import { createWalletStore } from '../wallet/store.ts';
import { addFriends } from './seed.ts';
import { createInviteStore } from './store.ts';

const account = z.string().trim().toLowerCase().min(3).max(254);
const invitesBody = z
  .object({
    account,
    /** Friends to add, newest last; each may have paid orders. */
    friends: z
      .array(
        z
          .object({
            kyc: z.number().int().min(0).max(2).default(0),
            registeredDaysAgo: z.number().int().min(0).max(3650).default(1),
            orders: z
              .array(
                z
                  .object({
                    goodsId: z.string().min(1).max(100),
                    quantity: z.number().int().min(1).max(100).default(1),
                    paidDaysAgo: z.number().int().min(0).max(3650),
                  })
                  .strict(),
              )
              .max(20)
              .default([]),
          })
          .strict(),
      )
      .max(50),
  })
  .strict();

/**
 * `POST /__sandbox/invites { account, friends: [{ kyc?, registeredDaysAgo?, orders?: [{ goodsId, quantity?,
 * paidDaysAgo }] }] }` adds accounts invited by `account` (emails `friend<uid>@invitee.example`) with their paid
 * orders, and answers the account's invite rewards; `GET /__sandbox/invites?account=` answers them.
 */
export function inviteFixtures(app: Hono, { db, now, accounts }: FeatureDeps): void {
  const store = createInviteStore(db, createWalletStore(db).ledger);
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);
  const nextUid = db.prepare('SELECT COALESCE(MAX(uid), 0) + 1 AS uid FROM users');
  const rewardsOf = (uid: number) => {
    store.sync(uid, now());
    return {
      friends: store.friends(uid).length,
      rewards: store.rewards(uid).map((r) => ({
        orderNo: r.order_no,
        kind: r.kind,
        rewardCents: r.reward_cents,
        claimed: r.claimed_at !== null,
      })),
    };
  };

  app.get('/__sandbox/invites', (c) => {
    const parsed = account.safeParse(c.req.query('account') ?? '');
    if (!parsed.success) return bad(c, 'account: an email is required');
    const user = accounts.find({ email: parsed.data });
    return user ? c.json(rewardsOf(user.uid)) : bad(c, `account: no account ${parsed.data}`, 404);
  });

  app.post('/__sandbox/invites', async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return bad(c, 'body: malformed JSON');
    }
    const parsed = invitesBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return bad(c, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const user = accounts.find({ email: parsed.data.account });
    if (!user) return bad(c, `account: no account ${parsed.data.account}`, 404);
    try {
      transaction(db, () => {
        let uid = (nextUid.get() as { uid: number }).uid;
        const friends = parsed.data.friends.map((friend) => {
          const id = uid++;
          return { ...friend, uid: id, email: `friend${id}@invitee.example` };
        });
        addFriends(db, user.uid, friends, now());
      });
    } catch (error) {
      return bad(c, `friends: ${(error as Error).message}`);
    }
    return c.json(rewardsOf(user.uid));
  });
}
