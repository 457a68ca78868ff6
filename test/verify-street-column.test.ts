/**
 * A structured `street` field that holds more than the street (issue 24, the ninth typist's misses,
 * fifteenth session), as properties over the index's own villages and streets (fast-check):
 *
 * - the village's places written there with their markers and no county field (`{ street: 'Sat
 *   Curmătura, Com. Giurgița, nr. 6, jud. Dolj', locality: 'Curmătura' }`: a courier's CRM): the county
 *   written there holds as a county field would, for villages named like places of other counties;
 * - the village there with its commune, the commune in the locality field (`{ street: 'Sârbi 12 (com.
 *   Țifești)', locality: 'Țifești', county: 'Vrancea' }`): the village, not the commune's seat;
 * - a note or a corner after the street and its number (`str. Sabinelor nr. 15 colț cu str. Constanța`,
 *   `strada Iasomiei 45 (poarta verde)`, `…, în spatele blocului`, `…, intrarea din curte`): the street's
 *   code, as without the note.
 *
 * Nothing typed is lost: the street field is quoted whole by a correction. Every property counts the
 * inputs it checked and asserts that all of them were. The seed is fixed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { AddressError } from '../src/shared/errors.js';
import { fold } from '../src/shared/normalize.js';
import { SirutaType } from '../src/shared/place-kind.js';
import { PLACE_LIKE_TYPE_WORDS } from '../src/shared/vocabulary.js';
import { streetTypeById } from '../src/shared/street-name.js';
import type { VerifyInput, VerifyResult } from '../src/types.js';
import { namesakeVillages } from '../eval/verify-namesakes.js';
import { readStreetText } from '../src/text/house-reader.js';
import { builtIndex } from './helpers/index.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 150);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 16_2026);

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;

/** The answer, or the error's code. */
function verified(input: VerifyInput): VerifyResult | string {
  try {
    return index.verify(input);
  } catch (err) {
    if (err instanceof AddressError) return `error:${err.code}`;
    throw err;
  }
}

/**
 * Villages with a code of their own and no streets whose name a place of another county has too
 * (eval/verify-namesakes.ts), in a commune, town or municipality; one in two whose first word is a
 * street type that also begins places' names (`Vad 98 (com. Copalnic-Mănăștur)`, `Fundătura 242`).
 */
const villages: number[] = (() => {
  const all = namesakeVillages(catalog).villages.filter((p) => catalog.placeParent(p) !== undefined);
  const placeLike = all.filter((p) => PLACE_LIKE_TYPE_WORDS.has(fold(catalog.placeName(p)).split(' ')[0]!));
  const out: number[] = [];
  for (const p of all) out.push(p, placeLike[out.length % placeLike.length]!);
  return out;
})();

/** The `at`-th village's names, and the marker a register writes before its unit (the `k`-th form). */
function village(at: number, k: number): { v: number; name: string; unit: string; county: number; countyName: string; marker: string } {
  const v = villages[at]!;
  const unit = catalog.placeParent(v)!;
  const type = catalog.placeType(unit);
  const words = type === SirutaType.commune ? ['Com.', 'com.', 'comuna'] : type === SirutaType.town ? ['Oraș', 'oraș', 'or.'] : ['Mun.', 'mun.', 'Municipiul'];
  const county = catalog.placeCounty(v);
  return { v, name: catalog.placeName(v), unit: catalog.placeName(unit), county, countyName: catalog.countyName(county), marker: words[k % words.length]! };
}

describe('verify: the village\'s places in the street field with their markers, no county field', () => {
  it('holds the county written there, with the village\'s code, the field quoted and the county moved (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: villages.length - 1 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 180 }), (at, form, n) => {
      checked++;
      const { v, name, unit, county, countyName, marker } = village(at, n);
      const street = [
        `Sat ${name}, ${marker} ${unit}, nr. ${n}, jud. ${countyName}`,
        `sat ${name}, ${marker} ${unit}, judet ${fold(countyName)}`,
        `Jud. ${catalog.countyCode(county)}, ${marker} ${unit}, sat ${name}, nr. ${n}`,
        `sat ${name} nr. ${n}, Județul ${countyName}`,
        `${marker} ${unit}, jud. ${countyName}`,
        `Sat ${name}, ${marker} ${unit}, jud. ${countyName}`,
      ][form]!;
      // The last form's locality field names the unit: the village is the street field's.
      const locality = form === 5 ? `${marker} ${unit}` : name;
      const r = verified({ street, locality });
      const label = `${street} | ${locality} | ${JSON.stringify(r)}`;
      expect(typeof r, label).toBe('object');
      if (typeof r === 'string') return;
      expect(r.address.county_code, label).toBe(catalog.countyCode(county));
      expect(r.address.postal_code, label).toBe(catalog.placePostalCode(v));
      expect(r.corrections?.some((c) => c.field === 'street_name' && c.from === street && c.reason === 'moved'), label).toBe(true);
      expect(r.corrections?.find((c) => c.field === 'county'), label).toEqual({ field: 'county', from: '', to: countyName, reason: 'moved' });
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });

  it('does not overrule a county field that names another county', () => {
    const r = verified({ street: 'Sat Curmătura, Com. Giurgița, nr. 6, jud. Dolj', locality: 'Curmătura', county: 'Buzău' });
    expect(typeof r === 'object' && r.address.county_code).toBe('BZ');
  });
});

