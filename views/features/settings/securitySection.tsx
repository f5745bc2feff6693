import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { fromPromise } from 'xstate';
import { authMethodsMachine } from '../../../machines/settings/authMethodsMachine.ts';
import {
  type ForgetForm,
  type ForgetProblem,
  fundPasswordForgetMachine,
} from '../../../machines/settings/fundPasswordForgetMachine.ts';
import { http } from '../../../runtime/config.ts';
import type { AuthMethod, AuthMethodScope, SettingsOverview } from '../../../runtime/http/contract/settings.ts';
import { useSecurityModals } from '../../flows/security/securityModals.tsx';
import { AUTH_METHOD_LABELS } from './settingsLabels.ts';
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

/** The fund password and the authenticator. */
export function SecuritySection({ data, unbinding }: { data: SettingsOverview; unbinding: Unbinding }) {
  const { t } = useLingui();
  const modals = useSecurityModals();
  return (
    <SettingsCard id="settings-security" title={<Trans>Security</Trans>}>
      <FundPasswordRow data={data} />
      <SettingRow
        label={<Trans>Google Authenticator</Trans>}
        value={
          data.gaBound ? (
            <span className="setting-on">{t`Bound`}</span>
          ) : (
            <span className="setting-off">{t`Not bound: bind it to protect withdrawals`}</span>
          )
        }
        actions={
          data.gaBound ? (
            <button
              type="button"
              className="button button-ghost"
              disabled={unbinding.busy}
              onClick={() => unbinding.ask({ kind: 'ga' })}
            >
              <Trans>Unbind authenticator</Trans>
            </button>
          ) : (
            <button type="button" className="button button-outline" onClick={() => modals.openBindGa()}>
              <Trans>Bind authenticator</Trans>
            </button>
          )
        }
      >
        {unbinding.panel((target) => target.kind === 'ga')}
        {unbinding.doneNote((target) => target.kind === 'ga')}
      </SettingRow>
    </SettingsCard>
  );
}

function FundPasswordRow({ data }: { data: SettingsOverview }) {
  const { t } = useLingui();
  const modals = useSecurityModals();
  const afterChange = useAfterChange();
  const [machine] = useState(() =>
    fundPasswordForgetMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: { fundPassword: string } }) => {
          await http.call('fundPasswordForget', input, { showError: false });
          await afterChange();
        }),
      },
    }),
  );
  const [state, send] = useMachine(machine);
  const [form, setForm] = useState<ForgetForm>({ pin: '', confirm: '' });
  const { problem, failure, saved } = state.context;
  const placeholder = t`Enter a 6-digit fund password`;
  const problems: Record<ForgetProblem, string> = {
    pinLength: placeholder,
    pinSame: t`The fund password cannot be one digit repeated`,
    pinRun: t`The fund password cannot be consecutive digits like 123456`,
    mismatch: t`The two fund passwords do not match`,
  };
  const set = (key: keyof ForgetForm) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value.replace(/\D/g, '').slice(0, 6) }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'forget.submit', form });
  };
  const saving = state.matches('saving');
  return (
    <SettingRow
      label={<Trans>Fund password</Trans>}
      value={
        data.fundPasswordSet ? (
          <span className="setting-on">{t`Set`}</span>
        ) : (
          <span className="setting-off">{t`Not set: needed to withdraw and to pay from your balance`}</span>
        )
      }
      actions={
        state.matches('closed') &&
        (data.fundPasswordSet ? (
          <>
            <button type="button" className="button button-outline" onClick={() => modals.openFundReset()}>
              <Trans>Change fund password</Trans>
            </button>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => {
                setForm({ pin: '', confirm: '' });
                send({ type: 'forget.open' });
              }}
            >
              <Trans>Forgot fund password?</Trans>
            </button>
          </>
        ) : (
          <button type="button" className="button button-primary" onClick={() => modals.openFundReset()}>
            <Trans>Set fund password</Trans>
          </button>
        ))
      }
    >
      {saved && state.matches('closed') && (
        <SavedNote>
          <Trans>Your new fund password is set.</Trans>
        </SavedNote>
      )}
      {!state.matches('closed') && (
        <form
          className="settings-form"
          onSubmit={onSubmit}
          noValidate
          aria-busy={saving}
          aria-label={t`Reset a forgotten fund password`}
        >
          <p className="setting-hint">
            <Trans>
              Choose a new fund password. Your authenticator or an email code then proves the account is yours.
            </Trans>
          </p>
          <TextInput
            label={<Trans>New fund password</Trans>}
            type="password"
            inputMode="numeric"
            maxLength={6}
            value={form.pin}
            onChange={set('pin')}
            error={problem && problem !== 'mismatch' ? problems[problem] : null}
          />
          <TextInput
            label={<Trans>Confirm fund password</Trans>}
            type="password"
            inputMode="numeric"
            maxLength={6}
            value={form.confirm}
            onChange={set('confirm')}
            error={problem === 'mismatch' ? problems.mismatch : null}
          />
          <FailureNote failure={failure} />
          <FormButtons busy={saving} onCancel={() => send({ type: 'forget.cancel' })} />
        </form>
      )}
    </SettingRow>
  );
}

