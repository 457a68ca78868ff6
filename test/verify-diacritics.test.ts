/**
 * Names that fold alike (`Sarata`, `Sărata`): most people type without diacritics, so a name
 * written without any is no more the place spelled so than its namesakes with diacritics; written
 * with them, exactly as one place writes it, it is that place (issue 24: `valid` given to the wrong
 * one of such namesakes).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { fold, writesDiacritics } from '../src/shared/normalize.js';
import { builtIndex } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;

/** Villages with a code of their own, by folded name, where one is written without diacritics and another with them, in another county. */
function foldAlikeVillages(): Array<{ plain: number; marked: number }> {
  const byFold = new Map<string, number[]>();
  for (let p = 0; p < catalog.placeCount; p++) {
    if (catalog.placePostalCode(p) === '' || catalog.placeLevel(p) !== 3) continue;
    const key = fold(catalog.placeName(p));
    const list = byFold.get(key);
    if (list) list.push(p);
    else byFold.set(key, [p]);
  }
  const pairs: Array<{ plain: number; marked: number }> = [];
  for (const places of byFold.values()) {
    const plain = places.filter((p) => !writesDiacritics(catalog.placeName(p)));
    const marked = places.filter((p) => writesDiacritics(catalog.placeName(p)));
    if (plain.length !== 1 || marked.length === 0) continue;
    const other = marked.find((m) => catalog.placeCounty(m) !== catalog.placeCounty(plain[0]!));
    if (other !== undefined) pairs.push({ plain: plain[0]!, marked: other });
  }
  return pairs;
}

describe('names that fold alike', () => {
  const pairs = foldAlikeVillages();

  it('the index has such villages', () => {
    expect(pairs.length).toBeGreaterThan(20);
  });

  it('written without diacritics and without a county, the answer is never valid for one of them (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(fc.constantFrom(...pairs), ({ plain, marked }) => {
      const text = catalog.placeName(plain);
      const r = index.verify({ freeform: text });
      expect(r.verdict, text).not.toBe('valid');
      const codes = [r.address.postal_code, ...(r.candidates ?? []).map((c) => c.address.postal_code)];
      expect(codes, text).toContain(catalog.placePostalCode(plain));
      expect(codes, text).toContain(catalog.placePostalCode(marked));
      checked++;
    }), { numRuns: 150 });
    expect(checked).toBe(150);
  });

  it('written with its diacritics, or with its county, it is that place (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(fc.constantFrom(...pairs), fc.boolean(), ({ plain, marked }, withCounty) => {
      const place = withCounty ? plain : marked;
      const text = withCounty ? `${catalog.placeName(plain)}, ${catalog.countyName(catalog.placeCounty(plain))}` : catalog.placeName(marked);
      const r = index.verify({ freeform: text });
      if (r.address.postal_code !== catalog.placePostalCode(place)) {
        // Another village of that very spelling (and county) makes it ambiguous, its code among the candidates.
        expect(r.verdict, text).toBe('ambiguous');
        expect((r.candidates ?? []).map((c) => c.address.postal_code), text).toContain(catalog.placePostalCode(place));
      }
      checked++;
    }), { numRuns: 150 });
    expect(checked).toBe(150);
  });
});
