import { i18n } from '@lingui/core';
import Big from 'big.js';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../runtime/i18n/index.ts';
import {
  btcFromSats,
  dateTimeFormat,
  formatCoin,
  formatDateTimeUtc,
  formatDateUtc,
  formatDays,
  formatEfficiency,
  formatHashrate,
  formatPercent,
  formatUsd,
  intlLocale,
  numberFormat,
  regionNames,
} from '../../../views/format/format.ts';

const LOCALES = ['de', 'en', 'es', 'fr', 'ja', 'ko', 'sg', 'zh'] as const;

/** Decimal strings with up to `decimals` fraction digits, positive or negative. */
const decimalString = (decimals: number) =>
  fc
    .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: decimals }))
    .map(([units, scale]) => new Big(units.toString()).div(10 ** scale).toFixed(scale));

/** "-$1,234.56" (en-US) back to a Big. */
function parseEnUsd(text: string): Big {
  const match = /^(-?)\$([\d,]+\.\d{2})$/.exec(text);
  if (!match) throw new Error(`not en-US money: ${text}`);
  return new Big(`${match[1]}${match[2]?.replaceAll(',', '')}`);
}

function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale)).formatToParts(1.5).find((part) => part.type === 'decimal')
    ?.value as string;
}

describe('usd', () => {
  it('formats dollars with the locale grouping and two decimals', () => {
    expect(formatUsd('en', '1234.56')).toBe('$1,234.56');
    expect(formatUsd('en', new Big('1234.5'))).toBe('$1,234.50');
    expect(formatUsd('de', '1234.56')).toMatch(/^1\.234,56\s\$$/);
    expect(formatUsd('ja', '1234.56')).toBe('$1,234.56');
    expect(formatUsd('fr', '1234567.5')).toMatch(/^1\s234\s567,50\s\$US$/);
    expect(formatUsd('en', '0.0625', { decimals: 4 })).toBe('$0.0625');
  });

  it('rounds half up and never shows a negative zero', () => {
    expect(formatUsd('en', '0.005')).toBe('$0.01');
    expect(formatUsd('en', '2.344999')).toBe('$2.34');
    expect(formatUsd('en', '-0.001')).toBe('$0.00');
  });

  it('parses back to the same amount (en-US), however large', () => {
    fc.assert(
      fc.property(decimalString(2), (amount) => {
        expect(parseEnUsd(formatUsd('en', amount)).eq(new Big(amount))).toBe(true);
      }),
    );
  });

  it('shows what Big rounds to, for amounts with more decimals', () => {
    fc.assert(
      fc.property(decimalString(8), (amount) => {
        const rounded = new Big(amount).round(2, Big.roundHalfUp);
        expect(parseEnUsd(formatUsd('en', amount)).eq(rounded)).toBe(true);
      }),
    );
  });
});

describe('coin', () => {
  it('shows BTC with 8 decimals, ETH with 6, USDT with 2, others with 8', () => {
    expect(formatCoin('en', '0.5', 'BTC')).toBe('0.50000000 BTC');
    expect(formatCoin('en', '1234.5', 'ETH')).toBe('1,234.500000 ETH');
    expect(formatCoin('en', '10', 'usdt')).toBe('10.00 USDT');
    expect(formatCoin('en', '1', 'LTC')).toBe('1.00000000 LTC');
    expect(formatCoin('de', '1234.5', 'BTC')).toBe('1.234,50000000 BTC');
  });

  it('converts satoshi exactly', () => {
    expect(btcFromSats(150_000_000n).toFixed()).toBe('1.5');
    expect(btcFromSats(1).toFixed(8)).toBe('0.00000001');
    expect(formatCoin('en', btcFromSats(2_100_000_000_000_000n), 'BTC')).toBe('21,000,000.00000000 BTC');
    expect(() => btcFromSats(0.5)).toThrow(RangeError);
  });

  it('always shows exactly 8 BTC decimals, in every language, and satoshi parse back', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2_100_000_000_000_000n }), fc.constantFrom(...LOCALES), (sats, locale) => {
        const text = formatCoin(locale, btcFromSats(sats), 'BTC');
        const fraction = text.replace(/ BTC$/, '').split(decimalSeparator(locale))[1];
        expect(fraction).toMatch(/^\d{8}$/);
        if (locale === 'en') {
          const sats2 = new Big(text.replace(/ BTC$/, '').replaceAll(',', '')).times(100_000_000);
          expect(sats2.toFixed()).toBe(sats.toString());
        }
      }),
    );
  });

  it('rounds coin amounts down, so a balance is never overstated', () => {
    expect(formatCoin('en', '0.123456789', 'BTC')).toBe('0.12345678 BTC');
    fc.assert(
      fc.property(decimalString(12), (amount) => {
        const shown = new Big(formatCoin('en', amount, 'BTC').replace(/ BTC$/, '').replaceAll(',', ''));
        expect(shown.abs().lte(new Big(amount).abs())).toBe(true);
      }),
    );
  });
});

