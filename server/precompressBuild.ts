import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { COMPRESSIBLE_ASSET, encode, PRECOMPRESSED_SUFFIX, THRESHOLD } from './compression.ts';

/**
 * Writes each text asset of the client build (scripts, stylesheets, SVG) of 1 KB and more beside itself
 * compressed, densest brotli (`.br`) and gzip (`.gz`), as the edge would compress it on its first request
 * (server/compression.ts reads these instead). The app's chunk takes about a second to compress that way:
 * paid once by the build, not by the first visitors after each start of a server.
 */
export function precompressPlugin(): Plugin {
  let ssr = false;
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(options, bundle) {
      if (ssr || !options.dir) return;
      const outDir = options.dir;
      const files = Object.values(bundle).filter(
        (item) => item.fileName.startsWith('assets/') && COMPRESSIBLE_ASSET.test(item.fileName),
      );
      await Promise.all(
        files.map(async (item) => {
          const body = item.type === 'chunk' ? Buffer.from(item.code) : Buffer.from(item.source);
          if (body.byteLength < THRESHOLD) return;
          const path = join(outDir, item.fileName);
          await Promise.all(
            (['br', 'gzip'] as const).map(async (encoding) =>
              writeFile(path + PRECOMPRESSED_SUFFIX[encoding], await encode(body, encoding, true)),
            ),
          );
        }),
      );
    },
  };
}
