import { test } from '@playwright/test';
import { APP_USER_AGENT, installFakeNativeHost } from '../../model/fakeNativeHost.ts';
import { opensLoaded, PHONE_USER_AGENT, PHONE_VIEWPORT, pageLifecycle } from '../../model/pageLifecycle.ts';
import { DATA_PAGES } from '../../model/pages/index.ts';
import { describeFlowInChromium } from '../../model/playwrightFlow.ts';

// Every data page in the built app, through the shared page-lifecycle model: its path that opens the page
// and sees its read loading, then loaded (decision 111; the other paths run in jsdom,
// tests/unit/model/dashboardPages.test.tsx and storefrontPages.test.tsx).
// Faults are scoped to each test's own browser (the `sandbox_scope` cookie), so parallel workers never
// take each other's.
const only = { only: opensLoaded };
for (const page of DATA_PAGES) {
  const { spec, binding } = pageLifecycle(page);
  if (page.device === 'phone') {
    // The /mobile pages: a phone's browser at the design width (other browsers go to the web twin).
    test.describe(`${page.route} on a phone`, () => {
      test.use({ userAgent: PHONE_USER_AGENT, viewport: PHONE_VIEWPORT });
      describeFlowInChromium(spec, binding, only);
    });
  } else if (page.device === 'app') {
    // The /app pages: inside the native app's webview, its bridge answered by a fake app.
    test.describe(`${page.route} in the app`, () => {
      test.use({ userAgent: APP_USER_AGENT, viewport: PHONE_VIEWPORT });
      test.beforeEach(async ({ page: browser }) => {
        await browser.addInitScript(installFakeNativeHost, {});
      });
      describeFlowInChromium(spec, binding, only);
    });
  } else describeFlowInChromium(spec, binding, only);
}
