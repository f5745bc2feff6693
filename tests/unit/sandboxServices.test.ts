import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIER_REGION_VALUES } from '../../manifest/routes.ts';
import { SUPPLIER_REGIONS } from '../../runtime/http/contract/services.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { ENHANCEMENT_MODELS, ENHANCEMENT_PLANS, SUPPLIERS } from '../../sandbox/features/services/data.ts';
import { type Harness, startSandbox } from './sandboxHarness.ts';

/** The manifest's filter values and the contract's regions are one list (the manifest imports zod only). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const regionsAgree: Same<(typeof SUPPLIER_REGION_VALUES)[number], (typeof SUPPLIER_REGIONS)[number]> = true;

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());

const LANGUAGES = ['en', 'de', 'es', 'fr', 'ja', 'ko', 'hk', 'zh'];

/** A public read by contract name, checked against the contract. */
async function read(name: CallName, query = '', language = 'en') {
  const reply = await h.get(`${contract[name].path}${query}`, { headers: { 'Current-Language': language } });
  expect(reply.http).toBe(200);
  expect(contract[name].response.safeParse(reply.body).success).toBe(true);
  expect(reply.body.status).toBe(200);
  return reply.body.result;
}

describe('the manifest and the contract', () => {
  it('list the same supplier regions in the same order', () => {
    expect(regionsAgree).toBe(true);
    expect([...SUPPLIER_REGION_VALUES]).toEqual([...SUPPLIER_REGIONS]);
  });
});

describe('enhancementCatalog', () => {
  it('answers every model with a stock profile first, and the plans', async () => {
    const { models, plans } = await read('enhancementCatalog');
    expect(models.map((m: { model: string }) => m.model)).toEqual(ENHANCEMENT_MODELS.map((m) => m.model));
    for (const model of models) {
      expect(model.results[0].profile).toBe('stock');
      // An overclock gives more hashrate than stock, an efficiency profile fewer joules per terahash.
      const stock = model.results[0];
      const over = model.results.find((r: { profile: string }) => r.profile === 'overclock');
      const eco = model.results.find((r: { profile: string }) => r.profile === 'efficiency');
      expect(over.hashrateTh).toBeGreaterThan(stock.hashrateTh);
      expect(eco.powerW / eco.hashrateTh).toBeLessThan(stock.powerW / stock.hashrateTh);
    }
    expect(plans.map((p: { plan: string }) => p.plan)).toEqual(['firmware', 'managed', 'immersion']);
  });

  it.each(LANGUAGES)('answers its texts in %s, each language its own', async (language) => {
    const { models, plans } = await read('enhancementCatalog', '', language);
    const key = language as keyof (typeof ENHANCEMENT_MODELS)[number]['note'];
    expect(models[0].note).toBe(ENHANCEMENT_MODELS[0]?.note[key]);
    expect(plans[1].description).toBe(ENHANCEMENT_PLANS[1]?.description[key]);
    if (language !== 'en') expect(models[0].note).not.toBe(ENHANCEMENT_MODELS[0]?.note.en);
  });

  it('answers English for a language it does not know', async () => {
    const { models } = await read('enhancementCatalog', '', 'xx');
    expect(models[0].note).toBe(ENHANCEMENT_MODELS[0]?.note.en);
  });
});

describe('minerSuppliers', () => {
  it('answers every supplier, verified first, with every region and model as options', async () => {
    const { suppliers, regions, models } = await read('minerSuppliers');
    expect(suppliers).toHaveLength(SUPPLIERS.length);
    const verified = suppliers.map((s: { verified: boolean }) => s.verified);
    expect(verified).toEqual([...verified].sort((a, b) => Number(b) - Number(a)));
    expect(regions).toEqual([...SUPPLIER_REGIONS]);
    expect(models).toContain('Antminer S21 XP');
    expect(models).toContain('Whatsminer M60S');
  });

  it('filters by region, by model (any case) and by both', async () => {
    const europe = await read('minerSuppliers', '?region=europe');
    expect(europe.suppliers.length).toBeGreaterThan(0);
    for (const s of europe.suppliers) expect(s.region).toBe('europe');
    const m60 = await read('minerSuppliers', `?model=${encodeURIComponent('whatsminer m60s')}`);
    expect(m60.suppliers.length).toBeGreaterThan(0);
    for (const s of m60.suppliers) expect(s.models).toContain('Whatsminer M60S');
    const both = await read('minerSuppliers', `?region=asia&model=${encodeURIComponent('Antminer S19 Pro')}`);
    expect(both.suppliers.map((s: { id: string }) => s.id)).toEqual(['huaqiang-parts']);
    // The options stay complete whatever the filter.
    expect(both.regions).toEqual([...SUPPLIER_REGIONS]);
  });

  it('answers an empty list for a filter no supplier matches', async () => {
    const none = await read('minerSuppliers', `?region=africa&model=${encodeURIComponent('Whatsminer M60S')}`);
    expect(none.suppliers).toEqual([]);
  });

  it.each([
    ['region=mars', 'region: is not a supplier region'],
    [`model=${encodeURIComponent('<script>')}`, 'model: is not a model name'],
  ])('refuses %s with a field error', async (query, message) => {
    const reply = await h.get(`${contract.minerSuppliers.path}?${query}`);
    expect(reply.http).toBe(400);
    expect(reply.body.message).toBe(message);
  });

  it.each(LANGUAGES)('describes suppliers in %s', async (language) => {
    const { suppliers } = await read('minerSuppliers', '?region=africa', language);
    const key = language as keyof (typeof SUPPLIERS)[number]['description'];
    const data = SUPPLIERS.find((s) => s.id === suppliers[0].id);
    expect(suppliers[0].description).toBe(data?.description[key]);
  });
});

describe('inviteTerms', () => {
  it('answers the programme of product research section 9', async () => {
    const terms = await read('inviteTerms');
    expect(terms).toMatchObject({
      couponUsdPerFriend: 10,
      firstOrderMinUsd: 100,
      firstOrderWindowDays: 30,
      rebateCapPointsPerFriend: 10_000,
      goldMedalFriends: 10,
      goldMedalTradingDays: 60,
      goldMedalRewardUsd: 500,
      inviteeDiscountPercent: 10,
      inviteeDiscountDays: 30,
    });
    expect(terms.firstOrderBonusPercentByLevel).toHaveLength(5);
  });
});
