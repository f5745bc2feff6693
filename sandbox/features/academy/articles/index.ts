import type { AcademyCategory } from '../../../../runtime/http/contract/academy.ts';
import type { SeoLanguage } from '../../../content/seo.ts';
import type { AcademyText } from '../store.ts';
import { DE } from './de.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { HK } from './hk.ts';
import { JA } from './ja.ts';
import { KO } from './ko.ts';
import { ZH } from './zh.ts';

/** The seeded articles: slug, category and dates (UTC); their texts are in one file per language. */
export const ACADEMY_ARTICLES = [
  { id: 'what-is-bitcoin-mining', category: 'beginner', publishedAt: '2025-03-04T09:00:00Z' },
  { id: 'cloud-mining-vs-home-mining', category: 'beginner', publishedAt: '2025-05-20T09:00:00Z' },
  {
    id: 'bitcoin-halving-2024',
    category: 'basics',
    publishedAt: '2025-02-10T09:00:00Z',
    updatedAt: '2026-05-04T09:00:00Z',
  },
  { id: 'hashrate-units-explained', category: 'basics', publishedAt: '2025-04-08T09:00:00Z' },
  { id: 'difficulty-adjustment-explained', category: 'basics', publishedAt: '2025-07-15T09:00:00Z' },
  { id: 'asic-efficiency-j-per-th', category: 'hardware', publishedAt: '2025-06-03T09:00:00Z' },
  { id: 'miner-cooling-and-uptime', category: 'hardware', publishedAt: '2025-09-09T09:00:00Z' },
  { id: 'pool-payouts-fpps-pplns', category: 'economics', publishedAt: '2025-08-19T09:00:00Z' },
  {
    id: 'hashprice-and-breakeven',
    category: 'economics',
    publishedAt: '2025-10-14T09:00:00Z',
    updatedAt: '2026-09-01T09:00:00Z',
  },
  { id: 'custody-and-withdrawal-security', category: 'security', publishedAt: '2025-11-04T09:00:00Z' },
  { id: 'spotting-cloud-mining-scams', category: 'security', publishedAt: '2026-01-20T09:00:00Z' },
  { id: 'buying-your-first-plan', category: 'guides', publishedAt: '2026-03-10T09:00:00Z' },
  { id: 'reading-your-hashrate-dashboard', category: 'guides', publishedAt: '2026-06-16T09:00:00Z' },
] as const satisfies ReadonlyArray<{ id: string; category: AcademyCategory; publishedAt: string; updatedAt?: string }>;

export type AcademyArticleId = (typeof ACADEMY_ARTICLES)[number]['id'];
/** One language's texts: every seeded article, or it does not compile. */
export type AcademyTexts = Record<AcademyArticleId, AcademyText>;

const TEXTS: Record<SeoLanguage, AcademyTexts> = { en: EN, de: DE, es: ES, fr: FR, ja: JA, ko: KO, hk: HK, zh: ZH };

export const ACADEMY_SEED = ACADEMY_ARTICLES.map((article) => ({
  id: article.id as string,
  category: article.category as AcademyCategory,
  publishedAt: article.publishedAt as string,
  updatedAt: 'updatedAt' in article ? (article.updatedAt as string) : undefined,
  texts: Object.fromEntries(
    Object.entries(TEXTS).map(([language, texts]) => {
      const text = texts[article.id];
      return [language, { ...text, body: text.body.trim() }];
    }),
  ) as Record<SeoLanguage, AcademyText>,
}));
