/**
 * The measurements of `npm run eval:verify`, apart from its printing, so the
 * evaluation script and the gate of `npm test` (test/eval-gates-verify.test.ts)
 * count the same way: the round trip and the noisy round trip of every
 * evaluation address (eval/verify-cases.ts, eval/verify-noise.ts), with the
 * calibration of the noisy answers.
 *
 * Each address's noise is seeded by the address itself, so every k-th address
 * (`step`) gets the same input and the same answer as in the full run: a
 * sampled run measures a fixed subset, not other inputs.
 */
import type { LoadedIndex } from '../src/address-index.js';
import { AddressError } from '../src/shared/errors.js';
import { fold } from '../src/shared/normalize.js';
import type { VerifyInput, VerifyResult } from '../src/types.js';
import { addressCases, type AddressCase, type Conflict } from './verify-cases.js';
import { noisyText } from './verify-noise.js';
import { drain, drainAsync } from './steps.js';

/** One wrong answer. */
export interface VerifyFailure {
  input: unknown;
  expected: string;
  got: string;
  verdict: string;
}

/** The answers to one kind of input. */
export interface Outcome {
  total: number;
  /** The code returned is the row's. */
  correct: number;
  /**
   * Also counted right: inputs that no longer single out one locality (the
   * county left out of a village name that other counties have too), answered
   * `ambiguous` with the row's code among the candidates.
   */
  honest: number;
  verdicts: Record<string, number>;
  failures: VerifyFailure[];
}

/** Accuracy per confidence band of the noisy inputs (the returned code only). */
export const BANDS = [0.5, 0.7, 0.9, 0.95, Infinity] as const;
export const BAND_NAMES = ['<0.5', '0.5-0.7', '0.7-0.9', '0.9-0.95', '>=0.95'] as const;

/** Everything `eval:verify` measures on its addresses. */
export interface VerifyMeasure {
  cases: AddressCase[];
  conflicts: Conflict[];
  /** The addresses evaluated (every `step`-th). */
  chosen: AddressCase[];
  exactStreets: Outcome;
  exactPlaces: Outcome;
  noisyStreets: Outcome;
  noisyPlaces: Outcome;
  /** Per noise kind: inputs that had it, and how many were counted right; `failures` lists the wrong ones. */
  noiseKinds: Record<string, { total: number; correct: number; failures: VerifyFailure[] }>;
  /** Noisy inputs that no longer single out one locality. */
  inherent: number;
  calibration: Array<{ answers: number; right: number }>;
  /** Noisy answers at confidence >= 0.9 that are wrong. */
  wrongHigh: VerifyFailure[];
  /** Noisy answers with verdict `valid` whose code is wrong. */
  validWrong: VerifyFailure[];
  seconds: number;
}

function outcome(): Outcome {
  return { total: 0, correct: 0, honest: 0, verdicts: {}, failures: [] };
}

/** Which addresses: every `step`-th, or about `limit` of them (every k-th); all by default. */
export interface VerifySample {
  step?: number;
  limit?: number;
}

/** Runs `eval:verify`'s addresses through `index.verify`: all of them, or every k-th (see {@link VerifySample}). */
export function measureVerify(index: LoadedIndex, sample: VerifySample = {}): VerifyMeasure {
  return drain(verifySteps(index, sample));
}

/** {@link measureVerify}, giving the event loop turns (for test workers). */
export function measureVerifyAsync(index: LoadedIndex, sample: VerifySample = {}): Promise<VerifyMeasure> {
  return drainAsync(verifySteps(index, sample));
}

