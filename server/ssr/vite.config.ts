import { resolve } from 'node:path';
import { mergeConfig, type Plugin } from 'vite';
import base from '../../vite.config.ts';
import { ssrOutDir } from '../paths.ts';

const SERVER_MACHINES = resolve(import.meta.dirname, 'serverMachines.ts');
const SERVER_HEAD = resolve(import.meta.dirname, 'serverDocumentHead.tsx');

/**
 * Server variants of two browser-bound modules (decision 081): views import `@xstate/react` and get
 * `serverMachines.ts`, which starts their machines during the render so the renderer can wait for the
 * data; `views/documentHead.tsx` (reads `window`) gets a variant whose component renders nothing,
 * since the edge server writes the head itself.
 */
function serverVariants(): Plugin {
  return {
    name: 'server-variants',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || [SERVER_MACHINES, SERVER_HEAD].includes(resolve(importer))) return null;
      if (source === '@xstate/react') return SERVER_MACHINES;
      if (!source.endsWith('documentHead.tsx')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id.endsWith('/views/documentHead.tsx') ? SERVER_HEAD : null;
    },
  };
}

/** The crawler renderer: `server/ssr/entry.tsx` bundled for Node next to the client build (`npm run build`). */
export default mergeConfig(base, {
  plugins: [serverVariants()],
  // The API base of the views' http client is the edge server's, set at runtime (server/render.ts).
  define: { 'import.meta.env.VITE_API_BASE_URL': 'globalThis.__FUFU_SSR_API_BASE__' },
  build: {
    ssr: 'server/ssr/entry.tsx',
    outDir: ssrOutDir(process.env.BUILD_OUT_DIR ?? 'dist/client'),
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'entry.js' } },
  },
});
