import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import Big from 'big.js';
import { HREFLANG, isLocale } from '../../manifest/locales.ts';
import { currencyDecimals, currencyLabel } from '../../runtime/domain/currencies.ts';

/** A decimal amount: the API's decimal string, or a Big computed from one. */
export type Decimal = string | Big;

/** The Intl tag of one of our locales: sg is traditional Chinese, zh simplified. */
export function intlLocale(locale: string): string {
  if (isLocale(locale)) return HREFLANG[locale];
  return locale || 'en';
}

type NumberOptions = Pick<
  Intl.NumberFormatOptions,
  'style' | 'currency' | 'minimumFractionDigits' | 'maximumFractionDigits'
>;
const numberFormats = new Map<string, Intl.NumberFormat>();
/**
 * One formatter per locale and options, made once: making one costs far more than formatting with it
 * (a crawler render formats hundreds of amounts; the dashboard's tables as many in the browser).
 */
export function numberFormat(locale: string, options: NumberOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${options.style}|${options.currency}|${options.minimumFractionDigits}|${options.maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

const dateFormats = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();
/**
 * A date formatter per locale and options, made once. `options` must be a module constant: formatters are
 * kept per options object (a literal made on each call would make, and keep, a formatter each time).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let byLocale = dateFormats.get(options);
  if (!byLocale) {
    byLocale = new Map();
    dateFormats.set(options, byLocale);
  }
  let format = byLocale.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), options);
    byLocale.set(locale, format);
  }
  return format;
}

const regionNamesByLocale = new Map<string, Intl.DisplayNames | null>();
/** Country and region names in the locale's language ("Japan", "日本"), made once; null where Intl has none. */
export function regionNames(locale: string): Intl.DisplayNames | null {
  let names = regionNamesByLocale.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' });
    } catch {
      names = null;
    }
    regionNamesByLocale.set(locale, names);
  }
  return names;
}

/**
 * Intl formats a decimal string exactly (no float on the way), so amounts are rounded with Big
 * and handed over as strings. A rounded zero loses its sign: "-0.00" would read as a debt.
 */
function exact(amount: Decimal, decimals: number, rounding: Big.RoundingMode): Intl.StringNumericLiteral {
  const rounded = new Big(amount).round(decimals, rounding);
  return (rounded.eq(0) ? rounded.abs() : rounded).toFixed(decimals) as Intl.StringNumericLiteral;
}

/** "$1,234.56" in the locale's grouping; per-TH fees pass `decimals: 4`. Rounds half up. */
export function formatUsd(locale: string, amount: Decimal, { decimals = 2 }: { decimals?: number } = {}): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(exact(amount, decimals, Big.roundHalfUp));
}

/** Decimals shown per coin: the currency table's (runtime/domain/currencies.ts). */
export const coinDecimals = currencyDecimals;

export const SATS_PER_BTC = 100_000_000;

/** Satoshi (integer) to BTC, exactly. */
export function btcFromSats(sats: bigint | number): Big {
  if (typeof sats === 'number' && !Number.isSafeInteger(sats)) throw new RangeError(`not a whole satoshi: ${sats}`);
  return new Big(sats.toString()).div(SATS_PER_BTC);
}

/**
 * "0.00012345 BTC": always the coin's decimals, and its label from the currency table ("USDT_ERC20"
 * for ETH_USDT). Rounds down, so a balance never shows more than can be withdrawn.
 */
export function formatCoin(locale: string, amount: Decimal, coin: string): string {
  const decimals = coinDecimals(coin);
  const number = numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    exact(amount, decimals, Big.roundDown),
  );
  return `${number} ${currencyLabel(coin)}`;
}

const HASHRATE_UNITS = ['TH/s', 'PH/s', 'EH/s'] as const;

/** TH/s scaled in steps of 1000 to PH/s and EH/s, up to 2 decimals: 1500 → "1.5 PH/s". */
export function formatHashrate(locale: string, th: number): string {
  const twoDecimals = (value: number) => Math.round(value * 100) / 100;
  let value = th;
  let unit = 0;
  // Scale on the rounded value, so 999.999 TH/s reads "1 PH/s", not "1,000 TH/s".
  while (unit < HASHRATE_UNITS.length - 1 && Math.abs(twoDecimals(value)) >= 1000) {
    value /= 1000;
    unit += 1;
  }
  return `${numberFormat(locale, { maximumFractionDigits: 2 }).format(value)} ${HASHRATE_UNITS[unit]}`;
}

/** Miner efficiency: "17.5 J/T". */
export function formatEfficiency(locale: string, joulesPerTh: number): string {
  return `${numberFormat(locale, { maximumFractionDigits: 2 }).format(joulesPerTh)} J/T`;
}

/** A value in percent (the API's "2.5"), up to 2 decimals, with the locale's sign and spacing: "2.5%", "2,5 %". */
export function formatPercent(locale: string, percent: number | Decimal): string {
  const ratio = new Big(typeof percent === 'number' ? percent.toString() : percent).div(100);
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    ratio.toFixed() as Intl.StringNumericLiteral,
  );
}

const UTC_DATE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
  timeZoneName: 'short',
};
const UTC_DATE_TIME: Intl.DateTimeFormatOptions = { ...UTC_DATE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

function toDate(iso: string | Date): Date {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(iso)}`);
  return date;
}

/** The day in UTC, labelled: "Nov 23, 2026, UTC". Our day boundary is UTC whatever the viewer's zone. */
export function formatDateUtc(locale: string, iso: string | Date): string {
  return dateTimeFormat(locale, UTC_DATE).format(toDate(iso));
}

/** The moment in UTC, labelled: "Nov 23, 2026, 06:00 UTC". */
export function formatDateTimeUtc(locale: string, iso: string | Date): string {
  return dateTimeFormat(locale, UTC_DATE_TIME).format(toDate(iso));
}

/** "1 day", "3 days", in the plural rules of the active catalog's language. */
export function formatDays(i18n: I18n, count: number): string {
  return i18n._(msg({ message: plural(count, { one: '# day', other: '# days' }) }));
}

/** A plain figure with the locale's grouping, up to `maximumFractionDigits` decimals: "612,000". */
export function formatNumber(locale: string, value: number, maximumFractionDigits = 2): string {
  return numberFormat(locale, { maximumFractionDigits }).format(value);
}

/** All formatters bound to one locale (what `useFormat()` returns). */
export function formattersFor(i18n: I18n) {
  const locale = i18n.locale;
  return {
    locale,
    usd: (amount: Decimal, options?: { decimals?: number }) => formatUsd(locale, amount, options),
    coin: (amount: Decimal, coin: string) => formatCoin(locale, amount, coin),
    /** A plain figure with the locale's grouping, up to 2 decimals: "612,000". */
    number: (value: number) => formatNumber(locale, value),
    /** The API's decimal string exactly (no float), in the locale's grouping, up to 3 decimals: "126,411,437,451,912". */
    decimal: (value: string) => numberFormat(locale).format(value as Intl.StringNumericLiteral),
    hashrate: (th: number) => formatHashrate(locale, th),
    efficiency: (joulesPerTh: number) => formatEfficiency(locale, joulesPerTh),
    percent: (percent: number | Decimal) => formatPercent(locale, percent),
    dateUtc: (iso: string | Date) => formatDateUtc(locale, iso),
    dateTimeUtc: (iso: string | Date) => formatDateTimeUtc(locale, iso),
    days: (count: number) => formatDays(i18n, count),
  };
}

export type Formatters = ReturnType<typeof formattersFor>;
