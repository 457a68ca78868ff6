/**
 * The search tables of the index: what the name search reads besides the token
 * dictionary, derived here once so that loading the index does no work (see
 * the search sections of src/shared/format.ts).
 */
import {
  DELETION_BUCKET_BITS, DELETION_MAX_TOKEN, DELETION_MIN_TOKEN, NONE16, deletionHashes, type SectionName,
} from '../src/shared/format.js';
import { nameWeight, placePrior, SirutaType, sizeRank, streetPrior } from '../src/shared/place-kind.js';
import { NAME_PRIOR } from '../src/engines/ranking.js';
import { isGivenName, personTitle } from '../src/shared/street-name.js';
import { LOCALITY_NAME_ALIASES } from '../src/shared/aliases.js';
import type { SectionData } from './index-writer.js';
import { recordAt } from './checked.js';

/** The token ids of one name: as written, and its aliases. */
export interface NameTokenIds {
  primary: readonly number[];
  alias: readonly number[];
}

/** What the search tables are derived from. */
export interface SearchTableInput {
  /** The token dictionary, sorted: token id = position. */
  dictionary: readonly string[];
  counties: number;
  /** Place columns already laid out. */
  placeType: Uint8Array;
  placeLevel: Uint8Array;
  placeParent: Uint16Array;
  placeCounty: Uint8Array;
  placeStreetStart: Uint32Array;
  /** Display name of each place. */
  placeName: readonly string[];
  placeTokens: readonly NameTokenIds[];
  streetTokens: readonly NameTokenIds[];
  /** Street columns already laid out. */
  streetPlace: Uint16Array;
  /** Street type id of each street (without the in-name flag). */
  streetTypeId: readonly number[];
  /** Number of distinct postal codes of each street. */
  streetPostalCodes: readonly number[];
}

type SearchSection =
  | 'PLACE_TOK_START' | 'PLACE_TOKS' | 'PLACE_PRIMARY' | 'STREET_TOK_START' | 'STREET_TOKS' | 'STREET_PRIMARY'
  | 'PLACE_CHILD_START' | 'PLACE_CHILDREN' | 'COUNTY_PLACE_START' | 'COUNTY_PLACES' | 'PLACE_RANK' | 'PLACE_REPRESENTATIVE'
  | 'PLACE_SECTOR' | 'PLACE_ALIAS_NAMED' | 'PLACE_STREET_SLOT' | 'TOKEN_TITLE' | 'TOKEN_GIVEN_NAME' | 'PLACE_PRIOR' | 'STREET_PRIOR' | 'PLACE_NAME_WEIGHT'
  | 'DELETION_BUCKET_START' | 'DELETION_CHECK' | 'DELETION_TOKEN';

/** The search sections. */
export function buildSearchTables(input: SearchTableInput): Pick<SectionData, SearchSection & SectionName> {
  const places = input.placeType.length;
  const placeCsr = nameTokens(input.placeTokens);
  const streetCsr = nameTokens(input.streetTokens);

  const childLists: number[][] = Array.from({ length: places }, () => []);
  const countyLists: number[][] = Array.from({ length: input.counties }, () => []);
  const PLACE_RANK = new Uint8Array(places);
  const PLACE_REPRESENTATIVE = new Uint16Array(places);
  const PLACE_SECTOR = new Uint8Array(places);
  const PLACE_ALIAS_NAMED = new Uint8Array(places);
  const PLACE_STREET_SLOT = new Uint16Array(places).fill(NONE16);
  const aliasTargets = new Set(LOCALITY_NAME_ALIASES.values());
  let slots = 0;
  for (let p = 0; p < places; p++) {
    const unit = input.placeParent[p]!;
    if (unit !== NONE16) recordAt(childLists, unit, 'child list').push(p);
    recordAt(countyLists, input.placeCounty[p]!, 'county list').push(p);
    PLACE_RANK[p] = sizeRank(input.placeType[p]!, unit === NONE16 ? -1 : input.placeType[unit]!);
    PLACE_REPRESENTATIVE[p] = p;
    if (input.placeType[p] === SirutaType.bucharestSector) PLACE_SECTOR[p] = Number(input.placeName[p]!.replace(/\D/g, '')) || 0;
    if (aliasTargets.has(input.placeTokens[p]!.primary.map((t) => input.dictionary[t]!).join(' '))) PLACE_ALIAS_NAMED[p] = 1;
    if (input.placeStreetStart[p + 1]! > input.placeStreetStart[p]!) PLACE_STREET_SLOT[p] = slots++;
  }
  if (slots >= NONE16) throw new Error('too many places with streets for the u16 slot column');
  for (let p = 0; p < places; p++) {
    if (input.placeLevel[p] !== 2) continue;
    const name = input.placeTokens[p]!.primary.join(' ');
    const seat = recordAt(childLists, p, 'child list').find((c) => input.placeTokens[c]!.primary.join(' ') === name);
    if (seat !== undefined) {
      PLACE_REPRESENTATIVE[p] = seat;
      // The seat is as large as its unit.
      PLACE_RANK[seat] = Math.min(PLACE_RANK[seat]!, PLACE_RANK[p]!);
    }
  }
  const children = csr(childLists);
  const countyPlaces = csr(countyLists);

  const TOKEN_TITLE = new Uint8Array(input.dictionary.length);
  const TOKEN_GIVEN_NAME = new Uint8Array(input.dictionary.length);
  input.dictionary.forEach((text, t) => {
    if (personTitle(text) !== undefined) TOKEN_TITLE[t] = 1;
    if (isGivenName(text)) TOKEN_GIVEN_NAME[t] = 1;
  });

  // A unit counts the streets of all its localities (București: those of its six sectors).
  const streetsOf = (p: number): number => input.placeStreetStart[p + 1]! - input.placeStreetStart[p]!;
  const PLACE_PRIOR = new Uint16Array(places);
  for (let p = 0; p < places; p++) PLACE_PRIOR[p] = placePrior(PLACE_RANK[p]!, streetsOf(p) + recordAt(childLists, p, 'child list').reduce((sum, c) => sum + streetsOf(c), 0));
  // Places that stand for themselves in results (not a unit named as its seat) count once per name.
  const people = new Map<string, number>();
  const nameKey = (p: number): string => input.placeTokens[p]!.primary.join(' ');
  for (let p = 0; p < places; p++) {
    if (PLACE_REPRESENTATIVE[p] !== p) continue;
    const typical = NAME_PRIOR.typicalPeople[PLACE_RANK[p]!] ?? 0;
    people.set(nameKey(p), (people.get(nameKey(p)) ?? 0) + typical);
  }
  const PLACE_NAME_WEIGHT = Uint8Array.from({ length: places }, (_, p) => nameWeight(people.get(nameKey(p)) ?? 0, NAME_PRIOR.stepsPerDoubling));
  const STREET_PRIOR = Uint16Array.from(input.streetPlace, (place, i) => streetPrior(PLACE_RANK[place]!, input.streetTypeId[i]!, input.streetPostalCodes[i]!));

  return {
    PLACE_TOK_START: placeCsr.start, PLACE_TOKS: placeCsr.items, PLACE_PRIMARY: placeCsr.primary,
    STREET_TOK_START: streetCsr.start, STREET_TOKS: streetCsr.items, STREET_PRIMARY: streetCsr.primary,
    PLACE_CHILD_START: children.start, PLACE_CHILDREN: children.items,
    COUNTY_PLACE_START: countyPlaces.start, COUNTY_PLACES: countyPlaces.items,
    PLACE_RANK, PLACE_REPRESENTATIVE, PLACE_SECTOR, PLACE_ALIAS_NAMED, PLACE_STREET_SLOT, TOKEN_TITLE, TOKEN_GIVEN_NAME, PLACE_PRIOR, STREET_PRIOR, PLACE_NAME_WEIGHT,
    ...deletionTable(input.dictionary),
  };
}

