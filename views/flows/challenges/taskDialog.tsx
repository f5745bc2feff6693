import { Trans, useLingui } from '@lingui/react/macro';
import type { ChallengeTask } from '../../../runtime/captcha/taskInbox.ts';
import { Modal } from '../modal/modal.tsx';

type DialogTask = Extract<ChallengeTask, { type: 'dialog' }>;

/** A dialog task (spec section 3): the server's title, text and buttons; a button posts its receipt, then acts. */
export function TaskDialog({
  task,
  confirming,
  problem,
  open,
  onPress,
  onClose,
}: {
  task: DialogTask;
  confirming: boolean;
  problem: string | null;
  open: boolean;
  onPress: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { title, content, buttons } = task.data;
  return (
    <Modal open={open} onClose={onClose} title={title || t`Notice`} width={460} className="task-dialog">
      <div className="common-dialog" aria-busy={confirming || undefined}>
        {content && <div className="common-dialog-content">{content}</div>}
        {problem !== null && (
          <p className="verification-message" role="alert">
            {problem || <Trans>Something went wrong. Please try again.</Trans>}
          </p>
        )}
        <div className="common-dialog-actions">
          {buttons.map((button, index) => (
            <button
              // The server's buttons have no ids; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              type="button"
              className="security-button"
              disabled={confirming}
              onClick={() => onPress(index)}
            >
              {button.text || <Trans>OK</Trans>}
            </button>
          ))}
        </div>
      </div>
    </Modal>
  );
}
