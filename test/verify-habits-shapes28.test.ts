/**
 * A town's street named without the town (the nineteenth typist's listings, couriers' and neighbours'
 * notes): a typed street with its number, no town, no sector and no code written, is placed in the town
 * whose streets hold it with the number in range (`RESOLUTION_WEIGHT.placedByStreet`), not in a
 * village read from the street's own words or from the listing's prose. A building marker before a
 * typed street (`sunt nou în bloc str. X 38`) is prose, not a block named `Str`. Examples (each failed on
 * eace7b3's code), and a property over the streets no other town has.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { answeredCode, builtIndex, confirmedCode } from './helpers/index.js';
import { addressCases } from '../eval/verify-cases.js';
import { fold } from '../src/shared/normalize.js';

const index = builtIndex() as LoadedIndex;
const c = index.catalog;
const code = (text: string): string | undefined => answeredCode(index, text);

describe('verify: a town\'s street named without the town, examples', () => {
  it('places a typed street with its number in the one town that has it', () => {
    const r = index.verify({ freeform: 'Garsoniera de inchiriat Berceni, Sos. Berceni 44, bl. 3, et. 2, metrou Dimitrie Leonida, 350 euro' });
    expect(r.address?.postal_code).toBe('041918');
    // The town was not written: inferred, and below 0.9.
    expect(r.corrections).toContainEqual({ field: 'locality', from: '', to: 'București', reason: 'inferred' });
    expect(r.confidence).toBeLessThan(0.9);
    expect(code('Bolt Food: Sos Virtutii 9, bl R2, sc 1, ap 3, parter. Lasati punga la usa.')).toBe('060781');
    expect(code('a venit cineva de la Enel la Bd Ghencea 31 bl C37? nu avem curent la sc B')).toBe('061692');
  });

  it('answers ambiguous where two towns hold the street and the number, the larger first', () => {
    const r = index.verify({ freeform: 'Bd. Tineretului 47' });
    expect(r.verdict).toBe('ambiguous');
    expect(r.address?.postal_code).toBe('040351');
  });

  it('places nothing by a street many towns have, nor against a structured locality field', () => {
    expect(() => index.verify({ freeform: 'Str. Mihai Eminescu 5' })).toThrow(expect.objectContaining({ code: 'locality_not_found' }));
    expect(index.verify({ street: 'Strada Stefan cel Mare', house_number: '9', locality: 'Negresti Town', county: 'Vaslui County' }).address?.postal_code).toBe('735200');
  });

  it('reads a building marker before a typed street as prose, not a block', () => {
    const r = index.verify({ freeform: 'Buna, sunt nou in bloc str Gătaia 19, sc. A, ap. 24, cine a parcat pe locul meu?' });
    expect(r.address?.postal_code).toBe('022597');
    expect(r.verdict).not.toBe('valid');
    expect(code('Buna, sunt noua in bloc (Sos. Berceni 47, bl. 16, ap. 30), unde se duce gunoiul reciclabil?')).toBe('041909');
  });
});

describe('verify: a town\'s street named without the town, properties', () => {
  // The streets whose type and name no other town has (București's sectors one town).
  const towns = new Map<string, number>();
  const key = (s: number): string => `${c.streetTypeId(s)} ${fold(c.streetBareName(s))}`;
  const townOf = (s: number): number => (c.isSector(c.streetPlace(s)) ? -1 : c.streetPlace(s));
  for (let s = 0; s < c.streetCount; s++) {
    const had = towns.get(key(s));
    towns.set(key(s), had === undefined || had === townOf(s) ? townOf(s) : -2);
  }
  const { cases } = addressCases(c);
  const streets = cases.filter((x) => x.kind === 'street' && x.street !== undefined && /^nr\. \d{1,3}$/.test(x.house) && towns.get(key(x.street)) !== -2
    && c.streetName(x.street).startsWith('Strada ') && /^[\p{L} ]+$/u.test(c.streetBareName(x.street)));
  const anyStreet = fc.integer({ min: 0, max: streets.length - 1 }).map((i) => streets[i]!);
  const town = (place: number): string => (c.isSector(place) ? `${c.placeName(place)}, București` : c.placeName(place));

  it('a street no other town has, written without its town after prose, keeps the code of the street with its town', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, fc.constantFrom('Vecini, eu stau la ', 'Bolt Food: ', 'Apartament 2 camere, '), (s, before) => {
      const street = `Strada ${c.streetBareName(s.street!)} ${s.house.slice(4)}`;
      const withTown = confirmedCode(index, `${street}, ${town(s.place)}`);
      if (withTown === undefined) return;
      const r = index.verify({ freeform: `${before}${street}, sc. A, ap. 4` });
      expect(r.address?.postal_code).toBe(withTown);
      expect(r.confidence).toBeLessThan(0.9);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(40);
  });
});
