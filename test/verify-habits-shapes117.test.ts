/**
 * The forty-third and forty-fourth sets' remaining classes (issue 24, shapes117, thirty-second session). On acd58a6d:
 * - a town named like its own county that is not its seat (Covasna), the county's code after it and an untyped street
 *   of the seat (`Covasna (CV), Lăcrămioarei nr 24`, `Înfundată nr 71, Covasna, CV`) was the seat's street (ambiguous 0.52):
 *   a reading had the code stand for the seat and the town's name for its county;
 * - a ride's pick-up word opening a village's field (`îmbarcare`, `preluare`, `Transfer from`) was read as a word of the
 *   village's name, and the commune after it was answered (0.71-0.79); a dispatcher's `P:` was read into the street's
 *   name (0.7); English `comm.` after a commune's name was no kind word;
 * - a message's `pt`/`pentru` before a village written with a typing mistake (`o masina pt ghriisa, beltiug, satu mare,
 *   nr 243`): `pt ghriisa` a Piața of the commune, its seat answered (0.87);
 * - a county's code closing the address glued by a full stop to a note (`…,Bacău,BC.Unitatea ext pe balcon`): the note
 *   read as a commune's name, the village Petru Rareș of Bistrița-Năsăud answered.
 *
 * The properties count what they checked, and compare each text with the same address without the words the class adds
 * (the control must be the village's code, or the case is counted unusable, at most half).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import type { VerifyInput, VerifyResult } from '../src/types.js';
import { builtIndex, codeOrError } from './helpers/index.js';
import { communeVillages } from './helpers/commune-villages.js';
import { seatOf } from './helpers/town-streets.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 100);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 117_2026);

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const code = (input: VerifyInput): string => codeOrError(index, input);
const verify = (input: VerifyInput): VerifyResult => index.verify(input);
const free = (text: string): VerifyInput => ({ freeform: text });

/** The town Covasna's one code. */
const COVASNA = '525200';

