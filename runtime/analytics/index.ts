/** The analytics layer: one `track` that pushes onto `window.dataLayer` (tag managers read it). */
export interface TrackedEvent {
  event: string;
  [key: string]: unknown;
}

type Layer = { dataLayer?: TrackedEvent[] };

export function track(event: string, data: Record<string, unknown> = {}, target: Layer = globalThis as Layer): void {
  target.dataLayer ??= [];
  target.dataLayer.push({ ...data, event });
}
