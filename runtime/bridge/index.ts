/**
 * The native bridge: pages inside the app post `{ action, params, callbackID }` to the host and get
 * `{ state, result, errorMessage }` back (state 0 success, -1 bridge failure).
 * Host contract: the app injects `window.FuFuNativeBridge.postMessage(json)` and answers by calling
 * `window.__fufuBridgeReply(reply)` with the callbackID; events arrive on `window.__fufuBridgeEvent`.
 */
export const BRIDGE_READY_TIMEOUT_MS = 1000;
/** The app's user agent carries `FuFuApp/<version>`, optionally with a platform. */
export const APP_UA_TOKEN = /\bFuFuApp\/(\d+(?:\.\d+)*)/;

export interface BridgeReply<T = unknown> {
  callbackID: string;
  state: 0 | -1;
  result?: T;
  errorMessage?: string;
}

export class BridgeError extends Error {
  readonly state = -1 as const;
  constructor(message: string) {
    super(message);
    this.name = 'BridgeError';
  }
}

interface NativeHost {
  postMessage(message: string): void;
}

export interface BridgeWindow {
  FuFuNativeBridge?: NativeHost;
  __fufuBridgeReply?: (reply: BridgeReply) => void;
  __fufuBridgeEvent?: (event: { event: string; data?: unknown }) => void;
}

/** The app version from the user agent, or null outside the app. */
export function appVersion(userAgent: string): string | null {
  return APP_UA_TOKEN.exec(userAgent)?.[1] ?? null;
}

export function createBridge(win: BridgeWindow, options: { readyTimeoutMs?: number } = {}) {
  const readyTimeoutMs = options.readyTimeoutMs ?? BRIDGE_READY_TIMEOUT_MS;
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  let sequence = 0;

  win.__fufuBridgeReply = (reply) => {
    const waiting = pending.get(reply.callbackID);
    if (!waiting) return;
    pending.delete(reply.callbackID);
    if (reply.state === 0) waiting.resolve(reply.result);
    else waiting.reject(new BridgeError(reply.errorMessage || 'bridge failure'));
  };
  win.__fufuBridgeEvent = ({ event, data }) => {
    for (const listener of listeners.get(event) ?? []) listener(data);
  };

  /** Resolves with the host once it exists; rejects after the ready timeout. */
  function ready(): Promise<NativeHost> {
    if (win.FuFuNativeBridge) return Promise.resolve(win.FuFuNativeBridge);
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const poll = setInterval(() => {
        if (win.FuFuNativeBridge) {
          clearInterval(poll);
          resolve(win.FuFuNativeBridge);
        } else if (Date.now() - started >= readyTimeoutMs) {
          clearInterval(poll);
          reject(new BridgeError(`bridge not ready within ${readyTimeoutMs} ms`));
        }
      }, 20);
    });
  }

  return {
    async call<T = unknown>(action: string, params: Record<string, unknown> = {}): Promise<T> {
      const host = await ready();
      sequence += 1;
      const callbackID = `cb_${Date.now()}_${sequence}`;
      return new Promise<T>((resolve, reject) => {
        pending.set(callbackID, { resolve: resolve as (v: unknown) => void, reject });
        try {
          host.postMessage(JSON.stringify({ action, params, callbackID }));
        } catch (error) {
          pending.delete(callbackID);
          reject(new BridgeError(error instanceof Error ? error.message : 'bridge failure'));
        }
      });
    },
    on(event: string, listener: (data: unknown) => void): () => void {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    off(event: string, listener: (data: unknown) => void): void {
      listeners.get(event)?.delete(listener);
    },
  };
}

export type Bridge = ReturnType<typeof createBridge>;
