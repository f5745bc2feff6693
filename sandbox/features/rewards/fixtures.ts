import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { FeatureDeps } from '../feature.ts';
import { createWalletStore } from '../wallet/store.ts';
import { createRewardsStore } from './store.ts';

const account = z.string().trim().toLowerCase().min(3).max(254);
const rewardsBody = z
  .object({
    account,
    /** Consecutive days checked in (0 clears the history). */
    streak: z.number().int().min(0).max(400).default(0),
    /** How many days before today the last of them was: 0 today, 1 yesterday (the default), 2 or more broke it. */
    lastCheckInDaysAgo: z.number().int().min(0).max(400).default(1),
  })
  .strict();

/**
 * `POST /__sandbox/rewards { account, streak?, lastCheckInDaysAgo? }` replaces the account's check-in history
 * (no points are credited for it) and answers its rewards records; `GET /__sandbox/rewards?account=` answers
 * them: check-ins and claims.
 */
export function rewardsFixtures(app: Hono, { db, now, accounts }: FeatureDeps): void {
  const store = createRewardsStore(db, createWalletStore(db).ledger);
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);

  app.get('/__sandbox/rewards', (c) => {
    const parsed = account.safeParse(c.req.query('account') ?? '');
    if (!parsed.success) return bad(c, 'account: an email is required');
    const user = accounts.find({ email: parsed.data });
    return user ? c.json(store.history(user.uid)) : bad(c, `account: no account ${parsed.data}`, 404);
  });

  app.post('/__sandbox/rewards', async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return bad(c, 'body: malformed JSON');
    }
    const parsed = rewardsBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return bad(c, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const user = accounts.find({ email: parsed.data.account });
    if (!user) return bad(c, `account: no account ${parsed.data.account}`, 404);
    store.setHistory(user.uid, now(), parsed.data.streak, parsed.data.lastCheckInDaysAgo);
    return c.json(store.history(user.uid));
  });
}
