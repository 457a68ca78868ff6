/**
 * Place names written by an export to plain ASCII that drops the Romanian letters rather than
 * writing their base letter (`Reia` for Reșița, `Rdmneti` for Rădmănești, `Clrai` for
 * Călărași): more letters lost than the typing mistakes a word's length allows, yet each loss is
 * of one of five letters, as a `?` written for each is (`question-marks.ts`). The words of the
 * places' names are found by their fold without those letters (`foldWithoutRomanianLetters`).
 *
 * The county written is the judge: a county's table holds the words of its places' names, made
 * on first use (a few hundred names, a millisecond or two), since most addresses never ask it and
 * the whole country's would cost a first look-up a tenth of a second.
 */
import { fold, foldWithoutRomanianLetters } from '../shared/normalize.js';
import { nameTables } from './name-tables.js';
import type { Catalog } from '../reader/catalog.js';
import type { TokenIndex } from './token-index.js';

/** A word of a name with a Romanian letter an export may drop (the catalog's names are composed: one code point a letter). */
const WORD_WITH_LETTER = /[\p{L}\p{N}]*[ăâîșşțţĂÂÎȘŞȚŢ][\p{L}\p{N}]*/gu;
/** No tokens (shared: never changed). */
const NONE: readonly number[] = Object.freeze([]);
/** The shortest key kept: a word of one letter left says nothing of which word it was. */
const MIN_KEY = 2;

/** Words of names (token ids) by their fold without the Romanian letters; only words that have such a letter. */
class WordsByDroppedKey {
  readonly #byKey = new Map<string, number[]>();
  readonly #seen = new Set<string>();

  /** Adds the words of `name` (as the catalog writes it). */
  protected add(tokens: TokenIndex, name: string): void {
    for (const [word] of name.matchAll(WORD_WITH_LETTER)) {
      if (this.#seen.has(word)) continue;
      this.#seen.add(word);
      const key = foldWithoutRomanianLetters(word);
      const token = tokens.exact(fold(word));
      if (key.length < MIN_KEY || token < 0) continue;
      const list = this.#byKey.get(key);
      if (list === undefined) this.#byKey.set(key, [token]);
      else if (!list.includes(token)) list.push(token);
    }
  }

  restored(word: string): readonly number[] {
    return this.#byKey.get(word) ?? NONE;
  }
}

/** The words of one county's place names (token ids), by their fold without the Romanian letters; only words that have such a letter. */
export class CountyWords extends WordsByDroppedKey {
  constructor(catalog: Catalog, tokens: TokenIndex, county: number) {
    super();
    const { countyPlaceStart, countyPlaces } = nameTables(catalog, tokens);
    for (let i = countyPlaceStart[county]!; i < countyPlaceStart[county + 1]!; i++) this.add(tokens, catalog.placeName(countyPlaces[i]!));
  }
}

/**
 * The words of one place's street names (token ids), by their fold without the Romanian letters; only
 * words that have such a letter (`drmneti`: `darmanesti` of Strada Dărmănești in Piatra-Neamț). The
 * town found is the judge, as the county written is of place names.
 */
export class PlaceStreetWords extends WordsByDroppedKey {
  constructor(catalog: Catalog, tokens: TokenIndex, place: number) {
    super();
    const { from, to } = catalog.placeStreets(place);
    for (let s = from; s < to; s++) this.add(tokens, catalog.streetBareName(s));
  }
}

/** The tables of an index's places' streets, made as they are asked for (`IndexState.droppedStreetLetters`). */
export type DroppedStreetLetterTables = Map<number, PlaceStreetWords>;

/** The tokens of the words of the place's street names that `word` (folded) is with their Romanian letters dropped; shared, not to be changed. */
export function restoredInPlaceStreets(catalog: Catalog, tokens: TokenIndex, tables: DroppedStreetLetterTables, place: number, word: string): readonly number[] {
  let table = tables.get(place);
  if (table === undefined) {
    table = new PlaceStreetWords(catalog, tokens, place);
    tables.set(place, table);
  }
  return table.restored(word);
}

/** The tables of an index's counties, made as they are asked for (the index's state holds them: `IndexState.droppedLetters`). */
export type DroppedLetterTables = Map<number, CountyWords>;

/**
 * The tokens of the words of the county's place names that `word` (folded) is with their Romanian
 * letters dropped (`reia`: `resita` in Caraș-Severin); shared, not to be changed. `tables`: the
 * index's tables made so far, to which the county's is added on its first use.
 */
export function restoredInCounty(catalog: Catalog, tokens: TokenIndex, tables: DroppedLetterTables, county: number, word: string): readonly number[] {
  let table = tables.get(county);
  if (table === undefined) {
    table = new CountyWords(catalog, tokens, county);
    tables.set(county, table);
  }
  return table.restored(word);
}
