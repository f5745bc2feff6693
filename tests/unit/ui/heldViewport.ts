import { vi } from 'vitest';

/**
 * The test's own viewport: an `IntersectionObserver` stand-in whose targets come near the viewport when the
 * test says so (`reach`). Records each observer's options; `vi.unstubAllGlobals()` takes it away again.
 */
export function holdViewport(): { reach(element: Element): void; watched(): Element[]; rootMargins: string[] } {
  const observers = new Set<HeldObserver>();
  const rootMargins: string[] = [];
  class HeldObserver {
    readonly targets = new Set<Element>();
    constructor(
      readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      rootMargins.push(options.rootMargin ?? '');
      observers.add(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
  }
  vi.stubGlobal('IntersectionObserver', HeldObserver);
  return {
    rootMargins,
    reach(element) {
      for (const observer of [...observers])
        if (observer.targets.has(element))
          observer.callback(
            [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
            observer as unknown as IntersectionObserver,
          );
    },
    watched: () => [...observers].flatMap((observer) => [...observer.targets]),
  };
}