/** Which checks withdrawals and payments ask for (the fund password always). */
export function ChecksSection({ data }: { data: SettingsOverview }) {
  const { t, i18n } = useLingui();
  const afterChange = useAfterChange();
  const [machine] = useState(() =>
    authMethodsMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: { scope: AuthMethodScope; methods: AuthMethod[] } }) => {
          const saved = await http.call(
            'authMethodsSet',
            { scope: input.scope, methods: input.methods.join(',') },
            { showError: false },
          );
          await afterChange();
          return saved;
        }),
      },
    }),
  );
  const [state, send] = useMachine(machine);
  const [chosen, setChosen] = useState<AuthMethod[]>([]);
  const { scope, failure, saved } = state.context;
  const saving = state.matches('saving');
  const listOf = (methods: AuthMethod[]) => methods.map((method) => i18n._(AUTH_METHOD_LABELS[method])).join(' + ');
  const rows: { scope: AuthMethodScope; label: string; methods: AuthMethod[] }[] = [
    { scope: 'withdraw', label: t`Withdrawals`, methods: data.withdrawAuth },
    { scope: 'pay', label: t`Payments from balance or points`, methods: data.payAuth },
  ];
  const unavailable: Record<AuthMethod, string> = {
    pay: t`Always required`,
    ga: t`Bind an authenticator first`,
    email: t`Bind an email first`,
  };

  return (
    <SettingsCard id="settings-checks" title={<Trans>Withdrawal and payment checks</Trans>}>
      <p className="setting-hint">
        <Trans>The fund password is always asked for. Add the authenticator or an email code for a second check.</Trans>
      </p>
      {rows.map((row) => {
        const editingThis = !state.matches('viewing') && scope === row.scope;
        return (
          <SettingRow
            key={row.scope}
            label={row.label}
            value={listOf(row.methods)}
            actions={
              state.matches('viewing') && (
                <button
                  type="button"
                  className="button button-outline"
                  aria-label={row.scope === 'withdraw' ? t`Edit withdrawal checks` : t`Edit payment checks`}
                  onClick={() => {
                    setChosen(row.methods);
                    send({ type: 'methods.edit', scope: row.scope });
                  }}
                >
                  <Trans>Edit</Trans>
                </button>
              )
            }
          >
            {state.matches('viewing') && saved === row.scope && (
              <SavedNote>
                <Trans>
                  Saved: {row.label} now ask for {listOf(row.methods)}.
                </Trans>
              </SavedNote>
            )}
            {editingThis && (
              <form
                className="settings-form"
                aria-label={row.label}
                aria-busy={saving}
                onSubmit={(event: FormEvent) => {
                  event.preventDefault();
                  send({ type: 'methods.submit', methods: chosen });
                }}
              >
                <fieldset className="settings-methods">
                  <legend>{row.label}</legend>
                  {(['pay', 'ga', 'email'] as const).map((method) => {
                    const available = method !== 'pay' && data.availableAuth.includes(method);
                    return (
                      <label key={method} className="settings-method">
                        <input
                          type="checkbox"
                          checked={method === 'pay' || chosen.includes(method)}
                          disabled={!available || saving}
                          onChange={(event) =>
                            setChosen((list) =>
                              event.target.checked ? [...list, method] : list.filter((one) => one !== method),
                            )
                          }
                        />
                        {i18n._(AUTH_METHOD_LABELS[method])}
                        {!available && <span className="setting-hint"> ({unavailable[method]})</span>}
                      </label>
                    );
                  })}
                </fieldset>
                <FailureNote failure={failure} />
                <FormButtons busy={saving} onCancel={() => send({ type: 'methods.cancel' })} />
              </form>
            )}
          </SettingRow>
        );
      })}
    </SettingsCard>
  );
}
