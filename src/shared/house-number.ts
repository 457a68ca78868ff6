/**
 * House numbers and blocks at run time: the intervals the index stores for a postal code
 * (`1-25`, `14-T`, `bl. A1-A7`), what users type after a street name (`12A`, `nr. 21 bl. 3 sc. A`),
 * and whether a typed number falls inside an interval or how far from it.
 *
 * The index build reads the `Numar` / `Numar/Bloc` cells of the workbook into these intervals
 * (`data-build/number-cells.ts`, which documents the cell grammar), and
 * `house-number-text.ts` writes them back as text; all three share this module's model, so that
 * the build and the runtime agree on what `12A`, `bl. A1-A7` or `14-T` mean.
 *
 * @module
 */
import { readSpokenNumbers, withoutTakenBack } from './spoken-numbers.js';
import { HOUSE_KEYWORDS, HOUSE_NUMBER_SIGNS, HOUSE_THING_WORDS, NOTE_WORDS, NUMBER_QUALIFIERS, OLD_NUMBER_WORDS, type HouseField } from './vocabulary.js';

/** Which house numbers of a range are covered: Romanian streets number odd on one side, even on the other. */
export type Parity = 'all' | 'odd' | 'even';

/** `block` for items under `bl.`, `house` otherwise (including `(case)` and kilometre posts). */
export type IntervalKind = 'house' | 'block';

/**
 * Upper bound meaning "to the end of the street" (`T` in the data). Fits a u32,
 * and is far above any real number (the largest in the data is under 2,000).
 */
export const END_OF_STREET = 0xffffff;

/**
 * `from` / `to` of a block that has no number at all (`bl. CFR`, `bl. A`,
 * letter ranges `bl. A-C`). Fits a u32 and sorts just below {@link END_OF_STREET};
 * containment and distance never treat it as a number.
 */
export const NO_NUMBER = 0xfffffe;

/**
 * Added by {@link intervalDistance} when the interval only covers the other side
 * of the street, so that any interval on the query's own side wins over it.
 */
export const OPPOSITE_SIDE_PENALTY = 100_000;

/** One item of a cell: a single house number or block, or a range of them. */
export interface NumberInterval {
  kind: IntervalKind;
  /**
   * Fixed text before the varying number: letters of block ids (`A` in `bl. A1-A7`),
   * the stem of ranges that vary deeper (`35A` in `35A1-35A2`, `2/` in `nr. 2/1-2/5`),
   * `km` for kilometre posts, the whole name of a block without a number
   * (`CFR`, `Cămin Mătase`); '' usually. Short letter codes are upper case.
   */
  prefix: string;
  /** First number ({@link NO_NUMBER} when the id has none). */
  from: number;
  /** Letters right after `from`: upper case, except `bis` which stays lower case. */
  fromSuffix: string;
  /** Last number: {@link END_OF_STREET} for `T`; equals `from` for single numbers. */
  to: number;
  /** Letters right after `to`, normalised like `fromSuffix`. */
  toSuffix: string;
  /**
   * A house range whose ends share a parity covers only that parity; `N-T` takes
   * the parity of N; a single number has its own parity; kilometre posts and
   * blocks are always `all` (blocks match by identifier, not by street side).
   */
  parity: Parity;
  /**
   * Fixed text after the number and suffix, common to both ends: `/2D` of
   * `54/2D`, `1` of `35A1`, ` Garsoniere`, `’`, `+721` of `km 3+721`.
   * Absent when empty.
   */
  tail?: string;
  /** Staircase (`sc. A`) a block entry is limited to. Absent when the whole block is meant. */
  staircase?: string;
}

