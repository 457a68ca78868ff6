/**
 * The house number and building details of an address (`nr. 21`, `bl. M 12, sc. A, ap. 10`, a
 * bare number after the street's name), and the `street` field of a structured address read with
 * its house number.
 */
import { parseHouseNumber, type HouseNumberQuery } from '../shared/house-number.js';
import { HOUSE_POSITION_PHRASES, HOUSE_POSITION_THINGS, HOUSE_THING_WORDS, NUMBER_QUALIFIERS, NUMBERED_NAME_HEADS, PLACE_LIKE_TYPE_WORDS, TYPE_WORDS_AFTER_NAME } from '../shared/vocabulary.js';
import { ANY_TYPE_FORMS, matchStreetTypePrefix } from '../shared/street-name.js';
import { rangeText, readWords, type Word } from './address-tokens.js';
import type { HousePart, StreetPart, WordUse } from './reading.js';
import { countyOfWords, streetPart, untypedStreet } from './run-parts.js';
import { closesSegment, opensSegment, typesNameBefore } from './runs.js';
import { leaveOutNotes, STREET_FIELD_RULES } from './leave-out/index.js';
import type { LEAVE_OUT_WEIGHT, WeightTable } from '../engines/ranking.js';
import { mapped } from '../shared/arrays.js';

/** Where a text's house number and building details were found. */
export interface HouseSpans {
  /** [start, end) word spans of the house number and building details, in text order. */
  spans: Array<[number, number]>;
  /** A house number proper was found (after `nr.`, or bare). */
  numbered: boolean;
  /** The span of a bare number (one without `nr.`), if any. */
  bareSpan?: [number, number];
}

/** Building keywords and their values: `nr. 21`, `bl. M 12`, `sc. A`, `ap. 10`, `nr. 21-23`. */
export function keywordHouse(text: string, words: Word[], used: WordUse[]): HouseSpans {
  const out: HouseSpans = { spans: [], numbered: false };
  const n = words.length;
  for (let i = 0; i < n; i++) {
    if (used[i] || !words[i]!.roles.houseMarker) continue;
    let end = i + 1;
    let valued = false;
    // `nr. casă 77`: the house named between the marker and its number.
    // `nr. adm. 45`, `Nr casei 44`: a word saying which number it is (`NUMBER_QUALIFIERS`), left out as a note, goes
    // with its marker and number too: the value after it is the house's (parseHouseNumber skips the word).
    if (words[i]!.roles.numberMarker && words[end] !== undefined && (!used[end] || (used[end] === 'note' && NUMBER_QUALIFIERS.has(words[end]!.folded)))
      && !words[end]!.breakBefore && (HOUSE_THING_WORDS.has(words[end]!.folded) || NUMBER_QUALIFIERS.has(words[end]!.folded))
      && words[end + 1]?.roles.digitFirst === true && !words[end + 1]!.breakBefore && !used[end + 1]) end++;
    const value = words[end];
    // `sunt nou în bloc str. Ana Lugojana 38`: a street type word opening a name is the street, and
    // the marker before it a word of the prose (`bloc`: the building), no block named `Str`.
    if (value && !used[end] && opensTypedStreet(words, used, end)) continue;
    if (value && !used[end] && !value.roles.houseMarker) {
      end++;
      const follow = words[end];
      if (follow && !used[end] && !follow.breakBefore && !follow.roles.houseMarker) {
        const between = text.slice(value.end, follow.start);
        const joined = /^\s*[-/]\s*$/.test(between) && value.roles.digitFirst && follow.roles.digitFirst;
        // `12 A`, `4/B`, `2-A`: a letter after the number, glued by a space, a slash or a dash.
        const letter = /^\d+$/.test(value.folded) && /^(?:[a-z]|bis)$/.test(follow.folded) && /^(?:\s*|[/-])$/.test(between);
        const series = words[i]!.folded.startsWith('bl') && /^[a-z]{1,3}$/.test(value.folded) && /^\d+[a-z]?$/.test(follow.folded);
        // `bl. B2/1S`, `bl. A3/2`: a block's name opening with its letters, glued by a slash to its number (the data
        // writes such blocks: `bl. B1/1S-B3/1S`); the slash no house number's (read so, `1S` was the house, another
        // segment's code answered at 0.97).
        const lettered = words[i]!.folded.startsWith('bl') && between === '/' && /^[a-z]{1,3}\d{1,3}[a-z]?$/.test(value.folded) && /^\d{1,3}[a-z]{0,3}$/.test(follow.folded);
        // `nr. 12.05`, `nr. 12/05/26`: the number and its sub-numbers, glued by dots or slashes, go with it (read apart,
        // the last was taken for a place's word; issue 24, fix132).
        const dotted = value.roles.digitFirst && follow.roles.digitFirst && between === '.';
        if (joined || letter || series || lettered || dotted) {
          end++;
          if (joined || dotted) while (end < n && subNumberAt(text, words, used, end)) end++;
        }
      }
      const keyword = words[i]!.folded;
      if (words[i]!.roles.numberMarker || keyword === 'km') out.numbered = true;
      valued = value.roles.digitFirst;
    }
    // `casa nr. 12`: the house named before its number marker goes with it.
    const start = houseThingBefore(words, used, i) && words[i]!.roles.numberMarker ? i - 1 : i;
    // `în dreptul imobilului nr. 26`: where a report places the deed, a note; the number is the house's.
    if (valued && words[i]!.roles.numberMarker) {
      const position = positionBefore(words, used, start);
      for (let k = position; k < start; k++) used[k] = 'note';
    }
    for (let k = start; k < end; k++) used[k] = 'part';
    out.spans.push([start, end]);
    i = end - 1;
  }
  return out;
}

