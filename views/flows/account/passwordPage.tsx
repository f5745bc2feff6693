import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { notifications } from '../../../runtime/config.ts';
import type { PageProps } from '../../pageProps.ts';
import { SiteLink } from '../../ui/siteLink.tsx';
import { AccountBanner } from './fields.tsx';
import { ForgotPasswordForm } from './forgotPasswordForm.tsx';
import { useAccountLink } from './loginPage.tsx';

/** /accounts/password/email and /accounts/password/phone: forgot password as a page; success goes to log in. */
export default function PasswordPage({ route }: PageProps) {
  const { t } = useLingui();
  const router = useRouter();
  const accountType = route.id === 'accounts.password.phone' ? 'phone' : 'email';
  const link = useAccountLink(route);
  const onDone = useCallback(() => {
    notifications.show(t`Your password has been reset. Please log in.`, 'success');
    void router.navigate({ href: link(`accounts.login.${accountType}`) });
  }, [router, link, accountType, t]);
  return (
    <section className="account-page">
      <AccountBanner bannerType="07" />
      <h1>
        <Trans>Reset password</Trans>
      </h1>
      <nav className="account-page-switch">
        {accountType === 'email' ? (
          <SiteLink href={link('accounts.password.phone')}>
            <Trans>Reset with phone</Trans>
          </SiteLink>
        ) : (
          <SiteLink href={link('accounts.password.email')}>
            <Trans>Reset with email</Trans>
          </SiteLink>
        )}
        <SiteLink href={link(`accounts.login.${accountType}`)}>
          <Trans>Back to log in</Trans>
        </SiteLink>
      </nav>
      <ForgotPasswordForm key={accountType} accountType={accountType} fixedAccountType onDone={onDone} />
    </section>
  );
}
