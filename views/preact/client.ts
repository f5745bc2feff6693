import { notifyManager } from '@tanstack/react-query';
import { options } from 'preact';

export { createRoot, hydrateRoot } from 'preact/compat/client';

/**
 * `react-dom/client` in the Preact build (`VIEW_LIB=preact`, decision 110): Preact's compat `createRoot`,
 * with two timings set to what the views were written and tested against under React.
 *
 * Effects: Preact runs `useEffect` callbacks after the next animation frame and a timer (a 35 ms timer
 * when no frame comes). React runs them at the end of the commit of an update from input, so the machine
 * events the views send from effects (a modal told to close, a machine handed its loaded order) follow at
 * once: here they run in a microtask after the commit, never waiting on a frame or a timer.
 *
 * Query notifications: TanStack Query tells its observers of new data in a 0 ms timer, which waits behind
 * every task and timer queued before it (and stands still where timers do, as under a paused test clock);
 * a microtask hands a page its read as soon as it resolves. Observers are still told in one batch.
 */
options.requestAnimationFrame = (flushEffects) => queueMicrotask(flushEffects);
notifyManager.setScheduler(queueMicrotask);
