/**
 * The labels by position (`labelsOf`, speed82), which verify's `ignoredWords` and the confidence's
 * `unusedCharged` read instead of an object a word and a map of the words, label every word as the
 * labelling by the parts' words did: checked against that labelling (the model below, the code of
 * 029e1c7's `labelWords`) in every reading of random texts of address words, notes and separators, and
 * `ignoredWords` against the runs of the model's labels. Fails on 029e1c7's code: no `labelsOf`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAddressText } from '../src/text/address-parser.js';
import type { Word } from '../src/text/address-tokens.js';
import type { AddressReading } from '../src/text/reading.js';
import { ignoredWords, labelsOf, labelWords, type WordLabel } from '../src/text/word-labels.js';
import { IGNORED_AS, type IgnoredText } from '../src/types.js';

const RUNS = 300;
const SEED = 82_2412;
const IGNORED: ReadonlySet<string> = new Set(IGNORED_AS);

/** The labels as 029e1c7 made them: a map from each part's words, then each word's use. */
function modelLabels(reading: AddressReading): WordLabel[] {
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
  const labels = words.map((word, i): WordLabel => {
    const use = uses[i]!;
    const part = partOf.get(word);
    if (use === false) return part ?? reading.leftOut?.find((l) => l.words.includes(word))?.as ?? 'unexplained';
    if (use === 'marker') return 'locality_kind';
    if (use === 'part') return part ?? 'repeated';
    return use;
  });
  for (let i = labels.length - 2; i >= 0; i--) {
    const next = labels[i + 1]!;
    if (labels[i] === 'locality_kind' && next !== 'unexplained' && IGNORED.has(next)) labels[i] = next;
  }
  return labels;
}

/** The model's ignored words: each run of neighbouring words labelled alike as no part of the address. */
function modelIgnored(text: string, reading: AddressReading): IgnoredText[] {
  const labels = modelLabels(reading);
  const out: IgnoredText[] = [];
  let open: { from: number; to: number; as: string } | undefined;
  labels.forEach((label, i) => {
    const word = reading.words![i]!;
    if (!IGNORED.has(label)) {
      if (open) out.push({ text: text.slice(open.from, open.to), as: open.as as IgnoredText['as'] });
      open = undefined;
    } else if (open?.as === label) open.to = word.end;
    else {
      if (open) out.push({ text: text.slice(open.from, open.to), as: open.as as IgnoredText['as'] });
      open = { from: word.start, to: word.end, as: label };
    }
  });
  if (open) out.push({ text: text.slice(open.from, open.to), as: open.as as IgnoredText['as'] });
  return out;
}

const PIECES = [
  'Str.', 'strada', 'B-dul', 'Calea', 'nr.', '12', '5A', 'bl.', 'M4', 'sc.', 'B', 'ap.', '7', 'sat', 'com.', 'mun.', 'oraș', 'jud.', 'județul', 'Sector', '3',
  'Cluj', 'Cluj-Napoca', 'Alba', 'Alba Iulia', 'Iași', 'Bacău', 'Poiana', 'Negri', 'Mureș', 'Tg', 'Victoriei', 'Unirii', '1 Decembrie 1918', 'cartier', 'Mănăștur',
  'România', 'cod poștal', '400157', 'tel.', '0744123456', 'Adresa:', 'parter', 'și', 'CJ', 'AB', 'București', 'SRL', 'SC Alfa SRL', 'Ion Popescu', 'Mulțumesc',
  'Bună ziua, adresa mea este:', 'lângă biserică', 'CNP 1850101123456', 'IPJ Olt', 'fost sediu', 'Vă rog să trimiteți coletul la:',
];
const SEPARATORS = [' ', ', ', '; ', ' - ', '\n', ': ', '. '];

describe('word labels by position (speed82)', () => {
  it("label every word of every reading as the parts' words and the uses say, and ignoredWords quotes their runs", () => {
    let texts = 0;
    let readings = 0;
    let ignoredSeen = 0;
    const piece = fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom(...SEPARATORS)).map(([p, s]) => p + s);
    fc.assert(fc.property(fc.array(piece, { minLength: 1, maxLength: 14 }).map((ps) => ps.join('')), (text) => {
      texts++;
      for (const r of readAddressText(text, { streets: true })) {
        readings++;
        const expected = modelLabels(r);
        expect(labelsOf(r), text).toEqual(expected);
        expect(labelWords(r).map((l) => l.label), text).toEqual(expected);
        const ignored = ignoredWords(text, r);
        expect(ignored, text).toEqual(modelIgnored(text, r));
        if (ignored.length > 0) ignoredSeen++;
      }
    }), { numRuns: RUNS, seed: SEED });
    expect(texts).toBe(RUNS);
    expect(readings).toBeGreaterThan(RUNS);
    // (The runs were compared where there are some, not only where the report is empty.)
    expect(ignoredSeen).toBeGreaterThan(RUNS / 10);
  });

  it('are undefined for a reading of structured fields (no words of one text)', () => {
    const [r] = readAddressText('Str. Lungă 5, Bacău', { streets: true });
    expect(r).toBeDefined();
    expect(labelsOf({ ...r!, words: undefined })).toBeUndefined();
    expect(labelsOf({ ...r!, uses: undefined })).toBeUndefined();
  });
});
