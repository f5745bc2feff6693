import { bottomAdMachine } from '../../../machines/shell/bottomAdMachine.ts';
import { releaseCalls } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';

/**
 * The bottom ad for logged-out visitors on the list page: loaded and closed; no banner, or a
 * failed banner call, shows nothing. The ad is decoration, so its loading has no indicator: while
 * the call is held, and after it came back empty, the visitor sees the page without an offer.
 */
export const spec: FlowSpec<typeof bottomAdMachine> = {
  machine: bottomAdMachine,
  outputs: { loadBanner: [{ imageUrl: 'banner.svg', router: '/activity/newcomers' }, null] },
  errors: { loadBanner: [new Error('injected fault: HTTP 500')] },
};

const BANNER = '/v1/app/common/banner/query';
/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const OFFER = 'Offer';

async function pageShown(d: Driver): Promise<void> {
  await d.expectVisible('heading', 'Cloud mining plans');
}

export const binding: FlowBinding<typeof bottomAdMachine> = {
  start: async (d, { path }) => {
    await d.setCookie('cookie-notice-hidden', '1');
    const first = path[0];
    // No banner: the operator configured no bottom ad in the CMS.
    if (first?.type === 'xstate.done.actor.loadBanner' && first.output === null) {
      await d.sandbox('POST', '/__sandbox/cms', { bottomAd: false });
    }
    // A failing call answers at once; a good one is held so the page is seen without the offer first.
    await d.sandbox(
      'POST',
      '/__sandbox/faults',
      path[0]?.type === 'xstate.error.actor.loadBanner'
        ? { path: BANNER, kind: 'status', status: 500 }
        : { path: BANNER, kind: 'latency', ms: HOLD_MS },
    );
    await d.visit('/en/list');
  },
  states: {
    loading: async (d) => {
      await pageShown(d);
      await d.expectHidden('complementary', OFFER);
    },
    shown: async (d) => {
      await d.expectVisible('complementary', OFFER);
      await d.expectVisible('button', /newcomer offer/);
      await d.expectVisible('button', 'Close offer');
    },
    empty: async (d) => {
      await pageShown(d);
      await d.expectHidden('complementary', OFFER);
    },
    closed: async (d) => {
      await pageShown(d);
      await d.expectHidden('complementary', OFFER);
      await d.expectHidden('button', 'Close offer');
    },
  },
  events: {
    'xstate.done.actor.loadBanner': releaseCalls,
    // The failing reply was taken by the page's call (the fault is used up) before the page is looked at.
    'xstate.error.actor.loadBanner': async (d) => {
      for (let i = 0; i < 40; i++) {
        const { faults } = await d.sandbox<{ faults: unknown[] }>('GET', '/__sandbox/faults');
        if (faults.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await d.advance(0);
    },
    'ad.close': (d) => d.click('button', 'Close offer'),
  },
};