/** True when the word at `i` is a street type word followed in its field by a name word (no number, no marker). */
function opensTypedStreet(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  const type = words[i]!.roles.streetType;
  if (type === undefined) return false;
  const next = words[i + 1];
  return next !== undefined && !used[i + 1] && !next.breakBefore && !next.roles.digitFirst && !next.roles.houseMarker;
}

/** True when the word before `i`, in its field and not yet read, names the house itself (`casa 77`, `casa nr. 12`: `HOUSE_THING_WORDS`). */
function houseThingBefore(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  return i > 0 && !used[i - 1] && !words[i]!.breakBefore && HOUSE_THING_WORDS.has(words[i - 1]!.folded);
}

/**
 * The first word of a phrase that places a deed by the house before its number marker at `i`, in its
 * field and not yet read (`în dreptul imobilului nr. 26`, `în dreptul nr. 7`, `în fața casei nr. 12`:
 * `HOUSE_POSITION_PHRASES`, then perhaps a house of `HOUSE_POSITION_THINGS`); `i` when there is none.
 */
function positionBefore(words: readonly Word[], used: readonly WordUse[], i: number): number {
  let at = i;
  if (at > 0 && !used[at - 1] && !words[at]!.breakBefore && HOUSE_POSITION_THINGS.has(words[at - 1]!.folded)) at--;
  for (const phrase of HOUSE_POSITION_PHRASES) {
    const from = at - phrase.length;
    if (from < 0 || words[at]!.breakBefore) continue;
    let k = 0;
    while (k < phrase.length && !used[from + k] && words[from + k]!.folded === phrase[k] && (k === 0 || !words[from + k]!.breakBefore)) k++;
    if (k === phrase.length) return from;
  }
  return i;
}

/** True when the number at `i` may be part of a street's name: a year, or after a month or a word that heads numbered names. */
export function numberMayName(words: readonly Word[], i: number): boolean {
  const before = words[i - 1];
  return /^(?:1[89]|20)\d\d$/.test(words[i]!.folded) || (before !== undefined && !words[i]!.breakBefore && (before.roles.month || NUMBERED_NAME_HEADS.has(before.folded)));
}

