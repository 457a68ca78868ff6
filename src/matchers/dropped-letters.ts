/**
 * Place names written by an export to plain ASCII that drops the Romanian letters rather than
 * writing their base letter (`Reia` for Reșița, `Rdmneti` for Rădmănești, `Clrai` for
 * Călărași): more letters lost than the typing mistakes a word's length allows, yet each loss is
 * of one of five letters, as a `?` written for each is (`question-marks.ts`). The words of the
 * places' names are found by their fold without those letters (`foldWithoutRomanianLetters`).
 *
 * The table is made from the catalog's place names on first use (a few tens of thousands of
 * words, once per index), since most addresses never ask it.
 */
import type { Catalog } from '../reader/catalog.js';
import { fold, foldWithoutRomanianLetters, hasDroppableLetter } from '../shared/normalize.js';
import type { TokenIndex } from './token-index.js';

/** A word of a name: letters, marks and digits between any other characters (as `fold` splits words). */
const NAME_WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** No tokens (shared: never changed). */
const NONE: readonly number[] = Object.freeze([]);
/** The shortest key kept: a word of one letter left says nothing of which word it was. */
const MIN_KEY = 2;

/** The words of place names (token ids), by their fold without the Romanian letters; only words that have such a letter. */
export class DroppedLetters {
  readonly #byKey = new Map<string, number[]>();

  constructor(catalog: Catalog, tokens: TokenIndex) {
    for (let p = 0; p < catalog.placeCount; p++) {
      const name = catalog.placeName(p);
      if (!hasDroppableLetter(name)) continue;
      for (const [word] of name.matchAll(NAME_WORD)) {
        if (!hasDroppableLetter(word)) continue;
        const key = foldWithoutRomanianLetters(word);
        const token = tokens.exact(fold(word));
        if (key.length < MIN_KEY || token < 0) continue;
        const list = this.#byKey.get(key);
        if (list === undefined) this.#byKey.set(key, [token]);
        else if (!list.includes(token)) list.push(token);
      }
    }
  }

  /** The tokens of name words that `word` (folded) is with their Romanian letters dropped; shared, not to be changed. */
  restored(word: string): readonly number[] {
    return this.#byKey.get(word) ?? NONE;
  }
}

const TABLES = new WeakMap<Catalog, DroppedLetters>();

/** The {@link DroppedLetters} of an index's catalog, made on first use. */
export function droppedLetters(catalog: Catalog, tokens: TokenIndex): DroppedLetters {
  let table = TABLES.get(catalog);
  if (table === undefined) {
    table = new DroppedLetters(catalog, tokens);
    TABLES.set(catalog, table);
  }
  return table;
}
