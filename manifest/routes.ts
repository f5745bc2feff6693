import type { RouteEntry } from './schema.ts';

/**
 * The one source of routes. Each entry becomes a route under every locale prefix
 * (and unprefixed for English). Adding a page is adding one entry here plus its view.
 */
export const routes = [
  {
    id: 'home',
    path: '/',
    params: [],
    guards: [],
    layout: 'transparentNav',
    pageCode: 'index',
    view: 'home',
    public: true,
  },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof routes)[number]['id'];
