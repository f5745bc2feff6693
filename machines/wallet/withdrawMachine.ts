import { assign, fromPromise, setup } from 'xstate';
import { TaskCancelledError } from '../../runtime/captcha/taskInbox.ts';
import {
  addressNetwork,
  formatAmount,
  maxWithdrawMinor,
  NETWORK_RULES,
  type NetworkRule,
  networkRule,
  parseAmount,
  type WalletCoin,
  type WalletNetwork,
  withdrawProblem,
} from '../../runtime/domain/walletNetworks.ts';
import type { WalletBalances, Withdrawal, WithdrawQuote } from '../../runtime/http/contract/wallet.ts';
import { WALLET_ERRORS, type WalletError } from '../../runtime/http/contract/walletValues.ts';
import { errorText } from '../../runtime/http/errorText.ts';

/** What the form checks before asking the server (the server checks the same again). */
export type WithdrawFormError = 'address' | 'wrongNetwork' | 'amount' | 'min' | 'balance' | 'kyc';

export interface WithdrawForm {
  coin: WalletCoin;
  network: WalletNetwork;
  address: string;
  amount: string;
}

interface Context {
  balances: WalletBalances;
  form: WithdrawForm;
  error: WithdrawFormError | WalletError | null;
  /** What a failure without a known refusal said (a lost answer, a server failure). */
  message: string | null;
  quote: WithdrawQuote | null;
  requestId: string | null;
  withdrawal: Withdrawal | null;
}

export const ruleOf = (form: Pick<WithdrawForm, 'coin' | 'network'>) =>
  networkRule(form.coin, form.network) as NetworkRule;

/** The available balance of the form's coin, in minor units. */
export function availableMinor(balances: WalletBalances, coin: WalletCoin): number {
  const rule = NETWORK_RULES.find((one) => one.coin === coin) as NetworkRule;
  const text = balances.balances.find((one) => one.coin === coin)?.available ?? '0';
  return parseAmount(text, rule.decimals) ?? 0;
}

/** The form's own check, in the order the customer fixes things: address, then amount, then KYC. */
export function formProblem(context: Pick<Context, 'balances' | 'form'>): WithdrawFormError | null {
  const { form, balances } = context;
  const rule = ruleOf(form);
  const seen = addressNetwork(form.address);
  if (seen === null) return 'address';
  if (seen !== form.network) return 'wrongNetwork';
  const problem = withdrawProblem(rule, parseAmount(form.amount, rule.decimals), availableMinor(balances, form.coin));
  if (problem === 'amount' || problem === 'min') return problem;
  if (balances.kycLevel < 1) return 'kyc';
  return problem;
}

export function walletErrorOf(error: unknown): WalletError | null {
  const said = errorText(error);
  const entry = Object.entries(WALLET_ERRORS).find(([, message]) => message === said);
  return entry ? (entry[0] as WalletError) : null;
}
const refusal = (event: unknown) => walletErrorOf((event as { error?: unknown }).error);

const firstNetwork = (coin: WalletCoin) => (NETWORK_RULES.find((rule) => rule.coin === coin) as NetworkRule).network;
export const emptyForm = (coin: WalletCoin = 'USDT'): WithdrawForm => ({
  coin,
  network: firstNetwork(coin),
  address: '',
  amount: '',
});

const formOf = (context: Context) => ({ ...context.form, address: context.form.address.trim() });

/**
 * A withdrawal (`/dashboard/wallet`, issue #19): coin, network, an address (typed or from the address book)
 * and an amount (or Max: the available balance less the fee), checked by the form, then quoted by the server
 * (fee, total, what arrives) for a review. Confirming asks for the security verification task (the http client
 * shows it; the account's withdrawal methods); cancelled, the review stays. A confirmation whose answer was lost
 * is never shown as made or not: a retry sends the same requestId, which the server never sends twice. Made,
 * the status timeline follows it (submitted, reviewing, sent with its TXID, or failed and returned).
 */
