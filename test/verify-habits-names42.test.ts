/**
 * Addressees' given names (issue 24, names42, twenty-second session): the given names people in Romania have
 * today (`ADDRESSEE_GIVEN_NAMES`: `Andreea`, `Mădălina`, `Ionuț`, `Darius`, `Gigel`, `Zsolt`), most of them no
 * street's namesake and so missing from the build's `GIVEN_NAMES`, tell an addressee's name opening the text
 * (`pentru X Y, …`, `pt. X Y, …`, `X Y, Str. …`, the name run into the street's type word):
 *
 * - examples of our own (none from the typists' sets), each left out as the person, the street's code, confident;
 * - a property over the index's own streets (fast-check): any name of the list with a surname before a town's
 *   street leaves its code as the plain street's, the name left out as a person; it counts the streets it
 *   checked (and those it could not use, which must stay few);
 * - a guard: a village named like a given name (`Bogdana`, `Mara`, `Luminița`) is still found as the village;
 * - a courtesy title written short with a hyphen opening the addressee's field (`D-na Popa Elena`, `pentru D-lui
 *   Ionuț Rusu`): split at the hyphen, its one-letter `d` ended the field; examples and a property.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { fold } from '../src/shared/normalize.js';
import { ADDRESSEE_GIVEN_NAMES } from '../src/shared/vocabulary.js';
import { isGivenName, streetTypeById } from '../src/shared/street-name.js';
import type { VerifyInput, VerifyResult } from '../src/types.js';
import { builtIndex, verifiedOrError } from './helpers/index.js';
import { townStreets } from './helpers/town-streets.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 120);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 42_2026);

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const verified = (input: VerifyInput): VerifyResult | string => verifiedOrError(index, input);

/** True when verify left out words holding `name` as a person's. */
function personLeftOut(r: VerifyResult, name: string): boolean {
  return (r.ignored ?? []).some((x) => x.as === 'person' && fold(x.text).includes(fold(name)));
}

