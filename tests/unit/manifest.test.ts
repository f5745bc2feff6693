import { describe, expect, it } from 'vitest';
import { expandRoutes } from '../../manifest/expand.ts';
import { routes } from '../../manifest/routes.ts';
import { validateManifest } from '../../manifest/schema.ts';

const base = {
  params: [],
  guards: [],
  layout: 'default',
  view: 'home',
  public: true,
};

describe('manifest schema', () => {
  it('accepts the real manifest', () => {
    expect(() => validateManifest(routes)).not.toThrow();
  });

  it.each([
    [
      'a duplicate path',
      [
        { ...base, id: 'a', path: '/x' },
        { ...base, id: 'b', path: '/x' },
      ],
      /route "b": field "path": duplicate path \/x/,
    ],
    ['an unknown guard', [{ ...base, id: 'a', path: '/x', guards: ['nope'] }], /route "a": field "guards\.0"/],
    ['an unknown layout', [{ ...base, id: 'a', path: '/x', layout: 'wide' }], /route "a": field "layout"/],
    [
      'a path parameter with no declaration',
      [{ ...base, id: 'a', path: '/news/{id}' }],
      /route "a": field "params": path parameter \{id\} has no declaration/,
    ],
    [
      'an invalid pattern',
      [{ ...base, id: 'a', path: '/news/{id}', params: [{ name: 'id', pattern: '[0-9', optional: false }] }],
      /route "a": field "params\.0\.pattern": an invalid pattern/,
    ],
    [
      'a required parameter after an optional one',
      [
        {
          ...base,
          id: 'pay',
          path: '/pay/{id}/{num}',
          params: [
            { name: 'id', pattern: '\\d+', optional: true },
            { name: 'num', pattern: '\\d+', optional: false },
          ],
        },
      ],
      /route "pay": field "params": required parameter num after an optional one/,
    ],
  ])('rejects %s, naming the entry and the field', (_label, entries, message) => {
    expect(() => validateManifest(entries)).toThrow(message);
  });
});

describe('expansion', () => {
  it('gives home in 9 variants: unprefixed English and each language prefix', () => {
    const home = expandRoutes().filter((r) => r.id === 'home');
    expect(home.map((r) => r.path).sort()).toEqual(['/', '/de', '/en', '/es', '/fr', '/ja', '/ko', '/sg', '/zh']);
    expect(home.find((r) => r.path === '/')).toMatchObject({ locale: 'en', unprefixed: true, pageCode: 'index' });
    expect(home.find((r) => r.path === '/sg')).toMatchObject({ locale: 'sg', layout: 'transparentNav' });
  });
});
