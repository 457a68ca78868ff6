/**
 * Villages whose name another county has too (issue 24's regression): a
 * village written as its own street or twice, with its county given, must
 * stay in that county and get the village's code, even when a commune, town or
 * village of that name exists elsewhere (`{ street: 'Petrești', locality:
 * 'Petrești', county: 'AG' }`).
 *
 * The villages: places of SIRUTA type 23 (village of a commune), 22 (a
 * commune's seat village), 19 (village of a town) and 11 (village of a
 * municipiu) with a postal code of their own and no street data, whose folded
 * name is also the name of a place (commune, town or village) in another
 * county. A village whose name has several codes in its own county is
 * excluded (the text cannot single out one; counted in `excluded`).
 * `NAMESAKE_COUNT` of them are drawn with a seeded shuffle, so every run
 * measures the same villages.
 *
 * Each village is written in sixteen forms, seven everyday shapes:
 * - school register: `{ street: V, locality: V, county: C }` (the village as its own street);
 * - spreadsheet row: `{ locality: V, county: C }`, and its columns joined with commas: `V, V, County`;
 * - short free-form: `V, County` and `sat V, County`;
 * - with its commune or town (U, after its marker `com.`, `oraș`, `mun.`), as rural records write
 *   it: `{ locality: "V, com. U", county: C }`, `County, U, sat V, nr. 12` (the county first),
 *   and `V U County` (one run, no commas). Many communes and villages are named like a county
 *   (Călărași, Bistrița, Iași): the county given must hold there too;
 * - with a word that marks a part of a town (`Colonia`, `Cartierul`, `Zona`, `Cartier`; the first
 *   three also begin names and street types): `{ locality: "Colonia V", county: C }` and
 *   `Cartierul V, U, County`;
 * - registers' columns with the county between the unit and the village: `U, County, V`, and the
 *   same in the locality field alone;
 * - the village written as a typed street beside its unit: `Str. V nr. 12, com. U, jud. County`,
 *   `{ street: "Strada V", house_number: "12", locality: "com. U", county: C }`.
 * C is the county's name for villages drawn at even positions and its
 * two-letter code at odd ones (both appear in registers); free-form text
 * always names the county.
 *
 * Measured per form: the share of answers in the county given, the share
 * with the village's code, wrong codes at confidence >= 0.9, and `valid`
 * given to a wrong code. An error (`locality_not_found`) is an answer in no
 * county, with no code.
 */
import type { LoadedIndex } from '../src/address-index.js';
import type { Catalog } from '../src/reader/catalog.js';
import { AddressError } from '../src/shared/errors.js';
import { fold } from '../src/shared/normalize.js';
import { SirutaType } from '../src/shared/place-kind.js';
import type { VerifyInput, VerifyResult } from '../src/types.js';
import { seededRandom } from './random.js';
import { drainAsync } from './steps.js';

/** Villages measured (about 600, as the private set). */
export const NAMESAKE_COUNT = 600;
/** The seed of the draw. */
export const NAMESAKE_SEED = 24_2026;

/** The forms, by shape. */
export const NAMESAKE_FORMS = [
  'register_street_and_locality', 'row_locality_only', 'row_joined_twice', 'short_village_county', 'short_sat_village_county',
  'row_village_and_commune', 'county_commune_village', 'one_run_village_commune_county', 'locality_commune_then_village',
  'row_commune_village_county', 'locality_part_of_town_marker', 'part_of_town_marker_unit_county', 'row_unit_county_village',
  'locality_unit_county_village', 'typed_street_village_unit_county', 'register_typed_street_village_unit',
] as const;
export type NamesakeForm = (typeof NAMESAKE_FORMS)[number];

/** One village written one way. */
export interface NamesakeCase {
  form: NamesakeForm;
  input: VerifyInput;
  place: number;
  countyCode: string;
  code: string;
}

/** One answer. */
export interface NamesakeOutcome extends NamesakeCase {
  gotCounty: string;
  gotCode: string;
  verdict: string;
  confidence: number | undefined;
}

