import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuthMethod, NoticeLanguage } from '../../../runtime/http/contract/settings.ts';

/** Each language in its own name, as language pickers show them (not translated). */
export const NOTICE_LANGUAGE_NAMES: Record<NoticeLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  ja: '日本語',
  ko: '한국어',
  zh: '简体中文',
  hk: '繁體中文',
};

export const AUTH_METHOD_LABELS: Record<AuthMethod, MessageDescriptor> = {
  pay: msg`Fund password`,
  ga: msg`Authenticator code`,
  email: msg`Email code`,
};

/** Third-party logins by the names their owners use (brand names, not translated). */
export function thirdPartyName(thirdType: string): string {
  const names: Record<string, string> = { google: 'Google', apple: 'Apple', telegram: 'Telegram' };
  return names[thirdType] ?? thirdType;
}
