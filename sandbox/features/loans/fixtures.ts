import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db.ts';
import type { FeatureDeps } from '../feature.ts';
import { dateOf } from '../mining/network.ts';
import { createMining } from '../mining/settle.ts';
import { sandboxPayoutAddress } from '../orders/bech32.ts';
import { DAY_MS, startOfUtcDay } from '../orders/status.ts';
import { createOrderStore } from '../orders/store.ts';
import { createLoanBook } from './book.ts';

const HOUR_MS = 3_600_000;
/** The full plan loan orders are made of: 200 TH a unit at 0.0499 USD per TH per day, 360 days. */
export const LOAN_GOODS_ID = 'g-full-s21-360';

/** A full plan for a loan test or the seed: its size, how long it has run, its paid days and its loan. */
export interface LoanOrderSpec {
  /** Units of 200 TH (10 units are the 2,000 TH a loan needs). */
  quantity: number;
  /** Whole UTC days it has run (it started at 00:00 UTC that many days ago). */
  daysRun: number;
  /** Service-fee days paid with the order (days left = paid − run). */
  paidDays: number;
  /** Turned on at 00:00 UTC this many days ago (no checks, no verification); left out: no loan. */
  loanOnDaysAgo?: number;
  /** ...and turned off this many hours ago (the 24 h wait runs from then). */
  loanOffHoursAgo?: number;
}

/**
 * Places the order and its loan history directly (what turning it on through the API would have left). The days
 * since are settled lazily like every other order's, so a loan on for weeks has its disbursements by the first read.
 */
export function placeLoanOrder(
  db: Database,
  uid: number,
  spec: LoanOrderSpec,
  now: number,
): { orderNo: string; loanId: string | null } {
  const store = createOrderStore(db);
  const goods = store.goods(LOAN_GOODS_ID);
  if (!goods) throw new Error(`loans: no goods ${LOAN_GOODS_ID}`);
  const today = startOfUtcDay(now);
  // Paid at 17:00 UTC the day before its start, as the orders fixture does.
  const paidAt = today - spec.daysRun * DAY_MS - 7 * HOUR_MS;
  const orderNo = store.place({
    uid,
    goods,
    quantity: spec.quantity,
    serviceFeeDays: spec.paidDays,
    payoutAddress: sandboxPayoutAddress(`${uid}/loan`),
    createdAt: paidAt - 10 * 60_000,
    paidAt,
  });
  if (spec.loanOnDaysAgo === undefined) return { orderNo, loanId: null };
  const book = createLoanBook(db);
  const order = store.one(uid, orderNo);
  if (!order) throw new Error('loans: the order just placed is gone');
  const onAt = today - spec.loanOnDaysAgo * DAY_MS;
  const loan = book.ensure(order, onAt);
  book.toggle(loan, true, onAt);
  return { orderNo, loanId: loan.loan_id };
}

const account = z.string().trim().toLowerCase().min(3).max(254);
const loanBody = z
  .object({
    account,
    quantity: z.number().int().min(1).max(100).default(10),
    daysRun: z.number().int().min(0).max(300).default(40),
    paidDays: z.number().int().min(0).max(360).optional(),
    loanOnDaysAgo: z.number().int().min(0).max(300).optional(),
    loanOffHoursAgo: z
      .number()
      .int()
      .min(0)
      .max(24 * 300)
      .optional(),
  })
  .strict();

const toggleBody = z
  .object({
    account,
    orderNo: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
    enabled: z.boolean(),
    hoursAgo: z
      .number()
      .int()
      .min(0)
      .max(24 * 300)
      .default(0),
  })
  .strict();

