import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { routes } from './manifest/routes.ts';
import { validateManifest } from './manifest/schema.ts';

/** A bad manifest entry fails the build (and dev start) with the entry and field named. */
function validateManifestPlugin(): Plugin {
  return {
    name: 'validate-route-manifest',
    buildStart() {
      validateManifest(routes);
    },
  };
}

/** Unit tests reach a real sandbox, started once by tests/setup/sandboxServer.ts on this port. */
const UNIT_SANDBOX_PORT = Number(process.env.UNIT_SANDBOX_PORT ?? 3201);

/** Builds the storefront (views/main.tsx via index.html) into dist/client. */
export default defineConfig({
  plugins: [
    validateManifestPlugin(),
    react(),
    // Lingui macros (<Trans>, t) compile through Babel; the rest of the pipeline stays on Oxc.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
  ],
  build: {
    // BUILD_OUT_DIR lets parallel builds (and their browser tests) keep apart.
    outDir: process.env.BUILD_OUT_DIR ?? 'dist/client',
    target: 'es2022',
    emptyOutDir: true,
    manifest: true, // .vite/manifest.json: the chunk graph scripts/sizeCheck.ts budgets
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', '{manifest,runtime,machines,views,sandbox,server}/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/setup/sandboxServer.ts'],
    // Two files at a time: the default (cores − 1) is one on this 2-core machine, and most test time is
    // waiting on the sandbox (in the main process) and on held replies, not on the CPU.
    maxWorkers: 2,
    // Fails a test on an unexpected console.error or console.warn (allowConsole for expected ones).
    setupFiles: ['tests/setup/consoleGuard.ts', 'tests/setup/fakeUplot.ts'],
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
