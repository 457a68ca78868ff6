/**
 * A place named like a county, written free-form (issue 24, county97, twenty-ninth session).
 *
 * - A town named like its own county that is not the county's seat (Covasna, 525200, in Covasna county), with a
 *   street of the seat it has no data for and no county written: the one word `Covasna` is both the town and the
 *   county, and the town is the reading that explains the text whole. It keeps its code (or, beside the village
 *   Covasna of Iași county, answers `ambiguous` with it first); never Sfântu Gheorghe, the seat, reached by reading the
 *   word as the county and adding its seat (on 3b08d65: `corrected` 0.87, the locality corrected to Sfântu Gheorghe).
 * - A village named like another county written last after its commune and its own county, as registers' columns put
 *   them (`Șinca, Brașov, Vâlcea`: the village Vâlcea of Șinca): the county between is the address's, the last run the
 *   village, paired with the commune before the county. On 3b08d65 the last run was read as the county, the commune
 *   left unexplained or read as a namesake in that county (`Recea, Brașov, Iași`: Recea of Iași county).
 *
 * The properties draw the streets of the seat and the villages so named from the index itself, and count what they checked.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { COUNTIES } from '../src/shared/aliases.js';
import { fold } from '../src/shared/normalize.js';
import type { VerifyResult } from '../src/types.js';
import { builtIndex } from './helpers/index.js';
import { seatOf } from './helpers/town-streets.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 120);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 97_2026);

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const freeform = (text: string): VerifyResult => index.verify({ freeform: text });

/** The town Covasna's code (one for the whole town). */
const COVASNA_CODE = '525200';

/** The codes of every answer of `r`: its own and, when `ambiguous`, its candidates'. */
function answered(r: VerifyResult): string[] {
  return [r.address.postal_code, ...(r.candidates ?? []).map((c) => c.address.postal_code)];
}

/** The localities of every answer of `r`. */
function localities(r: VerifyResult): string[] {
  return [r.address.locality, ...(r.candidates ?? []).map((c) => c.address.locality)];
}


/** A village named like a county other than its own, with its commune's name and its county. */
interface Namesake { name: string; unit: string; county: string; countyCode: string; code: string }

/**
 * Every village named like another county whose commune bears another name and which is the only place of its name in
 * its commune (the text can then tell it apart), from the index.
 */
function villagesNamedLikeOtherCounty(): Namesake[] {
  const names = new Set(COUNTIES.filter((k) => k.code !== 'B').map((k) => k.folded));
  const out: Namesake[] = [];
  for (let p = 0; p < catalog.placeCount; p++) {
    const name = catalog.placeName(p);
    if (catalog.isSector(p) || !names.has(fold(name))) continue;
    const county = catalog.placeCounty(p);
    const unit = catalog.placeParent(p);
    const code = catalog.placePostalCode(p);
    if (unit === undefined || code === '' || fold(name) === fold(catalog.countyName(county))) continue;
    const unitName = catalog.placeName(unit);
    if (fold(unitName) === fold(name)) continue;
    let twins = 0;
    for (let q = 0; q < catalog.placeCount; q++) if (catalog.placeParent(q) === unit && fold(catalog.placeName(q)) === fold(name)) twins++;
    if (twins !== 1) continue;
    out.push({ name, unit: unitName, county: catalog.countyName(county), countyCode: catalog.countyCode(county), code });
  }
  return out;
}

