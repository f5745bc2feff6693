import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, isLocale } from '../manifest/locales.ts';
import { http } from '../runtime/config.ts';
import { sessionFromCookies } from '../runtime/guards/index.ts';
import { activateLocale, i18n } from '../runtime/i18n/index.ts';
import { reloadOnChunkError } from '../runtime/router/chunkReload.ts';
import { createAppRouter } from '../runtime/router/tree.tsx';
import RouterErrorPage from './pages/errorPage.tsx';
import NotFoundPage from './pages/notFoundPage.tsx';
import { RouteView } from './routeView.tsx';
import './styles.css';

const router = createAppRouter({
  RouteComponent: RouteView,
  NotFound: NotFoundPage,
  ErrorComponent: RouterErrorPage,
  // Until the session runtime provides the full summary, the `auth` cookie tells who is signed in.
  sessionSummary: () => sessionFromCookies(document.cookie),
  goodsInfo: async (goodsId) => {
    try {
      const { goodsStatus, supportPlatform } = await http.call('goodsInfo', { goodsId });
      return { goodsId, goodsStatus, supportPlatform };
    } catch {
      return null; // spec section 8: a failed goods lookup is the discontinued page
    }
  },
  onEffects: (effects) => {
    for (const effect of effects) {
      if (effect.type === 'setCookie') {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
        document.cookie = `${effect.name}=${encodeURIComponent(effect.value)}; Max-Age=${effect.maxAgeSeconds}; Path=/; SameSite=Lax`;
      }
    }
  },
  prepare: (route) => activateLocale(route.locale),
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Vite reports a failed preload of a lazy chunk here; a fresh page picks up the new build.
window.addEventListener('vite:preloadError', (event) => {
  const error = (event as Event & { payload?: unknown }).payload;
  if (reloadOnChunkError(error, { storage: sessionStorage, now: Date.now, reload: () => window.location.reload() })) {
    event.preventDefault();
  }
});

// The catalog for the URL's language is ready before the first paint, 404 pages included.
const first = window.location.pathname.split('/')[1] ?? '';
await activateLocale(isLocale(first) ? first : DEFAULT_LOCALE);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);
