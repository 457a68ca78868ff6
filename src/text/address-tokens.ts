/**
 * The one reader of address text, for verify and autocomplete alike: it splits
 * text into folded words, each tied to the exact characters it came from (so
 * that a correction can quote the user's own text), and gives each word every
 * role it could play, from the one vocabulary (`shared/vocabulary.ts`,
 * `shared/street-name.ts`, `shared/aliases.ts`): house number, postal code,
 * number or building marker, street type word, person title, locality kind,
 * sector or county marker, month, country, field label, note, conjunction.
 *
 * Nothing is decided here: `Calea` may start a street or a village's name,
 * `Alba` may be a county or a name word, `1848` a house number or a street's
 * name. Verify's `address-parser` scores readings that give the words roles
 * against the index; autocomplete's `query` lets each candidate explain them.
 */
import { countyByCode, LOCALITY_KIND_WORDS, localityKindOf, type LocalityKind } from '../shared/aliases.js';
import { fold } from '../shared/normalize.js';
import { oneMistakeApart } from '../matchers/edit-distance.js';
import { ADDRESS_TYPE_FIRST_WORDS, matchStreetTypeInAddress, matchStreetTypePrefix, matchTitle, TITLE_FIRST_WORDS } from '../shared/street-name.js';
import {
  ADDRESS_LABELS, COMPANY_FORMS, CONJUNCTIONS, COUNTRY_WORDS, COUNTY_MARKERS, DASHED_NOTE_STARTS, DETAIL_MARKERS, GLUED_HOUSE_KEYWORD, GLUED_NAME_MARKER, GLUED_NAME_NUMBER, GLUED_NUMBER_DETAIL, GLUED_PLACE_MARKERS, HOUSE_MARKERS, HOUSE_NUMBER_SUFFIX_WORDS, MONTH_SHORT_FORMS, MONTHS,
  NOTE_WORDS, NUMBER_MARKERS, NUMBER_TAKEN_BACK_WORDS, PARENTHESIZED_NOTE_STARTS, PHONE_MARKERS, POSTAL_CODE_WORDS, SECTOR_ONLY_WORDS, SECTOR_WORDS, SIGNED_LETTERS,
} from '../shared/vocabulary.js';
import { mapped } from '../shared/arrays.js';

/** Every role a word could play; several may hold at once (`mai` is a month and a name word). */
export interface WordRoles {
  /** A house number as written: up to five digits, maybe letters after (`12`, `12a`, `7bis`). */
  number: boolean;
  /** Starts with a digit (`1848`, `12a`, `400157`, `0744123456`). */
  digitFirst: boolean;
  /** Six digits: a postal code. */
  postalCode: boolean;
  /** Introduces the house number (`nr`, `numar`, `no`). */
  numberMarker: boolean;
  /** Introduces a building detail (`bl`, `sc`, `et`, `ap`). */
  detailMarker: boolean;
  /** Introduces any part of the house number: a number or detail marker, or `km`. */
  houseMarker: boolean;
  /** Written before a postal code (`cod`, `cp`). */
  postalWord: boolean;
  /** Introduces a county (`jud`, `judetul`). */
  countyMarker: boolean;
  /** Introduces a București sector (`sector`, `sect`, `sec`). */
  sectorWord: boolean;
  /** A sector word that is no name too (not `sec`, a village): alone, it still awaits its number. */
  sectorOnly: boolean;
  /** The kind of locality the word names as a marker (`sat`, `com`, `mun`, `loc`, `cartier`). */
  localityKind: LocalityKind | undefined;
  /** The word alone is a street type or its abbreviation (`str`, `calea`, `bd`). */
  typeWord: boolean;
  /** A street type form starts at this word: its type id and how many words it takes (`b dul`: 2). */
  streetType: { typeId: number; length: number } | undefined;
  /** A person title starts at this word (`arh`, `g ral`, `lt col`): the full title and its length. */
  title: { title: string; length: number } | undefined;
  /** A month: a number before it is part of a name (`1 Mai`). */
  month: boolean;
  /** The country (`romania`, `ro`). */
  country: boolean;
  /** A field label that only says "address" (`adresa`, `domiciliul`, `sediul`). */
  label: boolean;
  /** Written before a telephone number (`tel`, `mobil`). */
  phoneMarker: boolean;
  /** Joins a second address or number (`si`, `sau`). */
  conjunction: boolean;
  /** A note about where in a building (`parter`, `corp`): true when it takes a value after it. */
  note: boolean | undefined;
  /** Opens a note in parentheses (`(sediu social)`, `(fost …)`). */
  parenthesizedNote: boolean;
  /** Opens a note after a dash or a comma (`- fost sediu`). */
  dashedNote: boolean;
}

/** One folded word of the input, where it was written, and the roles it could play. */
export interface Word {
  /** One folded word: a-z and 0-9 only. */
  folded: string;
  /** Offset of the word's first character in the text. */
  start: number;
  /** Offset just past the word's last character. */
  end: number;
  /** True when a comma, semicolon or line break separates it from the word before. */
  breakBefore: boolean;
  roles: WordRoles;
}

/**
 * A word of a text without {@link BEYOND_LATIN}'s code units: ASCII letters and digits, the Latin
 * letters of Latin-1 and Latin Extended-A and -B (not `×`, `÷`) and the combining diacritics, what
 * {@link wordCharacterAt} reads by its code as the letters, marks and digits they are; and the
 * letters and digits of U+0080-U+00BF, which it asks of the Unicode expression (`ª`, `²`, `³`, `µ`,
 * `¹`, `º`, `¼`-`¾`: its `\p{L}` and `\p{N}` there).
 */
const LATIN_WORD = /[A-Za-z0-9\u00aa\u00b2\u00b3\u00b5\u00b9\u00ba\u00bc-\u00be\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0300-\u036f]+/g;
/** The words of a text without any (see {@link splitWords}). */
const NO_LATIN_WORDS: readonly string[] = [];
/** A code unit {@link wordCharacterAt} asks of the Unicode expression. */
const BEYOND_LATIN = /[^\u0000-\u024f\u0300-\u036f]/;
/**
 * True when `word` is a word of ASCII letters and digits (`/^[A-Za-z0-9]+$/`), by its codes: asked of every word
 * of every text, where an expression's call cost more than the few comparisons (speed111).
 */
export function isAsciiWord(word: string): boolean {
  const n = word.length;
  if (n === 0) return false;
  for (let i = 0; i < n; i++) {
    const c = word.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57))) return false;
  }
  return true;
}

/** A letter, mark or digit of any script at `lastIndex` (sticky: one code point is read, no match array is made). */
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/uy;

