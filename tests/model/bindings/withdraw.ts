import type { AnyMachineSnapshot } from 'xstate';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import { type WithdrawForm, withdrawMachine } from '../../../machines/wallet/withdrawMachine.ts';
import { TaskCancelledError } from '../../../runtime/captcha/taskInbox.ts';
import { ApiError } from '../../../runtime/http/client.ts';
import {
  WALLET_ERRORS,
  type WalletBalances,
  type Withdrawal,
  type WithdrawQuote,
} from '../../../runtime/http/contract/wallet.ts';
import { failCall, holdCall, releaseCalls, routeUrl } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent, StepContext } from '../driver.ts';
import { checkoutAccount } from './checkout.ts';

const FUND_PASSWORD = '135790';
/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const FAULT = 'injected fault: HTTP 503';
const TO = `0x${'ab'.repeat(20)}`;
const ERC20 = { network: 'ERC20', name: 'Ethereum (ERC20)', confirmations: 12, arrivalMinutes: 10 } as const;

/** What the planner reads; the page reads the path's own account: 100 USDT, nothing else, KYC level 1. */
const BALANCES: WalletBalances = {
  balances: [
    { coin: 'USDT', available: '100.00', inWithdrawal: '0.00' },
    { coin: 'BTC', available: '0.00000000', inWithdrawal: '0.00000000' },
    { coin: 'ETH', available: '0.00000000', inWithdrawal: '0.00000000' },
  ],
  points: '0.00',
  kycLevel: 1,
  withdrawAuth: ['pay'],
  rules: [
    {
      coin: 'USDT',
      decimals: 2,
      networks: [
        { ...ERC20, fee: '1.00', min: '10.00' },
        { network: 'TRC20', name: 'Tron (TRC20)', fee: '1.00', min: '10.00', confirmations: 20, arrivalMinutes: 5 },
      ],
    },
    {
      coin: 'BTC',
      decimals: 8,
      networks: [
        {
          network: 'BTC',
          name: 'Bitcoin',
          fee: '0.00050000',
          min: '0.00100000',
          confirmations: 2,
          arrivalMinutes: 30,
        },
      ],
    },
    { coin: 'ETH', decimals: 8, networks: [{ ...ERC20, fee: '0.00200000', min: '0.01000000' }] },
  ],
};
const QUOTE: WithdrawQuote = {
  coin: 'USDT',
  network: 'ERC20',
  address: TO,
  label: null,
  amount: '20.00',
  fee: '1.00',
  total: '21.00',
  available: '100.00',
};
const WITHDRAWAL: Withdrawal = {
  withdrawalNo: 'W20261123000001',
  coin: 'USDT',
  network: 'ERC20',
  address: TO,
  amount: '20.00',
  fee: '1.00',
  status: 'submitted',
  timeline: [{ status: 'submitted', at: '2026-11-23T10:00:00.000Z' }],
  txid: null,
  failReason: null,
  createdAt: '2026-11-23T10:00:00.000Z',
};

/**
 * Withdrawing: the form's own checks, Max, the server's quote (or its refusal, or no answer), the review,
 * the verification given or cancelled, a refusal after it, a lost answer and its safe retry, the status
 * timeline refreshed, and a new withdrawal from fresh balances.
 */
export const spec: FlowSpec<typeof withdrawMachine> = {
  machine: withdrawMachine,
  input: { balances: BALANCES },
  events: {
    'withdraw.coin': [{ type: 'withdraw.coin', coin: 'USDT' }],
    'withdraw.network': [{ type: 'withdraw.network', network: 'ERC20' }],
    'withdraw.address': [{ type: 'withdraw.address', address: TO }],
    'withdraw.amount': [{ type: 'withdraw.amount', amount: '20' }],
  },
  outputs: {
    quote: [QUOTE],
    confirm: [WITHDRAWAL],
    refresh: [{ ...WITHDRAWAL, status: 'reviewing' }],
    reload: [BALANCES],
  },
  errors: {
    quote: [new ApiError(WALLET_ERRORS.balance, 400, 'walletWithdraw'), new Error(FAULT)],
    confirm: [
      new TaskCancelledError('auth'),
      new ApiError(WALLET_ERRORS.balance, 400, 'walletWithdrawConfirm'),
      new Error(FAULT),
    ],
    refresh: [new Error(FAULT)],
    reload: [new Error(FAULT)],
  },
  stateKey: (s) =>
    JSON.stringify([s.value, s.context.form.address, s.context.form.amount, s.context.error, s.context.message]),
  maxSteps: 12,
};

let account = '';

const errorOf = (event: PathEvent | undefined) => (event as { error?: unknown } | undefined)?.error;
const formOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as { form: WithdrawForm }).form;

/** The balance the planner's figures say, or none (a refusal the form did not foresee). */
const fund = (d: Driver, balanceUsd: string) => d.sandbox('POST', '/__sandbox/wallet', { account, balanceUsd });

/** Readies how the quote ends before it is asked: held until seen, refused for the balance, or no answer. */
async function arrangeQuote(d: Driver, next: PathEvent | undefined): Promise<void> {
  const error = errorOf(next);
  if (error instanceof ApiError) {
    await fund(d, '0.00');
    await holdCall(d, 'walletWithdraw', HOLD_MS);
  } else if (error) {
    await failCall(d, 'walletWithdraw', { status: 503, ms: HOLD_MS });
  } else {
    await fund(d, '100.00');
    await holdCall(d, 'walletWithdraw', HOLD_MS);
  }
}

/** Readies how the confirmation ends: made, refused after the verification, or no answer. */
async function arrangeConfirm(d: Driver, next: PathEvent | undefined): Promise<void> {
  const error = errorOf(next);
  if (error instanceof ApiError) await fund(d, '0.00');
  else if (error instanceof TaskCancelledError || !error) await fund(d, '100.00');
  else await failCall(d, 'walletWithdrawConfirm', { status: 503, ms: HOLD_MS });
}

