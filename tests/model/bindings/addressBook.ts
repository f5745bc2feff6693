import { addressBookMachine, type NewBookAddress } from '../../../machines/wallet/addressBookMachine.ts';
import { ApiError } from '../../../runtime/http/client.ts';
import { type BookAddress, WALLET_ERRORS } from '../../../runtime/http/contract/wallet.ts';
import { failCall, holdCall, releaseCalls, routeUrl } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent, StepContext } from '../driver.ts';
import { checkoutAccount } from './checkout.ts';

/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const FAULT = 'injected fault: HTTP 503';
const hex40 = () =>
  Array.from({ length: 40 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)] as string).join('');
/** An address the path's account has already (added by the fixture): adding it again is refused. */
const TAKEN = `0x${'cd'.repeat(20)}`;
const VALID: NewBookAddress = { coin: 'USDT', network: 'ERC20', address: `0x${'ef'.repeat(20)}`, label: 'Exchange' };
const ENTRY: BookAddress = {
  id: 1,
  ...VALID,
  createdAt: '2026-11-23T10:00:00.000Z',
  unlockAt: '2026-11-24T10:00:00.000Z',
  locked: true,
};

/**
 * The withdrawal address book: adding an address (checked by the form, refused by the server as a duplicate,
 * or no answer), renaming one (an empty label stays on the form) and deleting one.
 */
export const spec: FlowSpec<typeof addressBookMachine> = {
  machine: addressBookMachine,
  events: {
    'book.add': [
      { type: 'book.add', entry: VALID },
      { type: 'book.add', entry: { ...VALID, address: 'not-an-address' } },
    ],
    'book.rename': [
      { type: 'book.rename', id: 1, label: 'Cold' },
      { type: 'book.rename', id: 1, label: '' },
    ],
    'book.delete': [{ type: 'book.delete', id: 1 }],
  },
  outputs: { add: [ENTRY], rename: [{ ...ENTRY, label: 'Cold' }], delete: [{ done: true }] },
  errors: {
    add: [new ApiError(WALLET_ERRORS.duplicate, 409, 'walletAddressAdd'), new Error(FAULT)],
    rename: [new Error(FAULT)],
    delete: [new Error(FAULT)],
  },
  stateKey: (s) => JSON.stringify([s.value, s.context.error, s.context.message !== null, s.context.added !== null]),
  maxSteps: 8,
};

let account = '';
/** The labels the page lists, newest first, as the server keeps them. */
let labels: string[] = [];
/** The label of the entry whose rename field is open (an empty label left it open). */
let openRename: string | null = null;
/** What the pending write will do to the list once done. */
let pending: (() => void) | null = null;
let serial = 0;

const errorOf = (event: PathEvent | undefined) => (event as { error?: unknown } | undefined)?.error;

/** Readies the next write's answer: the real one held until seen, or a fault held and then answered. */
async function arrange(
  d: Driver,
  name: 'walletAddressAdd' | 'walletAddressModify' | 'walletAddressDelete',
  next: PathEvent | undefined,
) {
  if (errorOf(next) && !(errorOf(next) instanceof ApiError)) await failCall(d, name, { status: 503, ms: HOLD_MS });
  else await holdCall(d, name, HOLD_MS);
}

async function done(d: Driver): Promise<void> {
  pending?.();
  pending = null;
  await releaseCalls(d);
}
async function failed(d: Driver): Promise<void> {
  pending = null;
  await releaseCalls(d);
}

const ERRORS: Record<string, string> = {
  address: 'This is not a valid address for the chosen network.',
  label: 'Give the address a name.',
  duplicate: 'This address is already in your address book.',
};

export const binding: FlowBinding<typeof addressBookMachine> = {
  start: async (d) => {
    account = await checkoutAccount(d, {});
    labels = [];
    openRename = null;
    pending = null;
    for (let i = 1; i <= 5; i++) {
      const label = `Book ${i}`;
      await d.sandbox('POST', '/__sandbox/wallet/book', {
        account,
        coin: 'USDT',
        network: 'ERC20',
        address: `0x${String(i).repeat(40)}`,
        label,
      });
      labels.unshift(label);
    }
    await d.sandbox('POST', '/__sandbox/wallet/book', {
      account,
      coin: 'USDT',
      network: 'ERC20',
      address: TAKEN,
      label: 'Taken',
    });
    labels.unshift('Taken');
    await d.visit(routeUrl('dashboard.wallet', {}));
    await d.expectRead('Saved addresses', 'loaded');
  },
  states: {
    idle: async (d, snapshot) => {
      const { error, message, added } = snapshot.context as {
        error: string | null;
        message: string | null;
        added: BookAddress | null;
      };
      await d.expectVisible('button', `Delete ${labels[0]}`);
      if (error) await d.expectText(ERRORS[error] as string);
      if (message) await d.expectText(FAULT);
      if (added) await d.expectText(/saved\. It can receive withdrawals from/);
      await d.expectEnabled('button', 'Save address');
    },
    adding: async (d) => {
      await d.expectEnabled('button', 'Saving…', false);
    },
    renaming: async (d) => {
      await d.expectEnabled('button', 'Save address', false);
    },
    deleting: async (d) => {
      await d.expectEnabled('button', 'Save address', false);
    },
  },
  events: {
    'book.add': async (d, { event, upcoming }: StepContext) => {
      const entry = (event as unknown as { entry: NewBookAddress }).entry;
      const next = upcoming[0];
      serial += 1;
      const label = `Exchange ${serial}`;
      let address = entry.address;
      if (entry.address === VALID.address) {
        await arrange(d, 'walletAddressAdd', next);
        // A refusal as a duplicate: an address the account has; otherwise a new one.
        address = errorOf(next) instanceof ApiError ? TAKEN : `0x${hex40()}`;
        pending = () => labels.unshift(label);
      }
      await d.fill('Label', label);
      await d.fill('New address', address);
      await d.click('button', 'Save address');
    },
    'book.rename': async (d, { event, upcoming }) => {
      const wanted = (event as unknown as { label: string }).label;
      const target = openRename ?? (labels[0] as string);
      if (!openRename) await d.click('button', `Rename ${target}`);
      serial += 1;
      const label = wanted ? `Cold ${serial}` : '';
      if (wanted) {
        await arrange(d, 'walletAddressModify', upcoming[0]);
        openRename = null;
        pending = () => {
          labels = labels.map((one) => (one === target ? label : one));
        };
      } else {
        openRename = target;
      }
      await d.fill(`New label for ${target}`, label);
      await d.click('button', 'Save label');
    },
    'book.delete': async (d, { upcoming }) => {
      const target = labels[0] as string;
      await arrange(d, 'walletAddressDelete', upcoming[0]);
      pending = () => {
        labels = labels.slice(1);
        if (openRename === target) openRename = null;
      };
      await d.click('button', `Delete ${target}`);
    },
    'xstate.done.actor.add': done,
    'xstate.error.actor.add': failed,
    'xstate.done.actor.rename': done,
    'xstate.error.actor.rename': failed,
    'xstate.done.actor.delete': done,
    'xstate.error.actor.delete': failed,
  },
};
