import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CountryEntry, FALLBACK_COUNTRIES, searchCountries } from '../../runtime/validation/countries.ts';
import { classifyLink } from '../../runtime/validation/links.ts';
import { maskEmail, maskIdNumber, maskName, maskNickname, maskPhone } from '../../runtime/validation/mask.ts';
import {
  checkPin,
  debounce,
  isLetters,
  isLettersAndDigits,
  isLettersDigitsParentheses,
  validateCode,
  validateConfirmPassword,
  validateEmail,
  validateLoginPassword,
  validateLoosePassword,
  validatePassword,
  validatePhone,
} from '../../runtime/validation/rules.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '~!@#$%^&*';
const allowed = fc.constantFrom(...`${LETTERS}${DIGITS}${SYMBOLS}`);
const sitePassword = fc
  .tuple(fc.constantFrom(...LETTERS), fc.constantFrom(...DIGITS), fc.array(allowed, { minLength: 6, maxLength: 18 }))
  .chain(([l, d, rest]) => fc.shuffledSubarray([l, d, ...rest], { minLength: rest.length + 2 }))
  .map((chars) => chars.join(''));

describe('password rules', () => {
  it('accepts every 8–20 character mix of letters, digits and ~!@#$%^&* with a letter and a digit', () => {
    fc.assert(fc.property(sitePassword, (pwd) => validatePassword(pwd) === null));
  });

  it('rejects any password with a character outside the allowed set', () => {
    const outside = fc.constantFrom(' ', '-', '_', '+', '=', '.', '?', '"', 'é', '中', '(');
    fc.assert(
      fc.property(sitePassword, outside, fc.nat(), (pwd, bad, at) => {
        const i = at % (pwd.length + 1);
        const candidate = `${pwd.slice(0, i)}${bad}${pwd.slice(i)}`.slice(0, 20);
        fc.pre(candidate.includes(bad));
        return validatePassword(candidate) === 'pwd_format_error_tip';
      }),
    );
  });

  it('rejects wrong lengths, letters only and digits only, and prompts for an empty one', () => {
    expect(validatePassword('')).toBe('pwd_empty_tip');
    expect(validatePassword('a1b2c3d')).toBe('pwd_format_error_tip');
    expect(validatePassword(`a1${'x'.repeat(19)}`)).toBe('pwd_format_error_tip');
    expect(validatePassword('abcdefgh')).toBe('pwd_format_error_tip');
    expect(validatePassword('12345678')).toBe('pwd_format_error_tip');
    expect(validatePassword('abcd1234')).toBeNull();
  });

  it('the looser rule allows more symbols but keeps length, letter and digit', () => {
    expect(validateLoosePassword('ab-12_34+')).toBeNull();
    expect(validatePassword('ab-12_34+')).toBe('pwd_format_error_tip');
    expect(validateLoosePassword('--------')).toBe('pwd_format_error_tip');
    expect(validateLoosePassword('ab 12 34')).toBe('pwd_format_error_tip');
  });

  it('confirm must match; login only needs a password', () => {
    expect(validateConfirmPassword('abcd1234', 'abcd1235')).toBe('confirm_pwd_error');
    expect(validateConfirmPassword('abcd1234', 'abcd1234')).toBeNull();
    expect(validateLoginPassword('')).toBe('pwd_old_format_error_tip');
    expect(validateLoginPassword('x')).toBeNull();
  });
});

describe('account fields', () => {
  it.each([
    ['', 'required'],
    ['alice', 'email_format_error'],
    ['alice@example', 'email_format_error'],
    ['a b@example.com', 'email_format_error'],
    // The contract's limit: 254 characters once trimmed.
    [` ${'a'.repeat(242)}@example.com `, null],
    [`${'a'.repeat(243)}@example.com`, 'email_format_error'],
    ['alice@example.com', null],
  ])('email %j -> %s', (value, expected) => expect(validateEmail(value)).toBe(expected));

  it.each([
    ['', 'required'],
    ['1234567', 'phone_format_error'],
    ['12345678', null],
    ['1234567890123', null],
    ['12345678901234', 'phone_format_error'],
    ['12345a78', 'phone_format_error'],
  ])('phone %j -> %s', (value, expected) => expect(validatePhone(value)).toBe(expected));

  it.each([
    ['', 'required'],
    ['12345', 'code_format_error'],
    ['123456', null],
    ['1234567', 'code_format_error'],
    ['12a456', 'code_format_error'],
  ])('code %j -> %s', (value, expected) => expect(validateCode(value)).toBe(expected));

  it('letters-only (with space), letters and digits, letters digits and parentheses', () => {
    expect(isLetters('Satoshi Nakamoto')).toBe(true);
    expect(isLetters('Satoshi1')).toBe(false);
    expect(isLettersAndDigits('abc123')).toBe(true);
    expect(isLettersAndDigits('abc 123')).toBe(false);
    expect(isLettersDigitsParentheses('ACME(HK)Ltd2')).toBe(true);
    expect(isLettersDigitsParentheses('ACME[HK]')).toBe(false);
  });
});

