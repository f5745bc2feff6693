import { assign, fromPromise, setup } from 'xstate';
import { TaskCancelledError } from '../../runtime/captcha/taskInbox.ts';
import { isPayoutAddress } from '../../runtime/domain/addresses.ts';
import type { ChangeAddressInfo, ChangeAddressResult } from '../../runtime/http/contract/changeAddress.ts';
import {
  CHANGE_ADDRESS_ERRORS,
  type ChangeAddressError,
  type CodeChannel,
} from '../../runtime/http/contract/changeAddressValues.ts';
import { CODE_PATTERN } from '../../runtime/http/contract/fieldsValues.ts';
import { errorText } from '../../runtime/http/errorText.ts';

/** What the form checks before sending: no order chosen, an address that is not one of the coin, no 6-digit code. */
export type AddressFormError = 'nothingChosen' | 'badAddress' | 'badCode';

export interface ChangeInput {
  orderNos: string[];
  address: string;
  channel: CodeChannel;
  code: string;
}

interface Context {
  info: ChangeAddressInfo;
  /** Chosen orders, in the order the page lists them. */
  selected: string[];
  address: string;
  channel: CodeChannel;
  code: string;
  error: AddressFormError | ChangeAddressError | null;
  /** What a failure without a known refusal said (a lost answer, a server failure). */
  message: string | null;
  result: ChangeAddressResult | null;
}

export function changeAddressErrorOf(error: unknown): ChangeAddressError | null {
  const said = errorText(error);
  const entry = Object.entries(CHANGE_ADDRESS_ERRORS).find(([, message]) => message === said);
  return entry ? (entry[0] as ChangeAddressError) : null;
}
const refusal = (event: unknown) => changeAddressErrorOf((event as { error?: unknown }).error);

/** The orders whose address can change, of those asked for (the URL's `orders`), in the page's order. */
export function initialSelection(info: ChangeAddressInfo, asked: readonly string[]): string[] {
  return info.orders.filter((o) => o.changeable && asked.includes(o.orderNo)).map((o) => o.orderNo);
}

const coinOfSelection = (context: Pick<Context, 'info' | 'selected'>) =>
  context.info.orders.find((o) => o.orderNo === context.selected[0])?.coin ?? 'BTC';

/** The info after a change: the orders' new address, the new entries of the history, the hold. */
function applied(info: ChangeAddressInfo, result: ChangeAddressResult): ChangeAddressInfo {
  const byOrder = new Map(result.changes.map((c) => [c.orderNo, c.newAddress]));
  return {
    ...info,
    orders: info.orders.map((o) => ({ ...o, payoutAddress: byOrder.get(o.orderNo) ?? o.payoutAddress })),
    history: [...result.changes, ...info.history],
    holdUntil: result.holdUntil,
  };
}

/**
 * Changing the payout address of one order or several (`/changeAddress`, `/app/changeAddress`, issue #18):
 * choose the orders, type or pick the new address (checked for the coin), get a code by email or SMS, confirm.
 * The server may then ask for the account's withdrawal verification (the http client shows the task); cancelled,
 * nothing changed. A refusal returns to the form with its reason and everything typed kept (a wrong code is
 * cleared). A lost answer is never shown as changed or not: retrying sends the same change. Changed, the page
 * shows the 72 h payout hold; another change starts from the updated addresses.
 */
export const changeAddressMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { info: ChangeAddressInfo; orderNos?: string[] },
    events: {} as
      | { type: 'addr.toggle'; orderNo: string }
      | { type: 'addr.address'; value: string }
      | { type: 'addr.code'; value: string }
      | { type: 'addr.submit'; channel: CodeChannel }
      | { type: 'addr.retry' }
      | { type: 'addr.again' },
  },
  actors: {
    submitChange: fromPromise<ChangeAddressResult, ChangeInput>(async () => {
      throw new Error('submitChange must be provided');
    }),
  },
  actions: {
    /** The page's reads follow the change (the view refreshes them). */
    changed: () => {},
  },
  guards: {
    nothingChosen: ({ context }) => context.selected.length === 0,
    badAddress: ({ context }) => !isPayoutAddress(coinOfSelection(context), context.address),
    badCode: ({ context }) => !CODE_PATTERN.test(context.code.trim()),
    verificationCancelled: ({ event }) => (event as { error?: unknown }).error instanceof TaskCancelledError,
    refused: ({ event }) => refusal(event) !== null,
  },
}).createMachine({
  id: 'changeAddress',
  context: ({ input }) => ({
    info: input.info,
    selected: initialSelection(input.info, input.orderNos ?? []),
    address: '',
    channel: 'email',
    code: '',
    error: null,
    message: null,
    result: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'addr.toggle': {
          actions: assign({
            selected: ({ context, event }) => {
              if (context.selected.includes(event.orderNo))
                return context.selected.filter((no) => no !== event.orderNo);
              const order = context.info.orders.find((o) => o.orderNo === event.orderNo);
              if (!order?.changeable) return context.selected;
              return context.info.orders
                .filter((o) => o.orderNo === event.orderNo || context.selected.includes(o.orderNo))
                .map((o) => o.orderNo);
            },
            error: null,
          }),
        },
        'addr.address': { actions: assign({ address: ({ event }) => event.value, error: null }) },
        'addr.code': { actions: assign({ code: ({ event }) => event.value, error: null }) },
        'addr.submit': [
          { guard: 'nothingChosen', actions: assign({ error: 'nothingChosen' }) },
          { guard: 'badAddress', actions: assign({ error: 'badAddress' }) },
          { guard: 'badCode', actions: assign({ error: 'badCode' }) },
          {
            target: 'confirming',
            actions: assign({ channel: ({ event }) => event.channel, error: null, message: null }),
          },
        ],
      },
    },
    confirming: {
      invoke: {
        id: 'submitChange',
        src: 'submitChange',
        input: ({ context }) => ({
          orderNos: context.selected,
          address: context.address.trim(),
          channel: context.channel,
          code: context.code.trim(),
        }),
        onDone: {
          target: 'done',
          actions: [
            assign({
              result: ({ event }) => event.output,
              info: ({ context, event }) => applied(context.info, event.output),
            }),
            'changed',
          ],
        },
        onError: [
          // The verification was not given: nothing changed.
          { guard: 'verificationCancelled', target: 'editing' },
          {
            guard: 'refused',
            target: 'editing',
            actions: assign({
              error: ({ event }) => refusal(event),
              // A used or wrong code cannot work again: a new one is needed.
              code: ({ context, event }) => (refusal(event) === 'wrongCode' ? '' : context.code),
            }),
          },
          // No answer, or a server failure: the change may have gone through.
          { target: 'unknown', actions: assign({ message: ({ event }) => errorText(event.error) ?? null }) },
        ],
      },
    },
    unknown: {
      on: { 'addr.retry': { target: 'confirming', actions: assign({ message: null }) } },
    },
    done: {
      on: {
        'addr.again': {
          target: 'editing',
          actions: assign({ selected: [], address: '', code: '', result: null, error: null }),
        },
      },
    },
  },
});