/**
 * How many code units the letter, mark or digit (`\p{L}`, `\p{M}`, `\p{N}`) at `text[i]` takes: 1,
 * 2 for one written as two surrogates, 0 when none is there. ASCII, the Latin letters of
 * Latin-1 and Latin Extended-A and -B (Romanian's among them) and the combining diacritics are
 * told by their code; any other character is asked of the expression.
 */
function wordCharacterAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)) return 1;
  if (c < 0xc0) {
    if (c < 0x80) return 0;
  } else if ((c <= 0x24f && c !== 0xd7 && c !== 0xf7) || (c >= 0x300 && c <= 0x36f)) return 1;
  WORD_CHARACTER.lastIndex = i;
  return WORD_CHARACTER.test(text) ? WORD_CHARACTER.lastIndex - i : 0;
}

/** Where the next word of `text` (a run of letters, marks and digits) starts, from `i` on: its length when there is none. */
export function wordStart(text: string, i: number): number {
  const n = text.length;
  while (i < n && wordCharacterAt(text, i) === 0) {
    const c = text.charCodeAt(i);
    // A character written as two surrogates is passed whole, as the expression would.
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < n && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  return i;
}

/** Where the word of `text` that starts at `i` ends. */
export function wordEnd(text: string, i: number): number {
  const n = text.length;
  for (let k = i < n ? wordCharacterAt(text, i) : 0; k > 0; k = i < n ? wordCharacterAt(text, i) : 0) i += k;
  return i;
}
/**
 * True when `text[from, to)` ends a sentence that asks or exclaims, before the word `next` (`Pensiune superbă în
 * Mărgăritești, Olt! Gazde primitoare`, `care e adresa exacta? polonita feliceni`): no address's words go on past
 * it, and it separates fields like a comma. Only a `!` or `?` before a space (one between letters is a letter a
 * code page lost: `Jude?ul`), and not before a word that takes back what was doubted (`Onești?? nu, Comănești`,
 * `NUMBER_TAKEN_BACK_WORDS`): there the words go on. And a closing bracket's full stop before a space (`ANINA
 * (CARAS-SEVERIN). Transport asigurat.`, a job ad's place then its next sentence): an abbreviation's dot never follows
 * a bracket, so the dot ends the sentence.
 */
function sentenceEnd(text: string, from: number, to: number, next: string): boolean {
  if (to - from < 2) return to - from === 1 && codeEndsSentence(text, from, to);
  for (let i = from; i + 1 < to; i++) {
    const c = text.charCodeAt(i);
    const after = text.charCodeAt(i + 1);
    if ((c === 33 || (c === 63 && !lostLetterAt(text, i))) && (after === 32 || after === 10)) return !NUMBER_TAKEN_BACK_WORDS.has(next.toLowerCase());
    if (c === 41 && after === 46 && i + 2 < to && (text.charCodeAt(i + 2) === 32 || text.charCodeAt(i + 2) === 10)) return true;
  }
  return hyphenatedWordEnds(text, from, to) || codeEndsSentence(text, from, to);
}

/**
 * True when `text[from, to)` is a full stop, maybe with white space, after a county's code written in two capitals that
 * closes a field (a comma before it) and before a word opened by a capital and going on in small letters (`Petru Rareș
 * 6A,Bacău,BC.Unitatea ext pe balcon`, `…, Sibiu, SB. Sunați înainte`: a job's note after the address; issue 24,
 * shapes117): a county's code is no abbreviation that a dot shortens, and the field it closes is the address's last,
 * so the dot ends the sentence. Read on, the note became the words of a commune the county's code opened.
 */
function codeEndsSentence(text: string, from: number, to: number): boolean {
  if (from < 3 || text.charCodeAt(from) !== 46 || to >= text.length) return false;
  // (White space told by its code, as `\s` reads it: no expression run a character, at every full stop of every text.)
  for (let i = from + 1; i < to; i++) if (!isSpaceCode(text.charCodeAt(i))) return false;
  const first = text[from - 2]!;
  const second = text[from - 1]!;
  if (!isCapital(first) || !isCapital(second) || isLetter(text[from - 3]!) || countyByCode(first + second) === undefined) return false;
  let k = from - 3;
  while (k >= 0 && isSpaceCode(text.charCodeAt(k))) k--;
  if (k < 0 || text.charCodeAt(k) !== 44) return false;
  const next = text[to]!;
  const after = text[to + 1] ?? '';
  return isCapital(next) && isLetter(after) && after !== after.toUpperCase();
}

/** True for a capital letter (one with a small form). Exported for the tests. */
export function isCapital(c: string): boolean {
  // (ASCII by its code, as {@link isLetter}: `A`-`Z` are its only capitals.)
  const code = c.charCodeAt(0);
  if (code < 0x80) return code >= 65 && code <= 90;
  return isLetter(c) && c !== c.toLowerCase();
}

/**
 * True when `text[from, to)` is a full stop and white space after a word of letters hyphenated to another (each of
 * {@link HYPHENATED_PART_LETTERS} letters at the least) and before a capital (`Teren în Oraș Lehliu-Gara. Informații
 * la Primăria …`): an abbreviation's dot closes a short word, never a hyphenated name (`B-dul.` is one word of one
 * letter and a short one), so the dot ends the sentence, and the place's name with it. In a text of small letters only,
 * before any word.
 */
function hyphenatedWordEnds(text: string, from: number, to: number): boolean {
  // (`/^\.\s+$/` of the gap, by its codes: no slice and no expression at every full stop of every text, `Str. `, `nr. `.)
  if (text.charCodeAt(from) !== 46 || to - from < 2) return false;
  for (let i = from + 1; i < to; i++) if (!isSpaceCode(text.charCodeAt(i))) return false;
  // (By the characters, back from the dot: an expression of Unicode letter classes costs its compiling, twice, in a cold process.)
  let k = from;
  while (k > 0 && isLetter(text[k - 1]!)) k--;
  if (from - k < HYPHENATED_PART_LETTERS || k === 0 || text.charCodeAt(k - 1) !== 45) return false;
  let m = k - 1;
  while (m > 0 && isLetter(text[m - 1]!)) m--;
  if (k - 1 - m < HYPHENATED_PART_LETTERS) return false;
  // (A text written all in small letters opens its sentences with them: `… com. bicaz-chei. informatii la primaria …`.)
  const next = text[to] ?? '';
  return (isLetter(next) && next === next.toUpperCase()) || text === text.toLowerCase();
}
/** The fewest letters of each side of a hyphenated name {@link hyphenatedWordEnds} reads. */
const HYPHENATED_PART_LETTERS = 3;
/** True for a letter that has a case (every letter of Romanian and its neighbours' languages), or a combining mark. Exported for the tests. */
export function isLetter(c: string): boolean {
  // (ASCII, most characters of every text, by its code: `A`-`Z` and `a`-`z` are its only characters with a case. Two case
  // mappings a character were asked at every full stop's word, walked back letter by letter.)
  const code = c.charCodeAt(0);
  if (code < 0x80) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return c.toLowerCase() !== c.toUpperCase() || (c >= '\u0300' && c <= '\u036f');
}

/** A `?` between two letters (`Bucure?ti`): a letter the text lost to a code page. */
const LOST_LETTER = /\p{L}\?\p{L}/u;
/** The text {@link losesLetters} last told of, and its answer (the readers ask of one text many times). */
let lostText = '';
let lostAnswer = false;

/**
 * True when `text` loses Romanian letters to `?`: one `?` stands inside a word (`Bucure?ti`, `Pia?a`).
 * A fact of the whole text: in such a text a `?` right after a letter (`Strada Samoil? Dumitru`) is
 * one more lost letter, no sentence's end; in another (`care e adresa? Str. Lungă`) it asks.
 */
export function losesLetters(text: string): boolean {
  if (text !== lostText) {
    lostText = text;
    lostAnswer = text.includes('?') && LOST_LETTER.test(text);
  }
  return lostAnswer;
}

/** True when the `?` at `text[i]` stands for a lost letter: right after a letter, in a text that {@link losesLetters}. */
function lostLetterAt(text: string, i: number): boolean {
  return i > 0 && /\p{L}/u.test(text[i - 1]!) && losesLetters(text);
}

/** True when the character of code `c` is white space, as `\s` of a regular expression reads it. Exported for the tests. */
export function isSpaceCode(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/**
 * True when `text[from, to)` opens with a colon, after white space and at most one period (`Strada:`, `Str.:`,
 * `Adresa :`): `/^\s*\.?\s*:/` of that slice, without making the slice (a label's test at every street type and
 * label word of every text, speed86).
 */
export function colonAfter(text: string, from: number, to: number): boolean {
  let at = from;
  while (at < to && isSpaceCode(text.charCodeAt(at))) at++;
  if (at < to && text.charCodeAt(at) === 46) {
    at++;
    while (at < to && isSpaceCode(text.charCodeAt(at))) at++;
  }
  return at < to && text.charCodeAt(at) === 58;
}

/**
 * True when `text[from, to)` holds a sentence's end: a `.`, `!` or `?` (followed by white space when
 * `beforeSpace`); a `?` that stands for a lost letter ({@link losesLetters}) is none.
 */
export function sentenceMarkIn(text: string, from: number, to: number, beforeSpace = false): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 46 && c !== 33 && c !== 63) continue;
    if (beforeSpace && !/\s/.test(text[i + 1] ?? '')) continue;
    if (c === 63 && lostLetterAt(text, i)) continue;
    return true;
  }
  return false;
}
/**
 * True when `text[from, to)` closes a bracket that holds a field break (`din Frătești (com. Lelești, GJ) se adună
 * …`: the village's commune and county in brackets, a sentence after): the bracket's last field ends at its close,
 * as it would at a comma. A bracket of one field (`Bulevardul Unirii (Micro 3) nr. 5`, `Segesvári (Sighișoara) u.
 * 33`) goes on into the words after it.
 */
