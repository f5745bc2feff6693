import { OPEN_APP_WAIT_MS, openAppMachine } from '../../../machines/shell/openAppMachine.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';

/**
 * The open-app strip of mobile browsers (the test sets a phone's user agent): "Open app" tries the
 * deep link; the page going hidden means the app took over; still here after 3 s, the device's store
 * opens (a document navigation: jsdom stays on the page, Chromium's spec follows it to the store); the
 * strip can be closed at any time.
 */
export const spec: FlowSpec<typeof openAppMachine> = {
  machine: openAppMachine,
};

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const BANNER = 'FuFu app';
const PAGE = '/list';

/** The app taking over: the browser hides the page (jsdom has no app, so the tab's visibility is set). */
async function appTakesOver(d: Driver): Promise<void> {
  if (d.env !== 'jsdom') throw new Error('this binding hides the page through jsdom; Chromium has its own spec');
  const set = (state: 'hidden' | 'visible') => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    Object.defineProperty(document, 'hidden', { value: state === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  set('hidden');
  await d.advance(0);
  // The visitor comes back to the browser afterwards.
  set('visible');
  await d.advance(0);
}

export const binding: FlowBinding<typeof openAppMachine> = {
  start: async (d) => {
    await d.visit(PAGE);
    await d.expectVisible('heading', 'Cloud mining plans');
  },
  states: {
    offered: async (d) => {
      await d.expectVisible('complementary', BANNER);
      await d.expectEnabled('button', 'Open app');
    },
    opening: async (d) => {
      await d.expectVisible('complementary', BANNER);
      await d.expectEnabled('button', 'Opening…', false);
    },
    dismissed: async (d) => {
      await d.expectHidden('complementary', BANNER);
      await d.expectVisible('heading', 'Cloud mining plans');
    },
  },
  events: {
    'app.open': (d) => d.click('button', 'Open app'),
    'banner.close': (d) => d.click('button', 'Close'),
    'page.hidden': (d) => appTakesOver(d),
    'xstate.after.appWait.openApp.opening': async (d) => {
      await d.advance(OPEN_APP_WAIT_MS - 1);
      await d.expectEnabled('button', 'Opening…', false);
      await d.advance(1);
      // No app answered: the store opens outside the site (tests/e2e/shell.spec.ts follows it), so no
      // page of ours is opened; the strip offers the app again for a visitor who comes back.
      await d.expectEnabled('button', 'Open app');
      if ((await d.url()) !== PAGE) throw new Error(`the fallback opened ${await d.url()}, not the store`);
    },
  },
};
