import { resolve } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { routes } from './manifest/routes.ts';
import { validateManifest } from './manifest/schema.ts';
import { catalogPartsPlugin } from './server/catalogPartsBuild.ts';
import { precompressPlugin } from './server/precompressBuild.ts';
import { routeAssetsPlugin } from './server/routeAssetsBuild.ts';
import { unitFilesByEnvironment } from './tests/setup/unitProjects.ts';
import { UnitSequencer } from './tests/setup/unitSequencer.ts';

/** A bad manifest entry fails the build (and dev start) with the entry and field named. */
function validateManifestPlugin(): Plugin {
  return {
    name: 'validate-route-manifest',
    buildStart() {
      validateManifest(routes);
    },
  };
}

/**
 * Preload lists without what is already loaded (decision 092). Vite lists, for every dynamic import, each
 * chunk the imported one needs; a chunk that the importing chunk itself imports statically is loaded
 * already whenever that import runs, so naming it again only adds bytes: 9 KiB of the first load's
 * gzip, for the registry's 300 page imports. The plugin keeps the bundle for `resolveDependencies`.
 */
function preloadWithoutLoaded() {
  let bundle: Record<string, { type: string; imports?: string[] }> = {};
  const loadedWith = new Map<string, Set<string>>();
  const staticClosure = (file: string): Set<string> => {
    let seen = loadedWith.get(file);
    if (seen) return seen;
    seen = new Set<string>();
    const stack = [file];
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(bundle[next]?.imports ?? []));
    }
    loadedWith.set(file, seen);
    return seen;
  };
  const plugin: Plugin = {
    name: 'preload-without-loaded',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output as typeof bundle;
        loadedWith.clear();
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], context: { hostId: string; hostType: string }) => {
    if (context.hostType !== 'js') return deps;
    const loaded = staticClosure(context.hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
const preload = preloadWithoutLoaded();

/**
 * The first load's modules in one chunk beside the entry (decision 094). By default every module that a
 * lazy page also imports becomes a shared chunk of its own: the first load was 33 files, some of 100
 * bytes, and each request a browser starts costs its main thread a few milliseconds (a fifth of a second
 * of blocking on a 4x slower phone). Everything the entry imports statically is loaded at start anyway,
 * so grouping it costs no page a byte it would not load.
 */
function firstLoadGroup(entry: string) {
  let closure: Set<string> | null = null;
  return (moduleId: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
    if (!closure) {
      closure = new Set<string>();
      const stack = [entry];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (closure.has(id)) continue;
        const info = ctx.getModuleInfo(id);
        if (!info) continue;
        closure.add(id);
        stack.push(...info.importedIds);
      }
    }
    return moduleId !== entry && closure.has(moduleId) ? 'app' : null;
  };
}

/**
 * Lingui's core imports its ICU message compiler for development builds only, but the import alone put the
 * compiler in the first load: its lexer is compiled when its module loads (a few milliseconds of every page
 * load, 6 KiB). Production catalogs are compiled at build time; runtime/i18n imports the compiler itself
 * when over-the-air translations arrive.
 */
function messageCompilerOnDemand(): Plugin {
  const empty = '\0lingui-core-without-compiler';
  return {
    name: 'message-compiler-on-demand',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '@lingui/message-utils/compileMessage' &&
        importer &&
        /[\\/]@lingui[\\/]core[\\/]/.test(importer)
      ) {
        return empty;
      }
      return null;
    },
    load(id) {
      return id === empty ? 'export const compileMessage = undefined;' : null;
    },
  };
}

/**
 * `VIEW_LIB=preact` builds the browser bundle with Preact's React compatibility layer (decision 110): the
 * first load is ~56 KiB smaller (react-dom is 62 of its 161), but Preact renders a tree in one task where
 * React slices a transition's render, and the pages the app renders in view (login, the signed-in
 * dashboard) measured a higher TBT and a lower Lighthouse score. Kept as a measured alternative
 * (`bench/size.bench.ts`); the crawler renderer, the dev server and the jsdom tests always run React.
 */
function browserRendersWithPreact(): Plugin {
  return {
    name: 'browser-renders-with-preact',
    config(config, env) {
      if (env.command !== 'build' || config.build?.ssr || process.env.VIEW_LIB !== 'preact') return null;
      return {
        resolve: {
          alias: [
            { find: /^react-dom\/client$/, replacement: resolve('views/preact/client.ts') },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
            { find: /^react$/, replacement: 'preact/compat' },
          ],
        },
      };
    },
  };
}

