import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../runtime/http/contract.ts';
import { type Harness, startSandbox } from './sandboxHarness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
  await h.postJson('/__sandbox/challenges', { rules: [] });
});
afterAll(() => h.close());

const calls = Object.values(contract);
const keys = [
  'email',
  'type',
  'phoneCode',
  'phoneNumber',
  'smsCode',
  'passwd',
  'taskId',
  'x',
  'token',
  'pageNo',
  'pageSize',
  'verifyCodeInfo',
  'param',
  'taskResult',
  'loginType',
  'goodsId',
  'pageCode',
  '__proto__',
  'constructor',
];
const value = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.constantFrom('', '1', '-1', 'NaN', 'Infinity', '1e309', 'null', '[]', '{}', '{"taskId":1}', 'a@b.co', '123456'),
  fc.json(),
);
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 })), value, { maxKeys: 8 });

/** The envelope of a reply: never a crash, a 500 or a stack trace, whatever comes in. */
function expectEnvelope(http: number, text: string) {
  expect(http).toBeLessThan(500);
  expect(text).not.toMatch(/\bat .+\.ts:\d+/);
  const body = JSON.parse(text);
  expect(typeof body.status === 'number' || typeof body.code === 'number').toBe(true);
}

describe('fuzz: random input never crashes a call', () => {
  it('random query strings and form bodies on every call', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), fields, fc.boolean(), async (call, input, withToken) => {
        const params = new URLSearchParams();
        for (const [key, v] of Object.entries(input)) params.append(key, v);
        const headers: Record<string, string> = withToken ? { Authorization: 'Bearer fuzz' } : {};
        const res =
          call.method === 'GET'
            ? await fetch(`${h.url}${call.path}?${params}`, { headers })
            : await fetch(`${h.url}${call.path}`, {
                method: 'POST',
                headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
                body: params.toString(),
              });
        expectEnvelope(res.status, await res.text());
      }),
      { numRuns: 2500 },
    );
  }, 120_000);

  it('random raw bodies and content types on POST calls', async () => {
    const posts = calls.filter((c) => c.method === 'POST');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts),
        fc.oneof(fc.string({ maxLength: 300 }), fc.json(), fc.string({ unit: 'binary', maxLength: 300 })),
        fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'text/plain',
          'multipart/form-data',
          '',
        ),
        async (call, body, type) => {
          const res = await fetch(`${h.url}${call.path}`, {
            method: 'POST',
            headers: type ? { 'content-type': type } : {},
            body,
          });
          expectEnvelope(res.status, await res.text());
        },
      ),
      { numRuns: 1500 },
    );
  }, 120_000);

  it('oversized bodies and URLs get 413 and 414 in the envelope', async () => {
    const big = await fetch(`${h.url}${contract.sendEmailCode.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${'a'.repeat(70_000)}`,
    });
    expect(big.status).toBe(413);
    expect((await big.json()).code).toBe(413);
    const long = await fetch(`${h.url}${contract.pageSeo.path}?pageCode=${'a'.repeat(9000)}`);
    expect(long.status).toBe(414);
    expect((await long.json()).status).toBe(414);
  });
});
