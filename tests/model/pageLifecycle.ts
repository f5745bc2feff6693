import { fromPromise, setup } from 'xstate';
import type { RouteId } from '../../manifest/routes.ts';
import type { CallName } from '../../runtime/http/contract.ts';
import { failCall, holdCall, releaseCalls } from './calls.ts';
import type { Driver, FlowBinding, Name, PathEvent } from './driver.ts';
import { APP_USER_AGENT, installFakeNativeHost } from './fakeNativeHost.ts';
import type { FlowPath, FlowSpec } from './flowModel.ts';

/**
 * The shared page-lifecycle model (issue #14, PAGES.md): every data page's main read is loading, then
 * loaded, empty, not found or failed, and a failed read loads again on retry. It is a model for tests
 * only (pages have no machine that loads data: reads are route data); each page binds it with a few
 * assertions and appears in the model-based coverage table as `page:<route id>`.
 */
export type ReadOutcome = 'loaded' | 'empty' | 'notFound';

/** A phone's browser and screen: the /mobile pages' guard sends any other browser to their web twin. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

const READ_DONE = 'xstate.done.actor.read';
const READ_ERROR = 'xstate.error.actor.read';

export function pageLifecycleMachine(route: RouteId, outcomes: readonly ReadOutcome[]) {
  const has = (o: ReadOutcome) => outcomes.includes(o);
  return setup({
    types: { events: {} as { type: 'RETRY' } },
    actors: { read: fromPromise<ReadOutcome>(async () => 'loaded') },
    guards: {
      readEmpty: ({ event }) => 'output' in event && event.output === 'empty',
      readNotFound: ({ event }) => 'output' in event && event.output === 'notFound',
    },
  }).createMachine({
    id: `page:${route}`,
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'read',
          src: 'read',
          onDone: [
            ...(has('empty') ? [{ guard: 'readEmpty' as const, target: 'empty' }] : []),
            ...(has('notFound') ? [{ guard: 'readNotFound' as const, target: 'notFound' }] : []),
            { target: 'loaded' },
          ],
          onError: 'failed',
        },
      },
      loaded: {},
      ...(has('empty') ? { empty: {} } : {}),
      ...(has('notFound') ? { notFound: {} } : {}),
      failed: { on: { RETRY: 'loading' } },
    },
  });
}

type PageMachine = ReturnType<typeof pageLifecycleMachine>;

/** How one page binds the lifecycle: where it is, which read, and what each state looks like. */
export interface PageLifecycle {
  route: RouteId;
  /** The page's main read, by contract name: held to see loading, failed to see the failure. */
  read: CallName;
  /** The name of the region (ReadSection or DataTable) that shows the read. */
  region: Name;
  /** The outcomes the page has besides failing (`loaded` always). */
  outcomes: readonly ReadOutcome[];
  /**
   * 'phone': the page opens in a phone's browser (PHONE_USER_AGENT; 390 px wide in Chromium). 'app': in the
   * native app's webview on that phone (APP_USER_AGENT, with the fake native host of tests/model/fakeNativeHost.ts
   * answering the bridge); the loaded page has set the app's title.
   */
  device?: 'phone' | 'app';
  /**
   * Arranges data and the session so the read will have this outcome, and returns the URL to open
   * (through `routeUrl`). Runs once per path, before the page opens.
   */
  prepare(d: Driver, outcome: ReadOutcome): Promise<string>;
  /** What the user sees in each state, besides the region's phase. */
  loaded(d: Driver): Promise<void>;
  empty?(d: Driver): Promise<void>;
  notFound?(d: Driver): Promise<void>;
  /** The failure names the server's message; defaults to the sandbox's injected one. */
  failed?(d: Driver): Promise<void>;
}

/**
 * How long a read is held back at most: its loading state is asserted first, then the hold is
 * released (so a loaded machine cannot miss it, and a quick one does not wait). Under the client's
 * 10 s timeout.
 */
