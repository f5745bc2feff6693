import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { fromPromise } from 'xstate';
import { type GaPrepared, gaBindMachine } from '../../../machines/security/gaBindMachine.ts';
import { http } from '../../../runtime/config.ts';
import { useClock } from '../../clock.tsx';
import { failureMessage } from '../../ui/errorMessage.ts';
import { ModalField } from './modalField.tsx';

const machine = gaBindMachine.provide({
  actors: {
    prepare: fromPromise(async (): Promise<GaPrepared> => {
      const status = await http.call('securityStatus', {}, { showError: false });
      if (status.gaBound) return { bound: true };
      const qr = await http.call('gaQrCode', {}, { showError: false });
      return { bound: false, secret: qr.secret, otpauthUri: qr.otpauthUri };
    }),
    bind: fromPromise(async ({ input }) => {
      await http.call('gaBind', { code: input.code }, { showError: false });
    }),
  },
});

/** The authenticator-binding modal's body: scan (or type) the secret, then confirm with a current code. */
export function GaBindBody({ onFinished }: { onFinished: () => void }) {
  const { t } = useLingui();
  const [state, send] = useMachine(machine, { clock: useClock() });
  const [code, setCode] = useState('');
  const { secret, otpauthUri, invalid, serverError } = state.context;

  if (state.matches('loading'))
    return (
      <p role="status">
        <Trans>Preparing your authenticator key…</Trans>
      </p>
    );
  if (state.matches('loadFailed'))
    return (
      <div role="alert">
        <p>
          <Trans>The authenticator key could not be prepared.</Trans>
        </p>
        <button type="button" className="security-button" onClick={() => send({ type: 'status.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  if (state.matches('alreadyBound') || state.matches('bound'))
    return (
      <div className="security-done">
        <p role="status">
          {state.matches('bound') ? (
            <Trans>Google Authenticator is now bound to your account.</Trans>
          ) : (
            <Trans>Google Authenticator is already bound to your account.</Trans>
          )}
        </p>
        <button type="button" className="security-button" onClick={onFinished}>
          <Trans>Done</Trans>
        </button>
      </div>
    );

  const binding = state.matches('binding');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'code.submit', code });
  };
  return (
    <form className="security-form" onSubmit={onSubmit} noValidate aria-busy={binding}>
      <ol className="ga-steps">
        <li>
          <Trans>Install Google Authenticator on your phone.</Trans>
        </li>
        <li>
          <Trans>Scan this QR code, or enter the key by hand.</Trans>
          {otpauthUri && (
            <div className="ga-qr">
              <QRCodeSVG value={otpauthUri} size={160} marginSize={2} title={t`Authenticator QR code`} />
            </div>
          )}
          <p className="ga-secret">
            <Trans>Key:</Trans> <code>{secret}</code>
          </p>
        </li>
        <li>
          <Trans>Enter the 6-digit code the app shows.</Trans>
        </li>
      </ol>
      <ModalField
        label={<Trans>Authenticator code</Trans>}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
        error={invalid ? t`Enter the 6-digit code from the app` : null}
      />
      {serverError !== null && (
        <p className="security-server-error" role="alert">
          {failureMessage(serverError, t`unknown error, please retry`)}
        </p>
      )}
      <button type="submit" className="security-button" disabled={binding}>
        {binding ? <Trans>Binding…</Trans> : <Trans>Bind</Trans>}
      </button>
    </form>
  );
}
