/**
 * Shapes of registers and spreadsheet rows that the eleventh session's probes found wrong
 * (issue 24), as properties over the index's own villages and streets (fast-check):
 *
 * - a word that marks a part of a town before a village (`Colonia`, `Cartierul`, `Zona`, `Cartier`),
 *   in the locality field or in free-form text, gives the village's code, in the county given;
 * - the county between a village and its commune (`Zau de Câmpie, Mureș, Bărboși`: registers'
 *   columns commune, county, village) gives the same code as the village first;
 * - a bare number between a street's name and its marked house number (`Str. Morii 45 nr. 17`)
 *   gives the same code as the name and the marked number alone;
 * - a village written as a typed street beside its commune (`Str. Goleț nr. 1, com. Bucoșnița`)
 *   gives the village's code, corrected (the type word is no part of it);
 * - the county written right after a village, before its marked commune (`Pădureni (SJ) com. Camăr`,
 *   fourteenth session: a courier's locality column) gives the village's code;
 * - a note in brackets, a telephone number or an e-mail after the street in a structured street field
 *   (fourteenth session: a courier's CRM) gives the street's code, the field quoted by its correction;
 * - the commune in the street column, maybe after the village again (`{ street: 'Com. Măciuca',
 *   locality: 'Bocșa' }`, fourteenth session) confirms the village's commune, the street field moved.
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
import { streetTypeById } from '../src/shared/street-name.js';
import type { VerifyInput } from '../src/types.js';
import { builtIndex } from './helpers/index.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 150);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 11_2026);

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;

/** The code and the county's code of the answer, or the error's code. */
function answer(input: VerifyInput): { code: string; county: string } {
  try {
    const r = index.verify(input);
    return { code: r.address.postal_code, county: r.address.county_code };
  } catch (err) {
    if (err instanceof AddressError) return { code: `error:${err.code}`, county: '' };
    throw err;
  }
}

const VILLAGE_TYPES: ReadonlySet<number> = new Set([SirutaType.communeVillage, SirutaType.townVillage, SirutaType.municipalityVillage]);

/**
 * Villages with a code of their own and no streets, named so once in their county, whose name
 * begins with no marker word and names no county: what a register writes as the village.
 */
const villages: number[] = (() => {
  const withStreets = new Set<number>();
  for (let s = 0; s < catalog.streetCount; s++) withStreets.add(catalog.streetPlace(s));
  const inCounty = new Map<string, number>();
  const counties = new Set<string>(COUNTIES.map((c) => c.folded));
  for (let p = 0; p < catalog.placeCount; p++) {
    const key = `${catalog.placeCounty(p)}|${fold(catalog.placeName(p))}`;
    inCounty.set(key, (inCounty.get(key) ?? 0) + 1);
  }
  const out: number[] = [];
  for (let p = 0; p < catalog.placeCount; p++) {
    if (!VILLAGE_TYPES.has(catalog.placeType(p)) || catalog.placePostalCode(p) === '' || withStreets.has(p)) continue;
    const name = fold(catalog.placeName(p));
    if (inCounty.get(`${catalog.placeCounty(p)}|${name}`) !== 1 || /^(colonia|cartier|zona|sat|satu) /.test(name) || counties.has(name)) continue;
    const unit = catalog.placeParent(p);
    if (unit === undefined || counties.has(fold(catalog.placeName(unit)))) continue;
    out.push(p);
  }
  return out;
})();

const village = fc.integer({ min: 0, max: villages.length - 1 }).map((i) => {
  const p = villages[i]!;
  const county = catalog.placeCounty(p);
  return { v: catalog.placeName(p), u: catalog.placeName(catalog.placeParent(p)!), county: catalog.countyName(county), countyCode: catalog.countyCode(county), code: catalog.placePostalCode(p) };
});
const MARKERS = ['Colonia', 'Cartierul', 'Zona', 'Cartier'] as const;
const marker = fc.constantFrom(...MARKERS);

describe('verify: a word marking a part of a town before a village', () => {
  it('in the locality field gives the village, in the county given (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(village, marker, (x, m) => {
      checked++;
      const got = answer({ locality: `${m} ${x.v}`, county: x.county });
      expect(got, `${m} ${x.v}, ${x.county}`).toEqual({ code: x.code, county: x.countyCode });
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });

  it('before the village, its town or commune and the county in free-form text gives the village (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(village, marker, (x, m) => {
      checked++;
      expect(answer({ freeform: `${m} ${x.v}, ${x.u}, ${x.county}` }).code, `${m} ${x.v}, ${x.u}, ${x.county}`).toBe(x.code);
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });

  it('keeps the county given when the fields are read together', () => {
    // Read as `Colonia Boglești, Alba` this was the village Alba of Botoșani, the county corrected.
    expect(answer({ locality: 'Colonia Boglești', county: 'Alba' }).county).toBe('AB');
    expect(answer({ locality: 'Cartierul Bonciu', county: 'Vâlcea' }).county).toBe('VL');
  });

  it('still reads a place whose name begins with the word whole', () => {
    // `Colonia Tălmaciu` is a village of Tălmaciu: mistyped, it is that village, not the town.
    const whole = answer({ freeform: 'Colonia Tălmaciu' }).code;
    expect(answer({ freeform: 'Colonia Tălmsciu' }).code).toBe(whole);
    expect(answer({ locality: 'Colonia Bod', county: 'Brașov' }).code).toBe(answer({ freeform: 'Colonia Bod, Brașov' }).code);
  });
});

