import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { Plugin } from 'vite';
import { mergeConfig } from 'vite';
import base from '../vite.config.ts';
import { SERVER_ENTRY } from './nodeFlags.ts';

/**
 * The sandbox's captcha widget is a browser script it serves as text, read beside its module
 * (`sandbox/widget/routes.ts`): the bundle gets a copy beside itself.
 */
function sandboxWidget(): Plugin {
  return {
    name: 'sandbox-widget',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'widget.js', source: readFileSync('sandbox/widget/widget.js', 'utf8') });
    },
  };
}

/**
 * The edge server (`server/main.ts`, with the embedded sandbox) bundled for Node (decision 108): a process
 * that compiles TypeScript as it loads (tsx) held ~50 MB more than the same server built. Packages stay in
 * node_modules; the crawler renderer is its own bundle (server/ssr), loaded at start.
 */
export default mergeConfig(base, {
  plugins: [sandboxWidget()],
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: dirname(SERVER_ENTRY),
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: basename(SERVER_ENTRY) } },
  },
});
