/**
 * Every delay of a flow (countdowns, modal animations, polling, debounce) reads this clock, so tests
 * control time: machines get it through `createActor(machine, { clock })`, other code calls it
 * directly. The browser's clock reads the globals at call time, so Playwright's `page.clock` drives it.
 */
export interface AppClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export const systemClock: AppClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};
