import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  errorsOutsideTests,
  pipedRunnerEnvironment,
  type VitestReport,
  vitestCounted,
} from '../../scripts/testReport.ts';

/**
 * `npm test` names what failed in the lines a CI log keeps (its end), also when no test failed: a file whose
 * worker ended before it reported, a hook that threw, an error outside any test. Read off a real vitest run
 * of four small files.
 */
describe('the failures npm test names from a vitest run', () => {
  it('names a failed test, a file whose worker ended, a hook that threw, and an error outside any test', () => {
    const root = mkdtempSync(join(tmpdir(), 'test-report-'));
    const files: Record<string, string> = {
      'passing.test.ts': `it('adds', () => expect(1 + 1).toBe(2));`,
      'failing.test.ts': `it('adds', () => expect(1 + 1).toBe(3));\nit('keeps', () => expect(1).toBe(1));`,
      'killed.test.ts': `it('first', () => expect(1).toBe(1));\nit('ends its worker', () => { process.kill(process.pid, 'SIGKILL'); });`,
      'hook.test.ts': `beforeAll(() => { throw new Error('the sandbox did not start'); });\nit('never runs', () => expect(1).toBe(1));`,
      'late.test.ts': `it('leaves a timer', () => { setTimeout(() => { throw new Error('thrown after the test'); }, 0); });`,
    };
    for (const [name, body] of Object.entries(files)) {
      writeFileSync(join(root, name), `import { beforeAll, expect, it } from 'vitest';\n${body}\n`);
    }
    writeFileSync(join(root, 'vitest.config.mjs'), 'export default { test: { pool: "forks" } };\n');
    // The nested run must not take this run's worker settings for its own.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
    const run = spawnSync(
      join(import.meta.dirname, '../../node_modules/.bin/vitest'),
      ['run', '--root', root, '--reporter=dot', '--reporter=json', '--outputFile.json=report.json'],
      { cwd: root, env: { ...env, NO_COLOR: '' }, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status).toBe(1);
    const report = JSON.parse(readFileSync(join(root, 'report.json'), 'utf8')) as VitestReport;
    const counted = vitestCounted(report, root);

    // The passing file, the failing file's second test and the test that left its timer.
    expect(counted.passed).toBe(3);
    expect(counted.failed).toBe(1);
    expect(counted.failures).toContainEqual(
      expect.stringMatching(/^failing\.test\.ts › adds — AssertionError: expected 2 to be 3/),
    );
    expect(counted.failures).toContainEqual(
      'killed.test.ts › the file (2 of its tests did not run) — its worker ended first',
    );
    expect(counted.failures).toContainEqual(
      'hook.test.ts › the file (1 of its tests did not run) — the sandbox did not start',
    );
    expect(counted.failures).toHaveLength(3);

    const outside = errorsOutsideTests('unit tests', `${run.stdout}${run.stderr}`);
    expect(outside).toContainEqual(
      expect.stringMatching(/^unit tests › late\.test\.ts — Uncaught Exception: Error: thrown after the test/),
    );
    expect(outside).toContainEqual(
      expect.stringMatching(
        /^unit tests › \S*killed\.test\.ts — Unhandled Error: Error: \[vitest-pool\]: Worker forks emitted error\. Error: Worker exited unexpectedly with signal SIGKILL/,
      ),
    );
    expect(outside).toHaveLength(2);
  }, 60_000);

  it('says so when the output names no error', () => {
    expect(errorsOutsideTests('unit tests', ' Test Files  3 passed (3)\n')).toEqual([
      'unit tests — failed with no failed test and no error named (its output is above)',
    ]);
  });
});

describe('the environment of a runner whose output npm test pipes', () => {
  it('keeps its colours on a terminal, unless the reader chose otherwise', () => {
    expect(pipedRunnerEnvironment({ PATH: '/bin' }, true)).toEqual({ PATH: '/bin', FORCE_COLOR: '1' });
    // Not on a terminal (CI, a file): as the runner would print piped.
    expect(pipedRunnerEnvironment({ PATH: '/bin' }, false)).toEqual({ PATH: '/bin' });
    expect(pipedRunnerEnvironment({ NO_COLOR: '1' }, true)).toEqual({ NO_COLOR: '1' });
    expect(pipedRunnerEnvironment({ FORCE_COLOR: '0' }, true)).toEqual({ FORCE_COLOR: '0' });
  });
});
