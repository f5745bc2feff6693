import type { AnyMachineSnapshot } from 'xstate';
import { type SessionSnapshot, sessionMachine } from '../../../machines/account/sessionMachine.ts';
import { releaseCalls } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { expectUrl, failNext, holdNext, noChallenges, tokenByApi } from './accountSteps.ts';

/**
 * Who is signed in, through the whole app: a returning visitor's token loads its user (alice, the
 * frozen account, or a token the server no longer knows), or the user cannot be loaded; a CAS ticket
 * in the address signs in on arrival (also over a live session); the login modal signs in later; the
 * language switch reloads the user (session.refresh), which finds the same account, nobody (the token
 * was ended elsewhere) or fails; logging out clears it; the frozen account's blocking modal is
 * acknowledged.
 */
type Who = 'alice' | 'frozen';
const user = (who: Who) =>
  ({
    user: { email: `${who}@example.com`, freezeStatus: who === 'frozen' ? 1 : 0 },
    combined: null,
  }) as unknown as SessionSnapshot;
const NOBODY: SessionSnapshot = { user: null, combined: null };

export const spec: FlowSpec<typeof sessionMachine> = {
  machine: sessionMachine,
  cannot: (path) => cannot(path),
  events: { 'session.set': [{ type: 'session.set', token: 'token-from-login' }] },
  outputs: {
    loadSession: [user('frozen'), user('alice'), NOBODY],
    // A stored token always has its user, or the call failed.
    setToken: [user('frozen'), user('alice')],
    refreshSession: [user('frozen'), user('alice'), NOBODY],
  },
};

const USER_INFO = '/user-api/user/info';
const CAS_LOGIN = '/user-api/login/cas';
/** Long enough for a page load on a busy machine to be seen waiting for the user. */
// Held at most this long (under the client's 10 s timeout); released once the waiting state was seen.
const HOLD_MS = 9500;
/** Every call of a revoked session is held this long (they are many, and not released one by one). */
const REVOKED_HOLD_MS = 1500;
/** Alice's login form opens on the password; the frozen account's on a code. */
const ACCOUNTS: Record<Who, { email: string; passwd: string; greeting: RegExp; passwordFirst: boolean }> = {
  alice: { email: 'alice@example.com', passwd: 'Alice2024!', greeting: /Alice/, passwordFirst: true },
  frozen: { email: 'frozen@example.com', passwd: 'Frozen2024', greeting: /Frozen/, passwordFirst: false },
};

/** The account a result names (null: nobody, or the call failed). */
export function whoOf(event: PathEvent | undefined): Who | null {
  const email = (event?.output as SessionSnapshot | undefined)?.user?.email;
  return email ? (email.split('@')[0] as Who) : null;
}

const isError = (e: PathEvent | undefined) => Boolean(e?.type.startsWith('xstate.error.actor.'));

/** The SSO server's ticket comes with the page it sends the browser back to: the step right after the load. */
const CAS_STEP = 1;

/**
 * Why the real app cannot take this step of a path, or null. The frozen modal blocks the page;
 * nothing signs in over a live session but a CAS ticket, which arrives with the page load; a reload
 * names the account signed in or nobody; after the language switch the page is in Chinese and the
 * path ends.
 */
export function cannot(path: { event: PathEvent; before: AnyMachineSnapshot }[]): { at: number; why: string } | null {
  let who: Who | null = whoOf(path[0]?.event);
  let switched = false;
  for (const [at, { event, before }] of path.entries()) {
    if (switched) return { at, why: 'the page is in Chinese after the language switch; the path ends there' };
    if (before.matches({ signedIn: 'frozen' }) && event.type !== 'frozen.acknowledge')
      return { at, why: 'the frozen-account modal blocks the page until its OK' };
    if (before.matches('signedIn') && event.type === 'session.set' && at !== CAS_STEP)
      return { at, why: 'only a CAS ticket signs in over a live session, and it comes with the page load' };
    if (event.type === 'xstate.done.actor.refreshSession') {
      const next = whoOf(event);
      if (next !== null && next !== who) return { at, why: `a reload of ${who}'s session cannot name ${next}` };
    }
    if (event.type.endsWith('.actor.refreshSession')) switched = true;
    if (event.type === 'xstate.done.actor.setToken') who = whoOf(event);
    if (event.type === 'session.clear') who = null;
  }
  return null;
}

let who: Who | null = null;
let locale: 'en' | 'zh' = 'en';
let viaTicket = false;
const text = (en: string, zh: string) => (locale === 'en' ? en : zh);

/** Signed out: the header offers Log in, nobody is greeted. */
async function nobody(d: Driver): Promise<void> {
  await d.expectVisible('button', text('Log in', '登录'));
  await d.expectNoText(/Hi, |您好，/);
}

/** The next user-info reply: held (so the loading is seen), or failing with a server error. */
async function arrangeUserInfo(d: Driver, result: PathEvent | undefined): Promise<void> {
  if (isError(result)) await failNext(d, USER_INFO, 500, HOLD_MS);
  else await holdNext(d, USER_INFO, HOLD_MS);
}

