/**
 * Autocomplete's per-index state: the search tables and the columns the hot
 * loops read (views over the index), small look-ups over the counties and
 * sectors, and scratch marks. Kept in the index's state (index-state.ts), made
 * by `prepare()` or on the first search, at the cost of two zeroed arrays and a
 * pass over the counties (no pass over the places).
 */
import type { EngineContext } from '../engines/context.js';
import type { NameTables } from '../matchers/name-tables.js';
import { NONE16 } from '../shared/format.js';
import { COUNTIES, LOCALITY_NAME_ALIASES, type County } from '../shared/aliases.js';
import { bucharestSectors } from '../engines/place-relations.js';

/** "No place" in {@link SearchState.sectorPlaces}. */
export const NO_PLACE = -1;
/** "No unit" / "no slot" in the u16 place columns. */
export const NO_UNIT = NONE16;

/** What the search of one index reads and marks besides the query. */
export interface SearchState {
  tables: NameTables;
  /** Administrative unit of each place, or {@link NO_UNIT}. */
  parent: Uint16Array;
  county: Uint8Array;
  level: Uint8Array;
  type: Uint8Array;
  streetPlace: Uint16Array;
  /** Street type id of each street, with {@link STREET_TYPE_IN_NAME} possibly set. */
  streetType: Uint8Array;
  /** Number of primary tokens of each street and place. */
  streetPrimary: Uint8Array;
  placePrimary: Uint8Array;
  /** For places with streets, a small slot number (for per-query caches); else {@link NO_UNIT}. */
  streetPlaceSlot: Uint16Array;
  streetPlaces: number;
  placeMark: Uint32Array;
  streetMark: Uint32Array;
  epoch: number;
  /** Catalog county index of each county of aliases.ts. */
  countyIndex: Map<County, number>;
  /** Lower-case county code of each county index. */
  countyCode: string[];
  /** Sector number of each place (0 when not a sector). */
  sector: Uint8Array;
  /** Places named by a whole-name alias (`cluj` for Cluj-Napoca): a word of the name that alone is an alias covers the name. */
  aliasNamed: Uint8Array;
  /** The tokens of those names that alone are an alias (`cluj`, `napoca`, `severin`, `sighetu` for `sighet`; not `turnu`). */
  aliasTokens: ReadonlySet<number>;
  /** The place of each sector number (index 1-6), or -1. */
  sectorPlaces: number[];
  /** Scratch of the evaluator: the cost of each word as a word of each street locality (autocomplete-evaluate.ts). */
  localityCosts: Int16Array;
}

/** The search state of an index, made now if neither `prepare()` nor a search has made it. */
export function searchState(ctx: EngineContext): SearchState {
  return (ctx.state.search ??= makeSearchState(ctx));
}

function makeSearchState(ctx: EngineContext): SearchState {
  const { catalog, tokens } = ctx;
  const s = catalog.data.s;
  const tables = tokens.tables;
  const places = catalog.placeCount;
  const countyCode: string[] = [];
  const byCode = new Map<string, number>();
  for (let c = 0; c < s.COUNTY_CODE.length; c++) {
    countyCode.push(catalog.countyCode(c).toLowerCase());
    byCode.set(catalog.countyCode(c), c);
  }
  const sectorPlaces = [NO_PLACE, NO_PLACE, NO_PLACE, NO_PLACE, NO_PLACE, NO_PLACE, NO_PLACE];
  for (const p of bucharestSectors(ctx)) sectorPlaces[tables.sector[p]!] = p;
  // Slots are numbered in place order and streets are stored by place: the last street's place has the last slot.
  const streets = s.STREET_PLACE.length;
  const streetPlaces = streets === 0 ? 0 : tables.streetSlot[s.STREET_PLACE[streets - 1]!]! + 1;
  const countyIndex = new Map<County, number>();
  for (const c of COUNTIES) {
    const index = byCode.get(c.code);
    if (index !== undefined) countyIndex.set(c, index);
  }
  return {
    tables, parent: s.PLACE_PARENT, county: s.PLACE_COUNTY, level: s.PLACE_LEVEL, type: s.PLACE_TYPE, streetPlace: s.STREET_PLACE, streetType: s.STREET_TYPE,
    streetPrimary: tables.streetPrimary, placePrimary: tables.placePrimary, streetPlaceSlot: tables.streetSlot, streetPlaces,
    placeMark: new Uint32Array(places), streetMark: new Uint32Array(catalog.streetCount), epoch: 0,
    countyIndex, countyCode, sector: tables.sector, aliasNamed: tables.aliasNamed, aliasTokens: aliasTokens(ctx), sectorPlaces,
    localityCosts: new Int16Array(0),
  };
}

/**
 * The tokens of aliased names that a one-word alias names alone: the alias
 * itself (`cluj`, `severin`) or the word it shortens (`sighet` for Sighetu).
 * A dozen aliases, read once per index.
 */
function aliasTokens(ctx: EngineContext): Set<number> {
  const out = new Set<number>();
  for (const [alias, target] of LOCALITY_NAME_ALIASES) {
    if (alias.includes(' ')) continue;
    for (const word of target.split(' ')) {
      const t = word.startsWith(alias) ? ctx.tokens.exact(word) : -1;
      if (t >= 0) out.add(t);
    }
  }
  return out;
}

/** Bytes of the index the search tables occupy, plus the scratch marks of the search state. */
export function searchMemory(ctx: EngineContext): number {
  const s = searchState(ctx);
  return s.tables.bytes + s.placeMark.byteLength + s.streetMark.byteLength;
}
