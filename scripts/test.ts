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

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
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

/** Adds a test runner's counts from its JSON report; a run with no report counts as one failure. */
function tests(label: string, command: string, args: string[], report: string, count: (json: unknown) => Totals): void {
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

function readReport(report: string): unknown {
  return existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
}

function failedUnitTests(): string[] {
  const r = readReport('.reports/unit.json') as
    | {
        testResults: {
          name: string;
          assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
        }[];
      }
    | undefined;
  return (r?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => failureLine(relative(process.cwd(), file.name), test.fullName, test.failureMessages[0])),
  );
}

interface BrowserSuite {
  file: string;
  specs: { title: string; tests: { status: string; results: { errors: { message?: string }[] }[] }[] }[];
  suites?: BrowserSuite[];
}

function failedBrowserTests(): string[] {
  const r = readReport('.reports/e2e.json') as { suites: BrowserSuite[] } | undefined;
  const walk = (suite: BrowserSuite): string[] => [
    ...suite.specs.flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => failureLine(`tests/e2e/${suite.file}`, spec.title, test.results.at(-1)?.errors[0]?.message)),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (r?.suites ?? []).flatMap(walk);
}

// Last run's reports go first: a step that fails before the tests must not list their old failures.
for (const report of ['.reports/unit.json', '.reports/e2e.json']) rmSync(report, { force: true });
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
  const r = json as { numPassedTests: number; numFailedTests: number };
  return { passed: r.numPassedTests, failed: r.numFailedTests };
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
  const r = json as { stats: { expected: number; unexpected: number; flaky: number } };
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
});

// The coverage table prints whenever model-based tests ran; below 100% (or a machine without one) fails.
if (existsSync('.reports/model') && !run('model-based coverage', 'tsx', ['scripts/modelCoverage.ts'])) {
  totals.failed += 1;
  ok = false;
}

// The failed tests' names come last, next to the totals: a CI log that keeps only its end still names them.
const failures = [...failedUnitTests(), ...failedBrowserTests()];
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
