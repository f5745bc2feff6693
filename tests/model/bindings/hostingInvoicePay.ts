import type { AnyMachineSnapshot } from 'xstate';
import { hostingInvoicePayMachine } from '../../../machines/hosting/hostingInvoicePayMachine.ts';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import { TaskCancelledError } from '../../../runtime/captcha/taskInbox.ts';
import { ApiError } from '../../../runtime/http/client.ts';
import { HOSTING_ERRORS, type HostingInvoice, type HostingInvoices } from '../../../runtime/http/contract/hosting.ts';
import { failCall, holdCall, releaseCalls, routeUrl } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent, StepContext } from '../driver.ts';
import { checkoutAccount } from './checkout.ts';

const FUND_PASSWORD = '135790';
/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const FAULT = 'injected fault: HTTP 503';
const BALANCE = '500.00';
/** The path's own order: 1 S21 hosted for 65 days, so its second invoice (about $130) is unpaid and not yet due. */
const ONLINE_DAYS_AGO = 65;
const PAY_BUTTON = /^Pay \$[\d,.]+ from balance$/;

/** What the planner reads; the page reads the path's own account (500 USD, no fund password at first). */
const INVOICE: HostingInvoice = {
  invoiceNo: 'H20261123000001-02',
  orderNo: 'M20261123000001',
  modelName: 'Antminer S21',
  miners: 1,
  periodFrom: '2026-09-19T00:00:00.000Z',
  periodTo: '2026-10-19T00:00:00.000Z',
  issuedAt: '2026-10-19T00:00:00.000Z',
  dueAt: '2026-10-29T00:00:00.000Z',
  energyKwh: '2400.000',
  electricityUsdPerKwh: '0.0550',
  electricityBilling: 'prepaidMonthly',
  electricityUsd: '132.00',
  creditUsd: '0.00',
  creditReason: null,
  outputUsd: '260.00',
  netUsd: '128.00',
  managementFeePercent: '30.00',
  managementRule: 'afterPayback',
  managementFeeUsd: '0.00',
  amountUsd: '132.00',
  status: 'unpaid',
  overdue: false,
  paidAt: null,
};
const NO_PASSWORD: HostingInvoices = { invoices: [INVOICE], balanceUsd: BALANCE, fundPasswordSet: false };
const WITH_PASSWORD: HostingInvoices = { ...NO_PASSWORD, fundPasswordSet: true };
/** The fund password set meanwhile, and the balance spent elsewhere: the form's own check refuses. */
const SPENT: HostingInvoices = { ...WITH_PASSWORD, balanceUsd: '0.00' };

/**
 * Paying a hosting fee invoice: the form's own balance check, an account without a fund password setting one
 * first, the verification given or cancelled, a refusal, a lost answer and its safe retry.
 */
export const spec: FlowSpec<typeof hostingInvoicePayMachine> = {
  machine: hostingInvoicePayMachine,
  input: { invoice: INVOICE, balanceUsd: BALANCE, fundPasswordSet: false },
  outputs: {
    recheck: [WITH_PASSWORD, NO_PASSWORD, SPENT],
    payInvoice: [{ invoice: { ...INVOICE, status: 'paid', paidAt: '2026-10-20T00:00:00.000Z' }, balanceUsd: '368.00' }],
  },
  errors: {
    recheck: [new Error(FAULT)],
    payInvoice: [
      new TaskCancelledError('auth'),
      new ApiError(HOSTING_ERRORS.balance, 400, 'hostingInvoicePay'),
      new Error(FAULT),
    ],
  },
  stateKey: (s) => JSON.stringify([s.value, s.context.fundPasswordSet, s.context.balanceUsd, s.context.error]),
  maxSteps: 9,
};

let account = '';

const errorOf = (event: PathEvent | undefined) => (event as { error?: unknown } | undefined)?.error;

/** Readies how the payment ends before it is asked: the funds it needs, a refusal, or a lost answer. */
async function arrangePay(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (!next) return;
  const error = errorOf(next);
  if (next.type === 'xstate.done.actor.payInvoice' || error instanceof TaskCancelledError) {
    // An earlier refusal on the path may have emptied the balance. "Paying…" stays while the verification is open.
    await d.sandbox('POST', '/__sandbox/wallet', { account, balanceUsd: BALANCE });
  } else if (error instanceof ApiError) {
    // Spent elsewhere after the page loaded: the server refuses what the form allowed.
    await d.sandbox('POST', '/__sandbox/wallet', { account, balanceUsd: '0.00' });
  } else {
    await failCall(d, 'hostingInvoicePay', { status: 503, ms: HOLD_MS });
  }
}