/** The unit test files by the environment their docblock names. */
const unitFiles = unitFilesByEnvironment(import.meta.dirname);

/** Unit tests reach a real sandbox, started once by tests/setup/sandboxServer.ts on this port. */
const UNIT_SANDBOX_PORT = Number(process.env.UNIT_SANDBOX_PORT ?? 3201);

/** Builds the storefront (views/main.tsx via index.html) into dist/client. */
export default defineConfig({
  plugins: [
    validateManifestPlugin(),
    browserRendersWithPreact(),
    preload.plugin,
    messageCompilerOnDemand(),
    routeAssetsPlugin(),
    catalogPartsPlugin(),
    precompressPlugin(),
    react(),
    // Lingui macros (<Trans>, t) compile through Babel; the rest of the pipeline stays on Oxc. Only modules
    // that import a macro reach Babel (the filter runs in Rolldown): about half of them, and Babel was two
    // thirds of each build's time.
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
        }),
      ],
    }),
    lingui(),
  ],
  build: {
    // BUILD_OUT_DIR lets parallel builds (and their browser tests) keep apart.
    outDir: process.env.BUILD_OUT_DIR ?? 'dist/client',
    target: 'es2022',
    emptyOutDir: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    // scripts/sizeCheck.ts budgets every chunk compressed (the first load's `app` chunk is over Vite's 500 kB
    // before compression); the bundler's timing report is for profiling a build, not for every `npm test`.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: { groups: [{ name: firstLoadGroup(resolve('views/main.tsx')), debugName: 'app' }] },
      },
    },
    manifest: true, // .vite/manifest.json: the chunk graph scripts/sizeCheck.ts budgets
  },
  test: {
    // jsdom files in the VM pool, the rest in forks (decision 117); each keeps its own module graph per file.
    projects: [
      { test: { name: 'jsdom', include: unitFiles.jsdom, pool: 'vmForks' } },
      { test: { name: 'node', include: unitFiles.node, pool: 'forks' } },
    ],
    // A VM worker keeps what each file leaves (2.2 GB of heap seen in one run). Vitest recycles it over this
    // many bytes of heap; its own default is half the machine's memory, 12 GB here, above the 4 GB heap V8
    // gives a worker, so a worker could only run out. Recycling at 1.5 GB cost no time in the suite.
    vmMemoryLimit: Math.min(1.5e9, getHeapStatistics().heap_size_limit * 0.4),
    globalSetup: ['tests/setup/sandboxServer.ts'],
    // Two files at a time: the default (cores − 1) is one on this 2-core machine, and most test time is
    // waiting on the sandbox (in the main process) and on held replies, not on the CPU.
    maxWorkers: 2,
    // The model-based files first on a fresh clone, where vitest knows no durations yet.
    sequence: { sequencer: UnitSequencer },
    // consoleGuard fails a test on an unexpected console.error or console.warn (allowConsole for expected ones);
    // waitBounds sets testing-library's bound for a failing wait.
    setupFiles: ['tests/setup/consoleGuard.ts', 'tests/setup/fakeUplot.ts', 'tests/setup/waitBounds.ts'],
    // A bound for a test that hangs, not a speed check: vitest's 5 s failed tests that take 3-4 s on a quiet
    // machine when the machine was busy. Tests that walk long paths set their own.
    testTimeout: 20_000,
    // jsdom's own messages (a script that did not load, an unimplemented feature) reach that guard too.
    environmentOptions: { jsdom: { console: true } },
    env: {
      VITE_API_BASE_URL: `http://127.0.0.1:${UNIT_SANDBOX_PORT}`,
      UNIT_SANDBOX_PORT: String(UNIT_SANDBOX_PORT),
      // The home modal stays off unless a test switches it on (sandbox/app.ts, defaultCms).
      SANDBOX_HOME_MODAL: 'off',
    },
    reporters: ['default', ['json', { outputFile: '.reports/unit.json' }]],
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: Object.fromEntries(
      ['/v1', '/user-api', '/message-api', '/fufu-pool-api', '/marketing-api', '/__sandbox'].map((prefix) => [
        prefix,
        `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 3001}`,
      ]),
    ),
  },
});
