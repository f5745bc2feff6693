import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandRoutes } from '../../manifest/expand.ts';
import { hrefFor } from '../../runtime/router/links.ts';
import { createMatcher } from '../../runtime/router/match.ts';

const resolve = createMatcher();

describe('route resolution', () => {
  it('resolves every expanded route to itself, with a sample value for each parameter', () => {
    for (const route of expandRoutes()) {
      const sample = route.path.replace(/\{([^}]+)\}/g, '7');
      expect(resolve(sample)?.route).toEqual(route);
    }
  });

  it('knows the language of each home variant', () => {
    expect(resolve('/')?.route.locale).toBe('en');
    expect(resolve('/ja')?.route.locale).toBe('ja');
    expect(resolve('/ja/')?.route.locale).toBe('ja');
    expect(resolve('/sg')?.route.locale).toBe('sg');
  });

  it('gives null for unknown paths and locales', () => {
    expect(resolve('/hk')).toBeNull();
    expect(resolve('/xx')).toBeNull();
    expect(resolve('/ja/no-such-page')).toBeNull();
  });

  it('never throws, whatever the path', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        expect(() => resolve(`/${tail}`)).not.toThrow();
        expect(() => resolve(`/%E0%A4%A/${tail}`)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});

describe('links', () => {
  it('keep the locale, and English stays unprefixed only where it was', () => {
    expect(hrefFor('home', {}, { locale: 'ja' })).toBe('/ja');
    expect(hrefFor('home', {}, { locale: 'en' })).toBe('/en');
    expect(hrefFor('home', {}, { locale: 'en', unprefixed: true })).toBe('/');
    expect(hrefFor('home', {}, { locale: 'sg', unprefixed: true })).toBe('/sg');
  });

  it('resolve back to the route they name', () => {
    for (const locale of ['de', 'en', 'es', 'fr', 'ja', 'ko', 'sg', 'zh'] as const) {
      expect(resolve(hrefFor('home', {}, { locale }))?.route).toMatchObject({ id: 'home', locale });
    }
  });
});
