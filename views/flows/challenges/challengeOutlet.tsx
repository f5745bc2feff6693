import { lazy, Suspense, useEffect, useState } from 'react';
import { taskInbox } from '../../../runtime/config.ts';
import { ToastOutlet } from './toastOutlet.tsx';

// The host (its machines, dialogs and captcha adapters) matters only once the server issues a task:
// it loads then, not with the page (issue #14).
const ChallengeHost = lazy(() => import('./challengeHost.tsx').then((module) => ({ default: module.ChallengeHost })));

/**
 * Mounted once for the app: the page's toasts, and the challenge host from the first task on. Until
 * then a listener holds the inbox's connection; the first task (or one already waiting) mounts the
 * host, and the listener's disconnect puts that task back in front for the host, which connects next
 * and keeps it for good. A task waits no longer than the host's chunk takes to load.
 */
export function ChallengeOutlet() {
  const [needed, setNeeded] = useState(() => taskInbox.size() > 0);
  useEffect(() => {
    if (needed) return;
    return taskInbox.connect(() => setNeeded(true));
  }, [needed]);
  return (
    <>
      {needed && (
        <Suspense fallback={null}>
          <ChallengeHost />
        </Suspense>
      )}
      <ToastOutlet />
    </>
  );
}
