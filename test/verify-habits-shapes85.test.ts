/**
 * Issue 24, shapes85 (twenty-seventh session): wrong or unsure answers the twenty-sixth session left alone, each a class.
 *
 * - An institution named for a village whose name opens with a type word that also names places, its county in
 *   brackets, then its commune (`Grădinița Fundătura (Vâlcea) comuna Vlădești`): the bracket was read as the other name
 *   of a place (`Fundătura` left out as a note) or as the street `Fundătura (Vâlcea`, and the commune's seat answered
 *   `valid` at 0.97. The institution's side of a bracket is the institution's (address-parser.ts, `otherNameReadings`),
 *   and such a type word before a few words and a bracketed county opens no street (runs.ts,
 *   `villageBeforeBracketedCounty`): the village.
 * - The same with a village of another commune of the county (`Școala Gimnazială Nuci (Călărași) comuna Luica`): the
 *   school's village or the commune written, the text does not say; the seat was `valid` at 0.97, now never sure nor
 *   `valid` (`CONFIDENCE.villageElsewhere`). A patron's name opening with a given name names no village.
 * - The other address's label first, the one meant after it with no label (`Facturare: A | B`): one label settles both
 *   (`OBJECT_ADDRESS`'s `otherAddressFirst`): B, sure (was A at 0.85).
 * - A county institution's acronym and its county, a dash, its local unit named for the town (`ISU Caraș-Severin -
 *   Detașamentul de Pompieri Oravița, Oravița`): the acronym is the institution's, the county the address's
 *   (`INSTITUTION_AFTER_ADDRESS` opening the text), the unit an institution's name (`detașamentul`, `subunitatea`,
 *   `Garda de Intervenție`): sure (was 0.57-0.79).
 * - E209's largest classes: a numbered institution after a town's colon and a sentence's `la`, before `de pe` and the
 *   street (`Sibiu: la Școala Gimnazială nr. 12 de pe Strada Ocnei 8`): its word heads the numbered thing
 *   (`NUMBERED_THINGS`), the town is read; a numbered institution in brackets after the house number (`Str. Horea nr. 12
 *   (Grădinița nr. 3), Turda`): the institution's (`PARENTHESIZED_NOTES`), its number no house's.
 *
 * Examples of other places than the typists' (each fails on 029e1c7), and fast-check properties over the data's villages
 * and towns' streets (fixed seeds, each counting what it checked).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { isGivenName, streetTypeById } from '../src/shared/street-name.js';
import { PLACE_LIKE_TYPE_WORDS } from '../src/shared/vocabulary.js';
import { fold } from '../src/shared/normalize.js';
import { answerOf, expectCodesOf } from './helpers/habit-answers.js';
import { communeVillages } from './helpers/commune-villages.js';
import { builtIndex } from './helpers/index.js';
import { propertyRuns, typedStreetSample } from './helpers/town-streets.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const answer = answerOf(index);
const expectCodes = expectCodesOf(answer);

describe('verify: an institution named for a village, its county in brackets, then a commune', () => {
  it('a village named by a type word that names places, of the commune written: the village (was the seat, valid)', () => {
    expectCodes([
      ['Grădinița Fundătura (Vâlcea) comuna Vlădești', '247741'],
      ['Dispensarul Vad (Neamț) comuna Dragomirești', '617171'],
      ['Căminul Cultural Colonia Bod (Brașov) comuna Bod', '507020'],
    ]);
    expect(answer('Grădinița Fundătura (Vâlcea) comuna Vlădești').confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('a village of another commune of the county: the commune written, never sure nor valid (was valid at 0.97)', () => {
    for (const text of ['Școala Gimnazială Nuci (Călărași) comuna Luica', 'Grădinița Cucova (Iași) comuna Tomești']) {
      const a = answer(text);
      expect(a.confidence, text).toBeLessThan(0.9);
      expect(a.verdict, text).not.toBe('valid');
    }
  });

  it('a patron named by a given name, and a village of the commune written, stay sure', () => {
    expect(answer('Școala Gimnazială Avram Iancu (Alba) comuna Vidra').confidence).toBeGreaterThanOrEqual(0.9);
    expect(answer('Grădinița Fundătura (Vâlcea) comuna Vlădești').verdict).toBe('valid');
  });

  const villages = communeVillages(catalog);
  const namedIn = new Set(villages.map((v) => `${v.county}|${v.unit}|${fold(v.name)}`));
  const unitsOf = new Map<string, string[]>();
  for (const v of villages) {
    const units = unitsOf.get(v.county) ?? [];
    if (!units.includes(v.unit)) units.push(v.unit);
    unitsOf.set(v.county, units);
  }

  it('a village of another commune of the county after an institution\'s word is never sure nor valid', () => {
    const plain = villages.filter((v) => !isGivenName(fold(v.name).split(/[\s-]+/)[0]!) && !PLACE_LIKE_TYPE_WORDS.has(fold(v.name).split(/[\s-]+/)[0]!));
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: plain.length - 1 }), fc.nat(), fc.constantFrom('Școala', 'Grădinița', 'Căminul Cultural', 'Dispensarul'), (i, j, head) => {
      const v = plain[i]!;
      const units = unitsOf.get(v.county)!.filter((u) => u !== v.unit);
      if (units.length === 0) return;
      const unit = units[j % units.length]!;
      if (fold(unit) === fold(v.name) || namedIn.has(`${v.county}|${unit}|${fold(v.name)}`)) return;
      checked++;
      const text = `${head} ${v.name} (${v.county}) comuna ${unit}`;
      const a = answer(text);
      expect(a.confidence, text).toBeLessThan(0.9);
      expect(a.verdict, text).not.toBe('valid');
    }), propertyRuns(8501));
    expect(checked).toBeGreaterThan(50);
  });
});

describe('verify: the other address labelled first, the one meant unlabelled after it', () => {
  it('answers the second, sure (was the first at 0.85)', () => {
    const billing = answer('Facturare: Bd. Republicii nr. 8, Pitești | Str. Horea nr. 12, Turda');
    expect(billing.code).toBe('401152');
    expect(billing.confidence).toBeGreaterThanOrEqual(0.9);
    expectCodes([['Adresa de corespondenta: Str. Horea nr. 12, Turda / Bd. Republicii nr. 8, Pitești', '110062']]);
  });

  it('one label, whichever address it labels, settles both: the code of the address meant', () => {
    const streets = typedStreetSample(catalog);
    const anyStreet = fc.integer({ min: 0, max: streets.length - 1 }).map((i) => streets[i]!);
    const line = (s: number, n: number): string => `${streetTypeById(catalog.streetTypeId(s))!.article} ${catalog.streetBareName(s)} nr. ${n}, ${catalog.placeName(catalog.streetPlace(s))}`;
    let checked = 0;
    fc.assert(fc.property(anyStreet, anyStreet, fc.integer({ min: 2, max: 90 }), fc.constantFrom('; ', ' / ', ' | '), fc.constantFrom('Adresa facturare:', 'Expeditor:', 'Adresa de corespondență:'), (a, b, n, between, label) => {
      if (fold(catalog.placeName(catalog.streetPlace(a))) === fold(catalog.placeName(catalog.streetPlace(b)))) return;
      const other = answer(line(a, n));
      const meant = answer(line(b, n + 1));
      if (other.code === undefined || other.confidence < 0.9 || meant.code === undefined || meant.confidence < 0.9 || other.code === meant.code) return;
      checked++;
      const text = `${label} ${line(a, n)}${between}${line(b, n + 1)}`;
      const got = answer(text);
      expect(got.code, text).toBe(meant.code);
      expect(got.confidence, text).toBeGreaterThanOrEqual(0.9);
    }), propertyRuns(8502));
    expect(checked).toBeGreaterThan(50);
  });
});

describe('verify: a county institution\'s acronym, its county and its unit before the address', () => {
  it('reads the acronym as the institution\'s, the county as the address\'s (was 0.57-0.79)', () => {
    for (const [text, code] of [
      ['ISU Caraș-Severin - Detașamentul de Pompieri Oravița, Oravița', '325600'],
      ['Bună ziua, ISU Suceava - Detașamentul de Pompieri Gura Humorului, Gura Humorului', '725300'],
      ['DSP Argeș - Dispensarul Uleni, Uleni', '117153'],
    ] as const) {
      const a = answer(text);
      expect(a.code, text).toBe(code);
      expect(a.confidence, text).toBeGreaterThanOrEqual(0.9);
    }
  });

  // (At 0.85 or more, not 0.9: a county named like its seat, `ISU Bistrița-Năsăud - … Bistrița, …`, reads the county's
  // name as the town's and the town's as the county's written short: the same code at 0.87, a class of its own.)
  it('before a town\'s street, keeps the plain street\'s code, at 0.85 or more (was 0.57-0.79)', () => {
    const streets = typedStreetSample(catalog);
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 1, max: 90 }), fc.constantFrom('', 'Salut, ', 'Bună ziua, '), fc.constantFrom('ISU', 'IPJ'), (i, n, greeting, acronym) => {
      const s = streets[i]!;
      const place = catalog.streetPlace(s);
      const town = catalog.placeName(place);
      const street = `${streetTypeById(catalog.streetTypeId(s))!.article} ${catalog.streetBareName(s)} nr. ${n}, ${town}`;
      const plain = answer(street);
      if (plain.code === undefined || plain.confidence < 0.9) return;
      checked++;
      const unit = acronym === 'ISU' ? 'Detașamentul de Pompieri' : 'Postul de Poliție';
      const text = `${greeting}${acronym} ${catalog.countyName(catalog.placeCounty(place))} - ${unit} ${town}, ${street}`;
      const got = answer(text);
      expect(got.code, text).toBe(plain.code);
      expect(got.confidence, text).toBeGreaterThanOrEqual(0.85);
    }), propertyRuns(8503));
    expect(checked).toBeGreaterThan(50);
  });
});

describe('verify: a numbered institution around the street (E209\'s largest classes)', () => {
  it('after a town\'s colon and a sentence\'s `la`, before `de pe` and the street: the town\'s street (was a village Șoala)', () => {
    expectCodes([['Sibiu: la Școala Gimnazială nr. 12 de pe Strada Ocnei 8', '550188']]);
  });

  it('in brackets after the house number: its number is no house\'s (was 0.87)', () => {
    for (const text of ['Str. Horea nr. 12 (Grădinița nr. 3), Turda', 'Coadă mare la secția 17 din Pitești, Bd. Republicii nr. 8 (Școala Gimnazială nr. 5) - stăm de o oră']) {
      expect(answer(text).confidence, text).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('a numbered institution in brackets after a town\'s street keeps the plain street\'s code and its sureness', () => {
    const streets = typedStreetSample(catalog);
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 1, max: 90 }), fc.integer({ min: 1, max: 40 }), fc.constantFrom('Grădinița', 'Școala Gimnazială', 'Liceul Teoretic'), (i, n, k, head) => {
      const s = streets[i]!;
      const street = `${streetTypeById(catalog.streetTypeId(s))!.article} ${catalog.streetBareName(s)} nr. ${n}`;
      const town = catalog.placeName(catalog.streetPlace(s));
      const plain = answer(`${street}, ${town}`);
      if (plain.code === undefined || plain.confidence < 0.9) return;
      checked++;
      const text = `${street} (${head} nr. ${k}), ${town}`;
      const got = answer(text);
      expect(got.code, text).toBe(plain.code);
      expect(got.confidence, text).toBeGreaterThanOrEqual(0.9);
    }), propertyRuns(8504));
    expect(checked).toBeGreaterThan(50);
  });
});
