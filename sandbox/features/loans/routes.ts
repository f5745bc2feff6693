import { LTV_THRESHOLDS } from '../../../runtime/domain/loans.ts';
import {
  LOAN_ERROR_STATUS,
  LOAN_ERRORS,
  LOAN_RULES,
  type LoanError,
  type LoanFigures,
  type LoanOrder,
  type LoanRepayment,
  type LoanSummary,
  type LtvDay,
} from '../../../runtime/http/contract/loans.ts';
import type { UserRow } from '../../accounts.ts';
import { transaction } from '../../db.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { dateOf, dayOf, dayStart as dayStartOf, seriesDay } from '../mining/network.ts';
import { createMining } from '../mining/settle.ts';
import { formatMinor, parseMinor, USD_DECIMALS } from '../orders/money.ts';
import { FULL_PLAN } from '../orders/status.ts';
import { createOrderStore, type OrderRow, stateOf } from '../orders/store.ts';
import { createLedger, InsufficientFunds, userBalance, userPoints } from '../wallet/ledger.ts';
import {
  createLoanBook,
  daysRunning,
  figuresAt,
  ineligibility,
  type LoanMoney,
  type LoanRow,
  priceCentsAt,
  type RepaymentRow,
} from './book.ts';

const usd = (cents: number) => formatMinor(cents, USD_DECIMALS);
const btc = (sats: number) => formatMinor(sats, 8);
const iso = (ms: number) => new Date(ms).toISOString();
/** The LTV history reaches back this many settled days at most. */
export const LTV_HISTORY_DAYS = 90;

/** A refusal of LOAN_ERRORS: 200 with the status in the envelope, as business refusals are (decision 020). */
export function refuse(error: LoanError): CallError {
  return new CallError(200, LOAN_ERROR_STATUS[error], LOAN_ERRORS[error]);
}

/** Money in minor units as the contract's figures, at a BTC price in cents per BTC. */
export function toFigures(money: LoanMoney, btcPriceCents: number): LoanFigures {
  const figures = figuresAt(money, btcPriceCents);
  return {
    principalUsd: usd(money.principalCents),
    interestUsd: usd(money.interestCents),
    owedUsd: usd(figures.owedCents),
    collateralBtc: btc(money.collateralSats),
    collateralUsd: usd(figures.collateralValueCents),
    ltvBp: figures.ltvBp,
    level: figures.level,
    liquidationPriceUsd: figures.liquidationPriceCents === null ? null : usd(figures.liquidationPriceCents),
  };
}

const addMoney = (a: LoanMoney, b: LoanMoney): LoanMoney => ({
  principalCents: a.principalCents + b.principalCents,
  interestCents: a.interestCents + b.interestCents,
  collateralSats: a.collateralSats + b.collateralSats,
});
const NO_MONEY: LoanMoney = { principalCents: 0, interestCents: 0, collateralSats: 0 };

