import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { notifications } from '../../runtime/config.ts';
import { hrefFor } from '../../runtime/router/links.ts';
import type { PageProps } from '../registry.ts';
import { AccountBanner } from './fields.tsx';
import { ForgotPasswordForm } from './forgotPasswordForm.tsx';

/** /accounts/password/email and /accounts/password/phone: forgot password as a page; success goes to log in. */
export default function PasswordPage({ route }: PageProps) {
  const { t } = useLingui();
  const router = useRouter();
  const accountType = route.id === 'accounts.password.phone' ? 'phone' : 'email';
  const onDone = useCallback(() => {
    notifications.show(t`Your password has been reset. Please log in.`, 'success');
    void router.navigate({ href: hrefFor(`accounts.login.${accountType}`, {}, route) });
  }, [router, route, accountType, t]);
  return (
    <section className="account-page">
      <AccountBanner bannerType="07" />
      <h1>
        <Trans>Reset password</Trans>
      </h1>
      <nav className="account-page-switch">
        {accountType === 'email' ? (
          <a href={hrefFor('accounts.password.phone', {}, route)}>
            <Trans>Reset with phone</Trans>
          </a>
        ) : (
          <a href={hrefFor('accounts.password.email', {}, route)}>
            <Trans>Reset with email</Trans>
          </a>
        )}
        <a href={hrefFor(`accounts.login.${accountType}`, {}, route)}>
          <Trans>Back to log in</Trans>
        </a>
      </nav>
      <ForgotPasswordForm key={accountType} accountType={accountType} fixedAccountType onDone={onDone} />
    </section>
  );
}
