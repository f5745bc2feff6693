import { bridge } from '../config.ts';
import { appVersion } from './index.ts';

/**
 * What a page inside the native app asks of it through the bridge: the title of its
 * navigation bar, the system share sheet, its own screens. Every call tolerates the bridge's two failures
 * (no host within 1 s, a reply with state -1): the page then does what a browser would.
 */

/** Inside the app's webview: its user agent carries `FuFuApp/<version>` (read at call time, never cached). */
export function inNativeApp(): boolean {
  return typeof navigator !== 'undefined' && appVersion(navigator.userAgent) !== null;
}

/** The bridge's actions the web uses, besides the login (`login`, `getToken`) and `getPushId`. */
export const NATIVE_ACTIONS = { setTitle: 'setTitle', share: 'share', openPage: 'openPage' } as const;

/** Sets the title of the app's navigation bar; false when the app could not (the page's own heading stays). */
export async function setNativeTitle(title: string): Promise<boolean> {
  if (!inNativeApp()) return false;
  try {
    await bridge.call(NATIVE_ACTIONS.setTitle, { title });
    return true;
  } catch {
    return false;
  }
}

export interface ShareContent {
  title: string;
  text: string;
  url: string;
}

/**
 * How a share ended: the app's sheet, the browser's (Web Share), or neither (`unavailable`: the caller offers
 * the link to copy). A share the user cancels in the browser's sheet is `cancelled`.
 */
export type ShareOutcome = 'native' | 'web' | 'cancelled' | 'unavailable';

/** Shares through the app's sheet inside the app, the browser's elsewhere (and when the app's sheet fails). */
export async function shareContent(content: ShareContent): Promise<ShareOutcome> {
  if (inNativeApp()) {
    try {
      await bridge.call(NATIVE_ACTIONS.share, { ...content });
      return 'native';
    } catch {
      // The app could not share: the browser's sheet, if it has one.
    }
  }
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return 'unavailable';
  try {
    await navigator.share(content);
    return 'web';
  } catch (error) {
    return error instanceof Error && error.name === 'AbortError' ? 'cancelled' : 'unavailable';
  }
}