function closesFieldedBracket(text: string, from: number, to: number): boolean {
  // (Most gaps are one space: told at once; the gap's characters only, never the text after it.)
  if (to - from === 1 && text.charCodeAt(from) !== 41) return false;
  let closed = false;
  for (let i = from; i < to && !closed; i++) closed = text.charCodeAt(i) === 41;
  if (!closed) return false;
  // Back to the bracket's opening, at most a field's length (a bracket left open long before is no field's).
  for (let i = from - 1; i >= 0 && from - i <= FIELDED_BRACKET_MOST_CHARS; i--) {
    const c = text.charCodeAt(i);
    if (c === 40 || c === 41) return false;
    if (c === 44 || c === 59) {
      for (let k = i - 1; k >= 0 && from - k <= FIELDED_BRACKET_MOST_CHARS; k--) {
        const b = text.charCodeAt(k);
        if (b === 41) return false;
        if (b === 40) return true;
      }
      return false;
    }
  }
  return false;
}
/** The most characters back from a bracket's close to its opening that {@link closesFieldedBracket} looks at. */
const FIELDED_BRACKET_MOST_CHARS = 80;
/** True when `text[from, to)` holds a field break: a comma, semicolon, bar, tab or line break. */
function hasBreak(text: string, from: number, to: number): boolean {
  // (One space, most words' gap: told at once, not by the dozen comparisons below.)
  if (to - from === 1 && text.charCodeAt(from) === 32) return false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    // Comma, semicolon, line break, bar, and the tab of columns pasted from a spreadsheet; the
    // arrows and bullets of breadcrumbs and cascading lists (`Cluj > Moldovenești > Pietroasa`); a markup tag's opening (`20</cbc:StreetName>`).
    if (c === 44 || c === 59 || c === 10 || c === 13 || c === 124 || c === 9 || c === 62 || c === 60 || c === 0xbb || c === 0x2192 || c === 0x2022 || c === 0xb7) return true;
  }
  return false;
}
const HOUSE_NUMBER = /^\d{1,5}[a-z]{0,3}$/;
/** The words written letter by letter with dots (`C.P.`, `S.R.L.`): the postal code's word and the company forms of one word. */
const DOTTED_WORDS: ReadonlySet<string> = new Set([...POSTAL_CODE_WORDS, ...COMPANY_FORMS.filter((f) => f.length === 1).map((f) => f[0]!)].filter((w) => w.length >= 2 && w.length <= 4));
/** A postal code glued to the town's name, before or after it (`510217Alba`, `Arad310419`): two words. */
const GLUED_POSTAL_CODE = /^(\d{6}(?=[a-z]{3,}$)|[a-z]{3,}(?=\d{6}$))(.+)$/;

/**
 * True when `text[from, to)` is a dash or a slash with spaces around it, maybe after an initial's dot (`Ionescu Maria -
 * Cluj-Napoca`, `Iași - Str. Lungă`, `Bacău / Negri / Poiana nr 12`, `Ionescu I. - Banca`): it separates fields like a
 * comma, except between two numbers, where it joins a range or a second number (`49 - 51`, `5 / 7`).
 */
