import type { AcademyCategory } from '../../../runtime/http/contract/academy.ts';
import type { SeoLanguage } from '../../content/seo.ts';
import type { Database } from '../../db.ts';

export interface AcademyText {
  title: string;
  summary: string;
  /** HTML as the CMS editor saves it. */
  body: string;
}

export interface NewAcademyArticle {
  id: string;
  category: AcademyCategory;
  /** ms since the epoch; hidden until the sandbox clock reaches it. */
  publishedAt: number;
  updatedAt: number;
  /** English at least; a language without a text is answered in English. */
  texts: Partial<Record<SeoLanguage, AcademyText>> & { en: AcademyText };
}

/** Writes an article with its texts (the caller holds the transaction). */
export function insertAcademyArticle(db: Database, article: NewAcademyArticle): void {
  db.prepare('INSERT INTO academy_articles (id, category, published_at, updated_at) VALUES (?, ?, ?, ?)').run(
    article.id,
    article.category,
    article.publishedAt,
    article.updatedAt,
  );
  const insertText = db.prepare(
    'INSERT INTO academy_texts (article_id, language, title, summary, body) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [language, text] of Object.entries(article.texts)) {
    insertText.run(article.id, language, text.title, text.summary, text.body);
  }
}

/** The visible text of CMS HTML. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/g;
/** Reading speeds: words a minute for spaced scripts, characters a minute for Chinese and Japanese. */
const WORDS_PER_MINUTE = 200;
const CJK_CHARS_PER_MINUTE = 400;

/** Minutes to read an article's body, rounded up, at least 1. */
export function readingMinutes(html: string): number {
  const text = textOf(html);
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text
    .replace(CJK, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE + cjk / CJK_CHARS_PER_MINUTE));
}

/**
 * The body with every `<h2>` carrying its anchor (`section-1`, …; attributes the editor left are
 * dropped), and the headings for the table of contents.
 */
export function withAnchors(html: string): { body: string; headings: Array<{ anchor: string; text: string }> } {
  const headings: Array<{ anchor: string; text: string }> = [];
  const body = html.replace(/<h2\b[^>]*>([\s\S]*?)<\/h2>/gi, (_whole, inner: string) => {
    const anchor = `section-${headings.length + 1}`;
    headings.push({ anchor, text: textOf(inner) });
    return `<h2 id="${anchor}">${inner}</h2>`;
  });
  return { body, headings };
}

/** Each category's cover colours (a CMS would hold uploaded images; the sandbox draws them). */
const COVER_COLOURS: Record<AcademyCategory, [string, string]> = {
  beginner: ['#f7931a', '#c2410c'],
  basics: ['#2563eb', '#1e3a8a'],
  hardware: ['#0f766e', '#134e4a'],
  economics: ['#7c3aed', '#4c1d95'],
  security: ['#b91c1c', '#7f1d1d'],
  guides: ['#334155', '#0f172a'],
};

/** A decorative 16:9 cover as an SVG data URL: the category's colours and a block-chain motif placed by the id. */
export function coverUrl(id: string, category: AcademyCategory): string {
  const [from, to] = COVER_COLOURS[category];
  let seed = 0;
  for (const char of id) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  const blocks = Array.from({ length: 5 }, (_, i) => {
    const x = 40 + i * 112;
    const y = 150 + (((seed >>> (i * 3)) & 7) - 3) * 14;
    const size = 64 + ((seed >>> (i * 2 + 7)) & 3) * 8;
    return `<rect x="${x}" y="${y - size / 2}" width="${size}" height="${size}" rx="10" fill="#fff" fill-opacity="${0.12 + i * 0.05}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><path d="M72 150H584" stroke="#fff" stroke-opacity=".25" stroke-width="4"/>${blocks}<circle cx="560" cy="300" r="90" fill="#fff" fill-opacity=".08"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
