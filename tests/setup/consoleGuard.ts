import { afterAll, afterEach, beforeEach, expect } from 'vitest';

/**
 * The console guard (issue #14): a test fails on a `console.error` or `console.warn` it did not
 * expect, so warnings are fixed where they start instead of scrolling past in the output. A test
 * that expects one says so with `allowConsole(/pattern/)` (its message must match).
 */
type Level = 'error' | 'warn';
interface Logged {
  level: Level;
  text: string;
}

/**
 * What jsdom cannot do (navigate to another document, scroll): the tests of those paths check the
 * call itself, and a browser does it; not a finding.
 */
const JSDOM_LIMITS = /^Not implemented: (navigation|window\.scrollTo)/;

let logged: Logged[] = [];
let allowed: RegExp[] = [];
const originals: Record<Level, (...args: unknown[]) => void> = {
  error: console.error.bind(console),
  warn: console.warn.bind(console),
};

function text(args: unknown[]): string {
  return args
    .map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : typeof a === 'string' ? a : safeJson(a)))
    .join(' ');
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Lets the current test log messages matching this pattern (its expected warnings). */
export function allowConsole(pattern: RegExp): void {
  allowed.push(pattern);
}

/** What the current test has logged so far (the guard's own test reads it). */
export function loggedSoFar(): readonly string[] {
  return logged.map((l) => l.text);
}

/** Whether a test is running: between tests (teardown, late replies) messages pass through. */
let active = false;
/**
 * Whether the file's last test has ended. What is said after that comes from a page being torn down (a
 * session read answered 401 once its window was closed): it belongs to no test, and is not printed.
 */
let fileDone = false;
// Installed once per test file, so jsdom's forwarded messages (looked up at call time) come here too.
for (const level of ['error', 'warn'] as const) {
  console[level] = (...args: unknown[]) => {
    const said = text(args);
    if (JSDOM_LIMITS.test(said)) return;
    if (active) logged.push({ level, text: said });
    else if (!fileDone) originals[level](...args);
  };
}

/** jsdom's own report of what it could not do (a script that did not load, a method it lacks). */
interface JsdomError {
  type: string;
  message: string;
  cause?: { stack?: string };
}
/** The JSDOM instance vitest's jsdom environment puts on the window. */
const dom = (globalThis as { jsdom?: { virtualConsole: NodeJS.EventEmitter } }).jsdom;
if (dom) {
  // In the VM pool (decision 117) jsdom forwards these to the worker's own console, outside the window this
  // guard watches: they come here instead, as they did when the window's globals were Node's.
  dom.virtualConsole.removeAllListeners('jsdomError');
  dom.virtualConsole.on('jsdomError', (error: JsdomError) => {
    console.error(error.type === 'unhandled-exception' ? (error.cause?.stack ?? error.message) : error.message);
  });
}

beforeEach(() => {
  logged = [];
  allowed = [];
  active = true;
  // jsdom has no scrolling; the router scrolls on navigation. Not a finding of the test.
  if (typeof window !== 'undefined') window.scrollTo = () => {};
});

afterEach(() => {
  active = false;
  const unexpected = logged.filter((l) => !allowed.some((p) => p.test(l.text)));
  logged = [];
  expect(
    unexpected.map((l) => `console.${l.level}: ${l.text.slice(0, 400)}`),
    'unexpected console output (fix it, or allowConsole(/…/) where the test expects it)',
  ).toEqual([]);
});

afterAll(() => {
  fileDone = true;
});
