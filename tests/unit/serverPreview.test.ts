// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { behindPreview, PREVIEW_GIVE_UP_MS, PREVIEW_SETTLE_CAP_MS } from '../../views/shell/serverPreview.ts';

/** Decision 093 on the client: the app renders behind the server's preview and takes its place once settled. */
function fakeRouter() {
  const listeners = new Set<() => void>();
  return {
    subscribe(_event: 'onResolved', listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resolve: () => {
      for (const listener of [...listeners]) listener();
    },
  };
}

let root: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="root" data-preview="" inert=""><main id="main">server</main></div>';
  root = document.getElementById('root') as HTMLElement;
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('behindPreview', () => {
  it('leaves a root without a preview to the app', () => {
    root.removeAttribute('data-preview');
    expect(behindPreview(root)).toBeNull();
    expect(document.body.children).toHaveLength(1);
  });

  it('swaps once the route resolved, the page is on screen and its reads are in', async () => {
    const preview = behindPreview(root);
    if (!preview) throw new Error('expected a preview');
    expect(preview.target.className).toBe('app-behind-preview');
    expect(root.nextElementSibling).toBe(preview.target);
    const router = fakeRouter();
    const client = new QueryClient();
    let finish: (value: number) => void = () => undefined;
    void client.fetchQuery({
      queryKey: ['plans'],
      queryFn: () => new Promise<number>((resolve) => (finish = resolve)),
    });
    preview.revealWhenSettled(router, client);

    await vi.advanceTimersByTimeAsync(100);
    expect(document.getElementById('root')).toBe(root); // the route has not resolved yet
    router.resolve();
    preview.target.innerHTML = '<main id="main">app</main>';
    await vi.advanceTimersByTimeAsync(100);
    expect(document.getElementById('root')).toBe(root); // a read is still in flight
    finish(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(document.getElementById('root')).toBe(preview.target);
    expect(preview.target.className).toBe('');
    expect(document.querySelectorAll('main')).toHaveLength(1);
    expect(document.querySelector('[data-preview]')).toBeNull();
  });

  it('swaps after the cap when the page never settles after resolving, and gives up waiting for a route', async () => {
    const preview = behindPreview(root);
    if (!preview) throw new Error('expected a preview');
    const router = fakeRouter();
    preview.revealWhenSettled(router, new QueryClient());
    router.resolve(); // resolved, but no page arrives (an error page without #main)
    await vi.advanceTimersByTimeAsync(PREVIEW_SETTLE_CAP_MS - 100);
    expect(document.querySelector('[data-preview]')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(document.querySelector('[data-preview]')).toBeNull();

    document.body.innerHTML = '<div id="root" data-preview=""></div>';
    const stuck = behindPreview(document.getElementById('root') as HTMLElement);
    stuck?.revealWhenSettled(fakeRouter(), new QueryClient());
    await vi.advanceTimersByTimeAsync(PREVIEW_GIVE_UP_MS - 100);
    expect(document.querySelector('[data-preview]')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(document.querySelector('[data-preview]')).toBeNull();
    expect(document.getElementById('root')).toBe(stuck?.target);
  });
});
