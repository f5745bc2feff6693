import { vi } from 'vitest';

/**
 * The test's own frames: each requested animation frame waits until the test paints it (`paint`). Stubs
 * `requestAnimationFrame` and `cancelAnimationFrame`; `vi.unstubAllGlobals()` gives the real ones back.
 */
export function holdFrames(): { paint(): void } {
  let frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => undefined;
  });
  return {
    paint() {
      const due = frames;
      frames = [];
      for (const callback of due) callback(performance.now());
    },
  };
}
