/**
 * The runs of address text (words between breaks and markers, see the reader's `splitRuns`) and
 * the parts a reading builds from their words: a place, a street, a county named at a run's
 * start or end.
 */
import { countyByCode, countyBySeat, countyOfFoldedWords, mayEndCounty, type County, type LocalityKind } from '../shared/aliases.js';
import { MONTH_SHORT_FORMS, PLACE_LIKE_TYPE_WORDS, placeWordInFull } from '../shared/vocabulary.js';
import { ANY_TYPE_FORMS, matchTitle } from '../shared/street-name.js';
import { spanText, type Word } from './address-tokens.js';
import { newPlacePart, type CountyPart, type PlacePart, type StreetPart } from './reading.js';
import { mapped } from '../shared/arrays.js';

/** Words between breaks, markers and the street's type word, and what marks them (made by {@link newRun}). */
export interface Run {
  words: Word[];
  /** Position of the run's last word in the text's words. */
  last: number;
  kind: LocalityKind | undefined;
  /** The kind was written as a neighbourhood (`cartier`, `cart.`, `zona`): maybe a SIRUTA locality, maybe only a part of the town. */
  neighbourhood: boolean;
  /** Set on the run of the street: its type words (maybe none) and type id. */
  street: RunStreet | undefined;
}

/** The street of a run (made by {@link runStreet}). */
export interface RunStreet {
  typeWords: Word[];
  typeId: number;
  /** The type words that were a field's label (`Strada: Unirii`, `Str.: B-dul Republicii`): no type of this street. */
  label: Word[] | undefined;
}

/**
 * A run with every field set, in one order (absent ones undefined, `neighbourhood` false until the
 * reader finds one): the decoder and the reader read every run's fields, and runs of one shape keep
 * those reads monomorphic (runs built with fields added when present came in half a dozen shapes,
 * and each new one met made the compiled decoder be thrown away and compiled again).
 */
export function newRun(words: Word[], last: number, kind: LocalityKind | undefined, street: RunStreet | undefined): Run {
  return { words, last, kind, neighbourhood: false, street };
}

/** A run's street with every field set, in one order (see {@link newRun}). */
export function runStreet(typeWords: Word[], typeId: number, label: Word[] | undefined): RunStreet {
  return { typeWords, typeId, label };
}

/** A place as written: its folded words (the small words of a name in full) and kind. */
export function placePart(text: string, words: Word[], kind?: LocalityKind): PlacePart {
  // `Dobolii de J.`, `Luna d. Sus`: the small words of the name in full.
  return newPlacePart(words.map(nameWordInFull), placeText(text, words), words, kind, false);
}

/** A place name's word as `placePart` keeps it. (A function of the module, not an arrow made each call: speed78.) */
function nameWordInFull(w: Word, i: number, words: readonly Word[]): string {
  return w.folded.length === 1 ? placeWordInFull(w.folded, words[i - 1]?.folded, words[i + 1]?.folded) : w.folded;
}

/**
 * A place's words as written: with the full stop after its last word when that word is short enough to
 * be cut (`Sighetu Marm.`, `Tg.`), without it after a whole word, where it ends a sentence (`… nr. 45,
 * Mediaș. Mulțumesc`): the correction quotes the name, not the sentence's end.
 */
export function placeText(text: string, words: readonly Word[]): string {
  const last = words[words.length - 1];
  return last !== undefined && last.folded.length > MOST_LETTERS_CUT && text.charCodeAt(last.end) === 46 ? text.slice(words[0]!.start, last.end) : spanText(text, words);
}

/** The most letters of a place's word cut short with a full stop (`Marm.` of Marmației, `Mold.` of Moldovenesc). */
const MOST_LETTERS_CUT = 4;

export function streetPart(text: string, typeWords: Word[], typeId: number, nameWords: Word[]): StreetPart {
  const all = inTextOrder(typeWords, nameWords);
  return {
    typeText: typeWordsText(text, typeWords),
    typeId,
    typeAny: typeWords.length === 1 && ANY_TYPE_FORMS.has(typeWords[0]!.folded),
    // `1 Dec. 1918`: a month's short form after a number is the month.
    words: mapped(nameWords, (w, i) => (i > 0 && nameWords[i - 1]!.roles.digitFirst ? MONTH_SHORT_FORMS.get(w.folded) : undefined) ?? w.folded),
    nameText: spanText(text, nameWords),
    text: spanText(text, all),
    source: all,
    // Every field of a street part, absent ones too: one shape (V8's map) for every street part the reader makes.
    fieldText: undefined,
  };
}

/** The words of a street's type and name as the text has them: the type first, or after the name (`Horea str.`). */
export function inTextOrder(typeWords: Word[], nameWords: Word[]): Word[] {
  if (typeWords.length === 0 || nameWords.length === 0) return [...typeWords, ...nameWords];
  // The type before the name, after it, or on both sides (`Drumul Taberei Street`): merged by position.
  const out: Word[] = [];
  let t = 0;
  let n = 0;
  while (t < typeWords.length || n < nameWords.length) {
    if (n >= nameWords.length || (t < typeWords.length && typeWords[t]!.start < nameWords[n]!.start)) out.push(typeWords[t++]!);
    else out.push(nameWords[n++]!);
  }
  return out;
}

