// A second break in the first chunk's evaluation (decision 124): main.tsx imports this module after the
// runtime's services (configuration, HTTP client, cookies, catalogs) and before the app (route tree, session
// machine, views), so each part is evaluated in a task of its own.
await new Promise((resolve) => setTimeout(resolve, 0));

export {};
