/**
 * Which part of a reading each word of the text is: one label a word, from the parts the reading
 * holds (each knows the words it was read from), the words the reader left out (each with what it
 * is instead) and the words the reading leaves unexplained. For explaining a reading (tests,
 * debugging a phrasing) and for checking that the reader accounts for every word.
 */
import type { Word } from './address-tokens.js';
import { IGNORED_AS, type IgnoredAs, type IgnoredText } from '../types.js';
import type { AddressReading, LeftOutKind } from './reading.js';
import { mapped } from '../shared/arrays.js';

/** What one word of an address text is, in one reading. */
export type WordLabel =
  | 'street'
  | 'house'
  | 'locality'
  /** A locality kind's marker (`sat`, `com.`, `mun.`): it says which part the next words are. */
  | 'locality_kind'
  /** The commune, town or city written beside a village. */
  | 'admin'
  | 'county'
  | 'sector'
  | 'postal_code'
  /** A word the reading does not explain (counted in its `unused`). */
  | 'unexplained'
  /** A word read apart that this reading holds no part for (a second postal code, a second county), or the copy of a name written twice (`Valea Lungă Valea Lungă`). */
  | 'repeated'
  /**
   * A street type word that no street of the reading takes (`Str. Coșoaia` read as a locality of
   * the town written): the reading's weight pays for it (`typedDistrict`), not its `unused`.
   */
  | 'type_word'
  /** A neighbourhood written (`cartier Mănăștur`) that the reading leaves out as a part of the town (`neighbourhoodLeftOut`). */
  | 'neighbourhood'
  | LeftOutKind;

/** A word and its label. */
export interface LabelledWord {
  word: Word;
  label: WordLabel;
}

/**
 * The label of every word of a free-form reading, in text order; an empty array for a reading of
 * structured fields (its parts come from several texts).
 */
export function labelWords(reading: AddressReading): LabelledWord[] {
  const { words } = reading;
  const labels = labelsOf(reading);
  return labels === undefined || words === undefined ? [] : mapped(words, (word, i): LabelledWord => ({ word, label: labels[i]! }));
}

/**
 * {@link labelWords}'s labels alone, by the word's position in `reading.words`; undefined for a reading of
 * structured fields. (What verify asks of every answer, `ignoredWords`, and of the confidence: an array of
 * labels, no object a word and no map of the words, which made 1 KB a realistic row for a report most rows
 * leave empty.)
 */
export function labelsOf(reading: AddressReading): WordLabel[] | undefined {
  const { words, uses } = reading;
  if (words === undefined || uses === undefined) return undefined;
  // Each part's words, by their position in `words` (a part later in this order relabels a word an earlier one took, as before).
  const partOf = new Array<WordLabel | undefined>(words.length);
  markPart(partOf, words, reading.street?.source, 'street');
  markPart(partOf, words, reading.house?.source, 'house');
  markPart(partOf, words, reading.locality?.source, 'locality');
  markPart(partOf, words, reading.admin?.source, 'admin');
  markPart(partOf, words, reading.county?.source, 'county');
  markPart(partOf, words, reading.sector?.source, 'sector');
  markPart(partOf, words, reading.postalCode?.source, 'postal_code');
  const labels = new Array<WordLabel>(words.length);
  for (let i = 0; i < words.length; i++) {
    const use = uses[i]!;
    const part = partOf[i];
    if (use === false) {
      if (part) labels[i] = part;
      else {
        const word = words[i]!;
        labels[i] = reading.leftOut?.find((l) => l.words.includes(word))?.as ?? 'unexplained';
      }
    } else if (use === 'marker') labels[i] = 'locality_kind';
    else if (use === 'part') labels[i] = part ?? 'repeated';
    else labels[i] = use;
  }
  // A marker says what the next words are: when they are left out for what they are (`cartier Mănăștur`,
  // a neighbourhood), so is it. (Before a word no part took it stays a marker: `unused` counts the word.)
  for (let i = labels.length - 2; i >= 0; i--) {
    const next = labels[i + 1]!;
    if (labels[i] === 'locality_kind' && next !== 'unexplained' && IGNORED.has(next)) labels[i] = next;
  }
  return labels;
}

/**
 * `label` at the position in `words` of each word of `source` (the same objects: a part's words are the
 * reading's). A part's words stand together in text order, so each is looked for from after the one before,
 * and from the start only when not there: a look a word, not a scan of the text a word.
 */
function markPart(partOf: Array<WordLabel | undefined>, words: readonly Word[], source: readonly Word[] | undefined, label: WordLabel): void {
  if (source === undefined) return;
  let from = 0;
  for (const w of source) {
    let at = words.indexOf(w, from);
    if (at < 0) at = words.indexOf(w);
    if (at < 0) continue;
    partOf[at] = label;
    from = at + 1;
  }
}

/** The labels that say a word is no part of the address, as the verify result names them. */
const IGNORED: ReadonlySet<WordLabel> = new Set<WordLabel>(IGNORED_AS);

/**
 * The words of `text` that a free-form reading takes as no part of the address, in text order:
 * each run of neighbouring words read alike as one entry, quoted from `text` (the text the reading
 * was read from). Empty when every word is part of the address (and for structured readings).
 */
export function ignoredWords(text: string, reading: AddressReading): IgnoredText[] {
  const out: IgnoredText[] = [];
  let open: { from: number; to: number; as: IgnoredAs } | undefined;
  const close = (): void => {
    if (open) out.push({ text: text.slice(open.from, open.to), as: open.as });
    open = undefined;
  };
  const labels = labelsOf(reading);
  const words = reading.words;
  if (labels === undefined || words === undefined) return out;
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!;
    if (!IGNORED.has(label)) {
      close();
      continue;
    }
    const word = words[i]!;
    const as = label as IgnoredAs;
    if (open?.as === as) open.to = word.end;
    else {
      close();
      open = { from: word.start, to: word.end, as };
    }
  }
  close();
  return out;
}