describe('hashrate, efficiency, percent', () => {
  it('scales TH/s to PH/s and EH/s in steps of 1000 with up to 2 decimals', () => {
    expect(formatHashrate('en', 0)).toBe('0 TH/s');
    expect(formatHashrate('en', 120.456)).toBe('120.46 TH/s');
    expect(formatHashrate('en', 999.99)).toBe('999.99 TH/s');
    expect(formatHashrate('en', 999.999)).toBe('1 PH/s');
    expect(formatHashrate('en', 1500)).toBe('1.5 PH/s');
    expect(formatHashrate('en', 2_345_678)).toBe('2.35 EH/s');
    expect(formatHashrate('en', 1_234_000_000)).toBe('1,234 EH/s');
    expect(formatHashrate('de', 1500)).toBe('1,5 PH/s');
  });

  it('formats efficiency and percent in the locale', () => {
    expect(formatEfficiency('en', 17.5)).toBe('17.5 J/T');
    expect(formatEfficiency('fr', 17.5)).toBe('17,5 J/T');
    expect(formatPercent('en', '2.5')).toBe('2.5%');
    expect(formatPercent('en', 100)).toBe('100%');
    expect(formatPercent('de', '2.5')).toMatch(/^2,5\s%$/);
  });
});

describe('dates in UTC', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('formats the date and time in UTC, labelled, whatever the process time zone', () => {
    // 23:30 UTC is already the next day at UTC+14 and still the same day at UTC-10.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Honolulu', 'UTC']) {
      process.env.TZ = zone;
      expect(formatDateTimeUtc('en', '2026-11-23T23:30:00Z')).toBe('Nov 23, 2026, 23:30 UTC');
      expect(formatDateUtc('en', '2026-11-23T23:30:00Z')).toBe('Nov 23, 2026, UTC');
    }
    process.env.TZ = 'Pacific/Kiritimati';
    expect(new Date('2026-11-23T23:30:00Z').getDate()).toBe(24);
  });

  it('labels UTC in every language', () => {
    for (const locale of LOCALES) {
      expect(formatDateTimeUtc(locale, '2026-11-23T06:00:00Z')).toContain('UTC');
      expect(formatDateUtc(locale, new Date('2026-11-23T06:00:00Z'))).toContain('UTC');
    }
    expect(formatDateTimeUtc('ja', '2026-11-23T06:00:00Z')).toBe('2026年11月23日 06:00 UTC');
    expect(formatDateTimeUtc('de', '2026-11-23T06:00:00Z')).toBe('23. Nov. 2026, 06:00 UTC');
  });

  it('rejects what is not a date', () => {
    expect(() => formatDateUtc('en', 'soon')).toThrow(RangeError);
  });
});

describe('locales and plurals', () => {
  beforeAll(async () => {
    await activateLocale('en');
  });

  it('maps sg to traditional and zh to simplified Chinese', () => {
    expect(intlLocale('sg')).toBe('zh-Hant');
    expect(intlLocale('zh')).toBe('zh-Hans');
    expect(intlLocale('ja')).toBe('ja');
    expect(formatUsd('sg', '1234.5')).toBe('US$1,234.50');
  });

  it('names regions and groups plain figures of sg in traditional Chinese (Intl reads a bare "sg" as Sango)', () => {
    expect(regionNames('sg')?.of('JP')).toBe('日本');
    expect(regionNames('zh')?.of('TW')).toBe('台湾');
    expect(regionNames('de')?.of('JP')).toBe('Japan');
    expect(numberFormat('sg').format(1234567.5)).toBe('1,234,567.5');
    expect(numberFormat('de').format(1234567.5)).toBe('1.234.567,5');
  });

  it('makes each formatter once per locale and options, and keeps them apart', () => {
    const month: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', timeZone: 'UTC' };
    expect(dateTimeFormat('ja', month)).toBe(dateTimeFormat('ja', month));
    expect(dateTimeFormat('ja', month).format(new Date('2022-07-01T00:00:00Z'))).toBe('2022年7月');
    expect(dateTimeFormat('en', month).format(new Date('2022-07-01T00:00:00Z'))).toBe('July 2022');
    expect(numberFormat('en', { maximumFractionDigits: 8 })).toBe(numberFormat('en', { maximumFractionDigits: 8 }));
    expect(numberFormat('en', { maximumFractionDigits: 8 })).not.toBe(numberFormat('en', { maximumFractionDigits: 2 }));
    expect(regionNames('fr')).toBe(regionNames('fr'));
  });

  it('says "1 day" and "n days" in English', () => {
    expect(formatDays(i18n, 1)).toBe('1 day');
    expect(formatDays(i18n, 0)).toBe('0 days');
    expect(formatDays(i18n, 3)).toBe('3 days');
    expect(formatDays(i18n, 1000)).toBe('1,000 days');
  });
});