/**
 * A bare number after the street's name: the last of the first run of numbers
 * that follows a name word (`Calea Victoriei 120`, `Str. 1 Decembrie 1918 5`).
 */
export function bareHouse(text: string, words: Word[], used: WordUse[], house: HouseSpans): void {
  const n = words.length;
  // The last number of the first comma-separated segment that has a name before a number:
  // `Calea Victoriei 120`, `Str. 1 Decembrie 1918 5`, `Str. Regimentul 13 Călărași 14`.
  let segmentHasName = false;
  let chosen = -1;
  for (let i = 0; i < n; i++) {
    const w = words[i]!;
    if (w.breakBefore) {
      if (chosen >= 0) break;
      segmentHasName = false;
    }
    if (used[i]) continue;
    if (!w.roles.digitFirst) {
      if (namesSomething(words, used, i)) segmentHasName = true;
      continue;
    }
    // `Bd. 1848 12`, `Piața 1907`: a number right after a street type word is the name; but in a
    // field of its own after a type word that is also a place's name (`vad 98, Copalnic-Mănăștur`:
    // the village Vad), or with only the county after it (`Fundătura 12 Vâlcea`), or a bracket or a
    // place's marker (`Vad 98 (com. Copalnic-Mănăștur)`), it is that place's house number.
    if (!segmentHasName && !w.breakBefore && followsTypeWord(words, used, i)) {
      // `Abatorului, str. 86`: the type of the name before it, and the house number.
      if (typesNameBefore(words, used, i - (words[i - 1]!.roles.streetType?.length ?? 2), i)) {
        chosen = i;
        continue;
      }
      const placeAndNumber = opensSegment(words, i - 1) && PLACE_LIKE_TYPE_WORDS.has(words[i - 1]!.folded)
        && ((closesSegment(words, i) && i < n - 1) || countyClosesSegment(words, i + 1) || (i < n - 1 && closesName(text, words, i + 1)));
      // Three digits at most: a year (`Calea 1907`) names a street.
      if (placeAndNumber && /^\d{1,3}[a-z]{0,3}$/.test(w.folded)) {
        chosen = i;
        continue;
      }
      segmentHasName = true;
      continue;
    }
    // `deva 22 decembrie bl. 20`: a number before a month is a date naming the street.
    const next = words[i + 1];
    if (next !== undefined && !next.breakBefore && !used[i + 1] && next.roles.month) continue;
    if (segmentHasName && /^\d{1,4}[a-z]{0,3}$/.test(w.folded)) chosen = i;
  }
  // `1 Decembrie 1918, 74`: a number opening the next field is the house number, and the one
  // before the comma ends the street's name.
  const segment = numberSegment(text, words, used);
  if (segment >= 0 && (chosen < 0 || segment > chosen)) chosen = segment;
  // `59, Frasinet, Breaza`, `163 Corbu Brezoi`: a number that opens the address, before a name,
  // is its house number (a name that starts with a number, `1 Mai`, has a street type before it).
  if (chosen < 0) {
    const first = words.findIndex((_w, k) => !used[k]);
    const next = first >= 0 ? words.findIndex((w, k) => k > first && !used[k] && !/^(?:[a-z]|bis)$/.test(w.folded)) : -1;
    if (first >= 0 && /^\d{1,4}[a-z]{0,3}$/.test(words[first]!.folded) && next > first && !words[next]!.roles.digitFirst
      && !words[next]!.roles.month) chosen = first;
    // `1848, 18, Călărași`, `1848 2, Giurgiu`: two numbers open the address; the first names the
    // street (a year, a date), the second is the house number.
    if (first >= 0 && /^\d{2,4}$/.test(words[first]!.folded) && next === first + 1 && /^\d{1,4}[a-z]{0,3}$/.test(words[next]!.folded)) chosen = next;
  }
  // `5, Piața 1 Decembrie 1918, Reșița`, `14, Strada Regiment 11 Siret`: a number opening the address
  // in a field of its own is the house number when the one chosen may be part of the street's name
  // (a date's year after its month, a numbered name's number, a year).
  if (chosen > 0) {
    const first = words.findIndex((_w, k) => !used[k]);
    if (first >= 0 && first < chosen && /^\d{1,4}[a-z]{0,3}$/.test(words[first]!.folded) && closesSegment(words, first) && numberMayName(words, chosen)) chosen = first;
  }
  if (chosen < 0) return;
  // `49 - 51`, `49-51`: the number closes a range whose first number belongs with it; `2/2`: a
  // number and its sub-number (the data writes such houses so).
  let start = chosen;
  const before = words[chosen - 1];
  if (before && !used[chosen - 1] && !words[chosen]!.breakBefore && /^\d{1,4}[a-z]?$/.test(before.folded) && /^\d{1,4}[a-z]?$/.test(words[chosen]!.folded)
    && /^(?:\s*[-\u2013]\s*|\/|\.)$/.test(text.slice(before.end, words[chosen]!.start)) && !(chosen > 1 && words[chosen - 2]!.roles.typeWord)) {
    start = chosen - 1;
    // `Str. Lungă 12.05.26`, `12/05/26`: a number and its sub-numbers glued by dots or slashes are one house's, from the
    // first (read from the last, the first numbers were taken for words of the street's name; issue 24, fix132).
    while (start > 0 && subNumberAt(text, words, used, start) && /^\d{1,4}[a-z]?$/.test(words[start - 1]!.folded) && !(start > 1 && words[start - 2]!.roles.typeWord)) start--;
  }
  // `sat Poiana casa 77`: the house named before its number goes with it.
  if (houseThingBefore(words, used, start)) start--;
  // `12 A`: a single letter right after the number belongs to it.
  let end = chosen + 1;
  const follow = words[end];
  if (follow && !used[end] && !follow.breakBefore && /^(?:[a-z]|bis)$/.test(follow.folded) && /^\d+$/.test(words[chosen]!.folded)
    && /^(?:\s*|[/-])$/.test(text.slice(words[chosen]!.end, follow.start))) end++;
  for (let k = start; k < end; k++) used[k] = 'part';
  house.spans.push([start, end]);
  house.spans.sort((a, b) => a[0] - b[0]);
  house.bareSpan = [start, end];
  house.numbered = true;
}

