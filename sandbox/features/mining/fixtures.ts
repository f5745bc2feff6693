import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { FeatureDeps } from '../feature.ts';
import { DAY_MS, dateOf, dayOf, dayOfDate, networkSeries, SERIES_PAST_DAYS } from './network.ts';
import { createMining } from './settle.ts';

const account = z.string().trim().toLowerCase().min(3).max(254);

/**
 * Sandbox-only mining fixtures:
 * - `POST /__sandbox/mining/advance { days }`: moves the sandbox clock forward by whole days (1 to 400) and
 *   settles every account's orders day by day up to the new time (settlement is lazy otherwise: on read).
 *   The clock is the whole sandbox's: browser tests that share a sandbox must not use it.
 * - `GET /__sandbox/mining?account=`: the account's settled days, payouts, totals and BTC wallet (settled to now).
 * - `GET /__sandbox/mining/network?from=&to=`: the network series by UTC day (default: the past 400 days to today).
 */
export function miningFixtures(app: Hono, { db, now, accounts, advanceClock }: FeatureDeps): void {
  const mining = createMining(db);
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);

  app.post('/__sandbox/mining/advance', async (c) => {
    const parsed = z
      .object({ days: z.number().int().min(1).max(400) })
      .strict()
      .safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return bad(c, 'days: a whole number of days from 1 to 400 is required');
    if (!advanceClock) return bad(c, 'the clock cannot be moved here');
    advanceClock(parsed.data.days * DAY_MS);
    const at = now();
    const settledUsers = mining.settleAll(at);
    return c.json({ now: new Date(at).toISOString(), settledUsers });
  });

  app.get('/__sandbox/mining', (c) => {
    const parsed = account.safeParse(c.req.query('account') ?? '');
    if (!parsed.success) return bad(c, 'account: an email is required');
    const user = accounts.find({ email: parsed.data });
    if (!user) return bad(c, `account: no account ${parsed.data}`, 404);
    const at = now();
    mining.settleUser(user.uid, at);
    const days = mining.days(user.uid);
    const payouts = mining.payouts(user.uid);
    const total = (list: Array<{ sats: number }>) => list.reduce((sum, one) => sum + one.sats, 0);
    return c.json({
      now: new Date(at).toISOString(),
      totalSats: total(days),
      unpaidSats: total(days.filter((row) => row.payout_id === null)),
      paidSats: total(payouts.filter((p) => p.confirmed_at <= at)),
      payingSats: total(payouts.filter((p) => p.confirmed_at > at)),
      walletSats: mining.walletSats(user.uid),
      payouts: payouts.map((p) => ({
        txid: p.txid,
        sats: p.sats,
        throughDate: dateOf(p.through_day),
        sentAt: new Date(p.sent_at).toISOString(),
        confirmedAt: new Date(p.confirmed_at).toISOString(),
        credited: p.ledger_tx !== null,
      })),
      days: days.map((row) => ({
        orderNo: row.order_no,
        date: dateOf(row.day),
        state: row.state,
        uptimeBp: row.uptime_bp,
        sats: row.sats,
        paid: row.payout_id !== null,
      })),
    });
  });

  app.get('/__sandbox/mining/network', (c) => {
    const today = dayOf(now());
    const from = c.req.query('from') ? dayOfDate(c.req.query('from') ?? '') : today - SERIES_PAST_DAYS;
    const to = c.req.query('to') ? dayOfDate(c.req.query('to') ?? '') : today;
    if (from === undefined || to === undefined || to < from || to - from > 2000) {
      return bad(c, 'from, to: two days (YYYY-MM-DD), at most 2000 days apart');
    }
    return c.json({ days: networkSeries(from, to).map(({ day: _day, btcPriceCents: _cents, ...figures }) => figures) });
  });
}
