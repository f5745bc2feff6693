import { Trans } from '@lingui/react/macro';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { PRIVATE_QUERIES } from '../../../runtime/query/index.ts';
import { useSession } from '../../session/sessionContext.tsx';
import { CommonDialogBody } from '../../ui/commonDialog.tsx';
import { Modal } from '../modal/modal.tsx';
import { FundPasswordBody } from './fundPasswordModal.tsx';
import { GaBindBody } from './gaBindModal.tsx';
import type { Request } from './securityModals.tsx';
import { SetEmailBody } from './setEmailModal.tsx';

/** The open security modal or common dialog (loaded by SecurityModalsHost); `onGone` once it has closed. */
export default function RequestModal({ request, onGone }: { request: Request; onGone: () => void }) {
  const [open, setOpen] = useState(true);
  const { refresh } = useSession();
  // The app's query cache (absent where the host is rendered alone, as in its own tests).
  const queryClient = useContext(QueryClientContext);
  const close = () => setOpen(false);
  // Closing by the close button, Escape or Done: the modal animates out, then it is gone.
  const onClose = () => {
    if (request.kind === 'dialog') request.resolve(false);
    onGone();
  };

  if (request.kind === 'dialog') {
    return (
      <Modal open={open} onClose={onClose} title={request.options.title} width={460}>
        <CommonDialogBody
          options={request.options}
          onAnswer={(confirmed) => {
            request.resolve(confirmed);
            close();
          }}
        />
      </Modal>
    );
  }
  const finished = () => {
    // A binding changes the user's info (email); the session reloads it, and pages showing the account's
    // security (the settings page) read it again.
    void refresh();
    void queryClient?.invalidateQueries(PRIVATE_QUERIES);
    close();
  };
  const titles = {
    fundReset: <Trans>Fund password</Trans>,
    bindGa: <Trans>Bind Google Authenticator</Trans>,
    bindEmail: <Trans>Bind email</Trans>,
  };
  return (
    <Modal open={open} onClose={onClose} title={titles[request.kind]} width={460} className="security-modal">
      {request.kind === 'fundReset' && <FundPasswordBody onFinished={finished} />}
      {request.kind === 'bindGa' && <GaBindBody onFinished={finished} />}
      {request.kind === 'bindEmail' && <SetEmailBody onFinished={finished} />}
    </Modal>
  );
}
