import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { FeatureDeps } from '../feature.ts';
import { availableAuth, createSettingsStore } from './store.ts';

const account = z.string().trim().toLowerCase().min(3).max(254);
const settingsBody = z
  .object({
    account,
    /** Third-party logins linked to the account now (replacing any linked before). */
    thirdParty: z
      .array(z.string().regex(/^[a-z]{2,20}$/))
      .max(5)
      .optional(),
  })
  .strict();

/**
 * `POST /__sandbox/settings { account, thirdParty? }` links third-party logins to an account (as logging in
 * with them in the app would) and answers its settings; `GET /__sandbox/settings?account=` answers them: the
 * notice language, the auth methods, the partner and the linked logins.
 */
export function settingsFixtures(app: Hono, { db, now, accounts }: FeatureDeps): void {
  const store = createSettingsStore(db);
  const unlinkAll = db.prepare('DELETE FROM third_party_bindings WHERE uid = ?');
  const link = db.prepare(
    'INSERT INTO third_party_bindings (uid, third_type, third_token, bound_at) VALUES (?, ?, ?, ?)',
  );
  const linked = db.prepare('SELECT third_type FROM third_party_bindings WHERE uid = ? ORDER BY bound_at, third_type');
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);
  const view = (uid: number) => {
    const user = accounts.byUid(uid);
    return {
      noticeLanguage: store.noticeLanguage(uid),
      withdrawAuth: store.authMethods(uid, 'withdraw'),
      payAuth: store.authMethods(uid, 'pay'),
      availableAuth: user ? availableAuth(user) : [],
      partner: store.partner(uid),
      thirdParty: (linked.all(uid) as Array<{ third_type: string }>).map((row) => row.third_type),
    };
  };

  app.get('/__sandbox/settings', (c) => {
    const parsed = account.safeParse(c.req.query('account') ?? '');
    if (!parsed.success) return bad(c, 'account: an email is required');
    const user = accounts.find({ email: parsed.data });
    return user ? c.json(view(user.uid)) : bad(c, `account: no account ${parsed.data}`, 404);
  });

  app.post('/__sandbox/settings', async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return bad(c, 'body: malformed JSON');
    }
    const parsed = settingsBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return bad(c, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const user = accounts.find({ email: parsed.data.account });
    if (!user) return bad(c, `account: no account ${parsed.data.account}`, 404);
    if (parsed.data.thirdParty) {
      unlinkAll.run(user.uid);
      for (const type of new Set(parsed.data.thirdParty)) link.run(user.uid, type, `fixture-${type}`, now());
    }
    return c.json(view(user.uid));
  });
}
