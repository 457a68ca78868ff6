/**
 * What one `resolve` call works out once and hands out again (speed88, issue 24):
 *
 * - A street read from a place's name that opens with a type word (`Colonia Tălmaciu, Sibiu`: Piața Tălmaciu) is
 *   ranked down by `typeWordsOfPlaceNames` in each pass of `resolve`. The second pass (a weak first answer) gets the
 *   first pass's resolutions again, the same objects (`ResolveOnce`): a rank changed in place was ranked down once
 *   more by each pass. The rank-down now replaces the resolution in the pass's list by a copy, and what `resolveIn`
 *   made stays as made: a pass applied twice to the same resolutions ranks each down once.
 * - A house number is matched once per street and number in a call (`StreetSearches.numberOn`): the answer is
 *   `matchHouseNumber`'s, and the same object when asked again.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { fold } from '../src/shared/normalize.js';
import { matchStreetTypePrefix } from '../src/shared/street-name.js';
import { parseHouseNumber, type HouseNumberQuery } from '../src/shared/house-number.js';
import { matchHouseNumber } from '../src/matchers/house-numbers.js';
import { readAddressText } from '../src/text/address-parser.js';
import { resolve, typeWordsOfPlaceNames, type Resolution } from '../src/verify/verify-resolve.js';
import { StreetSearches } from '../src/verify/verify-street.js';
import { builtIndex } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const ctx = index.context;

describe('a type word read as a place name\'s first word ranks a street down once a pass', () => {
  it('leaves the resolutions it is handed as made, so a second pass over them ranks down as the first', () => {
    // Every place of the data whose name opens with a street type word and goes on (Colonia Tălmaciu, Calea Mare, …),
    // written `Name, County`: the street of the name's last words, when some town of the county has it, is ranked down.
    const texts: string[] = [];
    for (let p = 0; p < catalog.placeCount; p++) {
      if (catalog.isSector(p) || catalog.placePostalCode(p) === '') continue;
      const words = fold(catalog.placeName(p)).split(/[ -]+/);
      const type = matchStreetTypePrefix(words, 0);
      if (type !== undefined && type.length < words.length) texts.push(`${catalog.placeName(p)}, ${catalog.countyName(catalog.placeCounty(p))}`);
    }
    texts.push('Colonia 1 Mai, Brașov');
    const weight = ctx.ranking.resolution.typeWordOfPlaceName;
    let rankedDown = 0;
    for (const text of texts) {
      const out = resolve(ctx, readAddressText(text), undefined, true);
      const made = out.map((r) => r.rank);
      // The first pass, then the second, each over the same resolutions (as `ResolveOnce` hands them out).
      const first: Resolution[] = [...out];
      typeWordsOfPlaceNames(ctx, first);
      const second: Resolution[] = [...out];
      typeWordsOfPlaceNames(ctx, second);
      expect(out.map((r) => r.rank), text).toEqual(made);
      expect(second.map((r) => r.rank), text).toEqual(first.map((r) => r.rank));
      for (let i = 0; i < out.length; i++) {
        if (first[i] === out[i]) continue;
        rankedDown++;
        // A copy: every field the same, the rank ranked down once.
        expect(first[i]!.rank, text).toBeCloseTo(out[i]!.rank * weight, 12);
        expect({ ...first[i]!, rank: 0 }, text).toEqual({ ...out[i]!, rank: 0 });
        expect(Object.keys(first[i]!), text).toEqual(Object.keys(out[i]!));
      }
    }
    // (Each such text has its street in some town of the county: a few dozen.)
    expect(rankedDown).toBeGreaterThan(10);
  });
});

describe('a house number matched once per street and number in a call', () => {
  it('answers as matchHouseNumber, the same object when asked again', () => {
    // Streets with several codes (their numbers decide), taken evenly over the data.
    const streets: number[] = [];
    for (let s = 0; s < catalog.streetCount && streets.length < 200; s += 37) {
      const { from, to } = catalog.streetSegments(s);
      if (to - from > 1) streets.push(s);
    }
    expect(streets.length).toBeGreaterThan(100);
    const texts = ['1', '2', '7', '12A', '15 bis', '33', '48', '101', '150', '250', 'bl. 3', 'nr. 5, bl. A2', 'km 6', '9/2'];
    let repeats = 0;
    let checked = 0;
    // A few streets and numbers a call (so that asks repeat), drawn from all of them.
    const call = fc.record({
      pool: fc.shuffledSubarray(streets, { minLength: 1, maxLength: 4 }),
      numbers: fc.shuffledSubarray(texts, { minLength: 4, maxLength: 4 }),
      asks: fc.array(fc.tuple(fc.nat(3), fc.nat(3)), { minLength: 1, maxLength: 30 }),
    });
    fc.assert(fc.property(call, ({ pool, numbers, asks }) => {
      const searches = new StreetSearches();
      // One query object a text in a call, as the readings of one text share their house part.
      const queries: HouseNumberQuery[] = numbers.map((t) => {
        const query = parseHouseNumber(t);
        if (query === undefined) throw new Error(`every text of the list is a house number: ${t}`);
        return query;
      });
      const given = new Map<string, unknown>();
      for (const [a, k] of asks) {
        const street = pool[a % pool.length]!;
        const query = queries[k]!;
        const answer = searches.numberOn(ctx, street, query);
        expect(answer).toEqual(matchHouseNumber(catalog, street, query));
        const key = `${street} ${k}`;
        if (given.has(key)) {
          expect(answer).toBe(given.get(key));
          repeats++;
        } else given.set(key, answer);
        checked++;
      }
    }), { numRuns: 200 });
    expect(checked).toBeGreaterThan(1000);
    expect(repeats).toBeGreaterThan(100);
  });
});
