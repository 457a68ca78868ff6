/**
 * A neighbourhood's word before a street, and a lost-item notice's head (issue 24, zone95, twenty-eighth session):
 *
 * - `zona`, `cartier`, `cart.` opening the text or a field right before a street's type word (`zona Strada Aciliu nr. 8,
 *   Sibiu`, `Mediaș, cartier Strada Azilului 8`) says the street's zone and names no place: on 7c69e93 it was left
 *   unexplained (`zona`: the village Șona one letter off, in Brașov and Alba) or read with the street as a neighbourhood
 *   (`cartier Strada …`: the town's code alone);
 * - a lost-item notice's head (`Pierdut portofel maro,`, `S-a pierdut câine negru,`) opening the text is a note.
 *
 * The property compares each form with the same street written plainly (`Strada X nr. 8, Town`), counts the streets it
 * checked (and those it could not use, which must stay few) and asserts that all kept the plain code.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { streetTypeById } from '../src/shared/street-name.js';
import type { VerifyResult } from '../src/types.js';
import { builtIndex, codeOrError, verifiedOrError } from './helpers/index.js';
import { townStreets } from './helpers/town-streets.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 100);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 95_2026);

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const verified = (freeform: string): VerifyResult | string => verifiedOrError(index, { freeform });

/** Streets of towns (no sector, no digit in the name, a town's name opening with a capital). */
const streets = townStreets(catalog);

const ZONE_WORDS = ['zona', 'Zona', 'cartier', 'cart.'] as const;

describe('a neighbourhood word before a street', () => {
  it('a town\'s street after `zona`, `cartier` or `cart.` opening a field keeps its plain code', () => {
    let checked = 0;
    let unusable = 0;
    const failures: string[] = [];
    fc.assert(fc.property(fc.integer({ min: 0, max: streets.length - 1 }), fc.nat(ZONE_WORDS.length - 1), fc.integer({ min: 1, max: 40 }), (at, z, n) => {
      const s = streets[at]!;
      const typed = `${streetTypeById(catalog.streetTypeId(s))?.article ?? 'Strada'} ${catalog.streetBareName(s)}`;
      const town = catalog.placeName(catalog.streetPlace(s));
      const plain = verified(`${typed} nr. ${n}, ${town}`);
      if (typeof plain === 'string' || plain.verdict === 'partial' || plain.verdict === 'ambiguous') {
        unusable++;
        return;
      }
      const zone = ZONE_WORDS[z]!;
      for (const text of [`${zone} ${typed} nr. ${n}, ${town}`, `${town}, ${zone} ${typed} nr. ${n}`]) {
        checked++;
        const got = codeOrError(index, { freeform: text });
        if (got !== plain.address?.postal_code) failures.push(`${text}: ${got}, plain ${plain.address?.postal_code}`);
      }
    }), { numRuns: RUNS, seed: SEED });
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(RUNS);
    expect(unusable).toBeLessThan(RUNS / 2);
  });

  it.each([
    // (`zona` one letter from Șona, a village of Brașov county: on 7c69e93 507128, partial 0.79.)
    ['zona Strada Lungă nr. 80, Brașov', '500058'],
    ['Zona Strada Zizinului nr. 8, Brașov', '500414'],
    ['zona Calea București nr. 8, Brașov', '500365'],
    ['cartier Strada Albac nr. 8, Alba Iulia', '510249'],
    ['cart. Strada Alpinismului nr. 8, Sibiu', '550019'],
    ['zona Strada Aciliu nr. 8, Sibiu', '550144'],
    ['Mediaș, zona Strada Aron Cotruș nr. 8', '551129'],
  ])('%s: the street, sure, the word left out as a note', (text, code) => {
    const r = verified(text);
    if (typeof r === 'string') throw new Error(r);
    expect(r.address?.postal_code).toBe(code);
    expect(r.confidence).toBeGreaterThanOrEqual(0.9);
    expect(r.ignored?.map((i) => i.as)).toEqual(['note']);
  });
});

describe('a lost-item notice\'s head', () => {
  it.each([
    ['Pierdut portofel maro, zona Strada Azilului nr. 8, Mediaș', '551020', 'Pierdut portofel maro, zona'],
    ['S-a pierdut câine negru, Strada Andrei Șaguna nr. 8, Sibiu', '550009', 'S-a pierdut câine negru'],
    ['Am pierdut cheile, Strada Alessandria nr. 8, Alba Iulia', '510065', 'Am pierdut cheile'],
  ])('%s: the street, sure, the head a note', (text, code, note) => {
    const r = verified(text);
    if (typeof r === 'string') throw new Error(r);
    expect(r.address?.postal_code).toBe(code);
    expect(r.confidence).toBeGreaterThanOrEqual(0.9);
    expect(r.ignored).toEqual([{ text: note, as: 'note' }]);
  });
});
