import { Trans } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { hrefFor } from '../../../runtime/router/links.ts';
import type { PageProps } from '../../pageProps.ts';
import { SiteLink } from '../../ui/siteLink.tsx';
import { safeTarget, useAccountModalsInternal } from './accountModalsContext.ts';
import { AccountBanner } from './fields.tsx';
import { LoginForm, type LoginResult } from './loginForm.tsx';

/** Query of the account pages: `from=code` starts with the code form, `redirect` is where to go after. */
export function useAccountQuery(): { fromCode: boolean; redirect: string | null } {
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  return {
    fromCode: search.from === 'code',
    redirect: typeof search.redirect === 'string' ? safeTarget(search.redirect) : null,
  };
}

type AccountPageId =
  | 'accounts.login.email'
  | 'accounts.login.phone'
  | 'accounts.password.email'
  | 'accounts.password.phone'
  | 'accounts.sign_up.email'
  | 'accounts.sign_up.phone';

/** Links between the account pages keep `from=code` and the `redirect` target, so switching loses neither. */
export function useAccountLink(at: PageProps['route']): (id: AccountPageId) => string {
  const { fromCode, redirect } = useAccountQuery();
  return useCallback(
    (id: AccountPageId) => {
      const query = new URLSearchParams();
      if (fromCode) query.set('from', 'code');
      if (redirect) query.set('redirect', redirect);
      const search = query.toString();
      return `${hrefFor(id, {}, at)}${search ? `?${search}` : ''}`;
    },
    [fromCode, redirect, at],
  );
}

/** /accounts/login/email and /accounts/login/phone: the login flow as a page. */
export default function LoginPage({ route }: PageProps) {
  const router = useRouter();
  const modals = useAccountModalsInternal();
  const accountType = route.id === 'accounts.login.phone' ? 'phone' : 'email';
  const { fromCode, redirect } = useAccountQuery();
  const link = useAccountLink(route);
  const target = redirect ?? hrefFor('dashboard.hashrate', {}, route);

  const onResult = useCallback(
    (result: LoginResult) => {
      if (result === 'registered') return modals.showRegisterSuccess(target);
      if (result === 'forgotPassword') {
        void router.navigate({ href: link(`accounts.password.${accountType}`) });
        return;
      }
      void router.navigate({ href: target });
    },
    [modals, router, target, accountType, link],
  );

  return (
    <section className="account-page">
      <AccountBanner bannerType="07" />
      <h1>
        <Trans>Log in</Trans>
      </h1>
      <nav className="account-page-switch">
        {accountType === 'email' ? (
          <SiteLink href={link('accounts.login.phone')}>
            <Trans>Log in with phone</Trans>
          </SiteLink>
        ) : (
          <SiteLink href={link('accounts.login.email')}>
            <Trans>Log in with email</Trans>
          </SiteLink>
        )}
        <SiteLink href={link(`accounts.sign_up.${accountType}`)}>
          <Trans>Sign up</Trans>
        </SiteLink>
      </nav>
      <LoginForm
        key={accountType}
        accountType={accountType}
        fixedAccountType
        preferCode={fromCode}
        onResult={onResult}
      />
    </section>
  );
}