/**
 * True when word `k` is a sub-number glued to the number before it by a dot or a slash with no space (`12.05`, `12/05`),
 * in its field and not yet read.
 */
function subNumberAt(text: string, words: readonly Word[], used: readonly WordUse[], k: number): boolean {
  const w = words[k]!;
  if (used[k] || w.breakBefore || !/^\d{1,4}[a-z]?$/.test(w.folded) || !/^\d/.test(words[k - 1]!.folded)) return false;
  const between = text.slice(words[k - 1]!.end, w.start);
  return between === '.' || between === '/';
}

/**
 * True when a (non-number) word may be a word of a name: not a postal-code word, and not a street
 * type word or form (`b dul`) unless one comes right before it (`Str. Vad`, `Str. Calea Mare`: the
 * second is the name).
 */
function namesSomething(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  const w = words[i]!;
  if (w.roles.postalWord) return false;
  // The second word of a two-word type form (`b dul`, `p ta`) is no name either.
  if (i > 0 && !w.breakBefore && words[i - 1]!.roles.streetType?.length === 2) return false;
  if (!w.roles.typeWord && w.roles.streetType === undefined) return true;
  return i > 0 && !used[i - 1] && !w.breakBefore && words[i - 1]!.roles.typeWord;
}

/**
 * True when word `i` comes right after a street type form, of one word (`Bd.`,
 * `Piața`) or two (`B-dul`, `P-ța`, folded `b dul`, `p ta`).
 */
