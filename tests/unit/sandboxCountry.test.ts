import { describe, expect, it } from 'vitest';
import { callPath } from '../model/calls.ts';
import { SANDBOX_URL } from '../setup/sandboxUrl.ts';

/** Behind the CDN, a successful reply names the visitor's country (spec section 8: stored in the session). */
describe('sandbox: the visitor country on successful replies', () => {
  const get = (path: string, country?: string) =>
    fetch(`${SANDBOX_URL}${path}`, { headers: country ? { 'CF-IPCountry': country } : {} }).then((r) => r.json());

  it('adds countryCode to a success, in both envelope styles', async () => {
    expect((await get(callPath('networkStats'), 'de')).countryCode).toBe('DE');
    expect((await get(`${callPath('countryCodeList')}?busType=register`, 'JP')).countryCode).toBe('JP');
  });

  it('leaves it out without the header, for a malformed one, and on a failure', async () => {
    expect(await get(callPath('networkStats'))).not.toHaveProperty('countryCode');
    expect(await get(callPath('networkStats'), 'XX1')).not.toHaveProperty('countryCode');
    const failed = await get(`${callPath('goodsDetail')}?goodsId=g-no-such`, 'DE');
    expect(failed.status).not.toBe(200);
    expect(failed).not.toHaveProperty('countryCode');
  });
});

describe("the visitor's country code", () => {
  it('starts a phone number with its phone code, or the default', async () => {
    const { defaultPhoneCode, DEFAULT_PHONE_CODE } = await import('../../runtime/validation/countries.ts');
    expect(defaultPhoneCode('DE')).toBe('+49');
    expect(defaultPhoneCode('gb')).toBe('+44');
    expect(defaultPhoneCode('ZZ')).toBe(DEFAULT_PHONE_CODE);
    expect(defaultPhoneCode(null)).toBe(DEFAULT_PHONE_CODE);
  });
});
