import { appDownloadMachine } from '../../../machines/appDownloadMachine.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';

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
const HOLD_MS = 600;
const QR = 'Scan to download the Android app';

/** The dictionary reply is held so loading is on screen (and fails when the path says so). */
async function arrangeDictionary(d: Driver, next: string | undefined): Promise<void> {
  await d.sandbox(
    'POST',
    '/__sandbox/faults',
    next === 'xstate.error.actor.loadAndroidUrl'
      ? { path: DICTIONARY, kind: 'status', status: 500, ms: HOLD_MS }
      : { path: DICTIONARY, kind: 'latency', ms: HOLD_MS },
  );
}

export const binding: FlowBinding<typeof appDownloadMachine> = {
  start: async (d, { path }) => {
    await arrangeDictionary(d, path[0]?.type);
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
    'xstate.done.actor.loadAndroidUrl': async (_d, { event }) => {
      if (event.output === null) {
        // The sandbox's dictionary always holds an Android URL: nothing can make it answer without one.
        throw new Error('the sandbox cannot answer the dictionary without androidUrl (finding reported)');
      }
    },
    'xstate.error.actor.loadAndroidUrl': async () => {},
  },
};
