/**
 * Issue 24, joint59: a four-digit number next to a place, where the address has another number for the house
 * (`oldPostalCodeAt`: `2400 Sibiu`, `Iași 6600`), is no longer read a second time without it; the run decoder
 * may label it `old_postal_code`, at `RankingOptions.reading.oldPostalCode`, in the same search as the other
 * runs: a run's first or last word, or, where the house number was read from it, a choice whose parts are read
 * without it. Or the decoder reads it as the house's. The examples are of our own, none from the typists' sets.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { READING_PRIOR } from '../src/engines/ranking.js';
import { readAddressText } from '../src/text/address-parser.js';
import { readWords } from '../src/text/address-tokens.js';
import { readingWorth, type AddressReading } from '../src/text/reading.js';
import { labelWords } from '../src/text/word-labels.js';
import { addressCases, type AddressCase } from '../eval/verify-cases.js';
import { turn } from '../eval/steps.js';
import { builtIndex } from './helpers/index.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 200);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 24_159);

const index = builtIndex() as LoadedIndex;

/** The readings of `text`, likeliest first (by the worth the index ranks them by). */
function ranked(text: string): AddressReading[] {
  return readAddressText(text, { streets: true }).sort((a, b) => readingWorth(b.prior, b.unused, 0.5) - readingWorth(a.prior, a.unused, 0.5));
}

/** The label of the word `folded` in reading `r`. */
function labelOf(r: AddressReading, folded: string): string | undefined {
  return labelWords(r).find((l) => l.word.folded === folded)?.label;
}

describe('the run decoder: an old postal code as a noise label', () => {
  it('labels the code a run\'s first or last word, or the choice read apart where the house was read from it', () => {
    for (const [text, town] of [['2400 Sibiu, Str. Morii 7', 'Sibiu'], ['Str. Păcurari 10, Iași 6600', 'Iași']] as const) {
      const code = ranked(text).find((r) => r.noise?.kind === 'old_postal_code' && r.locality?.text === town);
      expect(code, text).toBeDefined();
      expect(code!.noise!.weight, text).toBe(READING_PRIOR.oldPostalCode);
      expect(code!.unused, text).toBe(0);
      expect(labelOf(code!, text.match(/\d{4}/)![0]), text).toBe('old_postal_code');
      const answer = index.verify({ freeform: text });
      expect(answer.address.locality, text).toBe(town);
      expect(answer.ignored, text).toContainEqual({ text: text.match(/\d{4}/)![0], as: 'old_postal_code' });
    }
    // `6600` closing the street's field was read as the house number; labelled, the house is the other number.
    const text = 'Bd. Independenței 14, 6600 Iași';
    const readings = ranked(text);
    expect(readings.some((r) => r.noise === undefined && r.house?.text === '6600')).toBe(true);
    const code = readings.find((r) => r.noise?.kind === 'old_postal_code');
    expect(code?.house?.text).toBe('14');
    expect(code?.street?.text).toBe('Bd. Independenței');
    const answer = index.verify({ freeform: text });
    expect(answer.address.house_number).toBe('nr. 14');
    expect(answer.ignored).toContainEqual({ text: '6600', as: 'old_postal_code' });
  });

  it('does not choose the label where the number is the house the index knows', () => {
    const text = 'Strada Lungă 1250, ap. 3, Brașov';
    const readings = ranked(text);
    expect(readings.some((r) => r.noise?.kind === 'old_postal_code')).toBe(true);
    const answer = index.verify({ freeform: text });
    expect(answer.verdict).toBe('valid');
    expect(answer.address.house_number).toBe('nr. 1250, ap. 3');
    expect(answer.ignored ?? []).not.toContainEqual(expect.objectContaining({ as: 'old_postal_code' }));
  });
});

/** The evaluation's street addresses with a plain house number of up to three digits, written free-form. */
const streets = addressCases(index.catalog).cases.filter((c) => c.structured.street !== undefined && /^nr\. \d{1,3}$/.test(c.house));
function freeformOf(c: AddressCase, code: number): string {
  const { street, locality, county } = c.structured;
  return `${street} ${c.house.replace(/^nr\. /, '')}, ${code} ${locality}, ${county}`;
}

describe('property: an old postal code before the town', () => {
  it('does not change the address\'s postal code, and every word of every reading gets exactly one label', async () => {
    let checked = 0;
    let noiseReadings = 0;
    const arb = fc.record({ at: fc.integer({ min: 0, max: streets.length - 1 }), code: fc.integer({ min: 1000, max: 9999 }) });
    await fc.assert(fc.asyncProperty(arb, async ({ at, code }) => {
      const c = streets[at]!;
      const text = freeformOf(c, code);
      const plain = freeformOf(c, code).replace(`${code} `, '');
      expect(index.verify({ freeform: text }).address.postal_code, text).toBe(index.verify({ freeform: plain }).address.postal_code);
      const count = readWords(text).length;
      for (const r of readAddressText(text, { streets: true })) {
        expect(labelWords(r).length, text).toBe(count);
        if (r.noise?.kind !== 'old_postal_code') continue;
        noiseReadings++;
        expect(labelWords(r).filter((l) => l.label === 'old_postal_code').map((l) => l.word.folded), text).toEqual([String(code)]);
      }
      checked++;
      await turn();
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
    expect(noiseReadings).toBeGreaterThanOrEqual(RUNS);
  });
});
