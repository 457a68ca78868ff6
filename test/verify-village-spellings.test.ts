/**
 * Villages as rural registers spell them, which the twelfth session's probes found wrong (issue
 * 24), as properties over the index's own villages (fast-check) and examples:
 *
 * - a stray word opening the village's field beside its marked commune (a mistyped `sat`: `sar
 *   Goleț, com. Bucoșnița`) gives the village's code, not the commune's seat;
 * - a village's name hyphenated to `Sat` written with a space (`Sascut Sat` for Sascut-Sat) gives
 *   that village, not its namesake seat (`Sascut`);
 * - a name's first word written with the long article or none where the name writes the short one
 *   (`Podul Oltului`, `Pod Jijiei`, `Satul Mare`) gives that village;
 * - a street written by a word that another inflection of a street's name has (`Bradu`: Strada
 *   Bradului) while another street has the word as written (Strada Ion Bradu) is answered below 0.9.
 *
 * Every property counts the inputs it checked and asserts that all of them were. The seed is fixed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { AddressError } from '../src/shared/errors.js';
import { COUNTIES } from '../src/shared/aliases.js';
import { fold } from '../src/shared/normalize.js';
import { SirutaType } from '../src/shared/place-kind.js';
import type { VerifyInput } from '../src/types.js';
import { builtIndex } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const runs = { numRuns: Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 150), seed: Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 12_2026) };
const RUNS = runs.numRuns;

/** The code of the answer and its confidence; an error's code (`error:locality_not_found`) at confidence 0. */
function answer(input: VerifyInput): { code: string; confidence: number } {
  let result: ReturnType<LoadedIndex['verify']> | undefined;
  let error = '';
  try {
    result = index.verify(input);
  } catch (err) {
    if (!(err instanceof AddressError)) throw err;
    error = `error:${err.code}`;
  }
  return result ? { code: result.address.postal_code, confidence: result.confidence } : { code: error, confidence: 0 };
}

const VILLAGE_TYPES: ReadonlySet<number> = new Set([SirutaType.communeVillage, SirutaType.townVillage]);
const withStreets = new Set<number>();
for (let s = 0; s < catalog.streetCount; s++) withStreets.add(catalog.streetPlace(s));
const inCounty = new Map<string, number>();
for (let p = 0; p < catalog.placeCount; p++) {
  const key = `${catalog.placeCounty(p)}|${fold(catalog.placeName(p))}`;
  inCounty.set(key, (inCounty.get(key) ?? 0) + 1);
}
const countyNames = new Set<string>(COUNTIES.map((c) => c.folded));

/** Villages of communes and towns with a code of their own and no streets, named so once in their county, whose unit names no county. */
function villagesWhere(f: (name: string) => boolean): number[] {
  const out: number[] = [];
  for (let p = 0; p < catalog.placeCount; p++) {
    if (!VILLAGE_TYPES.has(catalog.placeType(p)) || catalog.placePostalCode(p) === '' || withStreets.has(p)) continue;
    if (inCounty.get(`${catalog.placeCounty(p)}|${fold(catalog.placeName(p))}`) !== 1 || !f(catalog.placeName(p))) continue;
    const unit = catalog.placeParent(p);
    if (unit === undefined || countyNames.has(fold(catalog.placeName(unit))) || fold(catalog.placeName(unit)) === fold(catalog.placeName(p))) continue;
    out.push(p);
  }
  return out;
}

/** The village with its unit written as registers mark it. */
function described(p: number): { v: string; unit: string; county: string; code: string } {
  const unit = catalog.placeParent(p)!;
  const marker = catalog.placeType(unit) === SirutaType.commune ? 'com.' : 'oraș';
  return { v: catalog.placeName(p), unit: `${marker} ${catalog.placeName(unit)}`, county: catalog.countyName(catalog.placeCounty(p)), code: catalog.placePostalCode(p) };
}

// (A name with a given name in it, `Traian`, `Valea lui Mihai`, is drawn too: after a mistyped
// `sat` it is the village, not the addressee. Not names opening with a marker word.)
const plain = villagesWhere((name) => !/^(sat|satu|satul|colonia|cartier|zona|valea|dealu|podu) /i.test(name));
const plainVillage = fc.integer({ min: 0, max: plain.length - 1 }).map((i) => described(plain[i]!));
/** `sat` mistyped: a letter changed, dropped, added or two swapped; none a word of the vocabulary. */
const mistypedSat = fc.constantFrom('sar', 'dat', 'sta', 'sag', 'aat', 'saat');

