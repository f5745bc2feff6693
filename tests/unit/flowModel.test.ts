import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { flowPaths, flowTotals, plannedCoverage } from '../model/flowModel.ts';

/** A flow with everything the planner must handle: invoke results with guards, a ticking delay, eventless and nested states. */
const countdown = setup({
  types: { context: {} as { left: number; mode: string | null }, events: {} as { type: 'send' } | { type: 'back' } },
  actors: { request: fromPromise<{ mode: string }>(async () => ({ mode: 'code' })) },
  guards: {
    isCode: ({ event }) => (event as unknown as { output: { mode: string } }).output.mode === 'code',
    more: ({ context }) => context.left > 1,
  },
}).createMachine({
  id: 'countdown',
  context: { left: 0, mode: null },
  initial: 'idle',
  states: {
    idle: { on: { send: 'sending' } },
    sending: {
      invoke: {
        id: 'request',
        src: 'request',
        onDone: [
          { guard: 'isCode', target: 'counting', actions: assign({ left: 3, mode: 'code' }) },
          { target: 'decide', actions: assign({ mode: 'password' }) },
        ],
        onError: 'idle',
      },
    },
    decide: { always: 'idle' },
    counting: {
      initial: 'ticking',
      states: { ticking: { on: { back: '#countdown.idle' } } },
      after: {
        1000: [
          {
            guard: 'more',
            target: 'counting',
            reenter: true,
            actions: assign({ left: ({ context }) => context.left - 1 }),
          },
          { target: 'idle', actions: assign({ left: 0 }) },
        ],
      },
    },
  },
});

const spec = {
  machine: countdown,
  outputs: { request: [{ mode: 'code' }, { mode: 'password' }] },
  // The last tick differs from the others: the count joins the state for planning.
  stateKey: (s: { value: unknown; context: { left: number } }) => `${JSON.stringify(s.value)}:${s.context.left}`,
};

describe('flow model planning (tests/model/flowModel.ts)', () => {
  it('counts every state node and every declared transition, eventless and delayed ones included', () => {
    const totals = flowTotals(countdown);
    expect(totals.states).toEqual(['idle', 'sending', 'decide', 'counting', 'counting.ticking']);
    expect(totals.transitions).toEqual(
      expect.arrayContaining([
        'idle send#0',
        'sending xstate.done.actor.request#0',
        'sending xstate.done.actor.request#1',
        'sending xstate.error.actor.request#0',
        'decide always#0',
        'counting xstate.after.1000.countdown.counting#0',
        'counting xstate.after.1000.countdown.counting#1',
        'counting.ticking back#0',
      ]),
    );
    expect(totals.transitions).toHaveLength(8);
  });

  it('plans paths that take every transition, each guarded branch through its own sample', () => {
    const paths = flowPaths(spec);
    const planned = plannedCoverage(spec, paths);
    const totals = flowTotals(countdown);
    expect(totals.transitions.filter((t) => !planned.transitions.has(t))).toEqual([]);
    expect(totals.states.filter((s) => !planned.states.has(s))).toEqual([]);
    // Every path starts at the initial state and is replayable by the machine itself.
    for (const path of paths) expect(path.steps[0]?.event.type).toBe('send');
  });

  it('misses the last tick when the plan cannot tell counts apart, and says so', () => {
    const coarse = { ...spec, stateKey: undefined };
    const planned = plannedCoverage(coarse, flowPaths(coarse));
    expect(planned.transitions.has('counting xstate.after.1000.countdown.counting#1')).toBe(false);
  });

  it('with `cannot`, plans only paths the app can take, shortest first, and leaves out what no path can do', () => {
    // Say the app can send only once per path, and never go back.
    const once = {
      ...spec,
      cannot: (path: { event: { type: string } }[]) => {
        const sends = path.filter((s) => s.event.type === 'send').length;
        const at = path.findIndex((s) => s.event.type === 'back');
        if (at >= 0) return { at, why: 'no way back' };
        return sends > 1 ? { at: path.length - 1, why: 'one send per path' } : null;
      },
    };
    const paths = flowPaths(once);
    for (const path of paths) {
      expect(path.steps.filter((s) => s.event.type === 'send')).toHaveLength(1);
      expect(path.steps.some((s) => s.event.type === 'back')).toBe(false);
    }
    const planned = plannedCoverage(once, paths);
    expect(planned.transitions.has('counting.ticking back#0')).toBe(false);
    // The error of the one send is still planned, as the shortest path to it.
    expect(paths.map((p) => p.steps.map((s) => s.event.type))).toContainEqual(['send', 'xstate.error.actor.request']);
  });
});

