import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { type AccountType, type LoginField, loginMachine } from '../../../machines/account/loginMachine.ts';
import { runtimeServices } from '../../../runtime/config.ts';
import { defaultPhoneCode } from '../../../runtime/validation/countries.ts';
import { useClock } from '../../clock.tsx';
import { useSessionActor } from '../../session/sessionContext.tsx';
import { failureMessage } from '../../ui/errorMessage.ts';
import { SendCodeButton } from '../sendCode/sendCodeButton.tsx';
import { accountKey, loadLoginMode, logIn, rememberedLogin, sendAccountCode } from './accountEffects.ts';
import { AccountChooser, AgreementCheckbox, CodeField, ConfirmTermsModal, TextField } from './fields.tsx';

export type LoginResult = 'success' | 'registered' | 'forgotPassword';

export interface LoginFormProps {
  accountType?: AccountType;
  /** The account pages fix the account type by their path. */
  fixedAccountType?: boolean;
  /** `?from=code`: the code form first. */
  preferCode?: boolean;
  /** The flow ended: logged in, created an account, or asked for forgot-password. */
  onResult: (result: LoginResult) => void;
}

/** The login flow on screen (modal and account pages alike): renders the login machine, sends its events. */
export function LoginForm({
  accountType = 'email',
  fixedAccountType = false,
  preferCode = false,
  onResult,
}: LoginFormProps) {
  const { t } = useLingui();
  const session = useSessionActor();
  // The form starts from the account the last login used here; an account page keeps its own type.
  const [remembered] = useState(rememberedLogin);
  const startType = fixedAccountType ? accountType : (remembered.accountType ?? accountType);
  const prefill = remembered.accountType === startType ? remembered : {};
  // Made once: useMachine keeps the machine of its first render, and `provide` builds a new one each call.
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: {
        loginMode: fromPromise(async ({ input }) => loadLoginMode(input)),
        login: fromPromise(async ({ input }) => logIn(session, input)),
      },
    }),
  );
  const [state, send] = useMachine(machine, {
    input: {
      accountType: startType,
      preferCode,
      email: prefill.email,
      // The last login's code, else the visitor's country's.
      phoneCode: prefill.phoneCode ?? defaultPhoneCode(runtimeServices().countryCode()),
      phoneNumber: prefill.phoneNumber,
    },
    clock: useClock(),
  });
  const c = state.context;
  const set = (field: LoginField) => (value: string) => send({ type: 'field.change', field, value });

  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    const result: LoginResult | null = state.matches('success')
      ? 'success'
      : state.matches('registered')
        ? 'registered'
        : state.matches('forgotPassword')
          ? 'forgotPassword'
          : null;
    if (result) {
      reported.current = true;
      onResult(result);
    }
  }, [state, onResult]);

  const onAccountStep = state.matches('account');
  const submitting = state.matches('submittingCode') || state.matches('submittingPassword');
  const onCredentials = state.matches('credentials') || submitting;
  const busy = state.matches('loadingMode') || submitting;
  const account = accountKey(c);

  return (
    <form
      className="account-form login-form"
      data-state={JSON.stringify(state.value)}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: onAccountStep ? 'account.submit' : 'credentials.submit' });
      }}
    >
      {state.matches('success') && (
        <p className="form-success" role="status">
          <Trans>You are logged in.</Trans>
        </p>
      )}
      {(onAccountStep || state.matches('loadingMode')) && (
        <>
          <AccountChooser
            entry={c}
            tabsLabel={t`Log in with`}
            fixed={fixedAccountType}
            busType="login"
            onSwitch={(accountType) => send({ type: 'accountType.switch', accountType })}
            onChange={set}
          />
          <AgreementCheckbox
            checked={c.agreed}
            onChange={(agreed) => send({ type: 'agreement.toggle', agreed })}
            error={c.errors.agreement}
          />
          {c.serverError !== null && (
            <p className="form-error" role="alert">
              {failureMessage(c.serverError, t`unknown error, please retry`)}
            </p>
          )}
          <button type="submit" className="button-primary" disabled={busy}>
            {state.matches('loadingMode') ? <Trans>Checking…</Trans> : <Trans>Next</Trans>}
          </button>
          <ConfirmTermsModal
            open={state.matches({ account: 'confirmTerms' })}
            onAccept={() => send({ type: 'terms.accept' })}
            onDismiss={() => send({ type: 'terms.dismiss' })}
          />
        </>
      )}

      {onCredentials && (
        <>
          <p className="login-account">
            <Trans>Logging in as</Trans>{' '}
            <strong>{c.accountType === 'email' ? c.email : `${c.phoneCode} ${c.phoneNumber}`}</strong>
          </p>
          {c.mode === 'code' ? (
            <CodeField
              value={c.code}
              onChange={set('code')}
              error={c.errors.code}
              after={
                <SendCodeButton key={account} type="login" account={account} send={() => sendAccountCode(c, 'login')} />
              }
            />
          ) : (
            <TextField
              label={<Trans>Password</Trans>}
              type="password"
              autoComplete="current-password"
              value={c.password}
              onChange={set('password')}
              error={c.errors.password}
            />
          )}
          {c.serverError !== null && (
            <p className="form-error" role="alert">
              {failureMessage(c.serverError, t`unknown error, please retry`)}
            </p>
          )}
          <button type="submit" className="button-primary" disabled={busy}>
            {submitting ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
          </button>
          <div className="form-links">
            <button type="button" className="link-button" onClick={() => send({ type: 'step.back' })} disabled={busy}>
              <Trans>Back</Trans>
            </button>
            {state.can({ type: 'mode.switch' }) && (
              <button type="button" className="link-button" onClick={() => send({ type: 'mode.switch' })}>
                {c.mode === 'code' ? <Trans>Log in with password</Trans> : <Trans>Log in with a code</Trans>}
              </button>
            )}
            {state.can({ type: 'forgot.open' }) && (
              <button type="button" className="link-button" onClick={() => send({ type: 'forgot.open' })}>
                <Trans>Forgot password?</Trans>
              </button>
            )}
          </div>
        </>
      )}
    </form>
  );
}