/** Every token of each name: primary tokens in written order, then alias tokens not among them, ascending. */
function nameTokens(names: readonly NameTokenIds[]): { start: Uint32Array; items: Uint16Array; primary: Uint8Array } {
  const start = new Uint32Array(names.length + 1);
  const primary = new Uint8Array(names.length);
  const items: number[] = [];
  names.forEach((name, i) => {
    start[i] = items.length;
    if (name.primary.length > 0xff) throw new Error(`a name of ${name.primary.length} words does not fit the u8 primary count`);
    primary[i] = name.primary.length;
    items.push(...name.primary);
    const own = new Set(name.primary);
    items.push(...[...new Set(name.alias)].filter((t) => !own.has(t)).sort((a, b) => a - b));
  });
  start[names.length] = items.length;
  return { start, items: Uint16Array.from(items), primary };
}

/** Lists of ids per row as CSR arrays. */
function csr(lists: number[][]): { start: Uint32Array; items: Uint16Array } {
  const start = new Uint32Array(lists.length + 1);
  const items: number[] = [];
  lists.forEach((list, i) => {
    start[i] = items.length;
    items.push(...list);
  });
  start[lists.length] = items.length;
  return { start, items: Uint16Array.from(items) };
}

/** The deletion index's buckets: every stored form's hash, split into bucket and check bits. */
function deletionTable(dictionary: readonly string[]): Pick<SectionData, 'DELETION_BUCKET_START' | 'DELETION_CHECK' | 'DELETION_TOKEN'> {
  const buckets = 1 << DELETION_BUCKET_BITS;
  const entries: Array<{ bucket: number; check: number; token: number }> = [];
  const hashes = new Uint32Array(DELETION_MAX_TOKEN + 2);
  dictionary.forEach((text, token) => {
    if (text.length < DELETION_MIN_TOKEN || text.length > DELETION_MAX_TOKEN) return;
    deletionHashes(text, hashes);
    const seen = new Set<number>();
    for (const h of hashes.subarray(0, text.length + 1)) {
      // `aab` loses either `a` to the same form: store it once.
      if (seen.has(h)) continue;
      seen.add(h);
      entries.push({ bucket: h & (buckets - 1), check: h >>> DELETION_BUCKET_BITS, token });
    }
  });
  entries.sort((a, b) => a.bucket - b.bucket || a.token - b.token || a.check - b.check);
  const DELETION_BUCKET_START = new Uint32Array(buckets + 1);
  const DELETION_CHECK = new Uint16Array(entries.length);
  const DELETION_TOKEN = new Uint16Array(entries.length);
  entries.forEach((e, i) => {
    DELETION_CHECK[i] = e.check;
    DELETION_TOKEN[i] = e.token;
  });
  let at = 0;
  for (let b = 0; b < buckets; b++) {
    DELETION_BUCKET_START[b] = at;
    while (at < entries.length && entries[at]?.bucket === b) at++;
  }
  DELETION_BUCKET_START[buckets] = at;
  return { DELETION_BUCKET_START, DELETION_CHECK, DELETION_TOKEN };
}
