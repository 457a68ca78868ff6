/**
 * Names written by an export to plain ASCII that drops the Romanian letters rather than writing their
 * base letter (issue 24, thirteenth session): `Reia` for Reșița, `Rdmneti` for Rădmănești, `Clrai`
 * for Călărași. More letters are lost than the typing mistakes a word's length allows, so such names
 * were `locality_not_found`, or a look-alike in another county (`Reia, Caraș-Severin`: Reea of
 * Hunedoara, the county corrected).
 *
 * A fast-check property over the index's villages (the locality and county fields both without their
 * letters: the village's code, the county given held) and examples. The property counts the inputs it
 * checked and asserts that all of them were. The seed is fixed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { mistypedCounty } from '../src/matchers/county-typo.js';
import { AddressError } from '../src/shared/errors.js';
import { fold } from '../src/shared/normalize.js';
import { SirutaType } from '../src/shared/place-kind.js';
import type { VerifyInput } from '../src/types.js';
import { builtIndex } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const runs = { numRuns: Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 150), seed: Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 13_2026) };
const RUNS = runs.numRuns;

/** What an export that cannot write the Romanian letters leaves of a text. */
const dropLetters = (text: string): string => text.replace(/[ăâîșşțţĂÂÎȘŞȚŢ]/g, '');
/** A name's key without its letters (as `foldWithoutRomanianLetters`, written again: the test reads the data on its own). */
const foldWithoutRomanianLetters = (text: string): string => fold(dropLetters(text));

/** The code of the answer, the county's code, the verdict, the confidence and the candidates' codes; an error's code at confidence 0. */
function answer(input: VerifyInput): { code: string; county: string; verdict: string; confidence: number; candidates: string[] } {
  try {
    const r = index.verify(input);
    return { code: r.address.postal_code, county: r.address.county_code, verdict: r.verdict, confidence: r.confidence, candidates: (r.candidates ?? []).map((c) => c.address.postal_code) };
  } catch (err) {
    if (!(err instanceof AddressError)) throw err;
    return { code: `error:${err.code}`, county: '', verdict: 'error', confidence: 0, candidates: [] };
  }
}

const VILLAGE_TYPES: ReadonlySet<number> = new Set([SirutaType.communeVillage, SirutaType.townVillage, SirutaType.communeSeat]);
const withStreets = new Set<number>();
for (let s = 0; s < catalog.streetCount; s++) withStreets.add(catalog.streetPlace(s));
/** Places by county and name folded, and by county and name without its letters. */
const byName = new Map<string, number>();
const byDropped = new Map<string, number>();
for (let p = 0; p < catalog.placeCount; p++) {
  const county = catalog.placeCounty(p);
  for (const [map, key] of [[byName, fold(catalog.placeName(p))], [byDropped, foldWithoutRomanianLetters(catalog.placeName(p))]] as const) {
    map.set(`${county}|${key}`, (map.get(`${county}|${key}`) ?? 0) + 1);
  }
}

/**
 * Villages with a code of their own and no streets that lose two letters or more without them
 * (beyond one typing mistake), whose name so written is no other place's of their county, as written
 * or without its letters.
 */
const villages: number[] = [];
for (let p = 0; p < catalog.placeCount; p++) {
  if (!VILLAGE_TYPES.has(catalog.placeType(p)) || catalog.placePostalCode(p) === '' || withStreets.has(p)) continue;
  const name = catalog.placeName(p);
  // (Not names opening with a marker word, `Sat Bătrân`: the marker is read apart.)
  if (/^(sat|satu|satul|colonia|cartier|zona) /i.test(name)) continue;
  const dropped = dropLetters(name);
  if ([...name].length - [...dropped].length < 2) continue;
  const county = catalog.placeCounty(p);
  if (byDropped.get(`${county}|${foldWithoutRomanianLetters(name)}`) !== 1 || byName.has(`${county}|${fold(dropped)}`)) continue;
  villages.push(p);
}

describe('names written without their Romanian letters', () => {
  it('has villages to draw from', () => {
    expect(villages.length).toBeGreaterThan(500);
  });

  it('gives the village in the county given, both fields without their letters (property)', () => {
    let checked = 0;
    let wrote = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: villages.length - 1 }), (i) => {
      const p = villages[i]!;
      const county = catalog.placeCounty(p);
      const input = { locality: dropLetters(catalog.placeName(p)), county: dropLetters(catalog.countyName(county)) };
      const got = answer(input);
      const code = catalog.placePostalCode(p);
      expect(got.county, JSON.stringify(input)).toBe(catalog.countyCode(county));
      // The village; or, where a place of the county is one typing mistake from the letters left
      // (`Vneti`: Vineți, Vânești), `ambiguous` with the village among the candidates.
      if (got.code !== code) {
        expect(got.verdict, JSON.stringify(input)).toBe('ambiguous');
        expect(got.candidates, JSON.stringify(input)).toContain(code);
      } else wrote++;
      // One mistake for the name: never `valid`, below the confidence of a name written whole.
      expect(got.confidence, JSON.stringify(input)).toBeLessThan(0.9);
      checked++;
    }), runs);
    expect(checked).toBe(RUNS);
    // (26 of the 1,878 villages are such ties.)
    expect(wrote).toBeGreaterThan(RUNS * 0.95);
  });

  it('reads every county written without its letters as that county', () => {
    for (const name of ['Bistrița-Năsăud', 'Călărași', 'Argeș', 'Iași', 'Caraș-Severin', 'Dâmbovița']) {
      expect(mistypedCounty(fold(dropLetters(name)))?.name, name).toBe(name);
    }
  });

  it('keeps the county given: Reia, Caraș-Severin is Reșița, not Reea of Hunedoara', () => {
    const r = index.verify({ freeform: 'Reia, Caraș-Severin' });
    expect(r.address).toMatchObject({ locality: 'Reșița', county_code: 'CS' });
    expect(r.corrections).toContainEqual({ field: 'locality', from: 'Reia', to: 'Reșița', reason: 'spelling' });
  });

  it('finds a village and its commune written so: sat Rdmneti, com. Bara, jud. Timi', () => {
    const r = index.verify({ freeform: 'sat Rdmneti, com. Bara, jud. Timi' });
    expect(r.address).toMatchObject({ locality: 'Rădmănești', county_code: 'TM' });
  });
});
