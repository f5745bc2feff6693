import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, isLocale } from '../manifest/locales.ts';
import { activateLocale, i18n } from '../runtime/i18n/index.ts';
import { createAppRouter } from '../runtime/router/tree.tsx';
import NotFoundPage from './pages/notFoundPage.tsx';
import { RouteView } from './routeView.tsx';
import './styles.css';

const router = createAppRouter({
  RouteComponent: RouteView,
  NotFound: NotFoundPage,
  prepare: (route) => activateLocale(route.locale),
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

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
