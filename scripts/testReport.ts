import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * What `npm test` reads of a test runner's run (scripts/test.ts): its counts, and one line per failure that
 * a CI log keeping only its end still shows. A failure with no failed test is named too: a file whose
 * hook threw or whose worker ended before it reported, an error outside any test.
 */

/** What a runner's JSON report says: its counts and one line per failed test. */
export interface Counted {
  passed: number;
  failed: number;
  failures: string[];
}

/** One line per failed test: where it is, its name, the first line of its error. */
export function failureLine(where: string, name: string, message: string | undefined): string {
  const first =
    stripVTControlCharacters(message ?? '')
      .trim()
      .split('\n')[0] ?? '';
  return `${where} › ${name}${first ? ` — ${first.slice(0, 200)}` : ''}`;
}

/** The parts of vitest's JSON report read here. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
  }[];
}

export function vitestCounted(report: VitestReport, root: string): Counted {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    failures: report.testResults.flatMap((file) => {
      const where = relative(root, file.name);
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      if (file.status !== 'failed' || failed.length > 0) {
        return failed.map((test) => failureLine(where, test.fullName, test.failureMessages[0]));
      }
      // A hook that threw, or a worker that ended before the file reported: none of its tests passed or failed.
      const unrun = file.assertionResults.filter((test) => test.status !== 'passed').length;
      return [
        failureLine(where, `the file (${unrun} of its tests did not run)`, file.message || 'its worker ended first'),
      ];
    }),
  };
}

/** The parts of Playwright's JSON report read here. */
export interface PlaywrightSuite {
  file: string;
  specs: { title: string; tests: { status: string; results: { errors: { message?: string }[] }[] }[] }[];
  suites?: PlaywrightSuite[];
}
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
  /** Errors outside any test: a web server that did not start, a global setup that threw. */
  errors?: { message?: string }[];
}

const failedInSuite = (suite: PlaywrightSuite): string[] => [
  ...suite.specs.flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => failureLine(`tests/e2e/${suite.file}`, spec.title, test.results.at(-1)?.errors[0]?.message)),
  ),
  ...(suite.suites ?? []).flatMap(failedInSuite),
];

export function playwrightCounted(report: PlaywrightReport): Counted {
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    failures: [
      ...report.suites.flatMap(failedInSuite),
      ...(report.errors ?? []).map((error) => failureLine('browser tests', 'outside any test', error.message)),
    ],
  };
}

/**
 * The errors vitest printed outside any test (the blocks under its "Unhandled Errors" banner, in no
 * report): each one's kind, first line, cause and the file it came from. Without any, a line that says so.
 */
export function errorsOutsideTests(label: string, output: string): string[] {
  const text = stripVTControlCharacters(output);
  const section = text
    .split(/⎯+ (?:Unhandled Errors|Source Errors) ⎯+\n/)
    .slice(1)
    .join('\n');
  // Each error under its own banner (Unhandled Error, Unhandled Rejection, Uncaught Exception…).
  const parts = section.split(/⎯+ ([^⎯\n]+?) ⎯+\n/);
  const lines: string[] = [];
  for (let index = 1; index < parts.length; index += 2) {
    const body = (parts[index + 1] ?? '').split(/\n⎯{10,}/)[0] ?? '';
    const first = body.trim().split('\n')[0] ?? '';
    const cause = /Caused by: ([^\n]+)/.exec(body)?.[1];
    const file = /originated in "([^"]+)"/.exec(body)?.[1] ?? /while running test file (\S+)/.exec(body)?.[1];
    const what = [first, cause].filter(Boolean).join(' ').slice(0, 300);
    lines.push(`${label}${file ? ` › ${file}` : ''} — ${parts[index]}: ${what}`);
  }
  return lines.length > 0 ? lines : [`${label} — failed with no failed test and no error named (its output is above)`];
}

/**
 * The environment of a runner whose output `npm test` pipes to keep a transcript: piped, Playwright prints
 * without colours, so on a terminal the runners are told to keep them (the transcript is read without
 * them). Not where the reader asked for none (`NO_COLOR`) or set `FORCE_COLOR` themselves.
 */
export function pipedRunnerEnvironment(env: NodeJS.ProcessEnv, onTerminal: boolean): NodeJS.ProcessEnv {
  if (!onTerminal || env.NO_COLOR !== undefined || env.FORCE_COLOR !== undefined) return env;
  return { ...env, FORCE_COLOR: '1' };
}
