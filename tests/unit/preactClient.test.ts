// @vitest-environment jsdom
import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { createElement, useEffect } from 'preact/compat';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoot } from '../../views/preact/client.ts';

/**
 * The browser build's `react-dom/client` (decision 110): Preact with React's timings. Frames and timers are
 * frozen here, so anything still waiting on one would never happen.
 */
describe('views/preact/client.ts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Lets every microtask queued so far (and those they queue) run. */
  async function drainMicrotasks(): Promise<void> {
    for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => queueMicrotask(resolve));
  }

  it('renders with createRoot and runs effects after the commit, without a frame or a timer', async () => {
    const container = document.createElement('div');
    const seen: string[] = [];
    function Probe({ label }: { label: string }) {
      useEffect(() => {
        seen.push(`${label}: ${container.textContent}`);
      }, [label]);
      return createElement('p', null, label);
    }
    const root = createRoot(container);
    root.render(createElement(Probe, { label: 'first' }));
    expect(container.textContent).toBe('first');
    await drainMicrotasks();
    // The effect saw the committed page.
    expect(seen).toEqual(['first: first']);

    root.render(createElement(Probe, { label: 'second' }));
    await drainMicrotasks();
    expect(seen).toEqual(['first: first', 'second: second']);
    root.unmount();
    expect(container.textContent).toBe('');
  });

  it('tells query observers of new data without a timer', async () => {
    const client = new QueryClient();
    const observer = new QueryObserver<number>(client, { queryKey: ['probe'], enabled: false });
    const told: Array<number | undefined> = [];
    // As useQuery subscribes: its store's change is a batched call, made when the batch is flushed.
    const unsubscribe = observer.subscribe(notifyManager.batchCalls((result) => told.push(result.data)));
    client.setQueryData(['probe'], 1);
    client.setQueryData(['probe'], 2);
    expect(told).toEqual([]);
    await drainMicrotasks();
    expect(told.at(-1)).toBe(2);
    unsubscribe();
    client.clear();
  });
});
