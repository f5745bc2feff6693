/**
 * Over-the-air translations: Lingui message id (the source text) to translation, per server language.
 * The wording differs a little from the bundled catalogs, so a client can tell which one it shows.
 */
export const TRANSLATIONS: Record<string, Record<string, string>> = {
  en: {
    'Bitcoin cloud mining, made simple': 'Bitcoin cloud mining, made simple',
    Duration: 'Duration',
    Efficiency: 'Efficiency',
    Hashrate: 'Hashrate',
    '{0} days': '{0} days',
    'FuFu Cloud Mining': 'FuFu Cloud Mining',
  },
  de: {
    'Bitcoin cloud mining, made simple': 'Bitcoin-Cloud-Mining – ganz einfach',
    Duration: 'Laufzeit',
    Efficiency: 'Effizienz',
    Hashrate: 'Hashrate',
    '{0} days': '{0} Tage',
    'FuFu Cloud Mining': 'FuFu Cloud Mining',
  },
  es: {
    'Bitcoin cloud mining, made simple': 'Minería de bitcoin en la nube, así de fácil',
    Duration: 'Duración',
    Efficiency: 'Eficiencia',
    Hashrate: 'Hashrate',
    '{0} days': '{0} días',
    'FuFu Cloud Mining': 'FuFu Cloud Mining',
  },
  fr: {
    'Bitcoin cloud mining, made simple': 'Le minage de bitcoin dans le cloud, tout simplement',
    Duration: 'Durée',
    Efficiency: 'Efficacité',
    Hashrate: 'Hashrate',
    '{0} days': '{0} jours',
    'FuFu Cloud Mining': 'FuFu Cloud Mining',
  },
  ja: {
    'Bitcoin cloud mining, made simple': 'ビットコインのクラウドマイニングをもっと手軽に',
    Duration: '期間',
    Efficiency: '電力効率',
    Hashrate: 'ハッシュレート',
    '{0} days': '{0}日',
    'FuFu Cloud Mining': 'FuFu クラウドマイニング',
  },
  ko: {
    'Bitcoin cloud mining, made simple': '비트코인 클라우드 채굴, 더 쉽게',
    Duration: '기간',
    Efficiency: '효율',
    Hashrate: '해시레이트',
    '{0} days': '{0}일',
    'FuFu Cloud Mining': 'FuFu 클라우드 채굴',
  },
  hk: {
    'Bitcoin cloud mining, made simple': '比特幣雲挖礦，輕鬆上手',
    Duration: '週期',
    Efficiency: '能效',
    Hashrate: '算力',
    '{0} days': '{0} 天',
    'FuFu Cloud Mining': 'FuFu 雲挖礦',
  },
  zh: {
    'Bitcoin cloud mining, made simple': '比特币云挖矿，轻松上手',
    Duration: '周期',
    Efficiency: '能效',
    Hashrate: '算力',
    '{0} days': '{0} 天',
    'FuFu Cloud Mining': 'FuFu 云挖矿',
  },
};
