import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface CommonDialogOptions {
  title: ReactNode;
  content: ReactNode;
  /** Defaults to "OK". */
  confirmText?: ReactNode;
  /** Defaults to "Cancel"; `null` shows only the confirm button (a notice). */
  cancelText?: ReactNode | null;
}

/** The common dialog's body (spec section 2): a message with confirm and, unless it is a notice, cancel. */
export function CommonDialogBody({
  options,
  onAnswer,
}: {
  options: CommonDialogOptions;
  onAnswer: (confirmed: boolean) => void;
}) {
  return (
    <div className="common-dialog">
      <div className="common-dialog-content">{options.content}</div>
      <div className="common-dialog-actions">
        {options.cancelText !== null && (
          <button type="button" className="security-button security-button-secondary" onClick={() => onAnswer(false)}>
            {options.cancelText ?? <Trans>Cancel</Trans>}
          </button>
        )}
        <button type="button" className="security-button" onClick={() => onAnswer(true)}>
          {options.confirmText ?? <Trans>OK</Trans>}
        </button>
      </div>
    </div>
  );
}
