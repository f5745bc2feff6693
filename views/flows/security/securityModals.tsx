import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { CommonDialogOptions } from '../../ui/commonDialog.tsx';

// The modals' forms and machines (and the shared modal) load when one first opens, not with the page (issue #14).
const RequestModal = lazy(() => import('./requestModal.tsx'));

/** What is up: one of the account-security modals or the common dialog; one at a time. */
export type Request =
  | { id: number; kind: 'fundReset' | 'bindGa' | 'bindEmail' }
  | { id: number; kind: 'dialog'; options: CommonDialogOptions; resolve: (confirmed: boolean) => void };

let current: Request | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => current;

function show(request: Request): void {
  // A dialog replaced before it was answered counts as cancelled.
  if (current?.kind === 'dialog') current.resolve(false);
  current = request;
  emit();
}

function closeAll(): void {
  if (current?.kind === 'dialog') current.resolve(false);
  current = null;
}

function gone(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

export interface SecurityModals {
  /** `/self-dialog?show=bindEmail` */
  openBindEmail(): void;
  /** `/self-dialog?show=fundResetModal` */
  openFundReset(): void;
  /** `/self-dialog?show=bindGa` */
  openBindGa(): void;
  /** The common dialog: resolves true on confirm, false on cancel or close. */
  confirm(options: CommonDialogOptions): Promise<boolean>;
}

const modals: SecurityModals = {
  openBindEmail: () => show({ id: nextId++, kind: 'bindEmail' }),
  openFundReset: () => show({ id: nextId++, kind: 'fundReset' }),
  openBindGa: () => show({ id: nextId++, kind: 'bindGa' }),
  confirm: (options) => new Promise<boolean>((resolve) => show({ id: nextId++, kind: 'dialog', options, resolve })),
};

/** Opens the fund-password, authenticator and email modals and the common dialog from anywhere. */
export function useSecurityModals(): SecurityModals {
  return modals;
}

/** For code outside React (the challenge flow's dialog actions). */
export const securityModals = modals;

/** Renders whichever security modal or dialog is open; mounted once for the whole app, inside the session. */
export function SecurityModalsHost() {
  const request = useSyncExternalStore(subscribe, snapshot, () => null);
  // The requests are the app's: when the app goes, so do they (an open dialog counts as cancelled), and the
  // next app on this page starts without a modal.
  useEffect(() => () => closeAll(), []);
  return request ? (
    <Suspense fallback={null}>
      <RequestModal key={request.id} request={request} onGone={() => gone(request.id)} />
    </Suspense>
  ) : null;
}
