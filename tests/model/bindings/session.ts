import type { AnyMachineSnapshot } from 'xstate';
import { type SessionSnapshot, sessionMachine } from '../../../machines/sessionMachine.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { expectUrl, failNext, holdNext, noChallenges } from './accountSteps.ts';

/**
 * Who is signed in, through the whole app: a returning visitor's token loads its user (alice, the
 * frozen account, or a token the server no longer knows), logging in through the login modal sets
 * one, the language switch reloads the user (session.refresh), logging out clears it, and the
 * frozen account's blocking modal is acknowledged.
 */
type Who = 'alice' | 'frozen';
const user = (who: Who) =>
  ({
    user: { email: `${who}@example.com`, freezeStatus: who === 'frozen' ? 1 : 0 },
    combined: null,
  }) as unknown as SessionSnapshot;
const NOBODY: SessionSnapshot = { user: null, combined: null };
const RESULTS = [user('frozen'), user('alice'), NOBODY];

export const spec: FlowSpec<typeof sessionMachine> = {
  machine: sessionMachine,
  events: { 'session.set': [{ type: 'session.set', token: 'token-from-login' }] },
  outputs: { loadSession: RESULTS, setToken: RESULTS, refreshSession: RESULTS },
};

const USER_INFO = '/user-api/user/info';
/** Long enough for a page load on a busy machine to be seen waiting for the user. */
const HOLD_MS = 1500;
/** Alice's login form opens on the password; the frozen account's on a code. */
const ACCOUNTS: Record<Who, { email: string; passwd: string; greeting: RegExp; passwordFirst: boolean }> = {
  alice: { email: 'alice@example.com', passwd: 'Alice2024!', greeting: /Alice/, passwordFirst: true },
  frozen: { email: 'frozen@example.com', passwd: 'Frozen2024', greeting: /Frozen/, passwordFirst: false },
};

/** The account a result names (null: nobody, the user info could not be had). */
export function whoOf(event: PathEvent | undefined): Who | null {
  const email = (event?.output as SessionSnapshot | undefined)?.user?.email;
  return email ? (email.split('@')[0] as Who) : null;
}

const isError = (e: PathEvent) => e.type.startsWith('xstate.error.actor.');

/**
 * Why the real app cannot take this step of a path, or null. The session's calls never fail
 * (user-info failures are swallowed as "nobody", clearing is local); the frozen modal blocks the
 * page; nothing signs in over a live session; a reload says only what the server knows of the
 * account signed in, and one that fails keeps the user already loaded; after the language switch the page is in Chinese and the path ends.
 */
export function cannot(path: { event: PathEvent; before: AnyMachineSnapshot }[]): { at: number; why: string } | null {
  let who: Who | null = whoOf(path[0]?.event);
  let switched = false;
  for (const [at, { event, before }] of path.entries()) {
    if (switched) return { at, why: 'the page is in Chinese after the language switch; the path ends there' };
    if (isError(event)) {
      return {
        at,
        why: 'the session calls never fail: user-info failures count as nobody signed in and clearing is local',
      };
    }
    if (before.matches({ signedIn: 'frozen' }) && event.type !== 'frozen.acknowledge')
      return { at, why: 'the frozen-account modal blocks the page until its OK' };
    if (before.matches('signedIn') && event.type === 'session.set')
      return { at, why: 'nothing signs in over a live session (a CAS ticket would; its effect is not handled yet)' };
    if (event.type === 'xstate.done.actor.refreshSession') {
      const next = whoOf(event);
      if (next === null) return { at, why: 'a reload that cannot get the user keeps the one already loaded' };
      if (next !== who) return { at, why: `a reload of ${who}'s session cannot name ${next}` };
      switched = true;
    }
    if (event.type === 'xstate.done.actor.setToken') who = whoOf(event) ?? 'alice';
  }
  return null;
}

let who: Who | null = null;
let locale: 'en' | 'zh' = 'en';
const text = (en: string, zh: string) => (locale === 'en' ? en : zh);

