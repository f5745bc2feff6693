import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../manifest/locales.ts';
import { ApiError, ContractError, createHttpClient } from '../../runtime/http/client.ts';
import { SANDBOX_URL } from '../setup/sandboxUrl.ts';

const client = (locale: Locale, baseURL = SANDBOX_URL) => createHttpClient({ baseURL, language: () => locale });

describe('http client against the sandbox', () => {
  it('returns the result of a successful call, validated by the contract', async () => {
    const page = await client('en').call('floatGoodsList', { pageSize: 50, pageNo: 1, currency: 'BTC' });
    expect(page.data.map((g) => g.goodsId)).toEqual(['g-stable-s21-30', 'g-stable-s21xp-60']);
  });

  it('rejects with the server message and status when the envelope reports failure', async () => {
    const error = await client('en')
      .call('floatGoodsList', { pageNo: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toMatch(/pageNo/);
  });
});

describe('http client headers and validation', () => {
  let seen: { url: string; headers: IncomingHttpHeaders } | undefined;
  let reply = '{}';
  const server = createServer((req, res) => {
    seen = { url: req.url ?? '', headers: req.headers };
    res.setHeader('content-type', 'application/json');
    res.end(reply);
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends sg as hk, the platform header and req_platform', async () => {
    reply = JSON.stringify({
      status: 200,
      message: 'ok',
      result: { data: [], pageNo: 1, pageSize: 50, totalCount: 0 },
    });
    await client('sg', base).call('floatGoodsList', { pageSize: 50 });
    expect(seen?.headers['current-language']).toBe('hk');
    expect(seen?.headers.platform).toBe('WEB');
    expect(new URL(seen?.url ?? '', base).searchParams.get('req_platform')).toBe('WEB');
    await client('ja', base).call('floatGoodsList', {});
    expect(seen?.headers['current-language']).toBe('ja');
  });

  it('names the call and the field when a reply breaks the contract', async () => {
    reply = JSON.stringify({ status: 200, message: 'ok', result: { data: [{ goodsId: 7 }], pageNo: 1 } });
    const error = await client('en', base)
      .call('floatGoodsList', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toMatch(/^floatGoodsList: field "result\.data\.0\.goodsId"/);
  });
});