function spacedDash(text: string, from: number, to: number, before: string, after: string): boolean {
  // A space, the dash or slash, a space at the least: most words stand one space apart, and are no further looked at.
  // (An initial's dot may close the word before, a name's end: `vizita dom. Ionescu I. - Strâmtura-Mitoc/Banca/VS`. Not a
  // longer abbreviation's, which may lead what follows the dash: `Vizita dom. - Oprea Patricia - Nemertea`.)
  // (A number's sign may open the field after it: `… / 12 min / #465`, a dispatch line's order number.)
  if (to - from < 3 || !(before.length === 1 ? /^\.?\s+[-\u2013\u2014/]\s+#?$/ : /^\s+[-\u2013\u2014/]\s+#?$/).test(text.slice(from, to))) return false;
  return !(/^\d/.test(before) && /^\d/.test(after));
}

/**
 * True when `text[from, to)` is a slash alone between two words of letters (`Moldovenești/Pietroasa`,
 * `Bacău/Negri`): it separates fields as a spaced one does. Between numbers it joins them (`12/14`,
 * `12/A`: a range, a lot).
 */
function letterSlash(text: string, from: number, to: number, before: string, after: string): boolean {
  return to - from === 1 && text.charCodeAt(from) === 47 && !/\d/.test(before) && !/^\d/.test(after) && before.length > 1 && after.length > 1;
}

/**
 * One bit per vocabulary list a word may be in; then the first words of street types and of person
 * titles, which are no role but say whether the type or title is looked for there, and the months'
 * short forms, a month after a number (most words of an address are names: one look-up tells them apart).
 */
const Bit = {
  numberMarker: 1, detailMarker: 2, houseMarker: 4, postalWord: 8, countyMarker: 16, sectorWord: 32, sectorOnly: 64, month: 128,
  country: 256, label: 512, phoneMarker: 1024, conjunction: 2048, parenthesizedNote: 4096, dashedNote: 8192, kind: 16384, note: 32768,
  typeStart: 65536, titleStart: 131072, monthShortForm: 262144,
} as const;
/** The bits of the lists that are roles (all but `typeStart`, `titleStart` and `monthShortForm`). */
const ROLE_BITS = Bit.typeStart - 1;

/** The vocabulary lists each word is in, as bits: one look-up per word instead of one per list. */
const VOCABULARY_BITS: ReadonlyMap<string, number> = (() => {
  const bits = new Map<string, number>();
  const mark = (words: Iterable<string>, bit: number): void => {
    for (const w of words) bits.set(w, (bits.get(w) ?? 0) | bit);
  };
  mark(NUMBER_MARKERS, Bit.numberMarker);
  mark(DETAIL_MARKERS, Bit.detailMarker);
  mark(HOUSE_MARKERS, Bit.houseMarker);
  mark(POSTAL_CODE_WORDS, Bit.postalWord);
  mark(COUNTY_MARKERS, Bit.countyMarker);
  mark(SECTOR_WORDS, Bit.sectorWord);
  mark(SECTOR_ONLY_WORDS, Bit.sectorOnly);
  mark(MONTHS, Bit.month);
  mark(COUNTRY_WORDS, Bit.country);
  mark(ADDRESS_LABELS, Bit.label);
  mark(PHONE_MARKERS, Bit.phoneMarker);
  mark(CONJUNCTIONS, Bit.conjunction);
  mark(PARENTHESIZED_NOTE_STARTS, Bit.parenthesizedNote);
  mark(DASHED_NOTE_STARTS, Bit.dashedNote);
  mark(LOCALITY_KIND_WORDS, Bit.kind);
  mark(NOTE_WORDS.keys(), Bit.note);
  mark(ADDRESS_TYPE_FIRST_WORDS, Bit.typeStart);
  mark(TITLE_FIRST_WORDS, Bit.titleStart);
  mark(MONTH_SHORT_FORMS.keys(), Bit.monthShortForm);
  return bits;
})();

/**
 * True when the folded word is one of the vocabulary's (a marker, a kind, a label, a month, a street
 * type...), not only a word of the index's names: `judetul`, which text that lost its Romanian letters
 * to `?` writes `Jude?ul`, is a word as much as a name's.
 */
export function isVocabularyWord(folded: string): boolean {
  return ((VOCABULARY_BITS.get(folded) ?? 0) & ROLE_BITS) !== 0 || matchStreetTypeInAddress([folded], 0) !== undefined;
}

/**
 * The roles of each word of a folded word list (by position: a street type or
 * title may take several words). Used on the words {@link readWords} gives, and
 * on word lists rewritten by the locality grammar.
 */
export function wordRoles(folded: readonly string[]): WordRoles[] {
  return mapped(folded, (_w, i) => rolesAt(folded, i));
}

function rolesAt(folded: readonly string[], i: number): WordRoles {
  const w = folded[i]!;
  const digitFirst = w.length > 0 && w.charCodeAt(0) >= 48 && w.charCodeAt(0) <= 57;
  const listed = VOCABULARY_BITS.get(w) ?? 0;
  const bits = listed & ROLE_BITS;
  const streetType = digitFirst || (listed & Bit.typeStart) === 0 ? undefined : matchStreetTypeInAddress(folded, i);
  const title = (listed & Bit.titleStart) !== 0 ? matchTitle(folded, i) : undefined;
  const month = (bits & Bit.month) !== 0 || (!digitFirst && (isMistypedMonth(w) || (i > 0 && (listed & Bit.monthShortForm) !== 0 && /^\d/.test(folded[i - 1]!))));
  // Most words (those of names) play no role: they share one object.
  if (!digitFirst && bits === 0 && streetType === undefined && title === undefined && !month) return NO_ROLES;
  return rolesOf(
    digitFirst && HOUSE_NUMBER.test(w), digitFirst, digitFirst && w.length === 6 && /^\d{6}$/.test(w), bits,
    (bits & Bit.kind) !== 0 ? localityKindOf(w) : undefined,
    streetType !== undefined && (streetType.length === 1 || matchStreetTypeInAddress([w], 0) !== undefined), streetType, title, month,
    (bits & Bit.note) !== 0 ? NOTE_WORDS.get(w) : undefined,
  );
}

/** One object shape for every {@link WordRoles}, so that its readers see one. */
function rolesOf(
  number: boolean, digitFirst: boolean, postalCode: boolean, bits: number, localityKind: LocalityKind | undefined, typeWord: boolean,
  streetType: WordRoles['streetType'], title: WordRoles['title'], month: boolean, note: boolean | undefined,
): WordRoles {
  return {
    number,
    digitFirst,
    postalCode,
    numberMarker: (bits & Bit.numberMarker) !== 0,
    detailMarker: (bits & Bit.detailMarker) !== 0,
    houseMarker: (bits & Bit.houseMarker) !== 0,
    postalWord: (bits & Bit.postalWord) !== 0,
    countyMarker: (bits & Bit.countyMarker) !== 0,
    sectorWord: (bits & Bit.sectorWord) !== 0,
    sectorOnly: (bits & Bit.sectorOnly) !== 0,
    localityKind,
    typeWord,
    streetType,
    title,
    month,
    country: (bits & Bit.country) !== 0,
    label: (bits & Bit.label) !== 0,
    phoneMarker: (bits & Bit.phoneMarker) !== 0,
    conjunction: (bits & Bit.conjunction) !== 0,
    note,
    parenthesizedNote: (bits & Bit.parenthesizedNote) !== 0,
    dashedNote: (bits & Bit.dashedNote) !== 0,
  };
}

/** The roles of a word that plays none (shared: roles are never changed once read). */
const NO_ROLES: WordRoles = rolesOf(false, false, false, 0, undefined, false, undefined, undefined, false, undefined);

/** True when the vocabulary gives `word` no role (most words: those of names). */
export function playsNoRole(word: Word): boolean {
  return word.roles === NO_ROLES;
}

/**
 * True when `word` plays no role but maybe that of a note's first word (`vechi`, `sediu`): such a word opens a note only
 * after its bracket or dash, so inside a name written without one it is the name's own word (`Târgșoru Vechi`).
 */
export function playsNoRoleButNoteStart(word: Word): boolean {
  const roles = word.roles;
  if (roles === NO_ROLES) return true;
  if (!roles.parenthesizedNote && !roles.dashedNote) return false;
  for (const key of Object.keys(NO_ROLES) as (keyof WordRoles)[]) {
    if (key !== 'parenthesizedNote' && key !== 'dashedNote' && roles[key] !== NO_ROLES[key]) return false;
  }
  return true;
}

/**
 * The roles autocomplete's query reader (`engines/query.ts`) reads: a part of
 * {@link WordRoles}, with the same values.
 */
export type QueryRoles = Readonly<Pick<WordRoles, 'number' | 'numberMarker' | 'detailMarker' | 'sectorOnly' | 'countyMarker' | 'streetType' | 'title'>>;

/**
 * The {@link QueryRoles} of each word of a folded word list: what
 * {@link wordRoles} gives for those roles, without the others (months,
 * notes, labels), which a search box does not read. Most words of a query
 * (the words of names) play none, and share one object.
 */
export function queryRoles(folded: readonly string[]): QueryRoles[] {
  const out = new Array<QueryRoles>(folded.length);
  for (let i = 0; i < folded.length; i++) out[i] = queryRolesAt(folded, i);
  return out;
}

function queryRolesAt(folded: readonly string[], i: number): QueryRoles {
  const w = folded[i]!;
  const digitFirst = w.length > 0 && w.charCodeAt(0) >= 48 && w.charCodeAt(0) <= 57;
  const listed = VOCABULARY_BITS.get(w) ?? 0;
  const bits = listed & ROLE_BITS;
  const streetType = digitFirst || (listed & Bit.typeStart) === 0 ? undefined : matchStreetTypePrefix(folded, i);
  const title = (listed & Bit.titleStart) !== 0 ? matchTitle(folded, i) : undefined;
  if (!digitFirst && bits === 0 && streetType === undefined && title === undefined) return NO_QUERY_ROLES;
  return queryRolesOf(digitFirst && HOUSE_NUMBER.test(w), bits, streetType, title);
}

/** One object shape for every {@link QueryRoles}, so that its reader sees one. */
function queryRolesOf(number: boolean, bits: number, streetType: QueryRoles['streetType'], title: QueryRoles['title']): QueryRoles {
  return {
    number,
    numberMarker: (bits & Bit.numberMarker) !== 0,
    detailMarker: (bits & Bit.detailMarker) !== 0,
    sectorOnly: (bits & Bit.sectorOnly) !== 0,
    countyMarker: (bits & Bit.countyMarker) !== 0,
    streetType,
    title,
  };
}

/** The roles of a word that plays none of {@link QueryRoles}. */
const NO_QUERY_ROLES: QueryRoles = queryRolesOf(false, 0, undefined, undefined);

/** Months long enough to be recognised with a typing mistake (`Decebrie`, `Augut`); `martie` is one letter from `martir`. */
const LONG_MONTHS: readonly string[] = [...MONTHS].filter((m) => m.length >= 6 && m !== 'martie');

/** Two letters' codes as one number: a key of {@link MONTH_ENDS}. */
const letterPair = (text: string, at: number): number => text.charCodeAt(at) * 0x10000 + text.charCodeAt(at + 1);

/**
 * The first two and the last two letters of each of {@link LONG_MONTHS}. A word one mistake from a
 * month of six letters or more keeps the month's first two letters or its last two (what the two
 * share at their start and at their end covers all but at most two letters of the longer), so a
 * word that has neither is no mistyped month: most words of every address, tested without a
 * comparison with each month.
 */
const MONTH_ENDS: ReadonlySet<number> = new Set(LONG_MONTHS.flatMap((m) => [letterPair(m, 0), letterPair(m, m.length - 2)]));

/** True when the word is a long month name with one typing mistake (`1 Decembire 1918`, `23 Augut`). */
function isMistypedMonth(w: string): boolean {
  if (w.length < 5 || w.length > 11) return false;
  if (!MONTH_ENDS.has(letterPair(w, 0)) && !MONTH_ENDS.has(letterPair(w, w.length - 2))) return false;
  for (const m of LONG_MONTHS) if (oneMistakeApart(w, m)) return true;
  return false;
}

/** Splits `text` into folded words with their positions and roles. */
export function readWords(text: string): Word[] {
  const words = splitWords(text, true);
  const folded = mapped(words, (w) => w.folded);
  for (let i = 0; i < words.length; i++) words[i]!.roles = rolesAt(folded, i);
  return words;
}

/** Roles of a word not yet read (replaced by {@link readWords} before it returns). */
const UNREAD: WordRoles = rolesAt([''], 0);

/**
 * Splits `text` into folded words with their positions, as {@link readWords}
 * does, without their roles (placeholders): for callers that read the roles of
 * other tokens (autocomplete reads them after its own rewrites). `columns`: a word
 * that holds two columns glued (`GrivițaCordăreni`, see {@link gluedColumns}) is
 * read as two, a field break between them, as verify reads (`readWords`); a search
 * box's query keeps it whole (a capital inside a word typed there is more often a
 * slip of the shift key: autocomplete's typing-mistake queries lost 0.4 points of
 * recall when it was read apart).
 */
export function splitWords(text: string, columns = false): Word[] {
  const words: Word[] = [];
  let last = 0;
  // (One scan of the whole text: nearly every address has no two columns glued, and no word is looked at for them.
  // Not after GLUED_COLUMNS_HINT: once compiled, the scan costs less than the expression, whose first class is
  // tried at every character (speed57, bench/RESULTS.md).)
  const glued = columns && mayBeGlued(text);
  // A text of Latin letters only (nearly every text) has its words found by one expression, run by
  // the engine's own loop: a loop over the codes here costs a call or more a character in a cold
  // process. Other text by the codes (`wordCharacterAt`).
  // (All its words at once, as strings: `exec` made a match array a word. Each is found again from the
  // end of the one before: no word character stands between them, so its first place there is its own.)
  const latinWords = BEYOND_LATIN.test(text) ? undefined : text.match(LATIN_WORD) ?? NO_LATIN_WORDS;
  let nextLatin = 0;
  for (;;) {
    let start: number;
    let end: number;
    let written: string;
    if (latinWords !== undefined) {
      if (nextLatin >= latinWords.length) break;
      written = latinWords[nextLatin++]!;
      start = text.indexOf(written, last);
      end = start + written.length;
    } else {
      start = wordStart(text, last);
      if (start >= text.length) break;
      end = wordEnd(text, start);
      written = text.slice(start, end);
    }
    const breakBefore = words.length > 0 && (hasBreak(text, last, start) || sentenceEnd(text, last, start, written) || closesFieldedBracket(text, last, start) || spacedDash(text, last, start, words[words.length - 1]!.folded, written)
      || letterSlash(text, last, start, words[words.length - 1]!.folded, written));
    last = end;
    const cuts = glued ? gluedColumns(text, start, end) : undefined;
    if (cuts !== undefined) {
      // Each column its own word, a field break before it (as the comma or tab lost between them).
      // (Not after a place marker glued to what it marks, `MunBrasov`, `ComVad`: its name is in its field.)
      let from = start;
      let marker = false;
      for (const to of [...cuts, end]) {
        const part = fold(text.slice(from, to));
        if (part !== '') words.push({ folded: part, start: from, end: to, breakBefore: from === start ? breakBefore : !marker, roles: UNREAD });
        marker = isPlaceMarker(part);
        from = to;
      }
      continue;
    }
    // (A word of ASCII letters and digits, most words, only changes case: what `fold` gives it.)
    const folded = isAsciiWord(written) ? written.toLowerCase() : fold(written);
    if (folded === '') continue;
    if (!folded.includes(' ')) {
      // `nr.2ap.3`: a keyword glued after a number only when its value follows (`bl. 73AP` is a block);
      // `Gladiolelor6`: a number glued after a name's word.
      // `Hațegnr.1`: the number's marker glued after a name's word, its number after it.
      // (The forms with a number hold a digit; a word without one is looked at only when it ends in `nr`. Each
      // form glues letters to the digits: a word of digits alone, most numbers, is none.)
      const digits = digitsOf(folded);
      const glued = digits !== NO_DIGIT
        ? digits === ALL_DIGITS ? null : GLUED_HOUSE_KEYWORD.exec(folded) ?? GLUED_POSTAL_CODE.exec(folded) ?? (/^[.:]?\s*\d/.test(text.slice(end, end + 4)) ? GLUED_NUMBER_DETAIL.exec(folded) : null)
          ?? (HOUSE_MARKERS.has(words[words.length - 1]?.folded ?? '') ? null : GLUED_NAME_NUMBER.exec(folded))
        : folded.endsWith('nr') && /^[.:]?\s*\d/.test(text.slice(end, end + 4)) ? GLUED_NAME_MARKER.exec(folded) : null;
      // `JudBV`: a county marker glued to the county's code in capitals.
      const code = glued ? undefined : gluedCountyCode(text, start, folded);
      if (code !== undefined) {
        words.push({ folded: folded.slice(0, code), start, end: start + code, breakBefore, roles: UNREAD }, { folded: folded.slice(code), start: start + code, end, breakBefore: false, roles: UNREAD });
        continue;
      }
      if (glued && written.length === folded.length) {
        const cut = start + glued[1]!.length;
        words.push({ folded: glued[1]!, start, end: cut, breakBefore, roles: UNREAD }, { folded: glued[2]!, start: cut, end, breakBefore: false, roles: UNREAD });
        continue;
      }
      // `n. 190`, `C/ Mayor`: a letter a sign follows reads as the word it stands for (SIGNED_LETTERS).
      words.push({ folded: folded.length === 1 ? signedLetter(text, end, folded) : folded, start, end, breakBefore, roles: UNREAD });
      continue;
    }
    // Rare letters that fold to several words (ligatures): they share the span.
    folded.split(' ').forEach((part, i) => words.push({ folded: part, start, end, breakBefore: breakBefore && i === 0, roles: UNREAD }));
  }
  return joinDottedLetters(text, words);
}

/** The word a one-letter word stands for when its sign follows it (`n.` before a number: `nr`; `SIGNED_LETTERS`), or the letter. */
function signedLetter(text: string, end: number, letter: string): string {
  for (const s of SIGNED_LETTERS) if (s.letter === letter && s.after.test(text.slice(end, end + 6))) return s.reads;
  return letter;
}

/** A word that marks a county or a locality's kind (`jud`, `mun`, `com`, `sat`). */
function isPlaceMarker(folded: string): boolean {
  return COUNTY_MARKERS.has(folded) || LOCALITY_KIND_WORDS.has(folded);
}

/**
 * Where a county marker ends in a word that is the marker glued to a county's code (`JudBV`, `JUDCJ`,
 * `JudetulB`): the marker as written, the code in capitals after it (no name of the data is so
 * written). Undefined when the word is no such pair.
 */
function gluedCountyCode(text: string, start: number, folded: string): number | undefined {
  if (folded.length < 4 || folded.length > 9 || text.charCodeAt(start) > 90 || folded.charCodeAt(0) !== 106) return undefined;
  for (const marker of COUNTY_MARKERS) {
    const rest = folded.length - marker.length;
    if ((rest === 1 || rest === 2) && folded.startsWith(marker) && letterCase(text, start + marker.length) === CAPITAL && letterCase(text, start + folded.length - 1) === CAPITAL
      && countyByCode(folded.slice(marker.length)) !== undefined) return marker.length;
  }
  return undefined;
}

/** A letter's case at `text[i]`: {@link SMALL}, {@link CAPITAL}, or 0 (no letter: a digit, a mark, punctuation). ASCII by its code. */
function letterCase(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c >= 97 && c <= 122) return SMALL;
  if (c >= 65 && c <= 90) return CAPITAL;
  if (c < 0xc0) return 0;
  if (c < LATIN_CASES_END) return LATIN_CASES[c - 0xc0]!;
  return caseOfCharacter(text[i]!);
}
const SMALL = 1;
const CAPITAL = 2;

/** Small, capital or neither (0), by the character's own case mappings. */
function caseOfCharacter(ch: string): number {
  return ch !== ch.toUpperCase() ? SMALL : ch !== ch.toLowerCase() ? CAPITAL : 0;
}

/** The end of the Latin letters whose case {@link LATIN_CASES} holds (Latin-1's letters to Latin Extended-B). */
const LATIN_CASES_END = 0x250;
/**
 * {@link caseOfCharacter} of U+00C0 to U+024F, worked out once: the Romanian letters (`ă`, `ș`, `Ț`) are in
 * every other address, and each asked the case mappings (two calls into the runtime) at every scan for glued columns.
 */
const LATIN_CASES: Uint8Array = Uint8Array.from({ length: LATIN_CASES_END - 0xc0 }, (_, k) => caseOfCharacter(String.fromCharCode(0xc0 + k)));

const isSmall = (text: string, i: number): boolean => i < text.length && letterCase(text, i) === SMALL;
const isDigitAt = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
};

