import { useLingui } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { notifications } from '../../../runtime/config.ts';
import { FALLBACK_CODE_ERROR, FALLBACK_ERROR } from '../../../runtime/http/client.ts';
import type { Notifier } from '../../../runtime/notify.ts';
import { useClock } from '../../clock.tsx';

/** How long a message stays on screen. */
export const TOAST_MS = 3000;

/**
 * The page's one message at a time (runtime/notify.ts): task toasts, check failures, request errors.
 * Errors are announced as alerts, other messages politely; each goes after a few seconds (app clock).
 */
export function ToastOutlet({ notifier = notifications }: { notifier?: Notifier }) {
  const { t } = useLingui();
  const clock = useClock();
  const toast = useSyncExternalStore(notifier.subscribe, notifier.current, notifier.current);
  useEffect(() => {
    if (!toast) return;
    const timer = clock.setTimeout(() => notifier.dismiss(toast.id), TOAST_MS);
    return () => clock.clearTimeout(timer);
  }, [toast, clock, notifier]);
  if (!toast) return null;
  // The http client's fallbacks when the server said nothing (spec section 8) are keys: shown translated.
  const fallbacks: Record<string, string> = {
    [FALLBACK_ERROR]: t`unknown error, please retry`,
    [FALLBACK_CODE_ERROR]: t`Something went wrong. Please try again.`,
  };
  return (
    <div className="toast-outlet">
      <div
        key={toast.id}
        className={`toast toast-${toast.kind}`}
        role={toast.kind === 'error' ? 'alert' : 'status'}
        aria-live={toast.kind === 'error' ? 'assertive' : 'polite'}
      >
        {Object.hasOwn(fallbacks, toast.message) ? fallbacks[toast.message] : toast.message}
      </div>
    </div>
  );
}
