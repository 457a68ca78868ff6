/**
 * A name followed by another name of the same street or place, in brackets or after a slash, as
 * bilingual signs and papers write them and as Romanians give a street's former name:
 * `Iancu de Hunedoara (Hunyadi János) u. 40`, `Szabadság tér (Piața Libertății)`, `Brassói út /
 * Str. Brașovului`, `Nagyvárad (Oradea) Eminescu u. 44`, `Bd. Revoluției (fost 23 August)`,
 * `Str. Lenin (azi Avram Iancu)`. Each side is a reading of the same part: the reader reads the
 * text once without the second side and once without the first, and the index decides which it
 * knows (`otherNameReadings` in `address-parser.ts`).
 */
import { countyByCode, countyOfFoldedWords } from '../shared/aliases.js';
import { OTHER_NAME_WORDS } from '../shared/vocabulary.js';
import { readWords, splitWords, type Word } from './address-tokens.js';
import type { WordUse } from './reading.js';

/** One way of reading a text with one side of a name's other name left out. */
export interface OtherNameWay {
  /** The text with the side left out (and its brackets, slash, other-name word) written as spaces: every word keeps its place. */
  text: string;
  /** Word by word: read (true) or left out with the side (false). */
  kept: boolean[];
  /** How each word is used before the runs are read: the text's, but the kept side's words read again where a rule left them out (`(azi Avram Iancu)`, a note). */
  used: readonly WordUse[];
  /** The side kept is the one an other-name word marks as the name of before (`fost Gării`, the `Lenin` of `Lenin (azi …)`). */
  former: boolean;
}

/**
 * The ways of reading `words` with one side of a name's other name left out: for each bracket or
 * slash between two names, the way without the second side (brackets and an other-name word
 * opening them included) and the way without the first. None when the text has neither. A side
 * is the words of one name: back from the bracket or slash to its field's start, a number, a
 * house marker or a word already left out (a street type word opening the name included), and on
 * after it to the bracket's close, or from the slash to the field's end or a number. The side is
 * blanked out of the text rather than marked left out, so that the words around it read as one
 * run (`Iancu de Hunedoara (Hunyadi János) u. 40`: the name, then its type word).
 */
export function otherNameWays(text: string, words: readonly Word[], used: readonly WordUse[], streetField = false): OtherNameWay[] {
  // (Most texts have no bracket or slash: one look at the text, not a look between each two words.)
  if (!BRACKET_OR_SLASH.test(text)) return NO_WAYS;
  let out: OtherNameWay[] | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    const gap = gapAt(text, words[i - 1]!.end, w.start);
    if (gap < 0) continue;
    const bracket = text.charCodeAt(gap) !== 47;
    // (A slash between names parts fields as a comma does, `Bacău / Negri`: its sides may be one part's two names.)
    if (w.breakBefore && (bracket || hasComma(text, words[i - 1]!.end, w.start))) continue;
    const second = bracket ? bracketSide(text, words, used, i) : slashSide(words, used, i);
    if (second === undefined) continue;
    const first = firstSide(text, words, used, i);
    if (first === undefined) continue;
    // A slash between places parts a village from its commune (`Vad / Copalnic-Mănăștur`): a street's
    // two names only where a side has a street type word (`Brassói út / Str. Brașovului`).
    // (In a street field both sides are a street's names: `Iancu de Hunedoara / Ilie Pintilie`.)
    if (!bracket && !streetField && !typed(words, first, second.end)) continue;
    // A county's name alone in brackets after a place's untyped name is its county (`Cața (Brașov)`, `Bârca (Dolj)`), as its
    // code is: not the place's other name, though the county is named like its seat town (issue 24, shapes104). (Not before
    // a type word after the bracket: `Ioan Sabău (Brașov) u. 1` is a street's two names.)
    if (bracket && !streetField && !typed(words, first, i) && !typedAfter(words, second.end) && countyNameAlone(words, i, second.end)) continue;
    // An other-name word opening the second side (`fost`, `azi`) is no part of either name.
    const now = OTHER_NAME_WORDS.get(w.folded);
    const marked = now === undefined ? 0 : 1;
    if (second.end - i - marked <= 0) continue;
    const last = words[second.end - 1]!;
    // The bracket's close, blanked with the side either way.
    const close = bracket ? closeAfter(text, last.end) : -1;
    const withoutSecond = blanked(text, words, gap, close >= 0 ? close + 1 : last.end, i, second.end, used);
    const freed = [...used];
    for (let k = i + marked; k < second.end; k++) freed[k] = false;
    // A slash read as opening a second address left out the words after the name too (`/ Strada Soarelui 1, Iași`): they are read.
    if (used[i] === 'second_address') for (let k = second.end; k < words.length && used[k] === 'second_address'; k++) freed[k] = false;
    // A street type word opening the first name types the other too (`Str. Lenin (azi Avram Iancu)`).
    const from = words[first]!.roles.typeWord && first < i - 1 ? first + 1 : first;
    const withoutFirst = blanked(text, words, words[from]!.start, words[i + marked]!.start, from, i + marked, freed, close);
    // The name it has now first (`Str. Lenin (azi Avram Iancu)`): readings of equal worth keep this order.
    if (now === false) withoutFirst.former = true;
    if (now === true) withoutSecond.former = true;
    (out ??= []).push(...(now === true ? [withoutFirst, withoutSecond] : [withoutSecond, withoutFirst]));
    // A bracket closed before more words of its field may close a part (`Nagyvárad (Oradea) Eminescu u.
    // 44`: the town, then the street) or go on with the name (`Segesvári (Sighișoara) u. 33`): both.
    if (close >= 0 && second.end < words.length && !words[second.end]!.breakBefore) out.push({ ...blanked(text, words, words[from]!.start, words[i + marked]!.start, from, i + marked, freed, close, ','), former: now === false });
  }
  return out ?? NO_WAYS;
}

