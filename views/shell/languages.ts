import type { Locale } from '../../manifest/locales.ts';

/** Each language named in itself, as switchers show them. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ja: '日本語',
  ko: '한국어',
  sg: '繁體中文',
  zh: '简体中文',
};