/**
 * The letters of U+00C0-U+024F (Latin-1's and Latin Extended's, Romanian's among them) that
 * {@link letterCase} reads as `kind`, as ranges of a character class; from U+0250 on every code
 * unit is taken (a superset: few texts have such letters, and the scan decides for them).
 */
function latinLettersOf(kind: number): string {
  const at = (c: number): boolean => letterCase(String.fromCharCode(c), 0) === kind;
  const unit = (c: number): string => `\\u${c.toString(16).padStart(4, '0')}`;
  let out = '';
  for (let c = 0xc0; c <= 0x24f; c++) {
    if (!at(c)) continue;
    let to = c;
    while (to < 0x24f && at(to + 1)) to++;
    out += to > c ? `${unit(c)}-${unit(to)}` : unit(c);
    c = to;
  }
  return `${out}\\u0250-\\uffff`;
}

/**
 * What {@link mayBeGlued} finds, and more, in one expression (its classes take in every letter the
 * scan reads as small or capital, and any code unit from U+0250 on): a small letter, a capital, a
 * small letter; a digit, then a letter; a letter, a place marker, a dot. The scan is asked only of a
 * county field it matches ({@link columnsParted}); a free text is scanned without it (`splitWords`). No `u` flag and no Unicode
 * property: the expression with `\p{CWU}`/`\p{CWL}` cost a cold process's 2,000 first verifies
 * about twice the instructions.
 */
