import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type ContactForm,
  type ContactProblem,
  type ContactTarget,
  contactMachine,
} from '../../../machines/settings/contactMachine.ts';
import { releaseCalls } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';
import { outboxCode } from './accountSteps.ts';
import { arrangeSave, FAULT, settingsAccount } from './settingsSteps.ts';

const PHONE_BIND: ContactTarget = { kind: 'phone', mode: 'bind' };
const form = (phoneNumber: string, code: string): ContactForm => ({ email: '', phoneCode: '+44', phoneNumber, code });
/** Stands for the path's own number and the code the sandbox sent to it. */
const VALID_NUMBER = '7700000000';
const SENT_CODE = '000000';

/**
 * Binding a phone number on the settings page (an email account without one): the number and the code the
 * send button sends to it; a wrong number or code stays on the form with what was typed, a fault keeps the
 * form with its message, a good code binds the number.
 */
export const spec: FlowSpec<typeof contactMachine> = {
  machine: contactMachine,
  events: {
    'contact.open': [{ type: 'contact.open', target: PHONE_BIND }],
    'contact.submit': [
      { type: 'contact.submit', form: form('123', '') },
      { type: 'contact.submit', form: form(VALID_NUMBER, '12') },
      { type: 'contact.submit', form: form(VALID_NUMBER, SENT_CODE) },
    ],
  },
  errors: { save: [new Error(FAULT)] },
  stateKey: (s) => JSON.stringify([s.value, s.context.problem, s.context.failure !== null, s.context.saved !== null]),
  maxSteps: 12,
  // Once bound, the row offers a change instead of a binding.
  cannot: (path: { event: EventObject }[]) => {
    const done = path.findIndex((step) => step.event.type === 'xstate.done.actor.save');
    if (done < 0) return null;
    const at = path.findIndex((step, index) => index > done && step.event.type === 'contact.open');
    return at < 0 ? null : { at, why: 'the phone number is bound already' };
  },
};

const MESSAGES: Record<ContactProblem, string> = {
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a calling code like +1 and a number of 8 to 13 digits',
  codeInvalid: 'Enter the 6-digit code',
};

/** The path's own number (browser tests share the sandbox), the code sent to it, what the form holds. */
let number = '';
let sentCode = '';
let typed: ContactForm = form('', '');

async function codeFor(d: Driver): Promise<string> {
  if (!sentCode) {
    await d.click('button', 'Send code');
    await d.expectVisible('button', /Resend in/);
    sentCode = await outboxCode(d, `+44${number}`);
  }
  return sentCode;
}

export const binding: FlowBinding<typeof contactMachine> = {
  start: async (d) => {
    number = `77${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    sentCode = '';
    typed = form('', '');
    await settingsAccount(d, 'contact');
  },
  states: {
    closed: async (d, s: AnyMachineSnapshot) => {
      await d.expectHidden('form', 'Phone number');
      if (s.context.saved) {
        await d.expectText('Your phone number was saved.');
        await d.expectText(`+44 ${number}`);
        await d.expectVisible('button', 'Change phone number');
      } else {
        await d.expectVisible('button', 'Bind phone number');
      }
    },
    editing: async (d, s: AnyMachineSnapshot) => {
      await d.expectVisible('form', 'Phone number');
      await d.expectValue('Calling code', typed.phoneCode);
      await d.expectValue('New phone number', typed.phoneNumber);
      await d.expectValue('Verification code', typed.code);
      const { problem, failure } = s.context as { problem: ContactProblem | null; failure: unknown };
      if (problem) await d.expectText(MESSAGES[problem]);
      else if (failure) await d.expectText(FAULT);
      else await d.expectHidden('alert');
    },
    saving: (d) => d.expectEnabled('button', 'Saving…', false),
  },
  events: {
    'contact.open': async (d) => {
      await d.click('button', 'Bind phone number');
      typed = form('', '');
      typed.phoneCode = '+1';
    },
    'contact.cancel': (d) => d.click('button', 'Cancel'),
    'contact.submit': async (d, { event, after, upcoming }) => {
      const sample = event.form as ContactForm;
      const phoneNumber = sample.phoneNumber === VALID_NUMBER ? number : sample.phoneNumber;
      typed = { ...sample, phoneNumber };
      await d.fill('Calling code', typed.phoneCode);
      await d.fill('New phone number', typed.phoneNumber);
      if (sample.code === SENT_CODE) typed.code = await codeFor(d);
      await d.fill('Verification code', typed.code);
      if (after.matches('saving')) await arrangeSave(d, 'bindPhone', 'save', upcoming[0]);
      await d.click('button', 'Save');
    },
    'xstate.done.actor.save': releaseCalls,
    'xstate.error.actor.save': releaseCalls,
  },
};
