import type { Locale } from '../../manifest/locales.ts';

/** The captcha vendors a task can name (spec section 3: cfTurnstile, hcaptcha, geetest). */
export type CaptchaVendor = 'cfTurnstile' | 'hcaptcha' | 'geetest';

/** Geetest 4's answer, posted to the check as is. */
export interface GeetestAnswer {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

/** What a solved widget resolves: Turnstile and hCaptcha a token, Geetest its four fields. */
export type CaptchaAnswer = { token: string } | GeetestAnswer;

export interface CaptchaHandlers {
  /** The widget was solved: its token (Geetest: its answer) for the task check. */
  onAnswer(answer: CaptchaAnswer): void;
  /** The widget failed (network, vendor error): the vendor's error code. */
  onError(code: string): void;
}

/** A rendered widget. */
export interface CaptchaWidget {
  /** Back to unsolved, for another try. */
  reset(): void;
  /** Takes the widget out of the page. */
  remove(): void;
}

/** One interface for every vendor: render into an element; answers and errors arrive through the handlers. */
export interface CaptchaAdapter {
  readonly vendor: CaptchaVendor;
  /** Loads the vendor's script once, then renders; rejects when the script cannot load. */
  render(
    element: HTMLElement,
    /** `params`: Geetest's, from the task (spec section 3), passed on to its init config. */
    options: { siteKey: string; locale: Locale; params?: Record<string, unknown> },
    handlers: CaptchaHandlers,
  ): Promise<CaptchaWidget>;
}

export interface CaptchaSettings {
  /** Where the API (and, in the sandbox, its widget) lives; empty for same-origin. */
  apiBase: string;
  /** Site keys configured for the real vendors; a vendor without one uses the sandbox's widget. */
  siteKeys: Partial<Record<CaptchaVendor, string>>;
}

export class CaptchaScriptError extends Error {
  constructor(readonly src: string) {
    super(`captcha script failed to load: ${src}`);
    this.name = 'CaptchaScriptError';
  }
}

const VENDOR_SCRIPTS: Record<CaptchaVendor, string> = {
  cfTurnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off',
  geetest: 'https://static.geetest.com/v4/gt4.js',
};

// Each vendor names languages its own way; sg is traditional and zh simplified Chinese.
const TURNSTILE_LANGUAGE: Record<Locale, string> = {
  de: 'de',
  en: 'en',
  es: 'es',
  fr: 'fr',
  ja: 'ja',
  ko: 'ko',
  sg: 'zh-tw',
  zh: 'zh-cn',
};
const HCAPTCHA_LANGUAGE: Record<Locale, string> = { ...TURNSTILE_LANGUAGE, sg: 'zh-TW', zh: 'zh-CN' };
const GEETEST_LANGUAGE: Record<Locale, string> = {
  de: 'deu',
  en: 'eng',
  es: 'spa',
  fr: 'fra',
  ja: 'jpn',
  ko: 'kor',
  sg: 'zho-tw',
  zh: 'zho',
};

/** Which script a vendor's widget comes from: the vendor's with a configured key, else the sandbox's stand-in. */
export function widgetSource(
  vendor: CaptchaVendor,
  settings: CaptchaSettings,
  taskKey: string,
): { src: string; siteKey: string } {
  const configured = settings.siteKeys[vendor];
  if (configured) return { src: VENDOR_SCRIPTS[vendor], siteKey: configured };
  return { src: `${settings.apiBase}/__sandbox/widget/${vendor}/api.js`, siteKey: taskKey };
}

const scripts = new Map<string, Promise<void>>();

/** Adds a script tag once per URL; a failed load is forgotten, so a later render tries again. */
export function loadScript(src: string): Promise<void> {
  const known = scripts.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        scripts.delete(src);
        script.remove();
        reject(new CaptchaScriptError(src));
      },
      { once: true },
    );
    document.head.append(script);
  });
  scripts.set(src, loading);
  return loading;
}

interface TokenWidgetApi {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  reset(id?: string): void;
  remove(id?: string): void;
}

