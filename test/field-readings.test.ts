/**
 * Verify remembers the readings of the structured fields typed lately (src/verify/field-readings.ts):
 * a town typed on every row of a file is read once. Remembering must change no answer: an index
 * that has verified other addresses (sharing their fields) answers each address exactly as a fresh
 * index does, and the set stays bounded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import type { VerifyInput, VerifyResult } from '../src/types.js';
import { FIELD_READINGS_KEPT, FieldReadings } from '../src/verify/field-readings.js';
import { readerWeights } from '../src/text/address-parser.js';
import { DEFAULT_RANKING } from '../src/engines/ranking.js';
import { addressCases } from '../eval/verify-cases.js';
import { INDEX_PATH } from './helpers/index.js';

const load = (): LoadedIndex => loadIndexSync(INDEX_PATH) as LoadedIndex;
const warm = load();
const structured = addressCases(warm.catalog).cases.filter((_, i) => i % 97 === 0).map((c) => c.structured as VerifyInput);

const answer = (index: LoadedIndex, input: VerifyInput): VerifyResult | string => {
  try {
    return index.verify(input);
  } catch (e) {
    return (e as Error).message;
  }
};

describe('the structured fields read lately', () => {
  it('change no answer: an index that verified other rows answers each as a fresh one does', () => {
    // Fields of one row mixed into others (a town's name in another's street field, and so on):
    // every field text is read once by some row and read again, from memory, by a later one.
    const field = fc.constantFrom(...structured.flatMap((s) => [s.street, s.locality, s.county]).filter((t): t is string => t !== undefined));
    const row = fc.record({ street: field, locality: field, county: fc.option(field, { nil: undefined }), house_number: fc.option(fc.constantFrom('5', '12A', 'bl. 3'), { nil: undefined }) }, { requiredKeys: ['street', 'locality'] });
    const rows = fc.array(fc.oneof(fc.constantFrom(...structured), row), { minLength: 2, maxLength: 6 });
    let compared = 0;
    fc.assert(fc.property(rows, (batch) => {
      for (const input of batch) {
        expect(answer(warm, input)).toEqual(answer(load(), input));
        compared++;
      }
    }), { numRuns: 40, seed: 2411 });
    expect(compared).toBeGreaterThanOrEqual(80);
    expect(warm.context.state.reader?.fields.size).toBeGreaterThan(0);
  });

  it('are read once: the same text gives the same readings object, a new text its own', () => {
    const fields = new FieldReadings(readerWeights(DEFAULT_RANKING));
    const first = fields.place('Cluj-Napoca, jud. Cluj');
    expect(first.length).toBeGreaterThan(0);
    expect(fields.place('Cluj-Napoca, jud. Cluj')).toBe(first);
    expect(fields.place('Cluj-Napoca')).not.toBe(first);
    const street = fields.street('Str. Lungă 5', true);
    expect(fields.street('Str. Lungă 5', true)).toBe(street);
    expect(street.house?.text).toBe('5');
    // Read without its house number, the same text is another reading.
    expect(fields.street('Str. Lungă 5', false).house).toBeUndefined();
  });

  it(`keep at most ${FIELD_READINGS_KEPT} texts of each kind`, () => {
    const fields = new FieldReadings(readerWeights(DEFAULT_RANKING));
    const first = fields.place('Sat 0');
    for (let i = 1; i <= FIELD_READINGS_KEPT; i++) fields.place(`Sat ${i}`);
    expect(fields.size).toBeLessThanOrEqual(FIELD_READINGS_KEPT);
    // Past the bound the set started again: the first text is read anew, to equal readings.
    const again = fields.place('Sat 0');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