/** The marker written before a village's unit, by the unit's SIRUTA type. */
const UNIT_MARKERS: ReadonlyMap<number, string> = new Map([[SirutaType.commune, 'com.'], [SirutaType.town, 'oraș'], [SirutaType.municipality, 'mun.'], [SirutaType.countySeatMunicipality, 'mun.']]);

/** Words that mark a part of a town before its name (`Cartier Bonciu`), some of them also beginning names (`Colonia Bod`). */
const PART_MARKERS = ['Colonia', 'Cartierul', 'Zona', 'Cartier'] as const;

const VILLAGE_TYPES: ReadonlySet<number> = new Set([SirutaType.communeVillage, SirutaType.communeSeat, SirutaType.townVillage, SirutaType.municipalityVillage]);

/** The villages of the definition above, in index order, and how many were left out for several codes in their county. */
export function namesakeVillages(catalog: Catalog): { villages: number[]; excluded: number } {
  const withStreets = new Set<number>();
  for (let s = 0; s < catalog.streetCount; s++) withStreets.add(catalog.streetPlace(s));
  const byName = new Map<string, number[]>();
  for (let p = 0; p < catalog.placeCount; p++) {
    if (catalog.isSector(p)) continue;
    const key = fold(catalog.placeName(p));
    (byName.get(key) ?? byName.set(key, []).get(key)!).push(p);
  }
  const villages: number[] = [];
  let excluded = 0;
  for (let p = 0; p < catalog.placeCount; p++) {
    if (!VILLAGE_TYPES.has(catalog.placeType(p)) || catalog.placePostalCode(p) === '' || withStreets.has(p)) continue;
    const county = catalog.placeCounty(p);
    const same = byName.get(fold(catalog.placeName(p))) ?? [];
    if (!same.some((q) => catalog.placeCounty(q) !== county)) continue;
    const codesHere = new Set(same.filter((q) => catalog.placeCounty(q) === county).map((q) => catalog.placePostalCode(q)).filter((c) => c !== ''));
    if (codesHere.size > 1) {
      excluded++;
      continue;
    }
    villages.push(p);
  }
  return { villages, excluded };
}

/** The drawn villages, each in every form. */
export function namesakeCases(catalog: Catalog, count = NAMESAKE_COUNT, seed = NAMESAKE_SEED): { cases: NamesakeCase[]; villages: number; excluded: number } {
  const { villages, excluded } = namesakeVillages(catalog);
  const random = seededRandom(seed);
  const pool = [...villages];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const drawn = pool.slice(0, count);
  const cases: NamesakeCase[] = [];
  drawn.forEach((place, i) => {
    const v = catalog.placeName(place);
    const county = catalog.placeCounty(place);
    const name = catalog.countyName(county);
    const countyCode = catalog.countyCode(county);
    const c = i % 2 === 0 ? name : countyCode;
    const base = { place, countyCode, code: catalog.placePostalCode(place) };
    const unit = catalog.placeParent(place) ?? place;
    const u = catalog.placeName(unit);
    const marker = UNIT_MARKERS.get(catalog.placeType(unit)) ?? 'com.';
    const inputs: Record<NamesakeForm, VerifyInput> = {
      register_street_and_locality: { street: v, locality: v, county: c },
      row_locality_only: { locality: v, county: c },
      row_joined_twice: { freeform: `${v}, ${v}, ${name}` },
      short_village_county: { freeform: `${v}, ${name}` },
      short_sat_village_county: { freeform: `sat ${v}, ${name}` },
      row_village_and_commune: { locality: `${v}, ${marker} ${u}`, county: c },
      county_commune_village: { freeform: `${name}, ${u}, sat ${v}, nr. 12` },
      one_run_village_commune_county: { freeform: `${v} ${u} ${name}` },
      locality_commune_then_village: { locality: `${u} / ${v}`, county: c },
      row_commune_village_county: { freeform: `${u}, ${v}, ${name}` },
      locality_part_of_town_marker: { locality: `${PART_MARKERS[i % PART_MARKERS.length]!} ${v}`, county: c },
      part_of_town_marker_unit_county: { freeform: `${PART_MARKERS[(i + 1) % PART_MARKERS.length]!} ${v}, ${u}, ${name}` },
      row_unit_county_village: { freeform: `${u}, ${name}, ${v}` },
      locality_unit_county_village: { locality: `${u}, ${name}, ${v}` },
      typed_street_village_unit_county: { freeform: `Str. ${v} nr. 12, ${marker} ${u}, jud. ${name}` },
      register_typed_street_village_unit: { street: `Strada ${v}`, house_number: '12', locality: `${marker} ${u}`, county: c },
    };
    for (const form of NAMESAKE_FORMS) cases.push({ ...base, form, input: inputs[form] });
  });
  return { cases, villages: villages.length, excluded };
}

