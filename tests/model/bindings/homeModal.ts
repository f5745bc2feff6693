import { homeModalMachine } from '../../../machines/shell/homeModalMachine.ts';
import { releaseCalls } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';

/**
 * The home page's modal for a visitor: the visitors' banner loads, shows (a showing counted), and is
 * closed or followed (hidden for its hour either way); no banner, or a failed call, shows nothing.
 * The sandbox starts with the modal off for every other test; each path switches it on (or leaves it
 * off for "no banner").
 */
export const spec: FlowSpec<typeof homeModalMachine> = {
  machine: homeModalMachine,
  outputs: {
    loadContent: [{ imageUrl: 'offer.svg', router: '/free/detail/g-free-trial', expireHours: 1 }, null],
  },
  errors: { loadContent: [new Error('injected fault: HTTP 500')] },
};

const BANNER = '/v1/app/common/banner/query';
/** The visitors' modal is the banner of this ad slot (the bottom ad asks the same call for another). */
const SLOT = 'WEB_INDEX_MODAL';
/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const DIALOG = 'Offer';

async function homeShown(d: Driver): Promise<void> {
  await d.expectVisible('heading', 'Bitcoin cloud mining, made simple');
}

export const binding: FlowBinding<typeof homeModalMachine> = {
  start: async (d, { path }) => {
    await d.setCookie('cookie-notice-hidden', '1');
    const first = path[0];
    const noBanner = first?.type === 'xstate.done.actor.loadContent' && first.output === null;
    await d.sandbox('POST', '/__sandbox/cms', { homeModal: !noBanner });
    const scope = d.scope ? { scope: d.scope } : {};
    await d.sandbox(
      'POST',
      '/__sandbox/faults',
      first?.type === 'xstate.error.actor.loadContent'
        ? { path: BANNER, contains: SLOT, kind: 'status', status: 500, ...scope }
        : { path: BANNER, contains: SLOT, kind: 'latency', ms: HOLD_MS, ...scope },
    );
    await d.visit('/en/');
  },
  states: {
    loading: async (d) => {
      await homeShown(d);
      await d.expectHidden('dialog', DIALOG);
    },
    shown: async (d) => {
      await d.expectVisible('dialog', DIALOG);
      await d.expectVisible('link', 'See the offer');
      if (await d.cookie('home_modal_hide')) throw new Error('hidden before it was closed');
    },
    empty: async (d) => {
      await homeShown(d);
      await d.expectHidden('dialog', DIALOG);
    },
    closed: async (d) => {
      await homeShown(d);
      await d.expectHidden('dialog', DIALOG);
      if ((await d.cookie('home_modal_hide')) !== '1') throw new Error('no home_modal_hide after closing');
    },
    followed: async (d) => {
      await d.expectVisible('heading', /Free trial/);
      if ((await d.url()) !== '/en/free/detail/g-free-trial') throw new Error(`followed to ${await d.url()}`);
      if ((await d.cookie('home_modal_hide')) !== '1') throw new Error('no home_modal_hide after following');
    },
  },
  events: {
    'xstate.done.actor.loadContent': async (d) => {
      await releaseCalls(d);
      // The modal animates in on the page's clock.
      await d.advance(300);
    },
    // The failing reply was taken by the page's call (the fault is used up) before the page is looked at.
    'xstate.error.actor.loadContent': async (d) => {
      for (let i = 0; i < 40; i++) {
        const { faults } = await d.sandbox<{ faults: unknown[] }>('GET', '/__sandbox/faults');
        if (faults.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await d.advance(0);
    },
    'modal.close': async (d) => {
      await d.click('button', 'Close');
      await d.advance(300);
    },
    'modal.follow': async (d) => {
      await d.click('link', 'See the offer');
      await d.advance(300);
    },
  },
};
