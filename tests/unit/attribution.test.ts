import { describe, expect, it } from 'vitest';
import {
  CHANNEL_EXPIRY_MS,
  captureAttribution,
  inviteField,
  readAttribution,
} from '../../runtime/attribution/index.ts';
import { memoryStore } from '../../runtime/session/storageKeys.ts';

const NOW = Date.UTC(2026, 10, 21, 12);
const at = (query: string) => new URL(`https://shop.example/list?${query}`);

describe('attribution', () => {
  it('stores an invite code from the URL and drops stored utm values', () => {
    const store = memoryStore();
    captureAttribution(at('utm_source=newsletter&utm_medium=email'), store, NOW);
    const result = captureAttribution(at('inviteCode=ABC123'), store, NOW + 1000);
    expect(result).toEqual({ source: null, campaign: null, medium: null, inviteCode: 'ABC123' });
    expect(store.getItem('utm_ts')).toBeNull();
  });

  it('stores utm source, campaign and medium and drops the invite code', () => {
    const store = memoryStore();
    captureAttribution(at('inviteCode=ABC123'), store, NOW);
    const result = captureAttribution(at('utm_source=x&utm_campaign=spring&utm_medium=social'), store, NOW);
    expect(result).toEqual({ source: 'x', campaign: 'spring', medium: 'social', inviteCode: null });
    expect(store.getItem('utm_ts')).toBe(String(NOW));
    expect(store.getItem('channel_date')).toBe(String(NOW));
  });

  it('any one of the utm values is enough to replace the invite code', () => {
    const store = memoryStore();
    captureAttribution(at('inviteCode=ABC123'), store, NOW);
    expect(captureAttribution(at('utm_medium=cpm'), store, NOW)).toMatchObject({ medium: 'cpm', inviteCode: null });
  });

  it('clears stored channel data older than 2 days', () => {
    const store = memoryStore();
    captureAttribution(at('utm_source=old'), store, NOW);
    expect(captureAttribution(at(''), store, NOW + CHANNEL_EXPIRY_MS - 1).source).toBe('old');
    expect(captureAttribution(at(''), store, NOW + CHANNEL_EXPIRY_MS)).toEqual({
      source: null,
      campaign: null,
      medium: null,
      inviteCode: null,
    });
  });

  it('a click id with no source means google cpc', () => {
    const store = memoryStore();
    expect(captureAttribution(at('gclid=xyz'), store, NOW)).toMatchObject({ source: 'google', medium: 'cpc' });
    const withSource = memoryStore();
    expect(captureAttribution(at('gclid=xyz&utm_source=bing'), withSource, NOW)).toMatchObject({
      source: 'bing',
      medium: null,
    });
  });

  it('a URL without attribution leaves storage alone', () => {
    const store = memoryStore();
    captureAttribution(at('inviteCode=KEEP'), store, NOW);
    captureAttribution(at('page=2'), store, NOW + 1);
    expect(readAttribution(store).inviteCode).toBe('KEEP');
  });

  it.each([
    ['inv-spring', true],
    ['inv_spring', true],
    ['uni-partner', false],
    ['uni_partner', false],
  ])('campaign %s sets and locks the invite code from the source (checked before send: %s)', (campaign, checked) => {
    const store = memoryStore();
    const attribution = captureAttribution(at(`utm_source=FRIEND42&utm_campaign=${campaign}`), store, NOW);
    expect(inviteField(attribution)).toEqual({ value: 'FRIEND42', locked: true, checkBeforeSend: checked });
  });

  it('other campaigns leave the invite field free, prefilled with a stored code', () => {
    expect(inviteField({ source: 'x', campaign: 'spring', medium: null, inviteCode: null })).toEqual({
      value: '',
      locked: false,
      checkBeforeSend: true,
    });
    expect(inviteField({ source: null, campaign: null, medium: null, inviteCode: 'ABC' }).value).toBe('ABC');
  });
});
