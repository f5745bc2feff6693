/** Toasts: one message at a time (spec: toast max count 1); views subscribe and render it. */
export interface Toast {
  id: number;
  message: string;
  kind: 'error' | 'info' | 'success';
}

export function createNotifier() {
  let current: Toast | null = null;
  let nextId = 1;
  const listeners = new Set<(toast: Toast | null) => void>();
  const emit = () => {
    for (const listener of listeners) listener(current);
  };
  return {
    show(message: string, kind: Toast['kind'] = 'info'): void {
      // A new message replaces the one on screen.
      current = { id: nextId++, message, kind };
      emit();
    },
    dismiss(id?: number): void {
      if (current && (id === undefined || current.id === id)) {
        current = null;
        emit();
      }
    },
    current: () => current,
    subscribe(listener: (toast: Toast | null) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
