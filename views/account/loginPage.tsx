import { Trans } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { hrefFor } from '../../runtime/router/links.ts';
import type { PageProps } from '../registry.ts';
import { safeTarget, useAccountModalsInternal } from './accountModals.tsx';
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

/** /accounts/login/email and /accounts/login/phone: the login flow as a page. */
export default function LoginPage({ route }: PageProps) {
  const router = useRouter();
  const modals = useAccountModalsInternal();
  const accountType = route.id === 'accounts.login.phone' ? 'phone' : 'email';
  const { fromCode, redirect } = useAccountQuery();
  const target = redirect ?? hrefFor('dashboard.hashrate', {}, route);

  const onResult = useCallback(
    (result: LoginResult) => {
      if (result === 'registered') return modals.showRegisterSuccess(target);
      if (result === 'forgotPassword') {
        void router.navigate({ href: hrefFor(`accounts.password.${accountType}`, {}, route) });
        return;
      }
      void router.navigate({ href: target });
    },
    [modals, router, target, accountType, route],
  );

  return (
    <section className="account-page">
      <AccountBanner bannerType="07" />
      <h1>
        <Trans>Log in</Trans>
      </h1>
      <nav className="account-page-switch">
        {accountType === 'email' ? (
          <a href={hrefFor('accounts.login.phone', {}, route)}>
            <Trans>Log in with phone</Trans>
          </a>
        ) : (
          <a href={hrefFor('accounts.login.email', {}, route)}>
            <Trans>Log in with email</Trans>
          </a>
        )}
        <a href={hrefFor(`accounts.sign_up.${accountType}`, {}, route)}>
          <Trans>Sign up</Trans>
        </a>
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
