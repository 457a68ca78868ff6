/**
 * A street's type word right after a county's code in brackets (`Timișoara (TM) str. Vidin 9`, issue 24, thirty-first
 * session): the code ends its place's field and opens a run of its own, and only the word right after it may open
 * another; the type word then opens the street's run with its name in it. The reader used to carry "after a county's
 * code" past the type word, so the name began a run of its own and the type word was in no run: every reading lost
 * the word, labelled it unexplained and did not count it (test/reader-labels.test.ts found it in the forty-fourth set).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { readWords } from '../src/text/address-tokens.js';
import { splitRuns } from '../src/text/runs.js';
import { builtIndex, verifiedOrError } from './helpers/index.js';
import { plainStreetAddress, propertyRuns, townStreets } from './helpers/town-streets.js';
import { streetTypeById } from '../src/shared/street-name.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;

describe("a street's type word after a county's code in brackets", () => {
  it('opens the street\'s run, its name inside it, and no word is lost', () => {
    for (const text of ['Arad (AR) str. Mețianu 5', 'Brașov (BV) bd. Eroilor 10', 'Zalău (SJ) Strada Unirii 3']) {
      const words = readWords(text);
      const runs = splitRuns(text, words, words.map(() => false), new Map(), true);
      const street = runs.find((r) => r.street !== undefined);
      expect(street?.street?.typeWords.map((w) => w.folded), text).toHaveLength(1);
      expect(street?.words.length, text).toBeGreaterThan(1);
      expect(runs.reduce((n, r) => n + r.words.length + (r.street?.typeWords.length ?? 0), 0), text).toBe(words.length);
    }
  });

  it('keeps the code of the street written without the bracket (fast-check, counted)', () => {
    const streets = townStreets(catalog).filter((s) => streetTypeById(catalog.streetTypeId(s))?.article !== undefined);
    let checked = 0;
    let unusable = 0;
    const failures: string[] = [];
    const { numRuns, seed } = propertyRuns(31_2026);
    fc.assert(fc.property(fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 1, max: 60 }), (at, n) => {
      const s = streets[at]!;
      const place = catalog.streetPlace(s);
      const plain = verifiedOrError(index, { freeform: plainStreetAddress(catalog, s, n) });
      if (typeof plain === 'string' || plain.verdict === 'partial' || plain.verdict === 'ambiguous') {
        unusable++;
        return;
      }
      const town = catalog.placeName(place);
      const street = plainStreetAddress(catalog, s, n).slice(0, -(town.length + 2));
      const text = `${town} (${catalog.countyCode(catalog.placeCounty(place))}) ${street}`;
      checked++;
      const got = verifiedOrError(index, { freeform: text });
      const answer = typeof got === 'string' ? got : `${got.address.postal_code} ${got.address.house_number}`;
      if (answer !== `${plain.address.postal_code} ${plain.address.house_number}`) failures.push(`${text}: ${answer}, plain ${plain.address.postal_code} ${plain.address.house_number}`);
    }), { numRuns, seed });
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(numRuns / 2);
  });
});
