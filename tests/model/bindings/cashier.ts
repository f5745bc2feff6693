import type { AnyMachineSnapshot } from 'xstate';
import { cashierMachine, POLL_MS } from '../../../machines/checkout/cashierMachine.ts';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import { TaskCancelledError } from '../../../runtime/captcha/taskInbox.ts';
import { ApiError } from '../../../runtime/http/client.ts';
import { type Cashier, CHECKOUT_ERRORS } from '../../../runtime/http/contract/checkout.ts';
import { failCall, holdCall, releaseCalls, routeUrl } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent, StepContext } from '../driver.ts';
import { expectUrl } from './accountSteps.ts';
import { CHECKOUT_PLAN, checkoutAccount } from './checkout.ts';

const FUND_PASSWORD = '135790';
/** Replies are held at most this long, and released once the state waiting for them was seen. */
const HOLD_MS = 8000;

/** One unpaid order as the planner reads it; the real page reads the path's own order. */
const AWAITING: Cashier = {
  orderNo: 'P20261123000013',
  kind: 'plan',
  miner: null,
  points: null,
  coupon: null,
  goodsName: 'S21 Stable 30 days',
  goodsType: 7,
  quantity: 1,
  hashrateTh: 20,
  durationDays: 30,
  serviceFeePaidDays: 0,
  pool: 'F2Pool',
  payoutAddress: 'bc1qexample',
  hashrateFeeUsd: '40.80',
  serviceFeeUsd: '0.00',
  discountUsd: '0.00',
  couponUsd: '0.00',
  pointsUsd: '0.00',
  totalUsd: '40.80',
  paidUsd: '0.00',
  dueUsd: '40.80',
  remainUsd: '0.00',
  state: 'awaiting',
  createdAt: '2026-11-23T10:00:00.000Z',
  payExpireAt: '2026-11-24T10:00:00.000Z',
  crypto: null,
  payments: [],
  balanceUsd: '500.00',
  pointsBalance: '100.00',
  fundPasswordSet: false,
};
const CRYPTO = {
  coin: 'USDT' as const,
  network: 'TRC20',
  address: 'TQ1example',
  amount: '40.80',
  rateUsd: '1',
  received: '0',
  confirmations: 1,
};
const OPEN: Cashier = { ...AWAITING, crypto: CRYPTO };
const PAID: Cashier = { ...AWAITING, state: 'paid', paidUsd: '40.80', dueUsd: '0.00' };
const EXPIRED: Cashier = { ...AWAITING, state: 'expired' };
const UNDERPAID: Cashier = { ...OPEN, state: 'underpaid', paidUsd: '20.00', dueUsd: '20.80' };
const CANCELLED: Cashier = { ...AWAITING, state: 'cancelled' };

const refused = (key: keyof typeof CHECKOUT_ERRORS) => new ApiError(CHECKOUT_ERRORS[key], 409, 'orderPay');

/**
 * The cashier of one unpaid order: paying from balance or points through the fund-password
 * verification (an account without one sets it first), a refusal, a lost answer and its safe retry,
 * crypto with polling (partly paid, paid, expired), cancelling; and the cashier of an order whose
 * address was opened before the page loaded.
 */
