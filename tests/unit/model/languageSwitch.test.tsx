// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { binding, spec } from '../../model/bindings/languageSwitch.ts';
import { recordPassedPath } from '../../model/coverage.ts';
import { runFlowPath } from '../../model/driver.ts';
import { type FlowPath, flowPaths, flowTotals, plannedCoverage } from '../../model/flowModel.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../../model/jsdomDriver.tsx';

/**
 * The language switch fails only when a catalog chunk cannot be downloaded, which cannot happen in
 * jsdom (catalogs are imported from disk). Each planned path runs up to that event; what follows it
 * is listed as a todo, and the coverage table shows the transition as not taken.
 */
const FAILS = 'xstate.error.actor.switchTo';
const paths = flowPaths(spec);

describe('languageSwitch machine through the UI (model-based, jsdom)', () => {
  afterAll(closeJsdomSandbox);

  it('plans paths through every state and transition', () => {
    const totals = flowTotals(spec.machine);
    const planned = plannedCoverage(spec, paths);
    expect(totals.states.filter((s) => !planned.states.has(s))).toEqual([]);
    expect(totals.transitions.filter((t) => !planned.transitions.has(t))).toEqual([]);
  });

  for (const path of paths) {
    const cut = path.steps.findIndex((s) => s.event.type === FAILS);
    const runnable: FlowPath = cut < 0 ? path : { ...path, steps: path.steps.slice(0, cut) };
    const name = cut < 0 ? path.description : `${path.description} (up to the failed switch)`;
    it(name, { timeout: 30_000 }, async () => {
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
    if (cut >= 0) it.todo(`${path.description}: a failed catalog download, not possible in jsdom`);
  }
});