/**
 * Sandbox-only loan fixtures:
 * - `POST /__sandbox/loans { account, quantity? (10), daysRun? (40), paidDays? (daysRun + 20), loanOnDaysAgo?,
 *   loanOffHoursAgo? }` → `{ orderNo, loanId }`: a full plan of `quantity` × 200 TH that started `daysRun` days
 *   ago with `paidDays` service-fee days, and optionally its loan, on since `loanOnDaysAgo` days ago (its days up
 *   to now are settled at once) and turned off `loanOffHoursAgo` hours ago.
 * - `POST /__sandbox/loans/toggle { account, orderNo, enabled, hoursAgo? (0) }` → `{ loanId, enabled }`: the loan
 *   turned on or off then, with no checks and no verification (behind a page's back).
 * - `GET /__sandbox/loans?account=`: the account's loans settled to now, in cents and satoshis, with their
 *   disbursements and repayments.
 */
export function loanFixtures(app: Hono, { db, now, accounts }: FeatureDeps): void {
  const book = createLoanBook(db);
  const mining = createMining(db);
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);
  const userOf = (email: string) => accounts.find({ email });

  app.post('/__sandbox/loans', async (c) => {
    const parsed = loanBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return bad(c, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const { account: email, quantity, daysRun, loanOnDaysAgo, loanOffHoursAgo } = parsed.data;
    const paidDays = parsed.data.paidDays ?? daysRun + 20;
    if (loanOnDaysAgo !== undefined && loanOnDaysAgo > daysRun) return bad(c, 'loanOnDaysAgo: not before the start');
    if (loanOffHoursAgo !== undefined && loanOnDaysAgo === undefined)
      return bad(c, 'loanOffHoursAgo: the loan is not on');
    const user = userOf(email);
    if (!user) return bad(c, `account: no account ${email}`, 404);
    const at = now();
    const placed = placeLoanOrder(db, user.uid, { quantity, daysRun, paidDays, loanOnDaysAgo }, at);
    // Its past days settled now, then turned off as it would have been (the wait runs from the time given).
    mining.settleUser(user.uid, at);
    if (placed.loanId !== null && loanOffHoursAgo !== undefined) {
      const loan = book.loan(placed.loanId);
      if (loan) book.toggle(loan, false, at - loanOffHoursAgo * HOUR_MS);
    }
    return c.json(placed);
  });

  app.post('/__sandbox/loans/toggle', async (c) => {
    const parsed = toggleBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return bad(c, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const { account: email, orderNo, enabled, hoursAgo } = parsed.data;
    const user = userOf(email);
    if (!user) return bad(c, `account: no account ${email}`, 404);
    const order = createOrderStore(db).one(user.uid, orderNo);
    if (!order) return bad(c, `orderNo: no order ${orderNo} of ${email}`, 404);
    const at = now();
    mining.settleUser(user.uid, at);
    const loan = book.ensure(order, at - hoursAgo * HOUR_MS);
    book.toggle(loan, enabled, at - hoursAgo * HOUR_MS);
    return c.json({ loanId: loan.loan_id, enabled: book.enabled(loan.loan_id) });
  });

  app.get('/__sandbox/loans', (c) => {
    const parsed = account.safeParse(c.req.query('account') ?? '');
    if (!parsed.success) return bad(c, 'account: an email is required');
    const user = userOf(parsed.data);
    if (!user) return bad(c, `account: no account ${parsed.data}`, 404);
    const at = now();
    mining.settleUser(user.uid, at);
    return c.json({
      now: new Date(at).toISOString(),
      loans: book.loansOf(user.uid).map((loan) => ({
        loanId: loan.loan_id,
        orderNo: loan.order_no,
        enabled: book.enabled(loan.loan_id),
        ...book.money(loan.loan_id),
        disbursements: book.disbursements(loan.loan_id).map((row) => ({
          date: dateOf(row.day),
          days: row.days,
          amountCents: row.amount_cents,
          ltvBp: row.ltv_bp,
        })),
        repayments: book.repayments(loan.loan_id).map((row) => ({
          repaymentNo: row.repayment_no,
          amountCents: row.amount_cents,
          interestCents: row.interest_cents,
          principalCents: row.principal_cents,
          payMethod: row.pay_method,
        })),
      })),
    });
  });
}
