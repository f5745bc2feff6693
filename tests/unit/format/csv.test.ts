// @vitest-environment jsdom
import Big from 'big.js';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOM, type CsvColumn, downloadCsv, toCsv } from '../../../views/format/csv.ts';

/** A small RFC 4180 reader: records end in CRLF; quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let index = 0;
  while (index < text.length) {
    if (text[index] === '"') {
      index += 1;
      while (index < text.length) {
        if (text[index] === '"' && text[index + 1] === '"') {
          field += '"';
          index += 2;
        } else if (text[index] === '"') {
          index += 1;
          break;
        } else {
          field += text[index];
          index += 1;
        }
      }
    } else if (text[index] === ',') {
      record.push(field);
      field = '';
      index += 1;
    } else if (text.startsWith('\r\n', index)) {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 2;
    } else {
      field += text[index];
      index += 1;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('the last record does not end with CRLF');
  return records;
}

const FORMULA = /^[=+\-@\t\r]/;
const expectedCell = (text: string) => (FORMULA.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text);
const textColumns = (count: number): CsvColumn<string[]>[] =>
  Array.from({ length: count }, (_, index) => ({ header: `c${index}`, value: (row) => row[index] }));

describe('toCsv', () => {
  it('starts with a BOM and ends every record with CRLF', () => {
    const csv = toCsv(textColumns(2), [['a', 'b']]);
    expect(csv).toBe(`${BOM}c0,c1\r\na,b\r\n`);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
  });

  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    const csv = toCsv(textColumns(4), [['a,b', 'say "hi"', 'two\nlines', 'cr\rhere']]);
    expect(csv.split('\r\n')[1]).toBe('"a,b","say ""hi""","two\nlines","cr\rhere"');
  });

  it('escapes cells a spreadsheet would run as formulas, but not plain numbers', () => {
    const rows = [['=SUM(A1)', '+1+1', '-2+3+cmd|x', '@x', '\tx', '\rx', '-12.50', '50', 'ok']];
    const [, cells] = parseCsv(toCsv(textColumns(9), rows).slice(1));
    expect(cells).toEqual(["'=SUM(A1)", "'+1+1", "'-2+3+cmd|x", "'@x", "'\tx", "'\rx", '-12.50', '50', 'ok']);
  });

  it('writes numbers and Big amounts as they are, empty cells for nothing', () => {
    const columns: CsvColumn<{ n: number; big: Big; none: null }>[] = [
      { header: 'n', value: (row) => row.n },
      { header: 'big', value: (row) => row.big },
      { header: 'none', value: (row) => row.none },
    ];
    expect(toCsv(columns, [{ n: -5, big: new Big('-0.00012345'), none: null }])).toBe(
      `${BOM}n,big,none\r\n-5,-0.00012345,\r\n`,
    );
  });

  it('writes ISO timestamps as UTC "YYYY-MM-DD HH:mm:ss"', () => {
    const columns: CsvColumn<{ at: string }>[] = [{ header: 'Paid at', value: (row) => row.at, dateTime: true }];
    const csv = toCsv(columns, [{ at: '2026-11-23T06:00:00Z' }, { at: '2026-11-24T01:30:05+09:00' }, { at: '' }]);
    expect(parseCsv(csv.slice(1))).toEqual([['Paid at'], ['2026-11-23 06:00:00'], ['2026-11-23 16:30:05'], ['']]);
  });

  it('parses back to the input cells (after the formula escape)', () => {
    const cell = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.stringMatching(/^[=+\-@\t\r",\n a-z0-9]{0,8}$/),
      fc.constantFrom('比特币', '-1.5', '=1+1', ''),
    );
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((width) =>
            fc.tuple(fc.constant(width), fc.array(fc.array(cell, { minLength: width, maxLength: width }))),
          ),
        ([width, rows]) => {
          const csv = toCsv(textColumns(width), rows);
          expect(csv.startsWith(BOM)).toBe(true);
          const [header, ...parsed] = parseCsv(csv.slice(1));
          expect(header).toEqual(textColumns(width).map((column) => column.header));
          expect(parsed).toEqual(rows.map((row) => row.map(expectedCell)));
        },
      ),
    );
  });
});

describe('downloadCsv', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('saves the text as a UTF-8 file (with its BOM) through a temporary link', async () => {
    vi.useFakeTimers();
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:csv-1';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    downloadCsv('payouts.csv', toCsv(textColumns(1), [['比特币']]));

    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('payouts.csv');
    expect(clicked[0]?.href).toBe('blob:csv-1');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await (saved as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('c0\r\n比特币\r\n');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv-1');
  });
});
