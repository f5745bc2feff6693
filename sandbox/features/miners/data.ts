import type { Cooling, ElectricityBilling, ManagementFeeRule } from '../../../runtime/http/contract/miners.ts';
import type { SeoLanguage } from '../../content/seo.ts';

/**
 * The seeded miner marketplace. Specs are the manufacturers' published figures (nominal hashrate, wall
 * power at 25 °C, noise, size without packaging); prices, sites and terms are made up for the sandbox but
 * kept in the ranges public marketplaces quote (product research section 4: about $17–21 per TH for
 * the S21 family, hosting electricity $0.03–0.08 per kWh, no management fee until payback, then 30%).
 */
export interface SeedModel {
  id: string;
  name: string;
  manufacturer: string;
  hashrateTh: number;
  powerW: number;
  efficiencyJt: number;
  cooling: Cooling;
  noiseDb: number;
  size: [length: number, width: number, height: number];
  weightKg: number;
  releasedOn: string;
  summary: Record<SeoLanguage, string>;
}

// biome-ignore format: one model a block, one language a line reads as a table
export const SEED_MODELS: SeedModel[] = [
  {
    id: 's21xphyd', name: 'Antminer S21 XP Hyd', manufacturer: 'Bitmain', hashrateTh: 473, powerW: 5676, efficiencyJt: 12,
    cooling: 'hydro', noiseDb: 50, size: [410, 170, 209], weightKg: 16.5, releasedOn: '2025-01',
    summary: {
      en: 'Water-cooled flagship: 473 TH/s at 12 J/T, for hydro containers with dry coolers.',
      de: 'Wassergekühltes Spitzenmodell: 473 TH/s bei 12 J/T, für Hydro-Container mit Trockenkühlern.',
      es: 'Buque insignia refrigerado por agua: 473 TH/s a 12 J/T, para contenedores hidro con enfriadores secos.',
      fr: 'Modèle phare refroidi par eau : 473 TH/s à 12 J/T, pour conteneurs hydro avec aéroréfrigérants.',
      ja: '水冷のフラッグシップ機。12 J/Tで473 TH/s、ドライクーラー付きの水冷コンテナ向け。',
      ko: '수랭식 플래그십: 12 J/T에서 473 TH/s, 드라이 쿨러가 있는 수랭 컨테이너용.',
      hk: '水冷旗艦機型：12 J/T 下達 473 TH/s，適用於配備乾式冷卻器的水冷貨櫃。',
      zh: '水冷旗舰机型：12 J/T 下达 473 TH/s，适用于配备干冷器的水冷集装箱。',
    },
  },
  {
    id: 's21xp', name: 'Antminer S21 XP', manufacturer: 'Bitmain', hashrateTh: 270, powerW: 3645, efficiencyJt: 13.5,
    cooling: 'air', noiseDb: 75, size: [449, 219, 293], weightKg: 18.7, releasedOn: '2024-12',
    summary: {
      en: 'The most efficient air-cooled Antminer: 270 TH/s at 13.5 J/T.',
      de: 'Der effizienteste luftgekühlte Antminer: 270 TH/s bei 13,5 J/T.',
      es: 'El Antminer refrigerado por aire más eficiente: 270 TH/s a 13,5 J/T.',
      fr: 'L’Antminer refroidi par air le plus efficace : 270 TH/s à 13,5 J/T.',
      ja: '最も効率的な空冷Antminer。13.5 J/Tで270 TH/s。',
      ko: '가장 효율적인 공랭식 Antminer: 13.5 J/T에서 270 TH/s.',
      hk: '能效最高的風冷螞蟻礦機：13.5 J/T 下達 270 TH/s。',
      zh: '能效最高的风冷蚂蚁矿机：13.5 J/T 下达 270 TH/s。',
    },
  },
  {
    id: 's21pro', name: 'Antminer S21 Pro', manufacturer: 'Bitmain', hashrateTh: 234, powerW: 3510, efficiencyJt: 15,
    cooling: 'air', noiseDb: 75, size: [400, 195, 290], weightKg: 15.7, releasedOn: '2024-07',
    summary: {
      en: 'A step up from the S21 in the same chassis: 234 TH/s at 15 J/T.',
      de: 'Eine Stufe über dem S21 im gleichen Gehäuse: 234 TH/s bei 15 J/T.',
      es: 'Un paso por encima del S21 en el mismo chasis: 234 TH/s a 15 J/T.',
      fr: 'Un cran au-dessus du S21 dans le même boîtier : 234 TH/s à 15 J/T.',
      ja: 'S21と同じ筐体で一段上の性能。15 J/Tで234 TH/s。',
      ko: 'S21과 같은 섀시에서 한 단계 높은 성능: 15 J/T에서 234 TH/s.',
      hk: '與 S21 同一機身、性能更上一層：15 J/T 下達 234 TH/s。',
      zh: '与 S21 同一机身、性能更上一层：15 J/T 下达 234 TH/s。',
    },
  },
  {
    id: 's21hyd', name: 'Antminer S21 Hyd', manufacturer: 'Bitmain', hashrateTh: 335, powerW: 5360, efficiencyJt: 16,
    cooling: 'hydro', noiseDb: 50, size: [410, 170, 209], weightKg: 16.1, releasedOn: '2024-03',
    summary: {
      en: 'Water-cooled S21: 335 TH/s at 16 J/T and a quiet 50 dB.',
      de: 'Wassergekühlter S21: 335 TH/s bei 16 J/T und leise 50 dB.',
      es: 'S21 refrigerado por agua: 335 TH/s a 16 J/T y solo 50 dB.',
      fr: 'S21 refroidi par eau : 335 TH/s à 16 J/T et seulement 50 dB.',
      ja: '水冷版S21。16 J/Tで335 TH/s、騒音は50 dBと静か。',
      ko: '수랭식 S21: 16 J/T에서 335 TH/s, 50 dB로 조용합니다.',
      hk: '水冷版 S21：16 J/T 下達 335 TH/s，噪音僅 50 dB。',
      zh: '水冷版 S21：16 J/T 下达 335 TH/s，噪音仅 50 dB。',
    },
  },
  {
    id: 's21', name: 'Antminer S21', manufacturer: 'Bitmain', hashrateTh: 200, powerW: 3500, efficiencyJt: 17.5,
    cooling: 'air', noiseDb: 75, size: [400, 195, 290], weightKg: 15.4, releasedOn: '2024-02',
    summary: {
      en: 'The workhorse of the S21 generation: 200 TH/s at 17.5 J/T.',
      de: 'Das Arbeitspferd der S21-Generation: 200 TH/s bei 17,5 J/T.',
      es: 'El caballo de batalla de la generación S21: 200 TH/s a 17,5 J/T.',
      fr: 'Le cheval de trait de la génération S21 : 200 TH/s à 17,5 J/T.',
      ja: 'S21世代の主力機。17.5 J/Tで200 TH/s。',
      ko: 'S21 세대의 주력 기종: 17.5 J/T에서 200 TH/s.',
      hk: 'S21 世代的主力機型：17.5 J/T 下達 200 TH/s。',
      zh: 'S21 世代的主力机型：17.5 J/T 下达 200 TH/s。',
    },
  },
  {
    id: 't21', name: 'Antminer T21', manufacturer: 'Bitmain', hashrateTh: 190, powerW: 3610, efficiencyJt: 19,
    cooling: 'air', noiseDb: 75, size: [400, 195, 290], weightKg: 15.4, releasedOn: '2024-04',
    summary: {
      en: 'A lower-priced S21 sibling: 190 TH/s at 19 J/T, good where power is cheap.',
      de: 'Der günstigere Bruder des S21: 190 TH/s bei 19 J/T, gut bei billigem Strom.',
      es: 'El hermano más económico del S21: 190 TH/s a 19 J/T, ideal con electricidad barata.',
      fr: 'Le petit frère moins cher du S21 : 190 TH/s à 19 J/T, idéal là où l’électricité est bon marché.',
      ja: 'S21の低価格な兄弟機。19 J/Tで190 TH/s、電気代の安い場所に最適。',
      ko: 'S21의 저가형 형제 모델: 19 J/T에서 190 TH/s, 전기료가 싼 곳에 적합합니다.',
      hk: 'S21 的平價兄弟機型：19 J/T 下達 190 TH/s，適合電價低廉的地方。',
      zh: 'S21 的平价兄弟机型：19 J/T 下达 190 TH/s，适合电价低廉的地方。',
    },
  },
  {
    id: 'm60s', name: 'Whatsminer M60S', manufacturer: 'MicroBT', hashrateTh: 186, powerW: 3441, efficiencyJt: 18.5,
    cooling: 'air', noiseDb: 75, size: [430, 155, 226], weightKg: 13.5, releasedOn: '2023-12',
    summary: {
      en: 'MicroBT’s air-cooled M60 generation: 186 TH/s at 18.5 J/T.',
      de: 'Die luftgekühlte M60-Generation von MicroBT: 186 TH/s bei 18,5 J/T.',
      es: 'La generación M60 refrigerada por aire de MicroBT: 186 TH/s a 18,5 J/T.',
      fr: 'La génération M60 refroidie par air de MicroBT : 186 TH/s à 18,5 J/T.',
      ja: 'MicroBTの空冷M60世代。18.5 J/Tで186 TH/s。',
      ko: 'MicroBT의 공랭식 M60 세대: 18.5 J/T에서 186 TH/s.',
      hk: 'MicroBT 風冷 M60 世代：18.5 J/T 下達 186 TH/s。',
      zh: 'MicroBT 风冷 M60 世代：18.5 J/T 下达 186 TH/s。',
    },
  },
  {
    id: 's19xp', name: 'Antminer S19 XP', manufacturer: 'Bitmain', hashrateTh: 140, powerW: 3010, efficiencyJt: 21.5,
    cooling: 'air', noiseDb: 75, size: [400, 195.5, 290], weightKg: 14.2, releasedOn: '2022-07',
    summary: {
      en: 'The proven S19 flagship: 140 TH/s at 21.5 J/T, at a fraction of a new S21’s price.',
      de: 'Das bewährte S19-Spitzenmodell: 140 TH/s bei 21,5 J/T, zu einem Bruchteil des Preises eines neuen S21.',
      es: 'El probado buque insignia S19: 140 TH/s a 21,5 J/T, por una fracción del precio de un S21 nuevo.',
      fr: 'Le modèle phare éprouvé de la série S19 : 140 TH/s à 21,5 J/T, pour une fraction du prix d’un S21 neuf.',
      ja: '実績あるS19シリーズの最上位機。21.5 J/Tで140 TH/s、新品S21の数分の一の価格。',
      ko: '검증된 S19 플래그십: 21.5 J/T에서 140 TH/s, 새 S21 가격의 일부로.',
      hk: '久經考驗的 S19 旗艦：21.5 J/T 下達 140 TH/s，價格只是全新 S21 的一小部分。',
      zh: '久经考验的 S19 旗舰：21.5 J/T 下达 140 TH/s，价格只是全新 S21 的一小部分。',
    },
  },
  {
    id: 's19kpro', name: 'Antminer S19k Pro', manufacturer: 'Bitmain', hashrateTh: 120, powerW: 2760, efficiencyJt: 23,
    cooling: 'air', noiseDb: 75, size: [400, 195.5, 290], weightKg: 13.1, releasedOn: '2023-05',
    summary: {
      en: 'An entry-level miner: 120 TH/s at 23 J/T and the lowest price per unit.',
      de: 'Ein Einsteigermodell: 120 TH/s bei 23 J/T und der niedrigste Stückpreis.',
      es: 'Un minero de entrada: 120 TH/s a 23 J/T y el precio por unidad más bajo.',
      fr: 'Un mineur d’entrée de gamme : 120 TH/s à 23 J/T et le prix unitaire le plus bas.',
      ja: 'エントリーモデル。23 J/Tで120 TH/s、1台あたりの価格が最も安い。',
      ko: '입문용 채굴기: 23 J/T에서 120 TH/s, 대당 가격이 가장 낮습니다.',
      hk: '入門級礦機：23 J/T 下達 120 TH/s，單價最低。',
      zh: '入门级矿机：23 J/T 下达 120 TH/s，单价最低。',
    },
  },
];

