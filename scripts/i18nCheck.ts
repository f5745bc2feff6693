import { readFileSync } from 'node:fs';
import { LOCALES } from '../manifest/locales.ts';

/**
 * `npm run i18n:check`: every catalog has every message of the English source, translated.
 * A translation equal to the English text fails unless `locales/sameAsSource.json` lists it for that
 * language (brand names, units, words that really are the same, like "Pool" in German).
 */
interface Entry {
  id: string;
  translation: string;
}

export function parsePo(text: string): Entry[] {
  const entries: Entry[] = [];
  let field: 'id' | 'str' | null = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (field !== null && id !== '') entries.push({ id, translation: str });
    field = null;
    id = '';
    str = '';
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      field = 'id';
      id = JSON.parse(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'str';
      str = JSON.parse(line.slice(7));
    } else if (line.startsWith('"') && field === 'id') {
      id += JSON.parse(line);
    } else if (line.startsWith('"') && field === 'str') {
      str += JSON.parse(line);
    } else if (line === '') {
      flush();
    }
  }
  flush();
  return entries;
}

function catalog(locale: string): Map<string, string> {
  return new Map(parsePo(readFileSync(`locales/${locale}/messages.po`, 'utf8')).map((e) => [e.id, e.translation]));
}

const same = JSON.parse(readFileSync('locales/sameAsSource.json', 'utf8')) as Record<string, string[]>;
const source = catalog('en');
const problems: string[] = [];
for (const locale of LOCALES) {
  if (locale === 'en') continue;
  const messages = catalog(locale);
  const allowed = new Set(same[locale] ?? []);
  for (const id of source.keys()) {
    const translation = messages.get(id);
    if (translation === undefined) problems.push(`${locale}: missing message ${JSON.stringify(id)}`);
    else if (translation === '') problems.push(`${locale}: untranslated ${JSON.stringify(id)}`);
    else if (translation === id && !allowed.has(id)) {
      problems.push(
        `${locale}: English copy ${JSON.stringify(id)} (translate it, or list it in locales/sameAsSource.json)`,
      );
    }
  }
  for (const id of messages.keys()) {
    if (!source.has(id)) problems.push(`${locale}: obsolete message ${JSON.stringify(id)} (run npm run extract)`);
  }
}

if (problems.length > 0) {
  console.error(`i18n check: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n check: ${source.size} messages translated in ${LOCALES.length - 1} languages`);