describe('a town named like its own county, with a street of the seat and no county written', () => {
  it.each([
    ['the street first', 'Str. Oltului 14, Covasna'],
    ['the town first', 'Covasna, Str. Kós Károly nr. 3'],
    ['a boulevard of the seat', 'Bd. Grigore Bălan 20, Covasna'],
    ['the brief\'s example', 'Str. Gării 5, Covasna'],
  ])('%s: the town Covasna first, the seat no candidate', (_, text) => {
    const r = freeform(text);
    expect(r.address.postal_code).toBe(COVASNA_CODE);
    expect(localities(r)).not.toContain('Sfântu Gheorghe');
    expect(r.confidence).toBeLessThan(0.9);
  });

  it('a county\'s name no place of that county bears still names its seat (`Vâlcea`: Râmnicu Vâlcea)', () => {
    expect(freeform('Str. Neagoe Basarab 10, Vâlcea').address.locality).toBe('Râmnicu Vâlcea');
  });

  it('a county\'s seat named like the county keeps its street (`Str. Gării 5, Iași`: the city)', () => {
    const r = freeform('Str. Gării 5, Iași');
    expect(r.address.locality).toBe('Iași');
    expect(r.address.county).toBe('Iași');
  });

  it('property: Covasna with any street of Sfântu Gheorghe, free-form, no county, keeps its own code first', () => {
    const seat = seatOf(catalog, 'CV');
    expect(catalog.placeName(seat)).toBe('Sfântu Gheorghe');
    const s = catalog.placeStreets(seat);
    const streets: string[] = [];
    for (let i = s.from; i < s.to; i++) streets.push(catalog.streetName(i));
    expect(streets.length).toBeGreaterThan(50);
    let checked = 0;
    fc.assert(fc.property(
      fc.constantFrom(...streets), fc.integer({ min: 1, max: 120 }), fc.constantFrom('street_first', 'town_first', 'capitals'),
      (street, n, form) => {
        const line = `${street} nr. ${n}`;
        const text = form === 'town_first' ? `Covasna, ${line}` : `${line}, Covasna`;
        const r = freeform(form === 'capitals' ? text.toUpperCase() : text);
        checked++;
        // Its own code, first (maybe `ambiguous` beside the village Covasna of Iași county); never a sure other place.
        expect(r.address.postal_code).toBe(COVASNA_CODE);
        expect(localities(r)).not.toContain('Sfântu Gheorghe');
      },
    ), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});

describe('a village named like another county, after its commune and its county (registers\' columns)', () => {
  it.each([
    ['Șinca, Brașov, Vâlcea', '507207', 'Vâlcea'],
    ['Hudești, BT, Alba', '717211', 'Alba'],
    ['Stângăceaua, Mehedinți, Satu Mare', '227437', 'Satu Mare'],
    ['Zlatna; Alba; Galați', '516107', 'Galați'],
    ['IZVOARELE, TULCEA, ALBA', '827106', 'Alba'],
    ['Crucea, Suceava, Satu Mare', '727153', 'Satu Mare'],
  ])('%s: the village, its commune read, nothing left unexplained', (text, code, village) => {
    const r = freeform(text);
    expect(r.address.postal_code).toBe(code);
    expect(r.address.locality).toBe(village);
    expect(r.ignored).toBeUndefined();
    expect(r.verdict).not.toBe('ambiguous');
  });

  it('the same county twice is still the town and its county (`Brașov, Brașov`)', () => {
    const r = freeform('Brașov, Brașov');
    expect(r.address.locality).toBe('Brașov');
    expect(r.address.county).toBe('Brașov');
  });

  it('property: every such village, written after its commune and county in any register\'s way, keeps its own code', () => {
    const villages = villagesNamedLikeOtherCounty();
    // Recea, Brașov, Iași; Izvoarele, Tulcea, Alba; Burila Mare, Mehedinți, Vrancea; ...: read from the data.
    expect(villages.length).toBeGreaterThanOrEqual(10);
    let checked = 0;
    fc.assert(fc.property(
      fc.constantFrom(...villages), fc.constantFrom('name', 'code', 'marked'), fc.constantFrom(', ', '; ', ' / '),
      fc.option(fc.integer({ min: 1, max: 300 }), { nil: undefined }), fc.boolean(),
      (v, countyForm, sep, n, capitals) => {
        const county = countyForm === 'name' ? v.county : countyForm === 'code' ? v.countyCode : `jud. ${v.county}`;
        const text = [v.unit, county, v.name, ...(n === undefined ? [] : [`nr. ${n}`])].join(sep);
        const r = freeform(capitals ? text.toUpperCase() : text);
        checked++;
        expect(r.address.postal_code).toBe(v.code);
        expect(r.confidence >= 0.9 || answered(r).includes(v.code)).toBe(true);
        expect(r.ignored).toBeUndefined();
      },
    ), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});
