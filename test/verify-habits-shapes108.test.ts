/**
 * Villages written with their commune (issue 24, shapes108, thirty-first session; the forty-fourth set's class 7 and the
 * forty-third set's class 4). On f5b56bf5:
 * - a no-number form closing a structured street field after a village (`{ street: 'Sat Ogrezea FN', locality: 'Comuna
 *   Stâlpeni' }`, `fără număr`, `f.n.`, `s/n`) was read as a word of the village's name: the village was not found and
 *   its commune's seat was answered (partial 0.87);
 * - a call's or a note's head before a colon (`apel fix:`, `client:`) before a village whose name opens with a type word
 *   that also begins places' names (`Colonia 1 Mai`, `Fundătura Mică`, `Drumul Carului`), its number and its commune
 *   marked after it, was read with the village as one untyped street of the commune's seat (partial 0.87).
 *
 * The properties count what they checked: every commune village written with a no-number form keeps the code it has
 * without one; every village named by a type word keeps its code after a head and with its number.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { fold } from '../src/shared/normalize.js';
import { PLACE_LIKE_TYPE_WORDS } from '../src/shared/vocabulary.js';
import { SirutaType } from '../src/shared/place-kind.js';
import type { VerifyInput } from '../src/types.js';
import { builtIndex, codeOrError, verifiedOrError } from './helpers/index.js';
import { communeVillages } from './helpers/commune-villages.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 100);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 108_2026);

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const code = (input: VerifyInput): string => codeOrError(index, input);

describe('a no-number form after a village in a structured street field', () => {
  it.each([
    [{ street: 'Sat Fundătura Mică FN', locality: 'Comuna Ivănești', county: 'VS' }, '737309'],
    [{ street: 'Bârzești fără număr', locality: 'Com. Bărbătești', county: 'Vâlcea' }, '247026'],
    [{ street: 'sat Ibrianu f.n.', locality: 'COM. Cornești', county: 'Dâmbovița' }, '137158'],
    [{ street: 'Anghelești s/n', locality: 'com. Bucium', county: 'jud. Alba' }, '517166'],
    [{ street: 'SAT IBRIANU FN', locality: 'COMUNA CORNESTI', county: 'DB' }, '137158'],
  ])('%j is the village', (input, want) => {
    const got = verifiedOrError(index, input);
    if (typeof got === 'string') throw new Error(got);
    expect(got.address?.postal_code).toBe(want);
    expect(got.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it.each([
    // With the number, or a `nr.` before the form, or in free-form text: as before.
    [{ street: 'sat Ibrianu nr. 12', locality: 'COM. Cornești', county: 'Dâmbovița' }, '137158'],
    [{ street: 'sat Ibrianu nr. FN', locality: 'COM. Cornești', county: 'Dâmbovița' }, '137158'],
    [{ freeform: 'sat Uiasca FN, com. Cordun, jud. Neamț' }, code({ freeform: 'sat Uiasca, com. Cordun, jud. Neamț' })],
    // A town's street: the form is the house's, the street read as before.
    [{ street: 'Strada Lungă FN', locality: 'Brașov' }, '500035'],
  ])('%j keeps its answer', (input, want) => {
    expect(code(input)).toBe(want);
  });

  it('a commune\'s village keeps its code with a no-number form closing the street field (fast-check)', () => {
    const villages = communeVillages(catalog);
    const forms = ['FN', 'fn', 'F.N.', 'f.n.', 'f/n', 's/n', 'fără număr', 'fara numar', 'fără nr.'] as const;
    let checked = 0;
    let unusable = 0;
    const failures: string[] = [];
    fc.assert(fc.property(fc.integer({ min: 0, max: villages.length - 1 }), fc.nat(forms.length - 1), fc.boolean(), (at, f, marked) => {
      const v = villages[at]!;
      const street = `${marked ? 'Sat ' : ''}${v.name}`;
      const plain = verifiedOrError(index, { street, locality: `Comuna ${v.unit}`, county: v.county });
      if (typeof plain === 'string' || plain.address?.postal_code !== v.code) {
        unusable++;
        return;
      }
      checked++;
      const input = { street: `${street} ${forms[f]!}`, locality: `Comuna ${v.unit}`, county: v.county };
      const got = code(input);
      if (got !== v.code) failures.push(`${JSON.stringify(input)}: ${got}, want ${v.code}`);
    }), { numRuns: RUNS, seed: SEED });
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(RUNS / 2);
    expect(unusable).toBeLessThan(RUNS / 2);
  });
});

/** The villages whose name opens with a type word that also begins places' names, with their unit and county. */
const typeWordVillages: { name: string; unit: string; word: string; county: string; code: string }[] = [];
for (let p = 0; p < catalog.placeCount; p++) {
  const unit = catalog.placeParent(p);
  if (catalog.isSector(p) || unit === undefined || catalog.placePostalCode(p) === '') continue;
  const words = fold(catalog.placeName(p)).split(/[ -]+/);
  if (words.length < 2 || !PLACE_LIKE_TYPE_WORDS.has(words[0]!) || fold(catalog.placeName(unit)) === fold(catalog.placeName(p))) continue;
  const word = catalog.placeType(unit) === SirutaType.commune ? 'com.' : catalog.placeType(unit) === SirutaType.town ? 'oraș' : 'mun.';
  typeWordVillages.push({ name: catalog.placeName(p), unit: catalog.placeName(unit), word, county: catalog.countyName(catalog.placeCounty(p)), code: catalog.placePostalCode(p) });
}

