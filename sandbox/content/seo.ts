/** Page SEO per page code and server language (`hk` is traditional Chinese, sent for the `sg` locale). */
export const SEO_LANGUAGES = ['de', 'en', 'es', 'fr', 'ja', 'ko', 'hk', 'zh'] as const;
export type SeoLanguage = (typeof SEO_LANGUAGES)[number];

export const PAGE_CODES = [
  'index',
  'goodsList',
  'news',
  'minerList',
  'minerCoupon',
  'rewards',
  'bitman',
  'investors',
  'aboutUs',
  'calculator',
  'cooperation',
  'miningAcademy',
  'easyPlans',
] as const;
export type PageCode = (typeof PAGE_CODES)[number];

const BRAND = 'FuFu Cloud Mining';

/** [page title, description] per page and language. */
// biome-ignore format: one page a block reads as a table
const PAGES: Record<PageCode, Record<SeoLanguage, [string, string]>> = {
  index: {
    en: ['Bitcoin Cloud Mining', 'Rent bitcoin hashrate from real Antminer machines and earn daily BTC payouts, with no hardware to run.'],
    de: ['Bitcoin Cloud Mining', 'Mieten Sie Bitcoin-Hashrate von echten Antminer-Geräten und erhalten Sie tägliche BTC-Auszahlungen, ganz ohne eigene Hardware.'],
    es: ['Minería de Bitcoin en la nube', 'Alquile hashrate de bitcoin de máquinas Antminer reales y reciba pagos diarios en BTC, sin hardware que mantener.'],
    fr: ['Minage de Bitcoin dans le cloud', 'Louez du hashrate bitcoin sur de vraies machines Antminer et recevez des paiements BTC quotidiens, sans matériel à gérer.'],
    ja: ['ビットコイン クラウドマイニング', '実機のAntminerからビットコインのハッシュレートをレンタルし、ハードウェア不要で毎日BTCを受け取れます。'],
    ko: ['비트코인 클라우드 채굴', '실제 Antminer 장비의 비트코인 해시레이트를 임대하고 하드웨어 없이 매일 BTC를 지급받으세요.'],
    hk: ['比特幣雲挖礦', '租用真實螞蟻礦機的比特幣算力，每日獲得BTC收益，無需自行運維硬件。'],
    zh: ['比特币云挖矿', '租用真实蚂蚁矿机的比特币算力，每日获得BTC收益，无需自行运维硬件。'],
  },
  goodsList: {
    en: ['Cloud Mining Plans', 'Compare easy, full and stable hashrate plans by price, duration and efficiency, and start mining today.'],
    de: ['Cloud-Mining-Tarife', 'Vergleichen Sie Easy-, Full- und Stable-Hashrate-Tarife nach Preis, Laufzeit und Effizienz und starten Sie noch heute.'],
    es: ['Planes de minería en la nube', 'Compare planes de hashrate easy, full y stable por precio, duración y eficiencia, y empiece a minar hoy.'],
    fr: ['Offres de minage cloud', 'Comparez les offres de hashrate easy, full et stable par prix, durée et efficacité, et commencez à miner dès aujourd’hui.'],
    ja: ['クラウドマイニングプラン', 'イージー、フル、ステーブルの各ハッシュレートプランを価格・期間・効率で比較し、今日から採掘を始めましょう。'],
    ko: ['클라우드 채굴 플랜', '이지, 풀, 스테이블 해시레이트 플랜을 가격, 기간, 효율로 비교하고 오늘 바로 채굴을 시작하세요.'],
    hk: ['雲挖礦方案', '按價格、週期和能效比較輕鬆、全額和穩定算力方案，今天就開始挖礦。'],
    zh: ['云挖矿方案', '按价格、周期和能效比较轻松、全额和稳定算力方案，今天就开始挖矿。'],
  },
  news: {
    en: ['News and Announcements', 'Product updates, bitcoin network news and announcements from the mining farm.'],
    de: ['Neuigkeiten und Ankündigungen', 'Produktneuheiten, Nachrichten zum Bitcoin-Netzwerk und Ankündigungen aus der Mining-Farm.'],
    es: ['Noticias y anuncios', 'Novedades del producto, noticias de la red bitcoin y anuncios de la granja de minería.'],
    fr: ['Actualités et annonces', 'Nouveautés produit, actualités du réseau bitcoin et annonces de la ferme de minage.'],
    ja: ['ニュースとお知らせ', '製品アップデート、ビットコインネットワークのニュース、マイニングファームからのお知らせ。'],
    ko: ['뉴스 및 공지', '제품 업데이트, 비트코인 네트워크 소식과 채굴장 공지를 확인하세요.'],
    hk: ['新聞與公告', '產品更新、比特幣網絡動態以及礦場公告。'],
    zh: ['新闻与公告', '产品更新、比特币网络动态以及矿场公告。'],
  },
  minerList: {
    en: ['Miner Rental', 'Rent a whole Antminer hosted in our farm and receive everything it mines.'],
    de: ['Miner-Miete', 'Mieten Sie einen kompletten Antminer in unserer Farm und erhalten Sie alles, was er schürft.'],
    es: ['Alquiler de mineros', 'Alquile un Antminer completo alojado en nuestra granja y reciba todo lo que mine.'],
    fr: ['Location de mineurs', 'Louez un Antminer entier hébergé dans notre ferme et recevez tout ce qu’il mine.'],
    ja: ['マイナーレンタル', '当社ファームに設置されたAntminerを1台まるごとレンタルし、採掘分をすべて受け取れます。'],
    ko: ['채굴기 임대', '저희 채굴장에 호스팅된 Antminer 한 대를 통째로 임대하고 채굴된 수익을 모두 받으세요.'],
    hk: ['礦機租賃', '整台租用託管在我們礦場的螞蟻礦機，獲得其全部挖礦產出。'],
    zh: ['矿机租赁', '整台租用托管在我们矿场的蚂蚁矿机，获得其全部挖矿产出。'],
  },
  minerCoupon: {
    en: ['Miner Coupons', 'Buy and sell miner coupons on the marketplace and trade hashrate with other users.'],
    de: ['Miner-Gutscheine', 'Kaufen und verkaufen Sie Miner-Gutscheine auf dem Marktplatz und handeln Sie Hashrate mit anderen Nutzern.'],
    es: ['Cupones de mineros', 'Compre y venda cupones de mineros en el mercado e intercambie hashrate con otros usuarios.'],
    fr: ['Coupons de mineurs', 'Achetez et vendez des coupons de mineurs sur la place de marché et échangez du hashrate avec d’autres utilisateurs.'],
    ja: ['マイナークーポン', 'マーケットプレイスでマイナークーポンを売買し、他のユーザーとハッシュレートを取引できます。'],
    ko: ['채굴기 쿠폰', '마켓플레이스에서 채굴기 쿠폰을 사고팔며 다른 사용자와 해시레이트를 거래하세요.'],
    hk: ['礦機券', '在交易市場買賣礦機券，與其他用戶交易算力。'],
    zh: ['矿机券', '在交易市场买卖矿机券，与其他用户交易算力。'],
  },
  rewards: {
    en: ['Rewards Center', 'Complete missions, collect points and vouchers, and redeem them for hashrate.'],
    de: ['Prämienzentrum', 'Erfüllen Sie Aufgaben, sammeln Sie Punkte und Gutscheine und lösen Sie sie gegen Hashrate ein.'],
    es: ['Centro de recompensas', 'Complete misiones, acumule puntos y vales, y canjéelos por hashrate.'],
    fr: ['Centre de récompenses', 'Accomplissez des missions, cumulez points et bons, et échangez-les contre du hashrate.'],
    ja: ['リワードセンター', 'ミッションを達成してポイントやクーポンを集め、ハッシュレートと交換しましょう。'],
    ko: ['리워드 센터', '미션을 완료하고 포인트와 바우처를 모아 해시레이트로 교환하세요.'],
    hk: ['獎勵中心', '完成任務，領取積分和代金券，兌換算力。'],
    zh: ['奖励中心', '完成任务，领取积分和代金券，兑换算力。'],
  },
  bitman: {
    en: ['Bitmain Partnership', 'Official Bitmain hardware partnership: the latest Antminer models in certified farms.'],
    de: ['Bitmain-Partnerschaft', 'Offizielle Hardware-Partnerschaft mit Bitmain: die neuesten Antminer-Modelle in zertifizierten Farmen.'],
    es: ['Alianza con Bitmain', 'Alianza oficial de hardware con Bitmain: los últimos modelos Antminer en granjas certificadas.'],
    fr: ['Partenariat Bitmain', 'Partenariat matériel officiel avec Bitmain : les derniers modèles Antminer dans des fermes certifiées.'],
    ja: ['Bitmainとの提携', 'Bitmain公式ハードウェア提携：認定ファームで最新のAntminerを稼働。'],
    ko: ['Bitmain 파트너십', 'Bitmain 공식 하드웨어 파트너십: 인증된 채굴장에서 최신 Antminer 모델을 운영합니다.'],
    hk: ['比特大陸合作', '比特大陸官方硬件合作：最新螞蟻礦機在認證礦場運行。'],
    zh: ['比特大陆合作', '比特大陆官方硬件合作：最新蚂蚁矿机在认证矿场运行。'],
  },
  investors: {
    en: ['Investor Relations', 'Company information, reports and contacts for investors.'],
    de: ['Investor Relations', 'Unternehmensinformationen, Berichte und Kontakte für Investoren.'],
    es: ['Relación con inversores', 'Información de la empresa, informes y contactos para inversores.'],
    fr: ['Relations investisseurs', 'Informations sur l’entreprise, rapports et contacts pour les investisseurs.'],
    ja: ['投資家情報', '投資家向けの企業情報、レポート、お問い合わせ先。'],
    ko: ['투자자 정보', '투자자를 위한 회사 정보, 보고서 및 연락처.'],
    hk: ['投資者關係', '面向投資者的公司資料、報告和聯絡方式。'],
    zh: ['投资者关系', '面向投资者的公司资料、报告和联系方式。'],
  },
  aboutUs: {
    en: ['About Us', 'Who we are: the team, the farms and the hardware behind the cloud mining service.'],
    de: ['Über uns', 'Wer wir sind: das Team, die Farmen und die Hardware hinter dem Cloud-Mining-Dienst.'],
    es: ['Sobre nosotros', 'Quiénes somos: el equipo, las granjas y el hardware detrás del servicio de minería en la nube.'],
    fr: ['À propos', 'Qui nous sommes : l’équipe, les fermes et le matériel derrière le service de minage cloud.'],
    ja: ['会社概要', '私たちについて：クラウドマイニングを支えるチーム、ファーム、ハードウェア。'],
    ko: ['회사 소개', '클라우드 채굴 서비스를 만드는 팀, 채굴장, 하드웨어를 소개합니다.'],
    hk: ['關於我們', '我們是誰：雲挖礦服務背後的團隊、礦場與硬件。'],
    zh: ['关于我们', '我们是谁：云挖矿服务背后的团队、矿场与硬件。'],
  },
  easyPlans: {
    en: ['Easy Mining Plans', 'All-inclusive bitcoin cloud mining: hashrate, electricity and maintenance for the whole term in one price, with output paid daily.'],
    de: ['Easy-Mining-Tarife', 'Bitcoin-Cloud-Mining zum Komplettpreis: Hashrate, Strom und Wartung für die gesamte Laufzeit, mit täglicher Auszahlung der Ausbeute.'],
    es: ['Planes de minería easy', 'Minería de bitcoin en la nube todo incluido: hashrate, electricidad y mantenimiento de todo el plazo en un solo precio, con pagos diarios.'],
    fr: ['Offres de minage easy', 'Minage de bitcoin dans le cloud tout compris : hashrate, électricité et maintenance pour toute la durée en un seul prix, avec paiement quotidien.'],
    ja: ['イージーマイニングプラン', 'ハッシュレート・電気代・メンテナンス費を全期間分まとめた定額のビットコイン クラウドマイニング。採掘分は毎日支払われます。'],
    ko: ['이지 채굴 플랜', '해시레이트, 전기료, 유지보수를 전체 기간 한 가격에 담은 올인원 비트코인 클라우드 채굴, 채굴 수익은 매일 지급됩니다.'],
    hk: ['輕鬆挖礦方案', '全包式比特幣雲挖礦：一個價格涵蓋整個週期的算力、電費和維護費，產出每日發放。'],
    zh: ['轻松挖矿方案', '全包式比特币云挖矿：一个价格涵盖整个周期的算力、电费和维护费，产出每日发放。'],
  },
  calculator: {
    en: ['Mining Profit Calculator', 'Estimate daily bitcoin output and profit from hashrate, electricity price and difficulty.'],
    de: ['Mining-Rechner', 'Schätzen Sie die tägliche Bitcoin-Ausbeute und den Gewinn aus Hashrate, Strompreis und Schwierigkeit.'],
    es: ['Calculadora de minería', 'Estime la producción diaria de bitcoin y el beneficio según hashrate, precio de la electricidad y dificultad.'],
    fr: ['Calculateur de minage', 'Estimez la production quotidienne de bitcoin et le profit selon le hashrate, le prix de l’électricité et la difficulté.'],
    ja: ['マイニング収益計算機', 'ハッシュレート、電気料金、難易度から1日のビットコイン産出量と利益を試算します。'],
    ko: ['채굴 수익 계산기', '해시레이트, 전기 요금, 난이도로 하루 비트코인 산출량과 수익을 추정하세요.'],
    hk: ['挖礦收益計算器', '根據算力、電價和難度估算每日比特幣產出與收益。'],
    zh: ['挖矿收益计算器', '根据算力、电价和难度估算每日比特币产出与收益。'],
  },
  cooperation: {
    en: ['Business Cooperation', 'Partner with us: hosting, hashrate supply and channel cooperation.'],
    de: ['Geschäftliche Zusammenarbeit', 'Werden Sie Partner: Hosting, Hashrate-Lieferung und Vertriebskooperation.'],
    es: ['Cooperación comercial', 'Asóciese con nosotros: alojamiento, suministro de hashrate y cooperación de canal.'],
    fr: ['Coopération commerciale', 'Devenez partenaire : hébergement, fourniture de hashrate et coopération commerciale.'],
    ja: ['ビジネス提携', 'ホスティング、ハッシュレート供給、販売チャネルでの提携をご提案します。'],
    ko: ['비즈니스 협력', '호스팅, 해시레이트 공급, 채널 협력으로 함께하세요.'],
    hk: ['商務合作', '與我們合作：託管、算力供應與渠道合作。'],
    zh: ['商务合作', '与我们合作：托管、算力供应与渠道合作。'],
  },
  miningAcademy: {
    en: ['Mining Academy', 'Guides to bitcoin mining: hashrate, difficulty, halving, pools and how cloud mining works.'],
    de: ['Mining-Akademie', 'Ratgeber zum Bitcoin-Mining: Hashrate, Schwierigkeit, Halving, Pools und wie Cloud Mining funktioniert.'],
    es: ['Academia de minería', 'Guías de minería de bitcoin: hashrate, dificultad, halving, pools y cómo funciona la minería en la nube.'],
    fr: ['Académie du minage', 'Guides du minage de bitcoin : hashrate, difficulté, halving, pools et fonctionnement du minage cloud.'],
    ja: ['マイニングアカデミー', 'ビットコインマイニング入門：ハッシュレート、難易度、半減期、プール、クラウドマイニングの仕組み。'],
    ko: ['채굴 아카데미', '비트코인 채굴 가이드: 해시레이트, 난이도, 반감기, 풀, 클라우드 채굴의 원리.'],
    hk: ['挖礦學院', '比特幣挖礦指南：算力、難度、減半、礦池以及雲挖礦如何運作。'],
    zh: ['挖矿学院', '比特币挖矿指南：算力、难度、减半、矿池以及云挖矿如何运作。'],
  },
};

