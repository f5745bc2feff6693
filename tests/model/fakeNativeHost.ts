/**
 * A fake native app for the pages it embeds: it injects `window.FuFuNativeBridge` as the app does
 * (runtime/bridge), records every message in `window.__fakeNative.calls` and answers after a native-like
 * delay: `login` succeeds, `getToken` gives the token it was installed with (null without one), `setTitle`,
 * `share`, `openPage` and `getPushId` succeed; an action named in `fail` answers state -1.
 *
 * Self-contained (no imports, no closure over module scope): Playwright serializes it for `addInitScript`,
 * and jsdom calls it on its window.
 */
export interface FakeNativeOptions {
  token?: string | null;
  fail?: string[];
}

export interface NativeCall {
  action: string;
  params: Record<string, unknown>;
}

/** The native app's user agent: a phone's browser with the app's `FuFuApp/<version>` token. */
export const APP_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 FuFuApp/3.2.1';

export function installFakeNativeHost(options: FakeNativeOptions = {}): void {
  type Reply = (reply: { callbackID: string; state: 0 | -1; result?: unknown; errorMessage?: string }) => void;
  const w = window as unknown as Record<string, unknown>;
  const state = { calls: [] as NativeCall[], token: options.token ?? null, fail: options.fail ?? [] };
  w.__fakeNative = state;
  w.FuFuNativeBridge = {
    postMessage(raw: string) {
      const message = JSON.parse(raw) as { action: string; params: Record<string, unknown>; callbackID: string };
      state.calls.push({ action: message.action, params: message.params });
      setTimeout(() => {
        const reply = w.__fufuBridgeReply as Reply | undefined;
        if (!reply) return;
        if (state.fail.includes(message.action)) {
          reply({ callbackID: message.callbackID, state: -1, errorMessage: `${message.action} failed in the app` });
        } else if (message.action === 'getToken') {
          reply({ callbackID: message.callbackID, state: 0, result: state.token });
        } else reply({ callbackID: message.callbackID, state: 0, result: null });
      }, 20);
    },
  };
}

/** Every param named is in the call with the same value (compared as JSON). */
export function matchesParams(actual: Record<string, unknown>, expected: Record<string, unknown>): boolean {
  return Object.entries(expected).every(([key, value]) => JSON.stringify(actual[key]) === JSON.stringify(value));
}

/** jsdom keeps one window per test file: a path in the app leaves no app behind for the next. */
export function removeFakeNativeHost(): void {
  const w = window as unknown as Record<string, unknown>;
  delete w.FuFuNativeBridge;
  delete w.__fakeNative;
}