export const GLUED_COLUMNS_HINT = ((): RegExp => {
  const small = `[a-z${latinLettersOf(SMALL)}]`;
  const capital = `[A-Z${latinLettersOf(CAPITAL)}]`;
  return new RegExp(`${small}${capital}${small}|[0-9][A-Za-z${latinLettersOf(SMALL)}${latinLettersOf(CAPITAL)}]|[A-Za-z\\u00aa-\\uffff](?:${GLUED_PLACE_MARKERS.join('|')})\\.`);
})();

/**
 * True when a word of `text` may hold two columns glued (see {@link gluedColumns}): a small letter,
 * a capital, a small letter (`GrivițaCordăreni`); a digit, then four letters or a capital and a small
 * one (`22PIATRA`, `30Petroșani`, `7Rm.`); a dot after a place marker after a small letter
 * (`Budeșticom.`). One pass over the codes (nearly every address has none: no word is looked at).
 */
export function mayBeGlued(text: string): boolean {
  const n = text.length;
  let before = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    let at: number;
    // (Small ASCII letters and spaces, most of any text, are passed with a comparison or two.)
    if (c >= 97 && c <= 122) {
      if (before !== DIGIT) {
        before = SMALL;
        continue;
      }
      at = SMALL;
    } else if (c >= 48 && c <= 57) {
      before = DIGIT;
      continue;
    } else if (c >= 65 && c <= 90) {
      at = CAPITAL;
    } else if (c < 0xc0) {
      if (c === 46 && before === SMALL && mayCloseGluedMarker(text, i) && GLUED_MARKER_BEFORE.test(text.slice(Math.max(0, i - 5), i))) return true;
      before = 0;
      continue;
    } else {
      at = letterCase(text, i);
    }
    if (at === CAPITAL && before === SMALL && isSmall(text, i + 1)) return true;
    if (at !== 0 && before === DIGIT) {
      if (at === CAPITAL && isSmall(text, i + 1)) return true;
      let k = i;
      while (k < n && letterCase(text, k) !== 0) k++;
      if (k - i >= 4) return true;
    }
    before = at;
  }
  return false;
}
/** What {@link mayBeGlued} remembers of a digit before. */
const DIGIT = 3;
/** A place marker of `GLUED_PLACE_MARKERS` closing the text before a dot, a letter before it. */
const GLUED_MARKER_BEFORE = new RegExp(`\\p{L}(?:${GLUED_PLACE_MARKERS.join('|')})$`, 'u');

