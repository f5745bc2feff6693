import { type ErrorComponentProps, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../manifest/locales.ts';
import { reloadOnChunkError } from '../../runtime/router/chunkReload.ts';
import { routeErrors } from '../../runtime/router/routeErrors.ts';
import { RouteError } from '../../runtime/router/tree.tsx';
import { useClock } from '../clock.tsx';
import { ErrorPage } from '../features/errors/errorView.tsx';

function currentLocale(): Locale {
  const first = window.location.pathname.split('/')[1] ?? '';
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The router's error component: guard errors carry status and detail; anything else is a 500. */
export default function RouterErrorPage({ error }: ErrorComponentProps) {
  const clock = useClock();
  // The router's location (window.location lags in a memory history and during a navigation).
  const path = useRouterState({ select: (state) => state.location.pathname });
  const status = error instanceof RouteError ? error.status : 500;
  const detail = error instanceof RouteError ? error.detail : undefined;
  useEffect(() => {
    reloadOnChunkError(error, { storage: sessionStorage, now: Date.now, reload: () => window.location.reload() });
    // Spec section 8: the app state keeps the route error with its time, and analytics hears of it.
    routeErrors.record(
      {
        status,
        detail: detail ?? null,
        message: error instanceof Error ? error.message : String(error),
        path,
      },
      clock.now(),
    );
  }, [error, status, detail, clock, path]);
  return <ErrorPage status={status} detail={detail} locale={currentLocale()} pageUrl={window.location.href} />;
}
