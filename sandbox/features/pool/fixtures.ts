import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { MAX_OBSERVER_LINKS, SUB_ACCOUNT_NAME } from '../../../runtime/http/contract/pool.ts';
import type { FeatureDeps } from '../feature.ts';
import { sandboxPayoutAddress } from '../orders/bech32.ts';
import { createLinkStore, newLink } from './manage.ts';
import { DAY_MS } from './sim.ts';
import { createPoolStore } from './store.ts';

const MAX_BODY_BYTES = 64 * 1024;
const account = z.string().trim().toLowerCase().min(3).max(254);
const addBody = z
  .object({
    account,
    /** Default: `t<uid>n<k>`, unique. */
    name: z.string().regex(SUB_ACCOUNT_NAME, 'is not a sub-account name').optional(),
    workers: z.number().int().min(0).max(5000),
    /** How long ago the sub-account was made (history for the charts and earnings); default 35 days. */
    daysAgo: z.number().min(0).max(120).default(35),
    payoutAddress: z.boolean().default(true),
  })
  .strict();

function poolBody(body: unknown) {
  if (typeof body === 'object' && body !== null && 'observerLinks' in body)
    return z
      .object({ account, subAccount: z.string(), observerLinks: z.number().int().min(0).max(MAX_OBSERVER_LINKS) })
      .strict()
      .safeParse(body);
  if (typeof body === 'object' && body !== null && 'clear' in body)
    return z
      .object({ account, clear: z.literal(true) })
      .strict()
      .safeParse(body);
  return addBody.safeParse(body);
}

/**
 * `POST /__sandbox/pool` `{ account, workers, name?, daysAgo?, payoutAddress? }` → `{ name }`: a
 * sub-account with that many workers for one account; `{ account, clear: true }` deletes its sub-accounts;
 * `{ account, subAccount, observerLinks: n }` → `{ tokens }` replaces that sub-account's observer links
 * with n live ones (dashboard only, 7 days).
 */
export function poolFixtures(app: Hono, { db, now, accounts }: FeatureDeps): void {
  const store = createPoolStore(db);
  const links = createLinkStore(db);
  const bad = (c: Context, message: string, status: 400 | 404 | 409 = 400) =>
    c.json({ status, message, result: null }, status);

  /** `GET /__sandbox/pool/alarm?account=&subAccount=` → `{ result }`: the stored alarm settings (null before a save). */
  const alarmOf = db.prepare(
    'SELECT offline_minutes, email, telegram_chat_id, hashrate_mode FROM pool_alarm_configs WHERE sub_account_id = ?',
  );
  app.get('/__sandbox/pool/alarm', (c) => {
    const user = accounts.find({ email: (c.req.query('account') ?? '').toLowerCase() });
    const sub = user ? store.one(user.uid, c.req.query('subAccount') ?? '') : undefined;
    if (!sub) return bad(c, 'account or subAccount: not found', 404);
    const row = alarmOf.get(sub.id) as
      | { offline_minutes: number; email: string | null; telegram_chat_id: string | null; hashrate_mode: string }
      | undefined;
    return c.json({
      status: 200,
      result: row
        ? {
            offlineMinutes: row.offline_minutes,
            email: row.email,
            telegramChatId: row.telegram_chat_id,
            hashrateMode: row.hashrate_mode,
          }
        : null,
    });
  });

  app.post('/__sandbox/pool', async (c) => {
    let body: unknown;
    try {
      const text = await c.req.text();
      body = text.length > MAX_BODY_BYTES ? undefined : JSON.parse(text);
    } catch {
      return bad(c, 'body: malformed JSON');
    }
    const parsed = poolBody(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return bad(c, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const user = accounts.find({ email: parsed.data.account });
    if (!user) return bad(c, `account: no account ${parsed.data.account}`, 404);
    if ('clear' in parsed.data) return c.json({ cleared: store.clear(user.uid) });
    if ('observerLinks' in parsed.data) {
      const sub = store.one(user.uid, parsed.data.subAccount);
      if (!sub) return bad(c, `subAccount: no sub-account ${parsed.data.subAccount}`, 404);
      links.clear(sub.id);
      const tokens: string[] = [];
      for (let i = 0; i < parsed.data.observerLinks; i++) {
        const link = newLink(sub.id, { workers: false, earnings: false, expiry: '7d' }, now() - i);
        links.add(link);
        tokens.push(link.token);
      }
      return c.json({ tokens });
    }

    const { name: asked, workers, daysAgo, payoutAddress } = parsed.data;
    let name = asked;
    if (name === undefined) {
      for (let k = store.ofUser(user.uid).length + 1; name === undefined || store.taken(name); k++)
        name = `t${user.uid}n${k}`;
    } else if (store.taken(name)) {
      return bad(c, `name: ${name} is taken`, 409);
    }
    store.add({
      uid: user.uid,
      name,
      workerCount: workers,
      createdAt: now() - Math.round(daysAgo * DAY_MS),
      payoutAddress: payoutAddress ? sandboxPayoutAddress(`${user.uid}/pool/${name}`) : null,
    });
    return c.json({ name });
  });
}
