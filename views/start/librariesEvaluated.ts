// The app's first chunk is evaluated in one task unless a module in it waits (decision 124). main.tsx imports
// this module after the libraries (TanStack Router and Query, XState) and before React DOM and the app's own
// modules: the task that evaluates the libraries ends here, and the rest is evaluated in the tasks after it.
await new Promise((resolve) => setTimeout(resolve, 0));

export {};