export const withdrawMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { balances: WalletBalances; coin?: WalletCoin },
    events: {} as
      | { type: 'withdraw.coin'; coin: WalletCoin }
      | { type: 'withdraw.network'; network: WalletNetwork }
      | { type: 'withdraw.address'; address: string }
      | { type: 'withdraw.amount'; amount: string }
      | { type: 'withdraw.max' }
      | { type: 'withdraw.review' }
      | { type: 'withdraw.back' }
      | { type: 'withdraw.confirm' }
      | { type: 'withdraw.retry' }
      | { type: 'withdraw.refresh' }
      | { type: 'withdraw.again' },
  },
  actors: {
    quoteWithdrawal: fromPromise<WithdrawQuote, WithdrawForm>(async () => {
      throw new Error('quoteWithdrawal must be provided');
    }),
    confirmWithdrawal: fromPromise<Withdrawal, WithdrawForm & { requestId: string }>(async () => {
      throw new Error('confirmWithdrawal must be provided');
    }),
    loadWithdrawal: fromPromise<Withdrawal, { withdrawalNo: string }>(async () => {
      throw new Error('loadWithdrawal must be provided');
    }),
    loadBalances: fromPromise<WalletBalances>(async () => {
      throw new Error('loadBalances must be provided');
    }),
  },
  actions: {
    /** Balances and the history follow the withdrawal (the view refreshes its reads). */
    withdrawn: () => {},
  },
  guards: {
    formInvalid: ({ context }) => formProblem(context) !== null,
    verificationCancelled: ({ event }) => (event as { error?: unknown }).error instanceof TaskCancelledError,
    refused: ({ event }) => refusal(event) !== null,
  },
}).createMachine({
  id: 'withdraw',
  context: ({ input }) => ({
    balances: input.balances,
    form: emptyForm(input.coin),
    error: null,
    message: null,
    quote: null,
    requestId: null,
    withdrawal: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'withdraw.coin': {
          actions: assign({ form: ({ event }) => emptyForm(event.coin), error: null, message: null }),
        },
        'withdraw.network': {
          actions: assign({
            form: ({ context, event }) =>
              networkRule(context.form.coin, event.network)
                ? { ...context.form, network: event.network }
                : context.form,
            error: null,
          }),
        },
        'withdraw.address': {
          actions: assign({ form: ({ context, event }) => ({ ...context.form, address: event.address }), error: null }),
        },
        'withdraw.amount': {
          actions: assign({ form: ({ context, event }) => ({ ...context.form, amount: event.amount }), error: null }),
        },
        'withdraw.max': {
          actions: assign({
            form: ({ context }) => {
              const rule = ruleOf(context.form);
              const max = maxWithdrawMinor(rule, availableMinor(context.balances, context.form.coin));
              return { ...context.form, amount: formatAmount(max, rule.decimals) };
            },
            error: null,
          }),
        },
        'withdraw.review': [
          { guard: 'formInvalid', actions: assign({ error: ({ context }) => formProblem(context) }) },
          { target: 'quoting', actions: assign({ error: null, message: null }) },
        ],
      },
    },
    quoting: {
      invoke: {
        id: 'quote',
        src: 'quoteWithdrawal',
        input: ({ context }) => formOf(context),
        onDone: { target: 'review', actions: assign({ quote: ({ event }) => event.output }) },
        onError: [
          { guard: 'refused', target: 'editing', actions: assign({ error: ({ event }) => refusal(event) }) },
          { target: 'editing', actions: assign({ message: ({ event }) => errorText(event.error) ?? '' }) },
        ],
      },
    },
    review: {
      on: {
        'withdraw.back': { target: 'editing', actions: assign({ quote: null }) },
        'withdraw.confirm': {
          target: 'confirming',
          // A new confirmation gets a new key; a retry of this one (from unknown) keeps it.
          actions: assign({ requestId: () => globalThis.crypto.randomUUID(), error: null, message: null }),
        },
      },
    },
    confirming: {
      invoke: {
        id: 'confirm',
        src: 'confirmWithdrawal',
        input: ({ context }) => ({ ...formOf(context), requestId: context.requestId ?? '' }),
        onDone: { target: 'tracking', actions: [assign({ withdrawal: ({ event }) => event.output }), 'withdrawn'] },
        onError: [
          // The verification was not given: nothing was held.
          { guard: 'verificationCancelled', target: 'review' },
          { guard: 'refused', target: 'editing', actions: assign({ error: ({ event }) => refusal(event) }) },
          // No answer, or a server failure: it may have been made. Never shown as made or not.
          { target: 'unknown', actions: assign({ message: ({ event }) => errorText(event.error) ?? '' }) },
        ],
      },
    },
    unknown: {
      on: { 'withdraw.retry': { target: 'confirming', actions: assign({ message: null }) } },
    },
    tracking: {
      on: {
        'withdraw.refresh': { target: 'refreshing', actions: assign({ message: null }) },
        'withdraw.again': { target: 'reloading', actions: assign({ message: null }) },
      },
    },
    refreshing: {
      invoke: {
        id: 'refresh',
        src: 'loadWithdrawal',
        input: ({ context }) => ({ withdrawalNo: context.withdrawal?.withdrawalNo ?? '' }),
        onDone: { target: 'tracking', actions: [assign({ withdrawal: ({ event }) => event.output }), 'withdrawn'] },
        onError: { target: 'tracking', actions: assign({ message: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    reloading: {
      invoke: {
        id: 'reload',
        src: 'loadBalances',
        onDone: {
          target: 'editing',
          actions: assign({
            balances: ({ event }) => event.output,
            form: ({ context }) => emptyForm(context.form.coin),
            quote: null,
            withdrawal: null,
            requestId: null,
          }),
        },
        onError: { target: 'tracking', actions: assign({ message: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
  },
});