const NO_WAYS: OtherNameWay[] = [];

/** What {@link gapAt} looks for: an opening bracket or a slash. */
const BRACKET_OR_SLASH = /[(/[]/;

/** The text with the characters `from`..`to` written as spaces (and the one at `also`, when set, as `alsoAs`), the words `a`..`b` left out, the others used as `used` says. */
function blanked(text: string, words: readonly Word[], from: number, to: number, a: number, b: number, used: readonly WordUse[], also = -1, alsoAs = ' '): OtherNameWay {
  let t = text.slice(0, from) + ' '.repeat(to - from) + text.slice(to);
  if (also >= 0) t = t.slice(0, also) + alsoAs + t.slice(also + 1);
  return { text: t, kept: words.map((_, k) => k < a || k >= b), used, former: false };
}

/**
 * True when the word at `at` goes on the field with a street type word written after a name, its number or the field's
 * end next (`… (Brașov) u. 1`), not one opening a street's name (`Hărman (Brașov) strada Lungă 5`).
 */
function typedAfter(words: readonly Word[], at: number): boolean {
  const w = words[at];
  if (w === undefined || w.breakBefore || !(w.roles.typeWord || w.roles.streetType !== undefined)) return false;
  const k = at + (w.roles.streetType?.length ?? 1);
  const next = words[k];
  // (A number that ends the field, not the first word of a street's name, `Str. 1 Mai`.)
  return next === undefined || next.breakBefore || (next.roles.digitFirst && (words[k + 1] === undefined || words[k + 1]!.breakBefore));
}

/** True when the words `from`..`to` are a county's name and nothing else (`Brașov`, `Satu Mare`). */
function countyNameAlone(words: readonly Word[], from: number, to: number): boolean {
  const folded: string[] = [];
  for (let k = from; k < to; k++) folded.push(words[k]!.folded);
  return countyOfFoldedWords(folded, false) !== undefined;
}

/** True when a word of `from`..`to` is a street type word (`Str.`, `út`, `utca`, `Straße`). */
function typed(words: readonly Word[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (words[k]!.roles.typeWord || words[k]!.roles.streetType !== undefined) return true;
  return false;
}

/** Where a bracket opens or a slash stands between `from` and `to`, or -1. */
function gapAt(text: string, from: number, to: number): number {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === 40 || c === 91 || c === 47) return k;
  }
  return -1;
}

/** True when a comma, semicolon or line break stands between `from` and `to`. */
function hasComma(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === 44 || c === 59 || c === 10 || c === 13) return true;
  }
  return false;
}

/** Where the bracket closes right after `from` (only spaces and a full stop between), or -1. */
function closeAfter(text: string, from: number): number {
  for (let k = from; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 41 || c === 93) return k;
    if (c !== 32 && c !== 46) return -1;
  }
  return -1;
}

/** A word that cannot be a word of a name's side: a number, a marker of a house number, a county, a sector or a place's kind (`Mâsca (com. Șiștarovăț)`: the commune, another part). */
function endsSide(w: Word): boolean {
  return w.roles.digitFirst || w.roles.houseMarker || w.roles.countyMarker || w.roles.sectorWord || w.roles.localityKind !== undefined;
}

/** The words of a bracket opened before word `i`, closed in its field: their end, or undefined. Words already left out may be only a note the other-name words open (`(fost 23 August)`). */
function bracketSide(text: string, words: readonly Word[], used: readonly WordUse[], i: number): { end: number } | undefined {
  const noted = used[i] === 'note' && OTHER_NAME_WORDS.has(words[i]!.folded);
  for (let j = i; j < words.length; j++) {
    if (j > i && words[j]!.breakBefore) return undefined;
    // (A sector or a number in brackets is no other name: `Marinescu (sector 5)`, `Unirii (Micro 3)`, `Sudului (2)`.)
    if ((used[j] !== false && !(noted && used[j] === 'note')) || endsSide(words[j]!)) return undefined;
    const after = j + 1 < words.length ? words[j + 1]!.start : text.length;
    for (let k = words[j]!.end; k < after; k++) {
      const c = text.charCodeAt(k);
      // (A county's code alone in brackets is the county: `Siliștea (PH)`, `Troaș (AR)`.)
      if (c === 41 || c === 93) return j === i && words[i]!.folded.length <= 2 && countyByCode(words[i]!.folded) !== undefined ? undefined : { end: j + 1 };
      if (c === 40 || c === 91) return undefined;
    }
  }
  return undefined;
}

