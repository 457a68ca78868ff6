/**
 * Every word of an address text gets exactly one label in every reading of it (issue 24): a part
 * of the address (the part's own words, no word claimed by two parts), a marker, a word the
 * reader left out with what it is instead, or a word the reading leaves unexplained, and the
 * unexplained ones are exactly as many as the reading says (its `unused`, which its ranking pays
 * for). Checked with fast-check on the typists' addresses, the evaluation's addresses, the same
 * wrapped in messages, labels and notes, and on random sequences of address words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { readAddressText } from '../src/text/address-parser.js';
import { readWords, spanText } from '../src/text/address-tokens.js';
import { readSpokenNumbers } from '../src/shared/spoken-numbers.js';
import type { AddressReading } from '../src/text/reading.js';
import { placeText } from '../src/text/run-parts.js';
import { labelWords, type WordLabel } from '../src/text/word-labels.js';
import { addressCases } from '../eval/verify-cases.js';
import { TYPISTS } from '../eval/verify-forms-measure.js';
import { readTyped } from '../eval/verify-forms-typed.js';
import { builtIndex } from './helpers/index.js';

const RUNS = 400;
const SEED = 24_2411;

const LABELS: ReadonlySet<WordLabel> = new Set<WordLabel>([
  'street', 'house', 'locality', 'locality_kind', 'admin', 'county', 'sector', 'postal_code', 'unexplained', 'repeated', 'type_word', 'neighbourhood',
  'company', 'organisation', 'message', 'label', 'note', 'country', 'person', 'document', 'phone', 'contact', 'registry', 'second_address', 'old_postal_code',
]);

/** The parts of a reading whose text is their words' text as written. */
const TEXT_PARTS = ['street', 'locality', 'admin', 'county'] as const;

/** Checks every reading of `text`; returns how many readings were checked. */
function checkText(text: string): number {
  const readings = readAddressText(text, { streets: true });
  // (The reader's text and words: numbers said in words are read as their digits first, in place,
  // `readSpokenNumbers`; a part's text is the span of its words in that text.)
  const read = readSpokenNumbers(text).text;
  const words = readWords(read);
  for (const r of readings) checkReading(read, words.length, r);
  return readings.length;
}

function checkReading(text: string, wordCount: number, r: AddressReading): void {
  const labels = labelWords(r);
  const where = `${text} | ${labels.map((l) => `${l.word.folded}:${l.label}`).join(' ')}`;
  // One label a word, in text order, each from the closed set.
  expect(labels.length, where).toBe(wordCount);
  for (let i = 1; i < labels.length; i++) expect(labels[i]!.word.start, where).toBeGreaterThan(labels[i - 1]!.word.start);
  for (const l of labels) expect(LABELS.has(l.label), where).toBe(true);
  // No word is claimed by two parts.
  const claims = new Map<unknown, number>();
  for (const part of [r.street, r.house, r.locality, r.admin, r.county, r.sector, r.postalCode]) {
    for (const w of part?.source ?? []) claims.set(w, (claims.get(w) ?? 0) + 1);
  }
  for (const [, n] of claims) expect(n, where).toBe(1);
  // A part's words are labelled as that part, and are its text as written.
  for (const name of TEXT_PARTS) {
    const part = r[name];
    if (part?.source === undefined) continue;
    const own = labels.filter((l) => l.label === name).map((l) => l.word);
    expect(own, where).toEqual([...part.source]);
    // (A place's text leaves out the full stop ending a sentence after a whole word: `placeText`.)
    expect(name === 'locality' || name === 'admin' ? placeText(text, own) : spanText(text, own), where).toBe(part.text);
  }
  // The words the reading does not explain are the ones its ranking pays for.
  expect(labels.filter((l) => l.label === 'unexplained').length, where).toBe(r.unused);
}

