import { expect, type Page } from '@playwright/test';
import type { Driver, Name, Role } from './driver.ts';
import { matchesParams, type NativeCall } from './fakeNativeHost.ts';

/**
 * The driver in Chromium: the built storefront served by the edge server with the in-memory
 * sandbox (see playwright.config.ts). Time runs on Playwright's clock, installed before the first
 * page load; moving it also moves the sandbox's clock, so server-side windows (the 60 s resend
 * rule) pass with the page's countdown. Names given as strings match exactly, as in jsdom.
 */
export async function createPlaywrightDriver(page: Page): Promise<Driver> {
  await page.clock.install();
  const byRole = (role: Role, name?: Name) =>
    page.getByRole(role, name === undefined ? {} : { name, exact: typeof name === 'string' });
  const byLabel = (label: Name) => page.getByLabel(label, { exact: typeof label === 'string' });
  const byText = (text: Name) => page.getByText(text, { exact: typeof text === 'string' });
  // This page's own faults in the shared sandbox (sandbox/faults.ts `scope`).
  const scope = `pw-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  await page.context().addCookies([{ name: 'sandbox_scope', value: scope, url: `${baseUrl(page)}/` }]);

  return {
    env: 'chromium',
    scope,
    visit: async (url) => {
      await page.goto(url);
    },
    reload: async () => {
      await page.reload();
    },
    url: async () => {
      const u = new URL(page.url());
      return `${u.pathname}${u.search}`;
    },
    click: async (role, name) => {
      await byRole(role, name).click();
    },
    fill: async (label, value) => {
      // A select is "filled" by choosing the option with that value, as the jsdom driver's change event does.
      const field = byLabel(label);
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
      else await field.fill(value);
    },
    check: async (label, checked = true) => {
      await byLabel(label).setChecked(checked);
    },
    press: async (key) => {
      await page.keyboard.press(key);
    },
    expectVisible: async (role, name) => {
      await expect(byRole(role, name)).toBeVisible();
    },
    expectHidden: async (role, name) => {
      await expect(byRole(role, name)).toHaveCount(0);
    },
    expectRevealed: async (role, name) => {
      const target = byRole(role, name);
      for (let step = 0; step < 50 && !(await target.isVisible()); step++) {
        await page.clock.runFor(100);
        await page.waitForTimeout(100);
      }
      await expect(target).toBeVisible();
    },
    expectText: async (text) => {
      // Some text on screen says it: a table that shows as cards on a phone has a hidden twin of each cell.
      await expect(byText(text).filter({ visible: true }).first()).toBeVisible();
    },
    expectNoText: async (text) => {
      await expect(byText(text)).toHaveCount(0);
    },
    expectValue: async (label, value) => {
      await expect(byLabel(label)).toHaveValue(value);
    },
    expectEnabled: async (role, name, enabled = true) => {
      if (enabled) await expect(byRole(role, name)).toBeEnabled();
      else await expect(byRole(role, name)).toBeDisabled();
    },
    expectAnimation: async (role, name, phase) => {
      await expect(byRole(role, name)).toHaveAttribute('data-state', phase);
    },
    expectRead: async (name, phase) => {
      const region = byRole('region', name).and(page.locator('[data-read]'));
      await expect(region).toHaveAttribute('data-read', phase);
    },
    advance: async (ms) => {
      await page.request.post('/__sandbox/clock', { data: { advanceSeconds: ms / 1000 } });
      await page.clock.runFor(ms);
    },
    sandbox: async <T>(method: 'GET' | 'POST', path: string, body?: unknown) => {
      const reply =
        method === 'GET' ? await page.request.get(path) : await page.request.post(path, { data: body ?? {} });
      return (await reply.json()) as T;
    },
    expectNativeCall: async (action, params = {}) => {
      await expect
        .poll(async () => {
          const calls = await page.evaluate(
            () => (window as unknown as { __fakeNative?: { calls: NativeCall[] } }).__fakeNative?.calls ?? [],
          );
          return calls.some((call) => call.action === action && matchesParams(call.params, params));
        })
        .toBe(true);
    },
    cookie: async (name) => {
      const found = (await page.context().cookies()).find((c) => c.name === name);
      return found ? decodeURIComponent(found.value) : undefined;
    },
    setCookie: async (name, value) => {
      await page.context().addCookies([
        {
          name,
          value: encodeURIComponent(value),
          url: page.url().startsWith('http') ? page.url() : `${baseUrl(page)}/`,
        },
      ]);
    },
    dispose: async () => {},
  };
}

function baseUrl(_page: Page): string {
  return `http://localhost:${process.env.E2E_PORT ?? 3100}`;
}
