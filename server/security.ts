import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { isLocalHost } from '../runtime/session/cookies.ts';
import type { EdgeConfig } from './config.ts';

type CaptchaConfig = Pick<
  EdgeConfig,
  'TURNSTILE_SITE_KEY' | 'HCAPTCHA_SITE_KEY' | 'GEETEST_CAPTCHA_ID' | 'CHAT_ORIGINS'
>;

/** What each captcha vendor loads from where; a vendor is allowed once its key is configured. */
const CAPTCHA_SOURCES = {
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  geetest: ['https://*.geetest.com'],
} as const;

export function thirdPartyOrigins(config: CaptchaConfig): string[] {
  return [
    ...(config.TURNSTILE_SITE_KEY ? CAPTCHA_SOURCES.turnstile : []),
    ...(config.HCAPTCHA_SITE_KEY ? CAPTCHA_SOURCES.hcaptcha : []),
    ...(config.GEETEST_CAPTCHA_ID ? CAPTCHA_SOURCES.geetest : []),
    ...config.CHAT_ORIGINS,
  ];
}

/** A CSP hash source for an inline script's exact text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Security headers on every answer (decisions 083 and 106): a CSP whose scripts are the site's own files,
 * the shell's own inline scripts by their hashes (`inlineScripts`, nothing else inline), and the configured
 * captcha and chat vendors; no framing by other sites; nosniff; a referrer policy that keeps paths on-site;
 * sensors and payment APIs off.
 */
export function securityHeaders(config: CaptchaConfig, inlineScripts: readonly string[]): MiddlewareHandler {
  const vendors = thirdPartyOrigins(config);
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts.map(scriptHash), ...vendors],
      // React writes style attributes; styles cannot run script, so they stay allowed inline.
      styleSrc: ["'self'", "'unsafe-inline'", ...vendors],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...vendors],
      frameSrc: ["'self'", ...vendors],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
  });
  return async (c, next) => {
    await headers(c, next);
    // Browsers ignore HSTS over plain http; on localhost it would pin https for every local project.
    if (!isLocalHost(hostname(c))) {
      c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}

function hostname(c: Context): string {
  try {
    return new URL(c.req.url).hostname;
  } catch {
    return '';
  }
}
