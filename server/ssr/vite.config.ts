import { mergeConfig } from 'vite';
import base from '../../vite.config.ts';
import { ssrOutDir } from '../paths.ts';

/**
 * The crawler renderer: `server/ssr/entry.tsx` bundled for Node next to the client build (`npm run build`).
 * It renders the same modules as the browser (decision 090): no server variants.
 */
export default mergeConfig(base, {
  // The API base of the views' http client is the edge server's, set at runtime (server/render.ts).
  define: { 'import.meta.env.VITE_API_BASE_URL': 'globalThis.__FUFU_SSR_API_BASE__' },
  build: {
    ssr: 'server/ssr/entry.tsx',
    outDir: ssrOutDir(process.env.BUILD_OUT_DIR ?? 'dist/client'),
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'entry.js' } },
  },
});
