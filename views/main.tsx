// The app-wide stylesheets first, so they lead the cascade: tokens, base, the UI kit, then the shell's.
// A lazily loaded page imports its own stylesheet (views/styles/pages), which loads with it.
import './styles/tokens.css';
import './styles/base.css';
import './ui/ui.css';
import './styles/shell.css';
import './styles/messages.css';
import './styles/guides.css';
import './styles/modals.css';
import './styles/errorPage.css';
import '@tanstack/react-router';
import '@tanstack/react-query';
import 'xstate';
import './start/librariesEvaluated.ts';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, isLocale } from '../manifest/locales.ts';
import { systemClock } from '../runtime/clock.ts';
import { configureRuntime } from '../runtime/config.ts';
import { activateLocale } from '../runtime/i18n/index.ts';
import { reloadOnChunkError } from '../runtime/router/chunkReload.ts';
import './start/runtimeEvaluated.ts';
import { App, createStorefrontRouter, queryClientOf, settleSession } from './app.tsx';
import { behindPreview } from './shell/serverPreview.ts';

// The page's services (cookies, toasts, native bridge, API client), wired once before anything renders.
configureRuntime();

const reloading = { storage: sessionStorage, now: Date.now, reload: () => window.location.reload() };

// Vite reports a failed preload of a lazy chunk here; a fresh page picks up the new build.
window.addEventListener('vite:preloadError', (event) => {
  const error = (event as Event & { payload?: unknown }).payload;
  if (reloadOnChunkError(error, reloading)) event.preventDefault();
});

// The catalog for the URL's language is ready before the first paint, 404 pages included. Its part failing
// to arrive (a dropped connection) loads the page again, as a failed chunk does, instead of leaving it blank.
const first = window.location.pathname.split('/')[1] ?? '';
const catalog = activateLocale(isLocale(first) ? first : DEFAULT_LOCALE).catch((error: unknown) => {
  if (reloadOnChunkError(error, reloading)) return new Promise<never>(() => {});
  throw error;
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// An anonymous visitor's page may arrive server-rendered (decision 093): the app renders behind it until settled.
const preview = behindPreview(container);
if (preview) {
  await catalog;
  await nextTask();
}
const router = createStorefrontRouter();
preview?.revealWhenSettled(router, queryClientOf(router));
if (preview) {
  // Nobody sees the app until it has settled behind the preview, so its start runs as several short tasks
  // (the router, the session, the first route's guards and loader, then the render) instead of one long
  // one that would hold the visitor's taps and scrolls on the preview. The router mounts already loaded.
  await nextTask();
  await settleSession(router, systemClock);
  await nextTask();
  await router.load();
  await nextTask();
} else {
  // Without a preview (a signed-in visitor's page) nothing paints before the app: the session's reads, which
  // the route's guards wait for, go out while the catalog downloads instead of after it.
  void settleSession(router, systemClock);
  await catalog;
}
const root = createRoot(preview?.target ?? container);
startTransition(() => root.render(<App router={router} />));

/** Lets the browser handle input and paint between two parts of the start. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
