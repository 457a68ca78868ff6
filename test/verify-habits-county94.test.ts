/**
 * A place named like its county (issue 24, county94, twenty-eighth session): the town Covasna in Covasna county
 * (525200, one code for the town) written as the locality beside the county, with a street the town has no data
 * for, is the town, `partial`, the street unconfirmed: never Sfântu Gheorghe, the county's seat, reached by reading
 * the locality as the county written again and looking the street up in the whole county. The county and locality
 * the user gives hold while a place of that name exists there; the seat by the county's name is for a name no place
 * of the county bears (`{ street: 'Str. Neagoe Basarab 10', locality: 'Vâlcea', county: 'VL' }`: Râmnicu Vâlcea).
 *
 * The property draws streets of the county's seat from the index itself and counts what it checked.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import type { VerifyInput, VerifyResult } from '../src/types.js';
import { builtIndex } from './helpers/index.js';
import { seatOf } from './helpers/town-streets.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 120);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 94_2026);

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const verify = (input: VerifyInput): VerifyResult => index.verify(input);

/** The town Covasna's code (one for the whole town), read from the index. */
const COVASNA_CODE = '525200';


/** The names of the streets of `place`. */
function streetsOf(place: number): string[] {
  const s = catalog.placeStreets(place);
  const out: string[] = [];
  for (let i = s.from; i < s.to; i++) out.push(catalog.streetName(i));
  return out;
}

describe('a town named like its county, with a street of the seat', () => {
  it.each<[string, VerifyInput]>([
    ['structured, the county by code', { street: 'Str. Ciucului nr. 14', locality: 'Covasna', county: 'CV' }],
    ['structured, the county by name', { street: 'Strada 1 Decembrie 1918 nr. 3', locality: 'Covasna', county: 'Covasna' }],
    ['structured, the county after its word', { street: 'Str. Romulus Cioflec 7', locality: 'COVASNA', county: 'jud. Covasna' }],
    ['free-form with jud.', { freeform: 'Aleea Muzelor nr. 4, Covasna, jud. Covasna' }],
    ['free-form, the county as its code', { freeform: 'Strada 1 Decembrie 1918 nr. 3, Covasna, jud. CV' }],
  ])('%s: the town Covasna, its code, the locality uncorrected', (_, input) => {
    const r = verify(input);
    expect(r.address?.postal_code).toBe(COVASNA_CODE);
    expect(r.address?.locality).toBe('Covasna');
    expect(r.corrections.some((c) => c.field === 'locality')).toBe(false);
    expect(r.confidence).toBeLessThan(0.9);
  });

  it('a county name no place of the county bears still names the seat (`Vâlcea` is Râmnicu Vâlcea)', () => {
    const r = verify({ street: 'Str. Neagoe Basarab 10', locality: 'Vâlcea', county: 'VL' });
    expect(r.address?.locality).toBe('Râmnicu Vâlcea');
  });

  it('the whole address in the street with the county in the locality stays the street\'s village (E248)', () => {
    const r = verify({ street: 'sat Olteni, com. Bodoc, nr. 61', locality: 'Covasna', county: 'CV' });
    expect(r.address?.locality).toBe('Olteni');
  });

  it('property: Covasna, with any street of Sfântu Gheorghe, keeps its own code', () => {
    const seat = seatOf(catalog, 'CV');
    expect(catalog.placeName(seat)).toBe('Sfântu Gheorghe');
    // Streets the town Covasna has no data for (it has none): every street of the seat.
    const streets = streetsOf(seat);
    expect(streets.length).toBeGreaterThan(50);
    let checked = 0;
    fc.assert(fc.property(
      fc.constantFrom(...streets), fc.integer({ min: 1, max: 120 }), fc.constantFrom('CV', 'Covasna', 'jud. Covasna'), fc.boolean(),
      (street, n, county, free) => {
        const input: VerifyInput = free ? { freeform: `${street} nr. ${n}, Covasna, ${county.startsWith('jud') ? county : `jud. ${county}`}` }
          : { street: `${street} nr. ${n}`, locality: 'Covasna', county };
        const r = verify(input);
        checked++;
        expect(r.address?.postal_code, JSON.stringify(input)).toBe(COVASNA_CODE);
      },
    ), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});
