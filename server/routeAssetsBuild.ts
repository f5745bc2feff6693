import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { routes } from '../manifest/routes.ts';
import { type Assets, ROUTE_ASSETS_FILE, type RouteAssets } from './routeAssets.ts';

/** The registry's lines `name: page(() => import('…'),` and `name: layout(() => import('…'))` (views/registry.ts). */
const PAGE_LINE = /^ {2}(\w+): page\(\s*\(\) => import\('([^']+)'\)(?:,\s*from\(\s*\(\) => import\('([^']+)'\))?/gm;
const LAYOUT_LINE = /^ {2}(\w+): layout\(\(\) => import\('([^']+)'\)\)/gm;

/**
 * Writes `.vite/route-assets.json` with the client build (decision 093): for each page view and layout,
 * the chunks and stylesheets it needs beyond the entry's, so the edge names them in the
 * document's head and the browser fetches them beside the entry instead of after it. A view the manifest
 * names that the registry or the bundle lacks fails the build.
 */
export function routeAssetsPlugin(): Plugin {
  let root = process.cwd();
  let ssr = false;
  return {
    name: 'route-assets',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    // After Vite has dropped the chunks that only carried CSS (their stylesheets go to their importers).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (ssr) return;
        const registry = readFileSync(join(root, 'views/registry.ts'), 'utf8');
        const assets = routeAssetsOf(bundle as unknown as OutputBundle, registry, (spec) =>
          resolve(root, 'views', spec),
        );
        this.emitFile({ type: 'asset', fileName: ROUTE_ASSETS_FILE, source: JSON.stringify(assets) });
      },
    },
  };
}

function routeAssetsOf(bundle: OutputBundle, registry: string, moduleOf: (spec: string) => string): RouteAssets {
  const entryChunk = Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.isEntry);
  if (!entryChunk) throw new Error('route assets: the client build has no entry chunk');
  const entry = walk(bundle, [entryChunk], { js: [], css: [] });
  const views: Record<string, Assets> = {};
  for (const [, name, view, loader] of registry.matchAll(PAGE_LINE)) {
    const modules = [view, loader].filter((spec): spec is string => Boolean(spec)).map(moduleOf);
    views[name as string] = merge(modules.map((id) => closureOf(bundle, id, entry)));
  }
  const layouts: Record<string, Assets> = {};
  for (const [, name, layout] of registry.matchAll(LAYOUT_LINE)) {
    layouts[name as string] = closureOf(bundle, moduleOf(layout as string), entry);
  }
  for (const route of routes) {
    if (!views[route.view])
      throw new Error(`route assets: views/registry.ts has no page line for view "${route.view}"`);
    if (!layouts[route.layout]) throw new Error(`route assets: views/registry.ts has no layout "${route.layout}"`);
  }
  return { entry, views, layouts };
}

/** The files a module's chunk loads statically (itself included), without those the entry has. */
function closureOf(bundle: OutputBundle, moduleId: string, without: Assets): Assets {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const own =
    chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
    chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!own) throw new Error(`route assets: no chunk holds ${moduleId}`);
  return walk(bundle, [own], without);
}

/** The chunks (and their stylesheets) the `start` chunks load statically, themselves included, less `without`'s. */
export function walk(bundle: OutputBundle, start: OutputChunk[], without: Assets): Assets {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const chunk = stack.pop() as OutputChunk;
    if (seen.has(chunk.fileName) || without.js.includes(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    js.push(chunk.fileName);
    const imported = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
    for (const file of imported ?? []) if (!without.css.includes(file) && !css.includes(file)) css.push(file);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') stack.push(next);
    }
  }
  return { js, css };
}

function merge(all: Assets[]): Assets {
  const js = [...new Set(all.flatMap((a) => a.js))];
  const css = [...new Set(all.flatMap((a) => a.css))];
  return { js, css };
}