/** Signed out: the header offers Log in, nobody is greeted. */
async function nobody(d: Driver): Promise<void> {
  await d.expectVisible('button', text('Log in', '登录'));
  await d.expectNoText(/Hi, |您好，/);
}

/** Holds the next user-info reply, or fails it when the path's next result says nobody. */
async function arrangeUserInfo(d: Driver, result: PathEvent | undefined, ms = HOLD_MS): Promise<void> {
  if (result && !isError(result) && whoOf(result) === null) await failNext(d, USER_INFO, 500, ms);
  else await holdNext(d, USER_INFO, ms);
}

export const binding: FlowBinding<typeof sessionMachine> = {
  start: async (d, { path }) => {
    locale = 'en';
    await noChallenges(d);
    who = whoOf(path[0]);
    // A returning visitor: alice's or the frozen account's token, or one the server no longer knows.
    let token = 'expired-token';
    if (who) {
      const reply = await d.sandbox<{ data: { authToken: string } }>('POST', '/user-api/login/email', {
        email: ACCOUNTS[who].email,
        passwd: ACCOUNTS[who].passwd,
      });
      token = reply.data.authToken;
    }
    await d.setCookie('auth', token);
    await holdNext(d, USER_INFO, HOLD_MS);
    await d.visit('/en/list');
  },
  states: {
    loading: async (d) => {
      await d.expectText('Loading…');
      await d.expectHidden('banner');
    },
    anonymous: nobody,
    settingToken: async (d) => {
      // The login call has answered; the user is loading behind the login button.
      await d.expectVisible('button', 'Logging in…');
      await d.expectNoText(/Hi, /);
    },
    'signedIn.active': async (d) => {
      await d.expectVisible('button', ACCOUNTS[who ?? 'alice'].greeting);
      await d.expectHidden('dialog', text('Account frozen', '账户已冻结'));
    },
    'signedIn.frozen': async (d) => {
      await d.expectVisible('dialog', text('Account frozen', '账户已冻结'));
      await d.expectHidden('button', text('Close', '关闭'));
    },
    // The switch moves to the Chinese page first, then reloads the user: nothing else marks the reload,
    // and the user stays signed in and greeted throughout.
    refreshing: async (d) => {
      await d.expectVisible('button', ACCOUNTS[who ?? 'alice'].greeting);
      await d.expectHidden('button', /^(Log in|登录)$/);
    },
    clearing: nobody,
  },
  events: {
    'xstate.done.actor.loadSession': (d) => d.expectNoText('Loading…'),
    'session.set': async (d, { upcoming }) => {
      const next = upcoming[0];
      who = whoOf(next) ?? 'alice';
      const account = ACCOUNTS[who];
      await d.click('button', 'Log in');
      await d.fill('Email', account.email);
      await d.check(/I have read and agree/);
      await d.click('button', 'Next');
      if (!account.passwordFirst) await d.click('button', 'Log in with password');
      await d.fill('Password', account.passwd);
      await arrangeUserInfo(d, next);
      await d.click('button', 'Log in');
      await d.expectVisible('button', 'Logging in…');
    },
    'xstate.done.actor.setToken': async (d) => {
      await d.expectHidden('button', 'Logging in…');
      // The login modal fades out.
      await d.advance(300);
    },
    'frozen.acknowledge': async (d) => {
      await d.click('button', text('OK', '确定'));
      await d.advance(300);
    },
    'session.refresh': async (d, { upcoming }) => {
      await arrangeUserInfo(d, upcoming[0]);
      await d.click('button', /English/);
      await d.click('link', '简体中文');
    },
    'xstate.done.actor.refreshSession': async (d) => {
      await expectUrl(d, '/zh/list');
      locale = 'zh';
    },
    'session.clear': async (d) => {
      await d.click('button', ACCOUNTS[who ?? 'alice'].greeting);
      await d.click('button', 'Log out');
      who = null;
    },
    'xstate.done.actor.clearSession': async () => {},
  },
};
