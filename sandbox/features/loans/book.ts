import {
  canDisburse,
  collateralValueCents,
  dayInterestCents,
  liquidationPriceCents,
  ltvBp,
  ltvLevel,
} from '../../../runtime/domain/loans.ts';
import { LOAN_RULES, type LoanIneligibleReason, type LoanPayMethod } from '../../../runtime/http/contract/loans.ts';
import type { Database } from '../../db.ts';
import { DAY_MS, dayOf, dayStart, seriesDay } from '../mining/network.ts';
import { feeCents } from '../orders/money.ts';
import { FULL_PLAN } from '../orders/status.ts';
import { type OrderRow, stateOf } from '../orders/store.ts';
import {
  createLedger,
  HOUSE_LOANS,
  HOUSE_MINING,
  HOUSE_REVENUE,
  loanCollateral,
  userBalance,
  userPoints,
} from '../wallet/ledger.ts';

/**
 * The book of service-fee loans (contract: runtime/http/contract/loans.ts), used by the loan calls and by the
 * daily mining settlement (mining/settle.ts calls `startDay` at a full plan's day start, after auto-deduct, and
 * `endDay` once the day's output is settled):
 * - at the start of a day the loan was on, with fewer than 3 paid service-fee days left (auto-deduct did not pay)
 *   and the LTV below 65% at that day's BTC price, the loan pays exactly 3 days (at most to the plan's end):
 *   `house:loans` → `house:revenue`, principal added, the order's paid days + 3; once per loan and day;
 * - every settled day with principal outstanding accrues that day's interest (principal × 1% ÷ 30, kept as a
 *   running sum of principal-cent-days rounded down once, so the days add up to the exact total);
 * - a day's output is held as collateral when, at the end of the day, the loan is on or anything is owed:
 *   `house:mining` → `loan:<id>:collateral` (BTC), and its mining_days row stays out of the payouts
 *   (`NOT_PLEDGED`) until released. Repaying everything, or turning the loan off with nothing owed, releases it:
 *   the collateral goes back to `house:mining`, and the rows are paid with the account's next payout.
 * Repayments go to the interest first, then the principal (`house:revenue`, `house:loans`).
 */

/** The SQL condition (on `mining_days`) of output that is not held as a loan's collateral. */
export const NOT_PLEDGED = `NOT EXISTS (SELECT 1 FROM loan_collateral lc WHERE lc.order_no = mining_days.order_no
  AND lc.day = mining_days.day AND lc.released_at IS NULL)`;

const WAIT_MS = LOAN_RULES.reenableWaitHours * 3_600_000;

export interface LoanRow {
  loan_id: string;
  uid: number;
  order_no: string;
  created_at: number;
}

export interface DisbursementRow {
  disbursement_no: string;
  loan_id: string;
  uid: number;
  order_no: string;
  day: number;
  days: number;
  amount_cents: number;
  ltv_bp: number | null;
  at: number;
}

export interface RepaymentRow {
  repayment_no: string;
  loan_id: string;
  uid: number;
  order_no: string;
  request_id: string;
  pay_method: LoanPayMethod;
  amount_cents: number;
  interest_cents: number;
  principal_cents: number;
  at: number;
}

/** What a loan (or several) stands at, in cents and satoshis. */
export interface LoanMoney {
  principalCents: number;
  interestCents: number;
  collateralSats: number;
}

/** The loan id of an order: its number with L in place of the P (one loan per order). */
export const loanIdOf = (orderNo: string) => `L${orderNo.replace(/^P/, '')}`;

/** Whole UTC days an order has run at `at` (0 before its start), up to its end. */
export function daysRunning(order: OrderRow, at: number): number {
  const start = order.start_at;
  if (start === null || at < start) return 0;
  return Math.floor((Math.min(at, order.end_at ?? at) - start) / DAY_MS);
}

/** Why an order cannot take a loan at `at` (empty: it can), every unmet rule named. */
export function ineligibility(order: OrderRow, at: number): LoanIneligibleReason[] {
  const state = stateOf(order, at);
  const reasons: LoanIneligibleReason[] = [];
  if (order.goods_type !== FULL_PLAN || state.status !== 'running') reasons.push('notRunning');
  if (order.hashrate_th < LOAN_RULES.minThPerUnit) reasons.push('hashrate');
  if (daysRunning(order, at) < LOAN_RULES.minDaysRunning) reasons.push('daysRunning');
  if ((state.serviceFeeDaysLeft ?? 0) < LOAN_RULES.minPrepaidDays) reasons.push('prepaidDays');
  return reasons;
}

const stamp = (at: number) => new Date(at).toISOString().slice(0, 10).replaceAll('-', '');

