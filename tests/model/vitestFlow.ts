import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { recordPassedPath } from './coverage.ts';
import { type FlowBinding, type PathEvent, runFlowPath } from './driver.ts';
import { type FlowPath, type FlowSpec, flowPaths, flowTotals, initialSnapshot, plannedCoverage } from './flowModel.ts';
import { closeJsdomSandbox, createJsdomDriver } from './jsdomDriver.tsx';

/** One set of paths for a machine: a spec (its input and samples) with the binding that runs it. */
export interface FlowRun<M extends AnyStateMachine> {
  /** Names the run when a machine needs several (an input decides which branches are reachable). */
  name?: string;
  spec: FlowSpec<M>;
  binding: FlowBinding<M>;
}

export interface FlowOptions {
  timeout?: number;
  /**
   * Why an event cannot be brought about for real in jsdom (null when it can): a path runs up to
   * that event, the rest is listed as a todo naming the reason, and the coverage table shows the
   * transition as not taken (tests/model/pending.json says why it is tolerated).
   */
  cannot?: (event: PathEvent) => string | null;
  /** Each path imports the app's modules afresh (`createJsdomDriver`'s option: pages that load vendor scripts). */
  freshModules?: boolean;
}

/**
 * Every planned path of a flow machine, each a test through the real UI in jsdom. A first test
 * checks the plan itself reaches every state and transition, naming what it misses.
 */
export function describeFlow<M extends AnyStateMachine>(
  spec: FlowSpec<M>,
  binding: FlowBinding<M>,
  options: FlowOptions = {},
): void {
  describeFlows([{ spec, binding }], options);
}

/** The same, for a machine whose runs together (one per input) cover it. */
export function describeFlows<M extends AnyStateMachine>(runs: FlowRun<M>[], options: FlowOptions = {}): void {
  const first = runs[0];
  if (!first) throw new Error('describeFlows needs at least one run');
  const planned = runs.map((run) => ({ ...run, paths: flowPaths(run.spec) }));
  describe(`${first.spec.machine.id} machine through the UI (model-based, jsdom)`, () => {
    afterAll(closeJsdomSandbox);

    it('plans paths through every state and transition', () => {
      const totals = flowTotals(first.spec.machine);
      const states = new Set<string>();
      const transitions = new Set<string>();
      for (const run of planned) {
        const covered = plannedCoverage(run.spec, run.paths);
        for (const s of covered.states) states.add(s);
        for (const t of covered.transitions) transitions.add(t);
      }
      expect(totals.states.filter((s) => !states.has(s))).toEqual([]);
      expect(totals.transitions.filter((t) => !transitions.has(t))).toEqual([]);
    });

    for (const run of planned) {
      const body = () => {
        // A machine that settles at its start (no event offered) still has its start to show.
        const paths: FlowPath[] = run.paths.length
          ? run.paths
          : [
              {
                description: '',
                initial: initialSnapshot(run.spec as unknown as FlowSpec<AnyStateMachine>),
                steps: [],
              },
            ];
        for (const path of paths) definePath(run, path, options);
      };
      if (run.name) describe(run.name, body);
      else body();
    }
  });
}

function definePath<M extends AnyStateMachine>(run: FlowRun<M>, path: FlowPath, options: FlowOptions): void {
  const cannot = options.cannot ?? (() => null);
  const cut = path.steps.findIndex((s) => cannot(s.event as PathEvent) !== null);
  const runnable: FlowPath = cut < 0 ? path : { ...path, steps: path.steps.slice(0, cut) };
  const stop = cut < 0 ? null : (path.steps[cut]?.event as PathEvent);
  const title = stop ? `${path.description} (up to ${stop.type})` : path.description || '(initial state)';
  it(title, { timeout: options.timeout ?? 60_000 }, async () => {
    const driver = await createJsdomDriver({ freshModules: options.freshModules });
    try {
      await runFlowPath(run.spec, run.binding, driver, runnable);
    } finally {
      await driver.dispose();
    }
    recordPassedPath(
      run.spec,
      'jsdom',
      runnable.steps.map((s) => s.event),
    );
  });
  if (stop) it.todo(`${path.description}: ${cannot(stop)}`);
}
