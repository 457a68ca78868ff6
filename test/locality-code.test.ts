import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builtIndex } from './helpers/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { localityCode, sharedCode, streetCode } from '../src/engines/suggestion-text.js';
import { PARTIAL_DIGIT } from '../src/matchers/house-numbers.js';
import { formatPostalCode } from '../src/reader/catalog.js';

const index = builtIndex() as LoadedIndex;
const { catalog } = index;
const ctx = index.context;

/** The digits two codes share, then `x`s, stopping at a digit already unknown (the definition, written out). */
function common(a: string, b: string): string {
  let i = 0;
  while (i < 6 && a[i] === b[i] && a[i] !== PARTIAL_DIGIT) i++;
  return a.slice(0, i).padEnd(6, PARTIAL_DIGIT);
}

describe('the code a place with streets shares (localityCode)', () => {
  it('is what the codes of all its streets share, for every place with streets of the index', () => {
    let places = 0;
    let partial = 0;
    let whole = 0;
    for (let place = 0; place < catalog.data.s.PLACE_STREET_START.length - 1; place++) {
      const { from, to } = catalog.placeStreets(place);
      if (to <= from) continue;
      let expected: string | undefined;
      for (let street = from; street < to; street++) {
        const code = streetCode(ctx, street);
        expected = expected === undefined ? code : common(expected, code);
      }
      expect(localityCode(ctx, place), `place ${place}`).toBe(expected);
      places++;
      if (expected!.includes(PARTIAL_DIGIT)) partial++;
      else whole++;
    }
    // The index's towns with street-level codes (53 in today's data), all of them partly coded.
    expect(places).toBeGreaterThan(40);
    expect(partial).toBeGreaterThan(40);
  });

  it('sharedCode gives the digits every code of a run of segments has, whatever its lowest and highest', () => {
    const segments = catalog.data.s.SEG_POSTAL.length;
    let runs = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: segments - 1 }), fc.integer({ min: 1, max: 400 }), (from, length) => {
        const to = Math.min(segments, from + length);
        let expected = formatPostalCode(catalog.segmentPostalNumber(from));
        for (let seg = from + 1; seg < to; seg++) expected = common(expected, formatPostalCode(catalog.segmentPostalNumber(seg)));
        expect(sharedCode(catalog, from, to)).toBe(expected);
        runs++;
      }),
      { numRuns: 300 },
    );
    expect(runs).toBe(300);
  });
});
