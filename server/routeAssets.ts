import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalizedRoute } from '../manifest/expand.ts';
import { routes } from '../manifest/routes.ts';

/** Where the client build writes its route assets (server/routeAssetsBuild.ts), inside the build's folder. */
export const ROUTE_ASSETS_FILE = '.vite/route-assets.json';

/** Built file names (relative to the build's folder). */
export interface Assets {
  js: string[];
  css: string[];
}

export interface RouteAssets {
  /** What `index.html` loads already. */
  entry: Assets;
  /** Per page view of the manifest: its view's and loader's chunks and stylesheets beyond the entry's. */
  views: Record<string, Assets>;
  layouts: Record<string, Assets>;
  /** Per locale: its compiled catalog's chunk. */
  locales: Record<string, Assets>;
}

const viewOf = new Map<string, string>(routes.map((route) => [route.id, route.view]));

/**
 * The head's hints for one route (decision 093): modulepreload links for the locale's catalog, the layout
 * and the page, and the stylesheets of the layout and page, so they load beside the entry and a
 * server-rendered page paints styled (`scripts` false: the stylesheets alone, for a preview). Empty without
 * the build's file (an older build): the client loads them as before.
 */
export function createRouteHints(clientDir: string) {
  const file = join(clientDir, ROUTE_ASSETS_FILE);
  const assets = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteAssets) : null;
  const made = new Map<string, string>();
  return (route: Pick<LocalizedRoute, 'id' | 'locale' | 'layout'>, scripts = true): string => {
    if (!assets) return '';
    const key = `${route.id}|${route.locale}|${scripts}`;
    let hints = made.get(key);
    if (hints === undefined) {
      const view = viewOf.get(route.id);
      const parts = [assets.locales[route.locale], assets.layouts[route.layout], view ? assets.views[view] : undefined];
      const js = [...new Set(parts.flatMap((part) => part?.js ?? []))];
      const css = [...new Set(parts.flatMap((part) => part?.css ?? []))];
      hints = [
        ...css.map((name) => `<link rel="stylesheet" crossorigin href="/${name}">`),
        ...(scripts ? js : []).map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`),
      ].join('\n    ');
      made.set(key, hints);
    }
    return hints;
  };
}

export type RouteHints = ReturnType<typeof createRouteHints>;
