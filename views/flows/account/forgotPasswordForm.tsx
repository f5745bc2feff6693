import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { type ForgotField, forgotPasswordMachine } from '../../../machines/account/forgotPasswordMachine.ts';
import { type AccountType, accountErrors } from '../../../machines/account/loginMachine.ts';
import { useClock } from '../../clock.tsx';
import { failureMessage } from '../../ui/errorMessage.ts';
import { SendCodeButton } from '../sendCode/sendCodeButton.tsx';
import { accountKey, resetPassword, sendAccountCode } from './accountEffects.ts';
import { AccountChooser, CodeField, TextField } from './fields.tsx';

export interface ForgotPasswordFormProps {
  accountType?: AccountType;
  fixedAccountType?: boolean;
  onDone: () => void;
}

/**
 * Forgot password as one form (modal and password pages). A complete code does not submit the form
 * by itself here: the new password comes after it (decision 044).
 */
export function ForgotPasswordForm({
  accountType = 'email',
  fixedAccountType = false,
  onDone,
}: ForgotPasswordFormProps) {
  const { t } = useLingui();
  // Made once: useMachine keeps the machine of its first render, and `provide` builds a new one each call.
  const [machine] = useState(() =>
    forgotPasswordMachine.provide({ actors: { reset: fromPromise(async ({ input }) => resetPassword(input)) } }),
  );
  const [state, send] = useMachine(machine, { input: { accountType }, clock: useClock() });
  const c = state.context;
  const set = (field: ForgotField) => (value: string) => send({ type: 'field.change', field, value });

  const reported = useRef(false);
  useEffect(() => {
    if (!reported.current && state.matches('done')) {
      reported.current = true;
      onDone();
    }
  }, [state, onDone]);

  const busy = state.matches('submitting');
  const account = accountKey(c);
  const accountValid = Object.keys(accountErrors(c)).length === 0;

  return (
    <form
      className="account-form forgot-password-form"
      data-state={JSON.stringify(state.value)}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      <AccountChooser
        entry={c}
        tabsLabel={t`Reset with`}
        fixed={fixedAccountType}
        busType="forget"
        onSwitch={(accountType) => send({ type: 'accountType.switch', accountType })}
        onChange={set}
      />
      <CodeField
        value={c.code}
        onChange={set('code')}
        error={c.errors.code}
        after={
          <SendCodeButton
            key={account}
            type="forget"
            account={account}
            disabled={!accountValid}
            send={() => sendAccountCode(c, 'forget')}
          />
        }
      />
      <TextField
        label={<Trans>New password</Trans>}
        type="password"
        autoComplete="new-password"
        value={c.password}
        onChange={set('password')}
        error={c.errors.password}
      />
      <TextField
        label={<Trans>Repeat new password</Trans>}
        type="password"
        autoComplete="new-password"
        value={c.repeatPassword}
        onChange={set('repeatPassword')}
        error={c.errors.repeatPassword}
      />
      {c.serverError !== null && (
        <p className="form-error" role="alert">
          {failureMessage(c.serverError, t`unknown error, please retry`)}
        </p>
      )}
      <button type="submit" className="button-primary" disabled={busy}>
        {busy ? <Trans>Saving…</Trans> : <Trans>Reset password</Trans>}
      </button>
    </form>
  );
}
