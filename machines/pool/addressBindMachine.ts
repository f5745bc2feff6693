import { assign, fromPromise, setup } from 'xstate';
import { isPayoutAddress } from '../../runtime/domain/addresses.ts';
import type { PoolAddress } from '../../runtime/http/contract/pool.ts';
import { errorText } from '../../runtime/http/errorText.ts';

export interface AddressBindRequest {
  subAccount: string;
  address: string;
}

/**
 * Binding a sub-account's payout address (`/dashboard/pool/walletList`): an address that is not a
 * valid mainnet Bitcoin address (checksum included) is refused at the field without a call; a valid one
 * is sent, the server asks for the security verification (the client's task dialog) and binds it from
 * the next payout on. A failure (or a cancelled verification) shows its message with a retry, or goes
 * back to editing with what was typed. After the confirmation another may be bound.
 */
export const addressBindMachine = setup({
  types: {
    context: {} as {
      request: AddressBindRequest | null;
      invalid: boolean;
      error: string | null;
      bound: PoolAddress | null;
    },
    events: {} as
      | { type: 'bind.submit'; request: AddressBindRequest }
      | { type: 'bind.retry' }
      | { type: 'bind.edit' }
      | { type: 'bind.again' },
  },
  actors: {
    bindAddress: fromPromise<PoolAddress, AddressBindRequest>(async () => {
      throw new Error('bindAddress must be provided');
    }),
  },
  guards: {
    validAddress: ({ event }) => event.type === 'bind.submit' && isPayoutAddress('BTC', event.request.address),
  },
}).createMachine({
  id: 'addressBind',
  context: { request: null, invalid: false, error: null, bound: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'bind.submit': [
          {
            guard: 'validAddress',
            target: 'binding',
            actions: assign({
              request: ({ event }) => ({ ...event.request, address: event.request.address.trim() }),
              invalid: false,
              error: null,
            }),
          },
          { target: 'editing', actions: assign({ request: ({ event }) => event.request, invalid: true }) },
        ],
      },
    },
    binding: {
      invoke: {
        id: 'bindAddress',
        src: 'bindAddress',
        input: ({ context }) => context.request as AddressBindRequest,
        onDone: { target: 'bound', actions: assign({ bound: ({ event }) => event.output }) },
        // The server checks the address the same way; its refusal (or a cancelled verification) is a failure.
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    failed: {
      on: {
        'bind.retry': { target: 'binding', actions: assign({ error: null }) },
        'bind.edit': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    bound: {
      on: {
        'bind.again': {
          target: 'editing',
          actions: assign({ request: null, invalid: false, error: null, bound: null }),
        },
      },
    },
  },
});
