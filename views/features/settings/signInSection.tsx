import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type ContactForm,
  type ContactProblem,
  type ContactTarget,
  contactMachine,
} from '../../../machines/settings/contactMachine.ts';
import {
  type PasswordChangeForm,
  type PasswordChangeProblem,
  passwordChangeMachine,
} from '../../../machines/settings/passwordChangeMachine.ts';
import { http } from '../../../runtime/config.ts';
import type { SettingsOverview } from '../../../runtime/http/contract/settings.ts';
import { useSecurityModals } from '../../flows/security/securityModals.tsx';
import { SendCodeButton } from '../../flows/sendCode/sendCodeButton.tsx';
import {
  FailureNote,
  FormButtons,
  SavedNote,
  SettingRow,
  SettingsCard,
  TextInput,
  useAfterChange,
} from './settingsUi.tsx';
import type { Unbinding } from './unbindPanel.tsx';

const EMPTY_CONTACT: ContactForm = { email: '', phoneCode: '+1', phoneNumber: '', code: '' };

/** The login password, the email and the phone number: bind, change and unbind. */
export function SignInSection({ data, unbinding }: { data: SettingsOverview; unbinding: Unbinding }) {
  const { t } = useLingui();
  const modals = useSecurityModals();
  const phone = data.phoneNumber ? `${data.phoneCode ?? ''} ${data.phoneNumber}` : null;
  const notBound = <span className="setting-off">{t`Not bound`}</span>;
  return (
    <SettingsCard id="settings-sign-in" title={<Trans>Sign-in and contact</Trans>}>
      <PasswordRow passwordSet={data.passwordSet} />
      <ContactRows
        render={(open, panel) => (
          <>
            <SettingRow
              label={<Trans>Email</Trans>}
              value={data.email ?? notBound}
              actions={
                data.email ? (
                  <>
                    <button
                      type="button"
                      className="button button-outline"
                      onClick={() => open({ kind: 'email', mode: 'change' })}
                    >
                      <Trans>Change email</Trans>
                    </button>
                    <button
                      type="button"
                      className="button button-ghost"
                      disabled={unbinding.busy}
                      onClick={() => unbinding.ask({ kind: 'email' })}
                    >
                      <Trans>Unbind email</Trans>
                    </button>
                  </>
                ) : (
                  <button type="button" className="button button-outline" onClick={() => modals.openBindEmail()}>
                    <Trans>Bind email</Trans>
                  </button>
                )
              }
            >
              {panel('email')}
              {unbinding.panel((target) => target.kind === 'email')}
              {unbinding.doneNote((target) => target.kind === 'email')}
            </SettingRow>
            <SettingRow
              label={<Trans>Phone number</Trans>}
              value={phone ?? notBound}
              actions={
                phone ? (
                  <>
                    <button
                      type="button"
                      className="button button-outline"
                      onClick={() => open({ kind: 'phone', mode: 'change' })}
                    >
                      <Trans>Change phone number</Trans>
                    </button>
                    <button
                      type="button"
                      className="button button-ghost"
                      disabled={unbinding.busy}
                      onClick={() => unbinding.ask({ kind: 'phone' })}
                    >
                      <Trans>Unbind phone number</Trans>
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    className="button button-outline"
                    onClick={() => open({ kind: 'phone', mode: 'bind' })}
                  >
                    <Trans>Bind phone number</Trans>
                  </button>
                )
              }
            >
              {panel('phone')}
              {unbinding.panel((target) => target.kind === 'phone')}
              {unbinding.doneNote((target) => target.kind === 'phone')}
            </SettingRow>
          </>
        )}
      />
      <p className="setting-hint">
        <Trans>An account keeps at least one of its email and phone number: you log in with it.</Trans>
      </p>
    </SettingsCard>
  );
}

function PasswordRow({ passwordSet }: { passwordSet: boolean }) {
  const { t } = useLingui();
  const afterChange = useAfterChange();
  const [machine] = useState(() =>
    passwordChangeMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: { oldPasswd?: string; passwd: string } }) => {
          await http.call('changePassword', input, { showError: false });
          await afterChange();
        }),
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: { passwordSet } });
  const [form, setForm] = useState<PasswordChangeForm>({ oldPasswd: '', passwd: '', confirm: '' });
  const { problem, failure, saved } = state.context;
  const hasPassword = state.context.passwordSet;
  const problems: Record<PasswordChangeProblem, string> = {
    oldRequired: t`Enter your current password`,
    passwordRule: t`8 to 20 characters with at least one letter and one digit; symbols ~!@#$%^&* allowed`,
    samePassword: t`The new password must differ from the current one`,
    mismatch: t`The two passwords do not match`,
  };
  const set = (key: keyof PasswordChangeForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'password.submit', form });
  };
  const saving = state.matches('saving');
  return (
    <SettingRow
      label={<Trans>Login password</Trans>}
      value={hasPassword ? '••••••••' : <span className="setting-off">{t`Not set: you log in with a code`}</span>}
      actions={
        state.matches('closed') && (
          <button
            type="button"
            className="button button-outline"
            onClick={() => {
              setForm({ oldPasswd: '', passwd: '', confirm: '' });
              send({ type: 'password.open' });
            }}
          >
            {hasPassword ? <Trans>Change password</Trans> : <Trans>Set a password</Trans>}
          </button>
        )
      }
    >
      {saved && state.matches('closed') && (
        <SavedNote>
          <Trans>Your login password was saved. Use it the next time you log in.</Trans>
        </SavedNote>
      )}
      {!state.matches('closed') && (
        <form
          className="settings-form"
          onSubmit={onSubmit}
          noValidate
          aria-busy={saving}
          aria-label={t`Change the login password`}
        >
          {hasPassword && (
            <TextInput
              label={<Trans>Current password</Trans>}
              type="password"
              autoComplete="current-password"
              maxLength={64}
              value={form.oldPasswd}
              onChange={set('oldPasswd')}
              error={problem === 'oldRequired' ? problems.oldRequired : null}
            />
          )}
          <TextInput
            label={<Trans>New password</Trans>}
            type="password"
            autoComplete="new-password"
            maxLength={64}
            value={form.passwd}
            onChange={set('passwd')}
            error={problem === 'passwordRule' || problem === 'samePassword' ? problems[problem] : null}
          />
          <TextInput
            label={<Trans>Confirm new password</Trans>}
            type="password"
            autoComplete="new-password"
            maxLength={64}
            value={form.confirm}
            onChange={set('confirm')}
            error={problem === 'mismatch' ? problems.mismatch : null}
          />
          <FailureNote failure={failure} />
          <FormButtons busy={saving} onCancel={() => send({ type: 'password.cancel' })} />
        </form>
      )}
    </SettingRow>
  );
}

