/**
 * The lines autocomplete shows and the postal code of each (see
 * docs/autocomplete.md for the formats):
 *
 * - a street: `Calea Victoriei, Sector 1, București`,
 *   `Strada Ploiești, Cluj-Napoca, Cluj`; with a house number
 *   `Calea Victoriei 120, Sector 1, București`;
 * - a sector: `Sector 1, București`; București itself: `București`;
 * - a town or commune seat: `Berca, Buzău`; a village or component locality
 *   with its administrative unit: `Buciumeni, Buftea, Ilfov`; a unit whose seat
 *   bears another name: `Comuna Cergău, Alba`.
 *
 * Codes are six digits when one code covers everything the line stands for;
 * otherwise the digits all its codes share followed by `x` for each digit that
 * varies (`0101xx`, `400xxx`), which is never wrong for any part of it.
 */
import { formatPostalCode, type Catalog } from '../reader/catalog.js';
import type { EngineContext } from './context.js';
import { matchHouseNumber, PARTIAL_DIGIT, streetPostalCode } from '../matchers/house-numbers.js';
import type { HouseNumberQuery } from '../shared/house-number.js';
import type { Suggestion } from '../types.js';
import { UNIT_LEVEL } from '../shared/place-kind.js';

/** The partial code with no digit known. */
const NO_CODE = PARTIAL_DIGIT.repeat(6);

/** The digits two codes share, then {@link PARTIAL_DIGIT}s: `010013` and `010101` give `010xxx`. */
function commonCode(a: string, b: string): string {
  let i = 0;
  while (i < 6 && a[i] === b[i] && a[i] !== PARTIAL_DIGIT) i++;
  return a.slice(0, i).padEnd(6, PARTIAL_DIGIT);
}

/**
 * The digits that the codes of the segments [`from`, `to`) all share, then {@link PARTIAL_DIGIT}s
 * (`400xxx`); `from` < `to`. Codes have six digits, so the digits they all share are those the
 * lowest and the highest share: every code between them has those digits too.
 */
export function sharedCode(catalog: Catalog, from: number, to: number): string {
  let low = catalog.segmentPostalNumber(from);
  let high = low;
  for (let seg = from + 1; seg < to; seg++) {
    const code = catalog.segmentPostalNumber(seg);
    if (code < low) low = code;
    else if (code > high) high = code;
  }
  return commonCode(formatPostalCode(low), formatPostalCode(high));
}

/** The code of a street as a whole (six digits, or partial when its codes differ by house number). */
export function streetCode(ctx: EngineContext, street: number): string {
  const catalog = ctx.catalog;
  const cache = ctx.state.streetCodes;
  let code = cache.get(street);
  if (code === undefined) {
    code = streetPostalCode(catalog, street);
    cache.set(street, code);
  }
  return code;
}

/**
 * The code of a place as a whole: its own code when it has streets of no code
 * of their own; else what the codes of its streets (a city, a sector) or of its
 * localities (a unit) share.
 */
export function localityCode(ctx: EngineContext, place: number): string {
  const { catalog } = ctx;
  const tables = ctx.tokens.tables;
  const cache = ctx.state.placeCodes;
  let code = cache.get(place);
  if (code !== undefined) return code;
  const { from, to } = catalog.placeStreets(place);
  let shared: string | undefined;
  const add = (c: string): void => {
    shared = shared === undefined ? c : commonCode(shared, c);
  };
  if (to > from) {
    // What its streets' codes share is what all their segments' codes share: one pass over the
    // segments, which follow one another street by street (not a code text made and remembered
    // for each of a city's thousands of streets, the first time the city's code is asked).
    shared = sharedCode(catalog, catalog.streetSegments(from).from, catalog.streetSegments(to - 1).to);
  } else if (catalog.placeLevel(place) === UNIT_LEVEL) {
    for (let i = tables.childStart[place]!; i < tables.childStart[place + 1]!; i++) {
      const c = localityCode(ctx, tables.children[i]!);
      // A locality without any code says nothing about the others.
      if (c !== NO_CODE) add(c);
    }
  } else {
    const own = catalog.placePostalCode(place);
    if (own !== '') add(own);
  }
  code = shared ?? NO_CODE;
  cache.set(place, code);
  return code;
}

