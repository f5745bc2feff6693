import { Trans } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { Modal } from '../modal/modal.tsx';
import { useAccountModalsInternal } from './accountModalsContext.ts';
import { AccountBanner } from './fields.tsx';
import { RegisterForm } from './registerForm.tsx';

/** Register success is not shown on free-hashrate detail pages (spec section 2). */
export function showsRegisterSuccess(pathname: string): boolean {
  return !/\/free\/detail(\/|$)/.test(pathname);
}

/** The register modal (width 460), with the 06 banner; success shows register success. */
export default function RegisterModal() {
  const modals = useAccountModalsInternal();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const onRegistered = useCallback(() => {
    if (showsRegisterSuccess(pathname)) modals.showRegisterSuccess(null);
    else modals.close();
  }, [modals, pathname]);
  return (
    <Modal open onClose={() => modals.close()} title={<Trans>Sign up</Trans>} width={460} className="register-modal">
      <AccountBanner bannerType="06" />
      <RegisterForm onRegistered={onRegistered} />
      <p className="form-switch">
        <Trans>Already have an account?</Trans>{' '}
        <button type="button" className="link-button" onClick={() => modals.openLogin()}>
          <Trans>Log in</Trans>
        </button>
      </p>
    </Modal>
  );
}
