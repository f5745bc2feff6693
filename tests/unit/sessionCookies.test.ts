import { describe, expect, it } from 'vitest';
import {
  CAS_AUTH_MAX_AGE,
  COOKIES,
  checkDigit,
  createCookieJar,
  ensureDeviceId,
  isLocalHost,
  randomId,
} from '../../runtime/session/cookies.ts';

/** A cookie host that records each Set-Cookie string the jar writes, and serves name=value back like a browser. */
function fakeDocument() {
  const values = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(header: string) {
      written.push(header);
      const [pair] = header.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (/max-age=0/i.test(header)) values.delete(name ?? '');
      else values.set(name ?? '', value ?? '');
    },
  };
}

describe('cookies', () => {
  it('have the lifetimes of the spec', () => {
    expect(COOKIES.auth.maxAge).toBe(604_800);
    expect(CAS_AUTH_MAX_AGE).toBe(604_800);
    expect(COOKIES.deviceId.maxAge).toBe(31_536_000);
    expect(COOKIES.guideHide.maxAge).toBe(259_200);
    expect(COOKIES.cookieNoticeHidden.maxAge).toBe(31_536_000);
    expect(COOKIES.locale.maxAge).toBe(365 * 86_400);
  });

  it('are written with Path=/, SameSite=Lax, Max-Age, and Secure outside localhost', () => {
    const doc = fakeDocument();
    createCookieJar(doc, { secure: true }).set('auth', 'token123', COOKIES.auth.maxAge);
    expect(doc.written[0]).toBe('auth=token123; Max-Age=604800; Path=/; Secure; SameSite=Lax');
    const local = fakeDocument();
    createCookieJar(local, { secure: false }).set('guide_hide', '1', COOKIES.guideHide.maxAge);
    expect(local.written[0]).toBe('guide_hide=1; Max-Age=259200; Path=/; SameSite=Lax');
  });

  it('read back and are removed with an expired cookie', () => {
    const doc = fakeDocument();
    const jar = createCookieJar(doc, { secure: false });
    jar.set('locale', 'ja', COOKIES.locale.maxAge);
    expect(jar.get('locale')).toBe('ja');
    jar.remove('locale');
    expect(jar.get('locale')).toBeNull();
    expect(doc.written.at(-1)).toMatch(/^locale=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
  });

  it('know which hosts are local', () => {
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('shop.example.com')).toBe(false);
  });
});

describe('device id', () => {
  it('is 64 random characters plus a check digit', () => {
    const id = randomId();
    expect(id).toMatch(/^[0-9a-z]{64}\d$/);
    expect(Number(id[64])).toBe(checkDigit(id.slice(0, 64)));
    expect(randomId()).not.toBe(id);
  });

  it('is generated when missing, kept for a year, and reused afterwards', () => {
    const doc = fakeDocument();
    const jar = createCookieJar(doc, { secure: false });
    const first = ensureDeviceId(jar);
    expect(doc.written[0]).toContain('Max-Age=31536000');
    expect(ensureDeviceId(jar)).toBe(first);
    expect(doc.written).toHaveLength(1);
  });

  it('replaces a tampered id', () => {
    const doc = fakeDocument();
    const jar = createCookieJar(doc, { secure: false });
    const id = ensureDeviceId(jar);
    const tampered = `${id.slice(0, 64)}${(Number(id[64]) + 1) % 10}`;
    jar.set('deviceId', tampered, 10);
    expect(ensureDeviceId(jar)).not.toBe(tampered);
  });
});
