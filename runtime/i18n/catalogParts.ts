import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '../../manifest/locales.ts';

/**
 * The built app's catalogs come in parts (decision 127): each chunk that shows messages waits, as its
 * module starts, for its own part in the language on screen (server/catalogPartsBuild.ts writes the wait and
 * the parts). A page's first load so fetches the few hundred messages it shows, not the whole catalog.
 *
 * A part goes into the table Lingui already holds for its language, without Lingui's change event: the chunk
 * that waits for it has not rendered yet, and the event would render every translated component again. A
 * language is made active only once every part loaded so far is there in it.
 */
/** What a chunk calls, first thing in its module, to wait for its part (set by runtime/i18n/index.ts). */
export const PART_WAIT = '__catalogPart';
/** The text the runtime holds where the build names the entry's part; left as it is, catalogs are whole. */
export const ENTRY_PART_PLACEHOLDER = '__CATALOG_ENTRY_PART__';
/** Where the build writes the parts, relative to its folder (and to the site's root). */
const PARTS_DIR = 'assets/i18n';

/** A part's file in one language. */
export function partPath(part: string, locale: Locale): string {
  return `${PARTS_DIR}/${part}.${locale}.json`;
}

export interface CatalogParts {
  /** Loads the entry's part and every part loaded so far in a language, then makes it active (latest wins). */
  activate(locale: Locale): Promise<void>;
  /** A chunk's part, in the active language and in the one being switched to. */
  load(part: string): Promise<void>;
}

/**
 * A part that cannot be fetched is a chunk that cannot load: its module's wait fails with this, and the
 * chunk-reload rule (runtime/router/chunkReload.ts) reloads the page for it as for a chunk's own download.
 */
export function catalogPartError(part: string, locale: Locale, reason: string): Error {
  return new Error(`Unable to load catalog part ${part}.${locale}: ${reason}`);
}

export function createCatalogParts(
  i18n: I18n,
  entryPart: string,
  fetchPart: (part: string, locale: Locale) => Promise<Messages>,
): CatalogParts {
  const tables = new Map<Locale, Messages>();
  const parts = new Set<string>();
  const fetched = new Map<string, Promise<void>>();
  let requested: Locale | null = null;

  const tableOf = (locale: Locale): Messages => {
    let table = tables.get(locale);
    if (!table) {
      table = {};
      tables.set(locale, table);
      // Lingui keeps the object it is given for a language it has no messages for: parts fill it in place.
      i18n.load(locale, table);
    }
    return table;
  };
  const partIn = (part: string, locale: Locale): Promise<void> => {
    const key = `${part}.${locale}`;
    let done = fetched.get(key);
    if (!done) {
      done = fetchPart(part, locale).then(
        (messages) => {
          const table = tableOf(locale);
          // Over-the-air texts merged earlier win over the built ones.
          for (const [id, message] of Object.entries(messages)) if (!(id in table)) table[id] = message;
        },
        (error: unknown) => {
          fetched.delete(key); // a later wait asks again
          throw error;
        },
      );
      fetched.set(key, done);
    }
    return done;
  };
  const locales = (): Locale[] => {
    const active = (i18n.locale || null) as Locale | null;
    return [...new Set([active, requested].filter((locale): locale is Locale => locale !== null))];
  };

  return {
    async activate(locale) {
      requested = locale;
      tableOf(locale);
      try {
        await Promise.all([entryPart, ...parts].map((part) => partIn(part, locale)));
      } catch (error) {
        // The language stays as it was: chunks loaded from now on need their parts in it only.
        if (requested === locale) requested = null;
        throw error;
      }
      if (requested === locale && i18n.locale !== locale) i18n.activate(locale);
    },
    async load(part) {
      parts.add(part);
      await Promise.all(locales().map((locale) => partIn(part, locale)));
    },
  };
}
