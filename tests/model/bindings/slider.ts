import type { EventObject } from 'xstate';
import { sliderMachine } from '../../../machines/challenges/sliderMachine.ts';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';

const puzzle = { bgImage: 'data:,', pieceImage: 'data:,', width: 320, height: 160, pieceSize: 50, y: 40 };

/** The slider dialog: a puzzle solved, missed (a new one), failing to load, and given up. */
export const spec: FlowSpec<typeof sliderMachine> = {
  machine: sliderMachine,
  input: { taskId: 't-sample', puzzle },
  events: { 'slider.move': [{ type: 'slider.move', x: 100 }] },
  outputs: {
    checkSlider: [
      { status: 200, message: 'success' },
      { status: 2302, message: 'slider check fail' },
    ],
    loadPuzzle: [puzzle],
  },
};

export const PATHS = {
  check: '/v1/app/common/itw/task/sliderCheck',
  puzzle: '/v1/app/common/itw/task/slider',
  list: '/v1/app/common/goods/query/floatGoods/list',
};

/** Long enough for the UI to show a request in flight. */
const HOLD_MS = 600;

/** Holds (or fails, after the hold) the next request to a path, as the path's next event says. */
export async function arrange(d: Driver, path: string, next: EventObject | undefined, actor: string): Promise<void> {
  if (next?.type === `xstate.error.actor.${actor}`) {
    await d.sandbox('POST', '/__sandbox/faults', { path, kind: 'status', status: 502, ms: HOLD_MS, count: 1 });
  } else if (next?.type === `xstate.done.actor.${actor}`) {
    await d.sandbox('POST', '/__sandbox/faults', { path, kind: 'latency', ms: HOLD_MS, count: 1 });
  }
}

/** Where the gap is: read off the newest open puzzle, as a person reads it off the picture. */
export async function sliderAnswer(d: Driver): Promise<number> {
  return (await d.sandbox<{ x: number }>('GET', '/__sandbox/widget/slider/answer')).x;
}

/** Drags with the keyboard from the left end: Page Up moves 10 px, the arrow 1 px. */
export async function slideTo(d: Driver, x: number): Promise<void> {
  await d.press('Home');
  for (let i = 0; i < Math.floor(x / 10); i++) await d.press('PageUp');
  for (let i = 0; i < x % 10; i++) await d.press('ArrowRight');
}

/** Brings up a slider task: the home page's plan list must first pass one. */
export async function startSliderTask(d: Driver, url = '/en'): Promise<void> {
  await d.sandbox('POST', '/__sandbox/challenges', {
    rules: [{ calls: ['floatGoodsList'], task: 'slider', block: true, times: 1 }],
  });
  await d.visit(url);
}

const isPass = (event: EventObject | undefined) =>
  event?.type === 'xstate.done.actor.checkSlider' && (event as { output?: { status: number } }).output?.status === 200;

export const binding: FlowBinding<typeof sliderMachine> = {
  start: async (d) => {
    await startSliderTask(d);
    await d.expectVisible('dialog', 'Security check');
  },
  states: {
    ready: async (d) => {
      await d.expectVisible('dialog', 'Security check');
      await d.expectText('Drag the slider to fit the piece into the gap.');
      await d.expectNoText('Checking…');
      await d.expectNoText('Loading a new puzzle…');
    },
    checking: (d) => d.expectText('Checking…'),
    reloading: (d) => d.expectText('Loading a new puzzle…'),
    broken: async (d) => {
      await d.expectText(/The puzzle could not be loaded\./);
      await d.expectVisible('button', 'Load a new puzzle');
    },
    passed: async (d) => {
      await d.expectHidden('dialog', 'Security check');
      // The held request went again with the task result: the plans are there.
      await d.expectVisible('list', 'Stable plans');
    },
    cancelled: (d) => d.expectHidden('dialog', 'Security check'),
  },
  events: {
    'slider.move': async (d, { upcoming }) => {
      const answer = await sliderAnswer(d);
      // A move before a passing check lands on the gap; otherwise well off it.
      await slideTo(d, isPass(upcoming[1]) ? answer : answer > 150 ? answer - 60 : answer + 60);
    },
    'slider.release': async (d, { upcoming }) => {
      await arrange(d, PATHS.check, upcoming[0], 'checkSlider');
      if (!isPass(upcoming[0])) await arrange(d, PATHS.puzzle, upcoming[1], 'loadPuzzle');
      await d.press('Enter');
    },
    'slider.retry': async (d, { upcoming }) => {
      await arrange(d, PATHS.puzzle, upcoming[0], 'loadPuzzle');
      await d.click('button', 'Load a new puzzle');
    },
    'slider.cancel': async (d) => {
      // Escape closes the dialog from its frame (focus is inside it).
      await d.press('Escape');
      await d.advance(MODAL_ANIMATION_MS);
    },
    'xstate.done.actor.checkSlider': async (d, { event }) => {
      if (!isPass(event)) return;
      await d.expectNoText('Checking…');
      await d.advance(MODAL_ANIMATION_MS);
    },
    'xstate.error.actor.checkSlider': async () => {},
    'xstate.done.actor.loadPuzzle': async () => {},
    'xstate.error.actor.loadPuzzle': async () => {},
  },
};
