/**
 * Letters written as `?`: text that passed through a code page without the Romanian letters
 * (`Pia?a G?rii`, `Petre?ti, Sebe?`, `D?mbovi?a`) has a `?` for each of them. Which letter each
 * stood for is the one that makes the word a word of the index's names; a word no letter makes
 * one is left as written (a typing-mistake search may still find it); a word of the vocabulary is
 * such a word too (`Jude?ul`). Where two fillings both make
 * words of names (`Co?e?ti`: Cotești and Coșești, villages of one county), the one more names have is
 * the text read, and the other a second text the index judges too ({@link requestsWithLetters}).
 * Text in a one-byte code page (Windows-1250) read as UTF-8 has the replacement character U+FFFD for
 * each such letter (`Boto\uFFFDani`): the same damage, read alike, but never punctuation.
 */
import { fold } from '../shared/normalize.js';
import type { TokenIndex } from '../matchers/token-index.js';
import { isVocabularyWord, losesLetters } from '../text/address-tokens.js';
import type { VerifyRequest } from './verify-input.js';

/** The letters a `?` may stand for inside a word (`î` inside a word is the old spelling of `â`, which folds alike). */
const INNER_LETTERS = ['ă', 'ș', 'ț'] as const;
/**
 * Where none of those makes the word a name's, `î` too: inside a word it is written after a prefix (`Reînvierii`,
 * `Neînfricații`, `Preîntâmpinării`), rare, so tried last (the words the others fill cost no more look-ups).
 */
const INNER_LETTERS_AFTER_PREFIX = ['ă', 'ș', 'ț', 'î'] as const;
/** At a word's start or end, `î` too (`?ncrucișării`, `Sebe?`). */
const EDGE_LETTERS = ['ă', 'ș', 'ț', 'î'] as const;
/** The most `?` of one word filled in (`C?p???ne?ti`: Căpățâneni has five; {@link MAX_LOOKUPS} bounds the words looked up): a word with more is no word that lost its letters. */
const MAX_MARKS = 6;
/** The most words looked up for one text (a word's variants, all its words together): bounds what any text costs. */
const MAX_LOOKUPS = 256;
/** The most other fillings read beside the first (each a whole request resolved again): bounds what any text costs. */
const MAX_OTHER_FILLINGS = 2;
/** A word of letters and `?` (or U+FFFD), with a `?` (or U+FFFD) in it. */
const MARKED_WORD = /[\p{L}\p{M}?\uFFFD]*[?\uFFFD][\p{L}\p{M}?\uFFFD]*/gu;
/** The replacement character a UTF-8 reader writes for each byte it cannot read. */
const REPLACEMENT = '\uFFFD';

/** True when `text` has a letter lost as `?` or as U+FFFD. */
function hasMark(text: string): boolean {
  return text.includes('?') || text.includes(REPLACEMENT);
}

/** What filling one text's words may still look up: {@link MAX_LOOKUPS} less what it has. */
interface Budget {
  left: number;
}

/**
 * The names' word that `word` (with its `?`) can be, written with the letters filled in; `word` when
 * none (or past the budget). `other`: the next such word, by how many names have it, when there is one.
 */