describe('a town named like its county, the county\'s code beside it, a street of the seat', () => {
  it.each([
    'Covasna (CV), Lăcrămioarei nr 24',
    'Covasna, CV, Lăcrămioarei nr 24',
    'Înfundată nr 71, Covasna, CV',
    'Covasna (CV), Liliacului nr 86: montaj aer condiționat',
  ])('%s is the town Covasna', (text) => {
    const r = verify(free(text));
    expect(r.address.postal_code).toBe(COVASNA);
    expect(r.address.locality).toBe('Covasna');
    expect(r.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it.each([
    // A typed street: the town, as before.
    ['COVASNA (CV), STR. LILIACULUI 86', COVASNA],
    // The county marked names no town: the code is the seat's, as before.
    ['Str. Câmpului 101, jud. Covasna, CV', '520037'],
    ['Str. Câmpului 101, CV', '520037'],
    ['Str. Câmpului 101, Sfântu Gheorghe, CV', '520037'],
  ])('%s keeps its answer', (text, want) => {
    expect(code(free(text))).toBe(want);
  });

  it('property: any street of Sfântu Gheorghe beside `Covasna (CV)` or `Covasna, CV` is the town Covasna (fast-check)', () => {
    const seat = seatOf(catalog, 'CV');
    const s = catalog.placeStreets(seat);
    const streets: string[] = [];
    for (let i = s.from; i < s.to; i++) streets.push(catalog.streetName(i));
    expect(streets.length).toBeGreaterThan(50);
    let checked = 0;
    const failures: string[] = [];
    fc.assert(fc.property(fc.constantFrom(...streets), fc.integer({ min: 1, max: 150 }), fc.nat(2), fc.boolean(), (street, n, form, untyped) => {
      const name = untyped ? street.replace(/^Strada /, '') : street;
      const text = form === 0 ? `Covasna (CV), ${name} nr. ${n}` : form === 1 ? `${name} ${n}, Covasna, CV` : `Covasna, CV, ${name} ${n}`;
      checked++;
      const got = code(free(text));
      if (got !== COVASNA) failures.push(`${text}: ${got}`);
    }), { numRuns: RUNS, seed: SEED });
    expect(failures).toEqual([]);
    expect(checked).toBe(RUNS);
  });
});

describe('a ride\'s pick-up word before its place', () => {
  it.each([
    ['loc 7 / Pop Ana / îmbarcare Hoancă, Sohodol, Alba', 'Hoancă, Sohodol, Alba'],
    ['preluare Piatra, Cocorăștii Colț, Prahova', 'Piatra, Cocorăștii Colț, Prahova'],
    ['Transfer from Hoanca, Sohodol comm., Alba, to Iasi airport', 'Hoanca, Sohodol commune, Alba'],
    ['TRANSFER DIN PIATRA, COCORASTII COLT COMM., PH', 'Piatra, Cocorastii Colt commune, PH'],
    ['urcare Olteni, Bodoc, Covasna', 'Olteni, Bodoc, Covasna'],
    ['preluare de la Olteni, Bodoc, Covasna', 'Olteni, Bodoc, Covasna'],
  ])('%s is the village of %s', (text, control) => {
    const want = code(free(control));
    expect(want).toMatch(/^\d{6}$/);
    const r = verify(free(text));
    expect(r.address.postal_code).toBe(want);
    expect(r.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it('a dispatcher\'s `P:` is no word of the street: as sure as without it', () => {
    for (const [text, without] of [
      ['P: Mărășești 44 / BR Brăila / 11 min / #361', 'Mărășești 44 / BR Brăila / 11 min / #361'],
      ['P:Libertății 53 / GR Giurgiu / 2 min / #167', 'Libertății 53 / GR Giurgiu / 2 min / #167'],
    ] as const) {
      const r = verify(free(text));
      const plain = verify(free(without));
      expect(r.address.postal_code).toBe(plain.address.postal_code);
      expect(r.address.street).toBe(plain.address.street);
      expect(r.confidence).toBe(plain.confidence);
    }
  });

  it.each([
    // A village named by a type word, a street named like a pick-up: not this rule's.
    ['Drumul Carului 44, Moieciu, Brașov', '507132'],
    ['Str. Plecării 5, Brașov', code(free('Str. Plecării 5, Brașov'))],
  ])('%s keeps its answer', (text, want) => {
    expect(code(free(text))).toBe(want);
  });

  it('property: a commune\'s village keeps its code after a pick-up word opening its field (fast-check)', () => {
    const villages = communeVillages(catalog);
    const leads = ['îmbarcare ', 'preluare ', 'urcare ', 'plecare din ', 'preluare de la ', 'Transfer from ', 'Transfer din '] as const;
    let checked = 0;
    let unusable = 0;
    const failures: string[] = [];
    fc.assert(fc.property(fc.integer({ min: 0, max: villages.length - 1 }), fc.nat(leads.length - 1), fc.boolean(), (at, l, sheet) => {
      const v = villages[at]!;
      const address = `${v.name}, ${v.unit}, ${v.county}`;
      if (code(free(address)) !== v.code) {
        unusable++;
        return;
      }
      checked++;
      const text = `${sheet ? 'loc 12 / Dinu Mihai / ' : ''}${leads[l]!}${address}`;
      const got = code(free(text));
      if (got !== v.code) failures.push(`${text}: ${got}, want ${v.code}`);
    }), { numRuns: RUNS, seed: SEED });
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(RUNS / 2);
    expect(unusable).toBeLessThan(RUNS / 2);
  });
});

describe('a message\'s `pt`/`pentru` before a misspelt village', () => {
  it.each([
    ['o masina pt hoacna, sohodol, alba, nr 12', 'hoacna, sohodol, alba, nr 12'],
    ['un taxi pentru Olteeni, Bodoc, Covasna, nr. 61', 'Olteeni, Bodoc, Covasna, nr. 61'],
  ])('%s is the village', (text, control) => {
    const want = code(free(control));
    expect(want).toMatch(/^\d{6}$/);
    expect(code(free(text))).toBe(want);
  });

  it.each([
    // `pentru` before a given name is the addressee's; `pt` before a town's street, a paper's `pt.`: as before.
    ['Colet pentru Ion Popescu, Brasov, str. Lunga 5', '500035'],
    ['chiria pe decembrie pt Sibiu, Calea Turnișorului nr. 63', '550048'],
    ['Pt. bunicii mei: Milovan, comuna Pleșoi, Dolj', '207479'],
  ])('%s keeps its answer', (text, want) => {
    expect(code(free(text))).toBe(want);
  });

  it('property: a commune\'s village with a swapped pair of letters keeps its code after `o masina pt` (fast-check)', () => {
    const villages = communeVillages(catalog).filter((v) => /^\p{L}{6,}$/u.test(v.name));
    let checked = 0;
    let unusable = 0;
    const failures: string[] = [];
    fc.assert(fc.property(fc.integer({ min: 0, max: villages.length - 1 }), fc.nat(100), fc.boolean(), fc.boolean(), (at, where, long, number) => {
      const v = villages[at]!;
      const chars = [...v.name.toLowerCase()];
      const i = 2 + (where % (chars.length - 3));
      [chars[i], chars[i - 1]] = [chars[i - 1]!, chars[i]!];
      const address = `${chars.join('')}, ${v.unit.toLowerCase()}, ${v.county.toLowerCase()}${number ? `, nr ${where + 1}` : ''}`;
      if (code(free(address)) !== v.code) {
        unusable++;
        return;
      }
      checked++;
      const text = `o masina ${long ? 'pentru' : 'pt'} ${address}`;
      const got = code(free(text));
      if (got !== v.code) failures.push(`${text}: ${got}, want ${v.code}`);
    }), { numRuns: RUNS, seed: SEED });
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(RUNS / 2);
    expect(unusable).toBeLessThan(RUNS / 2);
  });
});

describe('a county\'s code glued by a full stop to a note', () => {
  it.each([
    ['Petru Rareș 12,Bacău,BC.Centrala e în bucătărie', 'Petru Rareș 12,Bacău,BC'],
    ['Adresa: Petru Rareș 12, Bacău, BC. Unitatea exterioară pe balcon', 'Adresa: Petru Rareș 12, Bacău, BC'],
  ])('%s is the street of the town', (text, control) => {
    const want = code(free(control));
    expect(want).toMatch(/^60\d{4}$/);
    expect(code(free(text))).toBe(want);
  });

  it.each([
    // A staircase's letters (no county's code), a note after a comma: as before.
    ['Str. Lungă 5, bl. 3, SC.B, ap. 4, Brașov', '500035'],
    ['Adresa: Petru Rareș 12, Bacău, BC. Sunați înainte', '600040'],
  ])('%s keeps its answer', (text, want) => {
    expect(code(free(text))).toBe(want);
  });
});
