// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { codesBinding, codesSpec, fundPasswordBinding, fundPasswordSpec } from '../../model/bindings/verification.ts';
import { recordPassedPath } from '../../model/coverage.ts';
import { runFlowPath } from '../../model/driver.ts';
import { flowPaths, flowTotals, plannedCoverage } from '../../model/flowModel.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../../model/jsdomDriver.tsx';

// Which methods a task asks for is the machine's input, so one input cannot reach every transition (a
// lone fund password submits by itself; codes wait for Confirm): two sets of paths, covering all together.
const runs = [
  { name: 'fund password alone', spec: fundPasswordSpec, binding: fundPasswordBinding },
  { name: 'authenticator and email code', spec: codesSpec, binding: codesBinding },
].map((run) => ({ ...run, paths: flowPaths(run.spec) }));

describe('verification machine through the UI (model-based, jsdom)', () => {
  afterAll(closeJsdomSandbox);

  it('plans paths that together pass through every state and transition', () => {
    const totals = flowTotals(fundPasswordSpec.machine);
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
      for (const path of run.paths) {
        it(path.description, { timeout: 30_000 }, async () => {
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