/** A token for a seeded account, as an earlier visit would have left in the cookie. */
function tokenOf(d: Driver, account: Who): Promise<string> {
  return tokenByApi(d, ACCOUNTS[account].email, ACCOUNTS[account].passwd);
}

export const binding: FlowBinding<typeof sessionMachine> = {
  start: async (d, { path }) => {
    locale = 'en';
    await noChallenges(d);
    const load = path[0];
    who = whoOf(load);
    // A returning visitor: alice's or the frozen account's token, alice's whose user cannot be
    // loaded, or a token the server no longer knows (nobody).
    const token = who ? await tokenOf(d, who) : isError(load) ? await tokenOf(d, 'alice') : 'expired-token';
    await d.setCookie('auth', token);
    await arrangeUserInfo(d, load);
    let url = '/en/list';
    viaTicket = path[CAS_STEP]?.type === 'session.set';
    if (viaTicket) {
      // Back from the SSO server with a ticket for the account the path signs in next.
      const account = ACCOUNTS[whoOf(path[CAS_STEP + 1]) ?? 'alice'];
      const { ticket } = await d.sandbox<{ ticket: string }>(
        'GET',
        `/__sandbox/cas/login?email=${encodeURIComponent(account.email)}`,
      );
      url += `?ticket=${ticket}`;
      // The exchange waits, so the session before it is seen.
      await holdNext(d, CAS_LOGIN, HOLD_MS);
    }
    await d.visit(url);
  },
  states: {
    loading: async (d) => {
      await d.expectText('Loading…');
      await d.expectHidden('banner');
    },
    anonymous: nobody,
    settingToken: async (d) => {
      // The token is stored; its user is loading.
      await d.expectText('Signing in…');
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
  },
  events: {
    'xstate.done.actor.loadSession': async (d) => {
      await releaseCalls(d);
      await d.expectNoText('Loading…');
    },
    'xstate.error.actor.loadSession': async (d) => {
      await releaseCalls(d);
      await d.expectNoText('Loading…');
    },
    'session.set': async (d, { upcoming, index }) => {
      const result = upcoming[0];
      who = whoOf(result) ?? 'alice';
      if (viaTicket && index === CAS_STEP) {
        // The ticket's exchange, held since the page load, goes on now; its user-info call comes next.
        await arrangeUserInfo(d, result);
        await releaseCalls(d);
        return;
      }
      const account = ACCOUNTS[who];
      await d.click('button', 'Log in');
      await d.fill('Email', account.email);
      await d.check(/I have read and agree/);
      await d.click('button', 'Next');
      if (!account.passwordFirst) await d.click('button', 'Log in with password');
      await d.fill('Password', account.passwd);
      await arrangeUserInfo(d, result);
      await d.click('button', 'Log in');
      await d.expectVisible('button', 'Logging in…');
    },
    'xstate.done.actor.setToken': async (d) => {
      await releaseCalls(d);
      await d.expectNoText('Signing in…');
      if (viaTicket) {
        // The spent ticket has left the address.
        await expectUrl(d, '/en/list');
        if ((await d.url()).includes('ticket=')) throw new Error(`the ticket is still in ${await d.url()}`);
      }
      // The login modal fades out.
      await d.advance(300);
    },
    'xstate.error.actor.setToken': async (d) => {
      await releaseCalls(d);
      await d.expectNoText('Signing in…');
      who = null;
      await d.advance(300);
    },
    'frozen.acknowledge': async (d) => {
      await d.click('button', text('OK', '确定'));
      await d.advance(300);
    },
    'session.refresh': async (d, { upcoming }) => {
      const result = upcoming[0];
      if (result?.type === 'xstate.done.actor.refreshSession' && whoOf(result) === null) {
        // Signed out on another device: the server has ended the token the page still holds. Every
        // call with it now answers 401 (the first to land forgets the token), so all are held alike,
        // from before the token ends: a background read answered 401 at once would end the session
        // in place before the reload (decision 048), and the reload would find nobody to refresh.
        await d.sandbox('POST', '/__sandbox/faults', { path: '/*', kind: 'latency', ms: REVOKED_HOLD_MS, count: 100 });
        await d.sandbox('POST', '/__sandbox/sessions/revoke', { token: await d.cookie('auth') });
      } else {
        await arrangeUserInfo(d, result);
      }
      await d.click('button', /English/);
      await d.click('link', '简体中文');
    },
    'xstate.done.actor.refreshSession': async (d, { event }) => {
      await releaseCalls(d);
      await expectUrl(d, '/zh/');
      locale = 'zh';
      if (whoOf(event) === null) who = null;
    },
    'xstate.error.actor.refreshSession': async (d) => {
      await releaseCalls(d);
      await expectUrl(d, '/zh/');
      locale = 'zh';
    },
    'session.clear': async (d) => {
      await d.click('button', ACCOUNTS[who ?? 'alice'].greeting);
      await d.click('button', 'Log out');
      who = null;
    },
  },
};
