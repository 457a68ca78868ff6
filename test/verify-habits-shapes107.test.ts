/**
 * Transport and service tickets' noise around the address (issue 24, shapes107, thirty-first session: the forty-fourth
 * set's classes 3-6, the forty-third's 2 and 6): a time of day and a date stamped before the address (`22.11 15:00
 * Crizantemelor nr4 Roman`, `[08:40] TURDA CALARASI 18`), a dispatch line's trip measures (`/ 12 min / #465`, `(4 pers.)`,
 * `/ 10 km`) and its county's code before the town (`CL Calarasi`, which was read as an agent's note, `cl` a client), a
 * service's word before the town and a colon (`Taxi Segarcea: preluare …`), a job sheet's numbered heading before
 * `Loc intervenție:`, a ticket's word, and a record's five-digit number read as a code whose leading zero was dropped.
 *
 * The examples are places other than the sets'; each fails on f5b56bf5 (an error, a wrong house number or code, a
 * right code under the confidence asserted, or the number "corrected" as a postal code). The guards are near phrasings
 * that keep their answer. The property wraps a town's street, written plainly, in each habit and asserts that the code
 * and the house number stay the plain text's; it counts the streets it checked and those it could not use.
 */
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { builtIndex, verifiedOrError } from './helpers/index.js';
import { habitsKeepStreetAnswer } from './helpers/habit-property.js';
import { townStreets } from './helpers/town-streets.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 100);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 107_2026);

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;

/** Streets of towns (no sector, no digit in the name, a town's name opening with a capital). */
const streets = townStreets(catalog);

/** Each habit around an address written plainly (`Strada X 12, Town`), and its town. */
const HABITS: ReadonlyArray<(address: string, town: string) => string> = [
  (a) => `22.11 15:00 ${a}`,
  (a) => `[08:40] ${a} ->AUTOGARA`,
  (a) => `${a}, plecare 06:45`,
  (a) => `P: ${a} / 12 min / #465`,
  (a) => `${a} (4 pers.)`,
  (a) => `${a} - autogara / 10 km`,
  (a, town) => `Taxi ${town}: preluare ${a}`,
  (a) => `FIȘĂ INTERVENȚIE 682 | Loc intervenție: ${a} | Beneficiar: Ion Pop`,
  (a) => `Tichet #98765 | ${a}`,
];

describe('transport and service tickets\' noise around the address', () => {
  it.each([
    // (On f5b56bf5: the date and time glued into the street, `partial` 0.49.)
    ['22.03 18:40 Libertății nr12 Bacău', '600052', '12', 0.9],
    // (On f5b56bf5: `locality_not_found`.)
    ['[17:25] SIBIU GARII 5 ->AUTOGARA', '550214', '5', 0.7],
    ['[05:50] BACAU LIBERTATII 12', '600052', '12', 0.9],
    // (On f5b56bf5: the minutes as the house number, `partial` 0.42-0.47.)
    ['P: Libertatii 12 / BC Bacau / 9 min / #118', '600052', '12', 0.7],
    ['P: Garii 5 / SB Sibiu / 4 min', '550214', '5', 0.7],
    // (On f5b56bf5: the passengers' count as the house number, `nr. 4`, `nr. 2`.)
    ['Bacău, Strada Libertății 12 (4 pers.)', '600052', '12', 0.9],
    ['Sibiu, Str. Garii 5 (2 pers.)', '550214', '5', 0.9],
    // (On f5b56bf5: the right code at 0.87.)
    ['Strada Libertății 12, Bacău - autogara / 14 km', '600052', '12', 0.9],
    // (On f5b56bf5: `locality_not_found`, `CL Calarasi` left out as an agent's note.)
    ['Str. Libertății 12 / CL Calarasi', '910030', '12', 0.9],
    // (On f5b56bf5: `locality_not_found`.)
    ['Taxi Sibiu: preluare Str. Garii 5', '550214', '5', 0.7],
    ['Transport Bacău: preluare str. Libertății nr. 12, bl. 3, ap. 4 (jud. Bacău)', '600052', '12, bl. 3, ap. 4', 0.7],
    ['FIȘĂ INTERVENȚIE 77 | Loc intervenție: Str. Garii 5, Sibiu | Beneficiar: Ion Pop', '550214', '5', 0.9],
    // (On f5b56bf5: the right code at 0.78, the ticket's number "corrected" as its postal code.)
    ['Tichet #27182 | Str. Garii 5 | Sibiu | SB', '550214', '5', 0.9],
  ])('%s: %s, nr. %s, at least %s', (text, code, house, sure) => {
    const r = verifiedOrError(index, { freeform: text });
    if (typeof r === 'string') throw new Error(r);
    expect(r.address.postal_code).toBe(code);
    expect(r.address.house_number).toBe(`nr. ${house}`);
    expect(r.confidence).toBeGreaterThanOrEqual(sure);
  });

  it('a record\'s five-digit number is no postal code of a place whose codes open with another digit', () => {
    // (On f5b56bf5: a `postal_code` correction from `31415`, at 0.7.)
    const r = verifiedOrError(index, { freeform: '31415;Montaj centrala;Str. Libertății 12;;Bacău;BC;finalizat' });
    if (typeof r === 'string') throw new Error(r);
    expect(r.address.postal_code).toBe('600052');
    expect(r.corrections).toContainEqual({ field: 'postal_code', from: '', to: '600052', reason: 'inferred' });
    expect(r.ignored).toContainEqual({ text: '31415', as: 'registry' });
    expect(r.confidence).toBeGreaterThan(0.7);
  });

  it.each([
    // Five digits at a place whose codes open with 0: the code without its leading zero, confirmed.
    ['Calea Victoriei 120, București, 10093', '010093', { field: 'postal_code' }, 0.9],
    // Five digits opening as the answer's code does: its code mistyped, corrected.
    ['Str. Garii 5, Sibiu, 55021', '550214', { field: 'postal_code', from: '55021', to: '550214', reason: 'postal_code' }, 0.7],
    // `cl` before an agent's words is the agent's note, as before.
    ['Craiova str Lebedei nr 9 jud Dolj cl roaga sa sunati inainte', '200427', undefined, 0.9],
    // A time after `ora` and a count of pieces, as before.
    ['Str. Garii 5, Sibiu, ora 14:20', '550214', undefined, 0.9],
    ['Str. Garii 5, Sibiu, 2 buc', '550214', undefined, 0.9],
    // Two numbers joined by a slash stay the house's.
    ['Str. Garii 5/7, Sibiu', '550214', undefined, 0.9],
  ])('guard: %s keeps %s', (text, code, correction, sure) => {
    const r = verifiedOrError(index, { freeform: text });
    if (typeof r === 'string') throw new Error(r);
    expect(r.address.postal_code).toBe(code);
    expect(r.confidence).toBeGreaterThanOrEqual(sure);
    if (correction === undefined) return;
    if (Object.keys(correction).length === 1) expect(r.corrections.some((c) => c.field === 'postal_code')).toBe(false);
    else expect(r.corrections).toContainEqual(correction);
  });

  it('a town\'s street keeps its code and number in each habit', () => {
    const { checked, unusable, failures } = habitsKeepStreetAnswer(index, streets, HABITS, { numRuns: RUNS, seed: SEED });
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(RUNS / 2);
    expect(unusable).toBeLessThan(RUNS / 2);
  });
});
