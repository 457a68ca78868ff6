/**
 * Structured exports of villages whose name other counties have too (issue 24, structured91, twenty-eighth session):
 *
 * - the village in `locality` marked as a village (`sat`, `loc.`, `Localitatea`) and its commune or town bare in
 *   `street` (an export's unit column sent as the street): a field marked as a village names the village, never its
 *   commune, so the street field's bare name is the village's unit (`{ street: 'Racova', locality: 'Localitatea Gura
 *   Văii' }`: Gura Văii of Racova, not the commune Racova's seat with Gura Văii as its commune). Unmarked (`{ street:
 *   'Oltina', locality: 'Satu Nou' }`) it is left as it was (see bench/RESULTS.md, structured91);
 * - the whole address in `street` (`sat V, com. U, nr. 12`) and the county's name in `locality`, where a town of the
 *   county bears the county's name (Covasna): the locality column holds the county again, and the street column's
 *   village and unit are the address's places, not the town Covasna with its street unconfirmed.
 *
 * The properties draw villages from the index itself (the villages named like places of other counties, as
 * eval/verify-namesakes.ts picks them; the villages of the counties a place is named like) and count what they checked.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { fold } from '../src/shared/normalize.js';
import { SirutaType } from '../src/shared/place-kind.js';
import type { StructuredVerifyInput, VerifyResult } from '../src/types.js';
import { namesakeVillages } from '../eval/verify-namesakes.js';
import { builtIndex } from './helpers/index.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 120);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 91_2026);

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const verify = (input: StructuredVerifyInput): VerifyResult => index.verify(input);

/** The marker of a village's unit, by the unit's SIRUTA type. */
const unitMarker = (unit: number): string => {
  const type = catalog.placeType(unit);
  return type === SirutaType.commune ? 'com.' : type === SirutaType.town ? 'oraș' : 'mun.';
};

/** The villages of `pool` whose unit has another name and no other place of theirs: one code fits the village and its unit. */
function withOwnUnit(pool: readonly number[]): number[] {
  return pool.filter((p) => {
    const unit = catalog.placeParent(p);
    if (unit === undefined || catalog.placePostalCode(p) === '' || fold(catalog.placeName(unit)) === fold(catalog.placeName(p))) return false;
    const name = fold(catalog.placeName(p));
    let same = 0;
    for (let q = 0; q < catalog.placeCount; q++) if (catalog.placeParent(q) === unit && fold(catalog.placeName(q)) === name) same++;
    return same === 1;
  });
}

describe('a village marked in the locality field, its commune or town bare in the street field', () => {
  it.each([
    [{ street: 'Racova', locality: 'Localitatea Gura Văii', county: 'Bacău' }, '607476', 'Comuna Racova'],
    [{ street: 'Tigveni', locality: 'sat Bârseștii de Sus', county: 'AG' }, '117746', 'Comuna Tigveni'],
    [{ street: 'Motru', locality: 'sat Râpa', county: 'Jud. Gorj' }, '215207', 'Municipiul Motru'],
    [{ street: 'DRAGOMIRESTI', locality: 'LOC. RANCACIOV', county: 'DAMBOVITA' }, '137214', 'Comuna Dragomirești'],
  ])('%j: the village of that unit, sure', (input, code, unit) => {
    const r = verify(input);
    expect(r.address.postal_code).toBe(code);
    expect(r.admin_unit).toBe(unit);
    expect(r.confidence).toBeGreaterThanOrEqual(0.9);
    // The street field's text went to the unit: quoted by a correction, not left unconfirmed.
    expect(r.corrections).toContainEqual(expect.objectContaining({ field: 'street_name', from: input.street, reason: 'moved' }));
    expect(r.unconfirmed ?? []).not.toContain('street');
  });

  it('a street of the village beside the marked village stays a street (unconfirmed), the village\'s code', () => {
    const r = verify({ street: 'Florilor', locality: 'sat Sărdănești', county: 'MH' });
    expect(r.address.postal_code).toBe('227026');
    expect(r.address.street).toBe('Florilor');
    expect(r.unconfirmed).toContain('street');
  });

  it('property: any village named like places of other counties, marked in the locality field beside its bare unit, gets its own code', () => {
    const pool = withOwnUnit(namesakeVillages(catalog).villages);
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: pool.length - 1 }), fc.constantFrom('sat', 'Sat', 'loc.', 'Localitatea'), fc.boolean(), (i, marker, byCode) => {
      const place = pool[i]!;
      const unit = catalog.placeParent(place)!;
      const county = catalog.placeCounty(place);
      const input = { street: catalog.placeName(unit), locality: `${marker} ${catalog.placeName(place)}`, county: byCode ? catalog.countyCode(county) : catalog.countyName(county) };
      const r = verify(input);
      expect(r.address.postal_code, JSON.stringify(input)).toBe(catalog.placePostalCode(place));
      expect(r.address.county_code).toBe(catalog.countyCode(county));
      // The same as its unit marked in the street field.
      expect(r.address.postal_code).toBe(verify({ ...input, street: `${unitMarker(unit)} ${catalog.placeName(unit)}` }).address.postal_code);
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});

describe('the whole address in the street field, the county\'s name in the locality field', () => {
  it.each([
    [{ street: 'sat Olteni, com. Bodoc, nr. 61', locality: 'Covasna', county: 'CV' }, '527036'],
    [{ street: 'Sat Valea Mică, com. Boroșneu Mare, nr. 14', locality: 'Covasna', county: 'Covasna' }, '527046'],
    [{ street: 'sat Brădet, oraș Întorsura Buzăului, nr. 128', locality: 'Covasna', county: 'CV' }, '525301'],
  ])('%j: the street field\'s village, in that county', (input, code) => {
    const r = verify(input);
    expect(r.address.postal_code).toBe(code);
    expect(r.address.county_code).toBe('CV');
    expect(r.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('property: a village of a county some place is named like, whole in the street field, the county\'s name in the locality field, gets its own code', () => {
    const named = new Set<number>();
    for (let q = 0; q < catalog.placeCount; q++) {
      const county = catalog.placeCounty(q);
      if (fold(catalog.placeName(q)) === fold(catalog.countyName(county))) named.add(county);
    }
    const pool = withOwnUnit(Array.from({ length: catalog.placeCount }, (_, p) => p).filter((p) => named.has(catalog.placeCounty(p)) && catalog.placeType(p) === SirutaType.communeVillage));
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: pool.length - 1 }), fc.integer({ min: 1, max: 250 }), fc.boolean(), (i, number, countyField) => {
      const place = pool[i]!;
      const unit = catalog.placeParent(place)!;
      const county = catalog.placeCounty(place);
      const name = catalog.countyName(county);
      const street = `sat ${catalog.placeName(place)}, ${unitMarker(unit)} ${catalog.placeName(unit)}, nr. ${number}`;
      const input = countyField ? { street, locality: name, county: catalog.countyCode(county) } : { street, locality: name };
      const r = verify(input);
      expect(r.address.postal_code, JSON.stringify(input)).toBe(catalog.placePostalCode(place));
      expect(r.address.county_code).toBe(catalog.countyCode(county));
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});