describe('eventless transitions taken at start', () => {
  const notice = setup({
    types: { input: {} as { hidden: boolean }, context: {} as { hidden: boolean }, events: {} as { type: 'close' } },
    guards: { hidden: ({ context }) => context.hidden },
  }).createMachine({
    id: 'notice',
    context: ({ input }) => ({ hidden: input.hidden }),
    initial: 'deciding',
    states: {
      deciding: { always: [{ guard: 'hidden', target: 'hidden' }, { target: 'shown' }] },
      shown: { on: { close: 'hidden' } },
      hidden: {},
    },
  });

  it('count the passed-through start state and the branch the input takes', () => {
    const first = plannedCoverage(
      { machine: notice, input: { hidden: false } },
      flowPaths({ machine: notice, input: { hidden: false } }),
    );
    expect([...first.states].sort()).toEqual(['deciding', 'hidden', 'shown']);
    expect(first.transitions.has('deciding always#1')).toBe(true);
    expect(first.transitions.has('deciding always#0')).toBe(false);
    const returning = plannedCoverage({ machine: notice, input: { hidden: true } }, []);
    expect(returning.transitions.has('deciding always#0')).toBe(true);
  });
});

describe('model coverage table (scripts/modelCoverage.ts)', () => {
  it('fails below 100% and names what is missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'model-'));
    try {
      const run = () =>
        execFileSync('npx', ['tsx', 'scripts/modelCoverage.ts'], {
          env: {
            ...process.env,
            MODEL_COVERAGE_DIR: dir,
            MODEL_MACHINES_DIR: join(dir, 'none'),
            MODEL_PAGES_DIR: join(dir, 'none'),
          },
          encoding: 'utf8',
        });
      // No fragments and no machines: nothing to fail.
      expect(run()).toContain('machine');
      execFileSync('npx', ['tsx', '-e', writeFragment(dir, ['idle'], ['idle send#0'])]);
      let failure: { status: number; stdout: string } | null = null;
      try {
        run();
      } catch (error) {
        failure = error as { status: number; stdout: string };
      }
      expect(failure?.status).toBe(1);
      expect(failure?.stdout).toContain('not covered: toy: state busy');
      // A gap named in the pending file, with its reason, is shown but does not fail the run.
      const pendingFile = join(dir, 'pending.json');
      execFileSync('npx', [
        'tsx',
        '-e',
        `require('node:fs').writeFileSync(${JSON.stringify(pendingFile)}, JSON.stringify({ machines: { toy: { busy: 'cannot happen here', 'busy done#0': 'nor this' } } }))`,
      ]);
      const excused = execFileSync('npx', ['tsx', 'scripts/modelCoverage.ts'], {
        env: {
          ...process.env,
          MODEL_COVERAGE_DIR: dir,
          MODEL_MACHINES_DIR: join(dir, 'none'),
          MODEL_PAGES_DIR: join(dir, 'none'),
          MODEL_PENDING_FILE: pendingFile,
        },
        encoding: 'utf8',
      });
      expect(excused).toContain('PENDING');
      expect(excused).toContain('busy (pending: cannot happen here)');
      execFileSync('npx', ['tsx', '-e', writeFragment(dir, ['busy'], ['busy done#0'])]);
      expect(run()).toMatch(/toy\s+2\/2 \(100%\)\s+2\/2 \(100%\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('finds machines in the feature folders of machines/', () => {
    const dir = mkdtempSync(join(tmpdir(), 'model-'));
    try {
      mkdirSync(join(dir, 'machines', 'account'), { recursive: true });
      writeFileSync(join(dir, 'machines', 'account', 'nestedMachine.ts'), "createMachine({ id: 'nested' });\n");
      let failure: { status: number; stdout: string } | null = null;
      try {
        execFileSync('npx', ['tsx', 'scripts/modelCoverage.ts'], {
          env: {
            ...process.env,
            MODEL_COVERAGE_DIR: join(dir, 'none'),
            MODEL_MACHINES_DIR: join(dir, 'machines'),
            MODEL_PAGES_DIR: join(dir, 'none'),
          },
          encoding: 'utf8',
        });
      } catch (error) {
        failure = error as { status: number; stdout: string };
      }
      expect(failure?.status).toBe(1);
      expect(failure?.stdout).toMatch(/nested\s.*no passing model-based test/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

function writeFragment(dir: string, states: string[], transitions: string[]): string {
  const fragment = {
    machine: 'toy',
    env: 'jsdom',
    totals: { states: ['idle', 'busy'], transitions: ['idle send#0', 'busy done#0'] },
    states,
    transitions,
  };
  const file = join(dir, 'toy', 'jsdom', `${states.join('-')}.json`);
  return `require('node:fs').mkdirSync(${JSON.stringify(join(dir, 'toy', 'jsdom'))}, { recursive: true }); require('node:fs').writeFileSync(${JSON.stringify(file)}, ${JSON.stringify(JSON.stringify(fragment))});`;
}