export const spec: FlowSpec<typeof cashierMachine> = {
  machine: cashierMachine,
  input: { cashier: AWAITING, now: () => Date.parse('2026-11-23T10:05:00.000Z') },
  events: {
    'cashier.loaded': [
      { type: 'cashier.loaded', cashier: AWAITING },
      { type: 'cashier.loaded', cashier: OPEN },
    ],
    'cashier.payFunds': [
      { type: 'cashier.payFunds', method: 'balance' },
      { type: 'cashier.payFunds', method: 'points' },
    ],
    'cashier.crypto': [{ type: 'cashier.crypto', coin: 'USDT', network: 'TRC20' }],
  },
  outputs: {
    recheck: [{ ...AWAITING, fundPasswordSet: true }, AWAITING],
    // A check follows a payment attempt, so the fund password is set by then.
    check: [PAID, EXPIRED, { ...AWAITING, fundPasswordSet: true }],
    poll: [PAID, EXPIRED, UNDERPAID],
    payOrder: [PAID],
    openAddress: [CRYPTO],
    cancelOrder: [CANCELLED],
  },
  errors: {
    recheck: [new Error('injected fault: HTTP 503')],
    check: [new Error('injected fault: HTTP 503')],
    poll: [new Error('injected fault: HTTP 503')],
    payOrder: [
      new TaskCancelledError('auth'),
      refused('paid'),
      refused('expired'),
      new ApiError(CHECKOUT_ERRORS.balance, 400, 'orderPay'),
      new Error('injected fault: HTTP 503'),
    ],
    openAddress: [new Error('injected fault: HTTP 503')],
    cancelOrder: [new Error('injected fault: HTTP 503')],
  },
  stateKey: (s) =>
    JSON.stringify([
      s.value,
      s.context.cashier.fundPasswordSet,
      s.context.cashier.crypto !== null,
      s.context.cashier.paidUsd !== '0.00',
    ]),
  maxSteps: 14,
};

/** The path's account and order. */
let account = '';
let orderNo = '';

const errorOf = (event: PathEvent | undefined) => (event as { error?: unknown } | undefined)?.error;
const outputOf = (event: PathEvent | undefined) => (event as { output?: Cashier } | undefined)?.output;

/** Sends coins to the order's cashier address from the sandbox's chain: all that is due, or part of it. */
async function chainPay(d: Driver, part: 'full' | 'under'): Promise<void> {
  await d.sandbox('POST', '/__sandbox/chain/pay', { orderNo, part });
}

/** The order's validity ends now (that order only: the Chromium sandbox's clock is shared). */
async function expire(d: Driver): Promise<void> {
  await d.sandbox('POST', '/__sandbox/orders/expire', { orderNo });
}

/** Readies what a read of the cashier answers next (recheck, check or poll). */
async function arrangeLoad(d: Driver, next: PathEvent | undefined, hold: boolean): Promise<void> {
  if (!next) return;
  if (next.type.startsWith('xstate.error.actor.')) {
    await failCall(d, 'orderCashier', { status: 503, ms: hold ? HOLD_MS : 0 });
    return;
  }
  const output = outputOf(next);
  if (output?.state === 'paid') await chainPay(d, 'full');
  else if (output?.state === 'expired') await expire(d);
  else if (output?.state === 'underpaid') await chainPay(d, 'under');
  if (next.type === 'xstate.done.actor.recheck' && output?.fundPasswordSet) {
    await d.sandbox('POST', '/__sandbox/wallet', { account, fundPassword: FUND_PASSWORD });
  }
  if (hold) await holdCall(d, 'orderCashier', HOLD_MS);
}

/**
 * Readies how the payment call ends, before it is made (a verification task lives 10 minutes, so the
 * sandbox clock moves first): paid or closed meanwhile, a balance too small, or a lost answer, which
 * is a failure of its first request.
 */
async function arrangePay(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (!next) return;
  const error = errorOf(next);
  if (next.type === 'xstate.done.actor.payOrder') {
    // The account can afford it (an earlier refusal on the path may have emptied it).
    await d.sandbox('POST', '/__sandbox/wallet', { account, balanceUsd: '500.00', points: '100.00' });
  } else if (error instanceof ApiError) {
    if (error.message === CHECKOUT_ERRORS.paid) await chainPay(d, 'full');
    else if (error.message === CHECKOUT_ERRORS.expired) await expire(d);
    else await d.sandbox('POST', '/__sandbox/wallet', { account, balanceUsd: '0.00', points: '0.00' });
  } else if (!(error instanceof TaskCancelledError)) {
    await failCall(d, 'orderPay', { status: 503, ms: HOLD_MS });
  }
}

