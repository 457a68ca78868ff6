/**
 * `npm run eval:verify`: how often verify returns the right postal code.
 *
 * 1. Round trip: every street-level row of the data (one segment: a street and
 *    a house range with its code) as a structured address built from its
 *    canonical fields, with a house number drawn (seeded) inside its range; and
 *    every small locality (a place with its own code) as its name and county.
 *    Rows whose address cannot single out their code (another row holds the
 *    same number, or the same name in the same county) are conflicting: each
 *    is listed, and they do not count.
 * 2. Noisy round trip: the same addresses written free-form the way people
 *    write them: without diacritics, with abbreviations (`Str.`, `B-dul`, `Tg`,
 *    county codes), one typing mistake, the name's words swapped, the county
 *    left out, a wrong postal code; each address gets a seeded mix of these.
 *
 * A noisy input that no longer singles out one locality (a village name that
 * other counties have too, with its county left out) is counted right when
 * verify answers `ambiguous` with the row's code among the candidates; the
 * summary gives that figure (`percent`) and the strict one (`strict_percent`).
 *
 * Prints failures (a sample), every conflicting row, then a JSON summary as the
 * last line. `--limit N` evaluates only every k-th row (quick runs); `--show N` prints N failures per part
 * (40 by default).
 */
import { resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import type { Catalog } from '../src/reader/catalog.js';
import { AddressError } from '../src/shared/errors.js';
import type { VerifyInput, VerifyResult } from '../src/types.js';
import { addressCases } from './verify-cases.js';
import { fold } from '../src/shared/normalize.js';
import { noisyText } from './verify-noise.js';

const ROOT = resolve(import.meta.dirname, '..');
const index = loadIndexSync(resolve(ROOT, 'data', 'ro-address.idx')) as LoadedIndex;
const catalog: Catalog = index.catalog;

const args = process.argv.slice(2);
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : Infinity;
const showAt = args.indexOf('--show');
/** Failures printed per part (`--show N`). */
const showCount = showAt >= 0 ? Number(args[showAt + 1]) : 40;

interface Outcome {
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
  failures: Array<{ input: unknown; expected: string; got: string; verdict: string }>;
}

function outcome(): Outcome {
  return { total: 0, correct: 0, honest: 0, verdicts: {}, failures: [] };
}

/** Accuracy per confidence band of the noisy inputs (the returned code only). */
const BANDS = [0.5, 0.7, 0.9, 0.95, Infinity] as const;
const BAND_NAMES = ['<0.5', '0.5-0.7', '0.7-0.9', '0.9-0.95', '>=0.95'] as const;
const calibration = BANDS.map(() => ({ answers: 0, right: 0 }));
let validButWrong = 0;
function calibrate(result: VerifyResult | undefined, expected: string): void {
  if (!result) return;
  const band = calibration[BANDS.findIndex((b) => result.confidence < b)]!;
  band.answers++;
  if (result.address.postal_code === expected) band.right++;
  else if (result.verdict === 'valid') validButWrong++;
}

/** Runs one input; true when counted right. */
function run(o: Outcome, input: unknown, expected: string, inherentlyAmbiguous = false): boolean {
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
  if (o === noisyStreets || o === noisyPlaces) calibrate(result, expected);
  if (got === expected) {
    o.correct++;
    return true;
  }
  if (inherentlyAmbiguous && verdict === 'ambiguous' && result?.candidates?.some((c) => c.address.postal_code === expected)) {
    o.honest++;
    return true;
  }
  o.failures.push({ input, expected, got, verdict });
  return false;
}

const { cases, conflicts } = addressCases(catalog);
const step = Number.isFinite(limit) ? Math.max(1, Math.floor(cases.length / limit)) : 1;
const chosen = cases.filter((_c, i) => i % step === 0);

const exactStreets = outcome();
const exactPlaces = outcome();
const noisyStreets = outcome();
const noisyPlaces = outcome();
const noiseKinds: Record<string, { total: number; correct: number }> = {};
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
let inherent = 0;
for (const c of chosen) {
  run(c.kind === 'street' ? exactStreets : exactPlaces, c.structured, c.expected);
  const noisy = noisyText(catalog, c);
  const ambiguousInput = c.kind === 'place' && noisy.kinds.includes('missing_county') && (codesByName.get(fold(catalog.placeName(c.place)))?.size ?? 0) > 1;
  if (ambiguousInput) inherent++;
  const ok = run(c.kind === 'street' ? noisyStreets : noisyPlaces, noisy.input, c.expected, ambiguousInput);
  for (const k of noisy.kinds) {
    const s = (noiseKinds[k] ??= { total: 0, correct: 0 });
    s.total++;
    if (ok) s.correct++;
  }
}
const seconds = (performance.now() - started) / 1000;

const pct = (n: number, d: number): number => (d === 0 ? 100 : Math.round((n / d) * 100000) / 1000);
const share = (o: Outcome): number => pct(o.correct + o.honest, o.total);
const show = (title: string, o: Outcome): void => {
  process.stdout.write(`\n## ${title}: ${o.correct}/${o.total} (${share(o)}%)\n`);
  for (const f of o.failures.slice(0, showCount)) process.stdout.write(`  MISS ${JSON.stringify(f)}\n`);
  if (o.failures.length > showCount) process.stdout.write(`  ... ${o.failures.length - showCount} more\n`);
};
show('round trip, street rows', exactStreets);
show('round trip, small localities', exactPlaces);
show('noisy, street rows', noisyStreets);
show('noisy, small localities', noisyPlaces);

process.stdout.write('\n## calibration, noisy inputs (the returned code)\nconfidence   answers    right  percent\n');
calibration.forEach((b, i) => process.stdout.write(`${BAND_NAMES[i]!.padEnd(10)} ${String(b.answers).padStart(9)} ${String(b.right).padStart(8)}  ${pct(b.right, b.answers)}%\n`));
const high = calibration.slice(3).reduce((a, b) => ({ answers: a.answers + b.answers, right: a.right + b.right }), { answers: 0, right: 0 });
const wrongHigh = pct(high.answers - high.right, high.answers);
process.stdout.write(`answers at confidence >= 0.9: ${high.answers}, wrong: ${high.answers - high.right} (${wrongHigh}%); verdict valid given to a wrong answer: ${validButWrong}\n`);

process.stdout.write(`\n## conflicting rows (${conflicts.length}), left out of the round trip\n`);
for (const c of conflicts) process.stdout.write(`  CONFLICT ${JSON.stringify(c)}\n`);

const merged = (a: Outcome, b: Outcome): number => pct(a.correct + a.honest + b.correct + b.honest, a.total + b.total);
const strict = (a: Outcome, b: Outcome): number => pct(a.correct + b.correct, a.total + b.total);
const summary = {
  eval: 'verify',
  rows: { street_rows: cases.filter((c) => c.kind === 'street').length, small_localities: cases.filter((c) => c.kind === 'place').length, evaluated: chosen.length, conflicting: conflicts.length },
  round_trip: { percent: merged(exactStreets, exactPlaces), street_rows: share(exactStreets), small_localities: share(exactPlaces), failures: exactStreets.failures.length + exactPlaces.failures.length, target: 100 },
  noisy: {
    percent: merged(noisyStreets, noisyPlaces), street_rows: share(noisyStreets), small_localities: share(noisyPlaces), target: 97,
    strict_percent: strict(noisyStreets, noisyPlaces),
    inherently_ambiguous: { inputs: inherent, answered_ambiguous_with_the_code: noisyPlaces.honest },
    by_noise: Object.fromEntries(Object.entries(noiseKinds).map(([k, v]) => [k, Math.round((v.correct / v.total) * 100000) / 1000])),
  },
  verdicts: { round_trip: mergeCounts(exactStreets.verdicts, exactPlaces.verdicts), noisy: mergeCounts(noisyStreets.verdicts, noisyPlaces.verdicts) },
  calibration: {
    bands: Object.fromEntries(calibration.map((b, i) => [BAND_NAMES[i], { answers: b.answers, percent: pct(b.right, b.answers) }])),
    wrong_share_at_0_9: wrongHigh, valid_but_wrong: validButWrong,
  },
  seconds: Math.round(seconds * 10) / 10,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);

function mergeCounts(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v;
  return out;
}
