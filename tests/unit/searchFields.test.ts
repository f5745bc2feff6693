import { describe, expect, it } from 'vitest';
import {
  amount,
  maybeAmount,
  maybeOneOf,
  maybeText,
  maybeWhole,
  oneOf,
  pageNumber,
  searchOf,
  text,
  whole,
} from '../../manifest/searchFields.ts';
import { searchDefaults, searchParser } from '../../runtime/router/tree.tsx';

describe('search fields (the manifest search schemas)', () => {
  it('a choice keeps a listed value and falls back on anything else', () => {
    const tab = oneOf(['all', 'running'], 'all');
    expect(tab.read('running')).toBe('running');
    expect(['bogus', 1, undefined, ['running']].map((raw) => tab.read(raw))).toEqual(['all', 'all', 'all', 'all']);
    const category = maybeOneOf(['news', 'guides']);
    expect(category.read('guides')).toBe('guides');
    expect(category.read('Guides')).toBeUndefined();
  });

  it('whole numbers take parsed numbers and digits, within their bounds', () => {
    expect(
      [2, '3', 0, 10_001, 1.5, 'abc', '', null, Number.POSITIVE_INFINITY].map((raw) => pageNumber.read(raw)),
    ).toEqual([2, 3, 1, 1, 1, 1, 1, 1, 1]);
    expect(whole(1, 1000, 1).read('1000')).toBe(1000);
    expect(maybeWhole(1, 2_147_483_647).read(1012)).toBe(1012);
    expect(maybeWhole(1, 2_147_483_647).read(-4)).toBeUndefined();
    expect(maybeWhole(1, 2_147_483_647).read(undefined)).toBeUndefined();
  });

  it('amounts are finite and non-negative (above zero when positive), up to their maximum', () => {
    const kwh = amount(100, 0.06);
    expect([0.08, '0.1', 0, -1, 101, 'NaN', 'Infinity'].map((raw) => kwh.read(raw))).toEqual([
      0.08, 0.1, 0, 0.06, 0.06, 0.06, 0.06,
    ]);
    expect(amount(1e9, 100, { positive: true }).read(0)).toBe(100);
    expect(maybeAmount(1e9, { positive: true }).read('65000')).toBe(65000);
    expect(maybeAmount(1e9, { positive: true }).read(0)).toBeUndefined();
  });

  it('text must be text that fits its pattern and length; free text is trimmed', () => {
    const code = maybeText(/^[A-Za-z0-9_-]{1,32}$/);
    expect(code.read('AB12')).toBe('AB12');
    expect(code.read('<script>')).toBeUndefined();
    // The router parses `?inviteCode=123456` as a number: its digits are the code. Past 2^53 the parse lost
    // digits, and a fraction is no code.
    expect(code.read(123456)).toBe('123456');
    expect(code.read(2 ** 60)).toBeUndefined();
    expect(code.read(1.5)).toBeUndefined();
    expect(code.read(['AB12'])).toBeUndefined();
    expect(maybeText(/^[a-z-]+$/, 5).read('abcdef')).toBeUndefined();
    expect(text(64, '').read('  rig-01 ')).toBe('rig-01');
    expect(text(3, '').read('long')).toBe('');
    expect(text(64, '').read(42)).toBe('42');
  });

  it('a schema reads every field; an absent maybe-field has no value', () => {
    const schema = searchOf({ tab: oneOf(['a', 'b'], 'a'), page: pageNumber, code: maybeText(/^x+$/) });
    expect(schema.read({ tab: 'b', page: '4', code: 'y' })).toEqual({ tab: 'b', page: 4 });
    expect(schema.read({})).toEqual({ tab: 'a', page: 1 });
  });
});

describe('the router reads search through the manifest', () => {
  it('keeps keys the schema does not name, replaces or drops the ones it rejects', () => {
    const parse = searchParser('news');
    const read = parse({ category: 'bogus', page: 'x', utm_source: 'mail' });
    expect(read).toEqual({ page: 1, utm_source: 'mail' });
    // Named as undefined: the router merges its parent's unvalidated search under this one.
    expect(Object.hasOwn(read, 'category')).toBe(true);
    expect(parse({ category: 'industry', page: 3 })).toEqual({ category: 'industry', page: 3 });
  });

  it('an all-digit invite code in a shared link is the code, as the router parsed it or as text', () => {
    const parse = searchParser('activity.invitee');
    expect(parse({ inviteCode: 123456 })).toMatchObject({ inviteCode: '123456' });
    expect(parse({ inviteCode: '123456' })).toMatchObject({ inviteCode: '123456' });
  });

  it('the defaults are what an empty search reads (never written into links)', () => {
    expect(searchDefaults('dashboard.hashrate')).toEqual({ currency: 'BTC', range: '30d', unit: 'BTC' });
    expect(searchDefaults('news')).toEqual({ page: 1 });
    expect(searchDefaults('home')).toEqual({});
  });
});