/** Answers the verification the confirmation asks for, as the path's outcome needs. */
async function verify(d: Driver, outcome: PathEvent): Promise<void> {
  const error = errorOf(outcome);
  const lost =
    outcome.type === 'xstate.error.actor.confirm' &&
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

async function arrangeRead(d: Driver, ctx: StepContext, name: 'walletWithdrawal' | 'walletBalances'): Promise<void> {
  const next = ctx.upcoming[0];
  if (next?.type.startsWith('xstate.error.actor.')) {
    await failCall(d, name, { status: 503, ms: HOLD_MS });
    return;
  }
  // Withdrawn before: the balance is what the planner's figures say again.
  await fund(d, '100.00');
  await holdCall(d, name, HOLD_MS);
}

const FORM_ERRORS: Record<string, RegExp> = {
  address: /not a valid address for the chosen network/,
  amount: /Enter an amount/,
  balance: /more than your available balance/,
};

/** Types a value even when the field holds it already (the same value is no change to React). */
async function retype(d: Driver, label: string, was: string, value: string): Promise<void> {
  if (was === value) await d.fill(label, '');
  await d.fill(label, value);
}

export const binding: FlowBinding<typeof withdrawMachine> = {
  start: async (d) => {
    account = await checkoutAccount(d, { balanceUsd: '100.00', points: '0.00', fundPassword: FUND_PASSWORD });
    await d.visit(routeUrl('dashboard.wallet', {}));
    await d.expectRead('Wallet balances', 'loaded');
  },
  states: {
    editing: async (d, snapshot) => {
      const { error, message, form } = snapshot.context as {
        error: string | null;
        message: string | null;
        form: WithdrawForm;
      };
      await d.expectVisible('heading', 'Withdraw');
      await d.expectValue('Receiving address', form.address);
      await d.expectValue('Amount (USDT)', form.amount);
      if (error) await d.expectText(FORM_ERRORS[error] as RegExp);
      if (message) await d.expectText(FAULT);
      await d.expectEnabled('button', 'Review withdrawal');
    },
    quoting: async (d) => {
      await d.expectEnabled('button', 'Checking…', false);
    },
    review: async (d, snapshot) => {
      await d.expectVisible('heading', 'Review the withdrawal');
      // 20 typed, or Max (the balance less the fee): plus the 1.00 USDT fee.
      const total = formOf(snapshot).amount === '20' ? '21.00' : '100.00';
      await d.expectText(`${total} USDT will be deducted from your balance.`);
      await d.expectEnabled('button', 'Confirm withdrawal');
    },
    confirming: async (d) => {
      await d.expectText('Confirming… complete the security verification when asked.');
    },
    unknown: async (d) => {
      await d.expectText(/We did not get an answer/);
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try the withdrawal again');
    },
    tracking: async (d, snapshot) => {
      await d.expectVisible('heading', /^Withdrawal W\d+$/);
      await d.expectVisible('list', 'Withdrawal status');
      if ((snapshot.context as { message: string | null }).message) await d.expectText(FAULT);
      else await d.expectEnabled('button', 'Refresh status');
    },
    refreshing: async (d) => {
      await d.expectEnabled('button', 'Refresh status', false);
    },
    reloading: async (d) => {
      await d.expectEnabled('button', 'New withdrawal', false);
    },
  },
  events: {
    'withdraw.coin': async (d) => {
      // Choosing the coin it has is no change: another first, then USDT.
      await d.fill('Coin to withdraw', 'ETH');
      await d.fill('Coin to withdraw', 'USDT');
    },
    'withdraw.network': async (d) => {
      await d.fill('Withdrawal network', 'TRC20');
      await d.fill('Withdrawal network', 'ERC20');
    },
    'withdraw.address': async (d, { before }) => retype(d, 'Receiving address', formOf(before).address, TO),
    'withdraw.amount': async (d, { before }) => retype(d, 'Amount (USDT)', formOf(before).amount, '20'),
    'withdraw.max': async (d) => {
      await d.click('button', 'Max');
    },
    'withdraw.review': async (d, { after, upcoming }) => {
      if (after.matches('quoting')) await arrangeQuote(d, upcoming[0]);
      await d.click('button', 'Review withdrawal');
    },
    'withdraw.back': async (d) => {
      await d.click('button', 'Back');
    },
    'withdraw.confirm': async (d, { upcoming }) => {
      await arrangeConfirm(d, upcoming[0]);
      await d.click('button', 'Confirm withdrawal');
    },
    'withdraw.retry': async (d, { upcoming }) => {
      await arrangeConfirm(d, upcoming[0]);
      await d.click('button', 'Try the withdrawal again');
    },
    'withdraw.refresh': async (d, ctx) => {
      await arrangeRead(d, ctx, 'walletWithdrawal');
      await d.click('button', 'Refresh status');
    },
    'withdraw.again': async (d, ctx) => {
      await arrangeRead(d, ctx, 'walletBalances');
      await d.click('button', 'New withdrawal');
    },
    'xstate.done.actor.quote': releaseCalls,
    'xstate.error.actor.quote': releaseCalls,
    'xstate.done.actor.confirm': async (d, ctx) => verify(d, ctx.event),
    'xstate.error.actor.confirm': async (d, ctx) => verify(d, ctx.event),
    'xstate.done.actor.refresh': releaseCalls,
    'xstate.error.actor.refresh': releaseCalls,
    'xstate.done.actor.reload': releaseCalls,
    'xstate.error.actor.reload': releaseCalls,
  },
};
