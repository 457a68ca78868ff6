/**
 * The forty-sixth set's classes 3, 4 and 5 (issue 24, landmark121, thirty-second session). On c460a344:
 * - `la intrarea în satul Ulea, com. Bogdănești` was read as a street `Intrarea în satul Ulea` of the commune (its seat's
 *   code, ambiguous 0.42): the road's position was a note only right before a name, not before a locality's kind word;
 * - a landmark's word that names a village (`în fața școlii`: Fața, Alba; `la scara din spate`: Spata, one letter off)
 *   was read as the place where a message's sentence held the phrase (the message took its lead, `în`, `la`);
 * - a structured street column `Valea Copcii - nr. 64 - beci inundat` beside `UAT Șimian` was read whole as a street of
 *   the commune: the dashed note after the house number stayed in the street's name.
 *
 * The properties count what they checked, and compare each text with the same address without the words the class adds
 * (the control must give the expected code, or the case is counted unusable, at most half; the street column's control is
 * the same column without its note).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import type { VerifyInput } from '../src/types.js';
import { builtIndex, codeOrError } from './helpers/index.js';
import { communeVillages } from './helpers/commune-villages.js';
import { singleCode, typedStreetSample } from './helpers/town-streets.js';
import { streetTypeById } from '../src/shared/street-name.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 100);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 121_2026);

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const code = (input: VerifyInput): string => codeOrError(index, input);
const free = (text: string): VerifyInput => ({ freeform: text });

describe('a road\'s position before a locality\'s kind word and a village', () => {
  it.each([
    ['Accident rutier DN 5B km 25+300, la intrarea în satul Ulea, com. Bogdănești, jud. Vaslui: 2 autoturisme, o victimă', 'satul Ulea, com. Bogdănești, jud. Vaslui'],
    ['Accident rutier DC 104 km. 100, la intrarea în satul Obârtu, com. Tătărăștii de Jos, jud. TR: 3 autoturisme, 3 victime', 'satul Obârtu, com. Tătărăștii de Jos, jud. TR'],
    ['la ieșirea din satul Ulea, com. Bogdănești, jud. Vaslui', 'satul Ulea, com. Bogdănești, jud. Vaslui'],
  ])('%s is the village', (text, control) => {
    const want = code(free(control));
    expect(want).toMatch(/^\d{6}$/);
    expect(code(free(text))).toBe(want);
  });

  it('property: a commune\'s village keeps its code after `la intrarea în satul` / `la ieșirea din satul` (fast-check)', () => {
    const villages = communeVillages(catalog);
    const leads = ['la intrarea în satul', 'la ieșirea din satul', 'la intrarea în sat', 'la intrare în localitatea'] as const;
    let checked = 0;
    let unusable = 0;
    const failures: string[] = [];
    fc.assert(fc.property(fc.integer({ min: 0, max: villages.length - 1 }), fc.nat(leads.length - 1), fc.boolean(), (at, l, accident) => {
      const v = villages[at]!;
      const address = `${v.name}, com. ${v.unit}, jud. ${v.county}`;
      if (code(free(`satul ${address}`)) !== v.code) {
        unusable++;
        return;
      }
      checked++;
      const text = `${accident ? 'Accident rutier DN 1 km 12, ' : ''}${leads[l]!} ${address}`;
      const got = code(free(text));
      if (got !== v.code) failures.push(`${text}: ${got}, want ${v.code}`);
    }), { numRuns: RUNS, seed: SEED });
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(RUNS / 2);
    expect(unusable).toBeLessThan(RUNS / 2);
  });
});

describe('a landmark phrase whose landmark\'s word names a village', () => {
  it.each([
    ['apelant (agitat): "în București, sector 1, pe str Povernei la 145... în fața școlii... veniți repede"', '010642'],
    ['Miros puternic de gaz la strada Petru Rareș nr. 57, Vaslui, Vaslui, bl. B10, sc. 3, ap. 28, la scara din spate. Client Constantin Barbu, 0771.087.006', '730142'],
  ])('%s is the street', (text, want) => {
    expect(code(free(text))).toBe(want);
  });

  it.each([
    // The villages themselves, named plainly or after `în` and before a landmark note: as before.
    ['sat Fața, com. Almașu Mare, jud. Alba', '517014'],
    ['locuiesc în Fața, lângă biserică, jud. Alba', '517014'],
    ['La Curte din com. Sânmihaiu de Câmpie', '427262'],
  ])('%s keeps its answer', (text, want) => {
    expect(code(free(text))).toBe(want);
  });

  it('property: a town\'s street keeps its code with a landmark note in a caller\'s sentence (fast-check)', () => {
    const streets = typedStreetSample(catalog);
    const landmarks = ['în fața școlii', 'la scara din spate', 'la poarta din spate', 'în spatele blocului', 'în fața blocului'] as const;
    let checked = 0;
    let unusable = 0;
    const failures: string[] = [];
    fc.assert(fc.property(fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 1, max: 60 }), fc.nat(landmarks.length - 1), fc.boolean(), (at, n, l, quoted) => {
      const s = streets[at]!;
      const want = singleCode(catalog, s)!;
      const type = streetTypeById(catalog.streetTypeId(s))!.article!;
      const town = catalog.placeName(catalog.streetPlace(s));
      const address = `${type} ${catalog.streetBareName(s)} nr. ${n}, ${town}`;
      if (code(free(address)) !== want) {
        unusable++;
        return;
      }
      checked++;
      const text = quoted ? `apelant (agitat): "în ${town}, pe ${type} ${catalog.streetBareName(s)} la ${n}... ${landmarks[l]!}... veniți repede"`
        : `Miros puternic de gaz la ${address}, ${landmarks[l]!}. Client Ion Pop, 0771.087.006`;
      const got = code(free(text));
      if (got !== want) failures.push(`${text}: ${got}, want ${want}`);
    }), { numRuns: RUNS, seed: SEED });
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(RUNS / 2);
    expect(unusable).toBeLessThan(RUNS / 2);
  });
});

describe('a village, its number and a dashed note in a structured street column', () => {
  it.each([
    [{ street: 'Valea Copcii - nr. 64 - beci inundat', locality: 'UAT Șimian', county: 'Mehedinți' }, '227453'],
    [{ street: 'Valea Perilor - nr. 289 - beci inundat', locality: 'UAT Cătunele' }, '217141'],
  ])('%j is the village', (fields, want) => {
    expect(code(fields)).toBe(want);
  });

  it.each([
    // A town after a dash in the street column, written with a capital: as before.
    [{ street: 'Str. Abatorului nr. 24 - Arad', locality: 'Arad' }, '310039'],
  ])('%j keeps its answer', (fields, want) => {
    expect(code(fields)).toBe(want);
  });

  it('property: a commune\'s village keeps its code with `- nr. N - note` in the street column (fast-check)', () => {
    const villages = communeVillages(catalog);
    const notes = ['beci inundat', 'curte inundată', 'acoperiș smuls', 'gard căzut'] as const;
    let checked = 0;
    let unusable = 0;
    const failures: string[] = [];
    fc.assert(fc.property(fc.integer({ min: 0, max: villages.length - 1 }), fc.integer({ min: 1, max: 300 }), fc.nat(notes.length - 1), fc.boolean(), (at, n, k, uat) => {
      const v = villages[at]!;
      const locality = uat ? `UAT ${v.unit}` : `Com. ${v.unit}`;
      if (code({ street: `${v.name} - nr. ${n}`, locality, county: v.county }) !== v.code) {
        unusable++;
        return;
      }
      checked++;
      const fields = { street: `${v.name} - nr. ${n} - ${notes[k]!}`, locality, county: v.county };
      const got = code(fields);
      if (got !== v.code) failures.push(`${JSON.stringify(fields)}: ${got}, want ${v.code}`);
    }), { numRuns: RUNS, seed: SEED });
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(RUNS / 2);
    expect(unusable).toBeLessThan(RUNS / 2);
  });
});
