/**
 * Issue 24, shapes49 (twenty-fourth session): what the thirty typists' sets still got wrong, across them, each
 * class read in general.
 *
 * - A field of prose whose last words are the village, its commune marked right after (`per favore consegnare a
 *   mia nonna a Găujani, comuna Boișoara`, `Ajutor de urgență — Tunari, com. Botoroaga`): the whole field was left
 *   unexplained and the commune's seat answered. The prose is now one thing the vocabulary lacks and the village
 *   after it is read (run-options.ts `proseThenVillage`, `READING_PRIOR.proseBeforeVillage`).
 *
 * Each example fails on db53664's code (checked against /work/base-db53664); the guards pass there too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VerifyInput, VerifyResult } from '../src/types.js';
import { builtIndex, verifiedOrError } from './helpers/index.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 40);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 49_2026);

const index = builtIndex();
const verified = (input: VerifyInput): VerifyResult | string => verifiedOrError(index, input);

/** The answer to free-form text, failing the test with the text when there is none. */
function answer(text: string): VerifyResult {
  const r = verified({ freeform: text });
  if (typeof r === 'string') throw new Error(`${text}: ${r}`);
  return r;
}

describe('shapes49: a field of prose ending with the village, its commune marked after', () => {
  it('reads the village, not the commune\'s seat', () => {
    expect(answer('consegna per mio zio a Gârbești, com. Țibana, Iași').address.postal_code).toBe('707533');
    expect(answer('send the package to my uncle in Recea, com. Horgești, Bacău').address.postal_code).toBe('607247');
  });

  // Villages of other communes than their own name's, with the ways their commune and county are written.
  const villages = [
    'Gârbești, com. Țibana, Iași', 'Recea, com. Horgești, Bacău', 'Șipotu, com. Ponoarele, jud. Mehedinți',
    'Bucșana, Com. Prigoria, Gorj', 'Tisa, comuna Bocicoiu Mare, Maramureș', 'Homorod, or. Geoagiu, jud. Hunedoara',
  ];
  // Prose no rule of the vocabulary reads, in the languages of messages from abroad and of case files.
  const leads = [
    'consegna per mio zio a', 'send the package to my uncle in', 'per favore consegnare a mia nonna a',
    'Dosar ajutor de urgență (incendiu) —', 'parcel for my grandmother in',
  ];
  it('property: prose before the village leaves the village\'s plain code', () => {
    let checked = 0;
    fc.assert(fc.property(fc.constantFrom(...villages), fc.constantFrom(...leads), (village, lead) => {
      const plain = answer(village).address.postal_code;
      const text = `${lead} ${village}`;
      expect(answer(text).address.postal_code, text).toBe(plain);
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBeGreaterThanOrEqual(RUNS);
  });

  it('guard: an institution of the commune before its marked commune is the commune\'s seat', () => {
    expect(answer('Primăria comunei Ponoarele, com. Ponoarele, jud. Mehedinți').address.postal_code).toBe('227360');
  });
});
