import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type AlarmField,
  type AlarmValues,
  alarmSettingsMachine,
  alarmValuesOf,
} from '../../../machines/pool/alarmSettingsMachine.ts';
import { http } from '../../../runtime/config.ts';
import type { AlarmConfig } from '../../../runtime/http/contract/pool.ts';
import { ALARM_AUTO_PERCENT } from '../../../runtime/http/contract/poolValues.ts';
import { useFormat } from '../../format/useFormat.ts';
import { failureMessage } from '../../ui/errorMessage.ts';
import { FormField } from '../../ui/formField.tsx';
import { alarmConfigQuery } from './poolQueries.ts';

const machine = alarmSettingsMachine.provide({
  actors: {
    checkChat: fromPromise(async ({ input }: { input: { chatId: string } }) => {
      const { valid } = await http.call('poolTelegramCheck', input, { showError: false });
      return { valid };
    }),
    saveSettings: fromPromise(({ input }: { input: AlarmValues }) =>
      http.call('poolWarningSave', toBody(input), { showError: false }),
    ),
  },
});

/** What the API takes: numbers parsed, empty contacts and an unused limit left out. */
function toBody(values: AlarmValues) {
  const email = values.email.trim();
  const chat = values.telegramChatId.trim();
  return {
    subAccount: values.subAccount,
    offlineEnabled: values.offlineEnabled,
    offlineMinutes: Number(values.offlineMinutes),
    hashrateEnabled: values.hashrateEnabled,
    hashrateMode: values.hashrateMode,
    ...(values.hashrateMode === 'manual' && values.hashrateLimitTh.trim() !== ''
      ? { hashrateLimitTh: Number(values.hashrateLimitTh) }
      : {}),
    ...(email ? { email } : {}),
    ...(chat ? { telegramChatId: chat } : {}),
  };
}

/**
 * A sub-account's alarm settings (machines/pool/alarmSettingsMachine.ts): offline after N minutes,
 * hashrate under a limit (auto 70% of the 24 h average, or manual), contacts by email and Telegram
 * (the chat id checked with the bot). What was typed stays on any error.
 */
export function AlarmSettingsForm({ config }: { config: AlarmConfig }) {
  const { t } = useLingui();
  const format = useFormat();
  const client = useQueryClient();
  const [state, send] = useMachine(machine);
  const [values, setValues] = useState<AlarmValues>(() => alarmValuesOf(config));
  const { fieldErrors, error, saved } = state.context;
  const busy = state.matches('checkingChat') || state.matches('saving');

  useEffect(() => {
    if (saved) client.setQueryData(alarmConfigQuery(saved.subAccount).queryKey, saved);
  }, [saved, client]);

  const change = <K extends keyof AlarmValues>(key: K, value: AlarmValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (state.matches('failed') || state.matches('saved')) send({ type: 'alarm.edit' });
  };
  const errorOf = (field: AlarmField): string | null => {
    switch (fieldErrors[field]) {
      case undefined:
        return null;
      case 'range':
        return field === 'offlineMinutes' ? t`Enter whole minutes from 10 to 1440.` : t`Enter a hashrate above 0 TH/s.`;
      case 'required':
        return field === 'contacts'
          ? t`Add an email or a Telegram chat ID to receive alerts.`
          : t`Enter a limit in TH/s.`;
      case 'format':
        return field === 'email'
          ? t`Enter a valid email address.`
          : t`A chat ID is 5 to 15 digits, negative for groups and channels.`;
      case 'unreachable':
        return t`Our bot cannot reach this chat. Open Telegram, send /start to @FuFuPoolAlertBot, then try again.`;
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Saving again after a save: the confirmation goes first.
    if (state.matches('saved')) send({ type: 'alarm.edit' });
    send({ type: 'alarm.save', values });
  };
  const auto = config.autoLimitTh;

  return (
    <form className="pool-card" aria-label={t`Alarm settings`} noValidate onSubmit={submit}>
      <h2>
        <Trans>Alarm settings of {config.subAccount}</Trans>
      </h2>
      <fieldset className="pool-fieldset">
        <legend>
          <Trans>Offline workers</Trans>
        </legend>
        <label>
          <input
            type="checkbox"
            checked={values.offlineEnabled}
            onChange={(event) => change('offlineEnabled', event.currentTarget.checked)}
          />
          <Trans>Alert when a worker sends no share</Trans>
        </label>
        <FormField label={t`Offline after (minutes)`} error={errorOf('offlineMinutes')}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={values.offlineMinutes}
              onChange={(event) => change('offlineMinutes', event.currentTarget.value)}
            />
          )}
        </FormField>
      </fieldset>
      <fieldset className="pool-fieldset">
        <legend>
          <Trans>Low hashrate</Trans>
        </legend>
        <label>
          <input
            type="checkbox"
            checked={values.hashrateEnabled}
            onChange={(event) => change('hashrateEnabled', event.currentTarget.checked)}
          />
          <Trans>Alert when the hashrate falls under the limit</Trans>
        </label>
        <label>
          <input
            type="radio"
            name="hashrateMode"
            checked={values.hashrateMode === 'auto'}
            onChange={() => change('hashrateMode', 'auto')}
          />
          {auto === null ? (
            <Trans>Automatic: {ALARM_AUTO_PERCENT}% of the 24 h average</Trans>
          ) : (
            <Trans>
              Automatic: {ALARM_AUTO_PERCENT}% of the 24 h average (now {format.hashrate(auto)})
            </Trans>
          )}
        </label>
        <label>
          <input
            type="radio"
            name="hashrateMode"
            checked={values.hashrateMode === 'manual'}
            onChange={() => change('hashrateMode', 'manual')}
          />
          <Trans>Manual limit</Trans>
        </label>
        {values.hashrateMode === 'manual' && (
          <FormField label={t`Limit (TH/s)`} error={errorOf('hashrateLimitTh')}>
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                value={values.hashrateLimitTh}
                onChange={(event) => change('hashrateLimitTh', event.currentTarget.value)}
              />
            )}
          </FormField>
        )}
      </fieldset>
      <fieldset className="pool-fieldset">
        <legend>
          <Trans>Contacts</Trans>
        </legend>
        <FormField label={t`Email for alerts`} error={errorOf('email')}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => change('email', event.currentTarget.value)}
            />
          )}
        </FormField>
        <FormField
          label={t`Telegram chat ID`}
          hint={t`Send /start to @FuFuPoolAlertBot first; it replies with your chat ID.`}
          error={errorOf('telegramChatId')}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={values.telegramChatId}
              onChange={(event) => change('telegramChatId', event.currentTarget.value)}
            />
          )}
        </FormField>
      </fieldset>
      {fieldErrors.contacts && (
        <p className="field-error" role="alert">
          {errorOf('contacts')}
        </p>
      )}
      {state.matches('saved') && (
        <p className="pool-success" role="status">
          <Trans>Alarm settings saved.</Trans>
        </p>
      )}
      {state.matches('failed') && (
        <div className="page-alert" role="alert">
          <p>{failureMessage(error ?? '', t`The alarm settings could not be saved. Please try again.`)}</p>
          <button type="button" className="button button-primary" onClick={() => send({ type: 'alarm.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {!state.matches('failed') && (
        <p>
          <button type="submit" className="button button-primary" disabled={busy}>
            {state.matches('checkingChat') ? (
              <Trans>Checking the chat…</Trans>
            ) : state.matches('saving') ? (
              <Trans>Saving…</Trans>
            ) : (
              <Trans>Save alarm settings</Trans>
            )}
          </button>
        </p>
      )}
    </form>
  );
}
