import { assign, fromPromise, setup } from 'xstate';
import type { UserInfo } from '../../runtime/http/contract.ts';

/** The combined user info (spec section 3): dashboard route list, VIP, order counts and the user. */
export interface CombinedInfo {
  routerList: { name: string; path: string }[];
  vipUser: { vipLevel: number | null };
  order: { unPaidOrderNum: number };
  userInfo: UserInfo;
  /**
   * The unpaid coupon purchase orders (spec section 3, session state): the coupon market's own count
   * (`bmUnpaidCount`), read with the combined info for an account whose route list has the coupon entry; else 0.
   */
  unpaidCouponOrders: number;
}

/** What loading or setting the session yields: no user means nobody is signed in. */
export interface SessionSnapshot {
  user: UserInfo | null;
  combined: CombinedInfo | null;
}

export interface SessionContext extends SessionSnapshot {
  /** freezeStatus non-zero: the blocking frozen-account modal shows until its OK button. */
  frozen: boolean;
}

export type SessionEvent =
  | { type: 'session.set'; token: string; maxAge?: number }
  | { type: 'session.refresh' }
  | { type: 'session.clear' }
  | { type: 'frozen.acknowledge' };

/** Where a loaded snapshot leads: frozen, signed in, or nobody. */
const settle = [
  { guard: 'isFrozen', target: '#session.signedIn.frozen', actions: 'takeSnapshot' },
  { guard: 'hasUser', target: '#session.signedIn.active', actions: 'takeSnapshot' },
  { target: '#session.anonymous' },
] as const;

/** A stored token always has its user (or the call failed): frozen or signed in. */
const settleSignedIn = [
  { guard: 'isFrozen', target: '#session.signedIn.frozen', actions: 'takeSnapshot' },
  { target: '#session.signedIn.active', actions: 'takeSnapshot' },
] as const;

function outputOf(event: unknown): SessionSnapshot | undefined {
  return (event as { output?: SessionSnapshot }).output;
}

/**
 * Who is signed in (spec section 4, Auth): the token is read on start and its user loaded; setting a
 * token (login, or a CAS ticket, also over a live session) loads the user; clearing forgets them at
 * once. A frozen account (freezeStatus non-zero) waits in `signedIn.frozen` until the blocking modal's
 * OK, which resets the flag to 0. User-info failures are only logged (spec section 8): nobody is
 * signed in when the page loads, the user already known stays on a reload.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Reads the token (cookie) and, when there is one, the user and combined info; rejects when the user cannot be had. */
    loadSession: fromPromise<SessionSnapshot>(async () => {
      throw new Error('loadSession must be provided');
    }),
    /** Stores the token (7 days, or the CAS lifetime), then loads the user; rejects when the user cannot be had. */
    setToken: fromPromise<SessionSnapshot, { token: string; maxAge?: number }>(async () => {
      throw new Error('setToken must be provided');
    }),
  },
  actions: {
    takeSnapshot: assign(({ event }) => {
      const output = outputOf(event);
      return {
        user: output?.user ?? null,
        combined: output?.combined ?? null,
        frozen: (output?.user?.freezeStatus ?? 0) !== 0,
      };
    }),
    /** The runtime's frozen flag goes back to 0 as well. */
    resetFrozenFlag: () => {},
    /** Removes the token and user from the runtime (cookie included); cannot fail. */
    clearSession: () => {},
  },
  guards: {
    isFrozen: ({ event }) => (outputOf(event)?.user?.freezeStatus ?? 0) !== 0,
    hasUser: ({ event }) => Boolean(outputOf(event)?.user),
  },
}).createMachine({
  id: 'session',
  context: { user: null, combined: null, frozen: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [...settle],
        // Spec section 8: the visitor whose user cannot be loaded is treated as anonymous.
        onError: { target: 'anonymous' },
      },
    },
    anonymous: {
      entry: assign({ user: null, combined: null, frozen: false }),
      on: { 'session.set': 'settingToken' },
    },
    settingToken: {
      // The new token's user replaces whoever was signed in (a CAS ticket over a live session).
      entry: assign({ user: null, combined: null, frozen: false }),
      invoke: {
        id: 'setToken',
        src: 'setToken',
        input: ({ event }) => {
          const e = event as Extract<SessionEvent, { type: 'session.set' }>;
          return { token: e.token, maxAge: e.maxAge };
        },
        onDone: [...settleSignedIn],
        // The token stays stored: the next page load tries its user again.
        onError: { target: 'anonymous' },
      },
    },
    signedIn: {
      initial: 'active',
      on: {
        'session.refresh': 'refreshing',
        'session.clear': { target: 'anonymous', actions: 'clearSession' },
        'session.set': 'settingToken',
      },
      states: {
        active: {},
        frozen: {
          on: {
            'frozen.acknowledge': { target: 'active', actions: [assign({ frozen: false }), 'resetFrozenFlag'] },
          },
        },
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshSession',
        src: 'loadSession',
        // Nobody: the token went meanwhile (signed out in another tab).
        onDone: [...settle],
        // A reload that fails keeps the user already known.
        onError: { target: 'signedIn.active' },
      },
    },
  },
});
