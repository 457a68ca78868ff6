/**
 * A place's county in brackets, the county named like its seat town (issue 24, shapes104, the forty-fourth set's class
 * 9): `Hărman (Brașov), strada Mihai Eminescu 5` is the commune Hărman of Brașov county, the bracket its county as `(BV)`
 * would be. On b55e655 the bracket was read as the place's other name (as `Nagyvárad (Oradea)`), the place's own name
 * left out as a note, and the seat town's street of that name answered `valid` at 0.97: sure and wrong.
 *
 * The examples are other places than the set's (Cața); the guards are brackets that are a place's other name or a part
 * of the town; the property writes small places of such counties before a street of the seat, and counts what it checked.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VerifyResult } from '../src/types.js';
import { builtIndex } from './helpers/index.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 120);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 104_2026);

const index = builtIndex();
const freeform = (text: string): VerifyResult => index.verify({ freeform: text });

/** Places without streets of counties named like their seat town, and a street of that seat (each answered the seat's, sure, on b55e655). */
const PLACES = [
  { place: 'Hărman', county: 'Brașov', code: '507085', street: 'strada Mihai Eminescu 5', seat: '500079' },
  { place: 'Sânpetru', county: 'Brașov', code: '507190', street: 'Str. Lungă nr. 10', seat: '500058' },
  { place: 'Tomești', county: 'Iași', code: '707515', street: 'strada Mihai Eminescu 5', seat: '700115' },
  { place: 'Ipotești', county: 'Suceava', code: '727325', street: 'strada Ștefan cel Mare 20', seat: '720005' },
  { place: 'Valu lui Traian', county: 'Constanța', code: '907300', street: 'strada Mircea cel Bătrân 30', seat: '900744' },
  { place: 'Vânători', county: 'Galați', code: '807325', street: 'strada Brăilei 20', seat: '800048' },
] as const;

describe('a place\'s county in brackets, named like the county\'s seat town', () => {
  it('the place written first is the locality, the bracket its county', () => {
    for (const p of PLACES) {
      const text = `${p.place} (${p.county}), ${p.street}`;
      const r = freeform(text);
      expect(r.address.postal_code, text).toBe(p.code);
      expect(r.address.locality, text).toBe(p.place);
    }
  });

  it('guards: a bracket that is the place\'s other name or a part of the town keeps its answer', () => {
    // The Hungarian name, then the Romanian one (not a county's): the town's street.
    expect(freeform('Nagyvárad (Oradea) Eminescu u. 44').address.postal_code).toBe('410010');
    // The seat's own name in another language before the county's, which is the seat's too: the seat's street.
    expect(freeform('Brassó (Brașov), strada Mihai Eminescu 5').address.postal_code).toBe('500079');
    // A neighbourhood of the town with the town's name in brackets, and the town with its neighbourhood in brackets.
    expect(freeform('Tătărași (Iași), strada Mihai Eminescu 5').address.postal_code).toBe('700115');
    expect(freeform('Iași (Tătărași), strada Mihai Eminescu 5').address.postal_code).toBe('700115');
    // A county's code in brackets, as before.
    expect(freeform('Hărman (BV), strada Mihai Eminescu 5').address.postal_code).toBe('507085');
  });

  it('never the seat\'s street, sure, for a place written before its county in brackets (fast-check)', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.constantFrom(...PLACES), fc.constantFrom(', ', ' ', ' - '), fc.boolean(), (p, gap, lower) => {
        const written = `${p.place} (${p.county})${gap}${p.street}`;
        const r = freeform(lower ? written.toLowerCase() : written);
        expect(r.address.postal_code === p.seat && r.confidence >= 0.9, written).toBe(false);
        expect(r.address.postal_code, written).toBe(p.code);
        checked++;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(checked).toBe(RUNS);
  });
});
