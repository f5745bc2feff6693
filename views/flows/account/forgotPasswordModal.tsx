import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { notifications } from '../../../runtime/config.ts';
import { Modal } from '../modal/modal.tsx';
import { useAccountModalsInternal } from './accountModalsContext.ts';
import { AccountBanner } from './fields.tsx';
import { ForgotPasswordForm } from './forgotPasswordForm.tsx';

/** The forgot-password modal (width 460, banner 07): success shows a message and closes. */
export default function ForgotPasswordModal() {
  const { t } = useLingui();
  const modals = useAccountModalsInternal();
  const [open, setOpen] = useState(true);
  const onDone = useCallback(() => {
    notifications.show(t`Your password has been reset. Please log in.`, 'success');
    setOpen(false);
  }, [t]);
  return (
    <Modal
      open={open}
      onClose={() => modals.close()}
      title={<Trans>Reset password</Trans>}
      width={460}
      className="forgot-password-modal"
    >
      <AccountBanner bannerType="07" />
      <ForgotPasswordForm onDone={onDone} />
      <p className="form-switch">
        <button type="button" className="link-button" onClick={() => modals.openLogin()}>
          <Trans>Back to log in</Trans>
        </button>
      </p>
    </Modal>
  );
}
