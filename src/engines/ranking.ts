/**
 * The ranking table: every weight and threshold that orders results, by name,
 * with the reason for its value. Tuning the ranking is a diff of this file.
 *
 * Costs are penalties (lower is better) added up over the words of a query;
 * see the module documentation of autocomplete-search.ts for how a query's
 * words are explained. The costs of a word against a token (exact, prefix,
 * typing mistake) are {@link WordCost} in src/matchers/word-match.ts, because
 * the name matchers that verify uses share them; they are listed here too.
 */
import { WordCost } from '../matchers/word-match.js';

/** Autocomplete (and search, which ranks with it). */
export const AUTOCOMPLETE = {
  /** A typed word equal to a token of the name: nothing to forgive. */
  exactWord: WordCost.exact,
  /** The word being typed is the start of a token: likely, but `mar` starts many names. */
  prefixWord: WordCost.prefix,
  /** Per typing mistake: more than a prefix, so a correct half-typed word beats a mistyped whole one. */
  perMistake: WordCost.perEdit,
  /** One mistake of the kinds people make most in names (swapped neighbours, doubled letters, î/â, sh, tz): among the names one mistake away, these were meant more often. */
  likelyMistake: WordCost.perEdit - 1,
  /** A street type word that is not the candidate street's type: people mistake `str` for `alee`, but a street of the named type should win. */
  typeMismatch: 3,
  /** A person title the street's name lacks: more than a prefix, since `mar` may start `Mare` as well as abbreviate `Mareșal`. */
  titleAbsent: 5,
  /** A kind word (`mun`, `com`, `sat`) that does not fit the place: it may still be meant loosely. */
  kindMismatch: 3,
  /** A number read as the house number: a little, so a number that is part of a name (`1 Decembrie 1918`) reads as the name. */
  houseNumber: 1,
  /** A number on a place suggestion: places have no house numbers, so a street should explain it better. */
  numberOnPlace: 3,
  /** Each primary name token no word covers (titles and given names excepted): a fuller match ranks first. */
  perUncoveredToken: 1,
  /** At most this many uncovered tokens count: long names are not pushed below every short one. */
  maxUncovered: 3,
  /** A word nothing explains (allowed only when no candidate explains every word): dearer than any explanation. */
  unexplained: 20,
  /** Results ranked beyond the limit, so that lines that turn out identical can be dropped. */
  spareResults: 8,
} as const;
