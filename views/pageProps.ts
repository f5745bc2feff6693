import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { LocalizedRoute } from '../manifest/expand.ts';

/** What every page view receives: its localized route, its checked params and its parsed search. */
export interface PageProps {
  route: LocalizedRoute;
  params: Record<string, string>;
  /** The route's search params as its manifest schema parsed them (invalid values fell back to defaults). */
  search: Record<string, unknown>;
}

export interface LayoutProps {
  route: LocalizedRoute;
  children: ReactNode;
}

/** What a page's loader gets: the query cache and the route it loads for. */
export interface LoaderContext {
  client: QueryClient;
  route: LocalizedRoute;
  params: Record<string, string>;
  search: Record<string, unknown>;
  /** True in the crawler renderer, which awaits the page's reads before its one render. */
  server: boolean;
}

/** A page's own title and description, from its data (a news article's); the page code's SEO otherwise. */
export interface PageHead {
  title?: string;
  description?: string;
}

/**
 * Starts a page's reads when navigation starts (decision 090): awaits what must be there before the
 * page shows, starts secondary reads without waiting; may name the page's head from its data.
 */
export type PageLoader = (context: LoaderContext) => Promise<PageHead | undefined> | PageHead | undefined;
