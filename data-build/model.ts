/**
 * Turns the rows of the source datasets into the plain tables of the index:
 * counties, places (administrative units and localities), streets, segments,
 * house-number intervals and postal codes. Records what it could not place in
 * the build report. Everything is ordered deterministically.
 */
import type { InfocodData, SmallRow, StreetRow } from './readers/infocod.js';
import type { SirutaRow } from './readers/siruta.js';
import type { GazetteerPlace } from './readers/gazetteer.js';
import { fold, titleCase, toCommaBelow, tokens } from '../src/shared/normalize.js';
import { canonicalStreet } from './canonical-street.js';
import { recordAt } from './checked.js';
import { COUNTIES } from '../src/shared/aliases.js';
import { TOWN_NEIGHBOURHOODS } from '../src/shared/vocabulary.js';
import type { NumberInterval } from '../src/shared/house-number.js';
import { parseNumberCell } from './number-cells.js';
import { otherNamesOf, type OtherName, type OtherNameStats } from './other-names.js';
import { CoordPrecision, NONE } from '../src/shared/format.js';
import { COUNTY_LEVEL, isSeatType, LOCALITY_LEVEL, SirutaType, UNIT_LEVEL } from '../src/shared/place-kind.js';

export interface CountyRecord {
  code: string;
  name: string;
  siruta: number;
  jud: number;
}

export interface PlaceRecord {
  siruta: number;
  name: string;
  /** Other names the place is known by (an older infocod spelling), for matching only. */
  aliases: string[];
  type: number;
  level: number;
  /** Index of the administrative unit (level 3 only), else NONE. */
  parent: number;
  county: number;
  postal: number;
  lat: number;
  lon: number;
  coord: number;
  streets: number[];
}

export interface SegmentRecord {
  postal: number;
  raw: string;
  complete: boolean;
  /** The parsed form does not say everything the cell says (incomplete, or descriptive notes): keep the text. */
  keepRaw: boolean;
  intervals: NumberInterval[];
  exclusions: NumberInterval[];
}

export interface StreetRecord {
  place: number;
  typeId: number;
  /** The name starts with the type word (`Calea lui Traian`): show the name alone. */
  typeInName: boolean;
  name: string;
  tokens: string[];
  aliasTokens: string[];
  segments: SegmentRecord[];
}

/** Why a source row did not make it into the index. */
export interface RejectedRow {
  sheet: string;
  row: number;
  text: string;
  reason: string;
}

export interface MatchStats {
  bySirutaCode: number;
  byNameAfterCodeMismatch: number;
  /** The SIRUTA code names a namesake in another commune than the row's `(commune)`: the commune written wins. */
  byCommuneOverCode: number;
  byNameWithoutCode: number;
  renamedSince2016: number;
  /** Not in SIRUTA 2025 at all: kept as a locality of its county (SIRUTA code 0), so its code still answers. */
  keptOutsideSiruta: number;
  rejected: number;
}

export interface Model {
  counties: CountyRecord[];
  places: PlaceRecord[];
  streets: StreetRecord[];
  /** Postal code -> places that carry it (own code) and segments (street index, segment index). */
  postal: Map<number, { places: number[]; segments: Array<[number, number]> }>;
  /** Other names of places from the gazetteer (Hungarian, German, older), place order. */
  otherNames: OtherName[];
  stats: {
    rows: { bucuresti: number; large: number; small: number; siruta: number; gazetteer: number };
    smallLocalities: MatchStats;
    streetLocalities: MatchStats;
    houseNumbers: { nonEmptyCells: number; complete: number; completeShare: number; incomplete: Array<{ sheet: string; row: number; raw: string; unparsed: string[] }> };
    coordinates: { locality: number; adminUnit: number; none: number };
    otherNames: OtherNameStats;
    rejected: RejectedRow[];
  };
}

const UAT_PREFIX = /^(MUNICIPIUL|ORAȘ|ORAŞ|ORASUL|ORAȘUL|COMUNA)\s+/;
const SECTOR_NAME = /SECTORUL\s+(\d)/;

function placeName(row: SirutaRow): string {
  const sector = SECTOR_NAME.exec(row.name);
  if (row.type === SirutaType.bucharestSector && sector) return `Sector ${sector[1]}`;
  return titleCase(row.name.replace(UAT_PREFIX, ''));
}