/** A letter or digit: a word between two type words. */
const WORD_BETWEEN = /[\p{L}\p{N}]/u;

/** The text of a street's type words: one span, or its pieces on both sides of the name (`Drumul … Street` as `Drumul Street`). */
function typeWordsText(text: string, typeWords: readonly Word[]): string {
  let pieces = '';
  let from = 0;
  for (let k = 1; k <= typeWords.length; k++) {
    if (k < typeWords.length && !WORD_BETWEEN.test(text.slice(typeWords[k - 1]!.end, typeWords[k]!.start))) continue;
    pieces += (pieces === '' ? '' : ' ') + spanText(text, typeWords.slice(from, k));
    from = k;
  }
  return pieces;
}

/** A street run without a type word may still start with one (`calea victoriei` after a locality). */
export function untypedStreet(text: string, words: Word[]): StreetPart | undefined {
  if (words.length === 0) return undefined;
  const m = words[0]!.roles.streetType;
  if (m && m.length < words.length) return streetPart(text, words.slice(0, m.length), m.typeId, words.slice(m.length));
  // A type word alone (`Strada`, `Aleea`): a street not named, not a street named `Aleea`. (One
  // that begins places' names, `Fundătura`, `Calea`, may be the name of the place.)
  if (m && !PLACE_LIKE_TYPE_WORDS.has(words[0]!.folded)) return streetPart(text, words, m.typeId, []);
  return streetPart(text, [], 0, words);
}

/** The county `words`, all of them, name by name or code (`Mureș`, `Satu Mare`, `CJ`), or undefined. */
export function countyOfWords(words: readonly Word[]): County | undefined {
  if (words.length > 3 || words.length === 0 || !mayEndCounty(words[words.length - 1]!.folded, true)) return undefined;
  return countyOfFoldedWords(mapped(words, (w) => w.folded), true);
}

/** The county a whole run names (`Mureș`, `jud Cluj` was taken earlier, `CJ`). */
export function countyOfRun(text: string, words: Word[]): CountyPart | undefined {
  const county = countyOfWords(words);
  return county ? { text: spanText(text, words), county, source: words } : undefined;
}

/** The county whose seat the words name whole (`Tg. Jiu`: Gorj; `Târgu Mureș`: Mureș), if any (see `COUNTY_SEATS`). */
export function countyOfSeat(words: readonly Word[]): County | undefined {
  return words.length === 0 || words.length > 4 ? undefined : countyBySeat(mapped(words, (w) => w.folded));
}

/** A county name or code ending a run (`Tg Mureș Mureș`, `Arad AR`): how many words it takes. */
export function trailingCounty(words: Word[]): { county: County; length: number } | undefined {
  if (words.length > 0 && mayEndCounty(words[words.length - 1]!.folded, false)) {
    const folded = mapped(words, (w) => w.folded);
    for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
      const county = countyOfFoldedWords(folded, false, words.length - k);
      if (county) return { county, length: k };
    }
  }
  // A two-letter code after a name is a county code (`Botoșani BT`), even `IS` or `B`.
  const last = words[words.length - 1];
  if (words.length >= 2 && last && last.folded.length <= 2) {
    const county = countyByCode(last.folded);
    if (county) return { county, length: 1 };
  }
  return undefined;
}

/** True when the words are person titles only (`Gen.`, `G-ral`, `Lt. Col.`), none of a name. */
export function onlyTitles(words: readonly Word[]): boolean {
  const folded = mapped(words, (w) => w.folded);
  for (let i = 0; i < folded.length;) {
    const title = matchTitle(folded, i);
    if (title === undefined) return false;
    i += title.length;
  }
  return folded.length > 0;
}

/**
 * A county name or code opening a run (`MM Baia Mare`, `Vâlcea Dănicei`): how many words it
 * takes, and whether it was the code.
 */
export function leadingCounty(words: Word[]): { county: County; length: number; byCode: boolean } | undefined {
  let folded: string[] | undefined;
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    if (!mayEndCounty(words[k - 1]!.folded, false)) continue;
    folded ??= mapped(words, (w) => w.folded);
    const county = countyOfFoldedWords(folded, false, 0, k);
    if (county) return { county, length: k, byCode: false };
  }
  const first = words[0];
  if (words.length >= 2 && first && first.folded.length === 2) {
    const county = countyByCode(first.folded);
    if (county) return { county, length: 1, byCode: true };
  }
  return undefined;
}

/** How many words a county part was written with. */
export function countyWords(part: CountyPart): number {
  return part.text.split(/\s+/).filter((s) => s !== '').length;
}