describe('six-digit PIN check', () => {
  it('gives 1 for anything but six digits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(!/^\d{6}$/.test(s));
        return checkPin(s) === 1;
      }),
    );
  });
  it('gives 2 for six equal digits', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 9 }), (d) => checkPin(String(d).repeat(6)) === 2));
  });
  it('gives 3 for ascending and descending runs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), (start) => {
        const up = Array.from({ length: 6 }, (_, i) => start + i).join('');
        const down = [...up].reverse().join('');
        return checkPin(up) === 3 && checkPin(down) === 3;
      }),
    );
  });
  it('gives 0 for any other six digits', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }), (digits) => {
        const pin = digits.join('');
        const same = digits.every((d) => d === digits[0]);
        const steps = digits.slice(1).map((d, i) => d - (digits[i] ?? 0));
        const run = steps.every((s) => s === 1) || steps.every((s) => s === -1);
        return checkPin(pin) === (same ? 2 : run ? 3 : 0);
      }),
    );
    expect(checkPin('135790')).toBe(0);
  });
});

describe('masking', () => {
  it('phone keeps the first 3 and last 4 digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8,13}$/), (phone) => {
        const masked = maskPhone(phone);
        return masked.startsWith(phone.slice(0, 3)) && masked.endsWith(phone.slice(-4)) && masked.includes('****');
      }),
    );
  });

  it('never shows the hidden middle of a phone number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8,13}$/), (phone) => {
        const masked = maskPhone(phone);
        return masked.length === 11 && masked.slice(3, 7) === '****';
      }),
    );
  });

  it('email keeps the domain and at most two characters of the local part', () => {
    expect(maskEmail('alice@example.com')).toBe('al****@example.com');
    expect(maskEmail('ab@example.com')).toBe('a****@example.com');
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const masked = maskEmail(email);
        const at = email.lastIndexOf('@');
        return masked.endsWith(email.slice(at)) && masked.indexOf('****') <= 2 && masked !== email;
      }),
    );
  });

  it('nickname, ID number and name', () => {
    expect(maskNickname('Satoshi')).toBe('S****i');
    expect(maskIdNumber('110101199003074512')).toBe('1101****4512');
    expect(maskName('中本聪')).toBe('中**');
    // Found by the property: a name whose rest is already stars masks to itself, correctly.
    expect(maskName(' *')).toBe(' *');
    fc.assert(
      fc.property(fc.string({ minLength: 2 }), (s) => {
        const [first, ...rest] = [...maskName(s)];
        return first === [...s][0] && rest.length === [...s].length - 1 && rest.every((c) => c === '*');
      }),
    );
  });
});

describe('link opener', () => {
  it('opens app schemes, http and https directly', () => {
    expect(classifyLink('https://help.example.com/a')).toEqual({ kind: 'direct', href: 'https://help.example.com/a' });
    expect(classifyLink('HTTP://x.y')).toEqual({ kind: 'direct', href: 'HTTP://x.y' });
    expect(classifyLink('bitfufu://goods/detail?id=1')).toMatchObject({ kind: 'direct' });
  });
  it('treats everything else as an in-site path', () => {
    expect(classifyLink('dashboard/order')).toEqual({ kind: 'site', path: '/dashboard/order' });
    expect(classifyLink('/news/12')).toEqual({ kind: 'site', path: '/news/12' });
    expect(classifyLink('//evil.example/x')).toEqual({ kind: 'site', path: '/evil.example/x' });
    expect(classifyLink('javascript:alert(1)')).toEqual({ kind: 'site', path: '/' });
  });
});

describe('country search', () => {
  const list: CountryEntry[] = [
    { countryCode: 'US', countryName: 'United States', phoneCode: '+1' },
    { countryCode: 'GB', countryName: 'United Kingdom', phoneCode: '+44' },
    { countryCode: 'CN', countryName: 'China', phoneCode: '+86', isLimit: true },
    { countryCode: 'DE', countryName: 'Germany', phoneCode: '+49' },
  ];
  it('searches by phone code when codes are shown', () => {
    const found = searchCountries(list, '+4', { showPhoneCode: true, showLimit: true });
    expect(found.map((c) => c.countryCode)).toEqual(['GB', 'DE']);
    expect(searchCountries(list, '86', { showPhoneCode: true, showLimit: true })[0]?.countryCode).toBe('CN');
  });
  it('searches by name, case-insensitively, when codes are hidden', () => {
    const found = searchCountries(list, 'UNITED', { showPhoneCode: false, showLimit: true });
    expect(found.map((c) => c.countryCode)).toEqual(['US', 'GB']);
  });
  it('hides limited countries unless showLimit', () => {
    expect(
      searchCountries(list, '', { showPhoneCode: true, showLimit: false }).map((c) => c.countryCode),
    ).not.toContain('CN');
    expect(searchCountries(list, 'chi', { showPhoneCode: false, showLimit: false })).toEqual([]);
  });
  it('has a built-in fallback list with the default +1', () => {
    expect(FALLBACK_COUNTRIES.some((c) => c.phoneCode === '+1')).toBe(true);
    expect(new Set(FALLBACK_COUNTRIES.map((c) => c.countryCode)).size).toBe(FALLBACK_COUNTRIES.length);
  });
});

describe('600 ms input debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('runs once, 600 ms after the last keystroke', () => {
    const calls: string[] = [];
    const check = debounce((v: string) => calls.push(v));
    check('a');
    vi.advanceTimersByTime(599);
    check('ab');
    vi.advanceTimersByTime(599);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['ab']);
    check('abc');
    check.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['ab']);
  });
});
