import { useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSession } from '../../session/sessionContext.tsx';
import { AccountModalsContext, type ModalsContext, type OpenModal, safeTarget } from './accountModalsContext.ts';

const LoginModal = lazy(() => import('./loginModal.tsx'));
const RegisterModal = lazy(() => import('./registerModal.tsx'));
const ForgotPasswordModal = lazy(() => import('./forgotPasswordModal.tsx'));
const RegisterSuccessModal = lazy(() => import('./registerSuccessModal.tsx'));

/**
 * The login, register, forgot-password and register-success modals for every route: one provider
 * inside the router (it navigates), around all layouts. On the localized home, `?redirect=<target>`
 * (where the authenticated guard sends visitors) opens the login modal for that target.
 */
export function AccountModalsProvider({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  const [current, setCurrent] = useState<OpenModal>(null);

  const routeId = useRouterState({
    select: (s) => s.matches[s.matches.length - 1]?.staticData?.routeId ?? null,
  });
  const redirectParam = useRouterState({
    select: (s) => {
      const value = (s.location.search as Record<string, unknown>).redirect;
      return typeof value === 'string' ? value : null;
    },
  });
  useEffect(() => {
    if (routeId === 'home' && redirectParam && !loggedIn) {
      setCurrent({ kind: 'login', redirect: safeTarget(redirectParam) });
    }
  }, [routeId, redirectParam, loggedIn]);

  const openLogin = useCallback((opts?: { redirect?: string }) => {
    setCurrent({ kind: 'login', redirect: safeTarget(opts?.redirect) });
  }, []);
  const openRegister = useCallback(() => setCurrent({ kind: 'register' }), []);
  const openForgotPassword = useCallback(() => setCurrent({ kind: 'forgotPassword' }), []);
  const showRegisterSuccess = useCallback(
    (redirect: string | null) => setCurrent({ kind: 'registerSuccess', redirect }),
    [],
  );
  const close = useCallback(() => setCurrent(null), []);

  const value = useMemo<ModalsContext>(
    () => ({ openLogin, openRegister, openForgotPassword, showRegisterSuccess, close, current }),
    [openLogin, openRegister, openForgotPassword, showRegisterSuccess, close, current],
  );

  return (
    <AccountModalsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {current?.kind === 'login' && <LoginModal redirect={current.redirect} />}
        {current?.kind === 'register' && <RegisterModal />}
        {current?.kind === 'forgotPassword' && <ForgotPasswordModal />}
        {current?.kind === 'registerSuccess' && <RegisterSuccessModal redirect={current.redirect} />}
      </Suspense>
    </AccountModalsContext.Provider>
  );
}
