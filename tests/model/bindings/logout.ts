import { logoutMachine } from '../../../machines/account/logoutMachine.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';
import { expectUrl, failNext, holdNext, tokenByApi } from './accountSteps.ts';

/**
 * Logging out from the account menu: a plain account goes home signed out; the partner SSO user
 * ('BM') is sent on to the SSO logout, also when the call fails (its answer is unused). The call is
 * held so "Signing out…" is seen, or fails (which signs out all the same). One run per kind of user.
 */
const specFor = (sso: boolean): FlowSpec<typeof logoutMachine> => ({
  machine: logoutMachine,
  input: { sso },
  outputs: { logout: [undefined] },
  errors: { logout: [new Error('injected fault: HTTP 500')] },
});

const LOGOUT = '/user-api/login/logout';
const ALICE = { email: 'alice@example.com', passwd: 'Alice2024!', greeting: /Hi, Alice/ };
const SSO = { email: 'sso@example.com', passwd: 'Sso2024pass', greeting: /Hi, Bitmain Partner/ };

let account = ALICE;

/** Signed out: the header offers Log in again and the account menu is gone. */
async function signedOut(d: Driver): Promise<void> {
  await d.expectVisible('button', 'Log in');
  await d.expectHidden('button', account.greeting);
}

const bindingFor = (sso: boolean): FlowBinding<typeof logoutMachine> => ({
  start: async (d) => {
    account = sso ? SSO : ALICE;
    await d.setCookie('auth', await tokenByApi(d, account.email, account.passwd));
    // A page other than home, so going home is seen in the address.
    await d.visit('/en/list');
    await d.click('button', account.greeting);
  },
  states: {
    idle: async (d) => {
      await d.expectVisible('button', 'Log out');
      await d.expectNoText('Signing out…');
    },
    loggingOut: async (d) => {
      await d.expectText('Signing out…');
      // Still signed in while the server answers.
      await d.expectVisible('button', account.greeting);
    },
    home: async (d) => {
      await signedOut(d);
      // The home modal stays away after a logout.
      if ((await d.cookie('home_modal_hide')) !== '1') throw new Error('home_modal_hide is not set');
      await expectUrl(d, '/en');
      await d.expectNoText(/Signing/);
      if (!(await d.url()).match(/^\/en\/?(\?.*)?$/)) throw new Error(`not home: ${await d.url()}`);
    },
    sso: async (d) => {
      await signedOut(d);
      // Only the site's own home logout hides the home modal.
      if (await d.cookie('home_modal_hide')) throw new Error('home_modal_hide was set for the SSO logout');
      await d.expectText('Signing you out of single sign-on…');
    },
  },
  events: {
    'logout.start': async (d, { upcoming }) => {
      if (upcoming[0]?.type === 'xstate.error.actor.logout') await failNext(d, LOGOUT, 500, 400);
      else await holdNext(d, LOGOUT);
      await d.click('button', 'Log out');
    },
    'xstate.done.actor.logout': (d) => d.expectNoText('Signing out…'),
    'xstate.error.actor.logout': (d) => d.expectNoText('Signing out…'),
  },
});

/** The plain account's run and the SSO user's. */
export const RUNS = [
  { name: 'a plain account', spec: specFor(false), binding: bindingFor(false) },
  { name: "the partner SSO user ('BM')", spec: specFor(true), binding: bindingFor(true) },
];
