/**
 * Everything one loaded index derives at run time, in one object the index
 * owns (`LoadedIndex` makes it, the engines reach it through their context).
 * No engine keeps a module-level cache: two indexes in one process never share
 * or collide, and what an index holds after `prepare()` is this object's
 * fields, filled by `prepare()` or on first use.
 *
 * The tables themselves (tokens, postings, search tables) are views over the
 * index file's bytes and are not copied here.
 */
import type { PlaceRelations } from './place-relations.js';
import type { SearchState } from '../autocomplete/autocomplete-state.js';
import type { VerifyReader } from '../verify/field-readings.js';
import type { LocalityCandidate, LocalityQuery, LocalityWords, PlaceMatch } from '../verify/verify-locality.js';
import type { ResolveBounds } from '../verify/verify-resolve.js';
import { AnswerMemo } from './answer-memo.js';
import type { DroppedLetterTables, DroppedStreetLetterTables, DroppedWords } from '../matchers/dropped-letters.js';
import type { CorrectionReason, Suggestion } from '../types.js';

export class IndexState {
  /** Seats of units, sectors, counties by code, the places with streets: made by `placeRelations()`. */
  relations: PlaceRelations | undefined;
  /** Autocomplete's per-index look-ups and scratch marks: made by `searchState()` (autocomplete-state.ts). */
  search: SearchState | undefined;
  /** Suggestion codes of places (six digits, or partial), worked out once per place. */
  readonly placeCodes = new Map<number, string>();
  /** Suggestion codes of streets, worked out once per street. */
  readonly streetCodes = new Map<number, string>();
  /** Autocomplete and search lines of places, worked out once per place (suggestion-text.ts; callers get copies). */
  readonly placeLines = new Map<number, Readonly<Suggestion>>();
  /** The lines of streets without a house number, worked out once per street. */
  readonly streetLines = new Map<number, Readonly<Suggestion>>();
  /** Verify's comparison keys of place names (diacritics kept), by place, worked out once per place (see {@link keyTable}). */
  placeKeys: Array<string | undefined> | undefined;
  /** The same keys folded (diacritics gone), by place, worked out once per place. */
  foldedPlaceKeys: Array<string | undefined> | undefined;
  /** Verify's comparison keys of street names (diacritics kept), by street, worked out once per street. */
  streetKeys: Array<string | undefined> | undefined;
  /** Verify's other inflections of the words one typing mistake from a mistyped street word (verify-street.ts), at most `MISTYPED_FORMS_KEPT` words. */
  readonly mistypedForms = new Map<string, readonly string[]>();
  /** Verify's other inflections of street words that are words of the index (verify-street.ts `indexedForms`), at most `INDEXED_FORMS_KEPT` words. */
  readonly indexedForms = new Map<string, readonly string[]>();
  /** Verify's answers to the locality questions asked lately (verify-locality.ts `findLocalities`), at most `LOCALITY_ANSWERS_KEPT`. */
  readonly localities = new AnswerMemo<LocalityQuery, readonly LocalityCandidate[]>();
  /** Verify's places whose whole name is the words asked lately, by their tokens or their joined text (verify-locality.ts `exactPlacesOf`), at most `PLACE_NAMES_KEPT`. */
  readonly placeNames = new Map<number | string, readonly PlaceMatch[]>();
  /** Verify's locality texts that name no place, by their folded words joined by a line break (verify-locality.ts `findLocalities`), at most `NAMELESS_WORDS_KEPT`. */
  readonly namelessWords = new Set<string>();
  /**
   * Verify's locality texts that name a place, whole or with their article shortened, by the same key as
   * `namelessWords`, with the words the index is asked for them (verify-locality.ts `findLocalities`), at
   * most `NAMED_WORDS_KEPT`.
   */
  readonly namedWords = new Map<string, LocalityWords>();
  /** Verify's streets named one typing mistake from an answer's street, by the answer's street, type, places and words (near-named-street.ts), at most `NEAR_NAMED_STREETS_KEPT`. */
  readonly nearNamedStreets = new Map<string, readonly number[]>();
  /** Verify's corrections of county texts that name the address's county, by county code and text (verify-report.ts), null for none. */
  readonly countyReasons = new Map<string, CorrectionReason | null>();
  /** Verify's words of each county's place names by their fold without the Romanian letters (matchers/dropped-letters.ts), made per county on its first use. */
  readonly droppedLetters: DroppedLetterTables = new Map();
  /** Verify's words of each place's street names by their fold without the Romanian letters (matchers/dropped-letters.ts), made per place on its first use. */
  readonly droppedStreetLetters: DroppedStreetLetterTables = new Map();
  /** What each word of a place's or street's name with a Romanian letter gives the two tables above, worked out once for all of them. */
  readonly droppedWords: DroppedWords = new Map();
  /** Verify's reader options of this index's ranking table, and the readings of the structured fields typed lately (field-readings.ts). */
  reader: VerifyReader | undefined;
  /** Verify's bounds of the resolver's work under this index's ranking table (verify-resolve.ts), worked out on first use. */
  resolveBounds: ResolveBounds | undefined;

  /** Forgets verify's remembered field readings, locality answers, place names, nameless and named locality texts, streets named near answers' streets, county corrections and inflections of street words (a benchmark of first-seen input times each run as the first). */
  forgetVerified(): void {
    this.reader?.fields.clear();
    this.localities.clear();
    this.placeNames.clear();
    this.namelessWords.clear();
    this.namedWords.clear();
    this.nearNamedStreets.clear();
    this.countyReasons.clear();
    this.indexedForms.clear();
  }
}

/**
 * `memo`'s value for `key`, made by `make` and kept when not known yet. The memo holds at most
 * `most` keys: full, it starts again (what a run of addresses asks again soon is made again once).
 */
export function remembered<K, V>(memo: Map<K, V>, key: K, most: number, make: () => V): V {
  const known = memo.get(key);
  return known !== undefined ? known : keep(memo, key, most, make());
}

/**
 * Keeps `value` for `key` in `memo`, which holds at most `most` keys (see {@link remembered}), and
 * returns it. For the memos asked several times a verify, whose callers look the key up themselves
 * rather than make a closure for {@link remembered} on every look-up, hit or miss.
 */
export function keep<K, V>(memo: Map<K, V>, key: K, most: number, value: V): V {
  if (memo.size >= most) memo.clear();
  memo.set(key, value);
  return value;
}

/**
 * A table of `count` keys by id, none worked out yet: an array, not a map, since verify asks the key
 * of every candidate place and street and ids are dense (an array read is a few times cheaper than
 * a map's look-up of a number).
 */
export function keyTable(count: number): Array<string | undefined> {
  return new Array<string | undefined>(count);
}
