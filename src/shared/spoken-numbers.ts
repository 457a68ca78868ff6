/**
 * Numbers as an address is said rather than typed (a hotline agent typing what a caller dictates,
 * speech-to-text, a voicemail transcript, a notary's deed), read back into the digits a typist
 * writes: `numărul douăzeci și unu` is `numărul 21`, `sector cinci` is `sector 5`, `numărul 1 2 7`
 * is `numărul 127`, `cod poștal 40 05 61` is `cod poștal 400561`; and a number taken back as it is
 * said (`numărul 85 nu, scuze, 87`) is left out for the one said after it.
 *
 * The text keeps its length and every word its place (a number's words become its digits and
 * spaces): what the reader reads from the text it reads at the places the caller's text has, and
 * what it reports as ignored is quoted from the text as sent.
 *
 * A number word is read as a number only where a number may stand: after a house-number or
 * building keyword (`nr`, `numărul`, `bloc`, `scara`, `etaj`, `apartament`), a sector's word, a
 * number taken back, or at the start of a house-number field. Streets are named with number words
 * (`Trei Ierarhi`, `Șapte Drumuri`, `Doi Brazi`, `Zece Mese`, `Suta`, `Noua`): a unit, `zece` or
 * `sută` alone elsewhere stays a word. Teens, tens and hundreds with their unit name no street and
 * are read anywhere (`Bulevardul Libertății optsprezece`; `treisprezece septembrie` is the
 * `13 Septembrie` the index holds).
 *
 * @module
 */
import {
  HOUSE_KEYWORDS, NUMBER_AND_WORD, NUMBER_CORRECTION_TAIL_WORDS, NUMBER_CORRECTION_WORDS, NUMBER_HUNDRED_WORDS, NUMBER_ONE_HUNDRED_ARTICLE,
  NUMBER_TAKEN_BACK_WORDS, NUMBER_TEEN_WORDS, NUMBER_TEN_WORDS, NUMBER_UNIT_WORDS, MONTHS, POSTAL_CODE_WORDS, SECTOR_WORDS, SPOKEN_NUMBER_MARKERS,
} from './vocabulary.js';
import { fold } from './normalize.js';

/** A text read for spoken numbers: the text with their digits, and the spans of the numbers taken back. */
export interface SpokenNumbers {
  /** The text, as long as the one read, every word where it was; numbers said in words are digits. */
  readonly text: string;
  /** `[start, end)` of each number taken back with the words that took it back (`85 nu, scuze,`). */
  readonly takenBack: ReadonlyArray<readonly [number, number]>;
}

const NONE: ReadonlyArray<readonly [number, number]> = Object.freeze([]);

/**
 * `pattern` (letters, character classes of letters, the groups and quantifiers around them; no
 * escape) matching each letter in either case, as the `i` flag of a `u` expression would: with the
 * letter's capital, and `ſ` beside `s` (Unicode's simple case folding takes it to `s`). Without the
 * flag, the expression's `\p{L}` needs no case closure: V8 compiles {@link SPOKEN_NUMBER_HINT} with `iu` in about three
 * times the instructions (some 12 M, once a process: more than 1,500 texts' tests cost).
 */
export function anyCase(pattern: string): string {
  let out = '';
  let inClass = false;
  for (const ch of pattern) {
    if (ch === '[' || ch === ']') inClass = ch === '[';
    const capital = ch.toUpperCase();
    const others = (capital !== ch && capital.length === 1 ? capital : '') + (ch === 's' ? 'ſ' : '');
    out += others === '' || ch === '[' || ch === ']' ? ch : inClass ? ch + others : `[${ch}${others}]`;
  }
  return out;
}

/**
 * A look at the text that spares nearly every address the pass: a number's word (with or without
 * the Romanian letters; `sută` for `o sută`), a teen's or a ten's ending, `nu`, or two digits apart;
 * in any case (see {@link anyCase}).
 */
export const SPOKEN_NUMBER_HINT = spokenNumberHint('un[uae]?|doi|dou[aă]|trei|patru|cinci|[sșş][aă](?:se|pte)|opt|nou[aă]|zece|sut[aăe]|nu', 'zeci|sprezece|[sșş]pe');

/**
 * The expression of {@link SPOKEN_NUMBER_HINT}: two digits apart, a number's word (`words`: no letter
 * before or after it) or one of `endings` (the last of them before no letter, as it was written). It opens with a look at the
 * character where a match would start (a digit, or a letter one of them opens with, in either case):
 * without it the engine tried every alternative, and the `\p{L}` look behind, at every character of
 * every text (some 600 ns a text, against some 400 with it; every address pays for this look).
 */