/** Answers the fund-password verification the payment asks for, as the path's outcome needs. */
async function verify(d: Driver, outcome: PathEvent): Promise<void> {
  const error = errorOf(outcome);
  const lost =
    outcome.type === 'xstate.error.actor.payOrder' &&
    !(error instanceof ApiError) &&
    !(error instanceof TaskCancelledError);
  if (lost) return; // the fault answered before any verification
  await d.expectRevealed('dialog', 'Security verification');
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

async function expectResult(d: Driver, text: string): Promise<void> {
  await expectUrl(d, `/pay/detail/${orderNo}`);
  // The result page is another route: its view reveals on the page's clock (Chromium's stands between steps).
  await d.expectRevealed('heading', `Order ${orderNo}`);
  await d.expectText(text);
}

async function startWith(d: Driver, crypto: boolean): Promise<void> {
  account = await checkoutAccount(d);
  const { orderNos } = await d.sandbox<{ orderNos: string[] }>('POST', '/__sandbox/orders', {
    account,
    orders: [{ goodsId: CHECKOUT_PLAN, state: 'unpaid' }],
  });
  orderNo = orderNos[0] ?? '';
  await d.visit(routeUrl('pay.confirm', { orderNo }));
  if (crypto) {
    await d.click('radio', /^Crypto/);
    await d.click('button', 'Get the payment address');
    await d.expectVisible('button', 'Copy address');
    await d.reload();
    await d.expectVisible('button', 'Copy address');
  } else {
    await d.expectVisible('radio', /^Wallet balance/);
  }
}

const after = (ctx: StepContext) => ctx.upcoming[0];

export const binding: FlowBinding<typeof cashierMachine> = {
  // The first event is the page handing over the order: with an address opened before, or not.
  start: (d, { path }) => startWith(d, (path[0]?.cashier as Cashier | undefined)?.crypto != null),
  states: {
    start: async (d) => {
      await d.expectVisible('heading', /^Pay order P\d+/);
    },
    choosing: async (d, snapshot: AnyMachineSnapshot) => {
      await d.expectVisible('radio', /^Wallet balance/);
      const error = snapshot.context.error as string | null;
      if (error === 'balance') {
        await d.expectText('Your balance is not enough for this order. Top up your wallet or pay in crypto.');
      } else if (error === 'failed') {
        await d.expectVisible('alert');
      }
    },
    fundPassword: async (d, snapshot) => {
      await d.expectText('Set a fund password first to pay from your balance or points.');
      await d.expectEnabled('button', 'Continue to payment');
      if (snapshot.context.error === 'fundPassword') await d.expectText('The fund password is not set yet.');
      if (snapshot.context.error === 'failed') await d.expectText('We could not check your account. Try again.');
    },
    rechecking: async (d) => {
      await d.expectEnabled('button', 'Continue to payment', false);
    },
    paying: async (d) => {
      await d.expectText('Paying… confirm with your fund password when asked.');
    },
    unknown: async (d) => {
      await d.expectText(/we cannot tell yet whether the payment went through/);
      await d.expectVisible('button', 'Try the payment again');
    },
    checking: async (d) => {
      await d.expectText('Checking the order…');
    },
    opening: async (d) => {
      await d.expectText('Getting a payment address…');
    },
    waiting: async (d, snapshot) => {
      await d.expectAnimation('region', 'Crypto payment', 'waiting');
      await d.expectVisible('button', 'Copy address');
      if (snapshot.context.cashier.state === 'underpaid') {
        await d.expectText('Part of the amount arrived. Send the rest shown above before the order expires.');
      } else {
        await d.expectText('Waiting for your payment. This page updates by itself.');
      }
      if (snapshot.context.offline) await d.expectText('We could not check just now; trying again in a few seconds.');
    },
    polling: async (d) => {
      await d.expectAnimation('region', 'Crypto payment', 'checking');
      await d.expectVisible('button', 'Copy address');
    },
    confirmingCancel: async (d) => {
      await d.expectEnabled('button', 'Yes, cancel the order');
    },
    cancelling: async (d) => {
      await d.expectEnabled('button', 'Yes, cancel the order', false);
    },
    paid: async (d) => {
      await expectResult(d, /^Payment received/ as unknown as string);
    },
    closed: async (d, snapshot) => {
      await expectResult(
        d,
        snapshot.context.cashier.state === 'cancelled'
          ? 'This order was cancelled. Coupons and points it used are back in your account.'
          : 'This order expired before it was paid. Coupons and points it used are back in your account.',
      );
    },
  },
  events: {
    // The page sends it when the cashier mounts (arranged by `start`).
    'cashier.loaded': async () => {},
    'cashier.payFunds': async (d, ctx) => {
      const method = ctx.event.method as 'balance' | 'points';
      await d.click('radio', method === 'balance' ? /^Wallet balance/ : /^Points/);
      // Paying at once when the fund password is set; otherwise the re-check arranges it.
      if (after(ctx)?.type.includes('payOrder')) await arrangePay(d, after(ctx));
      await d.click('button', method === 'balance' ? /^Pay .* from balance$/ : /^Pay .* with points$/);
    },
    'cashier.crypto': async (d, ctx) => {
      await d.click('radio', /^Crypto/);
      if (after(ctx)?.type === 'xstate.error.actor.openAddress')
        await failCall(d, 'cashierAddress', { status: 503, ms: HOLD_MS });
      else await holdCall(d, 'cashierAddress', HOLD_MS);
      await d.click('button', 'Get the payment address');
    },
    'cashier.changeCoin': async (d) => {
      await d.click('button', 'Pay with another coin');
    },
    'cashier.recheck': async (d, ctx) => {
      await arrangeLoad(d, after(ctx), true);
      // Found set, the payment goes at once.
      if (after(ctx)?.type === 'xstate.done.actor.recheck' && outputOf(after(ctx))?.fundPasswordSet) {
        await arrangePay(d, ctx.upcoming[1]);
      }
      await d.click('button', 'Continue to payment');
    },
    'cashier.retry': async (d, ctx) => {
      await arrangePay(d, after(ctx));
      await d.click('button', 'Try the payment again');
    },
    'cashier.check': async (d, ctx) => {
      await arrangeLoad(d, after(ctx), true);
      await d.click('button', 'Check the order status');
    },
    'cashier.cancel': async (d) => {
      await d.click('button', 'Cancel order');
    },
    'cashier.confirmCancel': async (d, ctx) => {
      if (after(ctx)?.type === 'xstate.error.actor.cancelOrder')
        await failCall(d, 'orderCancel', { status: 503, ms: HOLD_MS });
      else await holdCall(d, 'orderCancel', HOLD_MS);
      await d.click('button', 'Yes, cancel the order');
    },
    'cashier.back': async (d) => {
      await d.click('button', /^(Back|Keep the order)$/);
    },
    'xstate.after.nextCheck.cashier.waiting': async (d, ctx) => {
      // Held, so the check in flight shows before its answer moves the page on.
      await arrangeLoad(d, after(ctx), true);
      await d.advance(POLL_MS);
    },
    'xstate.done.actor.payOrder': async (d, ctx) => verify(d, ctx.event),
    'xstate.error.actor.payOrder': async (d, ctx) => {
      await releaseCalls(d);
      await verify(d, ctx.event);
    },
    // The waiting state was seen: its held reply goes on.
    'xstate.done.actor.recheck': releaseCalls,
    'xstate.error.actor.recheck': releaseCalls,
    'xstate.done.actor.check': releaseCalls,
    'xstate.error.actor.check': releaseCalls,
    'xstate.done.actor.poll': releaseCalls,
    'xstate.error.actor.poll': releaseCalls,
    'xstate.done.actor.openAddress': releaseCalls,
    'xstate.error.actor.openAddress': releaseCalls,
    'xstate.done.actor.cancelOrder': releaseCalls,
    'xstate.error.actor.cancelOrder': releaseCalls,
  },
};
