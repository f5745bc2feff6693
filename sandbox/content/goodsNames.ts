import { type SeoLanguage, seoLanguage } from './seo.ts';

/**
 * Goods names in the request's language. The goods table keeps one English name a plan ("S21 Easy 180
 * days", "S21 XP Rental 30 days", "Free trial: 1 TH/s for 3 days"), the way the catalogue is written;
 * the API answers in the server language, as the real CMS does. Model and family names (Easy, Stable,
 * Pro, XP) are product names and stay as they are; the term and the descriptive words are translated.
 */

const DAYS: Record<SeoLanguage, (n: string) => string> = {
  en: (n) => `${n} days`,
  de: (n) => `${n} Tage`,
  es: (n) => `${n} días`,
  fr: (n) => `${n} jours`,
  ja: (n) => `${n}日間`,
  ko: (n) => `${n}일`,
  zh: (n) => `${n}天`,
  hk: (n) => `${n}天`,
};

/** Descriptive words of a name, by language. */
const WORDS: Record<string, Record<SeoLanguage, string>> = {
  Rental: {
    en: 'Rental',
    de: 'Miete',
    es: 'Alquiler',
    fr: 'Location',
    ja: 'レンタル',
    ko: '렌탈',
    zh: '租赁',
    hk: '租賃',
  },
  'App Exclusive': {
    en: 'App Exclusive',
    de: 'App-exklusiv',
    es: 'Exclusivo de la app',
    fr: 'Exclusivité appli',
    ja: 'アプリ限定',
    ko: '앱 전용',
    zh: 'App 专享',
    hk: 'App 專享',
  },
};

const FREE_TRIAL: Record<SeoLanguage, (th: string, days: string) => string> = {
  en: (th, days) => `Free trial: ${th} TH/s for ${days} days`,
  de: (th, days) => `Gratis-Test: ${th} TH/s für ${days} Tage`,
  es: (th, days) => `Prueba gratuita: ${th} TH/s durante ${days} días`,
  fr: (th, days) => `Essai gratuit : ${th} TH/s pendant ${days} jours`,
  ja: (th, days) => `無料トライアル：${th} TH/s・${days}日間`,
  ko: (th, days) => `무료 체험: ${th} TH/s, ${days}일`,
  zh: (th, days) => `免费试用：${th} TH/s，${days}天`,
  hk: (th, days) => `免費試用：${th} TH/s，${days}天`,
};

export function localGoodsName(name: string, header: string): string {
  const language = seoLanguage(header);
  if (language === 'en') return name;
  const trial = /^Free trial: ([\d.]+) TH\/s for (\d+) days$/.exec(name);
  if (trial) return FREE_TRIAL[language](trial[1] as string, trial[2] as string);
  let local = name.replace(/\b(\d+) days$/, (_, n: string) => DAYS[language](n));
  for (const [english, byLanguage] of Object.entries(WORDS)) {
    local = local.replace(new RegExp(`\\b${english}\\b`), byLanguage[language]);
  }
  return local;
}
