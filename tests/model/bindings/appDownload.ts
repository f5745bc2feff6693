import { appDownloadMachine } from '../../../machines/shell/appDownloadMachine.ts';
import { releaseCalls } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';

/**
 * The header's Download App menu: the Android QR code from the dictionary call; without a URL,
 * or when the call fails, the menu keeps only its link to the download page.
 */
export const spec: FlowSpec<typeof appDownloadMachine> = {
  machine: appDownloadMachine,
  outputs: { loadAndroidUrl: ['https://download.fufu.example/android/fufu-cloud-mining.apk', null] },
  errors: { loadAndroidUrl: [new Error('injected fault: HTTP 500')] },
};

const DICTIONARY = '/v1/app/common/dictionary/list';
/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const QR = 'Scan to download the Android app';

/** The dictionary reply is held so loading is on screen (and fails when the path says so). */
async function arrangeDictionary(d: Driver, next: PathEvent | undefined): Promise<void> {
  // No URL configured: the operator left the download links out of the CMS.
  if (next?.type === 'xstate.done.actor.loadAndroidUrl' && next.output === null) {
    await d.sandbox('POST', '/__sandbox/cms', { downloadUrls: false });
  }
  await d.sandbox(
    'POST',
    '/__sandbox/faults',
    next?.type === 'xstate.error.actor.loadAndroidUrl'
      ? { path: DICTIONARY, kind: 'status', status: 500, ms: HOLD_MS }
      : { path: DICTIONARY, kind: 'latency', ms: HOLD_MS },
  );
}

export const binding: FlowBinding<typeof appDownloadMachine> = {
  start: async (d, { path }) => {
    await arrangeDictionary(d, path[0]);
    await d.visit('/en/list');
    await d.click('button', 'Download App');
  },
  states: {
    loading: async (d) => {
      await d.expectVisible('status');
      await d.expectText('Loading…');
      await d.expectNoText(QR);
    },
    ready: async (d) => {
      await d.expectText(QR);
      await d.expectText('QR code to download the Android app');
      await d.expectHidden('status');
    },
    unavailable: async (d) => {
      await d.expectHidden('status');
      await d.expectNoText(QR);
      await d.expectVisible('link', 'More download options');
    },
  },
  events: {
    'xstate.done.actor.loadAndroidUrl': releaseCalls,
    'xstate.error.actor.loadAndroidUrl': releaseCalls,
  },
};
