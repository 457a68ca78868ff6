/**
 * The gate of eval:verify in `npm test`: its kinds (round trip and noisy, per
 * noise kind), its calibration counts and the namesake villages may not fall
 * below eval/gates.json (see eval/gates.ts). A failure names the figure and
 * lists its failing inputs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { failures, namesakeChecks, readGates, verifyChecks, type Check } from '../eval/gates.js';
import { measureVerifyAsync, type VerifyMeasure } from '../eval/verify-measure.js';
import { namesakeCases, runNamesakesAsync, NAMESAKE_COUNT, NAMESAKE_FORMS, type NamesakeOutcome } from '../eval/verify-namesakes.js';
import { builtIndex } from './helpers/index.js';

/** The measuring runs tens of thousands of verifies; on a loaded machine it may take minutes. */
const MEASURE_TIMEOUT_MS = 300_000;

describe('eval:verify gates (eval/gates.json)', () => {
  const gates = readGates();
  let measure: VerifyMeasure;
  let checks: Check[];

  beforeAll(async () => {
    measure = await measureVerifyAsync(builtIndex() as LoadedIndex, { step: gates.verify.step });
    checks = verifyChecks(measure, gates.verify);
  }, MEASURE_TIMEOUT_MS);

  it('measures the sampled addresses, street rows and small localities both', () => {
    expect(measure.chosen.length).toBeGreaterThanOrEqual(Math.floor(measure.cases.length / gates.verify.step));
    expect(measure.exactStreets.total).toBeGreaterThan(10_000);
    expect(measure.exactPlaces.total).toBeGreaterThan(3_000);
    expect(Object.keys(measure.noiseKinds).sort()).toEqual(Object.keys(gates.verify.by_noise).sort());
  });

  it('round trip: street rows and small localities hold their floors', () => {
    expect(failures(checks.filter((c) => c.name.startsWith('eval:verify round_trip')))).toEqual([]);
  });

  it('noisy: street rows, small localities and every noise kind hold their floors', () => {
    expect(failures(checks.filter((c) => c.name.startsWith('eval:verify noisy') && c.direction === 'floor'))).toEqual([]);
  });

  it('calibration: wrong answers at confidence >= 0.9 and valid-but-wrong answers do not rise', () => {
    expect(failures(checks.filter((c) => c.direction === 'ceiling'))).toEqual([]);
  });

  it('a figure below its gate fails, naming it and its failing inputs', () => {
    const strict = structuredClone(gates.verify);
    strict.noisy.small_localities = 101;
    const messages = failures(verifyChecks(measure, strict));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('eval:verify noisy small_localities');
    expect(messages[0]).toMatch(/failing cases \(\d+\):/);
    const first = measure.noisyPlaces.failures[0];
    if (first) expect(messages[0]).toContain(JSON.stringify(first.input));
  });
});

describe('eval:verify namesake villages gates (eval/gates.json)', () => {
  const gates = readGates();
  let outcomes: NamesakeOutcome[];

  beforeAll(async () => {
    const index = builtIndex() as LoadedIndex;
    outcomes = await runNamesakesAsync(index, namesakeCases(index.catalog).cases);
  }, MEASURE_TIMEOUT_MS);

  it('measures every drawn village in every form', () => {
    expect(outcomes).toHaveLength(NAMESAKE_COUNT * NAMESAKE_FORMS.length);
    expect(new Set(outcomes.map((o) => o.countyCode)).size).toBeGreaterThanOrEqual(35);
  });

  it('each form holds its floors (county held, village code) and ceilings (wrong at >= 0.9, valid but wrong)', () => {
    expect(failures(namesakeChecks(outcomes, gates.namesakes))).toEqual([]);
  });
});
