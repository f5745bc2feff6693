import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../manifest/locales.ts';
import { reloadOnChunkError } from '../../runtime/router/chunkReload.ts';
import { RouteError } from '../../runtime/router/tree.tsx';
import { ErrorPage } from '../features/errors/errorView.tsx';

function currentLocale(): Locale {
  const first = window.location.pathname.split('/')[1] ?? '';
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The router's error component: guard errors carry status and detail; anything else is a 500. */
export default function RouterErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    reloadOnChunkError(error, { storage: sessionStorage, now: Date.now, reload: () => window.location.reload() });
  }, [error]);
  const status = error instanceof RouteError ? error.status : 500;
  const detail = error instanceof RouteError ? error.detail : undefined;
  return <ErrorPage status={status} detail={detail} locale={currentLocale()} pageUrl={window.location.href} />;
}
