/**
 * A verified CSV row's output line (`csvResultLine`) and the worst rows of a summary
 * (`amongWorst`, `keepWorstRow`), made without the arrays and objects of every row: checked against
 * what they replace, `csvLine` of the row's cells, its result cells and its extra cells, and a list
 * that keeps every row's candidate and sorts it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RowOutcome, RowStatus } from '../src/files/outcome.js';
import { csvLine, csvResultLine, resultCells } from '../src/files/row-format.js';
import { amongWorst, countRow, emptySummary, keepWorstRow, WORST_ROWS, type WorstRow } from '../src/files/summary.js';
import { CORRECTION_REASONS, CORRECTED_FIELDS, VERDICTS, type VerifyResult } from '../src/types.js';

/** Cells that need quoting now and then: the delimiters, quotes, line breaks, letters. */
const cell = fc.string({ unit: fc.constantFrom('a', 'ș', ' ', ',', ';', '\t', '|', '"', '\n', '\r', '0', '.'), maxLength: 6 });

const outcome: fc.Arbitrary<RowOutcome> = fc.oneof(
  fc.record({ code: fc.constantFrom('missing_address' as const, 'locality_not_found' as const, 'invalid_body' as const), message: cell }).map((error) => ({ error })),
  fc
    .record({
      verdict: fc.constantFrom(...VERDICTS),
      confidence: fc.oneof(fc.constantFrom(0, 1, 0.5), fc.double({ min: 0, max: 1, noNaN: true })),
      postal_code: cell,
      street: cell,
      house_number: cell,
      locality: cell,
      county: cell,
      corrections: fc.array(fc.record({ field: fc.constantFrom(...CORRECTED_FIELDS), reason: fc.constantFrom(...CORRECTION_REASONS) }), { maxLength: 3 }),
    })
    .map(({ verdict, confidence, corrections, ...address }) => ({
      result: { verdict, confidence, address, corrections: corrections.map((c) => ({ ...c, from: '', to: '' })) } as unknown as VerifyResult,
    })),
);

describe('csvResultLine', () => {
  it('writes the line csvLine writes of the cells padded or cut to the width, the result cells and the extra cells', () => {
    let runs = 0;
    let padded = 0;
    let longer = 0;
    let errors = 0;
    fc.assert(
      fc.property(fc.array(cell, { maxLength: 6 }), fc.integer({ min: 1, max: 5 }), outcome, fc.constantFrom(',', ';', '\t', '|'), fc.constantFrom('\n', '\r\n'), (cells, width, o, delimiter, eol) => {
        const own = Array.from({ length: width }, (_, i) => cells[i] ?? '');
        const expected = csvLine([...own, ...resultCells(o), ...cells.slice(width)], delimiter, eol);
        expect(csvResultLine(cells, width, o, delimiter, eol)).toBe(expected);
        runs++;
        if (cells.length < width) padded++;
        if (cells.length > width) longer++;
        if (o.error !== undefined) errors++;
      }),
      { numRuns: 3000 },
    );
    expect(runs).toBe(3000);
    // (Rows shorter and longer than the header, and rows with an error, were all checked.)
    expect(padded).toBeGreaterThan(300);
    expect(longer).toBeGreaterThan(300);
    expect(errors).toBeGreaterThan(300);
  });
});

describe('the worst rows of a summary', () => {
  const rankOf = (w: WorstRow): number => (w.error !== undefined ? 0 : w.status === 'invalid' ? 1 : w.status === 'suspicious' ? 2 : 3);

  it('are the rows a full sort of every row would put first, their texts asked only of the rows kept', () => {
    let runs = 0;
    let skipped = 0;
    fc.assert(
      fc.property(fc.array(fc.tuple(outcome, fc.constantFrom<RowStatus>('ok', 'suspicious', 'invalid')), { minLength: 12, maxLength: 60 }), (rows) => {
        const summary = emptySummary();
        const all: WorstRow[] = [];
        rows.forEach(([o, s], i) => {
          const status: RowStatus = o.error !== undefined ? 'invalid' : s;
          const row = i + 1;
          countRow(summary, o, status);
          const candidate: WorstRow = { row, status, input: `row ${row}` };
          if (o.error !== undefined) candidate.error = o.error;
          else {
            candidate.verdict = o.result.verdict;
            candidate.confidence = o.result.confidence;
          }
          all.push(candidate);
          if (amongWorst(summary, row, o, status)) keepWorstRow(summary, row, o, status, `row ${row}`);
          else skipped++;
        });
        all.sort((a, b) => rankOf(a) - rankOf(b) || (a.confidence ?? 0) - (b.confidence ?? 0) || a.row - b.row);
        expect(summary.worst).toEqual(all.slice(0, WORST_ROWS));
        expect(summary.rows).toBe(rows.length);
        runs++;
      }),
      { numRuns: 500 },
    );
    expect(runs).toBe(500);
    // (Rows were turned away before their text was made.)
    expect(skipped).toBeGreaterThan(2000);
  });
});
