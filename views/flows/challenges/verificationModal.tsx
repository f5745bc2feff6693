import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type AuthMethod,
  CODE_LENGTH,
  type FieldProblem,
  type verificationMachine,
} from '../../../machines/challenges/verificationMachine.ts';
import { notifications } from '../../../runtime/config.ts';
import { Modal } from '../modal/modal.tsx';
import { SendCodeButton } from '../sendCode/sendCodeButton.tsx';
import { sendAuthEmail } from './challengeEffects.ts';

function CodeField({
  label,
  type,
  value,
  placeholder,
  problem,
  onChange,
  after,
}: {
  label: ReactNode;
  type: 'password' | 'text';
  value: string;
  placeholder: string;
  problem: ReactNode;
  onChange: (value: string) => void;
  after?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={problem ? 'security-field security-field-invalid' : 'security-field'}>
      <label htmlFor={id}>{label}</label>
      <div className="security-field-row">
        <input
          id={id}
          type={type}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder={placeholder}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {after}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="security-field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * The security verification modal (spec section 4) on the verification machine: one field per
 * method the task asks for, the server's answer to a wrong code under the form, Cancel and Confirm.
 */
export function VerificationModal({
  actor,
  open,
  onClose,
}: {
  actor: ActorRefFrom<typeof verificationMachine>;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  const { methods, values, problems, message, taskId, authInfo } = state.context;
  const submitting = state.matches('submitting');
  const placeholders: Record<AuthMethod, string> = {
    pay: t`Enter your 6-digit fund password`,
    ga: t`Enter the 6-digit authenticator code`,
    email: t`Enter the 6-digit email code`,
  };
  const required: Record<AuthMethod, string> = {
    pay: placeholders.pay,
    ga: t`Please enter the authenticator code`,
    email: t`Please enter the email code`,
  };
  // Spec section 5: a fund password shorter than 6 digits shows its placeholder text as the message.
  const problemText = (method: AuthMethod, problem: FieldProblem | undefined) =>
    problem === undefined ? null : problem === 'short' ? placeholders.pay : required[method];
  const change = (method: AuthMethod) => (value: string) => actor.send({ type: 'field.change', method, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'form.submit' });
  };

  return (
    <Modal open={open} onClose={onClose} title={t`Security verification`} width={460} className="security-modal">
      <form className="verification-form" onSubmit={submit} noValidate aria-busy={submitting || undefined}>
        {methods.includes('pay') && (
          <CodeField
            label={<Trans>Fund password</Trans>}
            type="password"
            value={values.pay}
            placeholder={placeholders.pay}
            problem={problemText('pay', problems.pay)}
            onChange={change('pay')}
          />
        )}
        {methods.includes('ga') && (
          <CodeField
            label={<Trans>Authenticator code</Trans>}
            type="text"
            value={values.ga}
            placeholder={placeholders.ga}
            problem={problemText('ga', problems.ga)}
            onChange={change('ga')}
          />
        )}
        {methods.includes('email') && (
          <CodeField
            label={<Trans>Email code</Trans>}
            type="text"
            value={values.email}
            placeholder={placeholders.email}
            problem={problemText('email', problems.email)}
            onChange={change('email')}
            after={
              <SendCodeButton
                type="auth"
                account={authInfo || taskId}
                send={async () => {
                  const outcome = await sendAuthEmail(taskId);
                  // Spec section 4: a truthy reply shows a success message.
                  if (outcome.sent) notifications.show(t`Verification code sent`, 'success');
                  return outcome;
                }}
              />
            }
          />
        )}
        {methods.includes('email') && authInfo && (
          <p className="verification-info">
            <Trans>The code goes to {authInfo}.</Trans>
          </p>
        )}
        {message && (
          <p className="verification-message" role="alert">
            {message}
          </p>
        )}
        <div className="verification-actions">
          <button
            type="button"
            className="security-button security-button-secondary"
            onClick={() => actor.send({ type: 'form.cancel' })}
          >
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="security-button" disabled={submitting}>
            {submitting ? <Trans>Verifying…</Trans> : <Trans>Confirm</Trans>}
          </button>
        </div>
      </form>
    </Modal>
  );
}
