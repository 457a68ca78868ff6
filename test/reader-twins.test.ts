/**
 * The reader gives the index no two readings that ask it the same question (speed50, issue 24):
 * `Strada Bucegi nr. 6, Hunedoara, Hunedoara` reads the town from the first `Hunedoara` and the
 * county from the second, and the other way round (a county written before its town, less
 * likely); both ask the index for the street Bucegi in the town Hunedoara of Hunedoara county,
 * and the index would answer the second as it answered the first. Checked with fast-check:
 *
 * - on real addresses (the evaluation's, written as a customer file writes them: street and
 *   number, town, county), no two readings of a text are twins ({@link twins});
 * - `withoutTwins` on drawn readings keeps them in their order, one of each question: the likeliest
 *   (`readingWorth`), of equal worth the first, and drops no reading without a twin at least as likely.
 *
 * Each property counts what it checked and asserts that all of it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { readAddressText, twins, withoutTwins } from '../src/text/address-parser.js';
import { blankReading, copyReading, readingWorth, type AddressReading } from '../src/text/reading.js';
import { RESOLUTION_WEIGHT } from '../src/engines/ranking.js';
import { addressCases } from '../eval/verify-cases.js';
import { builtIndex } from './helpers/index.js';

const RUNS = 300;
const SEED = 50;

const index = builtIndex() as LoadedIndex;
/** Real addresses as a customer file writes them (bench/validate-rows.ts's exact rows). */
const rows = addressCases(index.catalog).cases.map(({ structured: s }) => [[s.street, s.house_number].filter((p) => p).join(' '), s.locality, s.county].filter((p) => p).join(', '));
const row = fc.integer({ min: 0, max: rows.length - 1 }).map((i) => rows[i]!);

describe('no two readings of a text ask the index the same question', () => {
  it('a town and its county of one name', () => {
    const readings = readAddressText('Strada Bucegi nr. 6, Hunedoara, Hunedoara', { streets: true });
    const asked = readings.filter((r) => r.street?.text === 'Strada Bucegi' && r.locality?.text === 'Hunedoara' && r.county?.county?.code === 'HD');
    expect(asked).toHaveLength(1);
    // The likelier of the two ways kept: the town where it is written, before its county.
    expect(asked[0]!.prior).toBe(Math.max(...readings.map((r) => r.prior)));
  });

  it('real addresses: every reading a question of its own', () => {
    let checked = 0;
    let readingsSeen = 0;
    fc.assert(
      fc.property(row, (text) => {
        const readings = readAddressText(text, { streets: true });
        for (let i = 1; i < readings.length; i++) for (let j = 0; j < i; j++) expect(twins(readings[i]!, readings[j]!)).toBe(false);
        readingsSeen += readings.length;
        checked++;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(checked).toBe(RUNS);
    expect(readingsSeen).toBeGreaterThan(RUNS);
  });
});

/** A reading of one of a few questions (a town's text), drawn with its prior and unexplained words. */
const reading: fc.Arbitrary<AddressReading> = fc.record({ town: fc.constantFrom('Arad', 'Deva', 'Hunedoara'), prior: fc.constantFrom(0.5, 0.68, 0.8, 0.85, 1), unused: fc.nat(2) })
  .map(({ town, prior, unused }) => copyReading(blankReading(), unused, prior, { locality: { text: town, words: [] } as unknown as AddressReading['locality'] }));

const worth = (r: AddressReading): number => readingWorth(r.prior, r.unused, RESOLUTION_WEIGHT.unexplainedWord);

describe('withoutTwins', () => {
  it('keeps the first likeliest of each question, in order, and nothing else', () => {
    let checked = 0;
    let withTwins = 0;
    fc.assert(
      fc.property(fc.array(reading, { maxLength: 12 }), (readings) => {
        const kept = withoutTwins(readings, {});
        // In their order: a subsequence of the readings, the same objects.
        const positions = kept.map((r) => readings.indexOf(r));
        expect(positions.every((p, k) => p >= 0 && (k === 0 || p > positions[k - 1]!))).toBe(true);
        // One of each question (the town's text, drawn from three): the first of the likeliest.
        const questions = new Set(readings.map((r) => r.locality!.text));
        expect(kept.map((r) => r.locality!.text).sort()).toEqual([...questions].sort());
        for (const r of kept) {
          const same = readings.filter((t) => twins(t, r));
          expect(same).toEqual(readings.filter((t) => t.locality!.text === r.locality!.text));
          const most = Math.max(...same.map(worth));
          expect(r).toBe(same.find((t) => worth(t) === most));
        }
        if (questions.size < readings.length) withTwins++;
        checked++;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(checked).toBe(RUNS);
    // Twins were met in most runs: the property checked the choice, not only lists without twins.
    expect(withTwins).toBeGreaterThan(RUNS / 2);
  });
});