function spokenNumberHint(words: string, endings: string): RegExp {
  const first = anyCase(`[${[...new Set(firstLetters(`${words}|${endings}`))].join('')}]`);
  return new RegExp(String.raw`(?=\d|${first})(?:\d[ \t]+\d|(?<!\p{L})(?:${anyCase(words)})(?!\p{L})|${anyCase(endings)}(?!\p{L}))`, 'u');
}

/** The letters the alternatives of `pattern` (letters, classes of letters, groups) open with. */
function firstLetters(pattern: string): string {
  let out = '';
  let depth = 0;
  let opening = true;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (opening) {
      // An alternative opens with a letter or a class of letters (`[sșş]`).
      const end = ch === '[' ? pattern.indexOf(']', i) : i;
      out += ch === '[' ? pattern.slice(i + 1, end) : ch;
      i = end;
      opening = false;
    } else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) opening = true;
  }
  return out;
}

/** A word of the text: where it is, and folded. */
interface SpokenWord {
  readonly start: number;
  readonly end: number;
  readonly folded: string;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

function wordsOf(text: string): SpokenWord[] {
  const out: SpokenWord[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) out.push({ start: m.index, end: m.index + m[0].length, folded: fold(m[0]) });
  return out;
}

/** A number said in words from one word: its value, the index after its last word, and whether it may be a name's word. */
interface Phrase {
  value: number;
  end: number;
  /** A unit, `zece` or `sută` alone: a number only where a number may stand. */
  nameLike: boolean;
}

/** The number said from word `i` (`o sută șaptesprezece`, `douăzeci și unu`, `doi`), or undefined. */
function phraseAt(words: readonly SpokenWord[], i: number): Phrase | undefined {
  const at = (k: number): string => words[k]?.folded ?? '';
  let k = i;
  let value = 0;
  let hundredWords = 0;
  // Hundreds: `o sută`, `una sută`, `două sute`.
  const hundredsOf = at(k) === NUMBER_ONE_HUNDRED_ARTICLE ? 1 : NUMBER_UNIT_WORDS.get(at(k));
  if (hundredsOf !== undefined && NUMBER_HUNDRED_WORDS.has(at(k + 1))) {
    value = hundredsOf * 100;
    k += 2;
    hundredWords = 2;
  } else if (NUMBER_HUNDRED_WORDS.has(at(k))) {
    value = 100;
    k += 1;
    hundredWords = 1;
  }
  // What follows the hundreds (`o sută și unu` too).
  const restFrom = value > 0 && at(k) === NUMBER_AND_WORD && (NUMBER_UNIT_WORDS.has(at(k + 1)) || NUMBER_TEEN_WORDS.has(at(k + 1)) || NUMBER_TEN_WORDS.has(at(k + 1))) ? k + 1 : k;
  const ten = NUMBER_TEN_WORDS.get(at(restFrom));
  const teen = NUMBER_TEEN_WORDS.get(at(restFrom));
  const unit = NUMBER_UNIT_WORDS.get(at(restFrom));
  let rest = 0;
  let restEnd = restFrom;
  if (ten !== undefined) {
    rest = ten;
    restEnd = restFrom + 1;
    const after = NUMBER_UNIT_WORDS.get(at(restEnd + 1));
    if (at(restEnd) === NUMBER_AND_WORD && after !== undefined) {
      rest += after;
      restEnd += 2;
    }
  } else if (teen !== undefined) {
    rest = teen;
    restEnd = restFrom + 1;
  } else if (unit !== undefined && !(value > 0 && NUMBER_HUNDRED_WORDS.has(at(restFrom + 1)))) {
    rest = unit;
    restEnd = restFrom + 1;
  }
  if (rest > 0) k = restEnd;
  value += rest;
  if (value === 0) return undefined;
  const count = k - i;
  const nameLike = count === 1 && (hundredWords === 1 || unit !== undefined || teen === 10);
  return { value, end: k, nameLike };
}

const isDigits = (w: string): boolean => /^\d+$/.test(w);

/** A word that makes the next a place for a number: a house-number or building keyword, a sector's word. */
function marksNumber(folded: string): boolean {
  return HOUSE_KEYWORDS[folded] !== undefined || SPOKEN_NUMBER_MARKERS.has(folded) || SECTOR_WORDS.has(folded);
}

/** A house-number keyword proper (`nr`, `numărul`, `numaru`): digits said apart after it are one number. */
function marksHouseNumber(folded: string): boolean {
  return (HOUSE_KEYWORDS[folded] ?? SPOKEN_NUMBER_MARKERS.get(folded)) === 'house';
}

/** True when only spaces are between two words (digits said one by one are written so). */
const spacedOnly = (text: string, from: number, to: number): boolean => /^[ \t]+$/.test(text.slice(from, to));

/** True when `[from, to)` is not glued to what is around it (`5 1/2`, `3-5 7`: a fraction's or a range's digits are not said apart). */
const standsApart = (text: string, from: number, to: number): boolean => !/[/\\-]|\d\.$/.test(text.slice(Math.max(0, from - 2), from)) && !/^(?:[/\\-]|\.\d)/.test(text.slice(to, to + 2));

/**
 * The end (exclusive, a word index) of the words after number `n` that take it back for a number
 * after them (`nu, scuze,`, `adică nu`, `ba nu`, `nu de fapt e`): -1 when they are not so.
 */
function takenBackEnd(words: readonly SpokenWord[], values: readonly (number | undefined)[], n: number): number {
  let k = n + 1;
  let back = false;
  while (k < words.length && NUMBER_CORRECTION_WORDS.has(words[k]!.folded) && values[k] === undefined) {
    if (NUMBER_TAKEN_BACK_WORDS.has(words[k]!.folded)) back = true;
    k++;
  }
  return back && k > n + 1 && values[k] !== undefined ? k : -1;
}

/**
 * Reads the numbers said in `text` (see the module documentation). `field`: the text is a
 * house-number field, whose start is a place for a number (`"doi"`, `"2 7"`).
 */
export function readSpokenNumbers(text: string, field = false): SpokenNumbers {
  if (!SPOKEN_NUMBER_HINT.test(text)) return { text, takenBack: NONE };
  const words = wordsOf(text);
  const n = words.length;
  // Each word's number, when it is one (digits, or the first word of a number said); `skip`: a later word of a number said.
  const values: Array<number | undefined> = new Array<number | undefined>(n).fill(undefined);
  const ends: number[] = new Array<number>(n).fill(-1);
  let out = text;
  // The words' places stay: the digits, then spaces to the end of what was said.
  const write = (from: number, to: number, digits: string): void => {
    out = out.slice(0, from) + digits + ' '.repeat(to - from - digits.length) + out.slice(to);
  };
  for (let i = 0; i < n; i++) {
    const w = words[i]!;
    if (isDigits(w.folded)) {
      values[i] = Number(w.folded);
      ends[i] = i + 1;
      continue;
    }
    const phrase = phraseAt(words, i);
    if (phrase === undefined) continue;
    const prev = i > 0 ? words[i - 1]!.folded : '';
    const place = (field && i === 0) || (i > 0 && marksNumber(prev)) || (i > 0 && NUMBER_CORRECTION_WORDS.has(prev) && afterNumberTakenBack(words, values, i));
    if (phrase.nameLike && !place && !beforeTakenBack(words, phrase.end)) continue;
    const digits = String(phrase.value);
    const last = words[phrase.end - 1]!;
    if (digits.length > last.end - w.start) continue;
    write(w.start, last.end, digits);
    values[i] = phrase.value;
    ends[i] = phrase.end;
    i = phrase.end - 1;
  }
  // The numbers' words after the first are no words now: the list of what is left, in order.
  const kept: SpokenWord[] = [];
  const keptValues: Array<number | undefined> = [];
  for (let i = 0; i < n; i++) {
    if (values[i] !== undefined && ends[i]! > i + 1) {
      kept.push({ start: words[i]!.start, end: words[ends[i]! - 1]!.end, folded: String(values[i]) });
      keptValues.push(values[i]);
      i = ends[i]! - 1;
      continue;
    }
    kept.push(words[i]!);
    keptValues.push(values[i]);
  }
  // Digits said one by one after the house number's keyword (`numărul 1 2 7`) or opening a
  // house-number field (`"9 9"`): one number, unless the last begins a date's name (`5 1 Decembrie`).
  for (let i = 0; i < kept.length; i++) {
    const opens = (field && i === 0) || (i > 0 && marksHouseNumber(kept[i - 1]!.folded));
    if (!opens || !/^\d$/.test(kept[i]!.folded)) continue;
    let k = i + 1;
    while (k < kept.length && /^\d$/.test(kept[k]!.folded) && spacedOnly(out, kept[k - 1]!.end, kept[k]!.start)) k++;
    if (k - i < 2 || MONTHS.has(kept[k]?.folded ?? '') || !standsApart(out, kept[i]!.start, kept[k - 1]!.end)) continue;
    const digits = kept.slice(i, k).map((x) => x.folded).join('');
    write(kept[i]!.start, kept[k - 1]!.end, digits);
    kept.splice(i, k - i, { start: kept[i]!.start, end: kept[k - 1]!.end, folded: digits });
    keptValues.splice(i, k - i, Number(digits));
  }
  // A postal code said in pairs after its word (`cod poștal 40 05 61`).
  for (let i = 1; i + 2 < kept.length; i++) {
    if (!POSTAL_CODE_WORDS.has(kept[i - 1]!.folded)) continue;
    const pair = (k: number): boolean => /^\d\d$/.test(kept[k]!.folded);
    if (!pair(i) || !pair(i + 1) || !pair(i + 2) || (kept[i + 3] !== undefined && /^\d/.test(kept[i + 3]!.folded))) continue;
    if (!spacedOnly(out, kept[i]!.end, kept[i + 1]!.start) || !spacedOnly(out, kept[i + 1]!.end, kept[i + 2]!.start) || !standsApart(out, kept[i]!.start, kept[i + 2]!.end)) continue;
    const digits = kept[i]!.folded + kept[i + 1]!.folded + kept[i + 2]!.folded;
    write(kept[i]!.start, kept[i + 2]!.end, digits);
    kept.splice(i, 3, { start: kept[i]!.start, end: kept[i + 2]!.end, folded: digits });
    keptValues.splice(i, 3, Number(digits));
  }
  // A number taken back for the one said after it: the first and the words between are left out;
  // the last said stands, and a repeat of it or a closing `am greșit`, `e corect` after it goes too.
  const takenBack: Array<readonly [number, number]> = [];
  for (let i = 0; i < kept.length; i++) {
    if (keptValues[i] === undefined) continue;
    let last = i;
    let end = takenBackEnd(kept, keptValues, last);
    if (end < 0) continue;
    const from = kept[i]!.start;
    while (end >= 0) {
      last = end;
      end = takenBackEnd(kept, keptValues, last);
    }
    takenBack.push([from, kept[last - 1]!.end]);
    // (`60 nu, scuze, 58`: the commas said nothing of the address; the number said last stays in the street's field.)
    const between = out.slice(from, kept[last]!.start).replace(/[,;]/g, ' ');
    out = out.slice(0, from) + between + out.slice(kept[last]!.start);
    let k = last + 1;
    const tailFrom = k;
    if (k < kept.length && keptValues[k] === keptValues[last] && spacedOnly(out, kept[last]!.end, kept[k]!.start)) k++;
    while (k < kept.length && NUMBER_CORRECTION_TAIL_WORDS.has(kept[k]!.folded)) k++;
    if (k > tailFrom) takenBack.push([kept[tailFrom]!.start, kept[k - 1]!.end]);
    i = k - 1;
  }
  return { text: out, takenBack: takenBack.length === 0 ? NONE : takenBack };
}

/** True when word `i` follows words that take back a number (`… nu unu`, `… ba da doi`): the number said in its place. */
function afterNumberTakenBack(words: readonly SpokenWord[], values: readonly (number | undefined)[], i: number): boolean {
  let k = i - 1;
  let back = false;
  while (k >= 0 && NUMBER_CORRECTION_WORDS.has(words[k]!.folded) && values[k] === undefined) {
    if (NUMBER_TAKEN_BACK_WORDS.has(words[k]!.folded)) back = true;
    k--;
  }
  return back && k >= 0 && values[k] !== undefined;
}

/** True when the words from `i` take back what was said before them for a number said after (`șase nu stați puțin opt`): a unit said so is a number. */
function beforeTakenBack(words: readonly SpokenWord[], i: number): boolean {
  let k = i;
  let back = false;
  while (k < words.length && NUMBER_CORRECTION_WORDS.has(words[k]!.folded)) {
    if (NUMBER_TAKEN_BACK_WORDS.has(words[k]!.folded)) back = true;
    k++;
  }
  return back && k > i && k < words.length && (isDigits(words[k]!.folded) || phraseAt(words, k) !== undefined);
}

/** The text with the numbers taken back blanked: for a field read as one value (`"85 nu 87"` is house 87). */
export function withoutTakenBack(spoken: SpokenNumbers): string {
  let out = spoken.text;
  for (const [from, to] of spoken.takenBack) out = out.slice(0, from) + ' '.repeat(to - from) + out.slice(to);
  return out;
}
