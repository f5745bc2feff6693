import type { AnyMachineSnapshot } from 'xstate';
import { centsOfAmount, loanRepayMachine, type RepayResult } from '../../../machines/loans/loanRepayMachine.ts';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import { TaskCancelledError } from '../../../runtime/captcha/taskInbox.ts';
import { ApiError } from '../../../runtime/http/client.ts';
import { LOAN_ERRORS, type LoanRepayInfo } from '../../../runtime/http/contract/loans.ts';
import { failCall, holdCall, releaseCalls, routeUrl } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent, StepContext } from '../driver.ts';
import { checkoutAccount } from './checkout.ts';

const FUND_PASSWORD = '135790';
/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const FAULT = 'injected fault: HTTP 503';
const SAMPLE_NO = 'P20261123000001';

/**
 * What the planner reads. The page reads the path's own account: a loan on for 20 days (4 disbursements of
 * 299.40 USD and their interest: about 1,200 USD owed), 500.00 USD and 5.00 points; what the planner's guards
 * decide about the amounts below (10.00 from points: more than they hold; Max: more than either) holds there too.
 */
const INFO: LoanRepayInfo = {
  orderNo: SAMPLE_NO,
  loanId: 'L20261123000001',
  goodsName: 'S21 Pro 360 days',
  principalUsd: '1197.60',
  interestUsd: '2.40',
  owedUsd: '1200.00',
  balanceUsd: '500.00',
  pointsBalance: '5.00',
  fundPasswordSet: true,
};
const RESULT: RepayResult = {
  repayment: {
    repaymentNo: 'R20261123000001',
    orderNo: SAMPLE_NO,
    loanId: 'L20261123000001',
    at: '2026-11-23T10:00:00.000Z',
    payMethod: 'balance',
    amountUsd: '10.00',
    interestUsd: '2.40',
    principalUsd: '7.60',
  },
  owedUsd: '1190.00',
  collateralReleased: false,
};

/** Where `repay.review` takes the form: its check that fails first, or on to the review. */
function reviewOutcome(snapshot: AnyMachineSnapshot): string {
  const { amount, method, info } = snapshot.context as { amount: string; method: string; info: LoanRepayInfo };
  const cents = centsOfAmount(amount) ?? 0;
  const funds = centsOfAmount(method === 'balance' ? info.balanceUsd : info.pointsBalance) ?? 0;
  if (cents <= 0) return 'amount';
  if (cents > (centsOfAmount(info.owedUsd) ?? 0)) return 'exceeds';
  return cents > funds ? 'funds' : 'review';
}

/**
 * Repaying a loan: the form's own checks (not an amount, more than owed, more than the funds hold), Max, the
 * review and going back, the pay verification given or cancelled, a refusal by the server, a lost answer and its
 * safe retry, then repaying again from fresh figures.
 */
export const spec: FlowSpec<typeof loanRepayMachine> = {
  machine: loanRepayMachine,
  input: { info: INFO },
  events: {
    'repay.amount': [
      { type: 'repay.amount', value: '10.00' },
      { type: 'repay.amount', value: '0' },
      { type: 'repay.amount', value: '100000.00' },
    ],
    'repay.method': [
      { type: 'repay.method', method: 'points' },
      { type: 'repay.method', method: 'balance' },
    ],
  },
  outputs: { repay: [RESULT], reload: [INFO] },
  errors: {
    repay: [new TaskCancelledError('auth'), new ApiError(LOAN_ERRORS.balance, 400, 'loanRepay'), new Error(FAULT)],
    reload: [new Error(FAULT)],
  },
  // The form's vertices are told apart by where reviewing would go (the guards' reading of amount and funds).
  stateKey: (s) => (s.matches('editing') ? `editing:${reviewOutcome(s)}` : JSON.stringify(s.value)),
  maxSteps: 10,
};

let account = '';
let orderNo = '';

const errorOf = (event: PathEvent | undefined) => (event as { error?: unknown } | undefined)?.error;
const lostAnswer = (event: PathEvent) =>
  event.type.startsWith('xstate.error.') &&
  !(errorOf(event) instanceof ApiError) &&
  !(errorOf(event) instanceof TaskCancelledError);

/** Readies how the repayment ends before it is asked: the funds it needs, a refusal, or a lost answer. */
async function arrangeRepay(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (!next) return;
  if (lostAnswer(next)) {
    await failCall(d, 'loanRepay', { status: 503, ms: HOLD_MS });
  } else if (errorOf(next) instanceof ApiError) {
    // Spent elsewhere after the page loaded: the server refuses what the form allowed.
    await d.sandbox('POST', '/__sandbox/wallet', { account, balanceUsd: '0.00' });
  } else {
    // An earlier refusal on the path may have emptied the balance. "Repaying…" stays while the verification is open.
    await d.sandbox('POST', '/__sandbox/wallet', { account, balanceUsd: '500.00' });
  }
}

/** Answers the pay verification the repayment asks for, as the path's outcome needs. */
async function verify(d: Driver, outcome: PathEvent): Promise<void> {
  // The fault answers (once released) before any verification.
  if (lostAnswer(outcome)) return releaseCalls(d);
  await d.expectVisible('dialog', 'Security verification');
  if (errorOf(outcome) instanceof TaskCancelledError) {
    await d.click('button', 'Cancel');
    await d.advance(MODAL_ANIMATION_MS);
    return;
  }
  // Six digits submit the verification by themselves; a refusal comes after it.
  await d.fill('Fund password', FUND_PASSWORD);
  await d.expectHidden('button', 'Verifying…');
  await d.advance(MODAL_ANIMATION_MS);
}

