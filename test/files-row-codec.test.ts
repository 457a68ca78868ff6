/**
 * The string file rows travel in to a worker thread (row-codec.ts): every row
 * comes back with the same parts, whatever its text holds; a string it did not
 * write is refused, never misread.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeRows, encodeRows } from '../src/files/row-codec.js';
import type { RawRow } from '../src/files/index.js';

/** Texts as files hold them, and the characters that could confuse an encoding: its own separators, digits, quotes, line breaks, a BOM, NUL, lone surrogates. */
const cell = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom('1', '9', ':', ',', 'c', 'l', 'u', '-', '"', ';', '\n', '\r', '\uFEFF', '\0', '\uD800', '\uDC00', 'ș', ' '), maxLength: 30 }),
  fc.constant(''),
);
const cells = fc.array(cell, { maxLength: 6 });
const rowNumber = fc.integer({ min: 1, max: 2 ** 40 });
const rawRow: fc.Arbitrary<RawRow> = fc.oneof(
  fc.record({ row: rowNumber, cells }),
  fc.record({ row: rowNumber, line: cell }),
  fc.record({ row: rowNumber, unreadable: cell, code: fc.constantFrom('field_too_long' as const, 'invalid_body' as const) }),
  fc.record({ row: rowNumber, unreadable: cell, code: fc.constantFrom('field_too_long' as const, 'invalid_body' as const), cells }),
);

describe('rows encoded for a worker', () => {
  it('decode to the rows a structured clone (how they were posted before) gives, part for part: none added, none lost', () => {
    fc.assert(
      fc.property(fc.array(rawRow, { maxLength: 20 }), (rows) => {
        expect(decodeRows(encodeRows(rows))).toStrictEqual(structuredClone(rows));
      }),
      { numRuns: 500 },
    );
  });

  it('keep empty cells, a row of one empty cell, and no rows at all', () => {
    const rows: RawRow[] = [
      { row: 1, cells: [''] },
      { row: 2, cells: [] },
      { row: 3, cells: ['', '', ''] },
      { row: 4, line: '' },
      { row: 5, unreadable: '', code: 'invalid_body', cells: [] },
    ];
    expect(decodeRows(encodeRows(rows))).toStrictEqual(rows);
    expect(encodeRows([])).toBe('');
    expect(decodeRows('')).toEqual([]);
  });

  it('keep what a CSV row can hold: quotes, delimiters, line breaks, a byte order mark, diacritics', () => {
    const rows: RawRow[] = [{ row: 7, cells: ['\uFEFFid', 'Str. "Unirii" 5;\r\nBrașov', '12:3,4', 'a""b'] }];
    expect(decodeRows(encodeRows(rows))).toStrictEqual(rows);
  });

  it('refuse a string they did not write, saying where', () => {
    for (const broken of ['x1,', 'c1,2,1:a', 'c1,1,5:ab', 'l,0:', 'u1,1:x3:bad-', 'u1,1:x12:invalid_bodyz', 'c1,1,-1:a', 'c1']) {
      expect(() => decodeRows(broken), broken).toThrow(/encoded rows are broken at \d+/);
    }
  });

  it('never throw anything but their own error on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('c', 'l', 'u', '-', '1', '0', ':', ',', 'a'), maxLength: 40 }), (text) => {
        try {
          decodeRows(text);
        } catch (err) {
          expect(String(err)).toMatch(/^Error: encoded rows are broken at \d+/);
        }
      }),
    );
  });
});