describe('an addressee with a common given name before the address', () => {
  it.each([
    ['pentru Mădălina Stoica, Str. Republicii 15, Piatra Neamț', 'Mădălina Stoica', '610005'],
    ['Darius Ungureanu, Bd. Independenței 20, Iași', 'Darius Ungureanu', '700099'],
    ['pt. Denisa Rusu, Str. Horea 12, Cluj-Napoca', 'Denisa Rusu', '400038'],
    ['Roxana Oprea Str. Avram Iancu 8 Sibiu', 'Roxana Oprea', '550183'],
    ['Georgiana Enache, Str. Traian 40, Galați', 'Georgiana Enache', '800049'],
    ['Loredana Pop, Str. Mihai Viteazul 3, Zalău', 'Loredana Pop', '450015'],
    ['pt. Larisa Dobre, Str. Mihai Eminescu 10, Brasov', 'Larisa Dobre', '500079'],
    ['Denisa Popa Bulevardul Republicii 5 Ploiești', 'Denisa Popa', '100008'],
    ['pt Gigel Sârbu, Str. Carpaților 3, Brașov', 'Gigel Sârbu', '500260'],
  ])('%s: the person left out, %s', (text, name, expected) => {
    const r = verified({ freeform: text });
    if (typeof r === 'string') throw new Error(`${text}: ${r}`);
    expect(r.address?.postal_code).toBe(expected);
    expect(personLeftOut(r, name)).toBe(true);
    expect(r.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('the list holds folded words, and today\'s names the build\'s list lacks', () => {
    for (const name of ADDRESSEE_GIVEN_NAMES) expect(name).toMatch(/^[a-z]+$/);
    for (const name of ['andreea', 'roxana', 'alina', 'ionut', 'darius']) {
      expect(ADDRESSEE_GIVEN_NAMES.has(name)).toBe(true);
      expect(isGivenName(name)).toBe(false);
    }
    for (const name of ['andreea', 'madalina', 'ionut', 'darius', 'larisa', 'gigel', 'denisa']) expect(ADDRESSEE_GIVEN_NAMES.has(name)).toBe(true);
  });
});

/** Streets of towns (no sector, no digit in the name, a town's name opening with a capital). */
const streets = townStreets(catalog);
const GIVEN = [...ADDRESSEE_GIVEN_NAMES].map((g) => g[0]!.toUpperCase() + g.slice(1));
/** Common surnames that are no given name of either list (so the given name alone says "a person"). */
const SURNAMES = ['Dobre', 'Popa', 'Stoica', 'Ungureanu', 'Rusu', 'Oprea', 'Enache', 'Sârbu', 'Mocanu', 'Ciobanu', 'Neagu', 'Bălan', 'Voicu', 'Diaconu']
  .filter((s) => !isGivenName(s.toLowerCase()) && !ADDRESSEE_GIVEN_NAMES.has(s.toLowerCase()));

describe('property: an addressee of the list before a town\'s street', () => {
  it('leaves the plain street\'s code and is left out as the person', () => {
    let checked = 0;
    let unusable = 0;
    const failures: string[] = [];
    fc.assert(fc.property(fc.integer({ min: 0, max: streets.length - 1 }), fc.nat(GIVEN.length - 1), fc.nat(SURNAMES.length - 1), fc.integer({ min: 1, max: 40 }), (at, g, s, n) => {
      const street = streets[at]!;
      const typed = `${streetTypeById(catalog.streetTypeId(street))?.article ?? 'Strada'} ${catalog.streetBareName(street)}`;
      const town = catalog.placeName(catalog.streetPlace(street));
      const plain = verified({ freeform: `${typed} ${n}, ${town}` });
      if (typeof plain === 'string' || plain.verdict === 'partial' || plain.verdict === 'ambiguous') {
        unusable++;
        return;
      }
      const name = `${GIVEN[g]!} ${SURNAMES[s]!}`;
      for (const text of [`${name}, ${typed} ${n}, ${town}`, `pentru ${name}, ${typed} ${n}, ${town}`, `${SURNAMES[s]!} ${GIVEN[g]!}, ${typed} ${n}, ${town}`]) {
        checked++;
        const r = verified({ freeform: text });
        const got = typeof r === 'string' ? r : r.address?.postal_code ?? '';
        if (got !== plain.address?.postal_code) failures.push(`${text}: ${got}, plain ${plain.address?.postal_code}`);
        else if (typeof r !== 'string' && !personLeftOut(r, GIVEN[g]!)) failures.push(`${text}: ${JSON.stringify(r.ignored)}`);
      }
    }), { numRuns: RUNS, seed: SEED });
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(RUNS);
    expect(unusable).toBeLessThan(RUNS / 2);
  });
});

describe('guard: a village named like a given name', () => {
  it.each([
    ['Bogdana, Teleorman', 'Bogdana'],
    ['sat Mara, Maramureș', 'Mara'],
    ['Luminița, jud. Constanța', 'Luminița'],
    ['Cătălina, Covasna', 'Catalina'],
  ])('%s: the village', (text, village) => {
    const r = verified({ freeform: text });
    if (typeof r === 'string') throw new Error(`${text}: ${r}`);
    expect(r.address?.locality.normalize('NFD').replace(/\p{M}/gu, '')).toBe(village.normalize('NFD').replace(/\p{M}/gu, ''));
  });
});

describe('a courtesy title written short before the addressee', () => {
  it.each([
    ['D-na Stoica Mirela, Str. Republicii 15, Piatra Neamț', 'Stoica Mirela', '610005'],
    ['D-lui Darius Ungureanu, Bd. Independenței 20, Iași', 'Darius Ungureanu', '700099'],
    ['pentru D-ra Denisa Rusu, Str. Horea 12, Cluj-Napoca', 'Denisa Rusu', '400038'],
    ['Către D-na Elena Enache, Str. Traian 40, Galați', 'Elena Enache', '800049'],
    ['D-l Pop Vasile Str. Avram Iancu 8 Sibiu', 'Pop Vasile', '550183'],
  ])('%s: the person left out, %s', (text, name, expected) => {
    const r = verified({ freeform: text });
    if (typeof r === 'string') throw new Error(`${text}: ${r}`);
    expect(r.address?.postal_code).toBe(expected);
    expect(personLeftOut(r, name)).toBe(true);
    expect(r.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('property: a short title and an addressee of the list before a town\'s street leave the plain street\'s code, the title with the person', () => {
    const TITLES = ['D-na', 'D-nei', 'D-lui', 'D-l', 'D-ra', 'D-rei', 'D-nul'];
    let checked = 0;
    let unusable = 0;
    const failures: string[] = [];
    fc.assert(fc.property(fc.integer({ min: 0, max: streets.length - 1 }), fc.nat(GIVEN.length - 1), fc.nat(SURNAMES.length - 1), fc.nat(TITLES.length - 1), fc.integer({ min: 1, max: 40 }), (at, g, s, t, n) => {
      const street = streets[at]!;
      const typed = `${streetTypeById(catalog.streetTypeId(street))?.article ?? 'Strada'} ${catalog.streetBareName(street)}`;
      const town = catalog.placeName(catalog.streetPlace(street));
      const plain = verified({ freeform: `${typed} ${n}, ${town}` });
      if (typeof plain === 'string' || plain.verdict === 'partial' || plain.verdict === 'ambiguous') {
        unusable++;
        return;
      }
      const person = `${TITLES[t]!} ${GIVEN[g]!} ${SURNAMES[s]!}`;
      for (const text of [`${person}, ${typed} ${n}, ${town}`, `pentru ${person}, ${typed} ${n}, ${town}`]) {
        checked++;
        const r = verified({ freeform: text });
        const got = typeof r === 'string' ? r : r.address?.postal_code ?? '';
        if (got !== plain.address?.postal_code) failures.push(`${text}: ${got}, plain ${plain.address?.postal_code}`);
        else if (typeof r !== 'string' && !personLeftOut(r, TITLES[t]!)) failures.push(`${text}: ${JSON.stringify(r.ignored)}`);
      }
    }), { numRuns: RUNS, seed: SEED });
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(RUNS);
    expect(unusable).toBeLessThan(RUNS / 2);
  });
});
