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
  const { words, uses } = reading;
  if (words === undefined || uses === undefined) return [];
  const partOf = new Map<Word, WordLabel>();
  const mark = (source: readonly Word[] | undefined, label: WordLabel): void => {
    for (const w of source ?? []) partOf.set(w, label);
  };
  mark(reading.street?.source, 'street');
  mark(reading.house?.source, 'house');
  mark(reading.locality?.source, 'locality');
  mark(reading.admin?.source, 'admin');
  mark(reading.county?.source, 'county');
  mark(reading.sector?.source, 'sector');
  mark(reading.postalCode?.source, 'postal_code');
  const labels = mapped(words, (word, i): LabelledWord => {
    const use = uses[i]!;
    const part = partOf.get(word);
    if (use === false) {
      if (part) return { word, label: part };
      const out = reading.leftOut?.find((l) => l.words.includes(word));
      if (out) return { word, label: out.as };
      return { word, label: 'unexplained' };
    }
    if (use === 'marker') return { word, label: 'locality_kind' };
    if (use === 'part') return { word, label: part ?? 'repeated' };
    return { word, label: use };
  });
  // A marker says what the next words are: when they are left out for what they are (`cartier Mănăștur`,
  // a neighbourhood), so is it. (Before a word no part took it stays a marker: `unused` counts the word.)
  for (let i = labels.length - 2; i >= 0; i--) {
    const next = labels[i + 1]!.label;
    if (labels[i]!.label === 'locality_kind' && next !== 'unexplained' && IGNORED.has(next)) labels[i]!.label = next;
  }
  return labels;
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
  for (const { word, label } of labelWords(reading)) {
    if (!IGNORED.has(label)) {
      close();
      continue;
    }
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