/** Runs a property; returns how many inputs it checked (fast-check throws the shrunk counterexample on failure). */
function checked<T>(arb: fc.Arbitrary<T>, property: (value: T) => number): { inputs: number; readings: number } {
  let inputs = 0;
  let readings = 0;
  fc.assert(fc.property(arb, (value) => {
    readings += property(value);
    inputs++;
  }), { numRuns: RUNS, seed: SEED });
  return { inputs, readings };
}

const index = builtIndex() as LoadedIndex;
const typed = [readTyped(), ...TYPISTS.map((x) => readTyped(x.path))].flat().map((t) => t.text);
const { cases } = addressCases(index.catalog);
const evaluation = cases.map((c) => [c.structured.street, c.house, c.structured.locality, c.structured.county].filter((p) => p !== undefined && p !== '').join(', '));

const WRAPPERS = ['Bună ziua, adresa mea este: ', 'Adresa de livrare: ', 'Vă rog să trimiteți coletul la: ', 'SC Alfa SRL, ', 'Ion Popescu, tel. 0744 123 456, ', 'România, '];
const AFTER = [' Mulțumesc!', ' (sediu social)', ', cartier Mănăștur', ', CNP 1850101123456', ', bl. -, sc. -', ' - fost sediu', ', 400157'];
const PIECES = [
  'Str.', 'strada', 'B-dul', 'Calea', 'nr.', '12', '5A', 'bl.', 'M4', 'sc.', 'B', 'ap.', '7', 'sat', 'com.', 'mun.', 'oraș', 'jud.', 'județul', 'Sector', '3',
  'Cluj', 'Cluj-Napoca', 'Alba', 'Alba Iulia', 'Iași', 'Bacău', 'Poiana', 'Negri', 'Mureș', 'Tg', 'Victoriei', 'Unirii', '1 Decembrie 1918', 'cartier', 'Mănăștur',
  'România', 'cod poștal', '400157', 'tel.', '0744123456', 'Adresa:', 'parter', 'și', 'CJ', 'AB', 'București', 'SRL', 'în', 'pe', 'la', 'Mulțumesc', 'Strada:', 'Street', 'St.', 'bd.', 'Blvd', 'str.',
];
const SEPARATORS = [' ', ', ', '; ', ' - ', '\n', ': ', '. '];

describe('reader labels: every word gets exactly one label, and the unexplained ones are counted (issue 24)', () => {
  it("in every reading of the typists' addresses", () => {
    const r = checked(fc.integer({ min: 0, max: typed.length - 1 }), (i) => checkText(typed[i]!));
    expect(r.inputs).toBe(RUNS);
    expect(r.readings).toBeGreaterThan(RUNS);
  });

  it("in every reading of the evaluation's addresses, wrapped in messages, labels and notes", () => {
    const arb = fc.tuple(fc.integer({ min: 0, max: evaluation.length - 1 }), fc.constantFrom('', ...WRAPPERS), fc.constantFrom('', ...AFTER));
    const r = checked(arb, ([i, before, after]) => checkText(`${before}${evaluation[i]!}${after}`));
    expect(r.inputs).toBe(RUNS);
    expect(r.readings).toBeGreaterThan(RUNS);
  });

  it('in every reading of random sequences of address words and separators', () => {
    const piece = fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom(...SEPARATORS)).map(([p, s]) => p + s);
    const r = checked(fc.array(piece, { minLength: 1, maxLength: 14 }).map((ps) => ps.join('')), checkText);
    expect(r.inputs).toBe(RUNS);
    expect(r.readings).toBeGreaterThan(0);
  });

  it('labels a known address as written', () => {
    const [best] = readAddressText('Adresa: Str. Lungă nr. 5, sat Poiana, com. Negri, jud. Bacău, România', { streets: true });
    expect(best).toBeDefined();
    const labels = labelWords(best!).map((l) => `${l.word.folded}:${l.label}`);
    expect(labels).toEqual([
      'adresa:label', 'str:street', 'lunga:street', 'nr:house', '5:house', 'sat:locality_kind', 'poiana:locality', 'com:locality_kind', 'negri:admin',
      'jud:county', 'bacau:county', 'romania:country',
    ]);
  });
});
