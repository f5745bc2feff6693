import type { AnyMachineSnapshot } from 'xstate';
import { authMethodsMachine } from '../../../machines/settings/authMethodsMachine.ts';
import { releaseCalls } from '../calls.ts';
import type { FlowBinding, FlowSpec } from '../driver.ts';
import { arrangeSave, FAULT, settingsAccount, settingsOf, verifyWithFundPassword } from './settingsSteps.ts';

/**
 * Which checks withdrawals ask for, on the settings page: the fund password always, and here the email code
 * added; saving passes the security verification (the fund password), a fault keeps the form with its message.
 */
export const spec: FlowSpec<typeof authMethodsMachine> = {
  machine: authMethodsMachine,
  events: {
    'methods.edit': [{ type: 'methods.edit', scope: 'withdraw' }],
    'methods.submit': [{ type: 'methods.submit', methods: ['pay', 'email'] }],
  },
  outputs: { save: [['pay', 'email']] },
  errors: { save: [new Error(FAULT)] },
  stateKey: (s) => JSON.stringify([s.value, s.context.failure !== null, s.context.saved]),
};

let account = '';

export const binding: FlowBinding<typeof authMethodsMachine> = {
  start: async (d) => {
    account = await settingsAccount(d, 'methods', { fundPassword: true });
  },
  states: {
    viewing: async (d, s: AnyMachineSnapshot) => {
      await d.expectVisible('button', 'Edit withdrawal checks');
      await d.expectHidden('form', 'Withdrawals');
      if (s.context.saved) {
        await d.expectText('Saved: Withdrawals now ask for Fund password + Email code.');
        const { withdrawAuth } = await settingsOf(d, account);
        if (withdrawAuth.join() !== 'pay,email') throw new Error(`withdrawals ask for ${withdrawAuth.join()}`);
      }
    },
    editing: async (d, s: AnyMachineSnapshot) => {
      await d.expectVisible('form', 'Withdrawals');
      await d.expectText(/Bind an authenticator first/);
      if (s.context.failure) await d.expectText(FAULT);
      else await d.expectHidden('alert');
    },
    saving: (d) => d.expectEnabled('button', 'Saving…', false),
  },
  events: {
    'methods.edit': (d) => d.click('button', 'Edit withdrawal checks'),
    'methods.cancel': (d) => d.click('button', 'Cancel'),
    'methods.submit': async (d, { upcoming }) => {
      await d.check('Email code', true);
      await arrangeSave(d, 'authMethodsSet', 'save', upcoming[0]);
      await d.click('button', 'Save');
    },
    'xstate.done.actor.save': async (d) => {
      await releaseCalls(d);
      await verifyWithFundPassword(d);
    },
    'xstate.error.actor.save': releaseCalls,
  },
};
