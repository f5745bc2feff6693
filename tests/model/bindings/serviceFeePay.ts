import type { AnyMachineSnapshot } from 'xstate';
import { serviceFeePayMachine } from '../../../machines/serviceFee/serviceFeePayMachine.ts';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import { TaskCancelledError } from '../../../runtime/captcha/taskInbox.ts';
import { ApiError } from '../../../runtime/http/client.ts';
import {
  SERVICE_FEE_ERRORS,
  type ServiceFeeInfo,
  type ServiceFeePayment,
} from '../../../runtime/http/contract/serviceFee.ts';
import { failCall, holdCall, releaseCalls, routeUrl } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent, StepContext } from '../driver.ts';
import { checkoutAccount } from './checkout.ts';

const FUND_PASSWORD = '135790';
/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const FULL_PLAN = 'g-full-s21-360';
const FAULT = 'injected fault: HTTP 503';
/** The path's order: 200 TH at 0.0499 USD per TH per day, so 30 days are 299.40 USD. */
const THIRTY_DAYS = /Pay \$299\.40/;
const SAMPLE_NO = 'P20261123000001';

/** What the planner reads; the page reads the path's own account: 500 USD, 5 points, no fund password. */
const INFO: ServiceFeeInfo = {
  coupon: null,
  orders: [
    {
      orderNo: SAMPLE_NO,
      goodsName: 'S21 Pro 360 days',
      status: 'running',
      suspended: false,
      hashrateTh: '200.00',
      serviceFeePerThDayUsd: '0.0499',
      perDayUsd: '9.98',
      daysLeft: 4,
      maxDays: 351,
      endAt: '2027-11-13T00:00:00.000Z',
      paidUntil: '2026-11-27T00:00:00.000Z',
    },
  ],
  balanceUsd: '500.00',
  pointsBalance: '5.00',
  fundPasswordSet: false,
};
const WITH_PASSWORD: ServiceFeeInfo = { ...INFO, fundPasswordSet: true };
const PAYMENT: ServiceFeePayment = {
  paymentNo: 'S20261123000001',
  payMethod: 'balance',
  totalUsd: '299.40',
  couponUsd: '0.00',
  items: [{ orderNo: SAMPLE_NO, days: 30, amountUsd: '299.40' }],
  at: '2026-11-23T10:00:00.000Z',
};

/**
 * Paying service-fee days: the form's own checks (nothing chosen, more than the points hold), an account
 * without a fund password setting one first, the verification given or cancelled, a refusal, a lost
 * answer and its safe retry, then paying again from fresh figures.
 */
export const spec: FlowSpec<typeof serviceFeePayMachine> = {
  machine: serviceFeePayMachine,
  input: { info: INFO, days: 30 },
  events: {
    'fee.days': [{ type: 'fee.days', orderNo: SAMPLE_NO, days: 7 }],
    'fee.toggle': [{ type: 'fee.toggle', orderNo: SAMPLE_NO }],
    'fee.method': [
      { type: 'fee.method', method: 'points' },
      { type: 'fee.method', method: 'balance' },
    ],
  },
  outputs: {
    recheck: [WITH_PASSWORD, INFO],
    payFees: [PAYMENT],
    reload: [WITH_PASSWORD],
  },
  errors: {
    recheck: [new Error(FAULT)],
    payFees: [
      new TaskCancelledError('auth'),
      new ApiError(SERVICE_FEE_ERRORS.balance, 400, 'serviceFeePay'),
      new Error(FAULT),
    ],
    reload: [new Error(FAULT)],
  },
  stateKey: (s) =>
    JSON.stringify([
      s.value,
      s.context.info.fundPasswordSet,
      Object.keys(s.context.chosen).length,
      s.context.method,
      s.context.error,
    ]),
  maxSteps: 9,
  // The days of an order left out cannot be typed: its field is not there.
  cannot: (path) => {
    const at = path.findIndex(
      ({ event, before }) =>
        event.type === 'fee.days' && Object.keys((before.context as { chosen: object }).chosen).length === 0,
    );
    return at < 0 ? null : { at, why: 'the days of an order left out have no field' };
  },
};

let account = '';

const errorOf = (event: PathEvent | undefined) => (event as { error?: unknown } | undefined)?.error;

/** Readies how the payment ends before it is asked: the funds it needs, a refusal, or a lost answer. */
async function arrangePay(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (!next) return;
  const error = errorOf(next);
  if (next.type === 'xstate.done.actor.payFees' || error instanceof TaskCancelledError) {
    // An earlier refusal on the path may have emptied the balance. "Paying…" stays while the verification is open.
    await d.sandbox('POST', '/__sandbox/wallet', { account, balanceUsd: '500.00' });
  } else if (error instanceof ApiError) {
    // Spent elsewhere after the page loaded: the server refuses what the form allowed.
    await d.sandbox('POST', '/__sandbox/wallet', { account, balanceUsd: '0.00' });
  } else {
    await failCall(d, 'serviceFeePay', { status: 503, ms: HOLD_MS });
  }
}

