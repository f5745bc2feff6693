import Big from 'big.js';

/** What a CSV cell holds: text, a number (never formula-escaped; Big amounts written exactly), or nothing. */
export type CsvValue = string | number | bigint | Big | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
  /** The value is an ISO timestamp, written as UTC `YYYY-MM-DD HH:mm:ss`. */
  dateTime?: boolean;
}

/** Excel reads a file without it as ANSI and garbles CJK text. */
export const BOM = '\uFEFF';

// A cell starting with one of these is run as a formula by spreadsheets (CSV injection). A plain
// number such as "-12.50" is left alone: it cannot run anything, and escaped it would no longer sum.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** `2026-11-23T06:00:00.000Z` → `2026-11-23 06:00:00` (UTC). */
export function csvDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${iso}`);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

function cellText(value: CsvValue, dateTime: boolean): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Big) return value.toFixed();
  if (typeof value !== 'string') return value.toString();
  const text = dateTime && value !== '' ? csvDateTime(value) : value;
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV with a UTF-8 BOM and CRLF line ends; text cells that a spreadsheet would run as formulas get a leading `'`. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => quote(cellText(column.header, false)))];
  for (const row of rows) {
    lines.push(columns.map((column) => quote(cellText(column.value(row), column.dateTime === true))));
  }
  return `${BOM}${lines.map((cells) => `${cells.join(',')}\r\n`).join('')}`;
}

/** Saves the text as a file through a temporary link. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
