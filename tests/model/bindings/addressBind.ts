import { type AddressBindRequest, addressBindMachine } from '../../../machines/pool/addressBindMachine.ts';
import { releaseCalls, signIn, visitRoute } from '../calls.ts';
import type { FlowBinding, FlowSpec } from '../driver.ts';
import { freshEmail, noChallenges, registerByApi } from './accountSteps.ts';
import { arrangeSave, FAULT, FUND_PASSWORD, PASSWORD, verifyWithFundPassword } from './settingsSteps.ts';

const VALID = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const OTHER_VALID = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
const INVALID = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdz';
const FIELD = 'BTC payout address';
const INVALID_MESSAGE = 'This is not a valid Bitcoin address. Check it and try again.';

/** The path's own account and sub-account (fresh per path: the Chromium sandbox is shared). */
let account = '';
let subAccount = '';
let typed = '';

const request = (address: string): AddressBindRequest => ({ subAccount: 'sample', address });

/**
 * Binding a payout address: an invalid address refused at the field, binding confirmed by the security
 * verification (the fund password), failure with retry or editing, binding another.
 */
export const spec: FlowSpec<typeof addressBindMachine> = {
  machine: addressBindMachine,
  events: {
    'bind.submit': [
      { type: 'bind.submit', request: request(VALID) },
      { type: 'bind.submit', request: request(INVALID) },
    ],
  },
  outputs: { bindAddress: [{ subAccount: 'sample', address: VALID, boundAt: '2026-03-01T10:00:00.000Z' }] },
  errors: { bindAddress: [new Error(FAULT)] },
  stateKey: (s) => JSON.stringify([s.value, s.context.invalid]),
  maxSteps: 8,
};

export const binding: FlowBinding<typeof addressBindMachine> = {
  start: async (d) => {
    account = freshEmail('poolbind');
    await registerByApi(d, account, PASSWORD);
    await noChallenges(d, account);
    // The fund password is the strongest factor the account has: it verifies the binding.
    await d.sandbox('POST', '/__sandbox/wallet', { account, fundPassword: FUND_PASSWORD });
    subAccount = (
      await d.sandbox<{ name: string }>('POST', '/__sandbox/pool', { account, workers: 2, payoutAddress: false })
    ).name;
    await signIn(d, account, PASSWORD);
    typed = '';
    await visitRoute(d, 'dashboard.pool.walletList', {});
    await d.expectRead('Payout addresses', 'loaded');
    await d.expectText('Not bound: earnings stay in the balance until an address is bound.');
  },
  states: {
    editing: async (d, snapshot) => {
      await d.expectVisible('button', 'Bind address');
      await d.expectEnabled('button', 'Bind address');
      if (snapshot.context.invalid) {
        await d.expectText(INVALID_MESSAGE);
        await d.expectValue(FIELD, typed);
      } else {
        await d.expectNoText(INVALID_MESSAGE);
      }
    },
    binding: async (d) => {
      await d.expectVisible('button', 'Binding…');
      await d.expectEnabled('button', 'Binding…', false);
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try again');
      await d.expectValue(FIELD, typed);
    },
    bound: async (d) => {
      await d.expectText(/from the next payout on\./);
      await d.expectVisible('button', 'Bind another address');
      // The list reads again: the sub-account has an address now.
      await d.expectVisible('button', `Copy the address of ${subAccount}`);
    },
  },
  events: {
    'bind.submit': async (d, { event, after, upcoming }) => {
      typed = String((event.request as AddressBindRequest).address);
      await d.fill(FIELD, typed);
      if (after.matches('binding')) await arrangeSave(d, 'poolAddressBind', 'bindAddress', upcoming[0]);
      await d.click('button', 'Bind address');
    },
    'bind.retry': async (d, { upcoming }) => {
      await arrangeSave(d, 'poolAddressBind', 'bindAddress', upcoming[0]);
      await d.click('button', 'Try again');
    },
    // Typing after a failure goes back to editing.
    'bind.edit': async (d) => {
      typed = typed === OTHER_VALID ? VALID : OTHER_VALID;
      await d.fill(FIELD, typed);
    },
    'bind.again': async (d) => {
      await d.click('button', 'Bind another address');
      typed = '';
    },
    // The held reply goes on: the server asks for the verification, the fund password passes it.
    'xstate.done.actor.bindAddress': async (d) => {
      await releaseCalls(d);
      await verifyWithFundPassword(d);
    },
    'xstate.error.actor.bindAddress': releaseCalls,
  },
};
