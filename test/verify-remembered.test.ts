/**
 * Verify remembers what the addresses of a file repeat: the readings of the structured fields
 * typed lately (src/verify/field-readings.ts) and the answers to the locality questions asked
 * lately (`findLocalities`): a town typed on every row is read and looked up once. Remembering
 * must change no answer: an index that has verified other addresses (sharing their fields and
 * towns) answers each address exactly as a fresh index does, and what is kept stays bounded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import type { VerifyInput, VerifyResult } from '../src/types.js';
import { FIELD_READINGS_KEPT, FieldReadings } from '../src/verify/field-readings.js';
import { readerWeights } from '../src/text/address-parser.js';
import { DEFAULT_RANKING } from '../src/engines/ranking.js';
import { LOCALITY_ANSWERS_KEPT, PLACE_NAMES_KEPT } from '../src/verify/verify-locality.js';
import { addressCases } from '../eval/verify-cases.js';
import { noisyText } from '../eval/verify-noise.js';
import { INDEX_PATH } from './helpers/index.js';

const load = (): LoadedIndex => loadIndexSync(INDEX_PATH) as LoadedIndex;
const warm = load();
const sample = addressCases(warm.catalog).cases.filter((_, i) => i % 97 === 0);
const structured = sample.map((c) => c.structured as VerifyInput);
const freeform = sample.map((c) => noisyText(warm.catalog, c).input as VerifyInput);

const answer = (index: LoadedIndex, input: VerifyInput): VerifyResult | string => {
  try {
    return index.verify(input);
  } catch (e) {
    return (e as Error).message;
  }
};

/** Checks that the warm index answers every input of each batch as a fresh index does; how many inputs it compared. */
function answeredAsFresh(batches: fc.Arbitrary<VerifyInput[]>, numRuns: number, seed: number): number {
  let compared = 0;
  fc.assert(fc.property(batches, (batch) => {
    for (const input of batch) {
      expect(answer(warm, input)).toEqual(answer(load(), input));
      compared++;
    }
  }), { numRuns, seed });
  return compared;
}

describe('what verify remembers', () => {
  it('change no answer: an index that verified other rows answers each as a fresh one does', () => {
    // Fields of one row mixed into others (a town's name in another's street field, and so on):
    // every field text is read once by some row and read again, from memory, by a later one.
    const field = fc.constantFrom(...structured.flatMap((s) => [s.street, s.locality, s.county]).filter((t): t is string => t !== undefined));
    const row = fc.record({ street: field, locality: field, county: fc.option(field, { nil: undefined }), house_number: fc.option(fc.constantFrom('5', '12A', 'bl. 3'), { nil: undefined }) }, { requiredKeys: ['street', 'locality'] });
    const rows = fc.array(fc.oneof(fc.constantFrom(...structured), row), { minLength: 2, maxLength: 6 });
    expect(answeredAsFresh(rows, 40, 2411)).toBeGreaterThanOrEqual(80);
    expect(warm.context.state.reader?.fields.size).toBeGreaterThan(0);
  });

  it('change no answer of free-form text either: the same towns, asked about from other addresses', () => {
    const texts = fc.array(fc.constantFrom(...freeform, ...structured), { minLength: 2, maxLength: 6 });
    expect(answeredAsFresh(texts, 30, 2412)).toBeGreaterThanOrEqual(60);
    expect(warm.context.state.localities.size).toBeGreaterThan(0);
  });

  it(`keep at most ${LOCALITY_ANSWERS_KEPT} locality answers`, () => {
    const index = load();
    for (let i = 0; i < 40; i++) answer(index, { street: 'Str. Lungă 5', locality: `Sat ${i}` });
    const size = index.context.state.localities.size;
    expect(size).toBeGreaterThan(0);
    // Filled to the bound, the older half is dropped rather than the set grow (the newer half stays:
    // two generations, answer-memo.ts).
    for (let i = 0; index.context.state.localities.size < LOCALITY_ANSWERS_KEPT && i < 2 * LOCALITY_ANSWERS_KEPT; i++) {
      index.context.state.localities.set(`filler ${i}`, { part: undefined, mode: 'exact', sector: i }, [], LOCALITY_ANSWERS_KEPT);
    }
    expect(index.context.state.localities.size).toBe(LOCALITY_ANSWERS_KEPT);
    answer(index, { street: 'Str. Lungă 5', locality: 'Poiana' });
    expect(index.context.state.localities.size).toBeGreaterThan(LOCALITY_ANSWERS_KEPT / 2);
    expect(index.context.state.localities.size).toBeLessThanOrEqual(LOCALITY_ANSWERS_KEPT / 2 + 2);
  });

  it(`keep at most ${PLACE_NAMES_KEPT} whole names looked up, and forget them with the rest`, () => {
    const index = load();
    answer(index, { street: 'Str. Lungă 5', locality: 'Poiana', county: 'Bacău' });
    const names = index.context.state.placeNames;
    // Poiana's places (a one-word name is kept by its token, a number).
    expect(names.get(index.context.tokens.exact('poiana'))?.length).toBeGreaterThan(1);
    for (let i = 0; names.size < PLACE_NAMES_KEPT && i < 2 * PLACE_NAMES_KEPT; i++) names.set(`filler ${i}`, []);
    expect(names.size).toBe(PLACE_NAMES_KEPT);
    // Filled to the bound, the set starts again rather than grow; the answer is the same.
    const fresh = answer(load(), { street: 'Str. Lungă 5', locality: 'Negri', county: 'Bacău' });
    expect(answer(index, { street: 'Str. Lungă 5', locality: 'Negri', county: 'Bacău' })).toEqual(fresh);
    expect(names.size).toBeLessThanOrEqual(4);
    index.context.state.forgetVerified();
    expect(names.size).toBe(0);
    expect(index.context.state.localities.size).toBe(0);
  });

  it('keep the inflections of street words found in the index, and forget them with the rest', () => {
    const index = load();
    // `Dorobanților` is not written so in Cluj-Napoca's data: its other inflections are looked up.
    const input = { street: 'Str. Dorobantilor 5', locality: 'Cluj-Napoca' };
    const fresh = answer(index, input);
    const forms = index.context.state.indexedForms;
    expect(forms.size).toBeGreaterThan(0);
    for (const [word, found] of forms) for (const form of found) {
      expect(form).not.toBe(word);
      expect(index.context.tokens.exact(form)).toBeGreaterThanOrEqual(0);
    }
    expect(answer(index, input)).toEqual(fresh);
    index.context.state.forgetVerified();
    expect(forms.size).toBe(0);
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
    // A street field opening with a type word that also begins place names: kept once per text.
    const size = fields.size;
    expect(fields.opensWithPlaceLikeType('Fundătura Răchitoasa')).toBe(true);
    expect(fields.opensWithPlaceLikeType('CALEA Mare 12')).toBe(true);
    expect(fields.opensWithPlaceLikeType('Str. Lungă 5')).toBe(false);
    expect(fields.opensWithPlaceLikeType('Lungă Calea')).toBe(false);
    expect(fields.opensWithPlaceLikeType('Str. Lungă 5')).toBe(false);
    expect(fields.size).toBe(size + 4);
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
