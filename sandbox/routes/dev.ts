import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { type Accounts, type UserRow, verifySecret } from '../accounts.ts';
import { type Challenges, challengeRule, defaultRules } from '../challenges.ts';
import type { Database } from '../db.ts';
import { type Faults, faultSpec } from '../faults.ts';
import type { CmsSettings } from '../features/common/routes.ts';
import type { Outbox } from '../outbox.ts';
import { SITE_KEYS, type Tasks, WIDGET_VENDORS } from '../tasks.ts';

export interface DevDeps {
  db: Database;
  now: () => number;
  accounts: Accounts;
  outbox: Outbox;
  tasks: Tasks;
  challenges: Challenges;
  faults: Faults;
  cms: CmsSettings;
  reset: () => void;
  advanceClock: (ms: number) => void;
}

const CAS_TICKET_TTL_MS = 5 * 60_000;

const challengesBody = z.union([
  z.object({ rules: z.array(challengeRule).max(50) }),
  // Added beside the rules in force (scope them with `accounts` when tests run in parallel).
  z.object({ add: z.array(challengeRule).min(1).max(50) }),
  z.object({ preset: z.literal('default') }),
  // Accounts the rules in force leave alone unless a rule names them (the default slider included).
  z.object({ exempt: z.array(z.string().trim().toLowerCase().min(3).max(200)).min(1).max(50) }),
]);
/**
 * One fault, `{ faults: [...] }`, `{ clear: true }`, or `{ release: true, scope? }` (held requests go
 * on now); picked by key so errors name the real field.
 */
function faultsBody(body: unknown) {
  const fields = (body ?? {}) as Record<string, unknown>;
  if ('clear' in fields) return z.object({ clear: z.literal(true) }).safeParse(body);
  if ('release' in fields) return z.object({ release: z.literal(true), scope: faultSpec.shape.scope }).safeParse(body);
  if ('faults' in fields) return z.object({ faults: z.array(faultSpec).max(50) }).safeParse(body);
  return faultSpec.safeParse(body);
}
const issueText = (error: z.ZodError) => `${error.issues[0]?.path.join('.') || 'body'}: ${error.issues[0]?.message}`;

