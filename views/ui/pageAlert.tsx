import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A failure on the page, announced at once, with a retry when there is something to retry. */
export function PageAlert({ message, onRetry }: { message: ReactNode; onRetry?: () => void }) {
  return (
    <div className="ui-alert" role="alert">
      <p className="ui-alert-message">{message}</p>
      {onRetry && (
        <button type="button" className="button button-primary ui-alert-retry" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}
