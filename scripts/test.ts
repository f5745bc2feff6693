import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import {
  type Counted,
  errorsOutsideTests,
  type PlaywrightReport,
  pipedRunnerEnvironment,
  playwrightCounted,
  type VitestReport,
  vitestCounted,
} from './testReport.ts';

/**
 * `npm test`: typecheck, lint, translation check, build and its size budgets, unit tests, browser tests,
 * in that order (the app is built once: the edge server's unit tests and the browser tests share it). The
 * typecheck runs beside lint, the translation check and the builds, and its output is printed when they end.
 * Ends with one plain line `N passed, N failed` (vitest and Playwright totals added up);
 * a failing step that runs no tests (typecheck, lint, build) counts as one failure.
 */
interface Totals {
  passed: number;
  failed: number;
}
const totals: Totals = { passed: 0, failed: 0 };
let ok = true;
/** Seconds each step took, printed last beside the totals: the run's time budget, step by step. */
const took: string[] = [];
const started = performance.now();

/**
 * Runs a command to its end, its output on this terminal; a step started `beside` goes on meanwhile. With a
 * `transcript`, the output is also kept there (a test runner's errors outside any test are in no report).
 */
async function run(label: string, command: string, args: string[], transcript?: string[]): Promise<boolean> {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const stepStarted = performance.now();
  const child = spawn(command, args, {
    stdio: transcript ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    env: transcript ? pipedRunnerEnvironment(process.env, process.stdout.isTTY === true) : process.env,
  });
  if (transcript) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      from?.on('data', (chunk: Buffer) => {
        to.write(chunk);
        transcript.push(chunk.toString());
      });
    }
  }
  const [status, signal] = await ended(child);
  took.push(`${label} ${seconds(stepStarted)} s`);
  return passed(label, status, signal);
}

/** A child's exit status and signal (a command that cannot start exits 127, as in a shell). */
function ended(child: ChildProcess): Promise<[number | null, NodeJS.Signals | null]> {
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(error.message);
      resolve([127, null]);
    });
    child.on('close', (status, signal) => resolve([status, signal]));
  });
}

const seconds = (since: number) => Math.round((performance.now() - since) / 1000);

function passed(label: string, status: number | null, signal: NodeJS.Signals | null): boolean {
  if (status !== 0) console.error(`✖ ${label} failed (exit ${status ?? signal})`);
  return status === 0;
}

async function step(label: string, command: string, args: string[]): Promise<void> {
  if (!ok) return;
  if (!(await run(label, command, args))) fail();
}

function fail(): void {
  totals.failed += 1;
  ok = false;
}

/**
 * Starts a step that runs beside the next ones (the typecheck's half minute beside lint and the builds, on
 * two cores). Its output is kept and printed, with its own time, when `settle` is awaited.
 */
function beside(label: string, command: string, args: string[]): { settle(): Promise<void> } {
  const stepStarted = performance.now();
  const output: Buffer[] = [];
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const end = ended(child).then((result) => ({ result, took: seconds(stepStarted) }));
  return {
    async settle() {
      const { result, took: time } = await end;
      console.log(`\n▶ ${label} (beside the steps above): ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      took.push(`${label} ${time} s (beside)`);
      if (!passed(label, ...result)) fail();
    },
  };
}

/** The failed tests of this run, printed last (a CI log that keeps only its end still names them). */
const failures: string[] = [];

/**
 * Adds a test runner's counts from its JSON report; a run with no report counts as one failure, and so
 * does a run that failed with no failed test (a file that never reported, an error outside any test),
 * named by the report's failed files or else by the errors the runner printed.
 */
async function tests(
  label: string,
  command: string,
  args: string[],
  report: string,
  count: (json: unknown) => Counted,
): Promise<void> {
  if (!ok) return;
  rmSync(report, { force: true });
  const transcript: string[] = [];
  const ran = await run(label, command, args, transcript);
  if (!existsSync(report)) {
    fail();
    return;
  }
  const counted = count(JSON.parse(readFileSync(report, 'utf8')));
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  failures.push(...counted.failures);
  if (!ran || counted.failed > 0) ok = false;
  if (!ran && counted.failed === 0) {
    totals.failed += 1;
    if (counted.failures.length === 0) failures.push(...errorsOutsideTests(label, transcript.join('')));
  }
}

const typecheck = beside('typecheck', 'tsc', ['-p', '.']);
await step('lint', 'biome', ['ci', '.']);
await step('translations', 'tsx', ['scripts/i18nCheck.ts']);
// `npm run build`, quietly (warnings only): the chunk list is in `npm run build` and the size budgets.
await step('build', 'vite', ['build', '--logLevel', 'warn']);
await step('build the crawler renderer', 'vite', [
  'build',
  '--config',
  'server/ssr/vite.config.ts',
  '--logLevel',
  'warn',
]);
// The browser tests run the built edge server, as `npm start` does (decision 108).
await step('build the edge server', 'vite', ['build', '--config', 'server/vite.config.ts', '--logLevel', 'warn']);
await step('size budgets', 'tsx', ['scripts/sizeCheck.ts']);
await typecheck.settle();
// The unit tests of the edge server serve this same build instead of making their own (one build a run).
if (ok) process.env.STOREFRONT_BUILD_DIR = 'dist/client';
// Passing model-based paths leave their coverage here (tests/model/coverage.ts).
rmSync('.reports/model', { recursive: true, force: true });
// Dots and the failures only: the run's output stays readable (the JSON report carries the details).
await tests('unit tests', 'vitest', ['run', '--reporter=dot', '--reporter=json'], '.reports/unit.json', (json) =>
  vitestCounted(json as VitestReport, process.cwd()),
);
if (ok) {
  const chromium = spawnSync('bash', ['scripts/ensureChromium.sh'], { stdio: ['ignore', 'pipe', 'inherit'] });
  if (chromium.status !== 0) fail();
  else process.env.CHROMIUM_PATH = chromium.stdout.toString().trim();
}
process.env.PW_REPORTER = 'dot';
await tests('browser tests', 'playwright', ['test'], '.reports/e2e.json', (json) =>
  playwrightCounted(json as PlaywrightReport),
);

// The coverage table prints whenever model-based tests ran; below 100% (or a machine without one) fails.
if (existsSync('.reports/model') && !(await run('model-based coverage', 'tsx', ['scripts/modelCoverage.ts']))) fail();

if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log(`\nTime: ${took.join(', ')}; ${((performance.now() - started) / 60_000).toFixed(1)} min in all`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
