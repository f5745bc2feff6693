import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type SetEmailForm,
  type SetEmailProblem,
  setEmailMachine,
} from '../../../machines/security/setEmailMachine.ts';
import { http } from '../../../runtime/config.ts';
import { EMAIL_PATTERN } from '../../../runtime/http/contract/fieldsValues.ts';
import { useClock } from '../../clock.tsx';
import { failureMessage } from '../../ui/errorMessage.ts';
import { SendCodeButton } from '../sendCode/sendCodeButton.tsx';
import { ModalField } from './modalField.tsx';

const machine = setEmailMachine.provide({
  actors: {
    bind: fromPromise(async ({ input }) => {
      await http.call('bindEmail', { email: input.email, emailCode: input.code }, { showError: false });
    }),
  },
});

/** The set-email modal's body: an address, a code sent to it, and the binding. */
export function SetEmailBody({ onFinished }: { onFinished: () => void }) {
  const { t } = useLingui();
  const [state, send] = useMachine(machine, { clock: useClock() });
  const [form, setForm] = useState<SetEmailForm>({ email: '', code: '' });
  const { problem, serverError } = state.context;
  const messages: Record<SetEmailProblem, string> = {
    emailRequired: t`Enter your email address`,
    emailInvalid: t`Enter a valid email address`,
    codeRequired: t`Enter the verification code`,
    codeInvalid: t`The verification code has 6 digits`,
  };

  const address = form.email.trim();
  if (state.matches('bound'))
    return (
      <div className="security-done">
        <p role="status">
          <Trans>Your email address {address} is now bound.</Trans>
        </p>
        <button type="button" className="security-button" onClick={onFinished}>
          <Trans>Done</Trans>
        </button>
      </div>
    );

  const binding = state.matches('binding');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit', form });
  };
  return (
    <form className="security-form" onSubmit={onSubmit} noValidate aria-busy={binding}>
      <p className="security-intro">
        <Trans>Bind an email address to receive security codes and notices.</Trans>
      </p>
      <ModalField
        label={<Trans>Email address</Trans>}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        value={form.email}
        onChange={(value) => setForm((f) => ({ ...f, email: value }))}
        error={problem === 'emailRequired' || problem === 'emailInvalid' ? messages[problem] : null}
      />
      <ModalField
        label={<Trans>Verification code</Trans>}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={form.code}
        onChange={(value) => setForm((f) => ({ ...f, code: value.replace(/\D/g, '').slice(0, 6) }))}
        error={problem === 'codeRequired' || problem === 'codeInvalid' ? messages[problem] : null}
        after={
          <SendCodeButton
            key={address}
            type="bindEmail"
            account={address}
            disabled={!EMAIL_PATTERN.test(address)}
            // Spec section 8: a refused code request shows the server's message as an error toast.
            send={() => http.call('bindEmailSendCode', { email: address })}
          />
        }
      />
      {serverError !== null && (
        <p className="security-server-error" role="alert">
          {failureMessage(serverError, t`unknown error, please retry`)}
        </p>
      )}
      <button type="submit" className="security-button" disabled={binding}>
        {binding ? <Trans>Binding…</Trans> : <Trans>Bind email</Trans>}
      </button>
    </form>
  );
}
