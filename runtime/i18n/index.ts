import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../manifest/locales.ts';

export { i18n };

/** Compiled catalogs, one chunk per locale, loaded on first use. */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  de: () => import('../../locales/de/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
  ja: () => import('../../locales/ja/messages.po'),
  ko: () => import('../../locales/ko/messages.po'),
  sg: () => import('../../locales/sg/messages.po'),
  zh: () => import('../../locales/zh/messages.po'),
};

/** Loads the locale's catalog (once) and makes it the active one. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  if (!i18n.messages[locale] || Object.keys(i18n.messages[locale]).length === 0) {
    const { messages } = await catalogs[locale]();
    i18n.load(locale, messages);
  }
  i18n.activate(locale);
}

export function currentLocale(): Locale {
  return (i18n.locale || 'en') as Locale;
}
