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

/**
 * A word of a name with a Romanian letter an export may drop (the catalog's names are composed: one
 * code point a letter). What {@link wordsWithLetter} reads (test/dropped-letters.test.ts compares the two).
 */
export const WORD_WITH_LETTER = /[\p{L}\p{N}]*[ăâîșşțţĂÂÎȘŞȚŢ][\p{L}\p{N}]*/gu;
/** A Romanian letter an export may drop, in either case: a name without one has no word {@link WORD_WITH_LETTER} finds (most names). */
const HAS_LETTER = /[ăâîșşțţĂÂÎȘŞȚŢ]/;
/** The character codes of {@link HAS_LETTER}'s letters. */
const DROPPABLE_CODES: ReadonlySet<number> = new Set(Array.from('ăâîșşțţĂÂÎȘŞȚŢ', (c) => c.charCodeAt(0)));
/** A letter or digit of any script (`[\p{L}\p{N}]` of {@link WORD_WITH_LETTER}), one code point. */
const WORD_CHAR = /^[\p{L}\p{N}]$/u;

/** True when the code point at `i` (`width` code units) is a letter or digit: ASCII by its code, the rest as {@link WORD_CHAR} reads it. */
function isWordChar(code: number, text: string, i: number, width: number): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  return WORD_CHAR.test(width === 1 ? text[i]! : text.slice(i, i + 2));
}
/** No tokens (shared: never changed). */
const NONE: readonly number[] = Object.freeze([]);
/** The shortest key kept: a word of one letter left says nothing of which word it was. */
const MIN_KEY = 2;

/** A word of a name with a Romanian letter: its fold without those letters and its token. */
interface DroppedWord {
  readonly key: string;
  readonly token: number;
}

/**
 * What each word of a name with a Romanian letter gives a table ({@link DroppedWord}; null when its key
 * is too short or it is no word of the index), worked out once per index: the same words recur in
 * the street names of every town and the place names of every county (`Ștefan`, `Mărăști`, `Vâlcele`),
 * and each is two folds and a look-up in the token index. The index's state holds it (`IndexState.droppedWords`).
 */
export type DroppedWords = Map<string, DroppedWord | null>;

/**
 * Adds to `out` the words of `name` that {@link WORD_WITH_LETTER} finds (each a whole run of letters
 * and digits with a letter an export may drop), read by their character codes: a table reads every
 * name of a town or county, and the regular expression's iterator and match arrays were most of the
 * time of a table's first use.
 */
export function wordsWithLetter(name: string, out: string[]): void {
  if (!HAS_LETTER.test(name)) return;
  let start = -1;
  let lettered = false;
  for (let i = 0; i <= name.length; i++) {
    const code = i < name.length ? name.charCodeAt(i) : -1;
    const width = code >= 0xd800 && code <= 0xdbff && i + 1 < name.length ? 2 : 1;
    if (code >= 0 && isWordChar(code, name, i, width)) {
      if (start < 0) start = i;
      if (!lettered && DROPPABLE_CODES.has(code)) lettered = true;
      i += width - 1;
      continue;
    }
    if (start >= 0 && lettered) out.push(name.slice(start, i));
    start = -1;
    lettered = false;
  }
}

/** Words of names (token ids) by their fold without the Romanian letters; only words that have such a letter. */
class WordsByDroppedKey {
  readonly #byKey = new Map<string, number[]>();

  /** The words of the name being added (one list, reused). */
  readonly #found: string[] = [];

  /** Adds the words of `name` (as the catalog writes it) that have a letter an export may drop. */
  protected add(tokens: TokenIndex, words: DroppedWords, name: string): void {
    const found = this.#found;
    found.length = 0;
    wordsWithLetter(name, found);
    for (let k = 0; k < found.length; k++) this.#addWord(tokens, words, found[k]!);
  }

  #addWord(tokens: TokenIndex, words: DroppedWords, word: string): void {
    let known = words.get(word);
    if (known === undefined) {
      const key = foldWithoutRomanianLetters(word);
      const token = tokens.exact(fold(word));
      known = key.length < MIN_KEY || token < 0 ? null : { key, token };
      words.set(word, known);
    }
    if (known === null) return;
    // (A word met again in the table gives the same token: kept once, in the order first met.)
    const list = this.#byKey.get(known.key);
    if (list === undefined) this.#byKey.set(known.key, [known.token]);
    else if (!list.includes(known.token)) list.push(known.token);
  }

  restored(word: string): readonly number[] {
    return this.#byKey.get(word) ?? NONE;
  }
}

/** The words of one county's place names (token ids), by their fold without the Romanian letters; only words that have such a letter. */
export class CountyWords extends WordsByDroppedKey {
  constructor(catalog: Catalog, tokens: TokenIndex, words: DroppedWords, county: number) {
    super();
    const { countyPlaceStart, countyPlaces } = nameTables(catalog, tokens);
    for (let i = countyPlaceStart[county]!; i < countyPlaceStart[county + 1]!; i++) this.add(tokens, words, catalog.placeName(countyPlaces[i]!));
  }
}

/**
 * The words of one place's street names (token ids), by their fold without the Romanian letters; only
 * words that have such a letter (`drmneti`: `darmanesti` of Strada Dărmănești in Piatra-Neamț). The
 * town found is the judge, as the county written is of place names.
 */
export class PlaceStreetWords extends WordsByDroppedKey {
  constructor(catalog: Catalog, tokens: TokenIndex, words: DroppedWords, place: number) {
    super();
    const { from, to } = catalog.placeStreets(place);
    for (let s = from; s < to; s++) this.add(tokens, words, catalog.streetBareName(s));
  }
}

/** The tables of an index's places' streets, made as they are asked for (`IndexState.droppedStreetLetters`). */
export type DroppedStreetLetterTables = Map<number, PlaceStreetWords>;

/** The tokens of the words of the place's street names that `word` (folded) is with their Romanian letters dropped; shared, not to be changed. */
export function restoredInPlaceStreets(catalog: Catalog, tokens: TokenIndex, tables: DroppedStreetLetterTables, words: DroppedWords, place: number, word: string): readonly number[] {
  let table = tables.get(place);
  if (table === undefined) {
    table = new PlaceStreetWords(catalog, tokens, words, place);
    tables.set(place, table);
  }
  return table.restored(word);
}

/** The tables of an index's counties, made as they are asked for (the index's state holds them: `IndexState.droppedLetters`). */
export type DroppedLetterTables = Map<number, CountyWords>;

/**
 * The tokens of the words of the county's place names that `word` (folded) is with their Romanian
 * letters dropped (`reia`: `resita` in Caraș-Severin); shared, not to be changed. `tables`: the
 * index's tables made so far, to which the county's is added on its first use; `words`: what each
 * word of a name gives a table, shared by all of them.
 */
export function restoredInCounty(catalog: Catalog, tokens: TokenIndex, tables: DroppedLetterTables, words: DroppedWords, county: number, word: string): readonly number[] {
  let table = tables.get(county);
  if (table === undefined) {
    table = new CountyWords(catalog, tokens, words, county);
    tables.set(county, table);
  }
  return table.restored(word);
}