/** The farms the miners are hosted in (the company profile's farms), named in each language. */
// biome-ignore format: one site a block reads as a table
export const SITES: Record<string, { country: string; name: Record<SeoLanguage, string> }> = {
  rockdale: { country: 'US', name: {
    en: 'Rockdale, Texas', de: 'Rockdale, Texas', es: 'Rockdale, Texas', fr: 'Rockdale, Texas',
    ja: 'ロックデール（テキサス州）', ko: '록데일(텍사스)', hk: '羅克代爾（德克薩斯州）', zh: '罗克代尔（得克萨斯州）',
  } },
  jamestown: { country: 'US', name: {
    en: 'Jamestown, North Dakota', de: 'Jamestown, North Dakota', es: 'Jamestown, Dakota del Norte', fr: 'Jamestown, Dakota du Nord',
    ja: 'ジェームズタウン（ノースダコタ州）', ko: '제임스타운(노스다코타)', hk: '占士鎮（北達科他州）', zh: '詹姆斯敦（北达科他州）',
  } },
  bahirdar: { country: 'ET', name: {
    en: 'Bahir Dar, Ethiopia', de: 'Bahir Dar, Äthiopien', es: 'Bahir Dar, Etiopía', fr: 'Bahir Dar, Éthiopie',
    ja: 'バハルダール（エチオピア）', ko: '바히르다르(에티오피아)', hk: '巴赫達爾（埃塞俄比亞）', zh: '巴赫达尔（埃塞俄比亚）',
  } },
  hernandarias: { country: 'PY', name: {
    en: 'Hernandarias, Paraguay', de: 'Hernandarias, Paraguay', es: 'Hernandarias, Paraguay', fr: 'Hernandarias, Paraguay',
    ja: 'エルナンダリアス（パラグアイ）', ko: '에르난다리아스(파라과이)', hk: '埃爾南達里亞斯（巴拉圭）', zh: '埃尔南达里亚斯（巴拉圭）',
  } },
  sohar: { country: 'OM', name: {
    en: 'Sohar, Oman', de: 'Sohar, Oman', es: 'Sohar, Omán', fr: 'Sohar, Oman',
    ja: 'ソハール（オマーン）', ko: '소하르(오만)', hk: '蘇哈爾（阿曼）', zh: '苏哈尔（阿曼）',
  } },
};