/** `Sfântu Gheorghe (Băneasa)` -> name `Sfântu Gheorghe`, hint `Băneasa` (the commune). */
function splitHint(locality: string): { name: string; hint: string } {
  const m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(locality.trim());
  return m ? { name: (m[1] ?? '').trim(), hint: (m[2] ?? '').trim() } : { name: locality.trim(), hint: '' };
}

/** Builds the model from the source rows. */
export function buildModel(infocod: InfocodData, siruta: SirutaRow[], gazetteer: GazetteerPlace[]): Model {
  const rejected: RejectedRow[] = [];

  // Counties: the NIV 1 rows, coded through the shared county table.
  const counties: CountyRecord[] = [];
  const countyByJud = new Map<number, number>();
  const sortedCounties = [...COUNTIES].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  for (const c of sortedCounties) {
    const row = siruta.find((r) => r.level === COUNTY_LEVEL && r.county === c.jud);
    if (!row) throw new Error(`SIRUTA has no county row for ${c.name} (JUD ${c.jud})`);
    countyByJud.set(c.jud, counties.length);
    counties.push({ code: c.code, name: c.name, siruta: row.siruta, jud: c.jud });
  }

  // Places: every administrative unit and locality, ordered by SIRUTA code.
  const placeRows = siruta.filter((r) => r.level === UNIT_LEVEL || r.level === LOCALITY_LEVEL).sort((a, b) => a.siruta - b.siruta);
  const placeIndex = new Map<number, number>();
  const places: PlaceRecord[] = placeRows.map((r, i) => {
    placeIndex.set(r.siruta, i);
    const county = countyByJud.get(r.county);
    if (county === undefined) throw new Error(`SIRUTA ${r.siruta} names unknown county number ${r.county}`);
    return {
      siruta: r.siruta, name: placeName(r), aliases: [], type: r.type, level: r.level, parent: NONE, county,
      postal: 0, lat: 0, lon: 0, coord: CoordPrecision.none, streets: [],
    };
  });
  placeRows.forEach((r, i) => {
    const parent = placeIndex.get(r.parent);
    if (r.level === LOCALITY_LEVEL && parent !== undefined) recordAt(places, i, 'place').parent = parent;
  });

  // Localities by county and folded name, for rows whose code no longer fits.
  const byCountyName = new Map<string, number[]>();
  places.forEach((p, i) => {
    if (p.level !== LOCALITY_LEVEL) return;
    const key = `${p.county}|${fold(p.name)}`;
    const list = byCountyName.get(key) ?? [];
    list.push(i);
    byCountyName.set(key, list);
  });
  const countyIndexByName = new Map(counties.map((c, i) => [fold(c.name), i]));
  const unitsByCountyName = new Map<string, number>();
  places.forEach((p, i) => {
    const key = `${p.county}|${fold(p.name)}`;
    if (p.level === UNIT_LEVEL && !unitsByCountyName.has(key)) unitsByCountyName.set(key, i);
  });
  const findUnitByName = (county: number, name: string): number | undefined => unitsByCountyName.get(`${county}|${fold(name)}`);

  const findByName = (county: number, name: string, hint: string): number | undefined => {
    const found = byCountyName.get(`${county}|${fold(name)}`) ?? [];
    if (found.length <= 1 || hint === '') return found[0];
    // Several villages of one name in a county: the hint names the commune.
    return found.find((i) => fold(places[recordAt(places, i, 'place').parent]?.name ?? '') === fold(hint)) ?? found[0];
  };

  const stats = (): MatchStats => ({ bySirutaCode: 0, byNameAfterCodeMismatch: 0, byCommuneOverCode: 0, byNameWithoutCode: 0, renamedSince2016: 0, keptOutsideSiruta: 0, rejected: 0 });
  const smallStats = stats();
  const streetStats = stats();

  /**
   * Finds the place a row means. A SIRUTA code is trusted when it lies in the
   * row's county and names the same place (a level-2 code means the commune,
   * town or city as a whole); otherwise the name is looked up in the county,
   * localities first, then administrative units.
   */
  const resolve = (row: SmallRow | StreetRow, st: MatchStats): number | undefined => {
    const { name, hint } = splitHint(row.locality);
    if (row.sheet === 'bucuresti') {
      const byCode = placeIndex.get(row.siruta);
      if (byCode !== undefined && recordAt(places, byCode, 'place').type === SirutaType.bucharestSector) { st.bySirutaCode++; return byCode; }
      const sector = places.findIndex((p) => p.type === SirutaType.bucharestSector && p.name === `Sector ${row.sector}`);
      if (sector >= 0) { st.byNameAfterCodeMismatch++; return sector; }
      st.rejected++;
      return undefined;
    }
    const county = countyIndexByName.get(fold(row.county));
    if (county === undefined) { st.rejected++; return undefined; }
    const byCode = placeIndex.get(row.siruta);
    const coded = byCode === undefined ? undefined : recordAt(places, byCode, 'place');
    const candidate = coded?.county === county ? coded : undefined;
    if (candidate && fold(candidate.name) === fold(name)) {
      // `Poienari (Poienarii de Argeș)`: the commune in parentheses is the postal operator's own
      // word; the SIRUTA column was added later and sometimes names the namesake of another commune.
      const hinted = hint === '' ? undefined : findByName(county, name, hint);
      if (hinted !== undefined && hinted !== byCode && fold(places[recordAt(places, hinted, 'place').parent]?.name ?? '') === fold(hint)
        && fold(places[candidate.parent]?.name ?? '') !== fold(hint)) {
        st.byCommuneOverCode++;
        return hinted;
      }
      st.bySirutaCode++;
      return byCode;
    }

    const hit = findByName(county, name, hint) ?? findUnitByName(county, name);
    if (hit !== undefined) {
      if (row.siruta) st.byNameAfterCodeMismatch++;
      else st.byNameWithoutCode++;
      return hit;
    }
    // A row named otherwise than the commune or town whose code it carries is a place inside it
    // that SIRUTA does not list (`Băile 1 Mai` under the commune Sânmartin), not the unit renamed.
    if (candidate !== undefined && byCode !== undefined && candidate.level === UNIT_LEVEL) {
      st.keptOutsideSiruta++;
      return placeOutsideSiruta(county, name, byCode);
    }
    // A place renamed since 2016 keeps its SIRUTA code: trust the code within the county.
    if (candidate) {
      st.renamedSince2016++;
      const old = toCommaBelow(name);
      if (!candidate.aliases.includes(old)) candidate.aliases.push(old);
      return byCode;
    }
    // Gone from SIRUTA (merged into a town, a dam, a resort): keep it, under the unit its
    // hint or its first words name (`Pipera (Voluntari)`, `Râșnov Romacril`).
    st.keptOutsideSiruta++;
    return outsideSiruta(county, name, hint);
  };

  const outsideSiruta = (county: number, name: string, hint: string): number => {
    const words = tokens(hint || name);
    let unit = NONE;
    for (let n = words.length; n > 0 && unit === NONE; n--) {
      const prefix = words.slice(0, n).join(' ');
      const hit = findUnitByName(county, prefix) ?? findByName(county, prefix, '');
      const found = hit === undefined ? undefined : recordAt(places, hit, 'place');
      if (hit !== undefined && found) unit = found.level === UNIT_LEVEL ? hit : found.parent;
    }
    return placeOutsideSiruta(county, name, unit);
  };

  const placeOutsideSiruta = (county: number, name: string, unit: number): number => {
    places.push({
      siruta: 0, name: toCommaBelow(name), aliases: [], type: 0, level: 3, parent: unit, county,
      postal: 0, lat: 0, lon: 0, coord: CoordPrecision.none, streets: [],
    });
    return places.length - 1;
  };

  // Small localities: one code each.
  const postal = new Map<number, { places: number[]; segments: Array<[number, number]> }>();
  const entry = (code: number) => {
    let e = postal.get(code);
    if (!e) { e = { places: [], segments: [] }; postal.set(code, e); }
    return e;
  };
  const nameFromInfocod = new Map<number, string>();
  for (const row of infocod.small) {
    if (!/^\d{6}$/.test(row.postalCode)) {
      rejected.push({ sheet: row.sheet, row: row.row, text: `${row.county} / ${row.locality} / ${row.postalCode}`, reason: 'postal code is not six digits' });
      continue;
    }
    const p = resolve(row, smallStats);
    if (p === undefined) {
      rejected.push({ sheet: row.sheet, row: row.row, text: `${row.county} / ${row.locality} / ${row.postalCode} / SIRUTA ${row.siruta}`, reason: 'locality not found in SIRUTA 2025 by code or by name' });
      continue;
    }
    const place = recordAt(places, p, 'place');
    const code = Number(row.postalCode);
    if (place.postal === 0) place.postal = code;
    const e = entry(code);
    if (!e.places.includes(p)) e.places.push(p);
    const { name } = splitHint(row.locality);
    // The workbook has proper capitalisation; SIRUTA only capitals.
    if (fold(name) === fold(place.name) && !nameFromInfocod.has(p)) nameFromInfocod.set(p, toCommaBelow(name));
  }
  for (const [p, name] of nameFromInfocod) recordAt(places, p, 'place').name = name;

  // Localities without an infocod row keep the SIRUTA postal code.
  placeRows.forEach((r, i) => {
    const place = recordAt(places, i, 'place');
    if (place.level === LOCALITY_LEVEL && place.postal === 0 && r.postalCode > 0) {
      place.postal = r.postalCode;
      const e = entry(r.postalCode);
      if (!e.places.includes(i)) e.places.push(i);
    }
  });

  // Streets: grouped by place, type and canonical name; one segment per row.
  const streetKey = new Map<string, number>();
  const streets: StreetRecord[] = [];
  let nonEmptyCells = 0;
  let completeCells = 0;
  const incomplete: Model['stats']['houseNumbers']['incomplete'] = [];
  for (const row of [...infocod.bucuresti, ...infocod.large]) {
    const text = `${row.county} / ${row.locality} / ${row.streetType} ${row.streetName} / ${row.number} / ${row.postalCode}`;
    if (!/^\d{6}$/.test(row.postalCode)) {
      rejected.push({ sheet: row.sheet, row: row.row, text, reason: 'postal code is not six digits' });
      continue;
    }
    if (row.streetName.trim() === '') {
      rejected.push({ sheet: row.sheet, row: row.row, text, reason: 'street name is empty' });
      continue;
    }
    const p = resolve(row, streetStats);
    if (p === undefined) {
      rejected.push({ sheet: row.sheet, row: row.row, text, reason: 'locality not found in SIRUTA 2025 by code or by name' });
      continue;
    }
    const canon = canonicalStreet(row.streetType, row.streetName);
    const key = `${p}|${canon.typeId}|${canon.name}`;
    let s = streetKey.get(key);
    if (s === undefined) {
      s = streets.length;
      streetKey.set(key, s);
      streets.push({ place: p, typeId: canon.typeId, typeInName: canon.display === canon.name, name: canon.name, tokens: canon.tokens, aliasTokens: canon.aliasTokens, segments: [] });
    } else {
      const street = recordAt(streets, s, 'street');
      for (const t of canon.aliasTokens) if (!street.aliasTokens.includes(t)) street.aliasTokens.push(t);
    }
    const raw = row.number.trim();
    const parsed = parseNumberCell(raw);
    if (raw !== '') {
      nonEmptyCells++;
      if (parsed.complete) completeCells++;
      else incomplete.push({ sheet: row.sheet, row: row.row, raw, unparsed: parsed.unparsed });
    }
    recordAt(streets, s, 'street').segments.push({
      postal: Number(row.postalCode), raw: toCommaBelow(raw), complete: parsed.complete,
      keepRaw: raw !== '' && (!parsed.complete || parsed.notes.length > 0),
      intervals: parsed.intervals, exclusions: parsed.exclusions,
    });
  }

  // Order streets by place then name, and segments by their first number, so output is stable.
  const order = streets.map((_, i) => i).sort((a, b) => {
    const x = recordAt(streets, a, 'street');
    const y = recordAt(streets, b, 'street');
    if (x.place !== y.place) return x.place - y.place;
    if (x.name !== y.name) return x.name < y.name ? -1 : 1;
    return x.typeId - y.typeId;
  });
  const sortedStreets = order.map((i) => recordAt(streets, i, 'street'));
  sortedStreets.forEach((street, i) => {
    recordAt(places, street.place, 'place').streets.push(i);
    street.segments.forEach((seg, j) => {
      const e = entry(seg.postal);
      e.segments.push([i, j]);
    });
  });

  const matched = matchGazetteer(places, placeIndex, gazetteer);
  const coordinates = assignCoordinates(places, matched);
  const neighbourhoods = new Set(TOWN_NEIGHBOURHOODS.flatMap(({ county, names }) => {
    const index = counties.findIndex((c) => c.code === county);
    return index < 0 ? [] : names.map((name) => `${index}\t${fold(name)}`);
  }));
  const otherNames = otherNamesOf(places, matched, neighbourhoods);

  return {
    counties, places, streets: sortedStreets, postal, otherNames: otherNames.names,
    stats: {
      rows: { bucuresti: infocod.bucuresti.length, large: infocod.large.length, small: infocod.small.length, siruta: siruta.length, gazetteer: gazetteer.length },
      smallLocalities: smallStats, streetLocalities: streetStats,
      houseNumbers: {
        nonEmptyCells, complete: completeCells,
        completeShare: nonEmptyCells === 0 ? 1 : completeCells / nonEmptyCells,
        incomplete,
      },
      coordinates, otherNames: otherNames.stats, rejected,
    },
  };
}

