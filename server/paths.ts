import { basename, dirname, join } from 'node:path';

/** The crawler renderer's bundle sits beside the client build: `dist/client` -> `dist/client-ssr`. */
export function ssrOutDir(clientDir: string): string {
  return join(dirname(clientDir), `${basename(clientDir)}-ssr`);
}
