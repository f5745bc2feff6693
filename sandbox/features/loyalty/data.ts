import type { VipLevel, VipRules } from '../../../runtime/http/contract/loyalty.ts';
import type { SeoLanguage } from '../../content/seo.ts';

type Text = Record<SeoLanguage, string>;

/**
 * The VIP levels. Real thresholds are not public (PRODUCT-RESEARCH section 9), so these are the sandbox's own:
 * the total of paid orders in the last 12 months, with the invite rewards modelled on the "My Rewards Level"
 * table (first-order bonus, rebate share and period). Amounts in cents; texts in every server language.
 */
interface LevelData {
  level: number;
  name: Text;
  requirementCents: number;
  firstOrderBonusCents: number;
  rebatePercent: string;
  rebateDays: number;
  serviceFeeDiscountPercent: string;
  perks: Text[];
}

// biome-ignore format: one language a line reads as a table
export const VIP_LEVEL_DATA: LevelData[] = [
  {
    level: 1,
    name: { en: 'Explorer', de: 'Entdecker', es: 'Explorador', fr: 'Explorateur', ja: 'エクスプローラー', ko: '익스플로러', hk: '探索者', zh: '探索者' },
    requirementCents: 100_000,
    firstOrderBonusCents: 1_000,
    rebatePercent: '1',
    rebateDays: 90,
    serviceFeeDiscountPercent: '0',
    perks: [
      { en: 'Members-only plan releases', de: 'Tarif-Releases nur für Mitglieder', es: 'Lanzamientos de planes solo para miembros', fr: 'Offres réservées aux membres', ja: '会員限定プランの先行公開', ko: '회원 전용 플랜 출시', hk: '會員專屬方案發佈', zh: '会员专属方案发布' },
      { en: 'A monthly mining report by email', de: 'Monatlicher Mining-Bericht per E-Mail', es: 'Informe mensual de minería por correo', fr: 'Rapport de minage mensuel par e-mail', ja: '毎月のマイニングレポートをメールで配信', ko: '매월 채굴 리포트 이메일 발송', hk: '每月挖礦報告電郵', zh: '每月挖矿报告邮件' },
    ],
  },
  {
    level: 2,
    name: { en: 'Miner', de: 'Miner', es: 'Minero', fr: 'Mineur', ja: 'マイナー', ko: '마이너', hk: '礦工', zh: '矿工' },
    requirementCents: 1_000_000,
    firstOrderBonusCents: 1_500,
    rebatePercent: '1.5',
    rebateDays: 180,
    serviceFeeDiscountPercent: '1',
    perks: [
      { en: 'Priority support: a reply within 12 hours', de: 'Bevorzugter Support: Antwort innerhalb von 12 Stunden', es: 'Soporte prioritario: respuesta en 12 horas', fr: 'Support prioritaire : réponse sous 12 heures', ja: '優先サポート：12時間以内に返信', ko: '우선 지원: 12시간 이내 답변', hk: '優先客服：12小時內回覆', zh: '优先客服：12小时内回复' },
      { en: 'Early notice of new plan batches', de: 'Frühzeitige Info zu neuen Tarifchargen', es: 'Aviso anticipado de nuevos lotes de planes', fr: 'Annonce anticipée des nouveaux lots d’offres', ja: '新プランの販売開始を事前にお知らせ', ko: '신규 플랜 판매 사전 안내', hk: '新方案批次提前通知', zh: '新方案批次提前通知' },
    ],
  },
  {
    level: 3,
    name: { en: 'Foreman', de: 'Vorarbeiter', es: 'Capataz', fr: 'Chef d’équipe', ja: 'フォアマン', ko: '포어맨', hk: '工長', zh: '工长' },
    requirementCents: 3_000_000,
    firstOrderBonusCents: 2_000,
    rebatePercent: '2',
    rebateDays: 180,
    serviceFeeDiscountPercent: '2',
    perks: [
      { en: 'One free BTC withdrawal a month', de: 'Eine kostenlose BTC-Auszahlung pro Monat', es: 'Un retiro de BTC gratis al mes', fr: 'Un retrait BTC gratuit par mois', ja: '毎月1回のBTC出金手数料無料', ko: '매월 BTC 출금 1회 무료', hk: '每月一次免費BTC提幣', zh: '每月一次免费BTC提币' },
      { en: 'Priority support: a reply within 4 hours', de: 'Bevorzugter Support: Antwort innerhalb von 4 Stunden', es: 'Soporte prioritario: respuesta en 4 horas', fr: 'Support prioritaire : réponse sous 4 heures', ja: '優先サポート：4時間以内に返信', ko: '우선 지원: 4시간 이내 답변', hk: '優先客服：4小時內回覆', zh: '优先客服：4小时内回复' },
    ],
  },
  {
    level: 4,
    name: { en: 'Operator', de: 'Betreiber', es: 'Operador', fr: 'Opérateur', ja: 'オペレーター', ko: '오퍼레이터', hk: '營運者', zh: '运营者' },
    requirementCents: 10_000_000,
    firstOrderBonusCents: 3_000,
    rebatePercent: '2.5',
    rebateDays: 365,
    serviceFeeDiscountPercent: '3',
    perks: [
      { en: 'A dedicated account manager', de: 'Ein persönlicher Kundenbetreuer', es: 'Un gestor de cuenta dedicado', fr: 'Un gestionnaire de compte dédié', ja: '専任のアカウントマネージャー', ko: '전담 어카운트 매니저', hk: '專屬客戶經理', zh: '专属客户经理' },
      { en: 'Custom plan terms on request', de: 'Individuelle Tarifbedingungen auf Anfrage', es: 'Condiciones de plan a medida bajo solicitud', fr: 'Conditions d’offre sur mesure sur demande', ja: 'ご要望に応じたプラン条件のカスタマイズ', ko: '요청 시 맞춤형 플랜 조건', hk: '可按需求訂製方案條款', zh: '可按需求定制方案条款' },
    ],
  },
  {
    level: 5,
    name: { en: 'Partner', de: 'Partner', es: 'Socio', fr: 'Partenaire', ja: 'パートナー', ko: '파트너', hk: '合作夥伴', zh: '合作伙伴' },
    requirementCents: 30_000_000,
    firstOrderBonusCents: 5_000,
    rebatePercent: '3',
    rebateDays: 365,
    serviceFeeDiscountPercent: '5',
    perks: [
      { en: 'First access to new farm capacity', de: 'Erster Zugriff auf neue Farmkapazität', es: 'Primer acceso a nueva capacidad de granja', fr: 'Premier accès aux nouvelles capacités de ferme', ja: '新規ファーム容量への優先アクセス', ko: '신규 채굴장 용량 우선 이용', hk: '優先使用新礦場產能', zh: '优先使用新矿场产能' },
      { en: 'A quarterly review call with the mining team', de: 'Quartalsgespräch mit dem Mining-Team', es: 'Una llamada trimestral con el equipo de minería', fr: 'Un point trimestriel avec l’équipe de minage', ja: 'マイニングチームとの四半期レビュー通話', ko: '채굴팀과의 분기별 리뷰 통화', hk: '與挖礦團隊的季度回顧通話', zh: '与挖矿团队的季度回顾通话' },
    ],
  },
];

export const VIP_RULES: VipRules = {
  windowMonths: 12,
  protectionMonths: 3,
  firstOrderMinimumUsd: '100.00',
  rebateCapPoints: 10_000,
};

export function vipLevelsIn(language: SeoLanguage, format: (cents: number) => string): VipLevel[] {
  return VIP_LEVEL_DATA.map((level) => ({
    level: level.level,
    name: level.name[language],
    requirementUsd: format(level.requirementCents),
    firstOrderBonusUsd: format(level.firstOrderBonusCents),
    rebatePercent: level.rebatePercent,
    rebateDays: level.rebateDays,
    serviceFeeDiscountPercent: level.serviceFeeDiscountPercent,
    perks: level.perks.map((perk) => perk[language]),
  }));
}
