import { Trans } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import { useSession } from '../../session/sessionContext.tsx';
import { CommonDialogBody, type CommonDialogOptions } from '../../ui/commonDialog.tsx';
import { Modal } from '../modal/modal.tsx';
import { FundPasswordBody } from './fundPasswordModal.tsx';
import { GaBindBody } from './gaBindModal.tsx';
import { SetEmailBody } from './setEmailModal.tsx';

/** What is up: one of the account-security modals or the common dialog; one at a time. */
type Request =
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
  return request ? <RequestModal key={request.id} request={request} /> : null;
}

function RequestModal({ request }: { request: Request }) {
  const [open, setOpen] = useState(true);
  const { refresh } = useSession();
  const close = () => setOpen(false);
  // Closing by the close button, Escape or Done: the modal animates out, then it is gone.
  const onClose = () => {
    if (request.kind === 'dialog') request.resolve(false);
    gone(request.id);
  };

  if (request.kind === 'dialog') {
    return (
      <Modal open={open} onClose={onClose} title={request.options.title} width={460}>
        <CommonDialogBody
          options={request.options}
          onAnswer={(confirmed) => {
            request.resolve(confirmed);
            close();
          }}
        />
      </Modal>
    );
  }
  const finished = () => {
    // A binding changes the user's info (email); the session reloads it.
    void refresh();
    close();
  };
  const titles = {
    fundReset: <Trans>Fund password</Trans>,
    bindGa: <Trans>Bind Google Authenticator</Trans>,
    bindEmail: <Trans>Bind email</Trans>,
  };
  return (
    <Modal open={open} onClose={onClose} title={titles[request.kind]} width={460} className="security-modal">
      {request.kind === 'fundReset' && <FundPasswordBody onFinished={finished} />}
      {request.kind === 'bindGa' && <GaBindBody onFinished={finished} />}
      {request.kind === 'bindEmail' && <SetEmailBody onFinished={finished} />}
    </Modal>
  );
}
