import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COOP_RULES } from '../../runtime/http/contract/company.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { ASKS_PER_EMAIL_PER_DAY, TOO_MANY_ASKS } from '../../sandbox/features/company/routes.ts';
import { type Harness, startSandbox } from './sandboxHarness.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
});

/** A public read by contract name, checked against the contract. */
async function read(name: CallName) {
  const reply = await h.get(contract[name].path);
  expect(reply.http).toBe(200);
  expect(contract[name].response.safeParse(reply.body).success).toBe(true);
  expect(reply.body.status).toBe(200);
  return reply.body.result;
}

const ask = {
  company: 'Northwind Hashing Ltd',
  contactName: 'Dana Keller',
  email: 'dana@northwind.example',
  phone: '+49 30 1234567',
  country: 'Germany',
  cooperationType: 'hosting',
  volume: '5 PH/s',
  message: 'We want to host 300 S21 miners from the first quarter.',
};
const send = (fields: Record<string, unknown>) =>
  h.post(contract.corporateAskRecord.path, fields, { token: undefined });
const stored = async () => (await h.get('/__sandbox/company/asks')).body.data as Array<Record<string, string>>;

describe('corporate inquiries (corporateAskRecord)', () => {
  it('stores a valid inquiry and answers its reference', async () => {
    const reply = await send(ask);
    expect(reply.http).toBe(200);
    expect(contract.corporateAskRecord.response.safeParse(reply.body).success).toBe(true);
    expect(reply.body.result.reference).toMatch(/^CA-\d{6}$/);
    const [row] = await stored();
    expect(row).toMatchObject({ ...ask, reference: reply.body.result.reference, language: 'en' });
    expect(row?.createdAt).toBe(new Date(h.clock.now()).toISOString());
  });

  it('the phone is optional; values are trimmed', async () => {
    const { phone: _phone, ...noPhone } = ask;
    const reply = await send({ ...noPhone, company: '  Northwind  ' });
    expect(reply.body.status).toBe(200);
    expect(await stored()).toEqual([expect.objectContaining({ company: 'Northwind', phone: '' })]);
  });

  it.each([
    ['company', '', COOP_RULES.required],
    ['email', 'dana@', COOP_RULES.email],
    ['phone', 'call me', COOP_RULES.phone],
    ['cooperationType', 'mining', COOP_RULES.type],
    ['message', 'too short', COOP_RULES.messageShort],
    ['country', 'x'.repeat(57), COOP_RULES.tooLong],
  ])('refuses a bad %s with a field error and stores nothing', async (field, value, rule) => {
    const reply = await send({ ...ask, [field]: value });
    expect(reply.http).toBe(400);
    expect(reply.body.message).toBe(`${field}: ${rule}`);
    expect(await stored()).toEqual([]);
  });

  it('takes at most a few inquiries per email a day', async () => {
    for (let i = 0; i < ASKS_PER_EMAIL_PER_DAY; i++) expect((await send(ask)).body.status).toBe(200);
    const refused = await send({ ...ask, email: 'DANA@northwind.example' });
    expect(refused.body).toMatchObject({ status: 429, message: TOO_MANY_ASKS });
    h.clock.advance(DAY_MS);
    expect((await send(ask)).body.status).toBe(200);
    expect(await stored()).toHaveLength(ASKS_PER_EMAIL_PER_DAY + 1);
  });

  it('a reset empties the stored inquiries', async () => {
    await send(ask);
    await h.post('/__sandbox/reset', {});
    expect(await stored()).toEqual([]);
  });
});

describe('company reads', () => {
  it('firmware releases are newest first, with a SHA-256 each, and the supported models', async () => {
    const { releases, models } = await read('firmwareReleases');
    expect(releases.length).toBeGreaterThan(1);
    const days = releases.map((r: { releasedOn: string }) => r.releasedOn);
    expect([...days].sort().reverse()).toEqual(days);
    for (const model of models) expect(model.gainMinPercent).toBeLessThanOrEqual(model.gainMaxPercent);
  });

  it('the profile: farm capacity adds up to at most the stated capacity', async () => {
    const profile = await read('companyProfile');
    const operating = profile.farms
      .filter((f: { status: string }) => f.status === 'operating')
      .reduce((sum: number, f: { capacityMw: number }) => sum + f.capacityMw, 0);
    expect(operating).toBeLessThanOrEqual(profile.figures.capacityMw);
    expect(profile.timeline[0].year).toBe(profile.foundedYear);
  });

  it('investor reports are newest first', async () => {
    const { reports } = await read('investorReports');
    const days = reports.map((r: { publishedOn: string }) => r.publishedOn);
    expect([...days].sort().reverse()).toEqual(days);
  });
});

describe('public pool figures (poolInfo, poolStats)', () => {
  it('pool info names FPPS and PPLNS with their fees', async () => {
    const info = await read('poolInfo');
    expect(info.payoutMethods.map((m: { method: string }) => m.method)).toEqual(['FPPS', 'PPLNS']);
  });

  it('pool stats are deterministic for a clock and move with it', async () => {
    const first = await read('poolStats');
    expect(await read('poolStats')).toEqual(first);
    expect(first.blocks.length).toBeGreaterThan(0);
    expect(first.blocks.length).toBeLessThanOrEqual(10);
    const times = first.blocks.map((b: { foundAt: string }) => b.foundAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const block of first.blocks) expect(Date.parse(block.foundAt)).toBeLessThanOrEqual(h.clock.now());
    expect(first.activeWorkers).toBeGreaterThan(first.activeMiners);
    h.clock.advance(10 * MINUTE_MS);
    const later = await read('poolStats');
    expect(later.asOf).not.toBe(first.asOf);
    expect(Date.parse(later.asOf) - Date.parse(first.asOf)).toBe(10 * MINUTE_MS);
  });
});