interface GeetestCaptcha {
  appendTo(element: HTMLElement): GeetestCaptcha;
  onSuccess(fn: () => void): GeetestCaptcha;
  onError(fn: (error: { code?: string | number }) => void): GeetestCaptcha;
  getValidate(): GeetestAnswer | null | false;
  reset(): void;
  destroy(): void;
}

type VendorWindow = Window & {
  turnstile?: TokenWidgetApi;
  hcaptcha?: TokenWidgetApi;
  initGeetest4?: (config: Record<string, unknown>, handler: (captcha: GeetestCaptcha) => void) => void;
};

function vendorApi<K extends keyof VendorWindow>(key: K, src: string): NonNullable<VendorWindow[K]> {
  // jsdom (the unit tests' DOM) runs loaded scripts in its own window object, apart from the test's global.
  const own = (window as VendorWindow & { jsdom?: { window: VendorWindow } }).jsdom?.window;
  const api = (window as VendorWindow)[key] ?? own?.[key];
  if (!api) throw new CaptchaScriptError(src);
  return api as NonNullable<VendorWindow[K]>;
}

/** Turnstile and hCaptcha share the explicit-render interface (render, reset, remove by widget id). */
function tokenAdapter(vendor: 'cfTurnstile' | 'hcaptcha', settings: CaptchaSettings): CaptchaAdapter {
  return {
    vendor,
    async render(element, { siteKey, locale }, handlers) {
      const source = widgetSource(vendor, settings, siteKey);
      await loadScript(source.src);
      const api = vendorApi(vendor === 'cfTurnstile' ? 'turnstile' : 'hcaptcha', source.src);
      const id = api.render(element, {
        sitekey: source.siteKey,
        ...(vendor === 'cfTurnstile' ? { language: TURNSTILE_LANGUAGE[locale] } : { hl: HCAPTCHA_LANGUAGE[locale] }),
        callback: (token: string) => handlers.onAnswer({ token }),
        'error-callback': (code: unknown) => handlers.onError(String(code ?? 'unknown')),
        // An expired token is as good as none: the widget asks again.
        'expired-callback': () => api.reset(id),
      });
      return { reset: () => api.reset(id), remove: () => api.remove(id) };
    },
  };
}

function geetestAdapter(settings: CaptchaSettings): CaptchaAdapter {
  return {
    vendor: 'geetest',
    async render(element, { siteKey, locale, params }, handlers) {
      const source = widgetSource('geetest', settings, siteKey);
      await loadScript(source.src);
      const init = vendorApi('initGeetest4', source.src);
      const captcha = await new Promise<GeetestCaptcha>((resolve) => {
        // The task's params (product, risk type, …) shape the widget; the captcha id and language are ours.
        const config = { product: 'float', ...params, captchaId: source.siteKey, language: GEETEST_LANGUAGE[locale] };
        init(config, resolve);
      });
      captcha
        .appendTo(element)
        .onSuccess(() => {
          const answer = captcha.getValidate();
          if (answer) handlers.onAnswer(answer);
          else handlers.onError('no-validate');
        })
        .onError((error) => handlers.onError(String(error?.code ?? 'unknown')));
      return { reset: () => captcha.reset(), remove: () => captcha.destroy() };
    },
  };
}

export function captchaAdapter(vendor: CaptchaVendor, settings: CaptchaSettings): CaptchaAdapter {
  return vendor === 'geetest' ? geetestAdapter(settings) : tokenAdapter(vendor, settings);
}

/** The storefront's settings, from the build's environment. */
export const captchaSettings: CaptchaSettings = {
  apiBase: import.meta.env.VITE_API_BASE_URL ?? '',
  siteKeys: {
    cfTurnstile: import.meta.env.VITE_TURNSTILE_SITE_KEY || undefined,
    hcaptcha: import.meta.env.VITE_HCAPTCHA_SITE_KEY || undefined,
    geetest: import.meta.env.VITE_GEETEST_CAPTCHA_ID || undefined,
  },
};
