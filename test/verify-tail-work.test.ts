/**
 * The reader's work on the inputs that cost verify most (issue 24's tail, speed29): what the
 * decoder keeps of a labelling, and the order `likeliest` gives the readings, checked with
 * fast-check against their plain definitions.
 *
 * - A kept labelling holds the options that read a piece, every one of them and in run order:
 *   `build` reads nothing else, so the readings are those built from every run's option.
 * - `likeliest` orders the readings by `readingWorth`, ties in the order they were read (the
 *   builtin stable sort of the readings by their worth), and keeps the first `limit` (no more than
 *   `limit` readings are given back as they are: the resolver orders them).
 *
 * Each property counts what it checked and asserts that all of it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { likeliest } from '../src/text/address-parser.js';
import { piecesRead } from '../src/text/run-decoder.js';
import { runOption, type RunOption } from '../src/text/run-facts.js';
import { blankReading, copyReading, readingWorth, type AddressReading } from '../src/text/reading.js';
import type { Word } from '../src/text/address-tokens.js';

const RUNS = 300;
const SEED = 29;

/** A word, as far as the options below hold one (only its identity is compared). */
const word = { folded: 'a' } as unknown as Word;

/** An option reading nothing, or one piece (or a name's second copy), drawn. */
const option: fc.Arbitrary<RunOption> = fc.constantFrom('none', 'locality', 'admin', 'county', 'street', 'repeat').chain((piece) =>
  fc.record({ unused: fc.nat(3), weight: fc.double({ min: 0.01, max: 1, noNaN: true }) }).map(({ unused, weight }) => {
    const spec = { words: [word] } as unknown as NonNullable<RunOption['locality']>;
    switch (piece) {
      case 'locality': return runOption({ locality: spec, localitySource: 'plain', unused, weight });
      case 'admin': return runOption({ admin: spec, unused, weight });
      case 'county': return runOption({ county: { part: undefined, words: [word], county: undefined } as unknown as RunOption['county'], unused, weight });
      case 'street': return runOption({ street: { name: [word] } as unknown as RunOption['street'], unused, weight });
      case 'repeat': return runOption({ repeat: [word], unused, weight });
      default: return runOption({ unused, weight });
    }
  }));

const reads = (o: RunOption): boolean => o.locality !== undefined || o.admin !== undefined || o.county !== undefined || o.street !== undefined || o.repeat !== undefined;

describe('the decoder keeps of a labelling what its reading is built from', () => {
  it('every option that reads a piece, in run order, and no other', () => {
    let checked = 0;
    let dropped = 0;
    let read = 0;
    fc.assert(
      fc.property(fc.array(option, { maxLength: 130 }), (chosen) => {
        const kept = piecesRead(chosen);
        expect(kept).toEqual(chosen.filter(reads));
        // The same options (the build reads their pieces), not copies.
        kept.forEach((o, k) => expect(o).toBe(chosen.filter(reads)[k]));
        if (kept.length < chosen.length) dropped++;
        if (kept.length > 0) read++;
        checked++;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(checked).toBe(RUNS);
    // Labellings with options reading nothing, and with pieces, were both met.
    expect(dropped).toBeGreaterThan(RUNS / 2);
    expect(read).toBeGreaterThan(RUNS / 2);
  });
});

describe('likeliest orders the readings by their worth', () => {
  const UNEXPLAINED = 0.6;
  const reading: fc.Arbitrary<AddressReading> = fc.record({ prior: fc.constantFrom(1, 0.9, 0.8, 0.5, 0.45), unused: fc.nat(6) }).map(({ prior, unused }) => copyReading(blankReading(), unused, prior));

  it('the stable sort by worth, the first `limit` kept', () => {
    let checked = 0;
    let tied = 0;
    let cut = 0;
    fc.assert(
      fc.property(fc.array(reading, { minLength: 2, maxLength: 220 }), fc.integer({ min: 1, max: 8 }), (readings, limit) => {
        const sorted = [...readings].sort((a, b) => readingWorth(b.prior, b.unused, UNEXPLAINED) - readingWorth(a.prior, a.unused, UNEXPLAINED));
        const expected = readings.length <= limit ? readings : sorted.slice(0, limit);
        const got = likeliest([...readings], { unexplainedWord: UNEXPLAINED, limit });
        expect(got.length).toBe(expected.length);
        got.forEach((r, k) => expect(r).toBe(expected[k]));
        if (new Set(readings.map((r) => readingWorth(r.prior, r.unused, UNEXPLAINED))).size < readings.length) tied++;
        if (readings.length > limit) cut++;
        checked++;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(checked).toBe(RUNS);
    // Ties were met: their order is the readings' own.
    expect(tied).toBeGreaterThan(RUNS / 2);
    // Most lists were longer than the limit: sorted and cut.
    expect(cut).toBeGreaterThan(RUNS / 2);
  });

  it('merged, the likeliest of each question first, in that order', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.array(reading, { minLength: 2, maxLength: 120 }), (readings) => {
        const order = [...readings].sort((a, b) => readingWorth(b.prior, b.unused, UNEXPLAINED) - readingWorth(a.prior, a.unused, UNEXPLAINED));
        // Blank readings all ask the index the same question: the likeliest one stands for them.
        expect(likeliest([...readings], { unexplainedWord: UNEXPLAINED, limit: 48 }, true)).toEqual([order[0]]);
        expect(likeliest([...readings], { unexplainedWord: UNEXPLAINED, limit: 48 }, true)[0]).toBe(order[0]);
        checked++;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(checked).toBe(RUNS);
  });
});
