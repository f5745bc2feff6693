import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type FundPasswordForm,
  type FundPasswordProblem,
  fundPasswordMachine,
} from '../../../machines/security/fundPasswordMachine.ts';
import { http } from '../../../runtime/config.ts';
import { useClock } from '../../clock.tsx';
import { failureMessage } from '../../ui/errorMessage.ts';
import { ModalField } from './modalField.tsx';

const machine = fundPasswordMachine.provide({
  actors: {
    loadStatus: fromPromise(async () => {
      const { fundPasswordSet } = await http.call('securityStatus', {}, { showError: false });
      return { fundPasswordSet };
    }),
    save: fromPromise(async ({ input }) => {
      if (input.mode === 'add')
        await http.call('fundPasswordAdd', { fundPassword: input.form.pin }, { showError: false });
      else
        await http.call(
          'fundPasswordReset',
          { oldFundPassword: input.form.oldPin, fundPassword: input.form.pin },
          { showError: false },
        );
    }),
  },
});

/** The fund-password modal's body: set the first fund password, or reset it with the current one. */
export function FundPasswordBody({ onFinished }: { onFinished: () => void }) {
  const { t } = useLingui();
  const [state, send] = useMachine(machine, { clock: useClock() });
  const [form, setForm] = useState<FundPasswordForm>({ oldPin: '', pin: '', confirm: '' });
  const { mode, problem, serverError } = state.context;
  const set = (key: keyof FundPasswordForm) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value.replace(/\D/g, '').slice(0, 6) }));

  // Spec section 5: a short fund password is answered with the placeholder text itself.
  const placeholder = t`Enter a 6-digit fund password`;
  const messages: Record<FundPasswordProblem, string> = {
    oldRequired: t`Enter your current 6-digit fund password`,
    pinLength: placeholder,
    pinSame: t`The fund password cannot be one digit repeated`,
    pinRun: t`The fund password cannot be consecutive digits like 123456`,
    mismatch: t`The two fund passwords do not match`,
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit', form });
  };

  if (state.matches('loading'))
    return (
      <p role="status">
        <Trans>Checking your account…</Trans>
      </p>
    );
  if (state.matches('loadFailed'))
    return (
      <div role="alert">
        <p>
          <Trans>Your security settings could not be loaded.</Trans>
        </p>
        <button type="button" className="security-button" onClick={() => send({ type: 'status.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  if (state.matches('saved'))
    return (
      <div className="security-done">
        <p role="status">
          {mode === 'add' ? <Trans>Your fund password is set.</Trans> : <Trans>Your fund password was changed.</Trans>}
        </p>
        <button type="button" className="security-button" onClick={onFinished}>
          <Trans>Done</Trans>
        </button>
      </div>
    );

  const saving = state.matches('saving');
  const pinProblem = problem && problem !== 'oldRequired' && problem !== 'mismatch' ? messages[problem] : null;
  return (
    <form className="security-form" onSubmit={onSubmit} noValidate aria-busy={saving}>
      <p className="security-intro">
        {mode === 'add' ? (
          <Trans>Set a 6-digit fund password to confirm withdrawals and payments.</Trans>
        ) : (
          <Trans>Enter your current fund password, then choose a new one.</Trans>
        )}
      </p>
      {mode === 'reset' && (
        <ModalField
          label={<Trans>Current fund password</Trans>}
          type="password"
          inputMode="numeric"
          maxLength={6}
          value={form.oldPin}
          onChange={set('oldPin')}
          error={problem === 'oldRequired' ? messages.oldRequired : null}
        />
      )}
      <ModalField
        label={<Trans>New fund password</Trans>}
        type="password"
        inputMode="numeric"
        maxLength={6}
        placeholder={placeholder}
        value={form.pin}
        onChange={set('pin')}
        error={pinProblem}
      />
      <ModalField
        label={<Trans>Confirm fund password</Trans>}
        type="password"
        inputMode="numeric"
        maxLength={6}
        value={form.confirm}
        onChange={set('confirm')}
        error={problem === 'mismatch' ? messages.mismatch : null}
      />
      {serverError !== null && (
        <p className="security-server-error" role="alert">
          {failureMessage(serverError, t`unknown error, please retry`)}
        </p>
      )}
      <button type="submit" className="security-button" disabled={saving}>
        {saving ? <Trans>Saving…</Trans> : <Trans>Confirm</Trans>}
      </button>
    </form>
  );
}