/** The loan calls (contract: runtime/http/contract/loans.ts). Every write is one SQLite transaction. */
export function loanRoutes(define: Define, { db, now }: FeatureDeps): void {
  const book = createLoanBook(db);
  const orders = createOrderStore(db);
  const mining = createMining(db);
  const ledger = createLedger(db);

  const signedIn = (user: UserRow | undefined): UserRow => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user;
  };
  /** Settles the account's days up to now first: disbursements, interest and collateral are the settlement's. */
  const settled = (user: UserRow | undefined) => {
    const row = signedIn(user);
    const at = now();
    mining.settleUser(row.uid, at);
    return { user: row, at };
  };

  /** 00:00 UTC of the day an on loan pays next: the first day that starts with fewer than 3 paid days. */
  function nextDisbursement(loan: LoanRow, at: number): number | null {
    const order = orders.one(loan.uid, loan.order_no);
    if (!order || order.start_at === null || !book.enabled(loan.loan_id)) return null;
    if (stateOf(order, at).status !== 'running') return null;
    const today = dayOf(at);
    const start = dayOf(order.start_at);
    const day = Math.max(today, start + order.service_fee_paid_days - LOAN_RULES.thresholdDays + 1);
    // Nothing left to pay before the plan ends.
    if (day - start >= order.duration_days || order.service_fee_paid_days >= order.duration_days) return null;
    return dayStartOf(day);
  }

  function toSummary(loan: LoanRow, at: number): LoanSummary {
    const disbursements = book.disbursements(loan.loan_id);
    const repayments = book.repayments(loan.loan_id);
    const after = book.enableAfter(loan.loan_id, at);
    const next = nextDisbursement(loan, at);
    return {
      ...toFigures(book.money(loan.loan_id), priceCentsAt(at)),
      loanId: loan.loan_id,
      orderNo: loan.order_no,
      enabled: book.enabled(loan.loan_id),
      enableAfter: after === null ? null : iso(after),
      disbursedUsd: usd(disbursements.reduce((sum, d) => sum + d.amount_cents, 0)),
      repaidUsd: usd(repayments.reduce((sum, r) => sum + r.amount_cents, 0)),
      disbursements: disbursements.length,
      lastDisbursementAt: disbursements.length > 0 ? iso(disbursements.at(-1)?.at ?? at) : null,
      nextDisbursementAt: next === null ? null : iso(next),
    };
  }

  function toOrder(order: OrderRow, at: number): LoanOrder {
    const state = stateOf(order, at);
    const reasons = ineligibility(order, at);
    const loan = book.loanOfOrder(order.order_no);
    return {
      orderNo: order.order_no,
      goodsName: order.goods_name,
      hashrateTh: order.hashrate_th,
      quantity: order.quantity,
      status: state.status,
      suspended: state.suspended,
      daysRunning: daysRunning(order, at),
      serviceFeeDaysLeft: state.serviceFeeDaysLeft ?? 0,
      endAt: iso(order.end_at ?? at),
      eligible: reasons.length === 0,
      reasons,
      loan: loan ? toSummary(loan, at) : null,
    };
  }

  function toRepayment(row: RepaymentRow): LoanRepayment {
    return {
      repaymentNo: row.repayment_no,
      orderNo: row.order_no,
      loanId: row.loan_id,
      at: iso(row.at),
      payMethod: row.pay_method,
      amountUsd: usd(row.amount_cents),
      interestUsd: usd(row.interest_cents),
      principalUsd: usd(row.principal_cents),
    };
  }

  /** The account's loans whose order still exists (a test may clear an account's orders). */
  const loansOf = (uid: number) => book.loansOf(uid).filter((loan) => orders.one(uid, loan.order_no) !== undefined);

  /** The user's full plan, or the refusal an unknown (or another account's) order gets. */
  const fullPlan = (uid: number, orderNo: string): OrderRow => {
    const order = orders.one(uid, orderNo);
    if (!order) throw refuse('notFound');
    return order;
  };

  define('loanList', (_input, ctx) => {
    const { user, at } = settled(ctx.user);
    const withLoan = new Set(loansOf(user.uid).map((loan) => loan.order_no));
    // Paid full plans that have not ended; an ended one only if it had a loan (what it owes is still shown).
    const listed = orders.ofUser(user.uid).filter((order) => {
      if (order.goods_type !== FULL_PLAN) return false;
      const status = stateOf(order, at).status;
      if (status === 'pendingStart' || status === 'running') return true;
      return status === 'ended' && withLoan.has(order.order_no);
    });
    const totals = loansOf(user.uid).reduce((sum, loan) => addMoney(sum, book.money(loan.loan_id)), NO_MONEY);
    return ok({
      asOf: iso(at),
      btcPriceUsd: usd(priceCentsAt(at)),
      orders: listed.map((order) => toOrder(order, at)),
      totals: toFigures(totals, priceCentsAt(at)),
    });
  });

  define('loanLtv', (_input, ctx) => {
    const { user, at } = settled(ctx.user);
    const loans = loansOf(user.uid);
    const totals = loans.reduce((sum, loan) => addMoney(sum, book.money(loan.loan_id)), NO_MONEY);
    const firstOn = loans.flatMap((loan) => book.toggles(loan.loan_id).map((toggle) => toggle.at));
    const history: LtvDay[] = [];
    if (firstOn.length > 0) {
      const yesterday = dayOf(at) - 1;
      const from = Math.max(dayOf(Math.min(...firstOn)), yesterday - LTV_HISTORY_DAYS + 1);
      for (let day = from; day <= yesterday; day++) {
        const money = loans.reduce((sum, loan) => addMoney(sum, book.moneyThrough(loan.loan_id, day)), NO_MONEY);
        const price = seriesDay(day).btcPriceCents;
        const figures = figuresAt(money, price);
        history.push({
          date: dateOf(day),
          principalUsd: usd(money.principalCents),
          interestUsd: usd(money.interestCents),
          collateralBtc: btc(money.collateralSats),
          btcPriceUsd: usd(price),
          ltvBp: figures.ltvBp,
          level: figures.level,
        });
      }
    }
    return ok({
      asOf: iso(at),
      btcPriceUsd: usd(priceCentsAt(at)),
      figures: toFigures(totals, priceCentsAt(at)),
      thresholds: { ...LTV_THRESHOLDS },
      loans: loans.map((loan) => toSummary(loan, at)),
      history,
    });
  });

  define('loanDetail', ({ loanId }, ctx) => {
    const { user, at } = settled(ctx.user);
    const loan = book.loan(loanId);
    const order = loan && loan.uid === user.uid ? orders.one(user.uid, loan.order_no) : undefined;
    // Another account's loan answers as an unknown one.
    if (!loan || !order) throw refuse('noLoan');
    return ok({
      asOf: iso(at),
      btcPriceUsd: usd(priceCentsAt(at)),
      loan: toSummary(loan, at),
      goodsName: order.goods_name,
      hashrateTh: order.hashrate_th,
      orderStatus: stateOf(order, at).status,
      disbursements: book.disbursements(loan.loan_id).map((row) => ({
        disbursementNo: row.disbursement_no,
        date: dateOf(row.day),
        at: iso(row.at),
        days: row.days,
        amountUsd: usd(row.amount_cents),
        ltvBp: row.ltv_bp,
      })),
      repayments: book.repayments(loan.loan_id).map(toRepayment),
      toggles: book.toggles(loan.loan_id).map((toggle) => ({ enabled: toggle.enabled === 1, at: iso(toggle.at) })),
    });
  });

  define('loanRepayInfo', ({ orderNo }, ctx) => {
    const { user } = settled(ctx.user);
    const order = fullPlan(user.uid, orderNo);
    const loan = book.loanOfOrder(order.order_no);
    if (!loan) throw refuse('noLoan');
    const money = book.money(loan.loan_id);
    return ok({
      orderNo: order.order_no,
      loanId: loan.loan_id,
      goodsName: order.goods_name,
      principalUsd: usd(money.principalCents),
      interestUsd: usd(money.interestCents),
      owedUsd: usd(money.principalCents + money.interestCents),
      balanceUsd: usd(Math.max(0, ledger.balance(userBalance(user.uid)))),
      pointsBalance: usd(Math.max(0, ledger.balance(userPoints(user.uid)))),
      fundPasswordSet: Boolean(user.fund_password_hash),
    });
  });

  define('loanEnable', ({ orderNo }, ctx) => {
    // The gate let this through only with a passed pay verification (features/settings/verify.ts).
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      mining.settleUser(user.uid, at);
      const order = fullPlan(user.uid, orderNo);
      const existing = book.loanOfOrder(order.order_no);
      // Already on: answered as it is (a retry after a lost answer turns nothing on twice).
      if (existing && book.enabled(existing.loan_id)) return ok(toOrder(order, at));
      if (existing && book.enableAfter(existing.loan_id, at) !== null) throw refuse('wait');
      if (ineligibility(order, at).length > 0) throw refuse('notEligible');
      book.toggle(book.ensure(order, at), true, at);
      return ok(toOrder(order, at));
    });
  });

  define('loanDisable', ({ orderNo }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      mining.settleUser(user.uid, at);
      const order = fullPlan(user.uid, orderNo);
      const loan = book.loanOfOrder(order.order_no);
      // Never on, or already off: answered as it is (the wait is not restarted).
      if (loan && book.enabled(loan.loan_id)) book.toggle(loan, false, at);
      return ok(toOrder(order, at));
    });
  });

  define('loanRepay', ({ orderNo, amountUsd, payMethod, requestId }, ctx) => {
    // The gate let this through only with a passed pay verification (features/settings/verify.ts).
    const user = signedIn(ctx.user);
    const at = now();
    const amountCents = parseMinor(amountUsd, USD_DECIMALS);
    return transaction(db, () => {
      const before = book.repaymentByRequest(user.uid, requestId);
      if (before) {
        // A retry: the same repayment, charged once; the key reused for another repayment is refused.
        if (before.order_no !== orderNo || before.pay_method !== payMethod || before.amount_cents !== amountCents) {
          throw refuse('requestId');
        }
        const owed = book.money(before.loan_id);
        return ok({
          repayment: toRepayment(before),
          owedUsd: usd(owed.principalCents + owed.interestCents),
          collateralReleased: owed.principalCents + owed.interestCents === 0,
        });
      }
      if (amountCents === undefined || amountCents <= 0) throw refuse('amount');
      mining.settleUser(user.uid, at);
      const order = fullPlan(user.uid, orderNo);
      const loan = book.loanOfOrder(order.order_no);
      if (!loan) throw refuse('noLoan');
      const money = book.money(loan.loan_id);
      const owedCents = money.principalCents + money.interestCents;
      if (owedCents === 0) throw refuse('nothingOwed');
      if (amountCents > owedCents) throw refuse('exceeds');
      try {
        const { repayment, released } = book.repay(loan, amountCents, payMethod, requestId, at);
        return ok({
          repayment: toRepayment(repayment),
          owedUsd: usd(owedCents - amountCents),
          collateralReleased: released,
        });
      } catch (error) {
        if (error instanceof InsufficientFunds) throw refuse(payMethod === 'balance' ? 'balance' : 'points');
        throw error;
      }
    });
  });
}
