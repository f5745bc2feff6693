import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * `npm test`: typecheck, lint, translation check, build and its size budgets, unit tests, browser tests,
 * in that order (the app is built once: the edge server's unit tests and the browser tests share it).
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

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const stepStarted = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  took.push(`${label} ${Math.round((performance.now() - stepStarted) / 1000)} s`);
  const passed = result.status === 0;
  if (!passed) console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`);
  return passed;
}

function step(label: string, command: string, args: string[]): void {
  if (!ok) return;
  if (!run(label, command, args)) {
    totals.failed += 1;
    ok = false;
  }
}

/** What a runner's JSON report says: its counts and one line per failed test. */
interface Counted extends Totals {
  failures: string[];
}
/** The failed tests of this run, printed last (a CI log that keeps only its end still names them). */
const failures: string[] = [];

/** Adds a test runner's counts from its JSON report; a run with no report counts as one failure. */
function tests(
  label: string,
  command: string,
  args: string[],
  report: string,
  count: (json: unknown) => Counted,
): void {
  if (!ok) return;
  rmSync(report, { force: true });
  const passed = run(label, command, args);
  if (!existsSync(report)) {
    totals.failed += 1;
    ok = false;
    return;
  }
  const counted = count(JSON.parse(readFileSync(report, 'utf8')));
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  failures.push(...counted.failures);
  if (!passed || counted.failed > 0) ok = false;
  if (!passed && counted.failed === 0) totals.failed += 1;
}

/** One line per failed test: where it is, its name, the first line of its error. */
function failureLine(where: string, name: string, message: string | undefined): string {
  const first =
    stripVTControlCharacters(message ?? '')
      .trim()
      .split('\n')[0] ?? '';
  return `${where} › ${name}${first ? ` — ${first.slice(0, 200)}` : ''}`;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; assertionResults: { status: string; fullName: string; failureMessages: string[] }[] }[];
}

interface PlaywrightSuite {
  file: string;
  specs: { title: string; tests: { status: string; results: { errors: { message?: string }[] }[] }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

const failedInSuite = (suite: PlaywrightSuite): string[] => [
  ...suite.specs.flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => failureLine(`tests/e2e/${suite.file}`, spec.title, test.results.at(-1)?.errors[0]?.message)),
  ),
  ...(suite.suites ?? []).flatMap(failedInSuite),
];

step('typecheck', 'tsc', ['-p', '.']);
step('lint', 'biome', ['ci', '.']);
step('translations', 'tsx', ['scripts/i18nCheck.ts']);
// `npm run build`, quietly (warnings only): the chunk list is in `npm run build` and the size budgets.
step('build', 'vite', ['build', '--logLevel', 'warn']);
step('build the crawler renderer', 'vite', ['build', '--config', 'server/ssr/vite.config.ts', '--logLevel', 'warn']);
// The browser tests run the built edge server, as `npm start` does (decision 108).
step('build the edge server', 'vite', ['build', '--config', 'server/vite.config.ts', '--logLevel', 'warn']);
step('size budgets', 'tsx', ['scripts/sizeCheck.ts']);
// The unit tests of the edge server serve this same build instead of making their own (one build a run).
if (ok) process.env.STOREFRONT_BUILD_DIR = 'dist/client';
// Passing model-based paths leave their coverage here (tests/model/coverage.ts).
rmSync('.reports/model', { recursive: true, force: true });
// Dots and the failures only: the run's output stays readable (the JSON report carries the details).
tests('unit tests', 'vitest', ['run', '--reporter=dot', '--reporter=json'], '.reports/unit.json', (json) => {
  const r = json as VitestReport;
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    failures: r.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => failureLine(relative(process.cwd(), file.name), test.fullName, test.failureMessages[0])),
    ),
  };
});
if (ok) {
  const chromium = spawnSync('bash', ['scripts/ensureChromium.sh'], { stdio: ['ignore', 'pipe', 'inherit'] });
  if (chromium.status !== 0) {
    totals.failed += 1;
    ok = false;
  } else {
    process.env.CHROMIUM_PATH = chromium.stdout.toString().trim();
  }
}
process.env.PW_REPORTER = 'dot';
tests('browser tests', 'playwright', ['test'], '.reports/e2e.json', (json) => {
  const r = json as PlaywrightReport;
  return {
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    failures: r.suites.flatMap(failedInSuite),
  };
});

// The coverage table prints whenever model-based tests ran; below 100% (or a machine without one) fails.
if (existsSync('.reports/model') && !run('model-based coverage', 'tsx', ['scripts/modelCoverage.ts'])) {
  totals.failed += 1;
  ok = false;
}

if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log(`\nTime: ${took.join(', ')}; ${((performance.now() - started) / 60_000).toFixed(1)} min in all`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
