/**
 * Issue 24, joint88: one search for the whole reading. The reader's ways of reading a text's runs (`variantsOf`: the
 * parts as read, a kind word inside a name read as its marker, a marker given back to the name, a number inside a
 * street's name; each with the street written after its number and a neighbourhood left out; a noise span read apart
 * in each) are choices of one decode (`decodeRuns`), each at its weight of the ranking table, whose labellings share
 * one list of `RankingOptions.limits.maxReadings`: no way is decoded with a beam of its own. The examples are our own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { READING_PRIOR } from '../src/engines/ranking.js';
import { readAddressText, type ReadingPriors } from '../src/text/address-parser.js';
import { readWords } from '../src/text/address-tokens.js';
import type { AddressReading } from '../src/text/reading.js';
import type { SearchCounts } from '../src/text/run-decoder.js';
import { labelWords } from '../src/text/word-labels.js';
import { addressCases } from '../eval/verify-cases.js';
import { builtIndex } from './helpers/index.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 150);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 24_088);

const index = builtIndex() as LoadedIndex;

/** The labels of a reading's words, `word:label`. */
function labelled(r: AddressReading): string[] {
  return labelWords(r).map((l) => `${l.word.folded}:${l.label}`);
}

/** A fresh sink for what the searches do. */
function newCounts(): SearchCounts {
  return { searches: 0, choices: 0, mostKept: 0 };
}

/** The year read inside the street's name (the variant `numberInName`), not as the house. */
const yearInName = (r: AddressReading): boolean => labelled(r).includes('1989:street');

describe('one search: the number inside a street\'s name is a choice of it, at `numberInName`', () => {
  // A year after a street's first word may be the name's (`Eroii 1989 Ion Pop`) or the house's; the text says no more.
  const text = 'Strada Eroii 1989 Ion Pop, Reșița';

  it('is decoded in the same search as the parts as read: one search, both ways among its choices, both read', () => {
    const counts = newCounts();
    const readings = readAddressText(text, { streets: true, counts });
    expect(counts.searches).toBe(1);
    expect(counts.choices).toBe(2);
    expect(readings.some(yearInName)).toBe(true);
    expect(readings.some((r) => labelled(r).includes('1989:house'))).toBe(true);
  });

  it('not chosen: with one labelling kept, the likelier way\'s (the year the house, `Reșița` the admin) is the one', () => {
    const counts = newCounts();
    const readings = readAddressText(text, { streets: true, limit: 1, counts });
    expect(counts.searches).toBe(1);
    expect(counts.mostKept).toBe(1);
    expect(readings).toHaveLength(1);
    expect(labelled(readings[0]!)).toEqual(['strada:street', 'eroii:street', '1989:house', 'ion:locality', 'pop:locality', 'resita:admin']);
    expect(readings[0]!.prior).toBeCloseTo(READING_PRIOR.unmarkedAdmin, 10);
  });

  it('chosen: the table\'s weight of the way decides; at `numberInName` 1 the variant\'s labelling is the one kept', () => {
    const counts = newCounts();
    const readings = readAddressText(text, { streets: true, limit: 1, counts, priors: { ...READING_PRIOR, numberInName: 1 } });
    expect(counts.searches).toBe(1);
    expect(readings).toHaveLength(1);
    expect(labelled(readings[0]!)).toEqual(['strada:street', 'eroii:street', '1989:street', 'ion:street', 'pop:street', 'resita:locality']);
    expect(readings[0]!.prior).toBe(1);
  });

  it('weighs the variant\'s labellings by its weight: halve `numberInName` and they halve, the others do not move', () => {
    const best = (priors: ReadingPriors, keep: (r: AddressReading) => boolean): number => Math.max(0, ...readAddressText(text, { streets: true, priors }).filter(keep).map((r) => r.prior));
    const half = { ...READING_PRIOR, numberInName: READING_PRIOR.numberInName / 2 };
    expect(best(READING_PRIOR, yearInName)).toBeGreaterThan(0);
    expect(best(half, yearInName)).toBeCloseTo(best(READING_PRIOR, yearInName) / 2, 10);
    const asHouse = (r: AddressReading): boolean => !yearInName(r);
    expect(best(half, asHouse)).toBe(best(READING_PRIOR, asHouse));
  });
});

describe('one search: a neighbourhood left out is a choice of it, weighed by whether its labelling reads a street', () => {
  const text = 'Str. Florilor 12, cartier Mănăștur, Cluj-Napoca';
  const quarter = (r: AddressReading): boolean => (r.leftOut ?? []).some((l) => l.as === 'neighbourhood');

  it('the readings that leave it out beside a street at `knownNeighbourhoodLeftOut`, in the one search', () => {
    const counts = newCounts();
    const readings = readAddressText(text, { streets: true, counts });
    expect(counts.searches).toBe(1);
    const left = readings.filter((r) => quarter(r) && r.street !== undefined && labelled(r).includes('cluj:locality'));
    expect(left.length).toBeGreaterThan(0);
    expect(Math.max(...left.map((r) => r.prior))).toBeCloseTo(READING_PRIOR.knownNeighbourhoodLeftOut, 10);
  });
});

/** The evaluation's street addresses with a plain house number and no digit in the street's name. */
const streets = addressCases(index.catalog).cases.filter((c) => c.kind === 'street' && /^nr\. \d{1,3}$/.test(c.house) && !/\d/.test(c.structured.street ?? ''));
/** What may stand around the address: a person's name, a year inside the street's name, a neighbourhood, a second number, a message. */
const OPENINGS = ['', 'Ion Popescu, ', 'buna ziua, pe '];
const INSIDE = ['', ' 1918', ' 23'];
const AFTER = ['', ', cartier Centru', ', nr. 7', ', sat Nou'];

describe('property: one search over generated addresses', () => {
  it('every word of every reading gets exactly one label; one list of at most the bound kept, counted', () => {
    let checked = 0;
    let readingsChecked = 0;
    let severalChoices = 0;
    const arb = fc.record({
      at: fc.integer({ min: 0, max: streets.length - 1 }),
      opening: fc.constantFrom(...OPENINGS),
      inside: fc.constantFrom(...INSIDE),
      after: fc.constantFrom(...AFTER),
      limit: fc.integer({ min: 1, max: 48 }),
    });
    fc.assert(fc.property(arb, ({ at, opening, inside, after, limit }) => {
      const c = streets[at]!;
      const { street, locality, county } = c.structured;
      const text = `${opening}${street ?? ''}${inside} ${c.house.slice(4)}${after}, ${locality}, ${county}`;
      const count = readWords(text).length;
      const counts = newCounts();
      const readings = readAddressText(text, { streets: true, limit, counts });
      expect(readings.length, text).toBeGreaterThan(0);
      // (What a text is read as is bounded by one list: the beam's, at the table's limit, whatever the ways.)
      expect(readings.length, text).toBeLessThanOrEqual(limit);
      expect(counts.searches, text).toBeGreaterThanOrEqual(1);
      expect(counts.mostKept, text).toBeGreaterThan(0);
      expect(counts.mostKept, text).toBeLessThanOrEqual(limit);
      if (counts.choices > counts.searches) severalChoices++;
      for (const r of readings) {
        expect(labelWords(r).length, text).toBe(count);
        readingsChecked++;
      }
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
    expect(readingsChecked).toBeGreaterThanOrEqual(RUNS);
    // Most texts have more than one way to read (a year or number inside the name, a neighbourhood, a span read apart).
    expect(severalChoices, `${severalChoices} of ${RUNS} had several ways`).toBeGreaterThanOrEqual(Math.ceil(RUNS / 3));
  });
});
