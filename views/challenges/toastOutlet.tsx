import { useEffect, useSyncExternalStore } from 'react';
import { notifications } from '../../runtime/config.ts';
import type { Notifier } from '../../runtime/notify.ts';
import { useClock } from '../clock.tsx';

/** How long a message stays on screen. */
export const TOAST_MS = 3000;

/**
 * The page's one message at a time (runtime/notify.ts): task toasts, check failures, request errors.
 * Errors are announced as alerts, other messages politely; each goes after a few seconds (app clock).
 */
export function ToastOutlet({ notifier = notifications }: { notifier?: Notifier }) {
  const clock = useClock();
  const toast = useSyncExternalStore(notifier.subscribe, notifier.current, notifier.current);
  useEffect(() => {
    if (!toast) return;
    const timer = clock.setTimeout(() => notifier.dismiss(toast.id), TOAST_MS);
    return () => clock.clearTimeout(timer);
  }, [toast, clock, notifier]);
  if (!toast) return null;
  return (
    <div className="toast-outlet">
      <div
        key={toast.id}
        className={`toast toast-${toast.kind}`}
        role={toast.kind === 'error' ? 'alert' : 'status'}
        aria-live={toast.kind === 'error' ? 'assertive' : 'polite'}
      >
        {toast.message}
      </div>
    </div>
  );
}
