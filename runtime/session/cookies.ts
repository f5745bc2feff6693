import { parse, serialize } from 'cookie';

const DAY = 24 * 60 * 60;

/** Cookies of spec section 3 with their lifetimes in seconds (section 9). */
export const COOKIES = {
  auth: { name: 'auth', maxAge: 7 * DAY },
  deviceId: { name: 'deviceId', maxAge: 365 * DAY },
  guideHide: { name: 'guide_hide', maxAge: 3 * DAY },
  cookieNoticeHidden: { name: 'cookie-notice-hidden', maxAge: 31_536_000 },
  locale: { name: 'locale', maxAge: 365 * DAY },
  i18nRedirected: { name: 'i18n_redirected', maxAge: 365 * DAY },
  homeModalHide: { name: 'home_modal_hide', maxAge: 3600 },
} as const;

/** A CAS login's token cookie lasts 604800 s, the same 7 days written out by the spec. */
export const CAS_AUTH_MAX_AGE = 604_800;

export type CookieName = (typeof COOKIES)[keyof typeof COOKIES]['name'];

/** Where cookies live: `document` in the browser, a fake in tests. */
export interface CookieHost {
  cookie: string;
}

export interface CookieJarOptions {
  /** Secure everywhere but plain-http localhost (decision 030). */
  secure: boolean;
}

export function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost')
  );
}

/**
 * Reads and writes cookies with deliberate flags: Path=/, SameSite=Lax (sent on top-level
 * navigations from other sites, so shared links keep the session, but not on cross-site
 * subrequests), Secure outside localhost. Not HttpOnly: the token is sent as a Bearer header by
 * script, as the API requires.
 */
export function createCookieJar(host: CookieHost, options: CookieJarOptions) {
  const base = { path: '/', sameSite: 'lax' as const, secure: options.secure };
  return {
    get(name: CookieName): string | null {
      return parse(host.cookie)[name] ?? null;
    },
    set(name: CookieName, value: string, maxAge: number): void {
      host.cookie = serialize(name, value, { ...base, maxAge });
    },
    remove(name: CookieName): void {
      host.cookie = serialize(name, '', { ...base, maxAge: 0, expires: new Date(0) });
    },
  };
}

export type CookieJar = ReturnType<typeof createCookieJar>;

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** 64 random characters plus a check digit (sum of character codes mod 10). */
export function randomId(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const body = [...random(64)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${body}${checkDigit(body)}`;
}

export function checkDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += body.charCodeAt(i);
  return sum % 10;
}

/** The device id, generated and kept for a year when missing. */
export function ensureDeviceId(jar: CookieJar): string {
  const existing = jar.get(COOKIES.deviceId.name);
  if (existing && /^[0-9a-z]{64}\d$/.test(existing) && checkDigit(existing.slice(0, 64)) === Number(existing[64])) {
    return existing;
  }
  const id = randomId();
  jar.set(COOKIES.deviceId.name, id, COOKIES.deviceId.maxAge);
  return id;
}
