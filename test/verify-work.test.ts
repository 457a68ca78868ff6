/**
 * Verify's work on any input of legal size (issue 24), counted rather than
 * timed: the readings its reader makes of the text or the fields
 * (`readAddressText`, `structuredReadings`) and the candidate resolutions the
 * index scores (`resolve`), on the crafted worst cases of bench/worst-inputs.ts
 * and on random inputs of address words (fast-check). The times are
 * bench/verify-worst.ts's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { LIMITS } from '../src/shared/errors.js';
import { DEFAULT_RANKING } from '../src/engines/ranking.js';
import type { VerifyInput } from '../src/types.js';
import { adversarialInput, craftedInputs, verifyWork, type VerifyWork } from '../bench/worst-inputs.js';
import { turn } from '../eval/steps.js';
import { builtIndex } from './helpers/index.js';

/**
 * Ceilings of the reader before its beam (measured 2026-11-28, bench/RESULTS.md): at most 1,150 readings
 * (`a,a,...` in the street, locality and county fields) and 117 resolutions (`București Sector 1,...`
 * in the street and locality fields). They catch a change that makes the work grow faster than
 * today's; lower them as the reader improves, never raise them.
 */
const TODAY_MAX_READINGS = 1_200;
// Lowered from 128 when the decoder landed (most seen since: 48, `București Sector 1,...`).
const TODAY_MAX_RESOLUTIONS = 64;

/**
 * The beam of issue 24: the reader returns at most the ranking table's `limits.maxReadings`
 * readings, whatever the input (the likeliest; the index judges no more). The candidate
 * resolutions the index scores are bounded by the plans and candidates it keeps, not yet by one
 * number: the `it.fails` below asks for at most 32.
 */
const READING_BEAM = DEFAULT_RANKING.limits.maxReadings;
const RESOLUTION_BEAM = 32;

/** Random inputs checked per property (each costs a few milliseconds to a few tens). */
const RUNS = 150;

const index = builtIndex() as LoadedIndex;
const crafted = craftedInputs();

const fieldsFit = (input: VerifyInput): boolean => Object.values(input).every((v) => typeof v !== 'string' || v.length <= LIMITS.maxFieldLength);

function workOf(input: VerifyInput): VerifyWork {
  const work = verifyWork(index.context, input);
  // Every input here is legal: verify reads it (none breaks the input rules before reading).
  expect(work, JSON.stringify(input)).toBeDefined();
  return work!;
}

async function checkBounds(maxReadings: number, maxResolutions: number): Promise<{ checked: number }> {
  let checked = 0;
  for (const { name, input } of crafted) {
    const w = workOf(input);
    expect(w.readings, name).toBeLessThanOrEqual(maxReadings);
    expect(w.resolutions, name).toBeLessThanOrEqual(maxResolutions);
    checked++;
    await turn();
  }
  await fc.assert(fc.asyncProperty(adversarialInput, async (input) => {
    const w = workOf(input);
    expect(w.readings, JSON.stringify(input)).toBeLessThanOrEqual(maxReadings);
    expect(w.resolutions, JSON.stringify(input)).toBeLessThanOrEqual(maxResolutions);
    checked++;
    await turn();
  }), { numRuns: RUNS, seed: 24 });
  return { checked };
}

describe('verify work on inputs of legal size', () => {
  it('the crafted inputs are of legal size and as long as allowed', () => {
    for (const { name, input } of crafted) expect(fieldsFit(input), name).toBe(true);
    const longest = Math.max(...crafted.flatMap(({ input }) => Object.values(input).map((v) => (typeof v === 'string' ? v.length : 0))));
    expect(longest).toBeGreaterThan(LIMITS.maxFieldLength - 10);
    fc.assert(fc.property(adversarialInput, fieldsFit), { numRuns: 200, seed: 24 });
  });

  it('readings and resolutions stay under today\'s ceilings', async () => {
    expect((await checkBounds(TODAY_MAX_READINGS, TODAY_MAX_RESOLUTIONS)).checked).toBe(crafted.length + RUNS);
  });

  it('readings are bounded by the beam (issue 24)', async () => {
    expect((await checkBounds(READING_BEAM, TODAY_MAX_RESOLUTIONS)).checked).toBe(crafted.length + RUNS);
  });

  // Fails today: `{ street: 'Cluj bl. sc.\n', locality: 'Bună ' }` gives 49 resolutions, one per postal
  // code of Bună's streets (no street found, none named). (`București Sector 1,...` in the street
  // and locality fields gave 48 until readings that ask the index the same question became one.)
  it.fails('resolutions are bounded by a beam of 32 (issue 24)', async () => {
    expect((await checkBounds(READING_BEAM, RESOLUTION_BEAM)).checked).toBe(crafted.length + RUNS);
  });
});