/** Localities of each administrative unit (place index -> place indexes). */
function childrenOf(places: PlaceRecord[]): Map<number, number[]> {
  const children = new Map<number, number[]>();
  places.forEach((p, i) => {
    if (p.parent === NONE) return;
    const list = children.get(p.parent) ?? [];
    list.push(i);
    children.set(p.parent, list);
  });
  return children;
}

/**
 * The gazetteer row of each place it names: a row matches the place of its administrative unit
 * (the unit or one of its localities) whose name is the row's name or one of its other names.
 * Larger places first, so that a village and its namesake seat resolve to the most populous
 * entry; a place takes the first row that names it.
 */
export function matchGazetteer(places: PlaceRecord[], placeIndex: Map<number, number>, gazetteer: GazetteerPlace[]): Map<number, GazetteerPlace> {
  const children = childrenOf(places);
  const matched = new Map<number, GazetteerPlace>();
  const sorted = [...gazetteer].sort((a, b) => b.population - a.population || a.geonameId - b.geonameId);
  for (const g of sorted) {
    const unit = placeIndex.get(g.adminUnit);
    if (unit === undefined) continue;
    const names = new Set([g.name, g.asciiName, ...g.alternateNames].map(fold));
    const candidates = recordAt(places, unit, 'place').level === LOCALITY_LEVEL ? [unit] : [unit, ...(children.get(unit) ?? [])];
    const hit = candidates.find((i) => !matched.has(i) && names.has(fold(recordAt(places, i, 'place').name)));
    if (hit !== undefined) matched.set(hit, g);
  }
  return matched;
}

