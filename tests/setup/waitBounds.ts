/**
 * How long a failing wait may take, sized for a busy 2-core machine (CI runs two test files at a time on
 * two cores, and the first test of a cold worker loads the whole app). A bound only: a passing wait ends as
 * soon as what it waits for is there. testing-library's default of 1 s failed a page that took longer on
 * a cold worker (CI on 2d9463a); the tests' own bound is `testTimeout` in vite.config.ts.
 */
if (typeof document !== 'undefined') {
  const { configure, getConfig } = await import('@testing-library/dom');
  const printed = getConfig().getElementError;
  configure({
    asyncUtilTimeout: 5000,
    // A query that fails inside a wait (findBy*, waitFor) builds its error on every try, and testing-library
    // prints the whole page into each: ~9% of a page test's time. There the listing waits until the message
    // is read (the wait's timeout reads it, page still shown); a query failing outside a wait prints at once.
    getElementError(message, container) {
      const waiting = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
        ._disableExpensiveErrorDiagnostics;
      if (!waiting) return printed(message, container);
      const error = new Error();
      error.name = 'TestingLibraryElementError';
      let text: string | undefined;
      Object.defineProperty(error, 'message', {
        configurable: true,
        get: () => {
          text ??= printed(message, container).message;
          return text;
        },
      });
      return error;
    },
  });
}

// A module, for the top-level await: files in the node environment never import testing-library.
export {};
