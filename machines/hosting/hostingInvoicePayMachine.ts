import { assign, fromPromise, setup } from 'xstate';
import { TaskCancelledError } from '../../runtime/captcha/taskInbox.ts';
import type { HostingInvoice, HostingInvoices } from '../../runtime/http/contract/hosting.ts';
import { HOSTING_ERRORS, type HostingError } from '../../runtime/http/contract/hostingValues.ts';
import { errorText } from '../../runtime/http/errorText.ts';

/** What the form checks before sending: more than the balance holds, or no fund password set after a recheck. */
export type InvoicePayFormError = 'funds' | 'fundPassword';

export interface InvoicePayInput {
  invoiceNo: string;
  requestId: string;
}

export interface InvoicePaid {
  invoice: HostingInvoice;
  balanceUsd: string;
}

interface Context {
  invoice: HostingInvoice;
  balanceUsd: string;
  fundPasswordSet: boolean;
  requestId: string | null;
  error: InvoicePayFormError | HostingError | null;
  /** What a failure without a known refusal said (a lost answer, a server failure). */
  message: string | null;
  paid: InvoicePaid | null;
}

const centsOf = (usd: string) => Math.round(Number(usd) * 100);

export function hostingErrorOf(error: unknown): HostingError | null {
  const said = errorText(error);
  const entry = Object.entries(HOSTING_ERRORS).find(([, message]) => message === said);
  return entry ? (entry[0] as HostingError) : null;
}
const refusal = (event: unknown) => hostingErrorOf((event as { error?: unknown }).error);

/**
 * Paying one hosting fee invoice from the USD balance (`/dashboard/hosting`, issue #18): review the amount
 * against the balance, then pay; the fund password is asked by the server's verification task (the http
 * client shows it). Without one set, the view offers to set it and checks again. A payment whose answer was
 * lost is never shown as paid or not: a retry sends the same request id, which the server never charges twice.
 */
export const hostingInvoicePayMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { invoice: HostingInvoice; balanceUsd: string; fundPasswordSet: boolean },
    events: {} as
      | { type: 'invoice.pay' }
      | { type: 'invoice.recheck' }
      | { type: 'invoice.back' }
      | { type: 'invoice.retry' },
  },
  actors: {
    loadInvoices: fromPromise<HostingInvoices>(async () => {
      throw new Error('loadInvoices must be provided');
    }),
    payInvoice: fromPromise<InvoicePaid, InvoicePayInput>(async () => {
      throw new Error('payInvoice must be provided');
    }),
  },
  actions: {
    /** The invoices, the balance and the stopped miners follow the payment (the view refreshes its reads). */
    paid: () => {},
  },
  guards: {
    overBalance: ({ context }) => centsOf(context.invoice.amountUsd) > centsOf(context.balanceUsd),
    fundPasswordSet: ({ context }) => context.fundPasswordSet,
    loadedFundPassword: ({ event }) => (event as unknown as { output: HostingInvoices }).output.fundPasswordSet,
    verificationCancelled: ({ event }) => (event as { error?: unknown }).error instanceof TaskCancelledError,
    refused: ({ event }) => refusal(event) !== null,
  },
}).createMachine({
  id: 'hostingInvoicePay',
  context: ({ input }) => ({
    invoice: input.invoice,
    balanceUsd: input.balanceUsd,
    fundPasswordSet: input.fundPasswordSet,
    requestId: null,
    error: null,
    message: null,
    paid: null,
  }),
  initial: 'reviewing',
  states: {
    reviewing: {
      on: {
        'invoice.pay': [
          { guard: 'overBalance', actions: assign({ error: 'funds' }) },
          {
            guard: 'fundPasswordSet',
            target: 'paying',
            // A new attempt gets a new key; a retry of this one (from unknown) keeps it.
            actions: assign({ requestId: () => globalThis.crypto.randomUUID(), error: null, message: null }),
          },
          { target: 'fundPassword', actions: assign({ error: null }) },
        ],
      },
    },
    fundPassword: {
      on: {
        'invoice.recheck': { target: 'rechecking', actions: assign({ message: null }) },
        'invoice.back': { target: 'reviewing', actions: assign({ error: null, message: null }) },
      },
    },
    rechecking: {
      invoke: {
        id: 'recheck',
        src: 'loadInvoices',
        onDone: [
          {
            guard: 'loadedFundPassword',
            target: 'reviewing',
            actions: assign({
              balanceUsd: ({ event }) => event.output.balanceUsd,
              fundPasswordSet: true,
              error: null,
            }),
          },
          { target: 'fundPassword', actions: assign({ error: 'fundPassword' }) },
        ],
        onError: {
          target: 'fundPassword',
          actions: assign({ message: ({ event }) => errorText(event.error) ?? '' }),
        },
      },
    },
    paying: {
      invoke: {
        id: 'payInvoice',
        src: 'payInvoice',
        input: ({ context }) => ({ invoiceNo: context.invoice.invoiceNo, requestId: context.requestId ?? '' }),
        onDone: { target: 'paid', actions: [assign({ paid: ({ event }) => event.output }), 'paid'] },
        onError: [
          // The fund password was not given: nothing was charged.
          { guard: 'verificationCancelled', target: 'reviewing' },
          { guard: 'refused', target: 'reviewing', actions: assign({ error: ({ event }) => refusal(event) }) },
          // No answer, or a server failure: the payment may have gone through. Never shown as paid or not.
          { target: 'unknown', actions: assign({ message: ({ event }) => errorText(event.error) ?? '' }) },
        ],
      },
    },
    unknown: {
      on: {
        'invoice.retry': { target: 'paying', actions: assign({ message: null }) },
      },
    },
    paid: { type: 'final' },
  },
});
