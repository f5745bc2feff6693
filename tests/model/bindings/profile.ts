import type { AnyMachineSnapshot } from 'xstate';
import { type ProfileForm, type ProfileProblem, profileMachine } from '../../../machines/settings/profileMachine.ts';
import { releaseCalls } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';
import { arrangeSave, FAULT, settingsAccount } from './settingsSteps.ts';

const submit = (nickname: string): { type: 'profile.submit'; form: ProfileForm } => ({
  type: 'profile.submit',
  form: { nickname, noticeLanguage: 'en' },
});

/**
 * The profile section of the settings page: edit, a nickname against its rule (the form keeps what was
 * typed), saved (the header greets with it) or refused by a fault (the form stays with the message).
 */
export const spec: FlowSpec<typeof profileMachine> = {
  machine: profileMachine,
  events: { 'profile.submit': [submit('x'), submit('Hash <Hero>'), submit('Miner Max')] },
  errors: { save: [new Error(FAULT)] },
  stateKey: (s) => JSON.stringify([s.value, s.context.problem, s.context.failure !== null, s.context.saved]),
};

const MESSAGES: Record<ProfileProblem, string> = {
  nicknameLength: 'A nickname has 2 to 20 characters',
  nicknameCharacters: 'A nickname cannot contain < or >',
};

let typed = '';
let savedName = '';
const greeting = async (d: Driver, name: string) => d.expectText(`Hi, ${name}`);

export const binding: FlowBinding<typeof profileMachine> = {
  start: async (d) => {
    typed = '';
    await settingsAccount(d, 'profile');
    // A new email account has no nickname: the header greets it by its masked address.
    savedName = '';
  },
  states: {
    viewing: async (d, s: AnyMachineSnapshot) => {
      await d.expectVisible('button', 'Edit profile');
      await d.expectHidden('form', 'Edit profile');
      if (s.context.saved) {
        await d.expectText('Your profile was saved.');
        await greeting(d, savedName);
      } else {
        await d.expectNoText('Your profile was saved.');
      }
    },
    editing: async (d, s: AnyMachineSnapshot) => {
      await d.expectVisible('form', 'Edit profile');
      await d.expectValue('Nickname', typed);
      await d.expectEnabled('button', 'Save');
      const { problem, failure } = s.context as { problem: ProfileProblem | null; failure: unknown };
      if (problem) await d.expectText(MESSAGES[problem]);
      else if (failure) await d.expectText(FAULT);
      else await d.expectHidden('alert');
    },
    saving: (d) => d.expectEnabled('button', 'Saving…', false),
  },
  events: {
    'profile.edit': async (d) => {
      await d.click('button', 'Edit profile');
      typed = savedName;
    },
    'profile.cancel': (d) => d.click('button', 'Cancel'),
    'profile.submit': async (d, { event, after, upcoming }) => {
      typed = (event.form as ProfileForm).nickname;
      await d.fill('Nickname', typed);
      if (after.matches('saving')) await arrangeSave(d, 'changeNickname', 'save', upcoming[0]);
      await d.click('button', 'Save');
    },
    'xstate.done.actor.save': async (d) => {
      savedName = typed;
      await releaseCalls(d);
    },
    'xstate.error.actor.save': releaseCalls,
  },
};
