// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import {
  firstVisitBinding,
  firstVisitSpec,
  returningBinding,
  returningSpec,
} from '../../model/bindings/cookieNotice.ts';
import { recordPassedPath } from '../../model/coverage.ts';
import { runFlowPath } from '../../model/driver.ts';
import { flowPaths, flowTotals, plannedCoverage } from '../../model/flowModel.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../../model/jsdomDriver.tsx';

// Whether the notice was dismissed before is the machine's input, so one input cannot take both
// of the deciding state's branches: two sets of paths, covering the machine together.
const runs = [
  { name: 'first visit', spec: firstVisitSpec, binding: firstVisitBinding },
  { name: 'dismissed on an earlier visit', spec: returningSpec, binding: returningBinding },
].map((run) => ({ ...run, paths: flowPaths(run.spec) }));

describe('cookieNotice machine through the UI (model-based, jsdom)', () => {
  afterAll(closeJsdomSandbox);

  it('plans paths that together pass through every state and transition', () => {
    const totals = flowTotals(firstVisitSpec.machine);
    const states = new Set<string>();
    const transitions = new Set<string>();
    for (const run of runs) {
      const planned = plannedCoverage(run.spec, run.paths);
      for (const s of planned.states) states.add(s);
      for (const t of planned.transitions) transitions.add(t);
    }
    expect(totals.states.filter((s) => !states.has(s))).toEqual([]);
    expect(totals.transitions.filter((t) => !transitions.has(t))).toEqual([]);
  });

  for (const run of runs) {
    describe(run.name, () => {
      // A returning visitor's notice is decided at the start and takes no event: its one path is the start.
      const start = createActor(run.spec.machine, { input: run.spec.input }).getSnapshot() as AnyMachineSnapshot;
      const paths = run.paths.length ? run.paths : [{ description: '(initial state)', initial: start, steps: [] }];
      for (const path of paths) {
        it(path.description || '(initial state)', { timeout: 30_000 }, async () => {
          const driver = await createJsdomDriver();
          try {
            await runFlowPath(run.spec, run.binding, driver, path);
          } finally {
            await driver.dispose();
          }
          recordPassedPath(
            run.spec,
            'jsdom',
            path.steps.map((s) => s.event),
          );
        });
      }
    });
  }
});
