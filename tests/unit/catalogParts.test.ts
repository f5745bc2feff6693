import { type Messages, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../manifest/locales.ts';
import { createCatalogParts } from '../../runtime/i18n/catalogParts.ts';

/** Two parts and the entry's, in two languages, served by a recording fetch that can be made to fail. */
const SERVED: Record<string, Partial<Record<Locale, Messages>>> = {
  entry: { en: { sign: 'Sign in' }, de: { sign: 'Anmelden' } },
  page: { en: { title: 'Hashrate' }, de: { title: 'Hashrate-Übersicht' } },
  chart: { en: { axis: 'Daily output' }, de: { axis: 'Tagesertrag' } },
};

function setup() {
  const i18n = setupI18n();
  const asked: string[] = [];
  const failing = new Set<string>();
  let changes = 0;
  i18n.on('change', () => {
    changes += 1;
  });
  const parts = createCatalogParts(i18n, 'entry', async (part, locale) => {
    asked.push(`${part}.${locale}`);
    if (failing.has(`${part}.${locale}`)) throw new Error('HTTP 503');
    return { ...SERVED[part]?.[locale] };
  });
  return { i18n, parts, asked, failing, changes: () => changes };
}

describe('catalog parts (decision 127)', () => {
  it("activates a language with the entry's part, and a chunk's part joins it without Lingui's change event", async () => {
    const { i18n, parts, asked, changes } = setup();
    await parts.activate('en');
    expect(i18n.locale).toBe('en');
    expect(i18n._('sign')).toBe('Sign in');
    const before = changes();
    await parts.load('page');
    expect(i18n._('title')).toBe('Hashrate');
    // The chunk that waited has not rendered yet: nothing on screen needs rendering again.
    expect(changes()).toBe(before);
    expect(asked).toEqual(['entry.en', 'page.en']);
  });

  it('a language switched to gets every part loaded so far before it is made active', async () => {
    const { i18n, parts, asked } = setup();
    await parts.activate('en');
    await parts.load('page');
    await parts.load('chart');
    const switching = parts.activate('de');
    expect(i18n.locale).toBe('en');
    await switching;
    expect(i18n.locale).toBe('de');
    expect([i18n._('sign'), i18n._('title'), i18n._('axis')]).toEqual([
      'Anmelden',
      'Hashrate-Übersicht',
      'Tagesertrag',
    ]);
    expect(asked.filter((name) => name.endsWith('.de')).sort()).toEqual(['chart.de', 'entry.de', 'page.de']);
  });

  it('a chunk loaded while a switch is under way gets its part in both languages', async () => {
    const { i18n, parts, asked } = setup();
    await parts.activate('en');
    const switching = parts.activate('de');
    await parts.load('chart');
    await switching;
    expect(asked).toContain('chart.en');
    expect(asked).toContain('chart.de');
    expect(i18n._('axis')).toBe('Tagesertrag');
  });

  it('the latest language asked for wins when an earlier one arrives later', async () => {
    const { i18n, parts } = setup();
    const first = parts.activate('de');
    const second = parts.activate('en');
    await Promise.all([first, second]);
    expect(i18n.locale).toBe('en');
  });

  it('keeps over-the-air texts merged earlier over the built ones of a later part', async () => {
    const { i18n, parts } = setup();
    await parts.activate('en');
    i18n.load('en', { title: 'Your hashrate' });
    await parts.load('page');
    expect(i18n._('title')).toBe('Your hashrate');
  });

  it('a switch that failed leaves the language as it was, and later chunks need their parts in it only', async () => {
    const { i18n, parts, asked, failing } = setup();
    await parts.activate('en');
    failing.add('entry.de');
    await expect(parts.activate('de')).rejects.toThrow('HTTP 503');
    expect(i18n.locale).toBe('en');
    failing.add('chart.de');
    await parts.load('chart');
    expect(asked).not.toContain('chart.de');
    expect(i18n._('axis')).toBe('Daily output');
  });

  it('fetches each part once per language, and asks again after a failure', async () => {
    const { i18n, parts, asked, failing } = setup();
    await parts.activate('en');
    failing.add('page.en');
    await expect(parts.load('page')).rejects.toThrow('HTTP 503');
    failing.clear();
    await parts.load('page');
    await parts.load('page');
    expect(asked.filter((name) => name === 'page.en')).toHaveLength(2);
    expect(i18n._('title')).toBe('Hashrate');
  });
});
