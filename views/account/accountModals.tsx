import { useRouter, useRouterState } from '@tanstack/react-router';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { safeRedirectTarget } from '../../runtime/guards/index.ts';
import { createMatcher } from '../../runtime/router/match.ts';
import { useSession } from '../session/sessionContext.tsx';
import { pageNavigation } from '../session/sessionService.ts';

const LoginModal = lazy(() => import('./loginModal.tsx'));
const RegisterModal = lazy(() => import('./registerModal.tsx'));
const ForgotPasswordModal = lazy(() => import('./forgotPasswordModal.tsx'));
const RegisterSuccessModal = lazy(() => import('./registerSuccessModal.tsx'));

export interface AccountModals {
  /** Opens the login modal; after a successful login the browser goes to `redirect` (an on-site path) if given. */
  openLogin(opts?: { redirect?: string }): void;
  openRegister(): void;
  openForgotPassword(): void;
}

/** Which account modal is up; one at a time (switching replaces it). */
export type OpenModal =
  | { kind: 'login'; redirect: string | null }
  | { kind: 'register' }
  | { kind: 'forgotPassword' }
  | { kind: 'registerSuccess'; redirect: string | null }
  | null;

interface ModalsContext extends AccountModals {
  current: OpenModal;
  /** Internal: the login flow created an account. */
  showRegisterSuccess(redirect: string | null): void;
  close(): void;
}

const Context = createContext<ModalsContext | null>(null);
const resolve = createMatcher();

/** An on-site path we will follow after login, or null (decision 011's rules). */
export function safeTarget(raw: string | null | undefined): string | null {
  return safeRedirectTarget(raw ?? undefined, resolve);
}

/**
 * The login, register, forgot-password and register-success modals for every route: one provider
 * inside the router (it navigates), around all layouts. On the localized home, `?redirect=<target>`
 * (where the authenticated guard sends visitors) opens the login modal for that target.
 */
export function AccountModalsProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { loggedIn } = useSession();
  const [current, setCurrent] = useState<OpenModal>(null);

  useEffect(() => {
    // On-site moves (logout home, redirect after login) stay in the app.
    pageNavigation.go = (href: string) => {
      void router.navigate({ href });
    };
  }, [router]);

  const routeId = useRouterState({
    select: (s) => s.matches[s.matches.length - 1]?.staticData?.localized?.id ?? null,
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
    <Context.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {current?.kind === 'login' && <LoginModal redirect={current.redirect} />}
        {current?.kind === 'register' && <RegisterModal />}
        {current?.kind === 'forgotPassword' && <ForgotPasswordModal />}
        {current?.kind === 'registerSuccess' && <RegisterSuccessModal redirect={current.redirect} />}
      </Suspense>
    </Context.Provider>
  );
}

export function useAccountModals(): AccountModals {
  const context = useContext(Context);
  if (!context) throw new Error('useAccountModals needs an AccountModalsProvider above it');
  return context;
}

/** For the modals themselves: switching, closing, register success. */
export function useAccountModalsInternal(): ModalsContext {
  const context = useContext(Context);
  if (!context) throw new Error('account modals need an AccountModalsProvider above them');
  return context;
}
