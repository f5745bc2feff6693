import type { AnyMachineSnapshot } from 'xstate';
import {
  type ForgetForm,
  type ForgetProblem,
  fundPasswordForgetMachine,
} from '../../../machines/settings/fundPasswordForgetMachine.ts';
import { releaseCalls } from '../calls.ts';
import type { FlowBinding, FlowSpec } from '../driver.ts';
import { securityOf } from './securitySteps.ts';
import { arrangeSave, FAULT, settingsAccount, verifyWithEmailCode } from './settingsSteps.ts';

const submit = (pin: string, confirm: string) => ({ type: 'forget.submit' as const, form: { pin, confirm } });

/**
 * A forgotten fund password, from the settings page: the PIN rules keep the form with what was typed; a
 * valid new one passes the security verification by an email code (not the forgotten password) and is the
 * account's fund password then; a fault keeps the form with its message.
 */
export const spec: FlowSpec<typeof fundPasswordForgetMachine> = {
  machine: fundPasswordForgetMachine,
  events: {
    'forget.submit': [
      submit('1234', '1234'),
      submit('888888', '888888'),
      submit('234567', '234567'),
      submit('246802', '246801'),
      submit('246802', '246802'),
    ],
  },
  errors: { save: [new Error(FAULT)] },
  stateKey: (s) => JSON.stringify([s.value, s.context.problem, s.context.failure !== null, s.context.saved]),
};

const MESSAGES: Record<ForgetProblem, string> = {
  pinLength: 'Enter a 6-digit fund password',
  pinSame: 'The fund password cannot be one digit repeated',
  pinRun: 'The fund password cannot be consecutive digits like 123456',
  mismatch: 'The two fund passwords do not match',
};

let account = '';
let typed: ForgetForm = { pin: '', confirm: '' };

export const binding: FlowBinding<typeof fundPasswordForgetMachine> = {
  start: async (d) => {
    typed = { pin: '', confirm: '' };
    account = await settingsAccount(d, 'forget', { fundPassword: true });
  },
  states: {
    closed: async (d, s: AnyMachineSnapshot) => {
      await d.expectVisible('button', 'Forgot fund password?');
      await d.expectHidden('form', 'Reset a forgotten fund password');
      if (s.context.saved) {
        await d.expectText('Your new fund password is set.');
        if (!(await securityOf(d, account, typed.pin)).fundPasswordIs)
          throw new Error(`the fund password of ${account} is not ${typed.pin}`);
      }
    },
    editing: async (d, s: AnyMachineSnapshot) => {
      await d.expectVisible('form', 'Reset a forgotten fund password');
      await d.expectValue('New fund password', typed.pin);
      await d.expectValue('Confirm fund password', typed.confirm);
      const { problem, failure } = s.context as { problem: ForgetProblem | null; failure: unknown };
      if (problem) await d.expectText(MESSAGES[problem]);
      else if (failure) await d.expectText(FAULT);
      else await d.expectHidden('alert');
    },
    saving: (d) => d.expectEnabled('button', 'Saving…', false),
  },
  events: {
    'forget.open': async (d) => {
      await d.click('button', 'Forgot fund password?');
      typed = { pin: '', confirm: '' };
    },
    'forget.cancel': (d) => d.click('button', 'Cancel'),
    'forget.submit': async (d, { event, after, upcoming }) => {
      typed = event.form as ForgetForm;
      await d.fill('New fund password', typed.pin);
      await d.fill('Confirm fund password', typed.confirm);
      if (after.matches('saving')) await arrangeSave(d, 'fundPasswordForget', 'save', upcoming[0]);
      await d.click('button', 'Save');
    },
    'xstate.done.actor.save': async (d) => {
      await releaseCalls(d);
      await verifyWithEmailCode(d, account);
    },
    'xstate.error.actor.save': releaseCalls,
  },
};
