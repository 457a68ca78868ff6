/**
 * Tables the name search derives from the index once, on first use, and keeps
 * for the life of the loaded index: what the index stores only in one direction
 * (alias tokens live in the postings alone; units do not list their villages)
 * turned around, so that checking a candidate name costs a few array reads.
 */
import type { Catalog } from '../reader/catalog.js';
import { REF_STREET } from '../shared/format.js';
import { personTitle } from '../shared/street-name.js';
import { DeletionIndex } from './deletion-index.js';
import type { TokenIndex } from './token-index.js';

/** SIRUTA TIP values used for ranking and for the kind words people type. */
export const SirutaType = {
  countySeatMunicipality: 1,
  town: 2,
  commune: 3,
  municipality: 4,
  bucharestSector: 6,
  /** Seat of a municipality (and, at level 2, București itself). */
  municipalitySeat: 9,
  municipalityComponent: 10,
  municipalityVillage: 11,
  townSeat: 17,
  townComponent: 18,
  townVillage: 19,
  communeSeat: 22,
  communeVillage: 23,
} as const;

/** Size ranks, largest places first: the order among otherwise equal matches. */
export const SizeRank = {
  capital: 0,
  countySeat: 1,
  municipality: 2,
  town: 3,
  component: 4,
  commune: 5,
  village: 6,
} as const;

export interface NameTables {
  /** Every token of each street, its primary tokens first (as many as `TokenIndex.streetTokens`), then its alias tokens. */
  readonly streetTokStart: Uint32Array;
  readonly streetToks: Uint16Array;
  /** Every token of each place, primary first, then alias tokens (old names). */
  readonly placeTokStart: Uint32Array;
  readonly placeToks: Uint16Array;
  /** Localities of each administrative unit. */
  readonly childStart: Uint32Array;
  readonly children: Uint32Array;
  /** Places of each county, by county index. */
  readonly countyPlaceStart: Uint32Array;
  readonly countyPlaces: Uint32Array;
  /** 1 when the token is a person title (`arhitect`, `dr`): people leave titles out, so they do not count as uncovered. */
  readonly titleToken: Uint8Array;
  /** {@link SizeRank} of each place. */
  readonly rank: Uint8Array;
  /**
   * The place that stands for each place in results: for a unit whose seat
   * locality has the same name (Comuna Berca and the village Berca), the seat;
   * otherwise the place itself.
   */
  readonly representative: Uint32Array;
  /** Number of streets of each street type id. */
  readonly typeCount: Uint32Array;
  readonly deletions: DeletionIndex;
  /** Bytes held by these tables. */
  readonly bytes: number;
}

const cache = new WeakMap<Catalog, NameTables>();

/** The tables of an index, built on the first call (a few milliseconds) and kept. */
export function nameTables(catalog: Catalog, tokens: TokenIndex): NameTables {
  let tables = cache.get(catalog);
  if (!tables) {
    tables = build(catalog, tokens);
    cache.set(catalog, tables);
  }
  return tables;
}

/**
 * Every token of each name (street or place): its primary tokens (the rows
 * `primaryStart`/`primaryToks` of the index), then the alias tokens found in the
 * postings. Two passes over the postings (count, then fill).
 */
function allTokens(
  tokens: TokenIndex, postingStart: Uint32Array, postingRefs: Uint32Array, primaryStart: Uint32Array, primaryToks: Uint16Array, streets: boolean,
): { start: Uint32Array; items: Uint16Array } {
  const rows = primaryStart.length - 1;
  const eachAlias = (visit: (row: number, token: number) => void): void => {
    for (let t = 0; t < tokens.size; t++) {
      for (let i = postingStart[t]!; i < postingStart[t + 1]!; i++) {
        const ref = postingRefs[i]!;
        if ((ref & REF_STREET) !== 0 !== streets) continue;
        const row = streets ? (ref & ~REF_STREET) >>> 0 : ref;
        let primary = false;
        for (let k = primaryStart[row]!; k < primaryStart[row + 1]!; k++) {
          if (primaryToks[k] === t) {
            primary = true;
            break;
          }
        }
        if (!primary) visit(row, t);
      }
    }
  };
  const start = new Uint32Array(rows + 1);
  for (let r = 0; r < rows; r++) start[r + 1] = primaryStart[r + 1]! - primaryStart[r]!;
  eachAlias((row) => start[row + 1]!++);
  for (let r = 0; r < rows; r++) start[r + 1]! += start[r]!;
  const items = new Uint16Array(start[rows]!);
  const cursor = new Uint32Array(rows);
  for (let r = 0; r < rows; r++) {
    const primary = primaryToks.subarray(primaryStart[r]!, primaryStart[r + 1]!);
    items.set(primary, start[r]!);
    cursor[r] = start[r]! + primary.length;
  }
  eachAlias((row, t) => {
    items[cursor[row]!++] = t;
  });
  return { start, items };
}

