/**
 * A spreadsheet's `street` and `locality` columns swapped (issue 24, thirteenth session): the town in
 * the street field, the street's name (no type word) in the locality field, as a property over the
 * index's own streets (fast-check) and examples.
 *
 * - `{ street: 'Cluj-Napoca', house_number: '5', locality: 'Horea', county: 'Cluj' }` is Strada Horea
 *   of Cluj-Napoca, the county given held, both fields' corrections saying `moved` and quoting what
 *   was typed there (it was the village Horea of Alba, the county corrected);
 * - the swap is believed only where the data finds the street in the town: `{ street: 'Cătina',
 *   locality: 'Feldioara', county: 'Cluj' }` (a commune in the street field, its village in the
 *   locality field) stays the village.
 *
 * The property counts the inputs it checked and asserts that all of them were. The seed is fixed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { fold } from '../src/shared/normalize.js';
import type { VerifyInput, VerifyResult } from '../src/types.js';
import { builtIndex } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const runs = { numRuns: Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 150), seed: Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 13_2026) };
const RUNS = runs.numRuns;

/** Places named so (folded), in every county: a street's name that is a place's would be that place as well. */
const placeNames = new Set<string>();
for (let p = 0; p < catalog.placeCount; p++) placeNames.add(fold(catalog.placeName(p)));

/**
 * Streets of towns (not București: its sectors are another field's) with one postal code, whose
 * name has no digit, names no place, and no other street of the town has (of another type: the
 * name alone would not tell them apart).
 */
const streets: number[] = (() => {
  const byTownName = new Map<string, number>();
  for (let s = 0; s < catalog.streetCount; s++) {
    const key = `${catalog.streetPlace(s)}|${fold(catalog.streetBareName(s))}`;
    byTownName.set(key, (byTownName.get(key) ?? 0) + 1);
  }
  const out: number[] = [];
  for (let s = 0; s < catalog.streetCount; s++) {
    const place = catalog.streetPlace(s);
    const name = catalog.streetBareName(s);
    if (catalog.isSector(place) || /\d/.test(name) || placeNames.has(fold(name))) continue;
    if (byTownName.get(`${place}|${fold(name)}`) !== 1) continue;
    const { from, to } = catalog.streetSegments(s);
    const codes = new Set<string>();
    for (let k = from; k < to; k++) codes.add(catalog.segmentPostalCode(k));
    if (codes.size === 1) out.push(s);
  }
  return out;
})();

function verify(input: VerifyInput): VerifyResult {
  return index.verify(input);
}

describe('the street and locality columns swapped', () => {
  it('has streets to draw from', () => {
    expect(streets.length).toBeGreaterThan(1000);
  });

  it('gives the street of the town in the street field, the county given held (property)', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 1, max: 120 }), fc.boolean(), (i, number, numberInLocality) => {
      const s = streets[i]!;
      const place = catalog.streetPlace(s);
      const town = catalog.placeName(place);
      const name = catalog.streetBareName(s);
      const county = catalog.countyName(catalog.placeCounty(place));
      const input: VerifyInput = numberInLocality
        ? { street: town, locality: `${name} ${number}`, county }
        : { street: town, house_number: String(number), locality: name, county };
      const r = verify(input);
      const { from } = catalog.streetSegments(s);
      expect(r.address.postal_code, JSON.stringify(input)).toBe(catalog.segmentPostalCode(from));
      expect(r.address.county, JSON.stringify(input)).toBe(county);
      expect(r.corrections, JSON.stringify(input)).toEqual(expect.arrayContaining([
        { field: 'street_name', from: town, to: name, reason: 'moved' },
        { field: 'locality', from: input.locality, to: catalog.localityName(place), reason: 'moved' },
      ]));
      checked++;
    }), runs);
    expect(checked).toBe(RUNS);
  });

  it('reads Cluj-Napoca in the street field and Horea in the locality field as Strada Horea of Cluj-Napoca', () => {
    const r = verify({ street: 'Cluj-Napoca', house_number: '5', locality: 'Horea', county: 'Cluj' });
    expect(r.address).toMatchObject({ street: 'Strada Horea', locality: 'Cluj-Napoca', county_code: 'CJ' });
    expect(r.corrections?.find((c) => c.field === 'county')).toBeUndefined();
  });

  it('leaves the fields as sent where the data has no street of that name in the place (a commune, its village)', () => {
    const r = verify({ street: 'Cătina', locality: 'Feldioara', county: 'Cluj' });
    expect(r.address.locality).toBe('Feldioara');
    expect(r.address.county_code).toBe('CJ');
    expect(r.corrections?.some((c) => c.reason === 'moved' && c.field === 'locality')).toBe(false);
  });

  it('keeps a street named like a town, in the town written (Strada București of Alexandria)', () => {
    const r = verify({ street: 'București', house_number: '5', locality: 'Alexandria', county: 'Teleorman' });
    expect(r.address).toMatchObject({ street: 'Strada București', locality: 'Alexandria', county_code: 'TR' });
    expect(r.verdict).toBe('valid');
  });
});
