import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import { hrefFor } from '../../../runtime/router/links.ts';
import type { PageProps } from '../../pageProps.ts';
import { SiteLink } from '../../ui/siteLink.tsx';
import { useAccountModalsInternal } from './accountModalsContext.ts';
import { AccountBanner } from './fields.tsx';
import { useAccountLink, useAccountQuery } from './loginPage.tsx';
import { RegisterForm } from './registerForm.tsx';

/** /accounts/sign_up/email and /accounts/sign_up/phone: the register flow as a page. */
export default function SignUpPage({ route }: PageProps) {
  const modals = useAccountModalsInternal();
  const accountType = route.id === 'accounts.sign_up.phone' ? 'phone' : 'email';
  const { redirect } = useAccountQuery();
  const link = useAccountLink(route);
  const target = redirect ?? hrefFor('dashboard.hashrate', {}, route);
  const onRegistered = useCallback(() => modals.showRegisterSuccess(target), [modals, target]);
  return (
    <section className="account-page">
      <AccountBanner bannerType="06" />
      <h1>
        <Trans>Sign up</Trans>
      </h1>
      <nav className="account-page-switch">
        {accountType === 'email' ? (
          <SiteLink href={link('accounts.sign_up.phone')}>
            <Trans>Sign up with phone</Trans>
          </SiteLink>
        ) : (
          <SiteLink href={link('accounts.sign_up.email')}>
            <Trans>Sign up with email</Trans>
          </SiteLink>
        )}
        <SiteLink href={link(`accounts.login.${accountType}`)}>
          <Trans>Log in</Trans>
        </SiteLink>
      </nav>
      <RegisterForm key={accountType} accountType={accountType} fixedAccountType onRegistered={onRegistered} />
    </section>
  );
}