describe('a head before a colon, then a village named by a type word, its number and its commune', () => {
  it.each([
    ['apel fix: Colonia Reconstrucția 12 (com Feldioara, jud Brasov)', '507066'],
    ['client: Fundătura Mică 5, com. Ivănești, jud. Vaslui', '737309'],
    ['Beneficiar: Drumul Carului 44 (com. Moieciu, jud. Brașov)', '507132'],
    ['telefon fix: Colonia Fabricii nr. 30, comuna Tomești, Timiș', '307412'],
    ['programare: Colonia Brazi nr 8 (com. Brazi, jud. Prahova)', '107090'],
    ['apel: Calea Mare 7, com. Lăzăreni, jud. Bihor', '417307'],
  ])('%s is the village', (text, want) => {
    const got = verifiedOrError(index, { freeform: text });
    if (typeof got === 'string') throw new Error(got);
    expect(got.address?.postal_code).toBe(want);
  });

  it.each([
    // A town before a colon with no unit marked after the street keeps its answer.
    ['Brasov: Calea Bucuresti 5', '500326'],
    ['brasov: Calea Bucuresti 5, Brașov', '500326'],
    // A village named otherwise after a head: as before.
    ['apel fix: Ogrezea 12 (com Stâlpeni, jud Arges)', '117668'],
  ])('%s keeps its answer', (text, want) => {
    expect(code({ freeform: text })).toBe(want);
  });

  it('each such village keeps its code after a head, with its number (fast-check)', () => {
    expect(typeWordVillages.length).toBeGreaterThan(10);
    const heads = ['apel fix:', 'client:', 'Beneficiar:', 'comanda noua:', 'sunat de pe fix:'] as const;
    let checked = 0;
    const failures: string[] = [];
    fc.assert(fc.property(fc.integer({ min: 0, max: typeWordVillages.length - 1 }), fc.nat(heads.length - 1), fc.integer({ min: 1, max: 300 }), fc.boolean(), fc.boolean(), (at, h, n, brackets, marker) => {
      const v = typeWordVillages[at]!;
      const unit = brackets ? ` (${v.word} ${v.unit}, jud. ${v.county})` : `, ${v.word} ${v.unit}, jud. ${v.county}`;
      const text = `${heads[h]!} ${v.name} ${marker ? 'nr. ' : ''}${n}${unit}`;
      checked++;
      const got = code({ freeform: text });
      if (got !== v.code) failures.push(`${text}: ${got}, want ${v.code}`);
    }), { numRuns: RUNS, seed: SEED });
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(RUNS);
  });
});