async function arrangeLoad(d: Driver, ctx: StepContext): Promise<void> {
  const next = ctx.upcoming[0];
  if (next?.type.startsWith('xstate.error.actor.')) {
    await failCall(d, 'loanRepayInfo', { status: 503, ms: HOLD_MS });
    return;
  }
  // Repaid before: the balance is what the planner's figures say again.
  await d.sandbox('POST', '/__sandbox/wallet', { account, balanceUsd: '500.00' });
  await holdCall(d, 'loanRepayInfo', HOLD_MS);
}

const FORM_ERRORS: Record<string, RegExp> = {
  amount: /Enter an amount above 0/,
  exceeds: /The repayment exceeds the amount owed/,
  funds: /That is more than you have/,
  balance: /Your balance is not enough for this repayment/,
};

/** What the path's loan owes now, as the page shows it (its figures are read again after every repayment). */
async function owedNow(d: Driver): Promise<string> {
  const { loans } = await d.sandbox<{ loans: { principalCents: number; interestCents: number }[] }>(
    'GET',
    `/__sandbox/loans?account=${encodeURIComponent(account)}`,
  );
  const [loan] = loans;
  return (((loan?.principalCents ?? 0) + (loan?.interestCents ?? 0)) / 100).toFixed(2);
}

const amountOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as { amount: string }).amount;

export const binding: FlowBinding<typeof loanRepayMachine> = {
  start: async (d) => {
    account = await checkoutAccount(d, { fundPassword: FUND_PASSWORD, points: '5.00' });
    ({ orderNo } = await d.sandbox<{ orderNo: string }>('POST', '/__sandbox/loans', {
      account,
      daysRun: 45,
      paidDays: 35,
      loanOnDaysAgo: 20,
    }));
    await d.visit(routeUrl('dashboard.loanService.repayDetail', { orderNo }));
    await d.expectRead('Loan repayment', 'loaded');
  },
  states: {
    editing: async (d, snapshot) => {
      const { error } = snapshot.context as { error: string | null };
      const amount = amountOf(snapshot);
      // Max fills in what is owed: the path's own figure, not the planner's.
      await d.expectValue('Amount (USD)', amount === INFO.owedUsd ? await owedNow(d) : amount);
      if (error) await d.expectText(FORM_ERRORS[error] as RegExp);
      else await d.expectHidden('alert');
    },
    reviewing: async (d, snapshot) => {
      await d.expectVisible('region', 'Review the repayment');
      await d.expectText(new RegExp(`Repay \\$${amountOf(snapshot).replace('.', '\\.')} of`));
    },
    repaying: async (d) => {
      await d.expectText('Repaying… confirm with your fund password when asked.');
    },
    unknown: async (d) => {
      await d.expectText(/We did not get an answer/);
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try the repayment again');
    },
    repaid: async (d, snapshot) => {
      await d.expectVisible('heading', 'Repayment made');
      await d.expectText(/\$10\.00 repaid from your balance/);
      if ((snapshot.context as { message: string | null }).message) await d.expectText(new RegExp(FAULT));
      else await d.expectEnabled('button', 'Repay more');
    },
    reloading: async (d) => {
      await d.expectEnabled('button', 'Repay more', false);
    },
  },
  events: {
    'repay.amount': async (d, { event, before }) => {
      const { value } = event as unknown as { value: string };
      // The same text typed again changes nothing on screen: the customer clears the field and types it.
      if (amountOf(before) === value) await d.fill('Amount (USD)', '');
      await d.fill('Amount (USD)', value);
    },
    'repay.max': async (d) => {
      await d.click('button', 'Max');
    },
    'repay.method': async (d, { event, before }) => {
      const { method } = event as unknown as { method: string };
      const radio = (which: string) => (which === 'points' ? /^Points/ : /^Wallet balance/);
      // Choosing what is chosen changes nothing on screen: the customer picks the other one and back.
      if ((before.context as { method: string }).method === method) {
        await d.click('radio', radio(method === 'points' ? 'balance' : 'points'));
      }
      await d.click('radio', radio(method));
    },
    'repay.review': async (d) => {
      await d.click('button', 'Review the repayment');
    },
    'repay.back': async (d) => {
      await d.click('button', 'Change');
    },
    'repay.confirm': async (d, { upcoming }) => {
      await arrangeRepay(d, upcoming[0]);
      await d.click('button', 'Confirm the repayment');
    },
    'repay.retry': async (d, { upcoming }) => {
      await arrangeRepay(d, upcoming[0]);
      await d.click('button', 'Try the repayment again');
    },
    'repay.again': async (d, ctx) => {
      await arrangeLoad(d, ctx);
      await d.click('button', 'Repay more');
    },
    'xstate.done.actor.repay': async (d, ctx) => verify(d, ctx.event),
    'xstate.error.actor.repay': async (d, ctx) => verify(d, ctx.event),
    'xstate.done.actor.reload': releaseCalls,
    'xstate.error.actor.reload': releaseCalls,
  },
};
