import { createHttpClient } from './http/client.ts';
import { currentLocale } from './i18n/index.ts';

/** The browser's API client: same-origin by default, so the edge server (or Vite) proxies the API. */
export const http = createHttpClient({
  baseURL: import.meta.env.VITE_API_BASE_URL ?? '',
  language: currentLocale,
  validate: import.meta.env.DEV || import.meta.env.MODE === 'test' || import.meta.env.VITE_VALIDATE_API === 'true',
});
