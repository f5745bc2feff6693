import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Modal } from '../modal/modal.tsx';
import { useAccountModalsInternal } from './accountModalsContext.ts';

/** Shown when a login code created the account or a registration succeeded (not on /free/detail/). */
export default function RegisterSuccessModal({ redirect }: { redirect: string | null }) {
  const { close } = useAccountModalsInternal();
  const router = useRouter();
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      onClose={() => {
        close();
        if (redirect) void router.navigate({ href: redirect });
      }}
      title={<Trans>Registration successful</Trans>}
      width={460}
      className="register-success-modal"
    >
      <p>
        <Trans>Welcome to FuFu Cloud Mining. Your account is ready.</Trans>
      </p>
      <div className="modal-actions">
        <button type="button" className="button-primary" onClick={() => setOpen(false)}>
          <Trans>Start mining</Trans>
        </button>
      </div>
    </Modal>
  );
}
