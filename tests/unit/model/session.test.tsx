// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, type EventObject, initialTransition, transition } from 'xstate';
import { binding, cannot, spec } from '../../model/bindings/session.ts';
import { recordPassedPath } from '../../model/coverage.ts';
import { type PathEvent, runFlowPath } from '../../model/driver.ts';
import { coverageOf, eventsFor, type FlowPath, type FlowSpec, flowTotals } from '../../model/flowModel.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../../model/jsdomDriver.tsx';

/**
 * Whether a step can happen here depends on the path so far (who is signed in, whether the frozen
 * modal blocks the page, the language switched), which the shared planner's vertices do not hold.
 * So the paths are planned here: breadth-first, the shortest path the real app can take to each
 * transition not yet taken, until none is left; `cannot` (in the binding) says why the rest cannot.
 */
const anySpec = spec as unknown as FlowSpec<never>;
const machine = spec.machine;
const [initial] = initialTransition(machine);

function walk(events: EventObject[]): { snapshots: AnyMachineSnapshot[] } {
  const snapshots: AnyMachineSnapshot[] = [];
  let s = initial as AnyMachineSnapshot;
  for (const e of events) {
    [s] = transition(machine, s as never, e as never) as unknown as [AnyMachineSnapshot];
    snapshots.push(s);
  }
  return { snapshots };
}

function feasible(events: EventObject[]): boolean {
  const { snapshots } = walk(events);
  const steps = events.map((event, i) => ({
    event: event as PathEvent,
    before: i === 0 ? (initial as AnyMachineSnapshot) : (snapshots[i - 1] as AnyMachineSnapshot),
  }));
  return cannot(steps) === null;
}

function planPaths(): FlowPath[] {
  const covered = new Set<string>(coverageOf(anySpec, []).transitions);
  const paths: FlowPath[] = [];
  for (;;) {
    let frontier: EventObject[][] = [[]];
    let found: EventObject[] | null = null;
    for (let depth = 0; depth < 12 && !found && frontier.length; depth++) {
      const next: EventObject[][] = [];
      for (const events of frontier) {
        const { snapshots } = walk(events);
        const here = (snapshots[snapshots.length - 1] ?? initial) as AnyMachineSnapshot;
        for (const e of eventsFor(anySpec, here)) {
          const longer = [...events, e];
          const taken = coverageOf(anySpec, longer).transitions;
          const before = coverageOf(anySpec, events).transitions;
          if ([...taken].length === [...before].length && events.length > 0) continue;
          if (!feasible(longer)) continue;
          if ([...taken].some((t) => !covered.has(t))) {
            found = longer;
            break;
          }
          next.push(longer);
        }
        if (found) break;
      }
      frontier = next;
    }
    if (!found) break;
    for (const t of coverageOf(anySpec, found).transitions) covered.add(t);
    const { snapshots } = walk(found);
    paths.push({
      description: found.map((e) => e.type.replace(/^xstate\.(done|error)\.actor\./, '$1:')).join(' → '),
      initial: initial as AnyMachineSnapshot,
      steps: found.map((event, i) => ({ event, snapshot: snapshots[i] as AnyMachineSnapshot })),
    });
  }
  return paths;
}

const paths = planPaths();

describe('session machine through the UI (model-based, jsdom)', () => {
  afterAll(closeJsdomSandbox);

  it('plans paths through every state and every transition', () => {
    const totals = flowTotals(machine);
    const covered = new Set<string>();
    const states = new Set<string>();
    for (const path of paths) {
      const c = coverageOf(
        anySpec,
        path.steps.map((s) => s.event),
      );
      for (const t of c.transitions) covered.add(t);
      for (const s of c.states) states.add(s);
    }
    expect(totals.states.filter((s) => !states.has(s))).toEqual([]);
    expect(totals.transitions.filter((t) => !covered.has(t))).toEqual([]);
  });

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
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
