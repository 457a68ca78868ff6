/**
 * Whether a field's text writes nothing: no letter or digit at all (`-`, `.`, `/`), or one of the
 * values forms put in a field they require and the user had nothing for (`EMPTY_FIELD_VALUES`:
 * `n/a`, `x`, `fără stradă`, `nespecificat`). Such a field is read as if it were not sent.
 */
import { fold } from './normalize.js';
import { EMPTY_FIELD_VALUES } from './vocabulary.js';

const EMPTY_VALUES: ReadonlySet<string> = new Set(EMPTY_FIELD_VALUES.map((words) => words.join(' ')));

/** The longest of {@link EMPTY_FIELD_VALUES}, in characters: a longer field is never one (most fields are). */
const LONGEST = Math.max(...[...EMPTY_VALUES].map((v) => v.length)) + 8;

/** The first words of {@link EMPTY_FIELD_VALUES}: a field opening with another is none (most fields). */
const FIRST_WORDS: ReadonlySet<string> = new Set(EMPTY_FIELD_VALUES.map((words) => words[0]!));

/** True when the folded word `word` opens one of {@link EMPTY_FIELD_VALUES}. */
export function opensEmptyFieldValue(word: string): boolean {
  return FIRST_WORDS.has(word);
}

/** True when the folded words `words` (one field's, joined by a space) are one of {@link EMPTY_FIELD_VALUES}. */
export function isEmptyFieldValue(words: string): boolean {
  return EMPTY_VALUES.has(words);
}

/** True when `text` writes nothing: see the module's comment. */
export function writesNothing(text: string): boolean {
  if (text.length > LONGEST) return false;
  const words = fold(text).split(/[^a-z0-9]+/).filter((w) => w !== '');
  return words.length === 0 || EMPTY_VALUES.has(words.join(' '));
}
