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
}

const entryOf = new Map<string, (typeof routes)[number]>(routes.map((route) => [route.id, route]));

/**
 * The head's hints for one route (decisions 093, 109): the stylesheets of its layout and page, so a
 * server-rendered page paints styled and the app's first render waits for no stylesheet. No script is
 * hinted: the entry brings the catalog's parts, the layout and the page as the app needs them, and every script
 * requested before the first paint delays it (Lighthouse's simulation of the signed-in hashrate page, whose
 * first paint is the app's: FCP 3.6-3.8 s and LCP 4.6-4.8 s with the catalog's, layout's and page's chunks
 * in the head, 3.2-3.3 s and 4.7 s with the catalog's and layout's, 2.5-2.7 s and 4.4-4.5 s with none).
 * Empty without the build's file (an older build).
 */
export function createRouteHints(clientDir: string) {
  const file = join(clientDir, ROUTE_ASSETS_FILE);
  const assets = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteAssets) : null;
  const made = new Map<string, string>();
  // A manifest entry's localized routes share its layout and view, so its id names the hints.
  return (route: Pick<LocalizedRoute, 'id'>): string => {
    if (!assets) return '';
    let hints = made.get(route.id);
    if (hints === undefined) {
      const entry = entryOf.get(route.id);
      const parts = entry ? [assets.layouts[entry.layout], assets.views[entry.view]] : [];
      hints = [...new Set(parts.flatMap((part) => part?.css ?? []))]
        .map((name) => `<link rel="stylesheet" crossorigin href="/${name}">`)
        .join('\n    ');
      made.set(route.id, hints);
    }
    return hints;
  };
}

export type RouteHints = ReturnType<typeof createRouteHints>;
