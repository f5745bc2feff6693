import { cookieNoticeMachine } from '../../../machines/shell/cookieNoticeMachine.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';

/**
 * The cookie notice. Whether it was dismissed before is the machine's input (read from the
 * `cookie-notice-hidden` cookie when the page loads), so a first visit and a later one are two
 * sets of paths that cover the machine together. `deciding` is left at once by an eventless
 * transition, before the first render, so it has no screen of its own.
 */
export const firstVisitSpec: FlowSpec<typeof cookieNoticeMachine> = {
  machine: cookieNoticeMachine,
  input: { dismissedBefore: false },
};

export const returningSpec: FlowSpec<typeof cookieNoticeMachine> = {
  machine: cookieNoticeMachine,
  input: { dismissedBefore: true },
};

const COOKIE = 'cookie-notice-hidden';

async function pageShown(d: Driver): Promise<void> {
  await d.expectVisible('heading', 'Cloud mining plans');
}

function bindingFor(dismissedBefore: boolean): FlowBinding<typeof cookieNoticeMachine> {
  return {
    start: async (d) => {
      if (dismissedBefore) await d.setCookie(COOKIE, '1');
      await d.visit('/en/list');
      await pageShown(d);
    },
    states: {
      visible: async (d) => {
        await d.expectVisible('region', 'Cookies');
        await d.expectVisible('button', 'Accept');
        if ((await d.cookie(COOKIE)) !== undefined) throw new Error(`${COOKIE} is set while the notice shows`);
      },
      hidden: async (d) => {
        await pageShown(d);
        await d.expectHidden('region', 'Cookies');
        // Dismissal is remembered: the cookie holds it for the next visits.
        if ((await d.cookie(COOKIE)) !== '1') throw new Error(`${COOKIE} is not "1"`);
      },
    },
    events: {
      'notice.dismiss': (d) => d.click('button', 'Accept'),
    },
  };
}

export const firstVisitBinding = bindingFor(false);
export const returningBinding = bindingFor(true);
