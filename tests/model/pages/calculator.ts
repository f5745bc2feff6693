import { routeUrl } from '../calls.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

/**
 * `/calculator`: today's network figures prefill the inputs; the estimate shows once they are there.
 * When the read fails, the inputs stay usable (tests/unit/calculatorPage.test.tsx).
 */
export const calculator: PageLifecycle = {
  route: 'calculator',
  read: 'networkStats',
  region: "Today's network figures",
  outcomes: ['loaded'],
  prepare: async () => routeUrl('calculator', {}),
  loaded: async (d) => {
    await d.expectVisible('heading', 'Mining calculator');
    await d.expectVisible('region', 'Results');
    await d.expectText('BTC per day');
  },
};
