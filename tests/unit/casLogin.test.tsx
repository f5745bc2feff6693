// @vitest-environment jsdom
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { serviceUrl } from '../../views/session/casLogin.ts';
import { expectExactUrl } from '../model/bindings/accountSteps.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';
import { allowConsole } from '../setup/consoleGuard.ts';

/**
 * The route effects in the whole app against the sandbox: a CAS ticket in the address (the `cas`
 * guard) signs in through the session machine; page views reach the analytics layer.
 */
let driver: Driver | null = null;
afterEach(async () => {
  await driver?.dispose();
  driver = null;
});
afterAll(closeJsdomSandbox);

async function ticketFor(d: Driver, email: string): Promise<string> {
  const { ticket } = await d.sandbox<{ ticket: string }>(
    'GET',
    `/__sandbox/cas/login?email=${encodeURIComponent(email)}`,
  );
  return ticket;
}

describe('CAS login', () => {
  it('a ticket signs the visitor in, and leaves the address with the rest of the query', async () => {
    driver = await createJsdomDriver();
    const d = driver;
    await d.visit(`/en/list?from=sso&ticket=${await ticketFor(d, 'sso@example.com')}`);
    await d.expectVisible('button', /Hi, Bitmain Partner/);
    await expectExactUrl(d, '/en/list?from=sso');
    expect(await d.cookie('auth')).toBeTruthy();
  });

  it("over a live session, the ticket's account replaces the one signed in", async () => {
    driver = await createJsdomDriver();
    const d = driver;
    const login = await d.sandbox<{ data: { authToken: string } }>('POST', '/user-api/login/email', {
      email: 'alice@example.com',
      passwd: 'Alice2024!',
    });
    await d.setCookie('auth', login.data.authToken);
    await d.visit(`/en/list?ticket=${await ticketFor(d, 'sso@example.com')}`);
    await d.expectVisible('button', /Hi, Bitmain Partner/);
    await d.expectHidden('button', /Hi, Alice/);
    expect(await d.cookie('auth')).not.toBe(login.data.authToken);
  });

  it('a spent ticket signs nobody in and shows no error (only logged); it leaves the address too', async () => {
    allowConsole(/CAS login failed/);
    driver = await createJsdomDriver();
    const d = driver;
    const ticket = await ticketFor(d, 'sso@example.com');
    await d.sandbox('GET', `/user-api/login/cas?source=web&ticket=${ticket}`);
    await d.visit(`/en/list?ticket=${ticket}`);
    await expectExactUrl(d, '/en/list');
    await d.expectVisible('button', 'Log in');
    await d.expectHidden('alert');
    expect(await d.cookie('auth')).toBeUndefined();
  });

  it('the CAS service is the page address without its ticket', () => {
    expect(serviceUrl('/ja/list?ticket=ST-1&a=b#top', 'https://shop.example').toString()).toBe(
      'https://shop.example/ja/list?a=b#top',
    );
    expect(serviceUrl('/?ticket=ST-1', 'https://shop.example').toString()).toBe('https://shop.example/');
  });
});

describe('page views', () => {
  it('each navigation puts a page_view with its path on the analytics layer', async () => {
    driver = await createJsdomDriver();
    const d = driver;
    const layer = () => ((window as { dataLayer?: { event: string; path?: string }[] }).dataLayer ?? []).slice();
    const before = layer().length;
    await d.visit('/en/list');
    await d.click('link', 'FuFu Cloud Mining');
    const views = layer()
      .slice(before)
      .filter((e) => e.event === 'page_view')
      .map((e) => e.path);
    expect(views).toEqual(['/en/list', '/en']);
  });
});

describe('device id (spec section 6)', () => {
  it('is generated on the first visit, kept on the next, and replaced when malformed', async () => {
    driver = await createJsdomDriver();
    const d = driver;
    expect(await d.cookie('deviceId')).toBeUndefined();
    await d.visit('/en/list');
    const first = await d.cookie('deviceId');
    expect(first).toMatch(/^[0-9a-z]{64}\d$/);
    await d.visit('/en/news');
    expect(await d.cookie('deviceId')).toBe(first);
    await d.setCookie('deviceId', 'forged');
    await d.reload();
    const replaced = await d.cookie('deviceId');
    expect(replaced).toMatch(/^[0-9a-z]{64}\d$/);
    expect(replaced).not.toBe(first);
  });
});