/**
 * Coordinates from GeoNames: a place matched by name within its administrative
 * unit ({@link matchGazetteer}) gets its own (precision `locality`); any other locality gets its unit's
 * seat (precision `admin_unit`).
 */
function assignCoordinates(places: PlaceRecord[], matched: Map<number, GazetteerPlace>): Model['stats']['coordinates'] {
  const children = childrenOf(places);
  for (const [hit, g] of matched) {
    const p = recordAt(places, hit, 'place');
    p.lat = Math.round(g.latitude * 1e6);
    p.lon = Math.round(g.longitude * 1e6);
    p.coord = CoordPrecision.locality;
  }
  const stats = { locality: 0, adminUnit: 0, none: 0 };
  places.forEach((p, i) => {
    if (p.coord === CoordPrecision.none) {
      const unit = p.level === UNIT_LEVEL ? i : p.parent;
      // The unit's seat stands for it; București has no seat locality, its sectors take the city's point.
      const seat = (children.get(unit) ?? []).find((c) => {
        const child = recordAt(places, c, 'place');
        return isSeatType(child.type) && child.coord === CoordPrecision.locality;
      });
      const from = seat !== undefined ? places[seat] : places[unit];
      if (from && from !== p && from.coord === CoordPrecision.locality) {
        p.lat = from.lat;
        p.lon = from.lon;
        p.coord = CoordPrecision.adminUnit;
      }
    }
    if (p.coord === CoordPrecision.locality) stats.locality++;
    else if (p.coord === CoordPrecision.adminUnit) stats.adminUnit++;
    else stats.none++;
  });
  return stats;
}

/** Folded tokens of a place name and its aliases. */
export function placeTokens(place: PlaceRecord): { primary: string[]; alias: string[] } {
  const primary = tokens(place.name);
  const alias: string[] = [];
  for (const a of place.aliases) for (const t of tokens(a)) if (!primary.includes(t) && !alias.includes(t)) alias.push(t);
  return { primary, alias };
}