/** A house number / building detail typed by a user, as read by {@link parseHouseNumber}. */
export interface HouseNumberQuery {
  /** House number; {@link NO_NUMBER} when only a block was given. */
  number: number;
  /** Letters after the number (`A` of `12A`, `bis`), normalised like interval suffixes. */
  suffix: string;
  /** The house number as one identifier (`12A`, `51/3`, `km 6`); absent when only a block was given. */
  house?: string;
  /** Block identifier (`M12`, `3`, `54/2D`). */
  block?: string;
  /** Staircase (`A`). */
  staircase?: string;
  /** Floor (`2`, `P`). */
  floor?: string;
  /** Apartment (`10`). */
  apartment?: string;
  /** The text as given. */
  raw: string;
  /** Building details in their usual written form: `nr. 21, bl. 3, sc. A, et. 2, ap. 10`. */
  details: string;
  /**
   * How many words of the text are no part of the query and nothing else either: a second value of
   * a part already given (`45 nr. 17`: `17`), a word no marker introduces (`nr. 8 Popescu`).
   * Verify counts them as words left unexplained, and quotes the `house_number` field in its correction.
   */
  unread: number;
  /** How many words are a note about where in the building and its value (`interfon 12`, `corp B`): read as such, no part of the query either. */
  noted: number;
}

// ---------------------------------------------------------------------------
// Small text helpers

export const COMBINING = /[\u0300-\u036f]/g;

const PLAIN_IDENTIFIER = /^[0-9A-Za-z]+$/;

/**
 * Comparison key of an identifier: no diacritics, upper case, no spaces or dots,
 * one apostrophe. `Z 9` and `z9`, `C.F.R.` and `CFR`, `cămin1` and `Cămin 1` are the same block.
 */
