import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { AccountType } from '../../../machines/account/loginMachine.ts';
import { type RegisterField, registerMachine } from '../../../machines/account/registerMachine.ts';
import { track } from '../../../runtime/analytics/index.ts';
import { inviteField, readAttribution } from '../../../runtime/attribution/index.ts';
import { runtimeServices } from '../../../runtime/config.ts';
import { defaultPhoneCode } from '../../../runtime/validation/countries.ts';
import { useClock } from '../../clock.tsx';
import { useSession, useSessionActor } from '../../session/sessionContext.tsx';
import { failureMessage } from '../../ui/errorMessage.ts';
import { SendCodeButton } from '../sendCode/sendCodeButton.tsx';
import { accountKey, checkInvite, register, sendAccountCode } from './accountEffects.ts';
import { AccountChooser, AgreementCheckbox, CodeField, ConfirmTermsModal, TextField } from './fields.tsx';

/** The invite code the stored channel gives; none without storage (a crawler page rendered on the server, storage refused). */
function storedInvite(): ReturnType<typeof inviteField> | undefined {
  try {
    return inviteField(readAttribution(localStorage));
  } catch {
    return undefined;
  }
}

/** Countries whose register picker marks an address as required (spec section 5). */
const ADDRESS_REQUIRED = ['CN', 'RU'] as const;

export interface RegisterFormProps {
  accountType?: AccountType;
  fixedAccountType?: boolean;
  /** The account exists and the token is stored. */
  onRegistered: () => void;
  /** An invite code the page itself carries (an invitation link's `?code=`): it fills the field over the stored one. */
  inviteCode?: string;
}

/**
 * Whether a page that embeds the form shows it (null while the session is not known yet): to a visitor, and still
 * while that visitor's own sign-up signs the new account in, which the session sees before `onRegistered` runs.
 */
export function useRegisterFormShown(): boolean | null {
  const { loggedIn, settled } = useSession();
  const [visitor, setVisitor] = useState(false);
  if (settled && !loggedIn && !visitor) setVisitor(true);
  return visitor ? true : settled ? false : null;
}

/** The register flow on screen (modal and sign-up pages): renders the register machine, sends its events. */
export function RegisterForm({
  accountType = 'email',
  fixedAccountType = false,
  onRegistered,
  inviteCode,
}: RegisterFormProps) {
  const { t } = useLingui();
  const session = useSessionActor();
  // Made once: useMachine keeps the machine of its first render, and `provide` builds a new one each call.
  const [machine] = useState(() =>
    registerMachine.provide({
      actors: {
        checkInvite: fromPromise(async ({ input }) => checkInvite(input)),
        register: fromPromise(async ({ input }) => register(session, input)),
      },
      actions: {
        trackFailure: ({ context }) => track('register_fail', { accountType: context.accountType }),
      },
    }),
  );
  const [state, send] = useMachine(machine, {
    input: {
      accountType,
      invite: inviteCode ? { value: inviteCode, locked: false, checkBeforeSend: true } : storedInvite(),
      phoneCode: defaultPhoneCode(runtimeServices().countryCode()),
    },
    clock: useClock(),
  });
  const c = state.context;
  const set = (field: RegisterField) => (value: string) => send({ type: 'field.change', field, value });

  const reported = useRef(false);
  useEffect(() => {
    if (!reported.current && state.matches('registered')) {
      reported.current = true;
      onRegistered();
    }
  }, [state, onRegistered]);

  const onAccountStep = state.matches('account') || state.matches('checkingInvite');
  const busy = state.matches('checkingInvite') || state.matches('submitting');
  const account = accountKey(c);

  return (
    <form
      className="account-form register-form"
      data-state={JSON.stringify(state.value)}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: onAccountStep ? 'account.submit' : 'code.submit' });
      }}
    >
      {onAccountStep ? (
        <>
          <AccountChooser
            entry={c}
            tabsLabel={t`Sign up with`}
            fixed={fixedAccountType}
            busType="register"
            addressRequired={ADDRESS_REQUIRED}
            onSwitch={(accountType) => send({ type: 'accountType.switch', accountType })}
            onChange={set}
          />
          <TextField
            label={<Trans>Invite code (optional)</Trans>}
            value={c.inviteCode}
            onChange={set('inviteCode')}
            disabled={c.inviteLocked}
            message={c.inviteMessage}
          />
          <AgreementCheckbox
            checked={c.agreed}
            onChange={(agreed) => send({ type: 'agreement.toggle', agreed })}
            error={c.errors.agreement}
          />
          <button type="submit" className="button-primary" disabled={busy}>
            {state.matches('checkingInvite') ? <Trans>Checking…</Trans> : <Trans>Next</Trans>}
          </button>
          <ConfirmTermsModal
            open={state.matches({ account: 'confirmTerms' })}
            onAccept={() => send({ type: 'terms.accept' })}
            onDismiss={() => send({ type: 'terms.dismiss' })}
          />
        </>
      ) : (
        <>
          <p className="login-account">
            <Trans>Signing up as</Trans>{' '}
            <strong>{c.accountType === 'email' ? c.email : `${c.phoneCode} ${c.phoneNumber}`}</strong>
          </p>
          <CodeField
            value={c.code}
            onChange={set('code')}
            error={c.errors.code}
            after={
              <SendCodeButton
                key={account}
                type="register"
                account={account}
                send={() => sendAccountCode(c, 'register')}
              />
            }
          />
          {c.serverError !== null && (
            <p className="form-error" role="alert">
              {failureMessage(c.serverError, t`unknown error, please retry`)}
            </p>
          )}
          <button type="submit" className="button-primary" disabled={busy}>
            {state.matches('submitting') ? <Trans>Signing up…</Trans> : <Trans>Sign up</Trans>}
          </button>
          <div className="form-links">
            <button type="button" className="link-button" disabled={busy} onClick={() => send({ type: 'step.back' })}>
              <Trans>Back</Trans>
            </button>
          </div>
        </>
      )}
    </form>
  );
}