/** The bind-or-change flow of the email and phone rows (machines/settings/contactMachine.ts). */
function ContactRows({
  render,
}: {
  render: (open: (target: ContactTarget) => void, panel: (kind: 'email' | 'phone') => ReactNode) => ReactNode;
}) {
  const { t } = useLingui();
  const afterChange = useAfterChange();
  const [machine] = useState(() =>
    contactMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: { target: ContactTarget; form: ContactForm } }) => {
          const { target, form } = input;
          if (target.kind === 'email') {
            await http.call('changeEmail', { email: form.email, emailCode: form.code }, { showError: false });
          } else {
            const fields = { phoneCode: form.phoneCode, phoneNumber: form.phoneNumber, smsCode: form.code };
            await http.call(target.mode === 'bind' ? 'bindPhone' : 'changePhone', fields, { showError: false });
          }
          await afterChange();
        }),
      },
    }),
  );
  const [state, send] = useMachine(machine);
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT);
  const { target, problem, failure, saved } = state.context;
  const problems: Record<ContactProblem, string> = {
    emailInvalid: t`Enter a valid email address`,
    phoneInvalid: t`Enter a calling code like +1 and a number of 8 to 13 digits`,
    codeInvalid: t`Enter the 6-digit code`,
  };
  const set = (key: keyof ContactForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const open = (next: ContactTarget) => {
    setForm(EMPTY_CONTACT);
    send({ type: 'contact.open', target: next });
  };
  const saving = state.matches('saving');

  const panel = (kind: 'email' | 'phone') => {
    if (state.matches('closed')) {
      if (saved?.kind !== kind) return null;
      return (
        <SavedNote>
          {kind === 'email' ? <Trans>Your email was changed.</Trans> : <Trans>Your phone number was saved.</Trans>}
        </SavedNote>
      );
    }
    if (target?.kind !== kind) return null;
    const address = kind === 'email' ? form.email.trim() : `${form.phoneCode}${form.phoneNumber}`;
    const addressValid =
      kind === 'email' ? /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) : /^\+?\d{1,4}\d{8,13}$/.test(address);
    const sendCode = async () => {
      const reply =
        kind === 'email'
          ? await http.call('bindEmailSendCode', { email: form.email.trim() })
          : await http.call('bindPhoneSendCode', { phoneCode: form.phoneCode, phoneNumber: form.phoneNumber });
      return reply;
    };
    return (
      <form
        className="settings-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          send({ type: 'contact.submit', form });
        }}
        noValidate
        aria-busy={saving}
        aria-label={kind === 'email' ? t`Change email` : t`Phone number`}
      >
        {kind === 'email' ? (
          <TextInput
            label={<Trans>New email</Trans>}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            value={form.email}
            onChange={set('email')}
            error={problem === 'emailInvalid' ? problems.emailInvalid : null}
          />
        ) : (
          <div className="settings-phone">
            <TextInput
              label={<Trans>Calling code</Trans>}
              type="tel"
              inputMode="tel"
              maxLength={5}
              value={form.phoneCode}
              onChange={set('phoneCode')}
            />
            <TextInput
              label={<Trans>New phone number</Trans>}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={13}
              value={form.phoneNumber}
              onChange={(value) => set('phoneNumber')(value.replace(/\D/g, ''))}
              error={problem === 'phoneInvalid' ? problems.phoneInvalid : null}
            />
          </div>
        )}
        <TextInput
          label={<Trans>Verification code</Trans>}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={form.code}
          onChange={(value) => set('code')(value.replace(/\D/g, ''))}
          error={problem === 'codeInvalid' ? problems.codeInvalid : null}
          hint={
            kind === 'email' ? (
              <Trans>The code goes to the new address. Then the security verification confirms the change.</Trans>
            ) : (
              <Trans>The code goes to the new number by SMS.</Trans>
            )
          }
          after={
            <SendCodeButton
              type={kind === 'email' ? 'bindEmail' : 'bindPhone'}
              account={address}
              disabled={!addressValid}
              send={sendCode}
            />
          }
        />
        <FailureNote failure={failure} />
        <FormButtons busy={saving} onCancel={() => send({ type: 'contact.cancel' })} />
      </form>
    );
  };
  return <>{render(open, panel)}</>;
}