describe('verify: a mistyped `sat` opening the village\'s field beside its marked commune', () => {
  it('gives the village, not the commune\'s seat, with or without a house number (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(plainVillage, mistypedSat, fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined }), (x, stray, number) => {
      checked++;
      const text = `${stray} ${x.v}${number === undefined ? '' : ` nr. ${number}`}, ${x.unit}, jud. ${x.county}`;
      const result = index.verify({ freeform: text });
      expect(result.address?.postal_code, text).toBe(x.code);
      // Read as the marker, mistyped: the locality's correction quotes it (nothing typed disappears).
      expect(result.corrections, text).toContainEqual({ field: 'locality', from: `${stray} ${x.v}`, to: x.v, reason: 'spelling' });
    }), runs);
    expect(checked).toBe(RUNS);
  });

  it('reads `sa` (`sat` cut short, also a word of its own) as the marker before a house number beside the commune (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(plainVillage, fc.constantFrom('sa', 'SA', 'Sa'), fc.integer({ min: 1, max: 400 }), (x, stray, number) => {
      checked++;
      const text = `${stray} ${x.v} nr. ${number}, ${x.unit}, jud. ${x.county}`;
      const result = index.verify({ freeform: text });
      expect(result.address?.postal_code, text).toBe(x.code);
      expect(result.corrections, text).toContainEqual({ field: 'locality', from: `${stray} ${x.v}`, to: x.v, reason: 'spelling' });
    }), runs);
    expect(checked).toBe(RUNS);
  });

  it('does not read a word of its own one letter from `sat` as the marker (`sau`, `st`)', () => {
    // `sau` (or) opening the field is a word no part takes, not the village's marker.
    const r = index.verify({ freeform: 'sau Ciocadia nr. 105, Com. Bengești-Ciocadia, Județul Gorj' });
    expect(r.corrections?.some((c) => c.field === 'locality' && c.reason === 'spelling' && c.from.startsWith('sau'))).toBe(false);
  });
});

describe('verify: a village\'s name hyphenated to `Sat`, written with a space', () => {
  const hyphenated = villagesWhere((name) => /^[^ -]+-Sat$/.test(name));

  it('gives that village, with its commune or alone with the county (every such village)', () => {
    expect(hyphenated.length).toBeGreaterThanOrEqual(5);
    let checked = 0;
    for (const p of hyphenated) {
      const x = described(p);
      const spaced = x.v.replace('-', ' ');
      for (const text of [`${spaced}, ${x.unit}, jud. ${x.county}`, `${spaced} nr. 12, ${x.unit}, jud. ${x.county}`, `${spaced}, ${x.county}`]) {
        checked++;
        expect(answer({ freeform: text }).code, text).toBe(x.code);
      }
    }
    expect(checked).toBe(hyphenated.length * 3);
  });

  it('still reads a kind word after a name as its marker where no name has it', () => {
    // `Pietroasa sat, Moldovenești, Cluj`: the village Pietroasa (no `Pietroasa-Sat`).
    expect(answer({ freeform: 'Pietroasa sat, Moldovenești, Cluj' }).code).toBe(answer({ freeform: 'sat Pietroasa, com. Moldovenești, jud. Cluj' }).code);
  });
});