export interface SeedBatch {
  id: string;
  modelId: string;
  /** A batch's own units may differ a little from the nominal model (a refurbished S19 XP bin). */
  hashrateTh?: number;
  powerW?: number;
  condition: 'new' | 'refurbished';
  unitPriceUsd: string;
  pool: 'Antpool' | 'F2Pool';
  site: keyof typeof SITES;
  electricityUsdPerKwh: string;
  electricityBilling: ElectricityBilling;
  managementFee: { rule: ManagementFeeRule; percent: string };
  warrantyMonths: number;
  minQuantity: number;
  maxQuantity: number;
  stock: number;
  totalUnits: number;
  /** The payment deadline is this many days after the seed's UTC day, at 16:00 UTC (negative: closed). */
  deadlineInDays: number;
  /** Mining starts this many days after the payment deadline's day (delivery, installation). */
  startAfterDeadlineDays: number;
}

// biome-ignore format: one batch a line reads as a table
export const SEED_BATCHES: SeedBatch[] = [
  { id: '800000000601', modelId: 's21xp', condition: 'new', unitPriceUsd: '5400.00', pool: 'Antpool', site: 'rockdale', electricityUsdPerKwh: '0.072', electricityBilling: 'prepaidMonthly', managementFee: { rule: 'afterPayback', percent: '30' }, warrantyMonths: 12, minQuantity: 1, maxQuantity: 50, stock: 186, totalUnits: 400, deadlineInDays: 12, startAfterDeadlineDays: 35 },
  { id: '800000000602', modelId: 's21xphyd', condition: 'new', unitPriceUsd: '9460.00', pool: 'Antpool', site: 'bahirdar', electricityUsdPerKwh: '0.042', electricityBilling: 'prepaidMonthly', managementFee: { rule: 'afterPayback', percent: '30' }, warrantyMonths: 12, minQuantity: 5, maxQuantity: 100, stock: 240, totalUnits: 600, deadlineInDays: 20, startAfterDeadlineDays: 60 },
  { id: '800000000603', modelId: 's21pro', condition: 'new', unitPriceUsd: '4212.00', pool: 'F2Pool', site: 'hernandarias', electricityUsdPerKwh: '0.048', electricityBilling: 'deductedDaily', managementFee: { rule: 'afterPayback', percent: '30' }, warrantyMonths: 12, minQuantity: 1, maxQuantity: 30, stock: 58, totalUnits: 300, deadlineInDays: 8, startAfterDeadlineDays: 30 },
  { id: '800000000604', modelId: 's21', condition: 'new', unitPriceUsd: '3400.00', pool: 'Antpool', site: 'jamestown', electricityUsdPerKwh: '0.055', electricityBilling: 'prepaidMonthly', managementFee: { rule: 'afterPayback', percent: '30' }, warrantyMonths: 12, minQuantity: 1, maxQuantity: 50, stock: 312, totalUnits: 500, deadlineInDays: 15, startAfterDeadlineDays: 25 },
  { id: '800000000605', modelId: 's19xp', condition: 'refurbished', hashrateTh: 141, powerW: 3032, unitPriceUsd: '1692.00', pool: 'F2Pool', site: 'sohar', electricityUsdPerKwh: '0.050', electricityBilling: 'deductedDaily', managementFee: { rule: 'afterPayback', percent: '30' }, warrantyMonths: 6, minQuantity: 2, maxQuantity: 40, stock: 74, totalUnits: 200, deadlineInDays: 10, startAfterDeadlineDays: 14 },
  // An earlier S19 XP batch sold out: the product page shows both states.
  { id: '800000000606', modelId: 's19xp', condition: 'refurbished', unitPriceUsd: '1610.00', pool: 'Antpool', site: 'rockdale', electricityUsdPerKwh: '0.058', electricityBilling: 'prepaidMonthly', managementFee: { rule: 'afterPayback', percent: '30' }, warrantyMonths: 6, minQuantity: 2, maxQuantity: 40, stock: 0, totalUnits: 150, deadlineInDays: 4, startAfterDeadlineDays: 14 },
  { id: '800000000607', modelId: 't21', condition: 'new', unitPriceUsd: '2850.00', pool: 'F2Pool', site: 'bahirdar', electricityUsdPerKwh: '0.040', electricityBilling: 'deductedDaily', managementFee: { rule: 'fromStart', percent: '15' }, warrantyMonths: 12, minQuantity: 1, maxQuantity: 50, stock: 97, totalUnits: 250, deadlineInDays: 18, startAfterDeadlineDays: 40 },
  { id: '800000000608', modelId: 's19kpro', condition: 'refurbished', unitPriceUsd: '960.00', pool: 'Antpool', site: 'sohar', electricityUsdPerKwh: '0.050', electricityBilling: 'deductedDaily', managementFee: { rule: 'afterPayback', percent: '30' }, warrantyMonths: 6, minQuantity: 5, maxQuantity: 100, stock: 420, totalUnits: 800, deadlineInDays: 6, startAfterDeadlineDays: 10 },
  // Closed months ago, its miners hosted since (hosting@example.com's order, sandbox/features/hosting/seed.ts).
  { id: '800000000590', modelId: 's21', condition: 'new', unitPriceUsd: '3650.00', pool: 'Antpool', site: 'jamestown', electricityUsdPerKwh: '0.055', electricityBilling: 'prepaidMonthly', managementFee: { rule: 'afterPayback', percent: '30' }, warrantyMonths: 12, minQuantity: 1, maxQuantity: 50, stock: 0, totalUnits: 240, deadlineInDays: -110, startAfterDeadlineDays: 17 },
  // Its payment deadline has passed: closed, not listed (its detail still answers, for old links).
  { id: '800000000600', modelId: 's21', condition: 'new', unitPriceUsd: '3600.00', pool: 'Antpool', site: 'rockdale', electricityUsdPerKwh: '0.060', electricityBilling: 'prepaidMonthly', managementFee: { rule: 'afterPayback', percent: '30' }, warrantyMonths: 12, minQuantity: 1, maxQuantity: 50, stock: 21, totalUnits: 300, deadlineInDays: -3, startAfterDeadlineDays: 20 },
];

