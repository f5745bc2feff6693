import { type InvalidateQueryFilters, notifyManager, QueryClient, queryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { http } from '../config.ts';
import { CALL_TABLE } from '../http/callTable.ts';
import { ApiError, type Data, type Params } from '../http/client.ts';
import type { CallName } from '../http/contract.ts';
import { currentLocale } from '../i18n/index.ts';

/**
 * Page reads as route data (decision 090): one query factory typed by the API contract. The key is
 * `[scope, call, locale, input]`: the API answers in `Current-Language`, so a language switched in
 * place is a new key; `private` calls (the contract marks them) are dropped when the session ends.
 */
export type QueryScope = 'public' | 'private';

export function scopeOf(name: CallName): QueryScope {
  return CALL_TABLE[name].private ? 'private' : 'public';
}

export function apiQuery<N extends CallName>(name: N, input: Params<N>) {
  return queryOptions({
    queryKey: [scopeOf(name), name, currentLocale(), input] as const,
    // The page shows a failed read in its own section with a retry; no toast on top of it.
    queryFn: (): Promise<Data<N>> => http.call(name, input, { showError: false }),
  });
}

/**
 * A read whose failure the page ignores (spec section 8: SEO and similar calls fail silently with a
 * warning): null instead of an error.
 */
export function quietApiQuery<N extends CallName>(name: N, input: Params<N>) {
  return queryOptions({
    queryKey: [scopeOf(name), name, currentLocale(), input, 'quiet'] as const,
    queryFn: async (): Promise<Data<N> | null> => {
      try {
        return await http.call(name, input, { showError: false });
      } catch (error) {
        console.warn(`${name} unavailable`, error);
        return null;
      }
    },
  });
}

/** Every private read, for dropping them when the session ends. */
export const PRIVATE_QUERIES = { queryKey: ['private'] as const };

/**
 * Reads on screen load again, and the promise settles once their components have been told: the cache
 * tells its observers in a later task (`notifyManager`'s scheduler), after the refetch's promise has
 * settled. A flow that says "saved" after this shows it beside the new values, never the old ones, and a
 * form opened right after starts from what was saved.
 */
export async function reloadShownReads(client: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  await client.invalidateQueries(filters);
  // Scheduled after the refetch's own notification, so it runs once that one has reached the views.
  await new Promise<void>((resolve) => notifyManager.schedule(resolve));
}

/** The storefront's query cache: a read failed is shown with a retry, not retried behind the user's back. */
export function createQueryClient(options: { staleTime?: number; gcTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        // The loader has just tried; mounting the page must not repeat a failed read (the page offers a retry).
        retryOnMount: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        ...options,
      },
    },
  });
}

/** A page loader's reach: the cache, and whether it loads for the crawler renderer (which waits for reads). */
export interface ReadContext {
  client: QueryClient;
  server: boolean;
}

/**
 * Starts a page's read. In the browser the page shows at once with the read's section loading; on the
 * server the read is awaited, and `notFoundStatus` (the API's status for an unknown id) becomes the 404
 * page with its status. A failed read never fails the navigation: the page shows it with a retry.
 */
export async function pageRead<T>(
  { client, server }: ReadContext,
  options: { queryKey: readonly unknown[]; queryFn?: unknown },
  notFoundStatus?: number,
): Promise<T | undefined> {
  const query = options as Parameters<QueryClient['ensureQueryData']>[0];
  if (!server) {
    void client.prefetchQuery(query);
    return undefined;
  }
  try {
    // Fresh data is used as it is, stale data read again: the crawler renderer's cache is shared by renders.
    return (await client.fetchQuery(query)) as T;
  } catch (error) {
    if (notFoundStatus !== undefined && isStatus(error, notFoundStatus)) throw notFound();
    return undefined;
  }
}

/** A failed read's API status is this one (an unknown id's 404, say). */
export function isStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