function followsTypeWord(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  if (i > 0 && !used[i - 1] && words[i - 1]!.roles.typeWord) return true;
  return i > 1 && !used[i - 2] && !words[i - 1]!.breakBefore && words[i - 2]!.roles.streetType?.length === 2;
}

/**
 * A number written as a field of its own after the street's (`Teilor, 7, Brașov`,
 * `Gării, 12 A, Deva`, `Str. 23 August, 10`, `Plopilor, 43 ap. 29`, `Tuberozelor,
 * 15 Oradea`): a number opening a segment, after a segment with a name word.
 * Its word index, or -1.
 */
function numberSegment(text: string, words: readonly Word[], used: readonly WordUse[]): number {
  let previousHasName = false;
  let hasName = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.breakBefore) {
      previousHasName = hasName;
      hasName = false;
    }
    if (used[i]) continue;
    if (!w.roles.digitFirst) {
      if (namesSomething(words, used, i)) hasName = true;
      continue;
    }
    // `Piața 1907, 17`: a number right after a street type word is the name.
    if (!w.breakBefore && followsTypeWord(words, used, i)) {
      hasName = true;
      continue;
    }
    if (!previousHasName || !opensSegment(words, i) || !/^\d{1,4}[a-z]{0,3}$/.test(w.folded)) continue;
    const next = words[i + 1];
    const nextInSegment = next !== undefined && !next.breakBefore && !used[i + 1];
    // `Petroșani, 1 Iunie bl. 2`: a number before a month is a date naming the street.
    if (nextInSegment && next.roles.month) {
      hasName = true;
      continue;
    }
    // `Târgu Mureș, 1848 15`: two numbers open the field; the first names the street (a year),
    // the second is the house number, as when they open the address (`1848 2, Giurgiu`).
    if (nextInSegment && /^\d{2,4}$/.test(w.folded) && /^\d{1,4}[a-z]{0,3}$/.test(next.folded)) return i + 1;
    // The number opens its segment; what follows it there (`43 ap. 29`, `15 Oradea`,
    // `64 Sector 1`) is read on its own.
    return i;
  }
  return -1;
}

/** A house number's letter after a dash (`4-A`, `nr. 12-b`): one number with its letter. */
const LETTER_AFTER_DASH = /\b(\d+)\s*-\s*([A-Za-z])(?![A-Za-z\d])/g;

/**
 * How many house texts of free-form addresses {@link houseQueryOf} keeps the queries of. The same
 * building details come back row after row (`nr. 12`, `bl. 4, sc. A, ap. 7`: the blocks of a town,
 * its neighbours' flats), and reading one was ~6% of the reader's time on realistic rows, ~3% of
 * verify's (its spoken numbers, signs and markers, each a pass of an expression; bench/RESULTS.md,
 * speed90): kept, a repeat costs a look-up.
 * 4,096 texts hold a few thousand rows' worth, a few hundred KB; past this the set starts again.
 */
export const HOUSE_QUERIES_KEPT = 4096;

/** The queries of house texts read (see {@link HOUSE_QUERIES_KEPT}); null for a text that is none. Shared: no caller changes a query. */
const houseQueries = new Map<string, HouseNumberQuery | null>();

/** `parseHouseNumber` of a house text as the reader read it, its letter after a dash joined (`4-A`: 4A), remembered (see {@link HOUSE_QUERIES_KEPT}). */
export function houseQueryOf(readText: string): HouseNumberQuery | undefined {
  const known = houseQueries.get(readText);
  if (known !== undefined) return known ?? undefined;
  if (houseQueries.size >= HOUSE_QUERIES_KEPT) houseQueries.clear();
  const query = parseHouseNumber(readText.includes('-') ? readText.replace(LETTER_AFTER_DASH, '$1$2') : readText);
  houseQueries.set(readText, query ?? null);
  return query;
}

