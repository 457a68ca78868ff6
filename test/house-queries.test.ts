/**
 * `houseQueryOf` (src/text/house-reader.ts), the reader's memo of house texts' queries: what it
 * answers must be what `parseHouseNumber` reads of the text (a letter after a dash joined), whether
 * asked first, again, or after the memo started again; and a text asked again shares one query.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHouseNumber } from '../src/shared/house-number.js';
import { HOUSE_QUERIES_KEPT, houseQueryOf } from '../src/text/house-reader.js';

/** House texts as people write them: markers, numbers, letters, dashes, commas, spoken numbers and notes. */
const pieces = ['nr.', 'nr', 'Nr.', 'bl.', 'bl', 'sc.', 'sc', 'et.', 'ap.', 'ap', 'km', 'casa', 'interfon', 'bis', 'A', 'b', 'C', '-', '/', ',', 'doi', 'vechi', '#'];
const piece = fc.oneof(fc.constantFrom(...pieces), fc.integer({ min: 0, max: 999 }).map(String), fc.stringMatching(/^\d{1,3}-[A-Da-d]$/));
const houseText = fc.array(piece, { minLength: 1, maxLength: 7 }).chain((parts) => fc.constantFrom(' ', ', ', '').map((sep) => parts.join(sep)));

/** The reading the memo stands for. */
const parsed = (text: string) => parseHouseNumber(text.includes('-') ? text.replace(/\b(\d+)\s*-\s*([A-Za-z])(?![A-Za-z\d])/g, '$1$2') : text);

describe('houseQueryOf', () => {
  it('answers as parseHouseNumber, first asked and again, and shares a repeat', () => {
    let repeats = 0;
    fc.assert(
      fc.property(houseText, (text) => {
        const first = houseQueryOf(text);
        expect(first).toEqual(parsed(text));
        const again = houseQueryOf(text);
        expect(again).toBe(first);
        if (first !== undefined) repeats++;
      }),
      { seed: 9001, numRuns: 500 },
    );
    expect(repeats).toBeGreaterThan(100);
  });

  it('still answers as parseHouseNumber after starting again when full', () => {
    const texts = Array.from({ length: HOUSE_QUERIES_KEPT + 500 }, (_, k) => `nr. ${k + 1}, bl. ${k % 37}, ap. ${k % 11}`);
    for (const text of texts) houseQueryOf(text);
    // The first texts were let go when the memo started again; the last are kept.
    for (const text of [...texts.slice(0, 50), ...texts.slice(-50)]) expect(houseQueryOf(text)).toEqual(parsed(text));
    const last = texts.at(-1)!;
    expect(houseQueryOf(last)).toBe(houseQueryOf(last));
  });

  it('reads `4-A` as house 4A', () => {
    expect(houseQueryOf('nr. 4-A')?.house).toBe('4A');
    expect(houseQueryOf('12 - b')?.house).toBe(parsed('12 - b')?.house);
  });
});
