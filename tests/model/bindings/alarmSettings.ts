import { type AlarmValues, alarmSettingsMachine } from '../../../machines/pool/alarmSettingsMachine.ts';
import type { AlarmConfig } from '../../../runtime/http/contract/pool.ts';
import { failCall, holdCall, releaseCalls, signIn, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { freshEmail, registerByApi } from './accountSteps.ts';

const FAULT = 'injected fault: HTTP 503';
/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const PASSWORD = 'Alarms2026';
/** Chat ids the sandbox's bot reaches, and one it does not (ends in 0000: the chat never started the bot). */
const REACHABLE = '123456789';
const UNREACHABLE = '123450000';
const MINUTES_MESSAGE = 'Enter whole minutes from 10 to 1440.';
const CHAT_MESSAGE = 'Our bot cannot reach this chat. Open Telegram, send /start to @FuFuPoolAlertBot, then try again.';

const values = (over: Partial<AlarmValues>): AlarmValues => ({
  subAccount: 'sample',
  offlineEnabled: true,
  offlineMinutes: '30',
  hashrateEnabled: true,
  hashrateMode: 'auto',
  hashrateLimitTh: '',
  email: 'ops@example.com',
  telegramChatId: '',
  ...over,
});
const SAVED: AlarmConfig = {
  subAccount: 'sample',
  offlineEnabled: true,
  offlineMinutes: 30,
  hashrateEnabled: true,
  hashrateMode: 'auto',
  hashrateLimitTh: null,
  autoLimitTh: null,
  email: 'ops@example.com',
  telegramChatId: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
};

/** The path's own account and sub-account (fresh per path: the Chromium sandbox is shared). */
let account = '';
let subAccount = '';

/**
 * The alarm settings: broken fields at the field, a Telegram chat id checked with the bot first
 * (unreachable at the field), saving, failures with retry or editing, editing after a save.
 */
export const spec: FlowSpec<typeof alarmSettingsMachine> = {
  machine: alarmSettingsMachine,
  events: {
    'alarm.save': [
      { type: 'alarm.save', values: values({}) },
      // The binding types a chat id the bot reaches, or not, as the check's answer on the path says.
      { type: 'alarm.save', values: values({ email: '', telegramChatId: REACHABLE }) },
      { type: 'alarm.save', values: values({ offlineMinutes: '5' }) },
    ],
  },
  outputs: { checkChat: [{ valid: true }, { valid: false }], saveSettings: [SAVED] },
  errors: { checkChat: [new Error(FAULT)], saveSettings: [new Error(FAULT)] },
  stateKey: (s) => JSON.stringify([s.value, Object.keys(s.context.fieldErrors).sort()]),
  maxSteps: 8,
};

async function arrange(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (next?.type === 'xstate.error.actor.checkChat')
    await failCall(d, 'poolTelegramCheck', { status: 503, ms: HOLD_MS });
  else if (next?.type === 'xstate.done.actor.checkChat') await holdCall(d, 'poolTelegramCheck', HOLD_MS);
  else if (next?.type === 'xstate.error.actor.saveSettings')
    await failCall(d, 'poolWarningSave', { status: 503, ms: HOLD_MS });
  else if (next?.type === 'xstate.done.actor.saveSettings') await holdCall(d, 'poolWarningSave', HOLD_MS);
}

interface StoredConfig {
  offlineMinutes: number;
  email: string | null;
  telegramChatId: string | null;
}

export const binding: FlowBinding<typeof alarmSettingsMachine> = {
  start: async (d) => {
    account = freshEmail('alarms');
    await registerByApi(d, account, PASSWORD);
    await signIn(d, account, PASSWORD);
    subAccount = (await d.sandbox<{ name: string }>('POST', '/__sandbox/pool', { account, workers: 3 })).name;
    await visitRoute(d, 'dashboard.pool.alarm', {}, { search: { sub: subAccount } });
    await d.expectRead('Alarm settings', 'loaded');
    await d.expectValue('Offline after (minutes)', '10');
  },
  states: {
    editing: async (d, snapshot) => {
      await d.expectVisible('button', 'Save alarm settings');
      await d.expectEnabled('button', 'Save alarm settings');
      const errors = snapshot.context.fieldErrors;
      if (errors.offlineMinutes) {
        await d.expectText(MINUTES_MESSAGE);
        await d.expectValue('Offline after (minutes)', '5');
      } else await d.expectNoText(MINUTES_MESSAGE);
      if (errors.telegramChatId) {
        await d.expectText(CHAT_MESSAGE);
        await d.expectValue('Telegram chat ID', UNREACHABLE);
      } else await d.expectNoText(CHAT_MESSAGE);
    },
    checkingChat: async (d) => {
      await d.expectVisible('button', 'Checking the chat…');
      await d.expectEnabled('button', 'Checking the chat…', false);
    },
    saving: async (d) => {
      await d.expectVisible('button', 'Saving…');
      await d.expectEnabled('button', 'Saving…', false);
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try again');
    },
    saved: async (d, snapshot) => {
      await d.expectText('Alarm settings saved.');
      // What the page shows was stored.
      const typed = snapshot.context.values as AlarmValues;
      const stored = await d.sandbox<{ status: number; result: StoredConfig }>(
        'GET',
        `/__sandbox/pool/alarm?account=${encodeURIComponent(account)}&subAccount=${subAccount}`,
      );
      if (stored.result.offlineMinutes !== Number(typed.offlineMinutes)) {
        throw new Error(`stored ${JSON.stringify(stored.result)}, typed ${JSON.stringify(typed)}`);
      }
    },
  },
  events: {
    'alarm.save': async (d, { event, upcoming }) => {
      const typed = event.values as AlarmValues;
      const chat =
        typed.telegramChatId === ''
          ? ''
          : upcoming[0]?.type === 'xstate.done.actor.checkChat' && !upcoming[0].output?.valid
            ? UNREACHABLE
            : REACHABLE;
      await d.fill('Offline after (minutes)', typed.offlineMinutes);
      await d.fill('Email for alerts', typed.email);
      await d.fill('Telegram chat ID', chat);
      await arrange(d, upcoming[0]);
      await d.click('button', 'Save alarm settings');
    },
    'alarm.retry': async (d, { upcoming }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    // Changing a field after a failure or a save goes back to editing.
    'alarm.edit': async (d) => {
      await d.check('Alert when a worker sends no share', false);
      await d.check('Alert when a worker sends no share', true);
    },
    'xstate.done.actor.checkChat': async (d, { event, upcoming }) => {
      if ((event.output as { valid: boolean }).valid) await arrange(d, upcoming[0]);
      await releaseCalls(d);
    },
    'xstate.error.actor.checkChat': releaseCalls,
    'xstate.done.actor.saveSettings': releaseCalls,
    'xstate.error.actor.saveSettings': releaseCalls,
  },
};