/** Answers the fund-password verification the payment asks for, as the path's outcome needs. */
async function verify(d: Driver, outcome: PathEvent): Promise<void> {
  const error = errorOf(outcome);
  const lost =
    outcome.type === 'xstate.error.actor.payFees' &&
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

async function arrangeLoad(d: Driver, ctx: StepContext): Promise<void> {
  const next = ctx.upcoming[0];
  if (next?.type.startsWith('xstate.error.actor.')) {
    await failCall(d, 'serviceFeeInfo', { status: 503, ms: HOLD_MS });
    return;
  }
  const output = (next as { output?: ServiceFeeInfo } | undefined)?.output;
  if (output?.fundPasswordSet) await d.sandbox('POST', '/__sandbox/wallet', { account, fundPassword: FUND_PASSWORD });
  // Paid before: the balance is what the planner's figures say again.
  await d.sandbox('POST', '/__sandbox/wallet', { account, balanceUsd: '500.00' });
  await holdCall(d, 'serviceFeeInfo', HOLD_MS);
}

const FORM_ERRORS: Record<string, RegExp> = {
  nothingChosen: /Choose at least one order to pay for/,
  funds: /That is more than you have/,
  balance: /Your balance is not enough for this payment/,
};

export const binding: FlowBinding<typeof serviceFeePayMachine> = {
  start: async (d) => {
    account = await checkoutAccount(d, { points: '5.00' });
    const { orderNos } = await d.sandbox<{ orderNos: string[] }>('POST', '/__sandbox/orders', {
      account,
      orders: [{ goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 4 }],
    });
    await d.visit(routeUrl('pay.serviceFee', {}, { search: { orders: orderNos[0] } }));
    await d.expectRead('Service fee payment', 'loaded');
  },
  states: {
    editing: async (d, snapshot: AnyMachineSnapshot) => {
      const { chosen, error } = snapshot.context as { chosen: Record<string, number>; error: string | null };
      const days = Object.values(chosen)[0];
      if (days === undefined) await d.expectVisible('button', 'Pay $0.00');
      else if (days === 30) await d.expectVisible('button', THIRTY_DAYS);
      else await d.expectVisible('button', 'Pay $69.86');
      if (error) await d.expectText(FORM_ERRORS[error] as RegExp);
      else await d.expectHidden('alert');
    },
    fundPassword: async (d, snapshot) => {
      await d.expectVisible('button', 'Set fund password');
      await d.expectEnabled('button', 'Continue to payment');
      if ((snapshot.context as { error: string | null }).error === 'fundPassword') {
        await d.expectText('The fund password is not set yet.');
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
    paid: async (d, snapshot) => {
      await d.expectVisible('heading', 'Service fee paid');
      await d.expectText(/paid from your balance\. Payment S\d+/);
      if ((snapshot.context as { message: string | null }).message) await d.expectText(FAULT);
      else await d.expectEnabled('button', 'Pay more days');
    },
    reloading: async (d) => {
      await d.expectEnabled('button', 'Pay more days', false);
    },
  },
  events: {
    'fee.days': async (d) => {
      await d.click('button', '7 days');
    },
    'fee.toggle': async (d) => {
      await d.click('checkbox');
    },
    'fee.method': async (d, { event }) => {
      await d.click(
        'radio',
        (event as unknown as { method: string }).method === 'points' ? /^Points/ : /^Wallet balance/,
      );
    },
    'fee.pay': async (d, { before, after, upcoming }) => {
      // The form's own checks stay on the form; a payment made is readied first.
      if (after.matches('paying')) await arrangePay(d, upcoming[0]);
      const days = Object.values((before.context as { chosen: Record<string, number> }).chosen)[0];
      await d.click('button', days === undefined ? 'Pay $0.00' : days === 30 ? THIRTY_DAYS : 'Pay $69.86');
    },
    'fee.recheck': async (d, ctx) => {
      await arrangeLoad(d, ctx);
      await d.click('button', 'Continue to payment');
    },
    'fee.back': async (d) => {
      await d.click('button', 'Back');
    },
    'fee.retry': async (d, { upcoming }) => {
      await arrangePay(d, upcoming[0]);
      await d.click('button', 'Try the payment again');
    },
    'fee.again': async (d, ctx) => {
      await arrangeLoad(d, ctx);
      await d.click('button', 'Pay more days');
    },
    'xstate.done.actor.payFees': async (d, ctx) => verify(d, ctx.event),
    'xstate.error.actor.payFees': async (d, ctx) => verify(d, ctx.event),
    'xstate.done.actor.recheck': releaseCalls,
    'xstate.error.actor.recheck': releaseCalls,
    'xstate.done.actor.reload': releaseCalls,
    'xstate.error.actor.reload': releaseCalls,
  },
};
