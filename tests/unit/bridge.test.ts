import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TrackedEvent, track } from '../../runtime/analytics/index.ts';
import { appVersion, BridgeError, type BridgeWindow, createBridge } from '../../runtime/bridge/index.ts';

/** A native host that answers every message on the next tick, the way the app does. */
function installHost(
  win: BridgeWindow,
  answer: (msg: { action: string; params: unknown }) => { state: 0 | -1; result?: unknown; errorMessage?: string },
) {
  const seen: Array<{ action: string; params: unknown; callbackID: string }> = [];
  win.FuFuNativeBridge = {
    postMessage(raw: string) {
      const msg = JSON.parse(raw);
      seen.push(msg);
      setTimeout(() => win.__fufuBridgeReply?.({ callbackID: msg.callbackID, ...answer(msg) }), 0);
    },
  };
  return seen;
}

describe('native bridge', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts { action, params, callbackID } and resolves with the result on state 0', async () => {
    const win: BridgeWindow = {};
    const bridge = createBridge(win);
    const seen = installHost(win, () => ({ state: 0, result: { token: 't' } }));
    const call = bridge.call('getToken', { reason: 'login' });
    await vi.runAllTimersAsync();
    await expect(call).resolves.toEqual({ token: 't' });
    expect(seen[0]).toMatchObject({ action: 'getToken', params: { reason: 'login' } });
    expect(seen[0]?.callbackID).toMatch(/^cb_/);
  });

  it('rejects with state -1 and the message on a bridge failure', async () => {
    const win: BridgeWindow = {};
    const bridge = createBridge(win);
    installHost(win, () => ({ state: -1, errorMessage: 'no camera' }));
    const call = bridge.call('scan').catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const error = await call;
    expect(error).toBeInstanceOf(BridgeError);
    expect(error).toMatchObject({ state: -1, message: 'no camera' });
  });

  it('waits for a host that appears within 1 s', async () => {
    const win: BridgeWindow = {};
    const bridge = createBridge(win);
    const call = bridge.call('ping');
    await vi.advanceTimersByTimeAsync(500);
    installHost(win, () => ({ state: 0, result: 'pong' }));
    await vi.advanceTimersByTimeAsync(100);
    await expect(call).resolves.toBe('pong');
  });

  it('rejects when the bridge is not ready within 1 s', async () => {
    const bridge = createBridge({});
    const call = bridge.call('ping').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    await vi.advanceTimersByTimeAsync(40);
    const error = await call;
    expect(error).toBeInstanceOf(BridgeError);
    expect((error as Error).message).toMatch(/not ready within 1000 ms/);
  });

  it('registers and unregisters event listeners', () => {
    const win: BridgeWindow = {};
    const bridge = createBridge(win);
    const got: unknown[] = [];
    const listener = (data: unknown) => got.push(data);
    const off = bridge.on('loginChanged', listener);
    win.__fufuBridgeEvent?.({ event: 'loginChanged', data: 1 });
    off();
    win.__fufuBridgeEvent?.({ event: 'loginChanged', data: 2 });
    expect(got).toEqual([1]);
  });

  it('detects the app by its user-agent token and version', () => {
    expect(appVersion('Mozilla/5.0 (iPhone) FuFuApp/3.12.0 iOS')).toBe('3.12.0');
    expect(appVersion('Mozilla/5.0 (Linux; Android 14) FuFuApp/2.1')).toBe('2.1');
    expect(appVersion('Mozilla/5.0 (X11; Linux x86_64) Chrome/150')).toBeNull();
    expect(appVersion('FuFuApp/')).toBeNull();
  });
});

describe('analytics layer', () => {
  it('pushes events onto dataLayer', () => {
    const target: { dataLayer?: TrackedEvent[] } = {};
    track('http_5xx', { status: 502, path: '/v1/x' }, target);
    track('captcha_fail', { code: 3 }, target);
    expect(target.dataLayer).toEqual([
      { event: 'http_5xx', status: 502, path: '/v1/x' },
      { event: 'captcha_fail', code: 3 },
    ]);
  });
});