/** The words after a slash before word `i`, to the field's end, a number or a marker: their end, or undefined. */
function slashSide(words: readonly Word[], used: readonly WordUse[], i: number): { end: number } | undefined {
  if (words[i - 1]!.roles.digitFirst) return undefined;
  // A slash before a name is read as a second address by the leave-out rules (`Str. Lungă 5 / Str. Scurtă 7`); `/ fostă Gării` as a note.
  const noted = used[i] === 'second_address' || (used[i] === 'note' && OTHER_NAME_WORDS.has(words[i]!.folded));
  let end = i;
  while (end < words.length && (end === i || !words[end]!.breakBefore) && (used[end] === false || (noted && used[end] === used[i])) && !endsSide(words[end]!)) end++;
  return end > i ? { end } : undefined;
}

/**
 * Where the name before the bracket or slash at word `i` starts, or undefined when no word of a name is
 * there. A colon ends it as a field's start does: what is before it is a label or a heading
 * (`PROGRAMARE TRANSPORT: GORUNI (LIPNIȚA)`: the side is `GORUNI`), no word of a name.
 */
function firstSide(text: string, words: readonly Word[], used: readonly WordUse[], i: number): number | undefined {
  let k = i - 1;
  if (used[k] !== false || endsSide(words[k]!)) return undefined;
  while (true) {
    const w = words[k]!;
    // A street type word opening the name (`Str. Daliei (Dália u.)`), not one written after it (`Szabadság tér (…)`).
    if (w.breakBefore || k === 0 || (w.roles.typeWord && k < i - 1)) return k;
    const before = words[k - 1]!;
    if (text.lastIndexOf(':', w.start) >= before.end) return k;
    if (used[k - 1] !== false || endsSide(before)) return k;
    k--;
  }
}

/**
 * The texts of a field read with one side of a name's other name left out (`Szabadság tér (Piața
 * Libertății)`: `Szabadság tér` and `Piața Libertății`), in the order `otherNameWays` gives them,
 * each saying whether it keeps the side marked as the name of before; none when the field has no
 * bracket or slash between names.
 */
export function otherNameTexts(text: string): Array<{ text: string; former: boolean }> {
  // Without a bracket or slash only the other-name words are looked for, which need the words and not
  // their roles (a street field of every structured request comes here: most have neither).
  if (!BRACKET_OR_SLASH.test(text)) return markedOtherName(text, splitWords(text, true));
  const words = readWords(text);
  const marked = markedOtherName(text, words);
  const ways = otherNameWays(text, words, words.map((): WordUse => false), true);
  return [...ways.map((w) => ({ text: squeezed(w.text).replace(/^[\s,]+|[\s,]+$/g, ''), former: w.former })), ...marked];
}

/** Other-name words that mark the other name wherever they stand; the others (`vechi`, `veche`: words of names too, `Drumul Vechi`) only after a comma. */
const MARKING_ANYWHERE: ReadonlySet<string> = new Set(['fost', 'fosta', 'fostul', 'ex', 'azi', 'actual', 'actuala', 'actualmente']);

/**
 * A street field's other name after an other-name word with no bracket or slash (`Bd. Ion Mihalache,
 * fost 1 Mai`, `Bulevardul Unirii ex Victoria Socialismului`): the two sides, the name it has now
 * first; none when there is no such word between two names.
 */
function markedOtherName(text: string, words: readonly Word[]): Array<{ text: string; former: boolean }> {
  for (let i = 1; i + 1 < words.length; i++) {
    const now = OTHER_NAME_WORDS.get(words[i]!.folded);
    if (now === undefined) continue;
    const between = text.slice(words[i - 1]!.end, words[i]!.start);
    if (/[([/]/.test(between) || !(hasComma(text, words[i - 1]!.end, words[i]!.start) || MARKING_ANYWHERE.has(words[i]!.folded))) continue;
    const before = text.slice(0, words[i - 1]!.end).replace(/[\s,;]+$/, '');
    const after = text.slice(words[i + 1]!.start).trim();
    if (!/[\p{L}]/u.test(before) || !/[\p{L}]/u.test(after)) continue;
    const first = { text: before, former: now === true };
    const second = { text: after, former: now === false };
    return now === true ? [second, first] : [first, second];
  }
  return [];
}

/** `text` with each run of spaces one space. */
export function squeezed(text: string): string {
  return text.includes('  ') ? text.replace(/ {2,}/g, ' ') : text;
}