/** Verifies every case. */
export function runNamesakes(index: LoadedIndex, cases: readonly NamesakeCase[]): NamesakeOutcome[] {
  return cases.map((c) => namesakeOutcome(index, c));
}

/** {@link runNamesakes}, giving the event loop turns (for test workers). */
export function runNamesakesAsync(index: LoadedIndex, cases: readonly NamesakeCase[]): Promise<NamesakeOutcome[]> {
  return drainAsync((function* (): Generator<void, NamesakeOutcome[]> {
    const out: NamesakeOutcome[] = [];
    for (const c of cases) {
      out.push(namesakeOutcome(index, c));
      yield;
    }
    return out;
  })());
}

function namesakeOutcome(index: LoadedIndex, c: NamesakeCase): NamesakeOutcome {
  let result: VerifyResult | undefined;
  let verdict: string;
  try {
    result = index.verify(c.input);
    verdict = result.verdict;
  } catch (err) {
    verdict = err instanceof AddressError ? `error:${err.code}` : `crash:${String(err)}`;
  }
  return { ...c, gotCounty: result?.address.county_code ?? '', gotCode: result?.address.postal_code ?? '', verdict, confidence: result?.confidence };
}

/** The figures of one form. */
export interface NamesakeFigures {
  cases: number;
  /** Share of answers in the county given (percent, two decimals). */
  county_held: number;
  /** Share of answers with the village's code. */
  village_code: number;
  wrong_at_0_9: number;
  valid_but_wrong: number;
}

const pct = (n: number, d: number): number => (d === 0 ? 100 : Math.round((n / d) * 10000) / 100);

/** A wrong code (not the village's). */
export const namesakeWrong = (o: NamesakeOutcome): boolean => o.gotCode !== o.code;

/** Figures per form. */
export function namesakeFigures(outcomes: readonly NamesakeOutcome[]): Record<NamesakeForm, NamesakeFigures> {
  const out = {} as Record<NamesakeForm, NamesakeFigures>;
  for (const form of NAMESAKE_FORMS) {
    const mine = outcomes.filter((o) => o.form === form);
    out[form] = {
      cases: mine.length,
      county_held: pct(mine.filter((o) => o.gotCounty === o.countyCode).length, mine.length),
      village_code: pct(mine.filter((o) => !namesakeWrong(o)).length, mine.length),
      wrong_at_0_9: mine.filter((o) => namesakeWrong(o) && o.confidence !== undefined && o.confidence >= 0.9).length,
      valid_but_wrong: mine.filter((o) => namesakeWrong(o) && o.verdict === 'valid').length,
    };
  }
  return out;
}

/** One line for an answer, for failure listings. */
export function describeNamesake(o: NamesakeOutcome): string {
  return `${JSON.stringify(o.input)} expected ${o.code} in ${o.countyCode}, got ${o.gotCode || '-'} in ${o.gotCounty || '-'} ${o.verdict} ${o.confidence ?? ''}`;
}
