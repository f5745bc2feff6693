import { createContext, useContext } from 'react';
import { safeRedirectTarget } from '../../../runtime/guards/index.ts';
import { createMatcher } from '../../../runtime/router/match.ts';

/**
 * What the account modals offer, apart from the provider that renders them (accountModals.tsx): the
 * modals themselves and everyone who opens one import this module, so no module imports its own importer.
 */
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

export interface ModalsContext extends AccountModals {
  current: OpenModal;
  /** Internal: the login flow created an account. */
  showRegisterSuccess(redirect: string | null): void;
  close(): void;
}

export const AccountModalsContext = createContext<ModalsContext | null>(null);

const resolve = createMatcher();

/** An on-site path we will follow after login, or null (decision 011's rules). */
export function safeTarget(raw: string | null | undefined): string | null {
  return safeRedirectTarget(raw ?? undefined, resolve);
}

export function useAccountModals(): AccountModals {
  const context = useContext(AccountModalsContext);
  if (!context) throw new Error('useAccountModals needs an AccountModalsProvider above it');
  return context;
}

/** For the modals themselves: switching, closing, register success. */
export function useAccountModalsInternal(): ModalsContext {
  const context = useContext(AccountModalsContext);
  if (!context) throw new Error('account modals need an AccountModalsProvider above them');
  return context;
}
