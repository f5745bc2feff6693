/**
 * How long a failing wait may take, sized for a busy 2-core machine (CI runs two test files at a time on
 * two cores, and the first test of a cold worker loads the whole app). A bound only: a passing wait ends as
 * soon as what it waits for is there. testing-library's default of 1 s failed a page that took longer on
 * a cold worker (CI on 2d9463a); the tests' own bound is `testTimeout` in vite.config.ts.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });
}

// A module, for the top-level await: files in the node environment never import testing-library.
export {};
