import type { ReactNode } from 'react';

/** What an empty read shows: one sentence and the next thing to do. */
export function EmptyState({ message, action }: { message: ReactNode; action?: ReactNode }) {
  return (
    <div className="ui-empty">
      <p className="ui-empty-message">{message}</p>
      {action && <div className="ui-empty-action">{action}</div>}
    </div>
  );
}
