import { z } from 'zod';

const optionalUrl = z
  .url({ protocol: /^https?$/ })
  .transform((value) => value.replace(/\/+$/, ''))
  .optional();
const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
const origins = list.pipe(z.array(z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin)));
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
const milliseconds = (fallback: number) => z.coerce.number().int().min(1).max(120_000).default(fallback);

/** The edge server's environment, parsed once at start (README, "The edge server"). */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** The real API; without it the sandbox runs in-process. */
  API_ORIGIN: optionalUrl,
  API_TIMEOUT_MS: milliseconds(10_000),
  SANDBOX_DB: z.string().min(1).default('.data/sandbox.db'),
  CLIENT_DIR: z.string().min(1).default('dist/client'),
  /** The crawler renderer's bundle; default: beside CLIENT_DIR with `-ssr` appended. */
  SSR_DIR: optionalText,
  /** Canonical, hreflang and sitemap URLs; default: the origin each request came to. */
  SITE_URL: optionalUrl,
  /** The header a trusted proxy or CDN puts the visitor's country in. */
  COUNTRY_HEADER: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name')
    .default('CF-IPCountry'),
  TURNSTILE_SITE_KEY: optionalText,
  HCAPTCHA_SITE_KEY: optionalText,
  GEETEST_CAPTCHA_ID: optionalText,
  /** Origins of the live-chat vendor, allowed in the Content-Security-Policy. */
  CHAT_ORIGINS: origins,
  /** How long a crawler render waits for the page's data. */
  SSR_DATA_TIMEOUT_MS: milliseconds(2_000),
  /** Crawler renders share their public reads (page data, page SEO) this long (0: each render reads). */
  SSR_DATA_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  /** Crawler renders are kept this long per URL (0: not kept). */
  SSR_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** `1`: anonymous visitors get the kept server render of their page to read while the app loads (decision 093). */
  VISITOR_PREVIEW: z.enum(['0', '1']).default('1'),
  /** At most this many renders for visitors' next previews run at once; past it a visitor just gets the shell. */
  PREVIEW_RENDERS: z.coerce.number().int().min(1).max(16).default(2),
  /** `0` silences the per-request log line (tests). */
  LOG_REQUESTS: z.enum(['0', '1']).default('1'),
  /** A PEM certificate (chain) and its key: the server then speaks HTTPS, HTTP/2 and HTTP/1.1 (decision 119). */
  TLS_CERT_FILE: optionalText,
  TLS_KEY_FILE: optionalText,
});

const config = schema.refine((env) => Boolean(env.TLS_CERT_FILE) === Boolean(env.TLS_KEY_FILE), {
  message: 'TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither',
  path: ['TLS_CERT_FILE'],
});

export type EdgeConfig = z.infer<typeof schema>;

/** Parses the environment; every problem is listed at once, naming the variable. */
export function parseConfig(env: Record<string, string | undefined> = process.env): EdgeConfig {
  const result = config.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`invalid environment:\n${problems}`);
}
