import { Trans } from '@lingui/react/macro';
import { Modal } from '../flows/modal/modal.tsx';

/** The blocking frozen-account modal (width 460): its one OK button resets the frozen flag to 0. */
export function FrozenModal({ open, onAcknowledge }: { open: boolean; onAcknowledge: () => void }) {
  return (
    <Modal open={open} onClose={() => {}} title={<Trans>Account frozen</Trans>} width={460} dismissible={false}>
      <p>
        <Trans>Your account has been frozen. Please contact customer service for help.</Trans>
      </p>
      <div className="modal-actions">
        <button type="button" className="button-primary" onClick={onAcknowledge}>
          <Trans>OK</Trans>
        </button>
      </div>
    </Modal>
  );
}
