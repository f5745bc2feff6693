import type { MissionId } from '../../../runtime/http/contract/rewards.ts';
import type { SeoLanguage } from '../../content/seo.ts';

/**
 * The missions of the rewards centre and the check-in cycle. Rewards in points as integer cents
 * (1 point = 1 USD). What completes a mission is read from the account's own data (routes.ts).
 */
export interface MissionDef {
  id: MissionId;
  rewardCents: number;
  unit: 'flag' | 'count' | 'usd';
  target: number;
}

export const MISSIONS: readonly MissionDef[] = [
  { id: 'kyc', rewardCents: 500, unit: 'flag', target: 1 },
  { id: 'fundPassword', rewardCents: 100, unit: 'flag', target: 1 },
  { id: 'authenticator', rewardCents: 200, unit: 'flag', target: 1 },
  { id: 'firstOrder', rewardCents: 1000, unit: 'flag', target: 1 },
  { id: 'buyHashrate', rewardCents: 2000, unit: 'usd', target: 500 },
  { id: 'inviteFriend', rewardCents: 300, unit: 'count', target: 1 },
  { id: 'inviteFive', rewardCents: 2000, unit: 'count', target: 5 },
];

/** Points for day 1 to 7 of a check-in streak, in cents: growing to the seventh day, then the cycle restarts. */
export const CHECK_IN_REWARDS_CENTS = [10, 20, 30, 50, 70, 100, 200] as const;

type Text = [title: string, description: string];

