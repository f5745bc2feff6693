import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../manifest/locales.ts';
import {
  type CatalogParts,
  catalogPartError,
  createCatalogParts,
  ENTRY_PART_PLACEHOLDER,
  PART_WAIT,
  partPath,
} from './catalogParts.ts';

export { i18n };

/**
 * Over-the-air translations arrive as ICU strings, compiled when first used; the bundled catalogs are
 * compiled at build time. So the message compiler loads only once remote texts arrive (issue #23: it kept
 * the first page waiting for code that page never needs).
 */
let compilerReady: Promise<void> | null = null;
function loadCompiler(): Promise<void> {
  compilerReady ??= import('@lingui/message-utils/compileMessage').then(({ compileMessage }) => {
    i18n.setMessagesCompiler(compileMessage);
  });
  return compilerReady;
}

/** Compiled catalogs, one chunk per locale, loaded on first use: where the build did not split them. */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> | null = import.meta.env.CATALOG_PARTS
  ? null
  : {
      de: () => import('../../locales/de/messages.po'),
      en: () => import('../../locales/en/messages.po'),
      es: () => import('../../locales/es/messages.po'),
      fr: () => import('../../locales/fr/messages.po'),
      ja: () => import('../../locales/ja/messages.po'),
      ko: () => import('../../locales/ko/messages.po'),
      sg: () => import('../../locales/sg/messages.po'),
      zh: () => import('../../locales/zh/messages.po'),
    };

/** The built app's catalogs in parts (decision 127): each chunk's module waits for its own. */
const parts: CatalogParts | null = catalogs
  ? null
  : createCatalogParts(i18n, ENTRY_PART_PLACEHOLDER, async (part, locale) => {
      const response = await fetch(`${import.meta.env.BASE_URL}${partPath(part, locale)}`).catch((error: unknown) => {
        throw catalogPartError(part, locale, error instanceof Error ? error.message : String(error));
      });
      if (!response.ok) throw catalogPartError(part, locale, `HTTP ${response.status}`);
      return (await response.json()) as Messages;
    });
// Where the build's waits find it (server/catalogPartsBuild.ts writes its name over the placeholder).
if (parts) (globalThis as Record<string, unknown>)[PART_WAIT] = parts.load;

const loaded = new Set<Locale>();
/** The locale asked for last: a catalog that arrives after a later request must not take the page back. */
let requested: Locale | null = null;

/**
 * Loads the locale's static catalog (once) and makes it the active one, unless another locale was asked
 * for while its catalog loaded (a quick second switch, or a new page): the latest request wins.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (parts) return parts.activate(locale);
  requested = locale;
  if (!loaded.has(locale)) {
    const { messages } = await (catalogs as NonNullable<typeof catalogs>)[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  if (requested === locale && i18n.locale !== locale) i18n.activate(locale);
}

/**
 * Merges over-the-air translations (message id -> ICU text) over the static catalog. A failed fetch
 * keeps the static catalog and is only logged (spec section 8: locale file load failure).
 */
export async function mergeOverTheAir(
  locale: Locale,
  fetchTranslations: (locale: Locale) => Promise<Record<string, string>>,
  log: (message: string, error: unknown) => void = console.warn,
): Promise<number> {
  try {
    const remote = await fetchTranslations(locale);
    const entries = Object.entries(remote).filter(([, text]) => typeof text === 'string' && text !== '');
    if (entries.length > 0) {
      await loadCompiler();
      i18n.load(locale, Object.fromEntries(entries));
    }
    return entries.length;
  } catch (error) {
    log(`over-the-air translations for ${locale} failed; the built-in catalog stays`, error);
    return 0;
  }
}

export function currentLocale(): Locale {
  return (i18n.locale || 'en') as Locale;
}