function filled(word: string, tokens: TokenIndex, budget: Budget, lossy: boolean, closing: boolean): Filled {
  const chars = [...word];
  const marks: number[] = [];
  chars.forEach((c, i) => {
    if (c === '?' || c === REPLACEMENT) marks.push(i);
  });
  const letters = chars.length - marks.length;
  // One letter kept is enough: the two-letter words of names and sentences lose theirs too (`Vale ?n Jos`, `3 ?i 5`:
  // `în`, `și`); a `?` alone is no word's.
  if (marks.length > MAX_MARKS || letters < 1) return { best: word };
  // A question mark after a word (`Lunca?`) is punctuation; a replacement character never is (`Pruni\uFFFD`);
  // nor is a `?` in a text that loses letters to it (`lossy`: `Strada Samoil? Dumitru, Bucure?ti`, `losesLetters`).
  // But where the word with a letter for it names places too (`Tur?, Satu Mare`: Tur or Turț, both villages of the
  // county), the mark may be a lost letter: the text is read both ways, and the index weighs the two. Which way is
  // read first (the answer where the index confirms both alike) is where the mark stands: a question closes the
  // text (`Str. Lungă 5, Tur?`: `closing`); a `?` with more of the address after it (`Tur?, Satu Mare`,
  // `Tur? Satu Mare`) closes no question the address goes on after, and is first a lost letter: the text with the
  // mark kept is the other way (`markKept`), answered first only where the index confirms it clearly better
  // (`lostLetterFirst`, verify.ts: within the ambiguity margin, the lost letter's place is the answer).
  const trailing = marks.every((at, k) => at === chars.length - marks.length + k && chars[at] === '?');
  const punctuation = trailing && !lossy && tokens.exact(fold(word.slice(0, chars.length - marks.length))) >= 0;
  const capital = word === word.toUpperCase();
  let best = word;
  let bestNames = 0;
  let other: string | undefined;
  let otherNames = 0;
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
      // (A word of the vocabulary counts as a name's: `Jude?ul`, `Comun?`.)
      if (token < 0 && !isVocabularyWord(key)) return;
      // Of several words, the one more names have (`G?rii`: Gării).
      const postings = token < 0 ? undefined : tokens.postings(token);
      const names = Math.max(1, postings === undefined ? 0 : postings.to - postings.from);
      if (names > bestNames) {
        if (bestNames > 0) {
          other = best;
          otherNames = bestNames;
        }
        best = text;
        bestNames = names;
      } else if (names > otherNames) {
        other = text;
        otherNames = names;
      }
      return;
    }
    const at = marks[k]!;
    const written = chars[at]!;
    const edge = at === 0 || at === chars.length - 1;
    // Capital in a word written in capitals, or opening a word whose next letter is small (`?tefan`).
    const upper = capital || (at === 0 && chars[1] !== undefined && chars[1] !== chars[1].toUpperCase());
    for (const letter of edge ? EDGE_LETTERS : inner) {
      chars[at] = upper ? letter.toUpperCase() : letter;
      fill(k + 1);
    }
    chars[at] = written;
  };
  let inner: readonly string[] = INNER_LETTERS;
  fill(0);
  if (bestNames === 0 && marks.some((at) => at > 0 && at < chars.length - 1)) {
    inner = INNER_LETTERS_AFTER_PREFIX;
    seen.clear();
    fill(0);
  }
  if (punctuation) return best === word ? { best: word } : closing ? { best: word, other: best } : { best, other: word, markKept: true };
  return other === undefined ? { best } : { best, other };
}

/** A word's filling: `best` read first, `other` the other way; `markKept` when that way is the word as written, its `?` a question's. */
interface Filled {
  best: string;
  other?: string;
  markKept?: boolean;
}

/** Another way to read a text or request, and whether it keeps a `?` as a question's (`Filled.markKept`). */
export interface OtherFilling<T> {
  readonly filled: T;
  readonly markKept: boolean;
}

/** What may follow a question that closes a text: spaces, its other marks, closing quotes and brackets. */
const CLOSES_TEXT = /^[\s.!?…)\]»”"']*$/u;

/** A text whose only marks are the `?` closing it, after a sentence of its own (`…, sector 6, deci ar ajunge ușor la birou. Îl chem la interviu joi?`). */
const CLOSING_QUESTION = /^([^?\uFFFD]*\p{L}{4,}[.!]\s+)(\p{L}+\s+){2,}[^?\uFFFD\s]*\p{L}\?+\s*$/u;

/**
 * True when the text's only `?` close it as a question, a sentence of three words or more after another sentence's end
 * (after a word of four letters or more: `Str. Lungă 5, Sebe?` ends no sentence at `Str.`): punctuation, no letter lost
 * (`joi?` is no `Joia`). A text with a mark elsewhere has lost its letters, the last one too (`Petre?ti, Sebe?`).
 */
function closingQuestionOnly(text: string): boolean {
  return CLOSING_QUESTION.test(text);
}

