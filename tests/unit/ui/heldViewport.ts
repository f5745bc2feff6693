import { vi } from 'vitest';

/**
 * The test's own viewport: an `IntersectionObserver` stand-in whose targets come near the viewport when the
 * test says so (`reach`). Records each observer's options; `vi.unstubAllGlobals()` takes it away again.
 */
export function holdViewport(): { reach(element: Element): void; watched(): Element[]; rootMargins: string[] } {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  const rootMargins: string[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
      constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
        rootMargins.push(options.rootMargin ?? '');
        this.entry = { callback, targets: new Set() };
        observers.add(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.add(target);
      }
      disconnect() {
        this.entry.targets.clear();
        observers.delete(this.entry);
      }
    },
  );
  return {
    rootMargins,
    reach(element) {
      for (const observer of [...observers])
        if (observer.targets.has(element))
          observer.callback(
            [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
    },
    watched: () => [...observers].flatMap((observer) => [...observer.targets]),
  };
}
