import { type TransferForm, transferAddMachine } from '../../../machines/pool/transferAddMachine.ts';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import { TaskCancelledError } from '../../../runtime/captcha/taskInbox.ts';
import { ApiError } from '../../../runtime/http/client.ts';
import {
  type PoolTransfer,
  TRANSFER_RECEIVER_UNKNOWN,
  TRANSFER_RECEIVER_UNKNOWN_MESSAGE,
} from '../../../runtime/http/contract/pool.ts';
import { failCall, holdCall, releaseCalls, signIn, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { freshEmail, noChallenges, registerByApi } from './accountSteps.ts';
import { FAULT, FUND_PASSWORD, HOLD_MS, PASSWORD, verifyWithFundPassword } from './settingsSteps.ts';

/** The form the planner submits: well-formed (the binding types a receiver as the path needs), or not. */
const VALID: TransferForm = {
  subAccount: 'sender',
  receiver: 'receiver',
  mode: 'percent',
  amount: '10',
  endDate: '2030-01-01',
};
const INVALID: TransferForm = {
  subAccount: 'sender',
  receiver: 'A-b',
  mode: 'percent',
  amount: '0',
  endDate: '2030-01-01',
};
const unknownReceiver = new ApiError(TRANSFER_RECEIVER_UNKNOWN_MESSAGE, TRANSFER_RECEIVER_UNKNOWN, 'poolTransferCheck');
const receiverGone = new ApiError(TRANSFER_RECEIVER_UNKNOWN_MESSAGE, TRANSFER_RECEIVER_UNKNOWN, 'poolTransferAdd');

const RECEIVER_FIELD = 'Receiver sub-account';
const AMOUNT_FIELD = 'Amount (%)';
const MESSAGES = {
  receiverFormat: "Enter the receiver's sub-account name: 3 to 20 lower-case letters and digits.",
  receiverUnknown: 'No pool sub-account has this name. Check it with the receiver.',
  amountFormat: 'Enter an amount above 0 with up to 2 decimals.',
};

/** The path's own accounts (fresh per path: the Chromium sandbox is shared), and what was typed. */
let sender = '';
let receiverAccount = '';
let typedReceiver = '';
let typedAmount = '';
let counter = 0;

const isApi = (error: unknown) => error instanceof ApiError;
const errorOf = (event: PathEvent | undefined) => (event as { error?: unknown } | undefined)?.error;

/**
 * Setting up a hashrate transfer: the form's own checks, the server's check (an unknown receiver at the
 * field, or no answer), the confirmation and going back, the security verification given (set up) or
 * cancelled (the confirmation stays), a refusal after it (the receiver gone meanwhile: at the field, what
 * was typed kept), a failure with retry or editing, and another transfer.
 */
export const spec: FlowSpec<typeof transferAddMachine> = {
  machine: transferAddMachine,
  events: {
    'transfer.submit': [
      { type: 'transfer.submit', form: VALID },
      { type: 'transfer.submit', form: INVALID },
    ],
  },
  outputs: {
    checkTransfer: [
      { startAt: '2030-01-01T00:00:00.000Z', endAt: '2030-01-11T00:00:00.000Z', sharePercent: 10, th: 50 },
    ],
    addTransfer: [{ id: 1 } as PoolTransfer],
  },
  errors: {
    checkTransfer: [unknownReceiver, new Error(FAULT)],
    addTransfer: [new TaskCancelledError('auth'), receiverGone, new Error(FAULT)],
  },
  stateKey: (s) => JSON.stringify([s.value, s.context.problems]),
  maxSteps: 10,
};

/** A new sub-account of the receiver account: a receiver that exists. */
async function newReceiver(d: Driver): Promise<string> {
  return (await d.sandbox<{ name: string }>('POST', '/__sandbox/pool', { account: receiverAccount, workers: 1 })).name;
}

/** The last day: 10 days after the sandbox's today (the first day is tomorrow). */
async function lastDay(d: Driver): Promise<string> {
  const { now } = await d.sandbox<{ now: string }>('POST', '/__sandbox/clock', { advanceSeconds: 0 });
  return new Date(Date.parse(now) + 10 * 86_400_000).toISOString().slice(0, 10);
}

/** How the server's check ends: held until "Checking…" is seen, refused at the receiver, or no answer. */
async function arrangeCheck(d: Driver, next: PathEvent | undefined): Promise<void> {
  const error = errorOf(next);
  if (error && !isApi(error)) await failCall(d, 'poolTransferCheck', { status: 503, ms: HOLD_MS });
  else await holdCall(d, 'poolTransferCheck', HOLD_MS);
}

export const binding: FlowBinding<typeof transferAddMachine> = {
  start: async (d) => {
    sender = freshEmail('transfer');
    receiverAccount = freshEmail('transferto');
    await registerByApi(d, receiverAccount, PASSWORD);
    await registerByApi(d, sender, PASSWORD);
    await noChallenges(d, sender);
    // The fund password is the strongest factor the sender has: it verifies the transfer.
    await d.sandbox('POST', '/__sandbox/wallet', { account: sender, fundPassword: FUND_PASSWORD });
    await d.sandbox('POST', '/__sandbox/pool', { account: sender, workers: 2 });
    await signIn(d, sender, PASSWORD);
    typedReceiver = '';
    typedAmount = '';
    await visitRoute(d, 'dashboard.pool.transfer', {});
    await d.expectRead('Hashrate transfers', 'empty');
    await d.expectVisible('form', 'New hashrate transfer');
  },
  states: {
    editing: async (d, snapshot) => {
      await d.expectEnabled('button', 'Check the transfer');
      const { receiver, amount } = snapshot.context.problems;
      if (receiver === 'format') await d.expectText(MESSAGES.receiverFormat);
      else if (receiver === 'unknown') await d.expectText(MESSAGES.receiverUnknown);
      else {
        await d.expectNoText(MESSAGES.receiverFormat);
        await d.expectNoText(MESSAGES.receiverUnknown);
      }
      if (amount === 'format') await d.expectText(MESSAGES.amountFormat);
      else await d.expectNoText(MESSAGES.amountFormat);
      // What was typed stays.
      await d.expectValue(RECEIVER_FIELD, typedReceiver);
      await d.expectValue(AMOUNT_FIELD, typedAmount);
    },
    checking: async (d) => {
      await d.expectEnabled('button', 'Checking…', false);
    },
    confirming: async (d) => {
      await d.expectVisible('region', 'Confirm the transfer');
      await d.expectText(/10% of the hashrate/);
      await d.expectEnabled('button', 'Confirm transfer');
    },
    submitting: async (d) => {
      await d.expectText('Setting up… complete the security verification when asked.');
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try again');
      await d.expectValue(RECEIVER_FIELD, typedReceiver);
    },
    done: async (d) => {
      await d.expectText(/is set up\. It starts at/);
      await d.expectVisible('link', 'View the transfer');
      await d.expectVisible('button', 'Make another transfer');
      // The list reads again and has it.
      await d.expectRead('Hashrate transfers', 'loaded');
    },
  },
  events: {
    'transfer.submit': async (d, { event, upcoming }) => {
      const form = event.form as TransferForm;
      if (form === INVALID || form.receiver === INVALID.receiver) {
        typedReceiver = INVALID.receiver;
        typedAmount = INVALID.amount;
      } else {
        const next = upcoming[0];
        typedReceiver = isApi(errorOf(next))
          ? `nosuch${Date.now().toString(36).slice(-6)}${counter++}`
          : await newReceiver(d);
        typedAmount = VALID.amount;
      }
      await d.fill(RECEIVER_FIELD, typedReceiver);
      await d.fill(AMOUNT_FIELD, typedAmount);
      await d.fill('Last day (UTC)', await lastDay(d));
      if (form !== INVALID && form.receiver !== INVALID.receiver) await arrangeCheck(d, upcoming[0]);
      await d.click('button', 'Check the transfer');
    },
    'transfer.retry': async (d, { upcoming }) => {
      // The check says "unknown": the receiver is gone meanwhile.
      if (isApi(errorOf(upcoming[0])))
        await d.sandbox('POST', '/__sandbox/pool', { account: receiverAccount, clear: true });
      await arrangeCheck(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    // Typing after a failure goes back to editing.
    'transfer.edit': async (d) => {
      typedAmount = typedAmount === '10' ? '10.5' : '10';
      await d.fill(AMOUNT_FIELD, typedAmount);
    },
    'transfer.back': async (d) => {
      await d.click('button', 'Change it');
    },
    'transfer.confirm': async (d, { upcoming }) => {
      const error = errorOf(upcoming[0]);
      // Refused after the verification: the receiver goes between the check and the add.
      if (isApi(error)) await d.sandbox('POST', '/__sandbox/pool', { account: receiverAccount, clear: true });
      else if (error && !(error instanceof TaskCancelledError))
        await failCall(d, 'poolTransferAdd', { status: 503, ms: HOLD_MS });
      await d.click('button', 'Confirm transfer');
    },
    'transfer.again': async (d) => {
      await d.click('button', 'Make another transfer');
      typedReceiver = '';
      typedAmount = '';
    },
    'xstate.done.actor.checkTransfer': releaseCalls,
    'xstate.error.actor.checkTransfer': releaseCalls,
    // The server asks for the verification; the fund password passes it.
    'xstate.done.actor.addTransfer': verifyWithFundPassword,
    'xstate.error.actor.addTransfer': async (d, { event }) => {
      const error = errorOf(event);
      if (error instanceof TaskCancelledError) {
        await d.expectVisible('dialog', 'Security verification');
        await d.click('button', 'Cancel');
        await d.advance(MODAL_ANIMATION_MS);
      } else if (isApi(error)) {
        await verifyWithFundPassword(d);
      } else {
        // The fault answers (once released) before any verification.
        await releaseCalls(d);
      }
    },
  },
};
