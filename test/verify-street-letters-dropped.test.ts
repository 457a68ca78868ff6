/**
 * Street names written by an export to plain ASCII that drops ă â î ș ț (issue 24, fourteenth
 * session): `str. Drmneti nr. 46, Piatra-Neam` is Strada Dărmănești (it was Piatra-Neamț, `partial`,
 * the street not found: more letters lost than the typing mistakes a word's length allows). The town
 * found is the judge (`matchers/dropped-letters.ts` `PlaceStreetWords`), at one typing mistake for
 * the name; a name a mistake makes of another street as well is `ambiguous` (`Oelari`: Olari, Oțelari).
 *
 * A property over the index's towns' streets (fast-check, counting what it checked; fixed seed).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { fold } from '../src/shared/normalize.js';
import { streetTypeById } from '../src/shared/street-name.js';
import { lettersDropped } from '../eval/verify-forms-cases.js';
import { builtIndex } from './helpers/index.js';
import { propertyRuns, singleCode } from './helpers/town-streets.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const runs = propertyRuns(14_2026);
const RUNS = runs.numRuns;

/** Towns' streets (not București) with one code, a name that loses a letter, no digit, and no other street of the town whose name loses the same. */
const streets: number[] = (() => {
  const byKey = new Map<string, number>();
  for (let s = 0; s < catalog.streetCount; s++) {
    const key = `${catalog.streetPlace(s)}|${fold(lettersDropped(catalog.streetBareName(s)))}`;
    byKey.set(key, (byKey.get(key) ?? 0) + 1);
  }
  const out: number[] = [];
  for (let s = 0; s < catalog.streetCount; s++) {
    const place = catalog.streetPlace(s);
    const name = catalog.streetBareName(s);
    if (catalog.isSector(place) || /\d/.test(name) || lettersDropped(name) === name || byKey.get(`${place}|${fold(lettersDropped(name))}`) !== 1) continue;
    if (singleCode(catalog, s) !== undefined) out.push(s);
  }
  return out;
})();

describe('street names that lost their Romanian letters', () => {
  it('finds the street in the town found, never wrong at >= 0.9 (property)', () => {
    let checked = 0;
    let right = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 1, max: 99 }), (i, number) => {
      const s = streets[i]!;
      const place = catalog.streetPlace(s);
      const code = catalog.segmentPostalCode(catalog.streetSegments(s).from);
      const text = lettersDropped(`${streetTypeById(catalog.streetTypeId(s))?.article ?? 'Strada'} ${catalog.streetBareName(s)} nr. ${number}, ${catalog.placeName(place)}, ${catalog.countyName(catalog.placeCounty(place))}`);
      const r = index.verify({ freeform: text });
      const codes = [r.address.postal_code, ...(r.candidates ?? []).map((c) => c.address.postal_code)];
      if (r.address.postal_code === code) right++;
      else expect(r.confidence, text).toBeLessThan(0.9);
      expect(codes, text).toContain(code);
      checked++;
    }), runs);
    expect(checked).toBe(RUNS);
    expect(right).toBeGreaterThan(RUNS * 0.95);
  });

  it('says the name was corrected, and leaves a name another street shares with a mistake ambiguous', () => {
    const r = index.verify({ freeform: 'str. Drmneti nr. 46, Piatra-Neam' });
    expect(r.address.street).toBe('Strada Dărmănești');
    expect(r.corrections).toEqual(expect.arrayContaining([{ field: 'street_name', from: 'Drmneti', to: 'Dărmănești', reason: 'spelling' }]));
    expect(r.confidence).toBeLessThan(0.9);
    const o = index.verify({ freeform: 'str. Oelari nr. 27, Iai, Iai' });
    expect(o.verdict).toBe('ambiguous');
    expect([o.address.street, ...(o.candidates ?? []).map((c) => c.address.street)]).toEqual(expect.arrayContaining(['Strada Oțelari', 'Strada Olari']));
  });
});
