import { assign, fromPromise, setup } from 'xstate';
import {
  isNetworkAddress,
  networkRule,
  type WalletCoin,
  type WalletNetwork,
} from '../../runtime/domain/walletNetworks.ts';
import type { BookAddress, WalletError } from '../../runtime/http/contract/wallet.ts';
import { errorText } from '../../runtime/http/errorText.ts';
import { walletErrorOf } from './withdrawMachine.ts';

export interface NewBookAddress {
  coin: WalletCoin;
  network: WalletNetwork;
  address: string;
  label: string;
}

export type BookFormError = 'label' | 'address' | 'network';

interface Context {
  error: BookFormError | WalletError | null;
  message: string | null;
  /** The entry just added (it is locked for 24 h). */
  added: BookAddress | null;
}

function bookProblem(entry: NewBookAddress): BookFormError | null {
  if (!networkRule(entry.coin, entry.network)) return 'network';
  if (!isNetworkAddress(entry.network, entry.address.trim())) return 'address';
  if (!entry.label.trim()) return 'label';
  return null;
}

/**
 * The withdrawal address book's writes: adding an address (checked for its network, locked for 24 h once
 * added), renaming one (its lock unchanged) and deleting one. The list itself is a read the view refreshes after each change (`changed`).
 */
export const addressBookMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: 'book.add'; entry: NewBookAddress }
      | { type: 'book.rename'; id: number; label: string }
      | { type: 'book.delete'; id: number },
  },
  actors: {
    addAddress: fromPromise<BookAddress, NewBookAddress>(async () => {
      throw new Error('addAddress must be provided');
    }),
    deleteAddress: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('deleteAddress must be provided');
    }),
    renameAddress: fromPromise<BookAddress, { id: number; label: string }>(async () => {
      throw new Error('renameAddress must be provided');
    }),
  },
  actions: {
    changed: () => {},
  },
  guards: {
    invalid: ({ event }) => event.type === 'book.add' && bookProblem(event.entry) !== null,
    noLabel: ({ event }) => event.type === 'book.rename' && !event.label.trim(),
  },
}).createMachine({
  id: 'addressBook',
  context: { error: null, message: null, added: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'book.add': [
          {
            guard: 'invalid',
            actions: assign({ error: ({ event }) => bookProblem(event.entry), added: null }),
          },
          { target: 'adding', actions: assign({ error: null, message: null, added: null }) },
        ],
        'book.rename': [
          { guard: 'noLabel', actions: assign({ error: 'label', added: null }) },
          { target: 'renaming', actions: assign({ error: null, message: null, added: null }) },
        ],
        'book.delete': { target: 'deleting', actions: assign({ error: null, message: null, added: null }) },
      },
    },
    renaming: {
      invoke: {
        id: 'rename',
        src: 'renameAddress',
        input: ({ event }) => {
          const { id, label } = event as { id: number; label: string };
          return { id, label: label.trim() };
        },
        onDone: { target: 'idle', actions: 'changed' },
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) => walletErrorOf(event.error),
            message: ({ event }) => (walletErrorOf(event.error) ? null : (errorText(event.error) ?? '')),
          }),
        },
      },
    },
    adding: {
      invoke: {
        id: 'add',
        src: 'addAddress',
        input: ({ event }) => {
          const entry = (event as { entry: NewBookAddress }).entry;
          return { ...entry, address: entry.address.trim(), label: entry.label.trim() };
        },
        onDone: { target: 'idle', actions: [assign({ added: ({ event }) => event.output }), 'changed'] },
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) => walletErrorOf(event.error),
            message: ({ event }) => (walletErrorOf(event.error) ? null : (errorText(event.error) ?? '')),
          }),
        },
      },
    },
    deleting: {
      invoke: {
        id: 'delete',
        src: 'deleteAddress',
        input: ({ event }) => ({ id: (event as { id: number }).id }),
        onDone: { target: 'idle', actions: 'changed' },
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) => walletErrorOf(event.error),
            message: ({ event }) => (walletErrorOf(event.error) ? null : (errorText(event.error) ?? '')),
          }),
        },
      },
    },
  },
});
