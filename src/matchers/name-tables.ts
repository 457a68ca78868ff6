/**
 * The tables the name search reads besides the token dictionary: every token of
 * each name (aliases included), the localities of each unit, the places of each
 * county, sizes, representatives and the deletion index. The data build
 * derives them (data-build/search-tables.ts) and the index stores them, so
 * these are views over the loaded index, made with it: nothing is built on
 * first use.
 */
import type { Catalog } from '../reader/catalog.js';
import type { IndexData } from '../reader/index-reader.js';
import { DeletionIndex } from './deletion-index.js';
import type { TokenIndex } from './token-index.js';

export { SizeRank } from '../shared/place-kind.js';

export interface NameTables {
  /** Every token of each street, its primary tokens first (`streetPrimary` of them, as `TokenIndex.streetTokens`), then its alias tokens. */
  readonly streetTokStart: Uint32Array;
  readonly streetToks: Uint16Array;
  readonly streetPrimary: Uint8Array;
  /** Every token of each place, primary first, then alias tokens (old names). */
  readonly placeTokStart: Uint32Array;
  readonly placeToks: Uint16Array;
  readonly placePrimary: Uint8Array;
  /** Localities of each administrative unit. */
  readonly childStart: Uint32Array;
  readonly children: Uint16Array;
  /** Places of each county, by county index. */
  readonly countyPlaceStart: Uint32Array;
  readonly countyPlaces: Uint16Array;
  /** 1 when the token is a person title (`arhitect`, `dr`): people leave titles out, so they do not count as uncovered. */
  readonly titleToken: Uint8Array;
  /** 1 when the token is a given name (`gheorghe`): street names drop them as often as titles. */
  readonly givenNameToken: Uint8Array;
  /** {@link SizeRank} of each place. */
  readonly rank: Uint8Array;
  /** Ranking prior of each place and street, higher first (src/shared/place-kind.ts): orders otherwise equal matches. */
  readonly placePrior: Uint16Array;
  readonly streetPrior: Uint16Array;
  /** Name weight of each place: the people of all places of its name, log scale (place-kind.ts `nameWeight`). */
  readonly nameWeight: Uint8Array;
  /**
   * The place that stands for each place in results: for a unit whose seat
   * locality has the same name (Comuna Berca and the village Berca), the seat;
   * otherwise the place itself.
   */
  readonly representative: Uint16Array;
  /** București sector number of each place (0 when not a sector). */
  readonly sector: Uint8Array;
  /** 1 for places named by a whole-name alias (`cluj` for Cluj-Napoca). */
  readonly aliasNamed: Uint8Array;
  /** Small number of each place with streets, for per-query arrays; 0xffff for the others. */
  readonly streetSlot: Uint16Array;
  readonly deletions: DeletionIndex;
  /** Bytes of the index these tables occupy. */
  readonly bytes: number;
}

/** Views over the search sections of `data`; `tokens` reads the dictionary for the deletion index's checks. */
export function readNameTables(data: IndexData, tokens: TokenIndex): NameTables {
  const s = data.s;
  const deletions = new DeletionIndex(data, tokens);
  const arrays = [
    s.STREET_TOK_START, s.STREET_TOKS, s.STREET_PRIMARY, s.PLACE_TOK_START, s.PLACE_TOKS, s.PLACE_PRIMARY, s.PLACE_CHILD_START, s.PLACE_CHILDREN,
    s.COUNTY_PLACE_START, s.COUNTY_PLACES, s.TOKEN_TITLE, s.TOKEN_GIVEN_NAME, s.PLACE_PRIOR, s.STREET_PRIOR, s.PLACE_NAME_WEIGHT, s.PLACE_RANK, s.PLACE_REPRESENTATIVE, s.PLACE_SECTOR, s.PLACE_ALIAS_NAMED, s.PLACE_STREET_SLOT,
  ];
  return {
    streetTokStart: s.STREET_TOK_START,
    streetToks: s.STREET_TOKS,
    streetPrimary: s.STREET_PRIMARY,
    placeTokStart: s.PLACE_TOK_START,
    placeToks: s.PLACE_TOKS,
    placePrimary: s.PLACE_PRIMARY,
    childStart: s.PLACE_CHILD_START,
    children: s.PLACE_CHILDREN,
    countyPlaceStart: s.COUNTY_PLACE_START,
    countyPlaces: s.COUNTY_PLACES,
    titleToken: s.TOKEN_TITLE,
    givenNameToken: s.TOKEN_GIVEN_NAME,
    rank: s.PLACE_RANK,
    placePrior: s.PLACE_PRIOR,
    streetPrior: s.STREET_PRIOR,
    nameWeight: s.PLACE_NAME_WEIGHT,
    representative: s.PLACE_REPRESENTATIVE,
    sector: s.PLACE_SECTOR,
    aliasNamed: s.PLACE_ALIAS_NAMED,
    streetSlot: s.PLACE_STREET_SLOT,
    deletions,
    bytes: arrays.reduce((sum, a) => sum + a.byteLength, 0) + deletions.bytes,
  };
}

/** The tables of an index (they come with its token index). */
export function nameTables(_catalog: Catalog, tokens: TokenIndex): NameTables {
  return tokens.tables;
}
