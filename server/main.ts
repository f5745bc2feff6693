import { readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSandbox } from '../sandbox/app.ts';
import { createEdgeApp } from './app.ts';
import { parseConfig } from './config.ts';
import { ssrOutDir } from './paths.ts';
import { loadRenderer } from './render.ts';

/**
 * `npm start`: the storefront on PORT (default 3000). Without API_ORIGIN the sandbox API runs
 * in-process on its SQLite file (SANDBOX_DB). Every variable is listed in the README.
 */
const config = parseConfig();
// React and the views run their production builds unless told otherwise.
process.env.NODE_ENV ??= 'production';

const sandbox = config.API_ORIGIN ? null : createSandbox({ dbPath: config.SANDBOX_DB });
// The server's own API calls (page SEO, goods checks, crawler renders) need an address: the
// embedded sandbox also listens on a private loopback port.
const sandboxServer = sandbox
  ? await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    })
  : null;
const apiBase = sandboxServer
  ? `http://127.0.0.1:${(sandboxServer.address() as AddressInfo).port}`
  : (config.API_ORIGIN as string);

const ssrDir = config.SSR_DIR ?? ssrOutDir(config.CLIENT_DIR);
const renderer = await loadRenderer(ssrDir, apiBase);
if (!renderer) {
  console.warn(`no crawler renderer in ${ssrDir} (npm run build makes it): crawlers get the SPA shell`);
}

let draining = false;
const app = createEdgeApp({
  clientDir: config.CLIENT_DIR,
  api: sandbox ? sandbox.app : { origin: apiBase, timeoutMs: config.API_TIMEOUT_MS },
  apiBase,
  devRoutes: sandbox !== null,
  config,
  renderer,
  draining: () => draining,
});

// With a certificate the server speaks HTTPS, HTTP/2 to browsers that offer it and HTTP/1.1 to the rest:
// a page's dozens of chunks then share one connection instead of queueing on six (decision 119).
const tls = config.TLS_CERT_FILE && config.TLS_KEY_FILE ? readTls(config.TLS_CERT_FILE, config.TLS_KEY_FILE) : null;
const listening = (info: AddressInfo) =>
  console.log(
    `storefront on ${tls ? 'https' : 'http'}://localhost:${info.port}${sandbox ? ' (sandbox API)' : ` (API ${config.API_ORIGIN})`}`,
  );
const server = tls
  ? serve(
      {
        fetch: app.fetch,
        port: config.PORT,
        createServer: createSecureServer,
        serverOptions: { ...tls, allowHTTP1: true },
      },
      listening,
    )
  : serve({ fetch: app.fetch, port: config.PORT }, listening);

/** The certificate and key files, read once; a file that cannot be read stops the start, naming its variable. */
function readTls(certFile: string, keyFile: string): { cert: Buffer; key: Buffer } {
  const read = (file: string, variable: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new Error(`${variable}: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return { cert: read(certFile, 'TLS_CERT_FILE'), key: read(keyFile, 'TLS_KEY_FILE') };
}

// Idle keep-alive connections live longer than any client's pause between calls (Node's 5 s
// default let a client reuse a socket the server was closing: ECONNRESET on a healthy server).
if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000;

/** Grace for in-flight requests after SIGTERM; then the remaining connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

function shutdown(signal: string) {
  if (draining) return;
  draining = true;
  console.log(JSON.stringify({ level: 'info', msg: 'shutting down', signal }));
  // close() stops accepting, closes idle keep-alive connections and waits for in-flight requests;
  // a connection whose request finishes later goes idle then, so idle ones are swept until the end.
  const idleSweep = setInterval(() => {
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  }, 100);
  server.close(() => {
    clearInterval(idleSweep);
    sandboxServer?.close();
    sandbox?.close();
    process.exit(0);
  });
  setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(signal));
