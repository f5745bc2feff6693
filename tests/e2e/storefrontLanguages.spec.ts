import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

/**
 * Issue #16's language rule, in the browser: every public storefront page renders in English, German and
 * Japanese, and no German or Japanese page shows a line of English. A line counts as untranslated when it
 * is exactly a line of the English page and still has English words once names, units, codes and numbers
 * are set aside: that catches a missing catalog entry, a fallback to the source text, and sandbox data
 * (plan names, articles, company figures) served in English to another language. `/protocol/{id}` is not
 * here: its id names the agreement's language (`_EN`, `_CN`, `_ZH`, spec), so English text is right there.
 */

const ROUTES = [
  '/easy',
  '/easy/detail/g-easy-s21-180',
  '/full/detail/g-full-s21-360',
  '/stable/detail/g-stable-s21-30',
  '/free/detail/g-free-trial',
  '/rental/detail/g-rental-s21-180',
  '/detail/g-easy-s19xp-90',
  '/calculator',
  '/minerSale',
  '/minerSale/s19xp',
  '/miner',
  '/rental',
  '/Miner-Enhancing',
  '/mining',
  '/supplier-list',
  '/bitmain',
  '/pool',
  '/FuFuMinerOS',
  '/content',
  '/content/what-is-bitcoin-mining',
  '/content/h5',
  '/content/h5/what-is-bitcoin-mining',
  '/topic/what-is-bitcoin-cloud-mining',
  '/aboutus',
  '/investors',
  '/coop',
  '/task',
  '/points',
  '/vip',
  '/download',
  '/detailShareMid?goodsId=g-app-only',
  '/subject/invite?inviteCode=ALICE1',
] as const;

const LANGUAGES = ['de', 'ja'] as const;

/**
 * Words that are the same in every language: brands, miner models and their product families, pool and
 * coin terms, units, addresses.
 */
const NAMES =
  /(\b(FuFu\w*|Antminer|Bitmain|Whatsminer|MicroBT|Avalon\w*|Canaan|Bitdeer|Braiins|Antpool|F2Pool|Pro|Hyd|Hydro|Easy|Stable|Full|BTC|ETH|USDT\w*|FPPS|PPLNS|PPS\+?|TXID|KYC|VIP|API|SHA-256|[A-Z]?\d[\w./-]*|[A-Z]{2,}\w*|TH\/s|PH\/s|EH\/s|J\/T|kWh|UTC|Google Play|App Store|iOS|Android)\b)|stratum\+\w+:\/\/\S+|https?:\/\/\S+|[\w.-]+@[\w.-]+/g;

/** Places: the farms' and hosting sites' towns and regions, written the same in German and romaji. */
const PLACES =
  /\b(Rockdale|Texas|Jamestown|North Dakota|Bahir Dar|Hernandarias|Alto Paraná|Paraguay|Sohar|North Al Batinah|Oman|Baie-Comeau)(?![A-Za-z])/g;

/** Words German writes as English does. */
const SAME_IN: Record<string, RegExp> = { de: /\b(April|Version|Partner|Miner|iPhone)\b/g, ja: /\b(iPhone)\b/g };

/** Proper names shown as they are in every language: suppliers, control boards, the language menu. */
const PROPER_NAMES = [
  /^(Northline Mining Supply|Polar Hash Trading|Gulf Compute FZE|Maple Rack Sales|Baltic ASIC Logistics|Bitmain Official Store|Huaqiang Miner Parts|Andes Mineração|Steppe Mining Equipment|Savanna Hash Ltd)$/,
  /^(Xilinx|AMLogic|BeagleBone|CVITek)(, (Xilinx|AMLogic|BeagleBone|CVITek))*$/,
  /^English, Deutsch, Español, Français/,
];

function englishWords(line: string, lang: string): number {
  const rest = line
    .replace(NAMES, ' ')
    .replace(PLACES, ' ')
    .replace(SAME_IN[lang] ?? /$^/, ' ');
  return rest.match(/\b[A-Za-z]{3,}\b/g)?.length ?? 0;
}

/** Lines the catalogs keep in English on purpose (locales/sameAsSource.json), per language. */
const sameAsSource = JSON.parse(readFileSync('locales/sameAsSource.json', 'utf8')) as Record<string, string[]>;

async function mainLines(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const main = page.locator('main').first();
  await expect(main).toBeVisible();
  await expect(page.locator('[data-read="loading"]')).toHaveCount(0);
  const text = await main.innerText();
  return text
    .split(/[\n\t]/)
    .map((l) => l.trim())
    .filter(Boolean);
}

test.describe('the storefront in German and Japanese', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'cookie-notice-hidden', value: '1', url: baseURL ?? '' }]);
  });

  for (const path of ROUTES) {
    test(`${path} has no English left`, async ({ page }) => {
      const english = new Set(await mainLines(page, path));
      // A page that renders nothing would pass trivially.
      expect(english.size).toBeGreaterThan(3);
      const untranslated: Record<string, string[]> = {};
      for (const lang of LANGUAGES) {
        const allowed = new Set(sameAsSource[lang] ?? []);
        const lines = await mainLines(page, `/${lang}${path}`);
        const left = lines.filter(
          (l) =>
            english.has(l) &&
            !allowed.has(l) &&
            !PROPER_NAMES.some((name) => name.test(l)) &&
            englishWords(l, lang) > 0,
        );
        if (left.length > 0) untranslated[lang] = [...new Set(left)];
      }
      expect(untranslated).toEqual({});
    });
  }
});