/** The house part of the spans found (undefined when there are none), its text as written and as read. */
export function housePartOf(text: string, words: Word[], house: HouseSpans): HousePart | undefined {
  const spans = house.spans;
  if (spans.length === 0) return undefined;
  // (Most addresses have one span: its text and words without a list of lists.)
  const textOf = (list: Array<[number, number]>): string => (list.length === 1 ? rangeText(text, words, list[0]![0], list[0]![1]) : mapped(list, ([a, b]) => rangeText(text, words, a, b)).join(', '));
  const houseText = textOf(spans);
  // What is read: spans written one after the other are one text (`bl. Cămin 1`: block Cămin 1), spans apart
  // are parted by a comma (`Bldg C, Eroilor Blvd 11`: block C, house 11; a value goes on across no comma).
  const readText = spans.length === 1 ? houseText : spans.reduce((all, [a, b], k) => {
    const apart = k > 0 && (spans[k - 1]![1] !== a || words[a]!.breakBefore);
    return k === 0 ? rangeText(text, words, a, b) : `${all}${apart ? ', ' : ' '}${rangeText(text, words, a, b)}`;
  }, '');
  // `4-A` is house 4A, not a range from 4 to A.
  const part: HousePart = {
    text: houseText,
    source: spans.length === 1 ? words.slice(spans[0]![0], spans[0]![1]) : spans.flatMap(([a, b]) => words.slice(a, b)),
    query: houseQueryOf(readText),
    bare: house.bareSpan !== undefined,
    // (Set below when bare, or by a structured field: every house part has every field, one shape.)
    bareWord: undefined,
    bareText: undefined,
    withoutBare: undefined,
    fieldText: undefined,
    movedToStreet: undefined,
  };
  if (house.bareSpan) {
    part.bareWord = words[house.bareSpan[0]]!.folded;
    part.bareText = rangeText(text, words, house.bareSpan[0], house.bareSpan[1]);
    const bareStart = house.bareSpan[0];
    const rest = spans.filter((sp) => sp[0] !== bareStart);
    if (rest.length > 0) part.withoutBare = textOf(rest);
  }
  return part;
}

/** True when the words from `from` to the end of their comma-separated segment name a county, by name or code (`Vâlcea`, `Satu Mare`, `VL`). */
function countyClosesSegment(words: readonly Word[], from: number): boolean {
  let end = from;
  while (end < words.length && (end === from || !words[end]!.breakBefore)) end++;
  return end > from && !words[from]!.breakBefore && countyOfWords(words.slice(from, end)) !== undefined;
}

/**
 * True when word `k`, right after a bare number, cannot go on a street's name: a bracket opens before
 * it or it marks a place (`Sârbi 12 (com. Țifești)`, `Poiana 12 com. Negri`: the village's house number).
 */