/**
 * Rental plans: goods of type 9 on the core goods table (one unit is one whole miner for the term,
 * all-inclusive), with their terms in the plans' `plan_terms`, so `/rental/detail/{id}` sells them.
 * Rent is USD per TH/s per day; the included service fee is the electricity and upkeep part of it.
 */
// biome-ignore format: one plan a line reads as a table
export const RENTAL_GOODS: Array<{ id: string; name: string; model: string; th: number; days: number; rent: number; service: number; jt: number; pool: string; stock: number; max: number; sort: number }> = [
  { id: 'g-rental-s21xp-30', name: 'S21 XP Rental 30 days', model: 'Antminer S21 XP', th: 270, days: 30, rent: 0.0689, service: 0.0195, jt: 13.5, pool: 'Antpool', stock: 24, max: 10, sort: 21 },
  { id: 'g-rental-s21pro-90', name: 'S21 Pro Rental 90 days', model: 'Antminer S21 Pro', th: 234, days: 90, rent: 0.0642, service: 0.0216, jt: 15, pool: 'F2Pool', stock: 40, max: 10, sort: 22 },
  { id: 'g-rental-s21-180', name: 'S21 Rental 180 days', model: 'Antminer S21', th: 200, days: 180, rent: 0.0598, service: 0.0252, jt: 17.5, pool: 'Antpool', stock: 65, max: 20, sort: 23 },
  { id: 'g-rental-t21-60', name: 'T21 Rental 60 days', model: 'Antminer T21', th: 190, days: 60, rent: 0.0611, service: 0.0274, jt: 19, pool: 'F2Pool', stock: 30, max: 10, sort: 24 },
  // Sold out: the rental list shows what that looks like.
  { id: 'g-rental-s19xp-30', name: 'S19 XP Rental 30 days', model: 'Antminer S19 XP', th: 140, days: 30, rent: 0.0655, service: 0.031, jt: 21.5, pool: 'F2Pool', stock: 0, max: 10, sort: 25 },
];
