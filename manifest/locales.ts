/** The storefront's languages. English is the default and also lives unprefixed. */
export const LOCALES = ['de', 'en', 'es', 'fr', 'ja', 'ko', 'sg', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The language code the API expects: sg (traditional Chinese) is sent as hk. */
export function serverLanguage(locale: Locale): string {
  return locale === 'sg' ? 'hk' : locale;
}

/** BCP 47 tags for `lang` and hreflang: sg is traditional, zh simplified Chinese. */
export const HREFLANG: Record<Locale, string> = {
  de: 'de',
  en: 'en',
  es: 'es',
  fr: 'fr',
  ja: 'ja',
  ko: 'ko',
  sg: 'zh-Hant',
  zh: 'zh-Hans',
};

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