describe('verify: a name\'s first word with the long article or none for the short one', () => {
  // Names whose first word ends in the short article after a consonant (`Dealu Mare`, `Vadu Izei`),
  // that word no street type's (`Podu`, `Vadu`, `Câmpu`: written `Podul lui Paul, oraș Zlatna`, a street of
  // the town is as likely; see the examples below) nor a marker's (`Satu`, `Orașu`).
  const shortArticle = villagesWhere((name) => /^\p{L}+[b-df-hj-np-tv-zșț]u /u.test(name) && !/^(satu|orasu|podu|vadu|campu) /.test(fold(name)));
  const articled = fc.integer({ min: 0, max: shortArticle.length - 1 }).map((i) => described(shortArticle[i]!));

  // (Held before this session's change too, as one typing mistake, at 0.87: a guard of the form.)
  it('in the locality field gives the village, `Podul Oltului` or `Pod Oltului` (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(articled, fc.boolean(), (x, long) => {
      checked++;
      const written = x.v.replace(/^(\p{L}+)u /u, long ? '$1ul ' : '$1 ');
      expect(answer({ locality: written, county: x.county }).code, `${written}, ${x.county}`).toBe(x.code);
    }), runs);
    expect(checked).toBe(RUNS);
  });

  it('in free-form text beside its commune gives the village (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(articled, fc.boolean(), (x, marked) => {
      checked++;
      const written = x.v.replace(/^(\p{L}+)u /u, '$1ul ');
      const text = `${marked ? 'sat ' : ''}${written}, ${x.unit}, jud. ${x.county}`;
      expect(answer({ freeform: text }).code, text).toBe(x.code);
    }), runs);
    expect(checked).toBe(RUNS);
  });

  it('reads a street type word of the long article as the name\'s, where no street of it is written', () => {
    expect(answer({ locality: 'Podul Oltului', county: 'Brașov' }).code).toBe(answer({ locality: 'Podu Oltului', county: 'Brașov' }).code);
    expect(answer({ locality: 'Pod Jijiei', county: 'Iași' }).code).toBe(answer({ locality: 'Podu Jijiei', county: 'Iași' }).code);
    expect(answer({ freeform: 'Vadul Izei nr. 5, com. Vadu Izei, jud. Maramureș' }).code).toBe(answer({ freeform: 'Vadu Izei nr. 5, com. Vadu Izei, jud. Maramureș' }).code);
  });

  it('reads `Satul` before the second word of a `Satu` name as that name', () => {
    expect(answer({ locality: 'Satul de Sus', county: 'Prahova' }).code).toBe(answer({ locality: 'Satu de Sus', county: 'Prahova' }).code);
    expect(answer({ freeform: 'Satul Lung nr. 372, com. Chinteni, jud. Cluj' }).code).toBe(answer({ freeform: 'Satu Lung, com. Chinteni, jud. Cluj' }).code);
    // `sat Poieni` is the village Poieni where one is (not Satu Poieni).
    expect(answer({ street: 'sat Poieni nr 68', locality: 'Piatra Șoimului', county: 'Neamț' }).code).toBe(answer({ freeform: 'sat Poieni, com. Piatra Șoimului, jud. Neamț' }).code);
  });
});

describe('verify: a street written by a word another inflection of a name has, beside a street with the word as written', () => {
  it('is answered below 0.9 (Strada Bradului, or Strada Ion Bradu)', () => {
    const got = answer({ freeform: 'Str. Bradu nr. 19, Oradea, jud. Bihor' });
    expect(got.confidence).toBeLessThan(0.9);
    // Written whole, each is sure: Strada Ion Bradu; Strada Bradului with its postal code. (Without it, Strada Bradului
    // is below 0.9 since confident96: Strada Branului of Oradea, one typing mistake from it, holds 19 too.)
    expect(answer({ freeform: 'Str. Ion Bradu nr. 19, Oradea, jud. Bihor' }).confidence).toBeGreaterThanOrEqual(0.9);
    expect(answer({ freeform: 'Str. Bradului nr. 19, Oradea, jud. Bihor 410103' }).confidence).toBeGreaterThanOrEqual(0.9);
    expect(answer({ freeform: 'Str. Bradului nr. 19, Oradea, jud. Bihor' }).confidence).toBeLessThan(0.9);
  });
});

describe('verify: a row naming a village by a street type word of its name, beside a town with a street of the rest', () => {
  it('is ambiguous between the village and the street (`Podul Oltului, Brașov`)', () => {
    const r = index.verify({ freeform: 'Podul Oltului, Brașov' });
    const codes = [r.address.postal_code, ...(r.candidates ?? []).map((c) => c.address.postal_code)];
    expect(r.verdict).toBe('ambiguous');
    expect(codes).toContain(answer({ locality: 'Podu Oltului', county: 'Brașov' }).code);
  });
});

describe('verify: a village whose name opens with `Sat-`, its hyphen written as a space (thirteenth session)', () => {
  // `Sat` is then read as the village's marker, and `Șugatag` alone names no place.
  it('is that village, with or without a marker before it', () => {
    const code = answer({ locality: 'Sat-Șugatag', county: 'Maramureș' }).code;
    expect(code).toMatch(/^\d{6}$/);
    expect(answer({ freeform: 'Sat Șugatag, Maramureș' }).code).toBe(code);
    expect(answer({ freeform: 'sat Sat Șugatag nr. 12, com. Ocna Șugatag, jud. Maramureș' }).code).toBe(code);
    expect(answer({ locality: 'Sat Șugatag', county: 'MM' }).code).toBe(code);
  });
});