export function identifierKey(text: string): string {
  // Most identifiers are plain letters and digits (`12`, `12A`, `M5`): nothing to fold but the case.
  if (text === '') return '';
  if (PLAIN_IDENTIFIER.test(text)) return text.toUpperCase();
  return text
    .normalize('NFKD')
    .replace(COMBINING, '')
    .toUpperCase()
    .replace(/['`´‘]/g, '’')
    .replace(/[\s.]+/g, '');
}

/** Suffixes normalise to upper case, except `bis`, which the data writes in lower case. */
export function normSuffix(s: string): string {
  const t = s.replace(/[\s/]/g, '');
  return t.toLowerCase() === 'bis' ? 'bis' : t.toUpperCase();
}

/** Sort rank of a suffix key: none < `bis` < `A` < `AB` < `B` ... (`9bis` is the lot right after 9). */
export function suffixRank(keyed: string): string {
  if (keyed === '') return '';
  if (keyed === 'BIS') return '@';
  return keyed;
}

/** Very long digit runs are not house numbers, and would not fit the index's u32 fields. */
export function toNumber(digits: string): number | undefined {
  if (digits.length > 7) return undefined;
  const n = Number(digits);
  return n < NO_NUMBER ? n : undefined;
}

export function parityOf(n: number): Parity {
  return n % 2 === 0 ? 'even' : 'odd';
}

/**
 * The parity a range gets from its own ends (see {@link NumberInterval.parity});
 * `formatIntervals` (house-number-text.ts) writes an override only when an interval differs from this.
 */
export function naturalParity(interval: Pick<NumberInterval, 'kind' | 'prefix' | 'from' | 'to'>): Parity {
  if (interval.kind === 'block' || interval.prefix === 'km' || interval.from === NO_NUMBER) return 'all';
  if (interval.to === END_OF_STREET) return parityOf(interval.from);
  return interval.from % 2 === interval.to % 2 ? parityOf(interval.from) : 'all';
}

// ---------------------------------------------------------------------------
// User input

/** Plain ASCII needs no decomposition (most words typed). */
const ASCII = /^[\x00-\x7f]*$/;
const FOLD_KEYWORD = (w: string): string => (ASCII.test(w) ? w : w.normalize('NFKD').replace(COMBINING, '')).toLowerCase().replace(/\.$/, '');

/** The keywords and the parts they introduce: the one vocabulary's (`HOUSE_KEYWORDS`). */
const KEYWORDS: Readonly<Record<string, HouseField>> = HOUSE_KEYWORDS;
/** A sign for "number" before digits (`#35`): read as `nr.`. */
const NUMBER_SIGN = new RegExp(`(?:${HOUSE_NUMBER_SIGNS.map((sign) => sign.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\s*(?=\\d)`, 'gu');

/**
 * A house number alone, maybe after `nr`: `12`, `nr. 12`, `Nr.12`, `nr 012`. Most addresses write
 * theirs so; {@link plainHouseNumber} reads it as the general pass would, without its passes.
 */
const PLAIN_HOUSE_NUMBER = /^(?:nr\.? ?)?(\d{1,7})$/i;

/** The query of a {@link PLAIN_HOUSE_NUMBER} text: the general reading's fields, in its order. */
function plainHouseNumber(text: string, number: number): HouseNumberQuery {
  const house = String(number);
  return houseNumberQuery(number, '', house, undefined, undefined, undefined, undefined, text, `nr. ${house}`, 0, 0);
}

/**
 * A query with every field present, in one order, absent ones undefined: the queries of plain
 * numbers and of whole building details then share one shape, and the interval tests that read
 * `house`, `block` and `staircase` of every query stay monomorphic (issue 24: a query of another
 * shape made them deoptimize and be compiled again in every worker).
 */
function houseNumberQuery(
  number: number, suffix: string, house: string | undefined, block: string | undefined, staircase: string | undefined,
  floor: string | undefined, apartment: string | undefined, raw: string, details: string, unread: number, noted: number,
): HouseNumberQuery {
  return { number, suffix, house, block, staircase, floor, apartment, raw, details, unread, noted };
}

/** A word of letters or digits (not a lone `-` or `.`). */
const SPOKEN = /[\p{L}\d]/u;

/** How many of `tokens[from..to)` are words of letters or digits. */
function spoken(tokens: readonly string[], from: number, to: number): number {
  let n = 0;
  for (let k = from; k < to; k++) if (SPOKEN.test(tokens[k]!)) n++;
  return n;
}

/** True when two values of a part are one written twice (`35` and `35.`, `a` and `A`). */
function sameValue(a: string, b: string): boolean {
  return a.replace(/\.$/, '').toLowerCase() === b.replace(/\.$/, '').toLowerCase();
}

/**
 * Parses what a user typed: `21`, `12A`, `12 a`, `nr. 21`, `nr 21 bl 3 sc A et 2 ap 10`,
 * `bl. M12`, `21, bl. 3, sc. A, et. 2, ap. 10`, `km 6`; returns undefined when no
 * number or block is present. `details` is the building-detail text in its usual
 * written form: `nr. 21, bl. 3, sc. A, et. 2, ap. 10`.
 */
export function parseHouseNumber(text: string): HouseNumberQuery | undefined {
  const plain = PLAIN_HOUSE_NUMBER.exec(text);
  if (plain !== null) return plainHouseNumber(text, Number(plain[1]));
  // A number said (`doi`, `douăzeci și unu`, `numărul cinci`, `9 9` digit by digit, `85 nu 87`): its digits.
  const cleaned = withoutTakenBack(readSpokenNumbers(text, true))
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    // After a keyword the sign only repeats it (`ap. #4`); elsewhere it is the house number's `nr.`.
    .replace(NUMBER_SIGN, (_sign, at: number, all: string) => (KEYWORDS[FOLD_KEYWORD(/([\p{L}]+)\.?\s*$/u.exec(all.slice(0, at))?.[1] ?? '')] === undefined ? 'nr. ' : ''))
    .replace(/(\d)\s*\/\s*(\w)/g, '$1/$2')
    // `nr.21`, and the apostrophe typed for the dot (`nr'6`, `ap’4`).
    .replace(/(?<![\p{L}])(nr|bl|sc|et|ap|apt|km|bloc|scara|etaj)[.'’`](?=[\p{L}\d])/giu, '$1. ');
  const tokens = cleaned.split(/[\s,;:]+/).filter((t) => t !== '');
  // Which tokens follow a comma, semicolon or colon (found when first asked: few texts ask): a value never
  // goes on across one (`Bldg C, 11` is block C and house 11, not block C11).
  let fieldOpens: boolean[] | undefined;
  const opensField = (k: number): boolean => (fieldOpens ??= Array.from(cleaned.matchAll(/([\s,;:]*)[^\s,;:]+/g), (m) => /[,;:]/.test(m[1]!)))[k] === true;
  const values: Partial<Record<HouseField, string>> = {};
  // Words of letters or digits left out of every part (not a lone `-` or `.`).
  let unread = 0;
  let noted = 0;
  let i = 0;
  while (i < tokens.length) {
    const tok = tokens[i]!;
    // `nr21`, `bl3`, `ap10`: a keyword glued to its value.
    const glued = /^([\p{L}]+)\.?(\d.*)$/u.exec(tok);
    const kwWord = glued ? FOLD_KEYWORD(glued[1]!) : FOLD_KEYWORD(tok);
    const field = KEYWORDS[kwWord];
    if (field) {
      let value: string | undefined;
      let next = i + 1;
      // `nr. casă 77`: the house named between the marker and its number.
      // `nr. adm. 45`, a renumbered house's `nr. nou 45`: a word saying which number it is, between the marker and the number.
      if (!glued && field === 'house' && next + 1 < tokens.length && (HOUSE_THING_WORDS.has(FOLD_KEYWORD(tokens[next]!)) || NUMBER_QUALIFIERS.has(FOLD_KEYWORD(tokens[next]!))) && /^\d/.test(tokens[next + 1]!)) next++;
      // `nr. 45 (nr. vechi 29)`: the marker of the former number of a house numbered already.
      if (!glued && field === 'house' && values.house !== undefined && next + 1 < tokens.length && OLD_NUMBER_WORDS.has(FOLD_KEYWORD(tokens[next]!)) && /^\d/.test(tokens[next + 1]!)) {
        noted += spoken(tokens, i, next + 2);
        i = next + 2;
        continue;
      }
      if (glued) value = glued[2]!;
      else if (next < tokens.length && KEYWORDS[FOLD_KEYWORD(tokens[next]!)] === undefined) {
        value = tokens[next]!;
        next++;
      }
      if (value !== undefined) {
        // `12 a`, `9 bis`, `Z 9`: a short second token belongs to the value.
        const follow = tokens[next];
        if (follow !== undefined && KEYWORDS[FOLD_KEYWORD(follow)] === undefined) {
          if ((field === 'house' || field === 'block') && /^\d+$/.test(value) && /^(bis|[A-Za-z])$/i.test(follow)) {
            value += follow;
            next++;
          } else if (field === 'block' && /^\p{L}+$/u.test(value) && /^\d+[A-Za-z]?$/.test(follow) && !opensField(next)) {
            // `bl Z 9`, `bl. Cămin 9`: a letter series and its number.
            value += /^[A-Za-z]{1,3}$/.test(value) ? follow : ` ${follow}`;
            next++;
          }
        }
        const kept = values[field];
        if (kept === undefined) values[field] = value.replace(/\.$/, '');
        // (The same value again is read once: `35, nr. 35`, a number in the street field and in `house_number`.)
        else if (!sameValue(kept, value)) unread += spoken(tokens, i, next);
      }
      i = next;
      continue;
    }
    // `casa 77`, `casa nr. 12`: the house named before its number, read as `nr.` would be.
    if (HOUSE_THING_WORDS.has(kwWord) && values.house === undefined && i + 1 < tokens.length && (/^\d/.test(tokens[i + 1]!) || KEYWORDS[FOLD_KEYWORD(tokens[i + 1]!)] === 'house')) {
      i++;
      continue;
    }
    // A renumbered house's former number after its number (`45 (vechiul 29)`, `nr. nou 145, vechi 101`): a note.
    const bare = kwWord.replace(/^[([]/, '');
    if (values.house !== undefined && OLD_NUMBER_WORDS.has(bare) && i + 1 < tokens.length) {
      const value = KEYWORDS[FOLD_KEYWORD(tokens[i + 1]!)] === 'house' ? i + 2 : i + 1;
      if (value < tokens.length && /^\d/.test(tokens[value]!)) {
        noted += spoken(tokens, i, value + 1);
        i = value + 1;
        continue;
      }
    }
    // A note and its value (`interfon 12`, `corp B`): no part of the house number.
    const note = NOTE_WORDS.get(kwWord);
    if (note !== undefined) {
      const next = note && i + 1 < tokens.length && KEYWORDS[FOLD_KEYWORD(tokens[i + 1]!)] === undefined ? i + 2 : i + 1;
      noted += spoken(tokens, i, next);
      i = next;
      continue;
    }
    if (values.house === undefined && values.km === undefined && /^\d/.test(tok)) {
      let value = tok;
      const follow = tokens[i + 1];
      if (/^\d+$/.test(tok) && follow !== undefined && /^(bis|[A-Za-z])$/i.test(follow) && KEYWORDS[FOLD_KEYWORD(follow)] === undefined) {
        value += follow;
        i++;
      }
      values.house = value;
    } else if (values.house === undefined || !sameValue(values.house, tok)) unread += spoken(tokens, i, i + 1);
    i++;
  }

  let number = NO_NUMBER;
  let suffix = '';
  let house: string | undefined;
  if (values.km !== undefined) {
    const m = /^(\d{1,7})(?:\+(\d{1,7}))?$/.exec(values.km);
    if (m) {
      number = Number(m[1]);
      house = `km ${m[1]}${m[2] ? `+${m[2]}` : ''}`;
    }
  }
  if (house === undefined && values.house !== undefined) {
    const m = /^([A-Za-z]{1,3})?(\d{1,7})(bis|[A-Za-z]{1,3})?(?:\/(\d{1,7}|[A-Za-z]{1,2}))?(?![\d\p{L}])/iu.exec(values.house);
    if (m) {
      number = Number(m[2]);
      suffix = normSuffix(m[3] ?? '');
      let sub = '';
      if (m[4] !== undefined) {
        if (/^\d/.test(m[4])) sub = `/${Number(m[4])}`;
        else if (suffix === '') suffix = normSuffix(m[4]);
        else sub = `/${m[4].toUpperCase()}`;
      }
      house = `${(m[1] ?? '').toUpperCase()}${number}${suffix}${sub}`;
    }
  }
  let block: string | undefined;
  if (values.block !== undefined) {
    const b = values.block.trim();
    // Codes such as `m12` or `a3` are written in capitals; names (`Cămin 9`) stay as typed.
    block = /^[A-Za-z\d/’'+-]+$/.test(b) ? b.replace(/[a-z]+/gi, (w) => (w.toLowerCase() === 'bis' ? 'bis' : w.toUpperCase())) : b;
  }
  if (house === undefined && block === undefined) return undefined;

  const staircase = values.staircase?.toUpperCase();
  const floor = values.floor?.toUpperCase();
  const apartment = values.apartment;
  const parts: string[] = [];
  if (house !== undefined) parts.push(house.startsWith('km ') ? house : `nr. ${house}`);
  if (block !== undefined) parts.push(`bl. ${block}`);
  if (staircase !== undefined) parts.push(`sc. ${staircase}`);
  if (floor !== undefined) parts.push(`et. ${floor}`);
  if (apartment !== undefined) parts.push(`ap. ${apartment}`);
  return houseNumberQuery(number, suffix, house, block, staircase, floor, apartment, text, parts.join(', '), unread, noted);
}

// ---------------------------------------------------------------------------
// Containment and distance

interface Located {
  n: number;
  suffix: string;
}

/**
 * Reads `idKey` (an id's {@link identifierKey}) in the frame of `iv`: its prefix and tail must
 * match (by {@link identifierKey}), the rest must be a number and letters. A house
 * interval without a tail ignores what follows the letters (`12/3` is at 12).
 */
function locate(iv: NumberInterval, idKey: string): Located | undefined {
  const pk = identifierKey(iv.kind === 'house' && iv.prefix === 'km' ? 'KM' : iv.prefix);
  const tk = identifierKey(iv.tail ?? '');
  if (!idKey.startsWith(pk)) return undefined;
  let at = pk.length;
  let n = NO_NUMBER;
  if (iv.from === NO_NUMBER) {
    if (isDigitAt(idKey, at)) return undefined;
  } else {
    const digitsEnd = digitsFrom(idKey, at);
    if (digitsEnd === at) return undefined;
    const v = toNumber(idKey.slice(at, digitsEnd));
    if (v === undefined) return undefined;
    n = v;
    at = digitsEnd;
  }
  let suffix: string;
  if (tk !== '') {
    if (!idKey.endsWith(tk) || idKey.length - tk.length < at) return undefined;
    suffix = idKey.slice(at, idKey.length - tk.length);
  } else if (iv.kind === 'house') {
    // The letters after the number (`12A`), or after a slash (`12/B`), short of one a digit
    // follows (`12AB3` is at 12A); otherwise the letters right after the number, if any.
    if (at < idKey.length && idKey.charCodeAt(at) === SLASH) {
      const end = lettersNotBeforeDigit(idKey, at + 1);
      suffix = end < 0 ? '' : idKey.slice(at + 1, end);
    } else {
      const end = lettersNotBeforeDigit(idKey, at);
      suffix = idKey.slice(at, end < 0 ? lettersFrom(idKey, at) : end);
    }
  } else {
    suffix = idKey.slice(at);
  }
  if (lettersFrom(suffix, 0) !== suffix.length) return undefined;
  return { n, suffix };
}

const SLASH = 0x2f;

// The reads below stop at the text's end themselves: a read past it (NaN) would deoptimize the
// compiled callers the first time it happens, in every worker.
function isDigitAt(text: string, i: number): boolean {
  if (i >= text.length) return false;
  const c = text.charCodeAt(i);
  return c >= 0x30 && c <= 0x39;
}

/** The end of the run of digits that starts at `i`. */
function digitsFrom(text: string, i: number): number {
  while (isDigitAt(text, i)) i++;
  return i;
}

/** The end of the run of capital letters A-Z that starts at `i`. */
function lettersFrom(text: string, i: number): number {
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c < 0x41 || c > 0x5a) break;
    i++;
  }
  return i;
}

/**
 * The end of the letters from `i` that a digit does not follow: all of them, or
 * all but the last when a digit comes next; -1 when there are none such.
 */
function lettersNotBeforeDigit(text: string, i: number): number {
  const end = lettersFrom(text, i);
  if (end === i) return -1;
  if (!isDigitAt(text, end)) return end;
  return end - i >= 2 ? end - 1 : -1;
}

/** Orders (number, suffix rank) pairs. */
function compare(an: number, as: string, bn: number, bs: string): number {
  if (an !== bn) return an < bn ? -1 : 1;
  return as < bs ? -1 : as > bs ? 1 : 0;
}

/** The number is on the other side of the street than every number of the interval. */
function otherSide(interval: NumberInterval, n: number): boolean {
  return interval.parity !== 'all' && n !== NO_NUMBER && parityOf(n) !== interval.parity;
}

/** A staircase narrows a block only when both the interval and the query name one. */
function staircaseFits(interval: NumberInterval, query: HouseNumberQuery): boolean {
  return interval.kind !== 'block' || interval.staircase === undefined || query.staircase === undefined
    || identifierKey(interval.staircase) === identifierKey(query.staircase);
}

/**
 * The {@link identifierKey}s of a query's house number and block (undefined where it has none): a
 * street's intervals are compared with one query after another, and {@link matchHouseNumber} (in
 * matchers/house-numbers.ts) works them out once per query rather than once per interval.
 */
export interface QueryKeys {
  house: string | undefined;
  block: string | undefined;
}

/** The {@link QueryKeys} of `query`. */
export function queryKeys(query: HouseNumberQuery): QueryKeys {
  return {
    house: query.house === undefined ? undefined : identifierKey(query.house),
    block: query.block === undefined ? undefined : identifierKey(query.block),
  };
}

/** `bl. 6A-9A`: the letter is fixed and the number varies, so `7B` is not in it. */
function fixedSuffixMismatch(iv: NumberInterval, at: Located): boolean {
  return iv.kind === 'block' && iv.from !== iv.to && iv.fromSuffix === iv.toSuffix && iv.fromSuffix !== ''
    && at.suffix !== identifierKey(iv.fromSuffix);
}

/**
 * Whether an interval contains the queried number: parity-aware, END_OF_STREET
 * open-ended; a suffix only matters at the ends of a range (`12A` is inside
 * `1-25`, `17A` is not inside `1-17` but is inside `17A-31`); blocks match by
 * their block identifier (prefix+number+suffix/tail), a house interval by the
 * query's house number. A staircase narrows a block only when both sides name one. `keys`: the
 * query's {@link QueryKeys}, when the caller compares it with many intervals.
 */
export function intervalContains(interval: NumberInterval, query: HouseNumberQuery, keys: QueryKeys = queryKeys(query)): boolean {
  return intervalDistance(interval, query, keys) === 0;
}

/**
 * Distance (in house numbers, same parity side preferred) from the query to the
 * interval, 0 when contained; used to pick the closest code when no interval
 * contains a number. Same number but other letters or staircase: 0.5. An interval
 * covering only the other side of the street adds {@link OPPOSITE_SIDE_PENALTY}.
 * `Infinity` when the two cannot be compared (house vs block, other block series).
 */
export function intervalDistance(interval: NumberInterval, query: HouseNumberQuery, keys: QueryKeys = queryKeys(query)): number {
  const idKey = interval.kind === 'house' ? keys.house : keys.block;
  if (idKey === undefined) return Infinity;
  const at = locate(interval, idKey);
  if (!at) return Infinity;
  // The interval's ends, low to high (the data may write a range downwards).
  let loN = interval.from;
  let loS = suffixRank(identifierKey(interval.fromSuffix));
  let hiN = interval.to === END_OF_STREET ? Infinity : interval.to;
  let hiS = interval.to === END_OF_STREET ? '' : suffixRank(identifierKey(interval.toSuffix));
  if (compare(loN, loS, hiN, hiS) > 0) {
    const n = loN;
    const suffix = loS;
    loN = hiN;
    loS = hiS;
    hiN = n;
    hiS = suffix;
  }
  const atS = suffixRank(at.suffix);
  const inRange = compare(at.n, atS, loN, loS) >= 0 && compare(at.n, atS, hiN, hiS) <= 0;
  if (inRange && !otherSide(interval, at.n) && !fixedSuffixMismatch(interval, at) && staircaseFits(interval, query)) return 0;
  if (at.n === NO_NUMBER) return interval.from === NO_NUMBER ? 0.5 : Infinity;
  let gap = at.n < loN ? loN - at.n : at.n > hiN ? at.n - hiN : 0;
  if (interval.kind === 'house' && otherSide(interval, at.n)) return Math.max(gap, 1) + OPPOSITE_SIDE_PENALTY;
  if (gap === 0) gap = 0.5;
  return gap;
}