describe('verify: the county written between a village and its commune', () => {
  it('gives the code of the village written first (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(village, fc.boolean(), (x, inLocality) => {
      checked++;
      const text = `${x.u}, ${x.county}, ${x.v}`;
      expect(answer(inLocality ? { locality: text } : { freeform: text }).code, text).toBe(answer({ freeform: `${x.v}, ${x.u}, ${x.county}` }).code);
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});

describe('verify: the county written right after a village, before its marked commune', () => {
  it('gives the code of the village and its commune written without it (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(village, fc.constantFrom('code', 'name', 'bracketed code', 'bracketed name'), fc.boolean(), (x, form, inLocality) => {
      checked++;
      const county = form.endsWith('code') ? x.countyCode : x.county;
      // `Pădureni (SJ) com. Camăr`, `Pădureni SJ, com. Camăr`: a courier's or a register's locality.
      const text = form.startsWith('bracketed') ? `${x.v} (${county}) com. ${x.u}` : `${x.v} ${county}, com. ${x.u}`;
      expect(answer(inLocality ? { locality: text, county: x.countyCode } : { freeform: text }).code, text).toBe(answer({ freeform: `${x.v}, com. ${x.u}, ${x.county}` }).code);
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});

describe('verify: the commune written in the street column beside its village in the locality column', () => {
  it('gives the village, the commune confirmed and the street field moved, nothing unconfirmed (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(village, fc.boolean(), (x, withVillage) => {
      checked++;
      const street = withVillage ? `Sat ${x.v}, com. ${x.u}` : `Com. ${x.u}`;
      const r = index.verify({ street, locality: x.v, county: x.county });
      expect(r.address.postal_code, street).toBe(x.code);
      expect(r.unconfirmed ?? [], street).toEqual([]);
      expect(r.corrections?.find((c) => c.field === 'street_name'), street).toMatchObject({ from: street, reason: 'moved' });
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});

describe('verify: a village\'s house named before its number (`casa 77`), as rural registers write it', () => {
  it('gives what `nr.` gives, free-form and in the house number field (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(village, fc.integer({ min: 1, max: 300 }), fc.constantFrom(' casa ', ', casa ', ', casa nr. ', ', nr. casă '), (x, n, written) => {
      checked++;
      const text = `sat ${x.v}${written}${n}, com. ${x.u}, ${x.county}`;
      const r = index.verify({ freeform: text });
      expect(r.address.postal_code, text).toBe(x.code);
      expect(r.unconfirmed ?? [], text).toEqual([]);
      const fields = index.verify({ street: `Sat ${x.v}`, house_number: `casa ${n}`, locality: `Com. ${x.u}`, county: x.county });
      expect(fields.corrections?.some((c) => c.field === 'house_number'), text).toBe(false);
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});

/** The marker of a village's unit, by the unit's SIRUTA type. */
function unitMarker(place: number): string {
  const type = catalog.placeType(catalog.placeParent(place)!);
  return type === SirutaType.commune ? 'com.' : type === SirutaType.town ? 'oraș' : 'mun.';
}

describe('verify: a village written as a typed street beside its commune or town', () => {
  it('gives the village, free-form and structured, when the unit has no street of that name (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: villages.length - 1 }), fc.boolean(), (i, structured) => {
      const p = villages[i]!;
      const unit = catalog.placeParent(p)!;
      const v = catalog.placeName(p);
      // (A unit with a street of the village's name: the street is meant, and found.)
      const { from, to } = catalog.placeStreets(unit);
      for (let s = from; s < to; s++) if (fold(catalog.streetBareName(s)) === fold(v)) return;
      checked++;
      const u = `${unitMarker(p)} ${catalog.placeName(unit)}`;
      const county = catalog.countyName(catalog.placeCounty(p));
      const input: VerifyInput = structured ? { street: `Strada ${v}`, house_number: '7', locality: u, county } : { freeform: `Str. ${v} nr. 7, ${u}, jud. ${county}` };
      const r = index.verify(input);
      expect(r.address.postal_code, JSON.stringify(input)).toBe(catalog.placePostalCode(p));
      // The type word written is no part of the answer: never `valid`.
      expect(r.verdict).not.toBe('valid');
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBeGreaterThan(RUNS * 0.9);
  });
});

/** Streets with several codes, named once in their town, with no digit in the name. */
const streets: number[] = (() => {
  const names = new Map<string, number>();
  for (let s = 0; s < catalog.streetCount; s++) {
    const key = `${catalog.streetPlace(s)}|${catalog.streetBareName(s)}`;
    names.set(key, (names.get(key) ?? 0) + 1);
  }
  const out: number[] = [];
  for (let s = 0; s < catalog.streetCount && out.length < 4000; s += 7) {
    const name = catalog.streetBareName(s);
    if (/\d/.test(name) || names.get(`${catalog.streetPlace(s)}|${name}`) !== 1 || catalog.isSector(catalog.streetPlace(s))) continue;
    out.push(s);
  }
  return out;
})();

describe('verify: a bare number between the street name and its marked house number', () => {
  it('gives the code of the name and the marked number alone (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 30, max: 99 }), fc.integer({ min: 1, max: 29 }), (at, bare, n) => {
      checked++;
      const s = streets[at]!;
      const type = streetTypeById(catalog.streetTypeId(s))?.article ?? 'Strada';
      const town = catalog.placeName(catalog.streetPlace(s));
      const name = `${type} ${catalog.streetBareName(s)}`;
      expect(answer({ freeform: `${name} ${bare} nr. ${n}, ${town}` }).code, `${name} ${bare} nr. ${n}, ${town}`).toBe(answer({ freeform: `${name} nr. ${n}, ${town}` }).code);
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });

  it('also when the name is written in another inflection', () => {
    // `45` once made the search fall through to typing mistakes: Strada Iazu Morii, not Strada Morilor.
    expect(answer({ freeform: 'Str. Morii 45 nr. 17, Sibiu' }).code).toBe(answer({ freeform: 'Str. Morii nr. 17, Sibiu' }).code);
  });
});

describe('verify: a structured street field with a note in brackets, a telephone or an e-mail after the street', () => {
  it('gives the code of the street field without it, the field quoted whole (fast-check)', () => {
    let checked = 0;
    const extra = fc.constantFrom('(sunați la poartă)', '(interfon 12)', 'tel. 0744 123 456', ', tel 0722123456', 'ion.popescu@yahoo.com', '(la poartă)', ', 0745123456');
    fc.assert(fc.property(fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 1, max: 29 }), extra, (at, n, more) => {
      checked++;
      const s = streets[at]!;
      const type = streetTypeById(catalog.streetTypeId(s))?.article ?? 'Strada';
      const place = catalog.streetPlace(s);
      const fields = { locality: catalog.placeName(place), county: catalog.countyCode(catalog.placeCounty(place)) };
      const street = `${type} ${catalog.streetBareName(s)} nr. ${n}`;
      const r = index.verify({ street: `${street} ${more}`, ...fields });
      expect(r.address.postal_code, `${street} ${more}`).toBe(answer({ street, ...fields }).code);
      // Nothing typed is lost: the street's correction quotes the field as typed.
      expect(r.corrections?.some((c) => c.field === 'street_name' && c.from === `${street} ${more}`), `${street} ${more}`).toBe(true);
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});

describe('verify: a structured street field of nothing but a note', () => {
  it('is not lost: the street left unconfirmed, or the note among the words ignored', () => {
    let noted = 0;
    for (const locality of ['Siliștea', 'Siliștea (PH)']) {
      for (const street of ['Nr. 45, lângă biserică', '(sunați la poartă)', 'tel. 0744 123 456']) {
        const r = index.verify({ street, locality, county: 'PH' });
        const ignored = (r.ignored ?? []).map((x) => x.text).join(' ');
        expect(r.unconfirmed?.includes('street') === true || (ignored !== '' && street.includes(ignored.replace(/^\(|\)$/g, ''))), `${street} | ${JSON.stringify(r)}`).toBe(true);
        if (r.ignored !== undefined) noted++;
      }
    }
    // The fields read together as one text quote what they leave out (`lângă biserică` beside `Siliștea`).
    expect(noted).toBeGreaterThan(0);
  });
});

describe('a typed street read as a village of the unit marked beside it', () => {
  it('is that unit\'s village or nothing: a street beside a town that does not exist is no village elsewhere', () => {
    let error: unknown;
    try {
      index.verify({ freeform: 'Strada Fara Nume 1, Orasul Inexistent' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AddressError);
    expect((error as AddressError).code).toBe('locality_not_found');
  });
});