/**
 * True when a place marker of `GLUED_PLACE_MARKERS` ends at `text[i]` after what may be a letter (an ASCII
 * letter or any code unit past ASCII): what {@link GLUED_MARKER_BEFORE} needs, asked first. Most dots after a
 * small letter close an abbreviation that is no marker (`Str.`, `nr.`, `bl.`) and a marker mostly follows a
 * space (`jud.`): the expression and the slice it reads were asked at each (speed74, bench/RESULTS.md).
 */
function mayCloseGluedMarker(text: string, i: number): boolean {
  for (const marker of GLUED_PLACE_MARKERS) {
    const at = i - marker.length;
    if (at < 1 || !text.startsWith(marker, at)) continue;
    const c = text.charCodeAt(at - 1);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 0x80) return true;
  }
  return false;
}
/** A dot, maybe spaces, then a capital: what follows a place marker glued to the name before it. */
const DOT_THEN_CAPITAL = /^\.\s*\p{Lu}/u;

/**
 * Where the word `text[start, end)` holds two columns glued (a spreadsheet's or a form's, their
 * separator lost): before a capitalised word after a small letter (`GrivițaCordăreni`, `CiucHarghita`;
 * never in text written in capitals, which has no small letter, nor with caps lock on, `tARGU mURES`), after a number of up to five digits
 * followed by a word of four letters or more or by a capitalised one (`22PIATRA`, `20Deva`, `7Rm.`;
 * not `22A`, `bl. 1ABC`, `10bis`, `12Ap`, nor letters a digit follows, `2A4`), and before a place marker glued
 * with its dot after a name (`Budeșticom. Cotești`: `GLUED_PLACE_MARKERS`). Undefined when nowhere.
 */
