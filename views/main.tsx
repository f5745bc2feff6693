import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, isLocale } from '../manifest/locales.ts';
import { activateLocale } from '../runtime/i18n/index.ts';
import { reloadOnChunkError } from '../runtime/router/chunkReload.ts';
import { App, createStorefrontRouter } from './app.tsx';
import './styles.css';
// The UI kit's styles and tokens, used by the data pages of every section.
import './ui/ui.css';

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
createRoot(container).render(<App router={createStorefrontRouter()} />);
