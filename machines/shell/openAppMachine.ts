import { setup } from 'xstate';

/** How long the page waits for the app to take over before the store pages open (spec section 9). */
export const OPEN_APP_WAIT_MS = 3000;

/**
 * The mobile app guide banner: "open app" tries the deep link; if the page is still showing after
 * 3 s the app is not installed and the store pages open. The page going hidden means the app opened.
 */
export const openAppMachine = setup({
  types: {
    events: {} as { type: 'app.open' } | { type: 'page.hidden' } | { type: 'banner.close' },
  },
  actions: {
    launchApp: () => {
      throw new Error('launchApp must be provided');
    },
    openStore: () => {
      throw new Error('openStore must be provided');
    },
  },
  delays: { appWait: OPEN_APP_WAIT_MS },
}).createMachine({
  id: 'openApp',
  initial: 'offered',
  states: {
    offered: { on: { 'app.open': 'opening', 'banner.close': 'dismissed' } },
    opening: {
      entry: 'launchApp',
      on: { 'page.hidden': 'offered', 'banner.close': 'dismissed' },
      after: { appWait: { target: 'offered', actions: 'openStore' } },
    },
    dismissed: {},
  },
});
