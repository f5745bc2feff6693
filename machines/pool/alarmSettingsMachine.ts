import { assign, fromPromise, setup } from 'xstate';
import type { AlarmConfig } from '../../runtime/http/contract/pool.ts';
import {
  ALARM_OFFLINE_MINUTES,
  type HashrateAlarmMode,
  TELEGRAM_CHAT_ID,
} from '../../runtime/http/contract/poolValues.ts';
import { errorText } from '../../runtime/http/errorText.ts';
import { validateEmail } from '../../runtime/validation/rules.ts';

/** The settings form as typed (numbers as text); the view keeps it, the machine gets it on save. */
export interface AlarmValues {
  subAccount: string;
  offlineEnabled: boolean;
  offlineMinutes: string;
  hashrateEnabled: boolean;
  hashrateMode: HashrateAlarmMode;
  hashrateLimitTh: string;
  email: string;
  telegramChatId: string;
}
export type AlarmField = 'offlineMinutes' | 'hashrateLimitTh' | 'email' | 'telegramChatId' | 'contacts';
/** Why a field cannot be saved, said at the field (the view words it). */
export type AlarmFieldErrors = Partial<Record<AlarmField, 'range' | 'required' | 'format' | 'unreachable'>>;

export const alarmValuesOf = (config: AlarmConfig): AlarmValues => ({
  subAccount: config.subAccount,
  offlineEnabled: config.offlineEnabled,
  offlineMinutes: String(config.offlineMinutes),
  hashrateEnabled: config.hashrateEnabled,
  hashrateMode: config.hashrateMode,
  hashrateLimitTh: config.hashrateLimitTh === null ? '' : String(config.hashrateLimitTh),
  email: config.email ?? '',
  telegramChatId: config.telegramChatId ?? '',
});

/** Every broken field: minutes out of 10 to 1440, a manual limit missing, a malformed contact, no contact for an alert. */
export function alarmFieldErrors(values: AlarmValues): AlarmFieldErrors {
  const errors: AlarmFieldErrors = {};
  const minutes = Number(values.offlineMinutes);
  if (!Number.isInteger(minutes) || minutes < ALARM_OFFLINE_MINUTES.min || minutes > ALARM_OFFLINE_MINUTES.max) {
    errors.offlineMinutes = 'range';
  }
  if (values.hashrateEnabled && values.hashrateMode === 'manual') {
    const limit = Number(values.hashrateLimitTh);
    if (values.hashrateLimitTh.trim() === '') errors.hashrateLimitTh = 'required';
    else if (!Number.isFinite(limit) || limit <= 0) errors.hashrateLimitTh = 'range';
  }
  const email = values.email.trim();
  // The site's email rule (spec section 5), which the save call's contract applies too; zod is not loaded for it.
  if (email !== '' && validateEmail(email) !== null) errors.email = 'format';
  const chat = values.telegramChatId.trim();
  if (chat !== '' && !TELEGRAM_CHAT_ID.test(chat)) errors.telegramChatId = 'format';
  if ((values.offlineEnabled || values.hashrateEnabled) && email === '' && chat === '') errors.contacts = 'required';
  return errors;
}

const hasTelegram = (values: AlarmValues | null) => (values?.telegramChatId.trim() ?? '') !== '';

/**
 * The alarm settings of a sub-account (`/dashboard/pool/alarm`): broken fields are said at the field
 * without a call; a Telegram chat id is checked first (the bot must reach the chat: "unreachable" at
 * the field), then the settings are saved. A failure shows the server's message with a retry, or goes
 * back to editing with what was typed. A saved confirmation stays until the form is edited again.
 */
export const alarmSettingsMachine = setup({
  types: {
    context: {} as {
      values: AlarmValues | null;
      fieldErrors: AlarmFieldErrors;
      error: string | null;
      saved: AlarmConfig | null;
    },
    events: {} as { type: 'alarm.save'; values: AlarmValues } | { type: 'alarm.retry' } | { type: 'alarm.edit' },
  },
  actors: {
    checkChat: fromPromise<{ valid: boolean }, { chatId: string }>(async () => {
      throw new Error('checkChat must be provided');
    }),
    saveSettings: fromPromise<AlarmConfig, AlarmValues>(async () => {
      throw new Error('saveSettings must be provided');
    }),
  },
  guards: {
    validWithTelegram: ({ event }) =>
      event.type === 'alarm.save' &&
      Object.keys(alarmFieldErrors(event.values)).length === 0 &&
      hasTelegram(event.values),
    valid: ({ event }) => event.type === 'alarm.save' && Object.keys(alarmFieldErrors(event.values)).length === 0,
    chatReachable: ({ event }) => 'output' in event && (event.output as { valid: boolean }).valid,
  },
}).createMachine({
  id: 'alarmSettings',
  context: { values: null, fieldErrors: {}, error: null, saved: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'alarm.save': [
          {
            guard: 'validWithTelegram',
            target: 'checkingChat',
            actions: assign({ values: ({ event }) => event.values, fieldErrors: {}, error: null }),
          },
          {
            guard: 'valid',
            target: 'saving',
            actions: assign({ values: ({ event }) => event.values, fieldErrors: {}, error: null }),
          },
          {
            target: 'editing',
            actions: assign({
              values: ({ event }) => event.values,
              fieldErrors: ({ event }) => alarmFieldErrors(event.values),
            }),
          },
        ],
      },
    },
    checkingChat: {
      invoke: {
        id: 'checkChat',
        src: 'checkChat',
        input: ({ context }) => ({ chatId: context.values?.telegramChatId.trim() ?? '' }),
        onDone: [
          { guard: 'chatReachable', target: 'saving' },
          { target: 'editing', actions: assign({ fieldErrors: { telegramChatId: 'unreachable' } }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    saving: {
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => context.values as AlarmValues,
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    failed: {
      on: {
        'alarm.retry': { target: 'saving', actions: assign({ error: null }) },
        'alarm.edit': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    saved: {
      on: {
        'alarm.edit': { target: 'editing', actions: assign({ saved: null }) },
      },
    },
  },
});
