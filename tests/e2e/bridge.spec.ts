import { expect, test } from '@playwright/test';
import { build } from 'vite';

/**
 * The native bridge in a real Chromium: the runtime module is bundled as it ships, loaded into a page,
 * and a fake native host is injected the way the app injects its own.
 */
let bundle = '';

test.beforeAll(async () => {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: 'runtime/bridge/index.ts', formats: ['iife'], name: 'FuFuBridgeModule' },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  bundle = chunks.map((c) => ('code' in c ? c.code : '')).join('\n');
  expect(bundle).toContain('FuFuBridgeModule');
});

test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/150 Mobile FuFuApp/3.2.1' });

test('a call round-trips through the native host and events reach listeners', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const seen: unknown[] = [];
    w.__seen = seen;
    // The fake app: answers getToken, fails anything else, after a native-like delay.
    w.FuFuNativeBridge = {
      postMessage(raw: string) {
        const msg = JSON.parse(raw);
        seen.push(msg);
        setTimeout(() => {
          const reply = (w.__fufuBridgeReply as (r: unknown) => void) ?? (() => undefined);
          if (msg.action === 'getToken') reply({ callbackID: msg.callbackID, state: 0, result: 'native-token' });
          else reply({ callbackID: msg.callbackID, state: -1, errorMessage: `unknown action ${msg.action}` });
        }, 30);
      },
    };
  });
  await page.goto('about:blank');
  await page.addScriptTag({ content: bundle });
  const outcome = await page.evaluate(async () => {
    const mod = (window as unknown as { FuFuBridgeModule: typeof import('../../runtime/bridge/index.ts') })
      .FuFuBridgeModule;
    const bridge = mod.createBridge(window as never);
    const token = await bridge.call('getToken', { scope: 'web' });
    const failure = await bridge.call('scan').catch((e: { state: number; message: string }) => [e.state, e.message]);
    const events: unknown[] = [];
    bridge.on('loginChanged', (data) => events.push(data));
    (window as unknown as { __fufuBridgeEvent: (e: unknown) => void }).__fufuBridgeEvent({
      event: 'loginChanged',
      data: { loggedIn: true },
    });
    return {
      token,
      failure,
      events,
      seen: (window as unknown as { __seen: unknown[] }).__seen,
      version: mod.appVersion(navigator.userAgent),
    };
  });
  expect(outcome.token).toBe('native-token');
  expect(outcome.failure).toEqual([-1, 'unknown action scan']);
  expect(outcome.events).toEqual([{ loggedIn: true }]);
  expect(outcome.seen[0]).toMatchObject({ action: 'getToken', params: { scope: 'web' } });
  expect(outcome.version).toBe('3.2.1');
});

test('without a native host the call rejects after 1 s', async ({ page }) => {
  await page.goto('about:blank');
  await page.addScriptTag({ content: bundle });
  await page.clock.install();
  const pending = page.evaluate(async () => {
    const mod = (window as unknown as { FuFuBridgeModule: typeof import('../../runtime/bridge/index.ts') })
      .FuFuBridgeModule;
    return mod
      .createBridge(window as never)
      .call('getToken')
      .then(
        () => 'resolved',
        (e: { state: number; message: string }) => `${e.state} ${e.message}`,
      );
  });
  await page.clock.runFor(1100);
  expect(await pending).toBe('-1 bridge not ready within 1000 ms');
});
