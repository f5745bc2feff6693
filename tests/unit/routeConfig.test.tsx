// @vitest-environment jsdom
import { waitFor } from '@testing-library/dom';
import { afterAll, afterEach, expect, it } from 'vitest';
import { callPath, signIn } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

let d: Driver | undefined;
let restore: string[] = [];
afterEach(async () => {
  await d?.sandbox('POST', '/__sandbox/cms', { routeWhitelist: restore });
  await d?.dispose();
});
afterAll(closeJsdomSandbox);

const WAIT = { timeout: 8000 };
/** The page's own services: each visit re-imports the module graph, so the test reads the page's instance. */
const appWhitelist = async () => (await import('../../runtime/config.ts')).runtimeServices().routeConfig.whitelist();
const sandboxWhitelist = async (driver: Driver) =>
  (await driver.sandbox<{ result: { routerConfig: { checkWhiteListRouters: string[] } } }>('GET', callPath('config')))
    .result.routerConfig.checkWhiteListRouters;

it("the app loads the server's route whitelist with its first page, and again when the session is cleared", {
  timeout: 30_000,
}, async () => {
  d = await createJsdomDriver();
  const driver = d;
  await signIn(driver, 'alice@example.com', 'Alice2024!');
  await driver.visit('/en/list');
  const first = await sandboxWhitelist(driver);
  restore = first;
  expect(first).toContain('/list');
  await waitFor(async () => expect(await appWhitelist()).toEqual(first), WAIT);

  // The operator changes the whitelist; signing out loads it again.
  await driver.sandbox('POST', '/__sandbox/cms', { routeWhitelist: ['/list', '/dashboard/order'] });
  await driver.click('button', /Hi, /);
  await driver.click('button', 'Log out');
  await driver.expectVisible('button', 'Log in');
  await waitFor(async () => expect(await appWhitelist()).toEqual(['/list', '/dashboard/order']), WAIT);
});