/**
 * `text` with the letters its words wrote as `?` filled in (see the module's comment), and the
 * texts with one word filled the other way where two fillings make words of names (at most
 * {@link MAX_OTHER_FILLINGS}). `asks`: whether a `?` closing the text may close a question (free-form text; a
 * structured field holds part of an address, and its `?` the address goes on after in the other fields).
 */
export function fillQuestionMarks(text: string, tokens: TokenIndex, asks = true): { text: string; others: Array<OtherFilling<string>> } {
  if (!hasMark(text) || closingQuestionOnly(text)) return { text, others: [] };
  const budget: Budget = { left: MAX_LOOKUPS };
  const lossy = losesLetters(text);
  // (A word written again is filled as before, at no cost.)
  const done = new Map<string, Filled>();
  const others: Array<{ at: number; word: string; other: string; markKept: boolean }> = [];
  const out = text.replace(MARKED_WORD, (word, at: number) => {
    // (The same word closing the text and inside it is read each way: two keys. A structured field asks nothing.)
    const closing = asks && CLOSES_TEXT.test(text.slice(at + word.length));
    const key = closing ? `${word}\u0000` : word;
    let f = done.get(key);
    if (f === undefined) {
      f = filled(word, tokens, budget, lossy, closing);
      done.set(key, f);
    }
    if (f.other !== undefined && others.length < MAX_OTHER_FILLINGS) others.push({ at, word, other: f.other, markKept: f.markKept === true });
    return f.best;
  });
  // (Every letter a `?` stands for is one code unit: the filled text keeps the words where they were.)
  return { text: out, others: others.map(({ at, word, other, markKept }) => ({ filled: out.slice(0, at) + other + out.slice(at + word.length), markKept })) };
}

/**
 * The request with {@link fillQuestionMarks} applied to each of its text fields, and the requests with
 * one word filled the other way (none for most requests: `others` is then shared, not to be changed).
 */
export function requestsWithLetters(request: VerifyRequest, tokens: TokenIndex): { request: VerifyRequest; others: Array<OtherFilling<VerifyRequest>> } {
  let out: VerifyRequest | undefined;
  let others: Array<{ key: TextField; request: VerifyRequest; markKept: boolean }> = NO_OTHERS;
  for (const key of TEXT_FIELDS) {
    const value = request[key];
    // (Most requests have no `?`: the request itself, no copy.)
    if (value === undefined || !hasMark(value)) continue;
    out ??= { ...request };
    // (A field of structured input holds a part of an address, no question: `{ locality: 'Tur?' }` is Turț first.)
    const f = fillQuestionMarks(value, tokens, key === 'freeform');
    out[key] = f.text;
    for (const o of f.others) if (others.length < MAX_OTHER_FILLINGS) others = [...others, { key, request: { ...request, [key]: o.filled }, markKept: o.markKept }];
  }
  // (An other filling's request has the first filling of every other field.)
  const filledRequest = out ?? request;
  return { request: filledRequest, others: others.length === 0 ? NO_REQUESTS : others.map((o) => ({ filled: fillOthers(o.request, o.key, filledRequest), markKept: o.markKept })) };
}

/** The request with its first filling only ({@link requestsWithLetters}' `request`). */
export function requestWithLetters(request: VerifyRequest, tokens: TokenIndex): VerifyRequest {
  return requestsWithLetters(request, tokens).request;
}

/**
 * `other` with the fields it did not fill the other way (all but `key`) taken from `filled`. (Its own field keeps
 * its `?` where the other way is the mark read as written: `Tur?, Satu Mare` read as Turț first, Tur? the other.)
 */
function fillOthers(other: VerifyRequest, key: TextField, filledRequest: VerifyRequest): VerifyRequest {
  const out = { ...other };
  for (const k of TEXT_FIELDS) if (k !== key && other[k] !== undefined && hasMark(other[k]!)) out[k] = filledRequest[k];
  return out;
}

const NO_REQUESTS: Array<OtherFilling<VerifyRequest>> = [];
const NO_OTHERS: Array<{ key: TextField; request: VerifyRequest; markKept: boolean }> = [];

/** The request's fields of text that a `?` may be in. */
const TEXT_FIELDS = ['freeform', 'street', 'houseNumber', 'locality', 'county'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
