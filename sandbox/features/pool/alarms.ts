import {
  ALARM_AUTO_PERCENT,
  type HashrateAlarmMode,
  SUB_ACCOUNT_NOT_FOUND,
  TELEGRAM_CHAT_ID,
  TELEGRAM_CHAT_UNREACHABLE,
  TELEGRAM_CHAT_UNREACHABLE_MESSAGE,
} from '../../../runtime/http/contract/pool.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { summaryFor } from './routes.ts';
import { createPoolStore, type SubAccountRow } from './store.ts';

/**
 * The sandbox's alert bot reaches every well-formed chat id except those ending in `0000`: they stand
 * for a chat that has not started the bot (Telegram answers "chat not found").
 */
export const UNREACHABLE_CHAT_SUFFIX = '0000';
export const telegramReachable = (chatId: string) =>
  TELEGRAM_CHAT_ID.test(chatId) && !chatId.endsWith(UNREACHABLE_CHAT_SUFFIX);

/** Until saved: offline alerts after 10 minutes (Antpool's default), hashrate alerts under the auto limit. */
const DEFAULTS = { offlineEnabled: true, offlineMinutes: 10, hashrateEnabled: true, hashrateMode: 'auto' as const };

interface AlarmRow {
  offline_enabled: number;
  offline_minutes: number;
  hashrate_enabled: number;
  hashrate_mode: HashrateAlarmMode;
  hashrate_limit_th: number | null;
  email: string | null;
  telegram_chat_id: string | null;
  updated_at: number;
}

/** Warning config (spec section 7): get, add or update, check a Telegram chat id. */
export function poolAlarmRoutes(define: Define, { db, now }: FeatureDeps): void {
  const store = createPoolStore(db);
  const get = db.prepare('SELECT * FROM pool_alarm_configs WHERE sub_account_id = ?');
  const put = db.prepare(
    `INSERT INTO pool_alarm_configs (sub_account_id, offline_enabled, offline_minutes, hashrate_enabled, hashrate_mode,
       hashrate_limit_th, email, telegram_chat_id, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (sub_account_id) DO UPDATE SET offline_enabled = excluded.offline_enabled,
       offline_minutes = excluded.offline_minutes, hashrate_enabled = excluded.hashrate_enabled,
       hashrate_mode = excluded.hashrate_mode, hashrate_limit_th = excluded.hashrate_limit_th,
       email = excluded.email, telegram_chat_id = excluded.telegram_chat_id, updated_at = excluded.updated_at`,
  );
  const auth = { auth: true };
  const subOf = (user: { uid: number } | undefined, name: string): SubAccountRow => {
    if (!user) throw new CallError(401, 401, 'login required');
    const row = store.one(user.uid, name);
    if (!row) throw new CallError(200, 404, SUB_ACCOUNT_NOT_FOUND);
    return row;
  };
  const configOf = (row: SubAccountRow) => {
    const saved = get.get(row.id) as AlarmRow | undefined;
    const average = summaryFor(row, now()).hashrate24h;
    return {
      subAccount: row.name,
      offlineEnabled: saved ? saved.offline_enabled === 1 : DEFAULTS.offlineEnabled,
      offlineMinutes: saved?.offline_minutes ?? DEFAULTS.offlineMinutes,
      hashrateEnabled: saved ? saved.hashrate_enabled === 1 : DEFAULTS.hashrateEnabled,
      hashrateMode: saved?.hashrate_mode ?? DEFAULTS.hashrateMode,
      hashrateLimitTh: saved?.hashrate_mode === 'manual' ? saved.hashrate_limit_th : null,
      autoLimitTh: average === null ? null : Math.round(average * ALARM_AUTO_PERCENT) / 100,
      email: saved?.email ?? null,
      telegramChatId: saved?.telegram_chat_id ?? null,
      updatedAt: saved ? new Date(saved.updated_at).toISOString() : null,
    };
  };

  define('poolWarningConfig', ({ subAccount }, { user }) => ok(configOf(subOf(user, subAccount))), auth);

  define(
    'poolWarningSave',
    (input, { user }) => {
      const row = subOf(user, input.subAccount);
      if (input.hashrateMode === 'manual' && input.hashrateEnabled && input.hashrateLimitTh === undefined) {
        throw new CallError(400, 400, 'hashrateLimitTh: a manual limit needs a value');
      }
      if (input.telegramChatId !== undefined && !telegramReachable(input.telegramChatId)) {
        throw new CallError(200, TELEGRAM_CHAT_UNREACHABLE, TELEGRAM_CHAT_UNREACHABLE_MESSAGE);
      }
      put.run(
        row.id,
        input.offlineEnabled ? 1 : 0,
        input.offlineMinutes,
        input.hashrateEnabled ? 1 : 0,
        input.hashrateMode,
        input.hashrateMode === 'manual' ? (input.hashrateLimitTh ?? null) : null,
        input.email ?? null,
        input.telegramChatId ?? null,
        now(),
      );
      return ok(configOf(row));
    },
    auth,
  );

  define(
    'poolTelegramCheck',
    ({ chatId }, { user }) => {
      if (!user) throw new CallError(401, 401, 'login required');
      return ok({ chatId, valid: telegramReachable(chatId) });
    },
    auth,
  );
}
