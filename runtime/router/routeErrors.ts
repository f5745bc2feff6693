import { track } from '../analytics/index.ts';

/** A navigation that ended on the error page: what it was, where, and when (spec section 8). */
export interface RouteErrorRecord {
  status: number;
  /** The guard's detail code (0 app only, 2001 discontinued), when it gave one. */
  detail: number | null;
  message: string;
  path: string;
  /** When it happened: epoch milliseconds of the app clock. */
  at: number;
}

/**
 * The app state's route error (spec section 8: "route errors set an error with a timestamp on the app
 * state"): the last one, readable by whatever reports or shows it, and each one sent to analytics as
 * `route_error`.
 */
export function createRouteErrors(report: typeof track = track) {
  let last: RouteErrorRecord | null = null;
  return {
    record(error: Omit<RouteErrorRecord, 'at'>, at: number): RouteErrorRecord {
      last = { ...error, at };
      report('route_error', { status: last.status, detail: last.detail, path: last.path, at: last.at });
      return last;
    },
    last: (): RouteErrorRecord | null => last,
    clear(): void {
      last = null;
    },
  };
}

/** The app's one record. */
export const routeErrors = createRouteErrors();
