import { assign, fromPromise, setup } from 'xstate';
import { SUB_ACCOUNT_NAME, SUB_ACCOUNT_TAKEN } from '../../runtime/http/contract/poolValues.ts';
import { errorText } from '../../runtime/http/errorText.ts';
import { apiStatus } from './apiStatus.ts';

/** Why the name cannot be used, said at the field: not 3 to 20 lower-case letters and digits, or taken. */
export type SubAccountNameProblem = 'format' | 'taken';

/** The name as the API takes it: trimmed, lower case. */
export const normalizeSubAccountName = (name: string) => name.trim().toLowerCase();

/**
 * Adding a pool sub-account (`/dashboard/pool/poolManage`): a name that is not 3 to 20 lower-case
 * letters and digits starting with a letter is refused at the field without a call; a well-formed one
 * is checked first (names are unique pool-wide: taken is said at the field), then added. A name taken
 * between the check and the add says the same. Any other failure shows the server's message with a
 * retry of the same name, or goes back to editing. After the confirmation another may be added.
 */
export const subAccountAddMachine = setup({
  types: {
    context: {} as {
      name: string;
      problem: SubAccountNameProblem | null;
      error: string | null;
      added: string | null;
    },
    events: {} as
      | { type: 'subAdd.submit'; name: string }
      | { type: 'subAdd.retry' }
      | { type: 'subAdd.edit' }
      | { type: 'subAdd.again' },
  },
  actors: {
    checkName: fromPromise<{ exists: boolean }, { name: string }>(async () => {
      throw new Error('checkName must be provided');
    }),
    addSubAccount: fromPromise<{ name: string }, { name: string }>(async () => {
      throw new Error('addSubAccount must be provided');
    }),
  },
  guards: {
    wellFormed: ({ event }) =>
      event.type === 'subAdd.submit' && SUB_ACCOUNT_NAME.test(normalizeSubAccountName(event.name)),
    exists: ({ event }) => 'output' in event && (event.output as { exists: boolean }).exists,
    takenMeanwhile: ({ event }) => 'error' in event && apiStatus(event.error) === SUB_ACCOUNT_TAKEN,
  },
}).createMachine({
  id: 'subAccountAdd',
  context: { name: '', problem: null, error: null, added: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'subAdd.submit': [
          {
            guard: 'wellFormed',
            target: 'checking',
            actions: assign({ name: ({ event }) => normalizeSubAccountName(event.name), problem: null, error: null }),
          },
          {
            target: 'editing',
            actions: assign({ name: ({ event }) => event.name, problem: 'format' }),
          },
        ],
      },
    },
    checking: {
      invoke: {
        id: 'checkName',
        src: 'checkName',
        input: ({ context }) => ({ name: context.name }),
        onDone: [{ guard: 'exists', target: 'editing', actions: assign({ problem: 'taken' }) }, { target: 'adding' }],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    adding: {
      invoke: {
        id: 'addSubAccount',
        src: 'addSubAccount',
        input: ({ context }) => ({ name: context.name }),
        onDone: { target: 'added', actions: assign({ added: ({ event }) => event.output.name }) },
        onError: [
          { guard: 'takenMeanwhile', target: 'editing', actions: assign({ problem: 'taken' }) },
          { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
        ],
      },
    },
    failed: {
      on: {
        'subAdd.retry': { target: 'checking', actions: assign({ error: null }) },
        'subAdd.edit': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    added: {
      on: {
        'subAdd.again': { target: 'editing', actions: assign({ name: '', problem: null, error: null, added: null }) },
      },
    },
  },
});
