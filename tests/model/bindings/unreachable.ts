import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { recordPassedPath } from '../coverage.ts';
import { type FlowBinding, type PathEvent, runFlowPath } from '../driver.ts';
import { type FlowPath, type FlowSpec, flowPaths, flowTotals, plannedCoverage } from '../flowModel.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../jsdomDriver.tsx';

/**
 * `describeFlow` for a machine with an event the real UI cannot bring about in jsdom (a reply the
 * sandbox never gives, a download that cannot fail): each planned path runs up to that event, what
 * follows is listed as a todo naming why, and the coverage table shows the transition as not taken.
 * `cannot` returns the reason for such an event, or null.
 */
export function describeFlowUpTo<M extends AnyStateMachine>(
  spec: FlowSpec<M>,
  binding: FlowBinding<M>,
  cannot: (event: PathEvent) => string | null,
): void {
  const paths = flowPaths(spec);
  describe(`${spec.machine.id} machine through the UI (model-based, jsdom)`, () => {
    afterAll(closeJsdomSandbox);

    it('plans paths through every state and transition', () => {
      const totals = flowTotals(spec.machine);
      const planned = plannedCoverage(spec, paths);
      expect(totals.states.filter((s) => !planned.states.has(s))).toEqual([]);
      expect(totals.transitions.filter((t) => !planned.transitions.has(t))).toEqual([]);
    });

    for (const path of paths) {
      const cut = path.steps.findIndex((s) => cannot(s.event as PathEvent) !== null);
      const runnable: FlowPath = cut < 0 ? path : { ...path, steps: path.steps.slice(0, cut) };
      const stop = cut < 0 ? null : (path.steps[cut]?.event as PathEvent);
      it(stop ? `${path.description} (up to ${stop.type})` : path.description || '(initial state)', {
        timeout: 30_000,
      }, async () => {
        const driver = await createJsdomDriver();
        try {
          await runFlowPath(spec, binding, driver, runnable);
        } finally {
          await driver.dispose();
        }
        recordPassedPath(
          spec,
          'jsdom',
          runnable.steps.map((s) => s.event),
        );
      });
      if (stop) it.todo(`${path.description}: ${cannot(stop)}`);
    }
  });
}