export function createLoanBook(db: Database) {
  const ledger = createLedger(db);
  const byOrder = db.prepare('SELECT * FROM loans WHERE order_no = ?');
  const byId = db.prepare('SELECT * FROM loans WHERE loan_id = ?');
  const ofUser = db.prepare('SELECT * FROM loans WHERE uid = ? ORDER BY created_at, loan_id');
  const insertLoan = db.prepare('INSERT OR IGNORE INTO loans (loan_id, uid, order_no, created_at) VALUES (?, ?, ?, ?)');
  const insertToggle = db.prepare('INSERT INTO loan_toggles (loan_id, enabled, at) VALUES (?, ?, ?)');
  const toggleAt = db.prepare(
    'SELECT enabled, at FROM loan_toggles WHERE loan_id = ? AND at <= ? ORDER BY at DESC, id DESC LIMIT 1',
  );
  const lastToggle = db.prepare(
    'SELECT enabled, at FROM loan_toggles WHERE loan_id = ? ORDER BY at DESC, id DESC LIMIT 1',
  );
  const togglesOf = db.prepare('SELECT enabled, at FROM loan_toggles WHERE loan_id = ? ORDER BY at, id');
  const disbursedOn = db.prepare('SELECT 1 FROM loan_disbursements WHERE loan_id = ? AND day = ?');
  const countDisbursements = db.prepare('SELECT COUNT(*) AS n FROM loan_disbursements');
  const insertDisbursement = db.prepare(
    `INSERT INTO loan_disbursements (disbursement_no, loan_id, uid, order_no, day, days, amount_cents, ltv_bp, at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const disbursementsOf = db.prepare('SELECT * FROM loan_disbursements WHERE loan_id = ? ORDER BY day');
  const repaymentsOf = db.prepare('SELECT * FROM loan_repayments WHERE loan_id = ? ORDER BY at, repayment_no');
  const repaymentByRequest = db.prepare('SELECT * FROM loan_repayments WHERE uid = ? AND request_id = ?');
  const countRepayments = db.prepare('SELECT COUNT(*) AS n FROM loan_repayments');
  const insertRepayment = db.prepare(
    `INSERT INTO loan_repayments (repayment_no, loan_id, uid, order_no, request_id, pay_method, amount_cents,
       interest_cents, principal_cents, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const sums = db.prepare(
    `SELECT
       (SELECT COALESCE(SUM(amount_cents), 0) FROM loan_disbursements WHERE loan_id = :loan) AS disbursed,
       (SELECT COALESCE(SUM(principal_cents), 0) FROM loan_repayments WHERE loan_id = :loan) AS principal_repaid,
       (SELECT COALESCE(SUM(interest_cents), 0) FROM loan_repayments WHERE loan_id = :loan) AS interest_repaid,
       (SELECT COALESCE(SUM(cents), 0) FROM loan_interest_days WHERE loan_id = :loan) AS interest,
       (SELECT COALESCE(SUM(principal_cents), 0) FROM loan_interest_days WHERE loan_id = :loan) AS cent_days,
       (SELECT COALESCE(SUM(sats), 0) FROM loan_collateral WHERE loan_id = :loan AND released_at IS NULL) AS sats`,
  );
  /** The same sums as they stood at the end of a UTC day (records up to it, collateral not yet released then). */
  const sumsThrough = db.prepare(
    `SELECT
       (SELECT COALESCE(SUM(amount_cents), 0) FROM loan_disbursements WHERE loan_id = :loan AND day <= :day) AS disbursed,
       (SELECT COALESCE(SUM(principal_cents), 0) FROM loan_repayments WHERE loan_id = :loan AND at < :end) AS principal_repaid,
       (SELECT COALESCE(SUM(interest_cents), 0) FROM loan_repayments WHERE loan_id = :loan AND at < :end) AS interest_repaid,
       (SELECT COALESCE(SUM(cents), 0) FROM loan_interest_days WHERE loan_id = :loan AND day <= :day) AS interest,
       0 AS cent_days,
       (SELECT COALESCE(SUM(sats), 0) FROM loan_collateral WHERE loan_id = :loan AND day <= :day
          AND (released_at IS NULL OR released_at >= :end)) AS sats`,
  );
  const insertInterest = db.prepare(
    'INSERT OR IGNORE INTO loan_interest_days (loan_id, day, principal_cents, cents) VALUES (?, ?, ?, ?)',
  );
  const setPaidDays = db.prepare('UPDATE orders SET service_fee_paid_days = ? WHERE order_no = ?');
  const daySats = db.prepare('SELECT sats FROM mining_days WHERE order_no = ? AND day = ?');
  const insertCollateral = db.prepare(
    'INSERT OR IGNORE INTO loan_collateral (order_no, day, loan_id, uid, sats) VALUES (?, ?, ?, ?, ?)',
  );
  const unreleased = db.prepare(
    'SELECT COALESCE(SUM(sats), 0) AS sats FROM loan_collateral WHERE loan_id = ? AND released_at IS NULL',
  );
  const release = db.prepare('UPDATE loan_collateral SET released_at = ? WHERE loan_id = ? AND released_at IS NULL');

  type Sums = {
    disbursed: number;
    principal_repaid: number;
    interest_repaid: number;
    interest: number;
    cent_days: number;
    sats: number;
  };
  const moneyOf = (row: Sums): LoanMoney => ({
    principalCents: row.disbursed - row.principal_repaid,
    interestCents: row.interest - row.interest_repaid,
    collateralSats: row.sats,
  });
  const sumsOf = (loanId: string) => sums.get({ loan: loanId }) as Sums;
  const money = (loanId: string) => moneyOf(sumsOf(loanId));
  const owedOf = (loanId: string) => {
    const m = money(loanId);
    return m.principalCents + m.interestCents;
  };

  /** Whether the loan was on at `at` (by its on/off history). */
  const enabledAt = (loanId: string, at: number) =>
    (toggleAt.get(loanId, at) as { enabled: number } | undefined)?.enabled === 1;

  /** Releases everything the loan holds as collateral, at `at`; true if there was any. */
  function releaseCollateral(loan: LoanRow, at: number): boolean {
    const sats = (unreleased.get(loan.loan_id) as { sats: number }).sats;
    if (sats <= 0) return false;
    release.run(at, loan.loan_id);
    ledger.post('collateral', loan.loan_id, at, [
      { account: loanCollateral(loan.loan_id), amountCents: -sats, coin: 'BTC' },
      { account: HOUSE_MINING, amountCents: sats, coin: 'BTC' },
    ]);
    return true;
  }

  return {
    loanOfOrder: (orderNo: string) => byOrder.get(orderNo) as LoanRow | undefined,
    loan: (loanId: string) => byId.get(loanId) as LoanRow | undefined,
    loansOf: (uid: number) => ofUser.all(uid) as unknown as LoanRow[],
    money,
    /** The loan's sums at the end of UTC day `day`. */
    moneyThrough: (loanId: string, day: number) =>
      moneyOf(sumsThrough.get({ loan: loanId, day, end: dayStart(day + 1) }) as Sums),
    enabledAt,
    /** Whether the loan is on now (its latest change). */
    enabled: (loanId: string) => (lastToggle.get(loanId) as { enabled: number } | undefined)?.enabled === 1,
    /** When turning the loan on again is allowed, if that is after `at` (the 24 h wait after turning it off). */
    enableAfter(loanId: string, at: number): number | null {
      const last = lastToggle.get(loanId) as { enabled: number; at: number } | undefined;
      if (!last || last.enabled === 1) return null;
      const after = last.at + WAIT_MS;
      return after > at ? after : null;
    },
    toggles: (loanId: string) => togglesOf.all(loanId) as Array<{ enabled: number; at: number }>,
    disbursements: (loanId: string) => disbursementsOf.all(loanId) as unknown as DisbursementRow[],
    repayments: (loanId: string) => repaymentsOf.all(loanId) as unknown as RepaymentRow[],
    repaymentByRequest: (uid: number, requestId: string) =>
      repaymentByRequest.get(uid, requestId) as RepaymentRow | undefined,

    /** The order's loan, made when it is first turned on. */
    ensure(order: OrderRow, at: number): LoanRow {
      insertLoan.run(loanIdOf(order.order_no), order.uid, order.order_no, at);
      return byOrder.get(order.order_no) as unknown as LoanRow;
    },
    /** Records turning the loan on or off at `at`; off with nothing owed releases the collateral. */
    toggle(loan: LoanRow, enabled: boolean, at: number): void {
      insertToggle.run(loan.loan_id, enabled ? 1 : 0, at);
      if (!enabled && owedOf(loan.loan_id) === 0) releaseCollateral(loan, at);
    },

    /**
     * Repays `amountCents` (checked by the caller: more than 0, at most owed) from the balance or points: interest
     * first, then principal, in one ledger transaction (InsufficientFunds when the funds are short). Repaying
     * everything releases the collateral. Returns the repayment and whether the collateral was released.
     */
    repay(
      loan: LoanRow,
      amountCents: number,
      payMethod: LoanPayMethod,
      requestId: string,
      at: number,
    ): { repayment: RepaymentRow; released: boolean } {
      const owed = money(loan.loan_id);
      const interestCents = Math.min(amountCents, owed.interestCents);
      const principalCents = amountCents - interestCents;
      const repaymentNo = `R${stamp(at)}${String(Number((countRepayments.get() as { n: number }).n) + 1).padStart(6, '0')}`;
      ledger.post('payment', repaymentNo, at, [
        { account: payMethod === 'balance' ? userBalance(loan.uid) : userPoints(loan.uid), amountCents: -amountCents },
        { account: HOUSE_REVENUE, amountCents: interestCents },
        { account: HOUSE_LOANS, amountCents: principalCents },
      ]);
      insertRepayment.run(
        repaymentNo,
        loan.loan_id,
        loan.uid,
        loan.order_no,
        requestId,
        payMethod,
        amountCents,
        interestCents,
        principalCents,
        at,
      );
      const released = owedOf(loan.loan_id) === 0 && releaseCollateral(loan, at);
      return { repayment: repaymentByRequest.get(loan.uid, requestId) as unknown as RepaymentRow, released };
    },

    /**
     * A full plan's day starts (index from its start), after auto-deduct: the loan pays 3 days when fewer than 3
     * are left and the LTV allows it, then the day's interest accrues on the principal outstanding.
     */
    startDay(order: OrderRow, index: number, day: number, thHundredths: number): void {
      const loan = byOrder.get(order.order_no) as LoanRow | undefined;
      if (!loan) return;
      const at = dayStart(day);
      if (enabledAt(loan.loan_id, at)) {
        // A suspended plan has none left: its idle days are not paid (as auto-deduct counts them).
        const covered = Math.max(order.service_fee_paid_days, index);
        const days = Math.min(LOAN_RULES.payDays, order.duration_days - covered);
        if (covered - index < LOAN_RULES.thresholdDays && days > 0 && !disbursedOn.get(loan.loan_id, day)) {
          const { principalCents, interestCents, collateralSats } = money(loan.loan_id);
          const owed = principalCents + interestCents;
          const price = seriesDay(day).btcPriceCents;
          if (canDisburse(owed, collateralSats, price)) {
            const cents = feeCents(thHundredths, order.service_fee_per_th_day, days);
            const disbursementNo = `D${stamp(at)}${String(Number((countDisbursements.get() as { n: number }).n) + 1).padStart(6, '0')}`;
            ledger.post('loan', disbursementNo, at, [
              { account: HOUSE_LOANS, amountCents: -cents },
              { account: HOUSE_REVENUE, amountCents: cents },
            ]);
            insertDisbursement.run(
              disbursementNo,
              loan.loan_id,
              loan.uid,
              loan.order_no,
              day,
              days,
              cents,
              ltvBp(owed, collateralSats, price),
              at,
            );
            setPaidDays.run(covered + days, order.order_no);
            order.service_fee_paid_days = covered + days;
          }
        }
      }
      const before = sumsOf(loan.loan_id);
      const principal = before.disbursed - before.principal_repaid;
      if (principal > 0) {
        const cents = dayInterestCents(before.cent_days, principal, LOAN_RULES.monthlyRateBp, LOAN_RULES.rateDays);
        insertInterest.run(loan.loan_id, day, principal, cents);
      }
    },

    /** A day's output was settled: held as collateral when, at the day's end, the loan is on or anything is owed. */
    endDay(order: OrderRow, day: number): void {
      const loan = byOrder.get(order.order_no) as LoanRow | undefined;
      if (!loan) return;
      if (!enabledAt(loan.loan_id, dayStart(day + 1)) && owedOf(loan.loan_id) === 0) return;
      const sats = (daySats.get(order.order_no, day) as { sats: number } | undefined)?.sats ?? 0;
      if (sats <= 0) return;
      if (insertCollateral.run(order.order_no, day, loan.loan_id, loan.uid, sats).changes !== 1) return;
      ledger.post('collateral', loan.loan_id, dayStart(day + 1), [
        { account: HOUSE_MINING, amountCents: -sats, coin: 'BTC' },
        { account: loanCollateral(loan.loan_id), amountCents: sats, coin: 'BTC' },
      ]);
    },
  };
}

export type LoanBook = ReturnType<typeof createLoanBook>;

/** A loan's figures at a BTC price (cents per BTC), as the contract's `loanFigures` reads them, in minor units. */
export function figuresAt(money: LoanMoney, btcPriceCents: number) {
  const owedCents = money.principalCents + money.interestCents;
  return {
    owedCents,
    collateralValueCents: collateralValueCents(money.collateralSats, btcPriceCents),
    ltvBp: ltvBp(owedCents, money.collateralSats, btcPriceCents),
    level: ltvLevel(owedCents, money.collateralSats, btcPriceCents),
    liquidationPriceCents: liquidationPriceCents(owedCents, money.collateralSats),
  };
}

/** Today's BTC price in cents per BTC, from the network series. */
export const priceCentsAt = (at: number) => seriesDay(dayOf(at)).btcPriceCents;
