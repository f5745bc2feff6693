import { assign, fromPromise, setup } from 'xstate';
import { NICKNAME_PATTERN, type NoticeLanguage } from '../../runtime/http/contract/settingsValues.ts';
import { failureOf, type SettingsFailure } from './failure.ts';

export interface ProfileForm {
  nickname: string;
  noticeLanguage: NoticeLanguage;
}

export type ProfileProblem = 'nicknameLength' | 'nicknameCharacters';

/** The nickname rule of the contract: 2 to 20 characters, no angle brackets. */
export function profileProblem(form: ProfileForm): ProfileProblem | null {
  const nickname = form.nickname.trim();
  if (nickname.length < 2 || nickname.length > 20) return 'nicknameLength';
  if (!NICKNAME_PATTERN.test(nickname)) return 'nicknameCharacters';
  return null;
}

/**
 * The profile section of the settings page: shows the nickname and the notice language, edits them, saves
 * what changed (the header greets with the new nickname once the session reloads the user). A rule problem
 * stays on the form with what was typed; a refusal shows the server's message.
 */
export const profileMachine = setup({
  types: {
    context: {} as { problem: ProfileProblem | null; failure: SettingsFailure | null; saved: boolean },
    events: {} as { type: 'profile.edit' } | { type: 'profile.cancel' } | { type: 'profile.submit'; form: ProfileForm },
  },
  actors: {
    save: fromPromise<void, ProfileForm>(async () => {
      throw new Error('save must be provided');
    }),
  },
  guards: {
    formValid: ({ event }) => event.type === 'profile.submit' && profileProblem(event.form) === null,
  },
}).createMachine({
  id: 'profile',
  context: { problem: null, failure: null, saved: false },
  initial: 'viewing',
  states: {
    viewing: {
      on: { 'profile.edit': { target: 'editing', actions: assign({ saved: false, problem: null, failure: null }) } },
    },
    editing: {
      on: {
        'profile.cancel': 'viewing',
        'profile.submit': [
          { guard: 'formValid', target: 'saving', actions: assign({ problem: null, failure: null }) },
          { actions: assign({ problem: ({ event }) => profileProblem(event.form), failure: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }) => {
          const { form } = event as { type: 'profile.submit'; form: ProfileForm };
          return { ...form, nickname: form.nickname.trim() };
        },
        onDone: { target: 'viewing', actions: assign({ saved: true }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
});
