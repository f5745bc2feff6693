import { type ByRoleOptions, fireEvent, screen, waitFor } from '@testing-library/dom';
import { vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { allowConsole } from '../setup/consoleGuard.ts';
import { SANDBOX_URL } from '../setup/sandboxUrl.ts';
import type { Driver, Name, Role } from './driver.ts';
import { matchesParams, type NativeCall, removeFakeNativeHost } from './fakeNativeHost.ts';
import { findOneByRole, getOneByRole, queryAllByRole, roleTimeout } from './roleQuery.ts';

/**
 * The driver in jsdom: the whole storefront (`views/app.tsx`) rendered at a URL with a memory
 * history, against a private sandbox over real HTTP, with a simulated clock shared by every flow.
 *
 * Each visit is a new page load: a new router, query cache and session, and the runtime services wired
 * again (runtime/config.ts: the API client on this file's sandbox, toasts, task inbox, bridge), while
 * cookies and storage stay. The app's modules are kept between visits (importing them again cost about
 * 300 ms a visit, half of a data page's path); the caches a language switch clears are cleared. A flow
 * whose page loads vendor scripts (the captchas) asks for `freshModules`: the module graph is then
 * imported again on every visit (`vi.resetModules`), so no script counts as loaded from an earlier path.
 * Test files using it need `// @vitest-environment jsdom`.
 */
// An upper bound for the page to catch up, generous for a loaded 2-core machine (never a timing assertion).
const WAIT = { timeout: 15_000 };

/** A private sandbox made by the unit run's factory (tests/setup/sandboxServer.ts), in Node. */
interface PrivateSandbox {
  url: string;
  now: number;
  advance(ms: number): Promise<void>;
  get(path: string): Promise<unknown>;
  postJson(path: string, body: unknown): Promise<unknown>;
  close(): Promise<void>;
}

let harness: Promise<PrivateSandbox> | null = null;

/**
 * Requests under way, counted so a path's page is gone only once its replies have landed: a late 401
 * would otherwise run the old page's handler and clear the next path's auth cookie.
 */
let inFlight = 0;
const realFetch = globalThis.fetch;
globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
  inFlight += 1;
  return realFetch(...args).finally(() => {
    inFlight -= 1;
  });
}) as typeof fetch;

