import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterEach, describe, expect, it } from 'vitest';
import { expandRoutes } from '../../manifest/expand.ts';
import type { Locale } from '../../manifest/locales.ts';
import { createHttpClient } from '../../runtime/http/client.ts';
import { activateLocale, i18n, mergeOverTheAir } from '../../runtime/i18n/index.ts';
import { pathInLocale, switchLanguage } from '../../runtime/i18n/switchLanguage.ts';
import { createMatcher } from '../../runtime/router/match.ts';
import { createCookieJar } from '../../runtime/session/cookies.ts';
import { SANDBOX_URL } from '../setup/sandboxUrl.ts';

/** Catalogs are keyed by Lingui's generated ids, not by the English text. */
const NOT_FOUND = generateMessageId('This page could not be found');

const http = createHttpClient({ baseURL: SANDBOX_URL, language: () => 'en' });
const fetchTranslations = async (locale: Locale) =>
  http.call('translations', { lang: locale === 'sg' ? 'hk' : locale } as never) as Promise<Record<string, string>>;

afterEach(async () => {
  await activateLocale('en');
});

describe('over-the-air translations', () => {
  it('are fetched from the translation service and win over the static catalog', async () => {
    await activateLocale('ja');
    const remote = await fetchTranslations('ja');
    const ids = Object.keys(remote);
    expect(ids.length).toBeGreaterThan(0);
    const merged = await mergeOverTheAir('ja', fetchTranslations);
    expect(merged).toBe(ids.length);
    for (const id of ids) expect(i18n._(id)).toBe(remote[id]);
  });

  it('keep the static catalog when the service fails, and only log', async () => {
    await activateLocale('ko');
    const before = i18n._(NOT_FOUND);
    expect(before).toBe('이 페이지를 찾을 수 없습니다');
    const logged: string[] = [];
    const merged = await mergeOverTheAir(
      'ko',
      async () => {
        throw new Error('down');
      },
      (message) => logged.push(message),
    );
    expect(merged).toBe(0);
    expect(logged[0]).toMatch(/over-the-air translations for ko failed/);
    expect(i18n._(NOT_FOUND)).toBe(before);
  });
});

describe('activating a locale', () => {
  it('keeps the latest request when an earlier catalog arrives after it', async () => {
    // French is not loaded yet in this file: its catalog arrives after English is asked for.
    const late = activateLocale('fr');
    await activateLocale('en');
    await late;
    expect(i18n.locale).toBe('en');
    // Its catalog stays loaded for a later request.
    await activateLocale('fr');
    expect(i18n.locale).toBe('fr');
  });
});

describe('language switch', () => {
  const table = expandRoutes([
    {
      id: 'home',
      path: '/',
      params: [],
      guards: [],
      layout: 'transparentNav',
      pageCode: 'index',
      view: 'home',
      public: true,
    },
    {
      id: 'news',
      path: '/news/{id}',
      params: [{ name: 'id', pattern: '\\d+', optional: false }],
      guards: [],
      layout: 'default',
      view: 'home',
      public: true,
    },
  ]);
  const resolve = createMatcher(table);

  it('computes the same page in the new language', () => {
    expect(pathInLocale(resolve('/ja/news/12'), 'de')).toBe('/de/news/12');
    expect(pathInLocale(resolve('/news/12'), 'sg', '?tab=2')).toBe('/sg/news/12?tab=2');
    expect(pathInLocale(resolve('/ko'), 'en')).toBe('/en');
    expect(pathInLocale(null, 'fr')).toBe('/fr');
  });

  it('activates the locale, writes the cookie, clears phone codes, replaces the route, reloads user info', async () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return written.join('; ');
      },
      set cookie(header: string) {
        written.push(header);
      },
    };
    const calls: string[] = [];
    const target = await switchLanguage('zh', {
      cookies: createCookieJar(doc, { secure: false }),
      currentMatch: () => resolve('/ja/news/7'),
      currentSearch: () => '',
      replace: (path) => void calls.push(`replace ${path}`),
      fetchTranslations: async () => ({}),
      reloadUserInfo: async () => void calls.push('userInfo'),
      clearPhoneCodes: () => void calls.push('phoneCodes'),
    });
    expect(target).toBe('/zh/news/7');
    expect(i18n.locale).toBe('zh');
    expect(i18n._(NOT_FOUND)).toBe('找不到此页面');
    expect(written[0]).toMatch(/^locale=zh; Max-Age=31536000; Path=\/; SameSite=Lax/);
    // The root's locale detection follows the choice from now on.
    expect(written[1]).toMatch(/^i18n_redirected=zh; Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(calls).toEqual(['phoneCodes', 'replace /zh/news/7', 'userInfo']);
  });

  it('writes and navigates nothing once its signal aborts (the switcher left the page)', async () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return '';
      },
      set cookie(header: string) {
        written.push(header);
      },
    };
    const calls: string[] = [];
    const gone = new AbortController();
    const switching = switchLanguage(
      'de',
      {
        cookies: createCookieJar(doc, { secure: false }),
        currentMatch: () => resolve('/ja/news/7'),
        currentSearch: () => '',
        replace: (path) => void calls.push(`replace ${path}`),
        fetchTranslations: async () => {
          gone.abort();
          return {};
        },
        reloadUserInfo: async () => void calls.push('userInfo'),
        clearPhoneCodes: () => void calls.push('phoneCodes'),
      },
      gone.signal,
    );
    await expect(switching).rejects.toThrow(/abort/i);
    expect(written).toEqual([]);
    expect(calls).toEqual([]);
  });
});