const HOLD_MS = 8000;
const FAILURE_STATUS = 503;

/** Arranges what the next read answers: a failure, or the real reply held back a moment. */
async function arrangeRead(d: Driver, page: PageLifecycle, next: PathEvent | undefined): Promise<void> {
  if (next?.type === READ_ERROR) await failCall(d, page.read, { status: FAILURE_STATUS, ms: HOLD_MS });
  else await holdCall(d, page.read, HOLD_MS);
}

/** jsdom has one navigator per test file: each path sets the browser its page wants (null: jsdom's own). */
function setJsdomUserAgent(userAgent: string | null): void {
  if (userAgent === null) Reflect.deleteProperty(navigator, 'userAgent');
  else Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
}

const outcomeOf = (events: PathEvent[]): ReadOutcome =>
  (events.find((e) => e.type === READ_DONE)?.output as ReadOutcome | undefined) ?? 'loaded';

/**
 * The path Chromium walks for every data page (decision 111): the page opens in the built app, its read
 * is seen loading, then loaded. Failure, retry, empty and not found are the same views in jsdom.
 */
export const opensLoaded = (path: FlowPath): boolean =>
  path.steps.length === 1 && path.steps[0]?.snapshot.matches('loaded') === true;

/** The spec and binding of a page's lifecycle, for `describeFlow` (jsdom) and `describeFlowInChromium`. */
export function pageLifecycle(page: PageLifecycle): {
  spec: FlowSpec<PageMachine>;
  binding: FlowBinding<PageMachine>;
} {
  const machine = pageLifecycleMachine(page.route, page.outcomes);
  const spec: FlowSpec<PageMachine> = {
    machine,
    outputs: { read: ['loaded', ...page.outcomes.filter((o) => o !== 'loaded')] },
    events: { RETRY: [{ type: 'RETRY' }] },
    // The data behind a URL does not change while the test looks at it: one outcome per path.
    cannot: (path) => {
      const outcomes = path.map((s) => s.event).filter((e) => e.type === READ_DONE);
      const first = (outcomes[0] as PathEvent | undefined)?.output;
      const at = path.findIndex((s) => s.event.type === READ_DONE && (s.event as PathEvent).output !== first);
      return at < 0 ? null : { at, why: 'a retried read has the outcome of the first' };
    },
    maxSteps: 6,
  };
  const binding: FlowBinding<PageMachine> = {
    start: async (d, { path }) => {
      if (d.env === 'jsdom') {
        setJsdomUserAgent(page.device === 'phone' ? PHONE_USER_AGENT : page.device === 'app' ? APP_USER_AGENT : null);
        if (page.device === 'app') installFakeNativeHost();
      }
      const url = await page.prepare(d, outcomeOf(path));
      await arrangeRead(d, page, path[0]);
      await d.visit(url);
    },
    states: {
      loading: async (d) => {
        await d.expectRead(page.region, 'loading');
      },
      loaded: async (d) => {
        await d.expectRead(page.region, 'loaded');
        await page.loaded(d);
        if (page.device === 'app') await d.expectNativeCall('setTitle');
      },
      empty: async (d) => {
        await d.expectRead(page.region, 'empty');
        await page.empty?.(d);
      },
      notFound: async (d) => {
        await (page.notFound ?? ((x: Driver) => x.expectText('This page could not be found')))(d);
      },
      failed: async (d) => {
        await d.expectRead(page.region, 'failed');
        await d.expectVisible('alert');
        await (page.failed ?? ((x: Driver) => x.expectText(`injected fault: HTTP ${FAILURE_STATUS}`)))(d);
      },
    },
    events: {
      RETRY: async (d, { upcoming }) => {
        await arrangeRead(d, page, upcoming[0]);
        await d.click('button', 'Try again');
      },
      // The loading state was seen: the held reply (or failure) goes on now.
      [READ_DONE]: releaseCalls,
      [READ_ERROR]: releaseCalls,
    },
  };
  return { spec, binding };
}