/** Waits for the page's requests to answer (held replies included), within a bound. */
async function networkQuiet(limitMs = 5000): Promise<void> {
  for (let waited = 0; inFlight > 0 && waited < limitMs; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // What the replies set off (401 handling) runs now, not during the next path.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

async function makeSandbox(): Promise<PrivateSandbox> {
  const made = (await (await fetch(`${SANDBOX_URL}/__factory/sandboxes`, { method: 'POST' })).json()) as {
    id: string;
    url: string;
    now: number;
  };
  const self: PrivateSandbox = {
    url: made.url,
    now: made.now,
    advance: async (ms) => {
      const reply = (await (
        await fetch(`${SANDBOX_URL}/__factory/sandboxes/${made.id}/advance`, {
          method: 'POST',
          body: JSON.stringify({ ms }),
        })
      ).json()) as { now: number };
      self.now = reply.now;
    },
    get: async (path) => (await fetch(`${made.url}${path}`)).json(),
    postJson: async (path, body) =>
      (
        await fetch(`${made.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json(),
    close: async () => {
      await fetch(`${SANDBOX_URL}/__factory/sandboxes/${made.id}`, { method: 'DELETE' });
    },
  };
  return self;
}

/** One private sandbox per test file, so challenge rules and faults never leak between files. */
function fileSandbox(): Promise<PrivateSandbox> {
  harness ??= makeSandbox();
  return harness;
}

/** Closes the file's sandbox; `describeFlow` registers it as an `afterAll` hook. */
export async function closeJsdomSandbox(): Promise<void> {
  const h = await harness;
  harness = null;
  await h?.close();
}

function roleOptions(name?: Name): ByRoleOptions {
  return name === undefined ? {} : { name };
}

function clearBrowserState(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: a fresh browser profile per path
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
}

function actEnvironment(on: boolean): void {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
}

export interface JsdomDriverOptions {
  /** Imports the app's modules again on every visit, so no module-level state outlives a page. */
  freshModules?: boolean;
}

export async function createJsdomDriver(options: JsdomDriverOptions = {}): Promise<Driver> {
  const h = await fileSandbox();
  vi.stubEnv('VITE_API_BASE_URL', h.url);
  actEnvironment(false);
  clearBrowserState();
  await h.postJson('/__sandbox/reset', {});

  const clock = new SimulatedClock();
  clock.set(h.now);
  let unmount: (() => Promise<void>) | null = null;
  let act: (fn: () => unknown) => Promise<void> = async (fn) => {
    await fn();
  };
  let currentUrl = '/';
  let currentHref: () => string = () => currentUrl;

  async function load(url: string): Promise<void> {
    if (unmount) await unmount();
    document.body.innerHTML = '';
    if (options.freshModules) vi.resetModules();
    const [
      { App, createStorefrontRouter },
      { createMemoryHistory },
      React,
      { createRoot },
      i18nModule,
      locales,
      config,
      phoneCodes,
    ] = await Promise.all([
      import('../../views/app.tsx'),
      import('@tanstack/react-router'),
      import('react'),
      import('react-dom/client'),
      import('../../runtime/i18n/index.ts'),
      import('../../manifest/locales.ts'),
      import('../../runtime/config.ts'),
      import('../../views/ui/phoneCodeCache.ts'),
    ]);
    config.configureRuntime();
    phoneCodes.clearPhoneCodeCaches();
    // The app runs against a real server, so most updates come from replies, not from the test: React
    // is told it is under act only while the driver itself acts (no "not wrapped in act" noise).
    act = async (fn) => {
      actEnvironment(true);
      try {
        await React.act(async () => {
          await fn();
        });
      } finally {
        actEnvironment(false);
      }
    };
    const first = url.split('/')[1]?.split(/[?#]/)[0] ?? '';
    await i18nModule.activateLocale(locales.isLocale(first) ? first : locales.DEFAULT_LOCALE);
    const router = createStorefrontRouter(createMemoryHistory({ initialEntries: [url] }));
    currentHref = () => router.state.location.href;
    const container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
    const root = createRoot(container);
    await act(() => root.render(<App router={router} clock={clock} strict={false} />));
    await waitFor(() => {
      if (router.state.status !== 'idle' || router.state.isLoading) throw new Error('route still loading');
    }, WAIT);
    await act(() => Promise.resolve());
    unmount = async () => {
      await act(() => root.unmount());
      unmount = null;
    };
    currentUrl = url;
  }

  const find = (role: Role, name?: Name) => findOneByRole(role, name, WAIT);

  return {
    env: 'jsdom',
    visit: (url) => load(url),
    reload: () => load(currentHref()),
    url: async () => currentHref(),
    click: async (role, name) => {
      const el = await find(role, name);
      await act(() => fireEvent.click(el));
    },
    fill: async (label, value) => {
      const el = await screen.findByLabelText(label, {}, WAIT);
      await act(() => {
        fireEvent.focus(el);
        fireEvent.change(el, { target: { value } });
      });
    },
    check: async (label, checked = true) => {
      const el = (await screen.findByLabelText(label, {}, WAIT)) as HTMLInputElement;
      if (el.checked !== checked) await act(() => fireEvent.click(el));
    },
    press: async (key) => {
      const target = document.activeElement ?? document.body;
      await act(() => {
        fireEvent.keyDown(target, { key });
        fireEvent.keyUp(target, { key });
      });
    },
    expectVisible: async (role, name) => {
      await find(role, name);
    },
    // React's Suspense timers are real timers in jsdom (the simulated clock is the app's own).
    expectRevealed: async (role, name) => {
      await find(role, name);
    },
    expectHidden: async (role, name) => {
      await waitFor(() => {
        if (screen.queryByRole(role, roleOptions(name))) throw new Error(`${role} ${String(name ?? '')} still shown`);
      }, WAIT);
    },
    // At least one element shows it, as in the Chromium driver (a message may be both a toast and inline).
    expectText: async (text) => {
      await screen.findAllByText(text, {}, WAIT);
    },
    expectNoText: async (text) => {
      await waitFor(() => {
        if (screen.queryByText(text)) throw new Error(`"${String(text)}" still shown`);
      }, WAIT);
    },
    expectValue: async (label, value) => {
      await waitFor(() => {
        const el = screen.getByLabelText(label) as HTMLInputElement;
        if (el.value !== value) throw new Error(`${String(label)} holds "${el.value}", not "${value}"`);
      }, WAIT);
    },
    expectEnabled: async (role, name, enabled = true) => {
      await waitFor(
        () => {
          const el = getOneByRole(role, name) as HTMLButtonElement;
          const disabled = el.disabled || el.getAttribute('aria-disabled') === 'true';
          if (disabled === enabled) throw new Error(`${role} ${String(name)} is ${disabled ? 'disabled' : 'enabled'}`);
        },
        { ...WAIT, onTimeout: roleTimeout(role, name) },
      );
    },
    expectAnimation: async (role, name, phase) => {
      await waitFor(
        () => {
          const state = getOneByRole(role, name).getAttribute('data-state');
          if (state !== phase) throw new Error(`${role} ${String(name)} is painted ${state}, not ${phase}`);
        },
        { ...WAIT, onTimeout: roleTimeout(role, name) },
      );
    },
    expectRead: async (name, phase) => {
      await waitFor(() => {
        const regions = queryAllByRole('region', name).filter((r) => r.hasAttribute('data-read'));
        const shown = regions.map((r) => r.getAttribute('data-read'));
        if (!shown.includes(phase))
          throw new Error(`read "${String(name)}" is ${shown.join(', ') || 'not shown'}, not ${phase}`);
      }, WAIT);
    },
    advance: async (ms) => {
      await h.advance(ms);
      await act(() => clock.increment(ms));
      await act(() => Promise.resolve());
    },
    sandbox: async <T,>(method: 'GET' | 'POST', path: string, body?: unknown) => {
      // A test that injects a fault expects the app's warnings about it (spec section 8: reads that
      // fail silently log a warning), and jsdom's report of a script the fault kept from loading.
      if (path === '/__sandbox/faults') {
        allowConsole(/injected fault/);
        const faulted = (body as { path?: unknown } | undefined)?.path;
        if (typeof faulted === 'string' && faulted.endsWith('.js')) allowConsole(/^Could not load script: /);
      }
      return (method === 'GET' ? await h.get(path) : await h.postJson(path, body ?? {})) as T;
    },
    expectNativeCall: async (action, params = {}) => {
      await waitFor(() => {
        const calls = (window as unknown as { __fakeNative?: { calls: NativeCall[] } }).__fakeNative?.calls ?? [];
        if (!calls.some((call) => call.action === action && matchesParams(call.params, params)))
          throw new Error(`the app was not asked to ${action} ${JSON.stringify(params)}: ${JSON.stringify(calls)}`);
      }, WAIT);
    },
    cookie: async (name) => {
      for (const part of document.cookie.split(';')) {
        const [key, ...rest] = part.trim().split('=');
        if (key === name) return decodeURIComponent(rest.join('='));
      }
      return undefined;
    },
    setCookie: async (name, value) => {
      // biome-ignore lint/suspicious/noDocumentCookie: test set-up of a browser cookie
      document.cookie = `${name}=${encodeURIComponent(value)}; Path=/`;
    },
    dispose: async () => {
      if (unmount) await unmount();
      // A path may end while a reply is held (its waiting state was the last one): let it go.
      await h.postJson('/__sandbox/faults', { release: true });
      await networkQuiet();
      document.body.innerHTML = '';
      removeFakeNativeHost();
      vi.unstubAllEnvs();
    },
  };
}
