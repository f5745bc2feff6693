import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../runtime/http/errorText.ts';

/** Spec section 9: the resend countdown lasts 60 s and ticks each second. */
export const RESEND_SECONDS = 60;
export const TICK_MS = 1000;

/** What a send yields: a code went out, or one went out recently and this many seconds remain. */
export interface SendOutcome {
  sent: boolean;
  remainingSeconds: number;
}

export interface SendCodeInput {
  /** register, login, forget — or any other business type a host flow sends codes for. */
  type: string;
  /** The address the code goes to (email, or +code number); the recent-send rule is per type and account. */
  account: string;
}

export interface SendCodeContext extends SendCodeInput {
  remaining: number;
  error: string | null;
}

/**
 * The send-code button (spec section 4): idle, then a 60 s countdown ticking each second during
 * which clicks are ignored, then resend. A code sent to the same account less than 60 s ago (another
 * modal, or before a reload) sends nothing: the countdown goes on with the time left. Both the
 * recent-send memory (`restore`) and the sending (`send`) are injected.
 */
export const sendCodeMachine = setup({
  types: {
    context: {} as SendCodeContext,
    input: {} as SendCodeInput,
    events: {} as { type: 'code.send' },
  },
  actors: {
    /** Seconds left of a recent send to this type and account (0: none, or the memory is unreadable). */
    restore: fromPromise<number, SendCodeInput>(async () => 0),
    /** Sends the code unless one went out recently; resolves with the outcome. */
    send: fromPromise<SendOutcome, SendCodeInput>(async () => {
      throw new Error('send must be provided');
    }),
  },
  guards: {
    hasTimeLeft: ({ event }) => ((event as { output?: number }).output ?? 0) > 0,
    ticksLeft: ({ context }) => context.remaining > 1,
  },
  delays: { tick: TICK_MS },
}).createMachine({
  id: 'sendCode',
  context: ({ input }) => ({ ...input, remaining: 0, error: null }),
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'restore',
        src: 'restore',
        input: ({ context }) => ({ type: context.type, account: context.account }),
        onDone: [
          { guard: 'hasTimeLeft', target: 'counting', actions: assign({ remaining: ({ event }) => event.output }) },
          { target: 'idle' },
        ],
      },
    },
    idle: { on: { 'code.send': 'sending' } },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ type: context.type, account: context.account }),
        onDone: {
          target: 'counting',
          actions: assign({
            remaining: ({ event }) =>
              event.output.sent ? RESEND_SECONDS : Math.max(1, Math.min(RESEND_SECONDS, event.output.remainingSeconds)),
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => errorText(event.error) ?? '',
          }),
        },
      },
    },
    // No `code.send` here: clicks while counting are ignored.
    counting: {
      after: {
        tick: [
          {
            guard: 'ticksLeft',
            target: 'counting',
            reenter: true,
            actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
          },
          { target: 'ready', actions: assign({ remaining: 0 }) },
        ],
      },
    },
    ready: { on: { 'code.send': 'sending' } },
    failed: { on: { 'code.send': 'sending' } },
  },
});