/** The locality part of a line: `Sector 1, București` or `Cluj-Napoca, Cluj`. */
function localityPart(catalog: Catalog, place: number): string {
  const county = catalog.countyName(catalog.placeCounty(place));
  return catalog.isSector(place) ? `${catalog.placeName(place)}, ${catalog.localityName(place)}` : `${catalog.placeName(place)}, ${county}`;
}

/**
 * The suggestion for a place (see the module documentation for the formats).
 * Worked out once per place: the places of answers recur (a city, a commune
 * seat), and a line read again is one look-up instead of its names, its code
 * and a new string. Each call returns its own copy.
 */
export function placeSuggestion(ctx: EngineContext, place: number): Suggestion {
  const lines = ctx.state.placeLines;
  let line = lines.get(place);
  if (line === undefined) {
    line = composePlaceSuggestion(ctx, place);
    lines.set(place, line);
  }
  return copyOf(line);
}

/** A caller's own copy of a line kept in the index state. */
function copyOf(line: Readonly<Suggestion>): Suggestion {
  return { text: line.text, locality: line.locality, county: line.county, postal_code: line.postal_code };
}

function composePlaceSuggestion(ctx: EngineContext, place: number): Suggestion {
  const { catalog } = ctx;
  const tables = ctx.tokens.tables;
  const county = catalog.countyName(catalog.placeCounty(place));
  const name = catalog.placeName(place);
  const unit = catalog.placeParent(place);
  let text: string;
  if (catalog.isSector(place)) text = localityPart(catalog, place);
  else if (catalog.placeLevel(place) === UNIT_LEVEL) text = name === county ? name : `${catalog.adminUnitLabel(place)}, ${county}`;
  else if (unit === undefined || tables.representative[unit] === place) text = `${name}, ${county}`;
  else text = `${name}, ${catalog.placeName(unit)}, ${county}`;
  return { text, locality: catalog.localityName(place), county, postal_code: localityCode(ctx, place) };
}

/** How a typed house number is written after the street name: `120`, `12A`, `bl. 3, sc. A`. */
function houseText(house: HouseNumberQuery): string {
  const parts: string[] = [];
  if (house.house !== undefined) parts.push(house.house);
  const details: string[] = [];
  if (house.block !== undefined) details.push(`bl. ${house.block}`);
  if (house.staircase !== undefined) details.push(`sc. ${house.staircase}`);
  if (house.floor !== undefined) details.push(`et. ${house.floor}`);
  if (house.apartment !== undefined) details.push(`ap. ${house.apartment}`);
  const [first] = parts;
  return first !== undefined ? [first, ...details].join(', ') : details.join(', ');
}

/**
 * The suggestion for a street; with a house number, the number is in the line
 * and the code is that of the number when the data places it, else the
 * street's (partial) code.
 */
export function streetSuggestion(ctx: EngineContext, street: number, house?: HouseNumberQuery): Suggestion {
  if (house !== undefined) return composeStreetSuggestion(ctx, street, house);
  // Without a house number, worked out once per street, as for places.
  const lines = ctx.state.streetLines;
  let line = lines.get(street);
  if (line === undefined) {
    line = composeStreetSuggestion(ctx, street, undefined);
    lines.set(street, line);
  }
  return copyOf(line);
}

function composeStreetSuggestion(ctx: EngineContext, street: number, house: HouseNumberQuery | undefined): Suggestion {
  const { catalog } = ctx;
  const place = catalog.streetPlace(street);
  const county = catalog.countyName(catalog.placeCounty(place));
  let name = catalog.streetName(street);
  let code = streetCode(ctx, street);
  if (house !== undefined) {
    const written = houseText(house);
    if (written !== '') name = house.house !== undefined ? `${name} ${written}` : `${name}, ${written}`;
    const match = matchHouseNumber(catalog, street, house);
    if (match?.contained) code = match.postalCode;
  }
  return { text: `${name}, ${localityPart(catalog, place)}`, locality: catalog.localityName(place), county, postal_code: code };
}