/** Turns lists of items per row into CSR arrays. */
function csr(lists: number[][]): { start: Uint32Array; items: Uint32Array } {
  const start = new Uint32Array(lists.length + 1);
  let n = 0;
  lists.forEach((list, i) => {
    start[i] = n;
    n += list.length;
  });
  start[lists.length] = n;
  const items = new Uint32Array(n);
  lists.forEach((list, i) => items.set(list, start[i]!));
  return { start, items };
}

function sameTokens(a: Uint16Array, b: Uint16Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sizeRank(catalog: Catalog, place: number): number {
  const type = catalog.placeType(place);
  const unit = catalog.placeParent(place);
  const unitType = unit === undefined ? -1 : catalog.placeType(unit);
  switch (type) {
    case SirutaType.bucharestSector:
      return SizeRank.capital;
    case SirutaType.municipalitySeat:
      // At level 2, TIP 9 is București itself.
      if (unit === undefined) return SizeRank.capital;
      return unitType === SirutaType.countySeatMunicipality ? SizeRank.countySeat : SizeRank.municipality;
    case SirutaType.countySeatMunicipality:
      return SizeRank.countySeat;
    case SirutaType.municipality:
      return SizeRank.municipality;
    case SirutaType.town:
    case SirutaType.townSeat:
      return SizeRank.town;
    case SirutaType.municipalityComponent:
    case SirutaType.townComponent:
      return SizeRank.component;
    case SirutaType.commune:
    case SirutaType.communeSeat:
      return SizeRank.commune;
    default:
      return SizeRank.village;
  }
}

function build(catalog: Catalog, tokens: TokenIndex): NameTables {
  const places = catalog.placeCount;
  const streets = catalog.streetCount;
  const s = catalog.data.s;

  const streetCsr = allTokens(tokens, s.POSTING_START, s.POSTING_REFS, s.STREET_TOK_START, s.STREET_TOKS, true);
  const placeCsr = allTokens(tokens, s.POSTING_START, s.POSTING_REFS, s.PLACE_TOK_START, s.PLACE_TOKS, false);

  const childLists: number[][] = Array.from({ length: places }, () => []);
  const countyLists: number[][] = Array.from({ length: s.COUNTY_CODE.length }, () => []);
  const rank = new Uint8Array(places);
  const representative = new Uint32Array(places);
  for (let p = 0; p < places; p++) {
    const unit = catalog.placeParent(p);
    if (unit !== undefined) childLists[unit]!.push(p);
    countyLists[catalog.placeCounty(p)]!.push(p);
    rank[p] = sizeRank(catalog, p);
    representative[p] = p;
  }
  for (let p = 0; p < places; p++) {
    if (catalog.placeLevel(p) !== 2) continue;
    const name = tokens.placeTokens(p);
    const seat = childLists[p]!.find((c) => sameTokens(tokens.placeTokens(c), name));
    if (seat !== undefined) {
      representative[p] = seat;
      // The seat is as large as its unit.
      rank[seat] = Math.min(rank[seat]!, rank[p]!);
    }
  }
  const childCsr = csr(childLists);
  const countyCsr = csr(countyLists);

  const titleToken = new Uint8Array(tokens.size);
  for (let t = 0; t < tokens.size; t++) if (personTitle(tokens.text(t)) !== undefined) titleToken[t] = 1;

  const typeCount = new Uint32Array(64);
  for (let i = 0; i < streets; i++) typeCount[catalog.streetTypeId(i)]!++;

  const deletions = new DeletionIndex(tokens);
  const arrays = [
    streetCsr.start, streetCsr.items, placeCsr.start, placeCsr.items, childCsr.start, childCsr.items,
    countyCsr.start, countyCsr.items, titleToken, rank, representative, typeCount,
  ];
  const bytes = arrays.reduce((sum, a) => sum + a.byteLength, 0) + deletions.bytes;
  return {
    streetTokStart: streetCsr.start,
    streetToks: streetCsr.items,
    placeTokStart: placeCsr.start,
    placeToks: placeCsr.items,
    childStart: childCsr.start,
    children: childCsr.items,
    countyPlaceStart: countyCsr.start,
    countyPlaces: countyCsr.items,
    titleToken,
    rank,
    representative,
    typeCount,
    deletions,
    bytes,
  };
}
