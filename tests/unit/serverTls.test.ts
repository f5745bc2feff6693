// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:http2';
import { Agent, get } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/config.ts';
import { waitForOutput } from './serverHarness.ts';

/**
 * `server/main.ts` given a certificate (decision 119): HTTPS with HTTP/2 for clients that offer it and
 * HTTP/1.1 for the rest, pages and forwarded API calls alike.
 */
const PORT = 3523;
const ORIGIN = `https://localhost:${PORT}`;
let child: ChildProcess | undefined;
let upstream: Server | undefined;
let dir = '';

function startEdge(env: Record<string, string>): ChildProcess {
  return spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), CLIENT_DIR: dir, LOG_REQUESTS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** One GET over HTTP/2: the negotiated protocol, the status, the content type and the body. */
function getHttp2(path: string): Promise<{ protocol: string | undefined; status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(ORIGIN, { rejectUnauthorized: false });
    session.on('error', reject);
    const request = session.request({ ':path': path });
    let status = 0;
    let type = '';
    let body = '';
    request.on('response', (headers) => {
      status = Number(headers[':status']);
      type = String(headers['content-type'] ?? '');
    });
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const protocol = session.alpnProtocol;
      session.close();
      resolve({ protocol, status, type, body });
    });
    request.on('error', reject);
  });
}

describe('the edge over TLS', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'edge-tls-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>',
    );
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec', algorithm: 'sha256' });
    writeFileSync(join(dir, 'cert.pem'), pems.cert);
    writeFileSync(join(dir, 'key.pem'), pems.private);
    // An API whose answers carry the connection headers HTTP/2 forbids (keep-alive, chunked transfer).
    upstream = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'keep-alive': 'timeout=5' });
      res.write('{"status":200,');
      res.end(`"result":"${req.url}"}`);
    });
    await new Promise<void>((resolve) => upstream?.listen(0, '127.0.0.1', resolve));
    child = startEdge({
      API_ORIGIN: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      TLS_CERT_FILE: join(dir, 'cert.pem'),
      TLS_KEY_FILE: join(dir, 'key.pem'),
    });
    await waitForOutput(child, `storefront on ${ORIGIN}`);
  }, 60_000);

  afterAll(async () => {
    // SIGTERM: tsx passes it on to the server it started (SIGKILL would leave that one holding the port).
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve()));
  });

  it('serves pages over HTTP/2', async () => {
    const page = await getHttp2('/list');
    expect(page.protocol).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
  });

  it("forwards API calls over HTTP/2 without the API's connection headers", async () => {
    const reply = await getHttp2('/v1/app/common/config?req_platform=WEB');
    expect(reply.protocol).toBe('h2');
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ status: 200, result: '/v1/app/common/config?req_platform=WEB' });
  });

  it('answers HTTP/1.1 over TLS too', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      get(`${ORIGIN}/list`, { rejectUnauthorized: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      }).on('error', reject);
    });
    expect(status).toBe(200);
    expect(body).toContain('<div id="root">');
  });

  // Last in this block: it stops the server. Browsers keep an HTTP/2 session, or an HTTP/1.1 connection, open
  // between requests; the drain (server/main.ts) must end idle ones and not wait out its 10 s grace for them.
  it('drains on SIGTERM with idle connections open (an HTTP/2 session, an HTTP/1.1 keep-alive socket): both end and the server exits 0 at once', async () => {
    const session = connect(ORIGIN, { rejectUnauthorized: false });
    await new Promise<void>((resolve, reject) => {
      const request = session.request({ ':path': '/healthz' });
      request.on('error', reject);
      request.on('end', resolve);
      request.resume();
    });
    const agent = new Agent({ keepAlive: true, rejectUnauthorized: false });
    const { socket, version } = await new Promise<{ socket: Socket; version: string }>((resolve, reject) => {
      get(`${ORIGIN}/healthz`, { agent }, (res) => {
        // The socket goes back to the agent's pool once the answer has ended, and stays open there.
        const held = res.socket;
        res.resume();
        res.on('end', () => resolve({ socket: held, version: res.httpVersion }));
      }).on('error', reject);
    });
    expect(version).toBe('1.1');
    const closed = Promise.all([
      new Promise<void>((resolve) => session.on('close', resolve)),
      new Promise<void>((resolve) => socket.on('close', () => resolve())),
    ]);
    const exit = new Promise<number | null>((resolve) => child?.on('exit', resolve));
    const started = Date.now();
    child?.kill('SIGTERM');
    await closed;
    agent.destroy();
    expect(await exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 20_000);
});

describe('TLS settings', () => {
  it('takes the certificate and the key together or not at all', () => {
    expect(() => parseConfig({ TLS_CERT_FILE: 'cert.pem' })).toThrow(/TLS_CERT_FILE: TLS_CERT_FILE and TLS_KEY_FILE/);
    expect(() => parseConfig({ TLS_KEY_FILE: 'key.pem' })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE go together/);
    expect(parseConfig({ TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: 'key.pem' })).toMatchObject({
      TLS_CERT_FILE: 'cert.pem',
      TLS_KEY_FILE: 'key.pem',
    });
  });

  it('stops at start, naming the variable, when a file cannot be read', async () => {
    const edge = startEdge({
      API_ORIGIN: 'http://127.0.0.1:9',
      TLS_CERT_FILE: join(dir, 'missing.pem'),
      TLS_KEY_FILE: join(dir, 'key.pem'),
    });
    const exit = new Promise<number | null>((resolve) => edge.on('exit', (code) => resolve(code)));
    const said = await waitForOutput(edge, 'TLS_CERT_FILE: cannot read').catch((error: Error) => error.message);
    expect(said).toContain(`TLS_CERT_FILE: cannot read ${join(dir, 'missing.pem')}`);
    expect(await exit).not.toBe(0);
  }, 30_000);
});
