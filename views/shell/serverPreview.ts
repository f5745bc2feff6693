import type { QueryClient } from '@tanstack/react-query';

/** How long a settled route may wait for its reads and lazy parts before it replaces the preview anyway. */
export const PREVIEW_SETTLE_CAP_MS = 3000;
/** A page that never settles (a failed chunk, a script error) still replaces its preview after this. */
export const PREVIEW_GIVE_UP_MS = 15_000;
const CHECK_EVERY_MS = 16;

interface SettlingRouter {
  subscribe(event: 'onResolved', listener: () => void): () => void;
}

/**
 * An anonymous visitor's page arrives rendered by the edge inside `#root` (`data-preview`, decision 093).
 * The app renders beside it into a container that is laid out but invisible (so charts measure real
 * widths and nothing shifts), and takes its place once its first route has resolved, its page is on
 * screen and its reads are in: the visitor reads the page from the first paint and never sees a
 * loading state in between. Null when `#root` holds no preview: the app renders into it as it is.
 */
export function behindPreview(container: HTMLElement): {
  target: HTMLElement;
  revealWhenSettled(router: SettlingRouter, client: QueryClient): void;
} | null {
  if (!container.hasAttribute('data-preview')) return null;
  const target = document.createElement('div');
  target.className = 'app-behind-preview';
  container.after(target);
  let revealed = false;
  const reveal = () => {
    if (revealed) return;
    revealed = true;
    container.remove();
    target.id = 'root';
    target.removeAttribute('class');
  };
  return {
    target,
    revealWhenSettled(router, client) {
      const giveUp = setTimeout(reveal, PREVIEW_GIVE_UP_MS);
      const unsubscribe = router.subscribe('onResolved', () => {
        unsubscribe();
        const cap = Date.now() + PREVIEW_SETTLE_CAP_MS;
        const check = () => {
          if (revealed) return;
          // Every layout's <main>; an id selector here would find the preview's own first in some engines.
          const ready = target.querySelector('main') !== null && client.isFetching() === 0;
          if (ready || Date.now() >= cap) {
            clearTimeout(giveUp);
            reveal();
          } else setTimeout(check, CHECK_EVERY_MS);
        };
        check();
      });
    },
  };
}
