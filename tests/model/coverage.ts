import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine, EventObject } from 'xstate';
import { coverageOf, type FlowSpec, flowTotals } from './flowModel.ts';

/** Where passing paths leave what they covered; `scripts/modelCoverage.ts` adds it up. */
export const COVERAGE_DIR = '.reports/model';

export type CoverageEnv = 'jsdom' | 'chromium';

/**
 * One file per path that passed in the UI (paths may run in different workers): the states and
 * transitions walking its events covers, with the machine's totals beside them.
 */
export function recordPassedPath<M extends AnyStateMachine>(
  spec: FlowSpec<M>,
  env: CoverageEnv,
  events: EventObject[],
): void {
  const s = spec as unknown as FlowSpec<AnyStateMachine>;
  const covered = coverageOf(s, events);
  const totals = flowTotals(s.machine);
  const dir = join(COVERAGE_DIR, s.machine.id, env);
  mkdirSync(dir, { recursive: true });
  // The machine's input is part of a path: the same events from another input cover other states.
  const id = createHash('sha1')
    .update(JSON.stringify({ input: s.input ?? null, events }))
    .digest('hex')
    .slice(0, 12);
  writeFileSync(
    join(dir, `${id}.json`),
    JSON.stringify({
      machine: s.machine.id,
      env,
      totals,
      states: [...covered.states],
      transitions: [...covered.transitions],
    }),
  );
}
