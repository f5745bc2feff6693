import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { notifications } from '../../../runtime/config.ts';
import { Modal } from '../modal/modal.tsx';
import { useAccountModalsInternal } from './accountModalsContext.ts';
import { AccountBanner } from './fields.tsx';
import { LoginForm, type LoginResult } from './loginForm.tsx';

/**
 * The login modal (width 460): on success a message, the modal closes, then the remembered target
 * or the current page again (its guards and data re-run with the new session).
 */
export default function LoginModal({ redirect }: { redirect: string | null }) {
  const { t } = useLingui();
  const router = useRouter();
  const modals = useAccountModalsInternal();
  const [open, setOpen] = useState(true);
  const after = useRef<() => void>(() => modals.close());

  const onResult = useCallback(
    (result: LoginResult) => {
      if (result === 'registered') return modals.showRegisterSuccess(redirect);
      if (result === 'forgotPassword') return modals.openForgotPassword();
      notifications.show(t`Logged in successfully`, 'success');
      after.current = () => {
        modals.close();
        if (redirect) void router.navigate({ href: redirect });
        else void router.invalidate();
      };
      setOpen(false);
    },
    [modals, redirect, router, t],
  );

  return (
    <Modal
      open={open}
      onClose={() => after.current()}
      title={<Trans>Log in</Trans>}
      width={460}
      className="login-modal"
    >
      <AccountBanner bannerType="07" />
      <LoginForm onResult={onResult} />
      <p className="form-switch">
        <Trans>No account yet?</Trans>{' '}
        <button type="button" className="link-button" onClick={() => modals.openRegister()}>
          <Trans>Sign up</Trans>
        </button>
      </p>
    </Modal>
  );
}