const KEYWORDS: Record<SeoLanguage, string> = {
  en: 'bitcoin cloud mining, BTC mining, hashrate',
  de: 'Bitcoin Cloud Mining, BTC Mining, Hashrate',
  es: 'minería de bitcoin en la nube, minería BTC, hashrate',
  fr: 'minage bitcoin cloud, minage BTC, hashrate',
  ja: 'ビットコイン クラウドマイニング, BTCマイニング, ハッシュレート',
  ko: '비트코인 클라우드 채굴, BTC 채굴, 해시레이트',
  hk: '比特幣雲挖礦, BTC挖礦, 算力',
  zh: '比特币云挖矿, BTC挖矿, 算力',
};

export function isPageCode(code: string): code is PageCode {
  return (PAGE_CODES as readonly string[]).includes(code);
}

/** Unknown languages fall back to English, as the client's default language is en. */
export function seoLanguage(header: string | undefined): SeoLanguage {
  const lang = (header ?? '').toLowerCase();
  return (SEO_LANGUAGES as readonly string[]).includes(lang) ? (lang as SeoLanguage) : 'en';
}

export function pageSeo(code: PageCode, lang: SeoLanguage) {
  const [title, description] = PAGES[code][lang];
  return { seoTitle: `${title} | ${BRAND}`, seoKeyword: `${title}, ${KEYWORDS[lang]}`, seoDescription: description };
}
