import { useEffect, useState } from 'react';

/** How long a hidden page (no frames) waits before what was held for a paint goes ahead anyway. */
const NO_FRAME_MS = 500;

/**
 * Runs `work` once the next frame has been painted: a timer set from an animation frame fires after that
 * frame's paint. What a page shows first (its main content, the largest paint) then does not share the
 * network and the main thread with what can come a moment later: floating guides, the message centre, a
 * chart's library (decision 119). A page without frames (a hidden tab) runs it after `NO_FRAME_MS`.
 * Returns the cancel.
 */
export function afterNextPaint(work: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    clearTimeout(afterFrame);
    cancelAnimationFrame(frame);
    work();
  };
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    afterFrame = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, NO_FRAME_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
  };
}

/**
 * Runs each piece of work given to it in a task of its own, in the order given: parts of a page that would
 * otherwise all run in one task (two charts drawn once their library has loaded) then leave the main thread
 * free for input between them. A failing piece does not stop the ones after it.
 */
export function oneTaskEach(): <T>(work: () => T) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const turn = last.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0))).then(work);
    last = turn.catch(() => undefined);
    return turn;
  };
}

/**
 * Runs `work` once `element` comes within a screen's height of the viewport, or at once where nothing
 * can tell (no `IntersectionObserver`, as in jsdom). What is drawn for the eye alone (a chart's canvas,
 * beside its data table) then costs a phone nothing until its reader scrolls towards it: a screen ahead,
 * so it is drawn by the time it is in view. Watch an element that has a box even when its content is
 * skipped (a `content-visibility: auto` frame with its intrinsic size). Returns the cancel.
 */
export function whenNearViewport(element: Element, work: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    work();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      work();
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** False in the first render, true once the frame of the component's first commit has been painted. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    return afterNextPaint(() => setPainted(true));
  }, [painted]);
  return painted;
}
