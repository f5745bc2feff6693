import { useEffect, useReducer, useRef } from 'react';
import type { TablePhase } from './dataTable.tsx';

/**
 * "Fetch minimum delay, default 200 ms" (spec section 9), decided in decision 105: a read the customer
 * started again (Try again on a failed read) shows its loading state for at least this long, so a fast
 * retry does not flash the skeleton for a frame and the press visibly did something. A first load is
 * never held back: its skeleton stands until the data is there, and data already in the cache shows at once.
 */
export const FETCH_MIN_DELAY_MS = 200;

/**
 * The phase to show for a read's raw phase: the same, except that loading entered from failed lasts at
 * least `minMs` of real time (a screen matter, not the business clock: tests with a simulated app clock
 * see it too).
 */
export function useSteadyPhase(phase: TablePhase, minMs: number = FETCH_MIN_DELAY_MS): TablePhase {
  const shown = useRef<{ phase: TablePhase; since: number | null }>({ phase, since: null });
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const now = performance.now();
  const current = shown.current;
  if (phase === 'loading' && current.phase === 'failed') {
    shown.current = { phase: 'loading', since: now };
  } else if (!(current.phase === 'loading' && current.since !== null && now - current.since < minMs)) {
    shown.current = { phase, since: phase === 'loading' ? current.since : null };
  }
  const held = shown.current.phase === 'loading' && phase !== 'loading' ? shown.current.since : null;
  useEffect(() => {
    if (held === null) return;
    // A timer may fire a moment early by the performance clock; rendering then would keep the same hold
    // and never set another timer, so it waits until the time is really up.
    let timer: ReturnType<typeof setTimeout>;
    const wake = () => {
      const left = minMs - (performance.now() - held);
      if (left > 0) timer = setTimeout(wake, left + 1);
      else rerender();
    };
    timer = setTimeout(wake, Math.max(0, minMs - (performance.now() - held)) + 1);
    return () => clearTimeout(timer);
  }, [held, minMs]);
  return shown.current.phase;
}
