import { assign, fromPromise, setup } from 'xstate';
import { TaskCancelledError } from '../../runtime/captcha/taskInbox.ts';
import type { PoolTransfer } from '../../runtime/http/contract/pool.ts';
import {
  SUB_ACCOUNT_NAME,
  TRANSFER_AMOUNT,
  TRANSFER_END_INVALID,
  TRANSFER_OVER_AVAILABLE,
  TRANSFER_RECEIVER_UNKNOWN,
  TRANSFER_TO_ITSELF,
  type TransferMode,
} from '../../runtime/http/contract/poolValues.ts';
import { errorText } from '../../runtime/http/errorText.ts';
import { apiStatus } from './apiStatus.ts';

export interface TransferForm {
  subAccount: string;
  receiver: string;
  mode: TransferMode;
  amount: string;
  endDate: string;
}

/** What the server says a transfer made now would be (the confirmation shows it). */
export interface TransferQuote {
  startAt: string;
  endAt: string;
  sharePercent: number;
  th: number;
}

/** Why a field cannot be used, said at the field. */
export interface TransferProblems {
  receiver?: 'format' | 'unknown' | 'itself';
  amount?: 'format' | 'over';
  endDate?: 'invalid';
}

/** The form as the API takes it: trimmed, the receiver in lower case. */
export const normalizeTransferForm = (form: TransferForm): TransferForm => ({
  ...form,
  receiver: form.receiver.trim().toLowerCase(),
  amount: form.amount.trim(),
  endDate: form.endDate.trim(),
});

/** The form's own checks (the server checks the same and what it alone knows: the receiver, the hashrate left). */
export function formProblems(raw: TransferForm): TransferProblems {
  const form = normalizeTransferForm(raw);
  const problems: TransferProblems = {};
  if (!SUB_ACCOUNT_NAME.test(form.receiver)) problems.receiver = 'format';
  else if (form.receiver === form.subAccount) problems.receiver = 'itself';
  const amount = Number(form.amount);
  if (!TRANSFER_AMOUNT.test(form.amount) || !(amount > 0)) problems.amount = 'format';
  else if (form.mode === 'percent' && amount > 100) problems.amount = 'over';
  const day = Date.parse(`${form.endDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.endDate) || Number.isNaN(day)) problems.endDate = 'invalid';
  return problems;
}

/** The field a server refusal belongs to, or null when it is no field's. */
export function refusalProblems(error: unknown): TransferProblems | null {
  switch (apiStatus(error)) {
    case TRANSFER_RECEIVER_UNKNOWN:
      return { receiver: 'unknown' };
    case TRANSFER_TO_ITSELF:
      return { receiver: 'itself' };
    case TRANSFER_OVER_AVAILABLE:
      return { amount: 'over' };
    case TRANSFER_END_INVALID:
      return { endDate: 'invalid' };
    default:
      return null;
  }
}
const problemsOf = (event: unknown) => refusalProblems((event as { error?: unknown }).error);

/**
 * Adding a hashrate transfer (`/dashboard/pool/transfer`): the form's own checks at the fields (no call),
 * then the server's checks without adding (receiver exists, not the same sub-account, within the hashrate
 * left, the end date) with its refusals at the fields; a confirmation of what will happen (from 00:00 UTC
 * tomorrow, the share, TH/s now); confirming adds it behind the security verification the server asks for
 * (the http client's task dialog). Cancelling the verification goes back to the confirmation; a refusal
 * after it (the receiver gone, the hashrate taken meanwhile) goes back to the form with the field's message
 * and what was typed. Another failure shows its message: a retry checks again and sends the same requestId,
 * so a confirmation whose answer was lost never adds a second transfer.
 */
export const transferAddMachine = setup({
  types: {
    context: {} as {
      form: TransferForm | null;
      problems: TransferProblems;
      quote: TransferQuote | null;
      requestId: string | null;
      error: string | null;
      transfer: PoolTransfer | null;
    },
    events: {} as
      | { type: 'transfer.submit'; form: TransferForm }
      | { type: 'transfer.confirm' }
      | { type: 'transfer.back' }
      | { type: 'transfer.retry' }
      | { type: 'transfer.edit' }
      | { type: 'transfer.again' },
  },
  actors: {
    checkTransfer: fromPromise<TransferQuote, TransferForm>(async () => {
      throw new Error('checkTransfer must be provided');
    }),
    addTransfer: fromPromise<PoolTransfer, TransferForm & { requestId: string }>(async () => {
      throw new Error('addTransfer must be provided');
    }),
  },
  guards: {
    formValid: ({ event }) => event.type === 'transfer.submit' && Object.keys(formProblems(event.form)).length === 0,
    fieldRefusal: ({ event }) => problemsOf(event) !== null,
    verificationCancelled: ({ event }) => (event as { error?: unknown }).error instanceof TaskCancelledError,
  },
}).createMachine({
  id: 'transferAdd',
  context: { form: null, problems: {}, quote: null, requestId: null, error: null, transfer: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'transfer.submit': [
          {
            guard: 'formValid',
            target: 'checking',
            actions: assign({
              form: ({ event }) => normalizeTransferForm(event.form),
              problems: {},
              error: null,
              // A new draft is a new request; a retry of the same one keeps it.
              requestId: () => globalThis.crypto.randomUUID(),
            }),
          },
          {
            target: 'editing',
            actions: assign({ form: ({ event }) => event.form, problems: ({ event }) => formProblems(event.form) }),
          },
        ],
      },
    },
    checking: {
      invoke: {
        id: 'checkTransfer',
        src: 'checkTransfer',
        input: ({ context }) => context.form as TransferForm,
        onDone: { target: 'confirming', actions: assign({ quote: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'fieldRefusal',
            target: 'editing',
            actions: assign({ problems: ({ event }) => problemsOf(event) ?? {} }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
        ],
      },
    },
    confirming: {
      on: {
        'transfer.confirm': 'submitting',
        'transfer.back': { target: 'editing', actions: assign({ quote: null }) },
      },
    },
    submitting: {
      invoke: {
        id: 'addTransfer',
        src: 'addTransfer',
        input: ({ context }) => ({ ...(context.form as TransferForm), requestId: context.requestId ?? '' }),
        onDone: { target: 'done', actions: assign({ transfer: ({ event }) => event.output }) },
        onError: [
          { guard: 'verificationCancelled', target: 'confirming' },
          {
            guard: 'fieldRefusal',
            target: 'editing',
            actions: assign({ problems: ({ event }) => problemsOf(event) ?? {}, quote: null }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
        ],
      },
    },
    failed: {
      on: {
        'transfer.retry': { target: 'checking', actions: assign({ error: null }) },
        'transfer.edit': { target: 'editing', actions: assign({ error: null, quote: null }) },
      },
    },
    done: {
      on: {
        'transfer.again': {
          target: 'editing',
          actions: assign({ form: null, problems: {}, quote: null, requestId: null, error: null, transfer: null }),
        },
      },
    },
  },
});
