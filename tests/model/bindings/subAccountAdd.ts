import { subAccountAddMachine } from '../../../machines/pool/subAccountAddMachine.ts';
import { ApiError } from '../../../runtime/http/client.ts';
import { SUB_ACCOUNT_TAKEN, SUB_ACCOUNT_TAKEN_MESSAGE } from '../../../runtime/http/contract/pool.ts';
import { failCall, holdCall, releaseCalls, signIn, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { freshEmail, registerByApi } from './accountSteps.ts';

const FAULT = 'injected fault: HTTP 503';
/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const PASSWORD = 'SubAccount2026';
/** A name another account has: alice's seeded sub-account. */
const TAKEN = 'alicemain';
/** The account the fixture gives a name to, to take it between the check and the add. */
const OTHER = 'alice@example.com';

const takenError = new ApiError(SUB_ACCOUNT_TAKEN_MESSAGE, SUB_ACCOUNT_TAKEN, 'poolSubAccountAdd');

/** The path's own account, and the names it typed (fresh ones per path: the Chromium sandbox is shared). */
let account = '';
let typed = '';
let counter = 0;
const freshName = () => `m${Date.now().toString(36).slice(-8)}${(counter++).toString(36)}`;

/**
 * Adding a sub-account: malformed names refused at the field, the existence check (taken at the field),
 * adding (taken meanwhile at the field too), failures with retry or editing, and adding another.
 */
export const spec: FlowSpec<typeof subAccountAddMachine> = {
  machine: subAccountAddMachine,
  events: {
    'subAdd.submit': [
      // Well-formed: the binding types a free or a taken name as the check's answer on the path says.
      { type: 'subAdd.submit', name: 'wellformed' },
      { type: 'subAdd.submit', name: 'A-b' },
    ],
  },
  outputs: {
    checkName: [{ exists: false }, { exists: true }],
    addSubAccount: [{ name: 'wellformed' }],
  },
  errors: {
    checkName: [new Error(FAULT)],
    addSubAccount: [new Error(FAULT), takenError],
  },
  // What the field says is part of the vertex.
  stateKey: (s) => JSON.stringify([s.value, s.context.problem]),
  maxSteps: 8,
};

/** The check's next reply: held so "Checking the name…" shows, or failed. */
async function arrangeCheck(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (next?.type === 'xstate.error.actor.checkName')
    await failCall(d, 'poolSubAccountExists', { status: 503, ms: HOLD_MS });
  // Held also when the path ends waiting (the driver lets it go at the end).
  else await holdCall(d, 'poolSubAccountExists', HOLD_MS);
}

/**
 * The add's next reply, arranged while the check is still held: held, or failed. A held request is
 * answered after its hold, so "taken meanwhile" takes the name when the add is released.
 */
async function arrangeAdd(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (next?.type === 'xstate.error.actor.addSubAccount' && !isTaken(next.error)) {
    await failCall(d, 'poolSubAccountAdd', { status: 503, ms: HOLD_MS });
  } else if (next?.type.endsWith('.actor.addSubAccount')) {
    await holdCall(d, 'poolSubAccountAdd', HOLD_MS);
  }
}

const isTaken = (error: unknown) => error instanceof ApiError && error.status === SUB_ACCOUNT_TAKEN;

/** The field's label and its messages. */
const FIELD = 'Sub-account name';
const FORMAT_MESSAGE = 'Use 3 to 20 lower-case letters and digits, starting with a letter.';
const TAKEN_MESSAGE = 'This name is taken. Choose another one.';

export const binding: FlowBinding<typeof subAccountAddMachine> = {
  start: async (d) => {
    account = freshEmail('subadd');
    await registerByApi(d, account, PASSWORD);
    await signIn(d, account, PASSWORD);
    typed = '';
    await visitRoute(d, 'dashboard.pool.poolManage', {});
    await d.expectVisible('form', 'Add a sub-account');
    await d.expectRead('Sub-accounts', 'empty');
  },
  states: {
    editing: async (d, snapshot) => {
      await d.expectVisible('button', 'Add sub-account');
      await d.expectEnabled('button', 'Add sub-account');
      const problem = snapshot.context.problem;
      if (problem === 'format') await d.expectText(FORMAT_MESSAGE);
      else if (problem === 'taken') await d.expectText(TAKEN_MESSAGE);
      else {
        await d.expectNoText(FORMAT_MESSAGE);
        await d.expectNoText(TAKEN_MESSAGE);
      }
      // What was typed stays.
      if (problem) await d.expectValue(FIELD, typed);
    },
    checking: async (d) => {
      await d.expectVisible('button', 'Checking the name…');
      await d.expectEnabled('button', 'Checking the name…', false);
    },
    adding: async (d) => {
      await d.expectVisible('button', 'Adding…');
      await d.expectEnabled('button', 'Adding…', false);
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try again');
      await d.expectValue(FIELD, typed);
    },
    added: async (d) => {
      await d.expectText(/added\. Point your miners at the pool with the worker name/);
      await d.expectText(`${typed}.worker1`);
      await d.expectVisible('link', 'Open its dashboard');
      await d.expectVisible('button', 'Add another');
      // The list reads again and has it.
      await d.expectVisible('link', typed);
    },
  },
  events: {
    'subAdd.submit': async (d, { event, upcoming }) => {
      const name = String(event.name);
      if (name === 'wellformed') {
        typed = upcoming[0]?.type === 'xstate.done.actor.checkName' && upcoming[0].output?.exists ? TAKEN : freshName();
      } else {
        typed = name;
      }
      await d.fill(FIELD, typed);
      await arrangeCheck(d, upcoming[0]);
      await d.click('button', 'Add sub-account');
    },
    'subAdd.retry': async (d, { upcoming }) => {
      // The check will say "taken": someone takes the typed name meanwhile.
      if (upcoming[0]?.type === 'xstate.done.actor.checkName' && upcoming[0].output?.exists) {
        await d.sandbox('POST', '/__sandbox/pool', { account: OTHER, name: typed, workers: 0 });
      }
      await arrangeCheck(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    // Typing after a failure goes back to editing.
    'subAdd.edit': async (d) => {
      typed = freshName();
      await d.fill(FIELD, typed);
    },
    'subAdd.again': async (d) => {
      await d.click('button', 'Add another');
      typed = '';
    },
    'xstate.done.actor.checkName': async (d, { event, upcoming }) => {
      if (!(event.output as { exists: boolean }).exists) await arrangeAdd(d, upcoming[0]);
      await releaseCalls(d);
    },
    'xstate.error.actor.checkName': releaseCalls,
    'xstate.done.actor.addSubAccount': releaseCalls,
    'xstate.error.actor.addSubAccount': async (d, { event }) => {
      // Someone takes the name between the check and the add.
      if (isTaken(event.error)) await d.sandbox('POST', '/__sandbox/pool', { account: OTHER, name: typed, workers: 0 });
      await releaseCalls(d);
    },
  },
};
