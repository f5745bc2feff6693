import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../runtime/http/errorText.ts';

/** How long the wheel turns before it shows what the server drew (the draw itself is decided at once). */
export const REVEAL_MS = 1_200;

/** One draw as the server decided it. */
export interface DrawResult {
  drawId: string;
  prizeId: string;
  /** The prize in the request's language, and whether it is a blank. */
  label: string;
  blank: boolean;
  drawsLeft: number;
}

/**
 * A campaign's lottery draw. The server decides the prize; the page only turns the wheel while it waits and for a
 * moment after. Each draw carries a key made when the button is pressed: a lost answer is retried with the same
 * key, so a retry (or a double click, which the disabled button and this one key absorb) never draws twice; a new
 * draw makes a new key. A refusal (no draws left, campaign ended) shows the server's message.
 */
export const lotteryDrawMachine = setup({
  types: {
    context: {} as { drawKey: string | null; result: DrawResult | null; error: string | null },
    events: {} as { type: 'lottery.draw' } | { type: 'lottery.retry' } | { type: 'lottery.dismiss' },
  },
  actors: {
    draw: fromPromise<DrawResult, { drawKey: string }>(async () => {
      throw new Error('draw must be provided');
    }),
  },
  delays: { reveal: REVEAL_MS },
}).createMachine({
  id: 'lotteryDraw',
  context: { drawKey: null, result: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'lottery.draw': {
          target: 'drawing',
          actions: assign({ drawKey: () => globalThis.crypto.randomUUID(), result: null, error: null }),
        },
      },
    },
    drawing: {
      invoke: {
        id: 'draw',
        src: 'draw',
        input: ({ context }) => ({ drawKey: context.drawKey ?? '' }),
        onDone: { target: 'revealing', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    revealing: {
      after: { reveal: 'won' },
    },
    won: {
      on: {
        'lottery.draw': {
          target: 'drawing',
          actions: assign({ drawKey: () => globalThis.crypto.randomUUID(), result: null, error: null }),
        },
        'lottery.dismiss': { target: 'idle', actions: assign({ result: null, drawKey: null }) },
      },
    },
    failed: {
      on: {
        // The same key: if the first try reached the server, this answers the draw it made.
        'lottery.retry': { target: 'drawing', actions: assign({ error: null }) },
        'lottery.dismiss': { target: 'idle', actions: assign({ error: null, drawKey: null }) },
      },
    },
  },
});