/** The measuring, one step per address. */
function* verifySteps(index: LoadedIndex, sample: VerifySample): Generator<void, VerifyMeasure> {
  const catalog = index.catalog;
  const { cases, conflicts } = addressCases(catalog);
  const limit = sample.limit ?? Infinity;
  const step = Number.isFinite(limit) ? Math.max(1, Math.floor(cases.length / limit)) : (sample.step ?? 1);
  const chosen = cases.filter((_c, i) => i % step === 0);
  const m: VerifyMeasure = {
    cases, conflicts, chosen,
    exactStreets: outcome(), exactPlaces: outcome(), noisyStreets: outcome(), noisyPlaces: outcome(),
    noiseKinds: {}, inherent: 0, calibration: BANDS.map(() => ({ answers: 0, right: 0 })), wrongHigh: [], validWrong: [], seconds: 0,
  };

  const calibrate = (result: VerifyResult | undefined, failure: VerifyFailure): void => {
    if (!result) return;
    const band = m.calibration[BANDS.findIndex((b) => result.confidence < b)]!;
    band.answers++;
    if (result.address.postal_code === failure.expected) {
      band.right++;
      return;
    }
    if (result.confidence >= 0.9) m.wrongHigh.push(failure);
    if (result.verdict === 'valid') m.validWrong.push(failure);
  };

  /** Runs one input; true when counted right. */
  const run = (o: Outcome, input: unknown, expected: string, noisy: boolean, inherentlyAmbiguous = false): boolean => {
    o.total++;
    let result: VerifyResult | undefined;
    let got = '';
    let verdict = '';
    try {
      result = index.verify(input as VerifyInput);
      got = result.address.postal_code;
      verdict = result.verdict;
    } catch (err) {
      verdict = err instanceof AddressError ? `error:${err.code}` : `crash:${String(err)}`;
    }
    o.verdicts[verdict] = (o.verdicts[verdict] ?? 0) + 1;
    const failure = { input, expected, got, verdict };
    if (noisy) calibrate(result, failure);
    if (got === expected) {
      o.correct++;
      return true;
    }
    if (inherentlyAmbiguous && verdict === 'ambiguous' && result?.candidates?.some((c) => c.address.postal_code === expected)) {
      o.honest++;
      return true;
    }
    o.failures.push(failure);
    return false;
  };

  const started = performance.now();
  // Folded locality names that several codes share across the country.
  const codesByName = new Map<string, Set<string>>();
  for (let p = 0; p < catalog.placeCount; p++) {
    const code = catalog.placePostalCode(p);
    if (code === '') continue;
    const key = fold(catalog.placeName(p));
    const set = codesByName.get(key) ?? new Set<string>();
    set.add(code);
    codesByName.set(key, set);
  }
  for (const c of chosen) {
    run(c.kind === 'street' ? m.exactStreets : m.exactPlaces, c.structured, c.expected, false);
    const noisy = noisyText(catalog, c);
    const ambiguousInput = c.kind === 'place' && noisy.kinds.includes('missing_county') && (codesByName.get(fold(catalog.placeName(c.place)))?.size ?? 0) > 1;
    if (ambiguousInput) m.inherent++;
    const o = c.kind === 'street' ? m.noisyStreets : m.noisyPlaces;
    const ok = run(o, noisy.input, c.expected, true, ambiguousInput);
    for (const k of noisy.kinds) {
      const s = (m.noiseKinds[k] ??= { total: 0, correct: 0, failures: [] });
      s.total++;
      if (ok) s.correct++;
      else s.failures.push(o.failures[o.failures.length - 1]!);
    }
    yield;
  }
  m.seconds = (performance.now() - started) / 1000;
  return m;
}

/** A percentage with three decimals (100 for nothing measured), as `eval:verify` prints it. */
export function percent(n: number, d: number): number {
  return d === 0 ? 100 : Math.round((n / d) * 100000) / 1000;
}

/** The share counted right of one kind of input. */
export function share(o: Outcome): number {
  return percent(o.correct + o.honest, o.total);
}

/** The figures `npm test` gates on, by the names of eval/gates.json. */
export interface VerifyFigures {
  round_trip: { street_rows: number; small_localities: number };
  noisy: { street_rows: number; small_localities: number };
  by_noise: Record<string, number>;
  wrong_at_0_9: number;
  valid_but_wrong: number;
}

export function verifyFigures(m: VerifyMeasure): VerifyFigures {
  return {
    round_trip: { street_rows: share(m.exactStreets), small_localities: share(m.exactPlaces) },
    noisy: { street_rows: share(m.noisyStreets), small_localities: share(m.noisyPlaces) },
    by_noise: Object.fromEntries(Object.entries(m.noiseKinds).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, percent(v.correct, v.total)])),
    wrong_at_0_9: m.wrongHigh.length,
    valid_but_wrong: m.validWrong.length,
  };
}
