/**
 * Letters written as `?`: text that passed through a code page without the Romanian letters
 * (`Pia?a G?rii`, `Petre?ti, Sebe?`, `D?mbovi?a`) has a `?` for each of them. Which letter each
 * stood for is the one that makes the word a word of the index's names; a word no letter makes
 * one is left as written (a typing-mistake search may still find it).
 */
import { fold } from '../shared/normalize.js';
import type { TokenIndex } from '../matchers/token-index.js';
import type { VerifyRequest } from './verify-input.js';

/** The letters a `?` may stand for inside a word (`î` inside a word is the old spelling of `â`, which folds alike). */
const INNER_LETTERS = ['ă', 'ș', 'ț'] as const;
/** At a word's start or end, `î` too (`?ncrucișării`, `Sebe?`). */
const EDGE_LETTERS = ['ă', 'ș', 'ț', 'î'] as const;
/** The most `?` of one word filled in (4^4 words looked up at most): a word with more is no word that lost its letters. */
const MAX_MARKS = 4;
/** The most words looked up for one text (a word's variants, all its words together): bounds what any text costs. */
const MAX_LOOKUPS = 256;
/** A word of letters and `?`, with a `?` in it. */
const MARKED_WORD = /[\p{L}\p{M}?]*\?[\p{L}\p{M}?]*/gu;

/** What filling one text's words may still look up: {@link MAX_LOOKUPS} less what it has. */
interface Budget {
  left: number;
}

/** The names' word that `word` (with its `?`) can be, written with the letters filled in; `word` when none (or past the budget). */
function filled(word: string, tokens: TokenIndex, budget: Budget): string {
  const chars = [...word];
  const marks: number[] = [];
  chars.forEach((c, i) => {
    if (c === '?') marks.push(i);
  });
  const letters = chars.length - marks.length;
  if (marks.length > MAX_MARKS || letters < 2) return word;
  // A question mark after a word (`Lunca?`) is punctuation.
  const trailing = marks.every((at, k) => at === chars.length - marks.length + k);
  if (trailing && tokens.exact(fold(word)) >= 0) return word;
  const capital = word === word.toUpperCase();
  let best = word;
  let bestNames = 0;
  const seen = new Set<string>();
  const fill = (k: number): void => {
    if (budget.left <= 0) return;
    if (k === marks.length) {
      budget.left--;
      const text = chars.join('');
      const key = fold(text);
      if (seen.has(key)) return;
      seen.add(key);
      const token = tokens.exact(key);
      if (token < 0) return;
      // Of several words, the one more names have (`G?rii`: Gării).
      const postings = tokens.postings(token);
      const names = postings.to - postings.from;
      if (names > bestNames) {
        best = text;
        bestNames = names;
      }
      return;
    }
    const at = marks[k]!;
    const edge = at === 0 || at === chars.length - 1;
    // Capital in a word written in capitals, or opening a word whose next letter is small (`?tefan`).
    const upper = capital || (at === 0 && chars[1] !== undefined && chars[1] !== chars[1].toUpperCase());
    for (const letter of edge ? EDGE_LETTERS : INNER_LETTERS) {
      chars[at] = upper ? letter.toUpperCase() : letter;
      fill(k + 1);
    }
    chars[at] = '?';
  };
  fill(0);
  return best;
}

/** `text` with the letters its words wrote as `?` filled in (see the module's comment). */
export function fillQuestionMarks(text: string, tokens: TokenIndex): string {
  if (!text.includes('?')) return text;
  const budget: Budget = { left: MAX_LOOKUPS };
  // (A word written again is filled as before, at no cost.)
  const done = new Map<string, string>();
  return text.replace(MARKED_WORD, (word) => {
    let out = done.get(word);
    if (out === undefined) {
      out = filled(word, tokens, budget);
      done.set(word, out);
    }
    return out;
  });
}

/** The request with {@link fillQuestionMarks} applied to each of its text fields. */
export function requestWithLetters(request: VerifyRequest, tokens: TokenIndex): VerifyRequest {
  let out: VerifyRequest | undefined;
  for (const key of TEXT_FIELDS) {
    const value = request[key];
    // (Most requests have no `?`: the request itself, no copy.)
    if (value === undefined || !value.includes('?')) continue;
    out ??= { ...request };
    out[key] = fillQuestionMarks(value, tokens);
  }
  return out ?? request;
}

/** The request's fields of text that a `?` may be in. */
const TEXT_FIELDS = ['freeform', 'street', 'houseNumber', 'locality', 'county'] as const;
