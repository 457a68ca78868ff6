import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builtIndex } from './helpers/index.js';
import { RowMemo, processRows, type CsvRowPlan, type JsonlRowPlan, type RawRow } from '../src/files/index.js';

const index = builtIndex();

/** Addresses that verify every way: valid, corrected, ambiguous, refused, empty, text that is not an address. */
const ADDRESSES = [
  'Strada Alexandru Donici nr. 19, București, București',
  'str Paciurea Dimbtrie, Alba Iulia, Alba 457187',
  'Strada Elie Radu, Pietști',
  'Strada George Bacovia, Zalău, Sălaj',
  'Bd. Eroilor 5, Cluj-Napoca',
  'Strada Mihai Eminescu 3',
  'vezi contract',
  'Romania',
  '',
  '   ',
  'Str. "Unirii" 4; Iasi',
];

const CSV_PLAN: CsvRowPlan = {
  format: 'csv',
  delimiter: ';',
  eol: '\n',
  width: 3,
  positions: { freeform: 1 },
  addressColumns: ['Adresa'],
  minConfidence: 0.5,
};

const JSONL_PLAN: JsonlRowPlan = { format: 'jsonl', minConfidence: 0 };

/** Cuts `rows` into consecutive batches of the given sizes (the last takes the rest). */
function cut<T>(rows: readonly T[], sizes: readonly number[]): T[][] {
  const out: T[][] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= rows.length) break;
    out.push(rows.slice(at, at + size));
    at += size;
  }
  if (at < rows.length) out.push(rows.slice(at));
  return out;
}

describe('RowMemo', () => {
  it('gives the output and counts of verifying every row, however the rows repeat and are batched (CSV and JSON Lines)', () => {
    let checked = 0;
    let answeredFromMemo = 0;
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: ADDRESSES.length - 1 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 10 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(5, 6, 24),
        fc.boolean(),
        (picks, sizes, generation, seenBits, jsonl) => {
          const rows: RawRow[] = picks.map((p, i) =>
            jsonl ? { row: i + 1, line: JSON.stringify({ freeform: ADDRESSES[p]! }) } : { row: i + 1, cells: [String(i + 1), ADDRESSES[p]!, i % 3 === 0 ? 'nota' : ''] },
          );
          const plan = jsonl ? JSONL_PLAN : CSV_PLAN;
          const memo = new RowMemo(generation, seenBits);
          for (const batch of cut(rows, sizes)) {
            const plain = processRows(index, plan, batch);
            const remembered = processRows(index, plan, batch, memo);
            expect(remembered).toEqual(plain);
            expect(memo.size).toBeLessThanOrEqual(4 * generation);
          }
          checked++;
          if (new Set(picks).size < picks.length) answeredFromMemo++;
        },
      ),
      { numRuns: 150 },
    );
    expect(checked).toBe(150);
    // Most runs repeat an address, so the memo answered rows in them.
    expect(answeredFromMemo).toBeGreaterThan(100);
  });

  it('answers a repeated input with the very outcome it kept; one-off inputs never push out an input asked for again', () => {
    const memo = new RowMemo(2);
    const ask = (i: number) => memo.outcome(index, { freeform: ADDRESSES[i] });
    const first = ask(0);
    expect(ask(0)).toBe(first); // found among the recent inputs: now among the repeated ones
    expect(memo.size).toBe(1);
    for (let i = 1; i <= 6; i++) ask(i); // six inputs seen once: the recent memo's two generations turn three times
    expect(memo.size).toBeLessThanOrEqual(1 + 4);
    expect(ask(0)).toBe(first);
  });

  it('keeps an input seen a second time after the recent memo forgot it, and answers its third time from the memo', () => {
    const memo = new RowMemo(2);
    const ask = (i: number) => memo.outcome(index, { freeform: ADDRESSES[i] });
    const once = ask(0);
    for (let i = 1; i <= 5; i++) ask(i);
    // Forgotten by the recent memo: worked out anew (the same answer), and marked as seen before.
    const twice = ask(0);
    expect(twice).not.toBe(once);
    expect(twice).toEqual(once);
    for (let i = 6; i <= 10; i++) ask(i);
    expect(ask(0)).toBe(twice);
  });

  it('gives the same answers when its record of inputs seen starts again (a record of 32 bits, full at 4)', () => {
    const memo = new RowMemo(1, 5);
    const plain = new RowMemo(1000);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < ADDRESSES.length; i++) expect(memo.outcome(index, { freeform: ADDRESSES[i] })).toEqual(plain.outcome(index, { freeform: ADDRESSES[i] }));
    }
    expect(memo.size).toBeLessThanOrEqual(4);
  });

  it('refuses a generation that is not a positive integer, and a record of inputs seen out of its range', () => {
    expect(() => new RowMemo(0)).toThrow(RangeError);
    expect(() => new RowMemo(1.5)).toThrow(RangeError);
    expect(() => new RowMemo(2, 4)).toThrow(RangeError);
    expect(() => new RowMemo(2, 31)).toThrow(RangeError);
  });

  it('tells inputs apart by every field (structured, free-form, a postal code)', () => {
    const memo = new RowMemo();
    const a = memo.outcome(index, { street: 'Strada Elie Radu', locality: 'Pietști' });
    const b = memo.outcome(index, { street: 'Strada Elie Radu', locality: 'Pietști', postal_code: '010101' });
    const c = memo.outcome(index, { freeform: 'Strada Elie Radu, Pietști' });
    expect(memo.size).toBe(3);
    expect(new Set([a, b, c]).size).toBe(3);
  });
});