/** Answers the fund-password verification the payment asks for, as the path's outcome needs. */
async function verify(d: Driver, outcome: PathEvent): Promise<void> {
  const error = errorOf(outcome);
  const lost =
    outcome.type === 'xstate.error.actor.payInvoice' &&
    !(error instanceof ApiError) &&
    !(error instanceof TaskCancelledError);
  // The fault answers (once released) before any verification.
  if (lost) return releaseCalls(d);
  await d.expectVisible('dialog', 'Security verification');
  if (error instanceof TaskCancelledError) {
    await d.click('button', 'Cancel');
    await d.advance(MODAL_ANIMATION_MS);
    return;
  }
  // Six digits submit the verification by themselves.
  await d.fill('Fund password', FUND_PASSWORD);
  await d.expectHidden('button', 'Verifying…');
  await d.advance(MODAL_ANIMATION_MS);
}

/** Readies what the recheck reads: the fund password and the balance of its output, or a failure. */
async function arrangeLoad(d: Driver, ctx: StepContext): Promise<void> {
  const next = ctx.upcoming[0];
  if (next?.type.startsWith('xstate.error.actor.')) {
    await failCall(d, 'hostingInvoices', { status: 503, ms: HOLD_MS });
    return;
  }
  const output = (next as { output?: HostingInvoices } | undefined)?.output;
  if (output?.fundPasswordSet) await d.sandbox('POST', '/__sandbox/wallet', { account, fundPassword: FUND_PASSWORD });
  await d.sandbox('POST', '/__sandbox/wallet', { account, balanceUsd: output?.balanceUsd ?? BALANCE });
  await holdCall(d, 'hostingInvoices', HOLD_MS);
}

const ERROR_TEXTS: Record<string, RegExp> = {
  funds: /Your balance is not enough for this invoice/,
  balance: /Your balance is not enough for this invoice/,
};

export const binding: FlowBinding<typeof hostingInvoicePayMachine> = {
  start: async (d) => {
    account = await checkoutAccount(d, { balanceUsd: BALANCE });
    await d.sandbox('POST', '/__sandbox/hosting', { account, quantity: 1, onlineDaysAgo: ONLINE_DAYS_AGO });
    await d.visit(routeUrl('dashboard.hosting', {}));
    await d.expectRead('Hosting fee invoices', 'loaded');
    await d.click('button', /^Pay invoice H\d{14}-02$/);
  },
  states: {
    reviewing: async (d, snapshot: AnyMachineSnapshot) => {
      const { error, balanceUsd } = snapshot.context as { error: string | null; balanceUsd: string };
      await d.expectVisible('button', PAY_BUTTON);
      await d.expectText(balanceUsd === BALANCE ? '$500.00 available' : '$0.00 available');
      if (error) await d.expectText(ERROR_TEXTS[error] as RegExp);
      else await d.expectHidden('alert');
    },
    fundPassword: async (d, snapshot) => {
      await d.expectVisible('button', 'Set fund password');
      await d.expectEnabled('button', 'Continue to payment');
      if ((snapshot.context as { error: string | null }).error === 'fundPassword') {
        await d.expectText('The fund password is not set yet.');
      }
      if ((snapshot.context as { message: string | null }).message !== null) {
        await d.expectText('We could not check your account. Try again.');
      }
    },
    rechecking: async (d) => {
      await d.expectEnabled('button', 'Continue to payment', false);
    },
    paying: async (d) => {
      await d.expectText('Paying… confirm with your fund password when asked.');
    },
    unknown: async (d) => {
      await d.expectText(/We did not get an answer/);
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try the payment again');
    },
    paid: async (d) => {
      await d.expectVisible('heading', /^Invoice H\d{14}-02 paid$/);
      await d.expectText(/paid from your balance\. Your balance is now \$/);
    },
  },
  events: {
    'invoice.pay': async (d, { after, upcoming }) => {
      // The form's own check stays on the form; a payment made is readied first.
      if (after.matches('paying')) await arrangePay(d, upcoming[0]);
      await d.click('button', PAY_BUTTON);
    },
    'invoice.recheck': async (d, ctx) => {
      await arrangeLoad(d, ctx);
      await d.click('button', 'Continue to payment');
    },
    'invoice.back': async (d) => {
      await d.click('button', 'Back');
    },
    'invoice.retry': async (d, { upcoming }) => {
      await arrangePay(d, upcoming[0]);
      await d.click('button', 'Try the payment again');
    },
    'xstate.done.actor.payInvoice': async (d, ctx) => verify(d, ctx.event),
    'xstate.error.actor.payInvoice': async (d, ctx) => verify(d, ctx.event),
    'xstate.done.actor.recheck': releaseCalls,
    'xstate.error.actor.recheck': releaseCalls,
  },
};
