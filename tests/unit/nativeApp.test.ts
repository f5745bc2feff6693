// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_USER_AGENT,
  installFakeNativeHost,
  type NativeCall,
  removeFakeNativeHost,
} from '../model/fakeNativeHost.ts';

/**
 * What app pages ask of the native app (runtime/bridge/appActions.ts, views/layouts/nativePages.ts): each call goes
 * through the bridge inside the app only, and each failure of the app leaves the browser's way.
 */
const calls = () => (window as unknown as { __fakeNative: { calls: NativeCall[] } }).__fakeNative.calls;

function inApp(fail: string[] = []) {
  Object.defineProperty(navigator, 'userAgent', { value: APP_USER_AGENT, configurable: true });
  installFakeNativeHost({ fail });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'userAgent');
  Reflect.deleteProperty(navigator, 'share');
  removeFakeNativeHost();
  vi.restoreAllMocks();
});

// The runtime is read per test (jsdom page tests re-import the module graph).
const load = () => import('../../runtime/bridge/appActions.ts');

describe('sharing', () => {
  const content = { title: 'Invite', text: 'Join me', url: 'https://example.com/s?inviteCode=AB12' };

  it("inside the app, goes to the app's sheet with the link", async () => {
    inApp();
    const { shareContent } = await load();
    expect(await shareContent(content)).toBe('native');
    expect(calls()).toEqual([{ action: 'share', params: content }]);
  });

  it("falls back to the browser's sheet when the app's fails, and says when there is none", async () => {
    inApp(['share']);
    const { shareContent } = await load();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    expect(await shareContent(content)).toBe('web');
    expect(share).toHaveBeenCalledWith(content);
    Reflect.deleteProperty(navigator, 'share');
    expect(await shareContent(content)).toBe('unavailable');
  });

  it('outside the app never touches the bridge; a cancelled browser sheet is cancelled', async () => {
    installFakeNativeHost();
    const { shareContent, inNativeApp } = await load();
    expect(inNativeApp()).toBe(false);
    const abort = Object.assign(new Error('cancelled'), { name: 'AbortError' });
    Object.defineProperty(navigator, 'share', { value: vi.fn(async () => Promise.reject(abort)), configurable: true });
    expect(await shareContent(content)).toBe('cancelled');
    expect(calls()).toEqual([]);
  });
});

describe("the app's title and screens", () => {
  it('sets the title inside the app only, and reports a failure (state -1) as false', async () => {
    const { setNativeTitle } = await load();
    expect(await setNativeTitle('VIP levels')).toBe(false);
    inApp(['setTitle']);
    expect(await setNativeTitle('VIP levels')).toBe(false);
    expect(calls()).toEqual([{ action: 'setTitle', params: { title: 'VIP levels' } }]);
    installFakeNativeHost();
    expect(await setNativeTitle('VIP levels')).toBe(true);
  });

  it("opens a page the app has as its screen, with the route's params; others and other sites stay web links", async () => {
    inApp();
    const { openNativePage } = await import('../../views/layouts/nativePages.ts');
    expect(await openNativePage('/ja/dashboard/order/detail/ORD123')).toBe(true);
    expect(await openNativePage('/detail/42')).toBe(true);
    expect(await openNativePage('/news')).toBe(false);
    expect(await openNativePage('https://elsewhere.example/list')).toBe(false);
    expect(calls()).toEqual([
      { action: 'openPage', params: { page: 'orderDetail', params: { orderNo: 'ORD123' } } },
      { action: 'openPage', params: { page: 'goodsDetail', params: { id: '42' } } },
    ]);
    installFakeNativeHost({ fail: ['openPage'] });
    expect(await openNativePage('/list')).toBe(false);
  });
});