export const MISSION_TEXT: Record<MissionId, Record<SeoLanguage, Text>> = {
  kyc: {
    en: [
      'Verify your identity',
      'Pass basic identity verification (KYC level 1) to raise your limits and secure withdrawals.',
    ],
    de: [
      'Identität bestätigen',
      'Schließen Sie die Basis-Identitätsprüfung (KYC-Stufe 1) ab, um höhere Limits und sichere Auszahlungen zu erhalten.',
    ],
    es: [
      'Verifica tu identidad',
      'Completa la verificación básica de identidad (KYC nivel 1) para ampliar tus límites y proteger tus retiros.',
    ],
    fr: [
      'Vérifiez votre identité',
      'Passez la vérification d’identité de base (KYC niveau 1) pour relever vos plafonds et sécuriser vos retraits.',
    ],
    ja: ['本人確認を完了する', '基本の本人確認（KYCレベル1）を完了すると、利用上限が上がり出金が安全になります。'],
    ko: ['본인 인증하기', '기본 본인 인증(KYC 1단계)을 완료하면 한도가 늘고 출금이 안전해집니다.'],
    hk: ['完成身份認證', '完成基礎身份認證（KYC 1 級），提高額度並保障提幣安全。'],
    zh: ['完成身份认证', '完成基础身份认证（KYC 1 级），提高额度并保障提币安全。'],
  },
  fundPassword: {
    en: ['Set a fund password', 'A 6-digit fund password confirms every payment and withdrawal from your account.'],
    de: [
      'Fondspasswort festlegen',
      'Ein 6-stelliges Fondspasswort bestätigt jede Zahlung und Auszahlung von Ihrem Konto.',
    ],
    es: [
      'Configura una contraseña de fondos',
      'Una contraseña de fondos de 6 dígitos confirma cada pago y retiro de tu cuenta.',
    ],
    fr: [
      'Définissez un mot de passe de fonds',
      'Un mot de passe de fonds à 6 chiffres confirme chaque paiement et retrait de votre compte.',
    ],
    ja: ['資金パスワードを設定する', '6桁の資金パスワードで、アカウントからのすべての支払いと出金を確認します。'],
    ko: ['자금 비밀번호 설정하기', '6자리 자금 비밀번호로 계정의 모든 결제와 출금을 확인합니다.'],
    hk: ['設定資金密碼', '6 位數資金密碼用於確認帳戶的每筆付款與提幣。'],
    zh: ['设置资金密码', '6 位数字资金密码用于确认账户的每笔付款和提币。'],
  },
  authenticator: {
    en: [
      'Bind an authenticator',
      'Link Google Authenticator (TOTP) so sign-ins and withdrawals need a code from your phone.',
    ],
    de: [
      'Authenticator verknüpfen',
      'Verknüpfen Sie Google Authenticator (TOTP), damit Anmeldungen und Auszahlungen einen Code von Ihrem Telefon erfordern.',
    ],
    es: [
      'Vincula un autenticador',
      'Vincula Google Authenticator (TOTP) para que los inicios de sesión y retiros pidan un código de tu móvil.',
    ],
    fr: [
      'Associez une application d’authentification',
      'Associez Google Authenticator (TOTP) : connexions et retraits demanderont un code de votre téléphone.',
    ],
    ja: [
      '認証アプリを連携する',
      'Google Authenticator（TOTP）を連携すると、ログインと出金にスマートフォンのコードが必要になります。',
    ],
    ko: ['OTP 인증 앱 연결하기', 'Google Authenticator(TOTP)를 연결하면 로그인과 출금 시 휴대폰의 코드가 필요합니다.'],
    hk: ['綁定身份驗證器', '綁定 Google Authenticator（TOTP），登入與提幣時需輸入手機上的驗證碼。'],
    zh: ['绑定身份验证器', '绑定 Google Authenticator（TOTP），登录和提币时需输入手机上的验证码。'],
  },
  firstOrder: {
    en: ['Buy your first plan', 'Pay for your first cloud-mining plan; mining starts within hours of payment.'],
    de: [
      'Ersten Tarif kaufen',
      'Bezahlen Sie Ihren ersten Cloud-Mining-Tarif; das Mining startet wenige Stunden nach der Zahlung.',
    ],
    es: [
      'Compra tu primer plan',
      'Paga tu primer plan de minería en la nube; la minería empieza pocas horas después del pago.',
    ],
    fr: [
      'Achetez votre premier forfait',
      'Payez votre premier forfait de minage cloud ; le minage démarre quelques heures après le paiement.',
    ],
    ja: ['最初のプランを購入する', '最初のクラウドマイニングプランを支払うと、数時間以内にマイニングが始まります。'],
    ko: ['첫 플랜 구매하기', '첫 클라우드 마이닝 플랜을 결제하면 몇 시간 안에 채굴이 시작됩니다.'],
    hk: ['購買首個方案', '支付您的首個雲挖礦方案，付款後數小時內開始挖礦。'],
    zh: ['购买首个方案', '支付您的首个云挖矿方案，付款后数小时内开始挖矿。'],
  },
  buyHashrate: {
    en: ['Buy $500 of hashrate', 'Pay plan orders worth $500 of hashrate in total (service fees not included).'],
    de: [
      'Hashrate für 500 $ kaufen',
      'Bezahlen Sie Tarifbestellungen mit insgesamt 500 $ Hashrate (ohne Servicegebühren).',
    ],
    es: [
      'Compra 500 $ de hashrate',
      'Paga pedidos de planes por un total de 500 $ en hashrate (sin contar las tarifas de servicio).',
    ],
    fr: [
      'Achetez 500 $ de hashrate',
      'Payez des commandes de forfaits pour 500 $ de hashrate au total (hors frais de service).',
    ],
    ja: [
      '500ドル分のハッシュレートを購入する',
      'プラン注文のハッシュレート代金を合計500ドル分支払います（サービス料は含みません）。',
    ],
    ko: [
      '500달러어치 해시레이트 구매하기',
      '플랜 주문의 해시레이트 금액을 합계 500달러 결제하세요(서비스 수수료 제외).',
    ],
    hk: ['購買 500 美元算力', '累計支付 500 美元算力的方案訂單（不含服務費）。'],
    zh: ['购买 500 美元算力', '累计支付 500 美元算力的方案订单（不含服务费）。'],
  },
  inviteFriend: {
    en: ['Invite a friend', 'A friend signs up with your invite code or link.'],
    de: ['Einen Freund einladen', 'Ein Freund registriert sich mit Ihrem Einladungscode oder -link.'],
    es: ['Invita a un amigo', 'Un amigo se registra con tu código o enlace de invitación.'],
    fr: ['Invitez un ami', 'Un ami s’inscrit avec votre code ou lien d’invitation.'],
    ja: ['友達を招待する', '友達があなたの招待コードまたは招待リンクで登録します。'],
    ko: ['친구 초대하기', '친구가 내 초대 코드나 링크로 가입합니다.'],
    hk: ['邀請好友', '好友使用您的邀請碼或邀請連結註冊。'],
    zh: ['邀请好友', '好友使用您的邀请码或邀请链接注册。'],
  },
  inviteFive: {
    en: ['Invite five friends', 'Five friends sign up with your invite code or link.'],
    de: ['Fünf Freunde einladen', 'Fünf Freunde registrieren sich mit Ihrem Einladungscode oder -link.'],
    es: ['Invita a cinco amigos', 'Cinco amigos se registran con tu código o enlace de invitación.'],
    fr: ['Invitez cinq amis', 'Cinq amis s’inscrivent avec votre code ou lien d’invitation.'],
    ja: ['友達を5人招待する', '5人の友達があなたの招待コードまたは招待リンクで登録します。'],
    ko: ['친구 5명 초대하기', '친구 5명이 내 초대 코드나 링크로 가입합니다.'],
    hk: ['邀請五位好友', '五位好友使用您的邀請碼或邀請連結註冊。'],
    zh: ['邀请五位好友', '五位好友使用您的邀请码或邀请链接注册。'],
  },
};
