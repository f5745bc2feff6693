import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { recordPassedPath } from './coverage.ts';
import { type FlowBinding, runFlowPath } from './driver.ts';
import { type FlowPath, type FlowSpec, flowPaths, flowTotals, plannedCoverage } from './flowModel.ts';
import { closeJsdomSandbox, createJsdomDriver } from './jsdomDriver.tsx';

/**
 * Every planned path of a flow machine, each a test through the real UI in jsdom. A first test
 * checks the plan itself reaches every state and transition, naming what it misses.
 */
export function describeFlow<M extends AnyStateMachine>(
  spec: FlowSpec<M>,
  binding: FlowBinding<M>,
  options: { timeout?: number } = {},
): void {
  const paths: FlowPath[] = flowPaths(spec);
  describe(`${spec.machine.id} machine through the UI (model-based, jsdom)`, () => {
    afterAll(closeJsdomSandbox);

    it('plans paths through every state and transition', () => {
      const totals = flowTotals(spec.machine);
      const planned = plannedCoverage(spec, paths);
      expect(totals.states.filter((s) => !planned.states.has(s))).toEqual([]);
      expect(totals.transitions.filter((t) => !planned.transitions.has(t))).toEqual([]);
    });

    for (const path of paths) {
      it(path.description || '(initial state)', { timeout: options.timeout ?? 60_000 }, async () => {
        const driver = await createJsdomDriver();
        try {
          await runFlowPath(spec, binding, driver, path);
        } finally {
          await driver.dispose();
        }
        recordPassedPath(
          spec,
          'jsdom',
          path.steps.map((s) => s.event),
        );
      });
    }
  });
}