describe('verify: the village in the street field with its commune, the commune in the locality field', () => {
  it('gives the village, the locality field corrected to it and the street field moved (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: villages.length - 1 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 180 }), (at, form, n) => {
      checked++;
      const { v, name, unit, county, countyName, marker } = village(at, n);
      const fields: VerifyInput = [
        { street: `${name} ${n} (${marker} ${unit})`, locality: unit, county: countyName },
        { street: `${name} nr. ${n}, ${marker} ${unit}`, locality: unit, county: catalog.countyCode(county) },
        { street: `sat ${name} nr. ${n} (${marker} ${unit})`, locality: `${marker} ${unit}`, county: countyName },
        { street: `${name} (${marker} ${unit})`, house_number: String(n), locality: unit, county: countyName },
        { street: `${name} (${marker} ${unit})`, locality: unit, county: catalog.countyCode(county) },
      ][form]!;
      const r = verified(fields);
      const label = `${JSON.stringify(fields)} | ${JSON.stringify(r)}`;
      expect(typeof r, label).toBe('object');
      if (typeof r === 'string') return;
      expect(r.address.postal_code, label).toBe(catalog.placePostalCode(v));
      expect(r.unconfirmed, label).toBeUndefined();
      expect(r.corrections?.some((c) => c.field === 'street_name' && c.from === fields.street && c.reason === 'moved'), label).toBe(true);
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});

/** Streets whose every segment has one code (any number gives it), and the type written with them. */
const streets: number[] = (() => {
  const out: number[] = [];
  for (let s = 0; s < catalog.streetCount; s++) {
    const { from, to } = catalog.streetSegments(s);
    const codes = new Set<string>();
    for (let k = from; k < to; k++) codes.add(catalog.segmentPostalCode(k));
    if (codes.size === 1 && !/\d/.test(catalog.streetBareName(s)) && streetTypeById(catalog.streetTypeId(s)) !== undefined) out.push(s);
  }
  return out;
})();

/** The notes a courier writes after the street and its number. */
const NOTES = [
  (n: number, other: string): string => `nr. ${n} colț cu str. ${other}`,
  (n: number, other: string): string => `nr. ${n} colt cu ${other}`,
  (n: number, other: string): string => `colț cu ${other}, nr. ${n}`,
  (n: number, other: string): string => `${n} - intersecția cu ${other}`,
  (n: number): string => `nr. ${n}, în spatele blocului`,
  (n: number): string => `${n}, în fața școlii`,
  (n: number): string => `${n} - între blocuri`,
  (n: number): string => `${n} (poarta verde)`,
  (n: number): string => `nr. ${n} (casa cu etaj)`,
  (n: number): string => `${n}, intrarea din curte`,
  (n: number): string => `nr. ${n}, intrarea prin spate`,
  (n: number): string => `${n}, peste drum de primărie`,
];

describe('verify: a note or a corner after the street in the street field, no house number field', () => {
  it('gives the street\'s code as without the note, the field quoted whole (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 0, max: NOTES.length - 1 }), fc.integer({ min: 1, max: 120 }),
      (at, otherAt, note, n) => {
        checked++;
        const s = streets[at]!;
        const type = streetTypeById(catalog.streetTypeId(s))!.article;
        const place = catalog.streetPlace(s);
        const fields = catalog.isSector(place) ? { locality: 'București', county: catalog.placeName(place) } : { locality: catalog.placeName(place), county: catalog.countyName(catalog.placeCounty(place)) };
        const street = `${type} ${catalog.streetBareName(s)} ${NOTES[note]!(n, catalog.streetBareName(streets[otherAt]!))}`;
        const r = verified({ street, ...fields });
        const plain = verified({ street: `${type} ${catalog.streetBareName(s)} nr. ${n}`, ...fields });
        const label = `${street} | ${JSON.stringify(fields)} | ${JSON.stringify(r)}`;
        expect(typeof r === 'object' && typeof plain === 'object', label).toBe(true);
        if (typeof r === 'string' || typeof plain === 'string') return;
        expect(r.address.postal_code, label).toBe(plain.address.postal_code);
        expect(r.unconfirmed, label).toEqual(plain.unconfirmed);
        // Nothing typed is lost: the street's correction quotes the field as typed.
        expect(r.corrections?.some((c) => c.field === 'street_name' && c.from === street), label).toBe(true);
      }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });

  it('keeps the names the phrases\' words begin: `Între Lacuri`, `Intrarea` as a type, `Colțul Putinarilor`', () => {
    for (const [street, name] of [['Strada Între Lacuri 5', 'Între Lacuri'], ['Intrarea Pinului 4', 'Pinului'], ['Strada Colțul Putinarilor 3', 'Colțul Putinarilor'], ['Str. Heliade între Vii 2', 'Heliade între Vii']] as const) {
      const read = readStreetText(street, true);
      expect(read.street?.nameText, street).toBe(name);
      // Nothing left out: no field text to quote.
      expect(read.street?.fieldText, street).toBeUndefined();
    }
  });
});
