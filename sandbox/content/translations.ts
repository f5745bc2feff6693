import { createHash } from 'node:crypto';

/** Lingui's generated message id: the first 6 base64 characters of sha256(source + U+001F + context). */
export function messageId(source: string, context = ''): string {
  return createHash('sha256').update(`${source}\u001f${context}`).digest('base64').slice(0, 6);
}

/**
 * Over-the-air translations per server language, by English source text; served keyed by Lingui's
 * generated ids, as the catalogs are. The wording differs a little from the bundled catalogs, so a
 * client can tell which one it shows.
 */
const BY_SOURCE: Record<string, Record<string, string>> = {
  en: {
    'Bitcoin cloud mining, made simple': 'Bitcoin cloud mining, made simple',
    Duration: 'Duration',
    Efficiency: 'Efficiency',
    Hashrate: 'Hashrate',
    'FuFu Cloud Mining': 'FuFu Cloud Mining',
  },
  de: {
    'Bitcoin cloud mining, made simple': 'Bitcoin-Cloud-Mining – ganz einfach',
    Duration: 'Laufzeit',
    Efficiency: 'Effizienz',
    Hashrate: 'Hashrate',
    'FuFu Cloud Mining': 'FuFu Cloud Mining',
  },
  es: {
    'Bitcoin cloud mining, made simple': 'Minería de bitcoin en la nube, así de fácil',
    Duration: 'Duración',
    Efficiency: 'Eficiencia',
    Hashrate: 'Hashrate',
    'FuFu Cloud Mining': 'FuFu Cloud Mining',
  },
  fr: {
    'Bitcoin cloud mining, made simple': 'Le minage de bitcoin dans le cloud, tout simplement',
    Duration: 'Durée',
    Efficiency: 'Efficacité',
    Hashrate: 'Hashrate',
    'FuFu Cloud Mining': 'FuFu Cloud Mining',
  },
  ja: {
    'Bitcoin cloud mining, made simple': 'ビットコインのクラウドマイニングをもっと手軽に',
    Duration: '期間',
    Efficiency: '電力効率',
    Hashrate: 'ハッシュレート',
    'FuFu Cloud Mining': 'FuFu クラウドマイニング',
  },
  ko: {
    'Bitcoin cloud mining, made simple': '비트코인 클라우드 채굴, 더 쉽게',
    Duration: '기간',
    Efficiency: '효율',
    Hashrate: '해시레이트',
    'FuFu Cloud Mining': 'FuFu 클라우드 채굴',
  },
  hk: {
    'Bitcoin cloud mining, made simple': '比特幣雲挖礦，輕鬆上手',
    Duration: '週期',
    Efficiency: '能效',
    Hashrate: '算力',
    'FuFu Cloud Mining': 'FuFu 雲挖礦',
  },
  zh: {
    'Bitcoin cloud mining, made simple': '比特币云挖矿，轻松上手',
    Duration: '周期',
    Efficiency: '能效',
    Hashrate: '算力',
    'FuFu Cloud Mining': 'FuFu 云挖矿',
  },
};

export const TRANSLATIONS: Record<string, Record<string, string>> = Object.fromEntries(
  Object.entries(BY_SOURCE).map(([lang, map]) => [
    lang,
    Object.fromEntries(Object.entries(map).map(([source, text]) => [messageId(source), text])),
  ]),
);
