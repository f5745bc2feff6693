export { BOM, type CsvColumn, type CsvValue, csvDateTime, downloadCsv, toCsv } from './csv.ts';
export {
  btcFromSats,
  coinDecimals,
  type Decimal,
  type Formatters,
  formatCoin,
  formatDateTimeUtc,
  formatDateUtc,
  formatDays,
  formatEfficiency,
  formatHashrate,
  formatPercent,
  formattersFor,
  formatUsd,
  intlLocale,
  SATS_PER_BTC,
} from './format.ts';
export { useFormat } from './useFormat.ts';