/** Sandbox-only endpoints under /__sandbox/ (never part of the real API): outbox, challenges, faults, reset, widgets, CAS. */
export function devRoutes(app: Hono, deps: DevDeps): void {
  const insertTicket = deps.db.prepare('INSERT INTO cas_tickets (ticket, uid, expires_at) VALUES (?, ?, ?)');
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);

  async function jsonBody(c: Context): Promise<unknown> {
    const text = await c.req.text();
    if (text.length > 64 * 1024) return undefined;
    try {
      return text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  /** A bare endpoint: no database, no validation; the benchmark's reference. */
  app.get('/__sandbox/ping', (c) => c.json({ ok: true }));

  app.get('/__sandbox/outbox', (c) => {
    // `+` in a query string decodes to a space; accept both spellings of a phone address.
    const to = (c.req.query('to') ?? '').replace(/^ /, '+').trim().toLowerCase();
    if (!to) return bad(c, 'to: an email or +<phoneCode><phoneNumber> is required');
    const message = deps.outbox.newest(to);
    return message ? c.json(message) : bad(c, `nothing was sent to ${to}`, 404);
  });

  app.get('/__sandbox/challenges', (c) => c.json({ rules: deps.challenges.rules(), exempt: deps.challenges.exempt() }));
  app.post('/__sandbox/challenges', async (c) => {
    const parsed = challengesBody.safeParse(await jsonBody(c));
    if (!parsed.success) return bad(c, issueText(parsed.error));
    if ('add' in parsed.data) deps.challenges.addRules(parsed.data.add);
    else if ('exempt' in parsed.data) deps.challenges.exemptAccounts(parsed.data.exempt);
    else deps.challenges.setRules('rules' in parsed.data ? parsed.data.rules : defaultRules());
    return c.json({ rules: deps.challenges.rules(), exempt: deps.challenges.exempt() });
  });

  // `held`: requests being held now (of the faults of `?scope=`, else all), so a test releases them once they are.
  app.get('/__sandbox/faults', (c) => {
    const scope = faultSpec.shape.scope.safeParse(c.req.query('scope'));
    return c.json({ faults: deps.faults.list(), held: deps.faults.held(scope.success ? scope.data : undefined) });
  });
  app.post('/__sandbox/faults', async (c) => {
    const parsed = faultsBody(await jsonBody(c));
    if (!parsed.success) return bad(c, issueText(parsed.error));
    const body = parsed.data;
    if ('clear' in body) deps.faults.clear();
    else if ('release' in body) deps.faults.release(body.scope);
    else for (const fault of 'faults' in body ? body.faults : [body]) deps.faults.add(fault);
    return c.json({ faults: deps.faults.list() });
  });

  /**
   * CMS content switched off or on again: `{ "bottomAd": false, "downloadUrls": false }`, or the route
   * whitelist replaced (`{ "routeWhitelist": ["/list"] }`); reset restores them all.
   */
  app.post('/__sandbox/cms', async (c) => {
    const parsed = z
      .object({
        bottomAd: z.boolean().optional(),
        downloadUrls: z.boolean().optional(),
        homeModal: z.boolean().optional(),
        routeWhitelist: z
          .array(z.string().regex(/^\/[A-Za-z0-9_\-/]*$/))
          .max(100)
          .optional(),
      })
      .strict()
      .safeParse(await jsonBody(c));
    if (!parsed.success) return bad(c, issueText(parsed.error));
    for (const [key, value] of Object.entries(parsed.data)) {
      if (value !== undefined) Object.assign(deps.cms, { [key]: value });
    }
    return c.json({ cms: deps.cms });
  });

  app.post('/__sandbox/reset', (c) => {
    deps.reset();
    return c.json({ reset: true });
  });

  app.post('/__sandbox/clock', async (c) => {
    const parsed = z
      .object({
        advanceSeconds: z
          .number()
          .min(0)
          .max(365 * 86400),
      })
      .safeParse(await jsonBody(c));
    if (!parsed.success) return bad(c, 'advanceSeconds: a number of seconds expected');
    deps.advanceClock(parsed.data.advanceSeconds * 1000);
    return c.json({ now: new Date(deps.now()).toISOString() });
  });

  /**
   * Gives an account its own messages, newest first: `count` of them, the first `unread` unread, in
   * `category` (or cycling 1, 2, 3), each with `content` (HTML as the CMS sends it) and `router`.
   * Tests use fresh accounts so reading a message never changes another test's data.
   */
  const insertMessage = deps.db.prepare(
    `INSERT INTO messages (message_id, uid, category, title, content, router, created_at, read_status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const messagesBody = z.object({
    email: z.string().min(3).max(254),
    count: z.number().int().min(1).max(200),
    unread: z.number().int().min(0).max(200).default(0),
    category: z.number().int().min(1).max(99).optional(),
    content: z.string().max(4000).default('<p>Message body</p>'),
    router: z.string().max(500).nullable().default(null),
  });
  app.post('/__sandbox/messages', async (c) => {
    const parsed = messagesBody.safeParse(await jsonBody(c));
    if (!parsed.success) return bad(c, issueText(parsed.error));
    const body = parsed.data;
    const user = deps.accounts.find({ email: body.email });
    if (!user) return bad(c, `no account ${body.email}`, 404);
    const stamp = deps.now();
    const ids: string[] = [];
    for (let i = 0; i < body.count; i++) {
      const id = `m-${user.uid}-${stamp}-${String(i + 1).padStart(3, '0')}`;
      insertMessage.run(
        id,
        user.uid,
        body.category ?? (i % 3) + 1,
        `Message ${i + 1}`,
        body.content,
        body.router,
        stamp - i * 60_000,
        i < body.unread ? 0 : 1,
      );
      ids.push(id);
    }
    return c.json({ messageIds: ids });
  });

  /**
   * An account's security settings, as the account's owner sees them on screen: the authenticator key
   * shown while binding (`gaPending`), whether one is bound, the email, and whether a fund password is
   * set (and, given `fundPassword`, whether it is that one). `account` is an email or `+<code><number>`.
   */
  const byAddress = deps.db.prepare(
    `SELECT * FROM users WHERE lower(email) = ? OR ('+' || phone_code || phone_number) = ?`,
  );
  app.get('/__sandbox/security', (c) => {
    // `+` in a query string decodes to a space; accept both spellings of a phone address.
    const account = (c.req.query('account') ?? '').replace(/^ /, '+').trim().toLowerCase();
    if (!account) return bad(c, 'account: an email or +<phoneCode><phoneNumber> is required');
    const user = byAddress.get(account, account) as UserRow | undefined;
    if (!user) return bad(c, `no account ${account}`, 404);
    const fundPassword = c.req.query('fundPassword');
    return c.json({
      email: user.email,
      fundPasswordSet: user.fund_password_hash !== null,
      ...(fundPassword === undefined ? {} : { fundPasswordIs: verifySecret(fundPassword, user.fund_password_hash) }),
      gaBound: user.totp_secret !== null,
      gaPending: user.totp_pending,
    });
  });

  /** The sandbox's captcha widget: solving it (a click in its page) yields a single-use token for the check call. */
  app.post('/__sandbox/widget/:vendor/solve', async (c) => {
    const vendor = c.req.param('vendor');
    if (!(WIDGET_VENDORS as readonly string[]).includes(vendor)) return bad(c, `no widget ${vendor}`, 404);
    const body = (await jsonBody(c)) as { siteKey?: unknown } | undefined;
    const key = SITE_KEYS[vendor as (typeof WIDGET_VENDORS)[number]];
    if (body?.siteKey !== key) return bad(c, `siteKey: expected the sandbox key ${key}`);
    return c.json(deps.tasks.issueWidgetToken(vendor as (typeof WIDGET_VENDORS)[number]));
  });

  /** A stand-in SSO server: issues a ticket for an account and sends the browser back to `service`. */
  app.get('/__sandbox/cas/login', (c) => {
    const email = (c.req.query('email') ?? 'sso@example.com').toLowerCase();
    const user = deps.accounts.find({ email });
    if (!user) return bad(c, `no account ${email}`, 404);
    const ticket = `ST-${randomBytes(16).toString('hex')}`;
    insertTicket.run(ticket, user.uid, deps.now() + CAS_TICKET_TTL_MS);
    const service = safeService(c.req.query('service'));
    if (!service) return c.json({ ticket });
    service.searchParams.set('ticket', ticket);
    return c.redirect(service.toString(), 302);
  });

  /** Ends a session on the server only, as a sign-out on another device or an expiry would: the page keeps its cookie. */
  app.post('/__sandbox/sessions/revoke', async (c) => {
    const parsed = z.object({ token: z.string().min(1).max(512) }).safeParse(await jsonBody(c));
    if (!parsed.success) return bad(c, issueText(parsed.error));
    deps.accounts.revokeToken(parsed.data.token);
    return c.json({ revoked: true });
  });

  app.get('/__sandbox/cas/logout', (c) => {
    const service = safeService(c.req.query('service'));
    return service ? c.redirect(service.toString(), 302) : c.json({ loggedOut: true });
  });
}

function safeService(raw: string | undefined): URL | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