function closesName(text: string, words: readonly Word[], k: number): boolean {
  const w = words[k]!;
  return w.roles.localityKind !== undefined || w.roles.countyMarker || /[([]/.test(text.slice(words[k - 1]!.end, w.start));
}

/**
 * A street field whose name has its type word after it (`Horea str.`, `Unirii Street`, `Tomis bd.`:
 * {@link TYPE_WORDS_AFTER_NAME}, words that begin no street's name), as free-form text reads it
 * (`typeAfterName` of runs.ts): the type, then the name. Undefined otherwise.
 */
function typeAfterName(text: string, rest: readonly Word[]): StreetPart | undefined {
  const last = rest[rest.length - 1];
  if (rest.length < 2 || last === undefined || last.breakBefore || !TYPE_WORDS_AFTER_NAME.has(last.folded)) return undefined;
  const m = matchStreetTypePrefix([last.folded], 0);
  if (m === undefined) return undefined;
  const before = rest[0]!.roles.streetType;
  if (before === undefined) return streetPart(text, [last], m.typeId, rest.slice(0, -1));
  // `Calea Victoriei Street`, `Drumul Taberei str.`: the type written on both sides of the name; the
  // one before says which.
  return rest.length > before.length + 1 ? streetPart(text, [...rest.slice(0, before.length), last], before.typeId, rest.slice(before.length, -1)) : undefined;
}

/**
 * Reads the `street` field of a structured address: a type word (any form,
 * at the start, or after the name: `Horea str.`), the name, and, with `withHouse`, a house number written in it
 * (`Calea Victoriei 120`, `Str. Mincu nr. 5`). `leaveOut`: the leave-out rules' weights
 * (`RankingOptions.leaveOut`) that find a label opening the field; the defaults when absent.
 * `notes`: whether the notes, contacts and telephone numbers no street's name ends with are left out
 * (`STREET_FIELD_RULES`); they are only beside a street, whose correction then quotes the field.
 */
export function readStreetText(text: string, withHouse: boolean, leaveOut?: WeightTable<typeof LEAVE_OUT_WEIGHT>, notes = true): { street: StreetPart | undefined; house: HousePart | undefined; severalFields: boolean } {
  const words = readWords(text);
  const used = new Array<WordUse>(words.length).fill(false);
  // A label opening the field (`Adresa: Strada Lungă 7`), found as in free-form text, is no part of
  // the street. Only that: what else free-form text leaves out may end a name cut at a column's width
  // in this field (`Strada Bisericii Rom`: no country; `Strada Constantin No`: no empty `nr.`).
  // (Looked for only when the first word is a label's: every structured request reads its street field.)
  if (words[0]?.roles.label) {
    leaveOutNotes(text, words, used, { weights: leaveOut });
    let label = 0;
    while (label < used.length && used[label] === 'label') label++;
    used.fill(false, label);
  }
  const before = notes ? used.slice() : used;
  if (notes) leaveOutNotes(text, words, used, { weights: leaveOut, rules: STREET_FIELD_RULES });
  const noted = notes && used.some((u, k) => u !== before[k]);
  let house: HousePart | undefined;
  if (withHouse) {
    const spans = keywordHouse(text, words, used);
    if (!spans.numbered) bareHouse(text, words, used, spans);
    // `Strada Martir 1918 Cornel Popescu`: in the street field, a number followed by more words of
    // the name is part of it (no locality can follow there).
    const bare = spans.bareSpan;
    const after = bare ? words[bare[1]] : undefined;
    // (`12 Horea Street`: an English type word closing the field says the English order, whose
    // number opens the field.)
    const englishOrder = bare !== undefined && bare[0] === 0 && ANY_TYPE_FORMS.has(words[words.length - 1]!.folded);
    if (bare && after && !used[bare[1]] && !after.roles.digitFirst && after.folded.length >= 2 && !englishOrder && !closesName(text, words, bare[1])) {
      for (let k = bare[0]; k < bare[1]; k++) used[k] = false;
      spans.spans = spans.spans.filter((sp) => sp[0] !== bare[0]);
      delete spans.bareSpan;
    }
    house = housePartOf(text, words, spans);
  }
  const rest = words.filter((_w, i) => !used[i]);
  // A field of nothing but a note and maybe a number (`Nr. 45, lângă biserică`): no street's correction
  // would quote it, so it is read as written (a street the index does not find, left unconfirmed).
  if (noted && rest.length === 0) return readStreetText(text, withHouse, leaveOut, false);
  const street = typeAfterName(text, rest) ?? untypedStreet(text, rest);
  // Words left out (no part of the address) are quoted with the whole field, not lost.
  const leftOut = used.some((u) => u !== false && u !== 'part' && u !== 'marker');
  // (`Strada Abatorului 24 - Arad`, `Str. Lungă 100, Brașov`: the field holds more fields, as the words' breaks say.)
  return { street: street && leftOut ? { ...street, fieldText: text.trim() } : street, house, severalFields: words.some((w) => w.breakBefore) };
}
