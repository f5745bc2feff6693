import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
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

/**
 * Security headers on every answer (decision 083): a CSP whose scripts are the site's own files, inline
 * scripts only with the request's nonce, and the configured captcha and chat vendors; no framing by other
 * sites; nosniff; a referrer policy that keeps paths on-site; sensors and payment APIs off.
 */
export function securityHeaders(config: CaptchaConfig): MiddlewareHandler {
  const vendors = thirdPartyOrigins(config);
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...vendors],
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

/** The nonce of this request's CSP, for the inline scripts the server writes. */
export function nonceOf(c: Context): string {
  // NONCE creates the nonce on first use and stores it on the context; the header reads the same one.
  return NONCE(c, 'script-src').slice("'nonce-".length, -1);
}