function gluedColumns(text: string, start: number, end: number): number[] | undefined {
  let cuts: number[] | undefined;
  for (let i = start + 1; i < end; i++) {
    const at = letterCase(text, i);
    // (A capitalised word after: text typed with caps lock on, `tARGU mURES`, has a small letter then capitals.)
    // (Three letters at least before it: OCR reads `l` as `I` inside a word, `ZaIău` for Zalău.)
    if (at === CAPITAL && letterCase(text, i - 1) === SMALL && i + 1 < end && isSmall(text, i + 1) && i - (cuts?.[cuts.length - 1] ?? start) >= 3) {
      (cuts ??= []).push(i);
    } else if (isDigitAt(text, i - 1) && !isDigitAt(text, i)) {
      let to = i;
      while (to < end && !isDigitAt(text, to)) to++;
      let from = i - 1;
      while (from > start && isDigitAt(text, from - 1)) from--;
      // (The number opens the word: a digit inside one is OCR's `1` for `l`, `Revo1uției`, `F1oriile`.)
      if (to < end || i - from > 5 || (from > start && letterCase(text, from - 1) !== 0)) continue;
      const letters = fold(text.slice(i, to));
      if (HOUSE_NUMBER_SUFFIX_WORDS.has(letters) || HOUSE_MARKERS.has(letters)) continue;
      // (Three letters may still be a block's: `bl. 1ABC`.)
      if (letters.length > 3 || (to - i >= 2 && at === CAPITAL && isSmall(text, i + 1))) (cuts ??= []).push(i);
    }
  }
  if (text.charCodeAt(end) === 46 && DOT_THEN_CAPITAL.test(text.slice(end, end + 4))) {
    for (const marker of GLUED_PLACE_MARKERS) {
      const cut = end - marker.length;
      if (cut - start >= 3 && text.startsWith(marker, cut) && isSmall(text, cut - 1)) (cuts ??= []).push(cut);
    }
  }
  return cuts;
}

/**
 * `text` with a comma between two columns glued (see {@link gluedColumns}: `Caraș-SeverinArmeniș`
 * gives `Caraș-Severin, Armeniș`), for readers of a field that part it by its punctuation; `text`
 * when it has none.
 */
export function columnsParted(text: string): string {
  if (!GLUED_COLUMNS_HINT.test(text) || !mayBeGlued(text)) return text;
  let out = '';
  let from = 0;
  for (let start = wordStart(text, 0); start < text.length; start = wordStart(text, start)) {
    const end = wordEnd(text, start);
    for (const cut of gluedColumns(text, start, end) ?? []) {
      out += `${text.slice(from, cut)}, `;
      from = cut;
    }
    start = end;
  }
  return out + text.slice(from);
}

/**
 * A vocabulary word written letter by letter with dots (`C.P.`, `S.R.L.`) as the one word it is:
 * read apart, its letters are initials or markers (`c.` for comuna). Only the words of
 * {@link DOTTED_WORDS}: other dotted letters are initials (`I.C. Brătianu`) or another word (`S.C.`).
 */
function joinDottedLetters(text: string, words: Word[]): Word[] {
  for (let i = 0; i + 1 < words.length; i++) {
    if (words[i]!.folded.length !== 1 || text[words[i]!.end] !== '.') continue;
    let k = i + 1;
    let joined = words[i]!.folded;
    while (k < words.length && words[k]!.folded.length === 1 && words[k]!.start === words[k - 1]!.end + 1 && text[words[k - 1]!.end] === '.') joined += words[k++]!.folded;
    if (k - i >= 2 && DOTTED_WORDS.has(joined)) words.splice(i, k - i, { folded: joined, start: words[i]!.start, end: words[k - 1]!.end, breakBefore: words[i]!.breakBefore, roles: UNREAD });
  }
  return words;
}

/** A digit anywhere; digits alone. (Expressions, not loops over the codes: see {@link LATIN_WORD}.) */
/** What {@link digitsOf} says of a word: no digit (`/[0-9]/` fails), some, or digits only (`/^[0-9]+$/`). */
export const NO_DIGIT = 0;
export const SOME_DIGITS = 1;
export const ALL_DIGITS = 2;

/** Whether `word` holds no digit, some or only digits (see {@link NO_DIGIT}), in one pass over its codes (asked of every word: speed111). */
export function digitsOf(word: string): number {
  let digits = 0;
  const n = word.length;
  for (let i = 0; i < n; i++) {
    const c = word.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
  }
  return digits === 0 ? NO_DIGIT : digits === n ? ALL_DIGITS : SOME_DIGITS;
}

/**
 * The text the user wrote for `words` (first to last), with a trailing dot kept
 * when it closes an abbreviation (`Str.`, `Tg.`), so that `from` is exact.
 */
export function spanText(text: string, words: readonly Word[]): string {
  const first = words[0];
  const lastWord = words[words.length - 1];
  if (!first || !lastWord) return '';
  let end = lastWord.end;
  if (text[end] === '.') end++;
  return text.slice(first.start, end);
}

/** {@link spanText} of `words[from, to)`, without copying them out. */
export function rangeText(text: string, words: readonly Word[], from: number, to: number): string {
  if (from >= to) return '';
  let end = words[to - 1]!.end;
  if (text[end] === '.') end++;
  return text.slice(words[from]!.start, end);
}

const COMBINING_MARK = /[\u0300-\u036f]/;
const CEDILLA = /[şţ]/g;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
const PLAIN_WORDS = /^[A-Za-z0-9ăâîșțĂÂÎȘȚ]+(?: [A-Za-z0-9ăâîșțĂÂÎȘȚ]+)*$/;

/**
 * Comparison key for "the same text up to formatting": case, spacing,
 * punctuation and the cedilla letters (ş ţ) do not count; diacritics do.
 */
export function formatKey(text: string): string {
  // Words of plain letters and digits, one space apart: nothing to compose, replace or trim.
  if (PLAIN_WORDS.test(text)) return text.toLowerCase();
  // Composing is only needed when combining marks were typed separately.
  const composed = COMBINING_MARK.test(text) ? text.normalize('NFC') : text;
  return composed.toLowerCase().replace(CEDILLA, (c) => (c === 'ş' ? 'ș' : 'ț')).replace(NOT_WORD, ' ').trim();
}

/**
 * {@link formatKey} of the name of `id`, remembered in `keys` (one of the index
 * state's maps): the candidates of verify recur, and their names with them.
 */
export function rememberedFormatKey(keys: Map<number, string>, id: number, name: (id: number) => string): string {
  let key = keys.get(id);
  if (key === undefined) {
    key = formatKey(name(id));
    keys.set(id, key);
  }
  return key;
}
