/**
 * Tunes verify's ranking weights by coordinate ascent, on one half of the evaluation inputs,
 * and reports the other half, which the search never sees (issue 24).
 *
 *   npx tsx eval/tune-verify.ts [--tables reading,locality,street,resolution] [--steps 0.1,0.03]
 *                               [--max-seconds 600] [--per-shape 60] [--noisy 2000]
 *                               [--sweep locality.unmarkedAdminMismatch=0.3,0.4,0.5]
 *
 * The inputs: the six typists' sets, the generated shapes of eval:forms (`--per-shape` per
 * shape) and the noisy free-form inputs of eval:verify (`--noisy` of them, evenly drawn). Each
 * input falls in the tuning half or the held-out half by a hash of its text, so the split is the
 * same on every run and for every weight. The objective is the share of right answers on the
 * tuning half (an `ambiguous` answer is right only when its returned code is), less a penalty for
 * every wrong answer at confidence >= 0.9 (each counts as `HIGH_WRONG_COST` wrong answers): a
 * table that buys accuracy with confident mistakes is no better.
 *
 * Coordinate ascent: for each weight in turn, multiply it by (1 ± step) for each step size, keep
 * the first change that raises the objective, and sweep again while any weight moved and time
 * is left. Weights that are counts or cut-offs (`RankingOptions.limits`) and the confidence
 * factors (which rank nothing) are not searched. The table found is printed as a
 * `RankingOverrides` value; adopting it is one diff of src/engines/ranking.ts, checked by the
 * gates of `npm test` on every set.
 *
 * Both before and after, the typists' sets written after the last tuning (seventh and later, which
 * no search ever sees) are scored too, each on its own (right answers, wrong at >= 0.9): a table
 * the held-out half likes but a never-tuned set does not is not adopted.
 *
 * `--sweep table.name=v1,v2,…` moves one weight alone instead of searching: for each value, the
 * tuning half, the held-out half and each never-tuned set, side by side (the values and the
 * default, so one run measures a weight a comment says is out of line).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LoadedIndex } from '../src/address-index.js';
import { DEFAULT_RANKING, rankingOptions, type RankingOptions, type RankingOverrides } from '../src/engines/ranking.js';
import type { VerifyInput } from '../src/types.js';
import { addressCases } from './verify-cases.js';
import { noisyText } from './verify-noise.js';
import { formCases } from './verify-forms-cases.js';
import { TYPISTS } from './verify-forms-measure.js';
import { readTyped, TYPED_FIFTH_PATH, TYPED_FOURTH_PATH, TYPED_FRESH_PATH, TYPED_SIXTH_PATH, TYPED_THIRD_PATH } from './verify-forms-typed.js';

/** A wrong answer at confidence >= 0.9 costs as much as this many wrong answers. */
const HIGH_WRONG_COST = 5;

interface Case {
  input: VerifyInput;
  accepted: readonly string[];
  tune: boolean;
}

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1]! : fallback;
};
const TABLES = option('tables', 'reading,locality,street,resolution').split(',') as Array<'reading' | 'locality' | 'street' | 'resolution'>;
const STEPS = option('steps', '0.1,0.03').split(',').map(Number);
const MAX_SECONDS = Number(option('max-seconds', '600'));
const PER_SHAPE = Number(option('per-shape', '60'));
const NOISY = Number(option('noisy', '2000'));
const SWEEP = option('sweep', '');

const bytes = new Uint8Array(readFileSync(resolve(import.meta.dirname, '..', 'data', 'ro-address.idx')));
const base = new LoadedIndex(bytes);

/** FNV-1a of the text: which half an input falls in. */
function half(text: string): boolean {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return ((h >>> 0) & 1) === 0;
}

function allCases(): Case[] {
  const out: Case[] = [];
  // (Not the seventh and later typists' sets, eval/verify-forms-typed-{seventh,…,twenty-sixth,twenty-seventh,twenty-eighth,twenty-ninth,thirtieth,thirty-first,thirty-second,thirty-third,thirty-fourth,thirty-fifth,thirty-sixth,thirty-seventh,thirty-eighth,thirty-ninth,fortieth,forty-first,forty-second,forty-third,forty-fourth,forty-fifth,forty-sixth,forty-seventh,forty-eighth,forty-ninth,fiftieth}.json:
  // written after the last tuning, they stay sets no weight was ever tuned on.)
  for (const path of [undefined, TYPED_FRESH_PATH, TYPED_THIRD_PATH, TYPED_FOURTH_PATH, TYPED_FIFTH_PATH, TYPED_SIXTH_PATH]) {
    for (const t of readTyped(path)) out.push({ input: { freeform: t.text }, accepted: [t.code, ...(t.also ?? [])], tune: half(t.text) });
  }
  for (const c of formCases(base.catalog, PER_SHAPE).cases) out.push({ input: c.fields ?? { freeform: c.input }, accepted: c.accepted, tune: half(c.input) });
  const { cases } = addressCases(base.catalog);
  const every = Math.max(1, Math.floor(cases.length / NOISY));
  for (let i = 0; i < cases.length; i += every) {
    const c = cases[i]!;
    const noisy = noisyText(base.catalog, c).input;
    out.push({ input: noisy, accepted: [c.expected], tune: half(noisy.freeform) });
  }
  return out;
}

/** The typists' sets no weight was ever tuned on (seventh and later), each scored on its own. */
const TUNED_SETS = new Set(['fresh', 'third', 'fourth', 'fifth', 'sixth']);
const untunedSets = TYPISTS.filter((x) => !TUNED_SETS.has(x.key)).map((x) => ({
  key: x.key,
  cases: readTyped(x.path).map((t): Case => ({ input: t.fields ?? { freeform: t.text }, accepted: [t.code, ...(t.also ?? [])], tune: false })),
}));

interface Score {
  cases: number;
  right: number;
  highWrong: number;
  validWrong: number;
}

function score(ranking: RankingOptions, cases: readonly Case[]): Score {
  const index = new LoadedIndex(bytes, ranking);
  const s: Score = { cases: cases.length, right: 0, highWrong: 0, validWrong: 0 };
  for (const c of cases) {
    let code = '';
    let confidence = 0;
    let verdict = '';
    try {
      const r = index.verify(c.input);
      code = r.address.postal_code;
      confidence = r.confidence;
      verdict = r.verdict;
    } catch {
      // No answer: wrong, at no confidence.
    }
    if (c.accepted.includes(code)) s.right++;
    else {
      if (confidence >= 0.9) s.highWrong++;
      if (verdict === 'valid') s.validWrong++;
    }
  }
  return s;
}

const objective = (s: Score): number => (s.right - HIGH_WRONG_COST * s.highWrong) / s.cases;
const describe = (s: Score): string =>
  `${s.right}/${s.cases} right (${((100 * s.right) / s.cases).toFixed(2)}%), wrong at >= 0.9: ${s.highWrong}, valid but wrong: ${s.validWrong}`;

/** Right answers and wrong ones at >= 0.9 of each never-tuned set, and their sums. */
function untuned(ranking: RankingOptions): { sets: Record<string, [number, number]>; right: number; highWrong: number } {
  const sets: Record<string, [number, number]> = {};
  let right = 0;
  let highWrong = 0;
  for (const x of untunedSets) {
    const s = score(ranking, x.cases);
    sets[x.key] = [s.right, s.highWrong];
    right += s.right;
    highWrong += s.highWrong;
  }
  return { sets, right, highWrong };
}
const untunedTotal = untunedSets.reduce((n, x) => n + x.cases.length, 0);
const describeUntuned = (u: ReturnType<typeof untuned>): string => `${u.right}/${untunedTotal} right, wrong at >= 0.9: ${u.highWrong}`;

const cases = allCases();
const tune = cases.filter((c) => c.tune);
const held = cases.filter((c) => !c.tune);
const started = Date.now();
console.log(`inputs: ${tune.length} to tune on, ${held.length} held out, ${untunedTotal} in the never-tuned sets`);

if (SWEEP !== '') {
  // One weight alone, at each value given and its default.
  const [key, list = ''] = SWEEP.split('=');
  const [table, name] = (key ?? '').split('.') as [keyof RankingOptions, string];
  const current = (DEFAULT_RANKING[table] as Record<string, number> | undefined)?.[name];
  if (current === undefined) throw new RangeError(`--sweep ${key}: no such weight`);
  const values = [...new Set([current, ...list.split(',').map(Number)])].sort((a, b) => a - b);
  const rows: unknown[] = [];
  const before = untuned(DEFAULT_RANKING);
  for (const value of values) {
    const overrides = { [table]: { [name]: value } } as RankingOverrides;
    const ranking = rankingOptions(overrides);
    const t = score(ranking, tune);
    const h = score(ranking, held);
    const u = value === current ? before : untuned(ranking);
    const drops = Object.entries(u.sets).filter(([k, [r]]) => r < before.sets[k]![0]).map(([k, [r]]) => `${k} ${before.sets[k]![0]}->${r}`);
    const gains = Object.entries(u.sets).filter(([k, [r]]) => r > before.sets[k]![0]).map(([k, [r]]) => `${k} ${before.sets[k]![0]}->${r}`);
    console.log(`${key} = ${value}${value === current ? ' (default)' : ''}`);
    console.log(`  tuning half: ${describe(t)}, objective ${objective(t).toFixed(5)}`);
    console.log(`  held-out half: ${describe(h)}, objective ${objective(h).toFixed(5)}`);
    console.log(`  never-tuned sets: ${describeUntuned(u)}${gains.length ? `; up: ${gains.join(', ')}` : ''}${drops.length ? `; down: ${drops.join(', ')}` : ''}`);
    rows.push({ value, tune: t, held_out: h, untuned: u });
  }
  console.log(JSON.stringify({ eval: 'tune-verify-sweep', weight: key, rows }));
  process.exit(0);
}

const startTune = score(DEFAULT_RANKING, tune);
const startHeld = score(DEFAULT_RANKING, held);
const startUntuned = untuned(DEFAULT_RANKING);
console.log(`defaults, tuning half: ${describe(startTune)}, objective ${objective(startTune).toFixed(5)}`);
console.log(`defaults, held-out half: ${describe(startHeld)}, objective ${objective(startHeld).toFixed(5)}`);
console.log(`defaults, never-tuned sets: ${describeUntuned(startUntuned)}`);

const overrides: Record<string, Record<string, number>> = {};
let current = DEFAULT_RANKING;
let best = objective(startTune);
let bestScore = startTune;
let moved = true;
let tried = 0;
const outOfTime = (): boolean => (Date.now() - started) / 1000 > MAX_SECONDS;
sweep: while (moved) {
  moved = false;
  for (const table of TABLES) {
    for (const [name, value] of Object.entries(current[table])) {
      for (const step of STEPS) {
        for (const direction of [1 + step, 1 - step]) {
          if (outOfTime()) break sweep;
          const next = { ...overrides, [table]: { ...overrides[table], [name]: value * direction } } as RankingOverrides;
          const ranking = rankingOptions(next);
          const s = score(ranking, tune);
          tried++;
          if (objective(s) > best) {
            best = objective(s);
            bestScore = s;
            overrides[table] = { ...overrides[table], [name]: value * direction };
            current = ranking;
            moved = true;
            console.log(`  ${table}.${name}: ${value} -> ${(value * direction).toPrecision(4)}: ${describe(s)}`);
            break;
          }
        }
        if (current[table][name as keyof RankingOptions[typeof table]] !== value) break;
      }
    }
  }
}
const endHeld = score(current, held);
const endUntuned = untuned(current);
console.log(`\ntried ${tried} tables in ${((Date.now() - started) / 1000).toFixed(0)} s${outOfTime() ? ' (time limit reached)' : ''}`);
console.log(`tuned, tuning half: ${describe(bestScore)}, objective ${objective(bestScore).toFixed(5)}`);
console.log(`tuned, held-out half: ${describe(endHeld)}, objective ${objective(endHeld).toFixed(5)}`);
console.log(`tuned, never-tuned sets: ${describeUntuned(endUntuned)}`);
for (const [k, [r, w]] of Object.entries(endUntuned.sets)) {
  const [r0, w0] = startUntuned.sets[k]!;
  if (r !== r0 || w !== w0) console.log(`  ${k}: ${r0} -> ${r} right, wrong at >= 0.9 ${w0} -> ${w}`);
}
console.log(`overrides: ${JSON.stringify(overrides)}`);
console.log(JSON.stringify({ eval: 'tune-verify', tune: { before: startTune, after: bestScore }, held_out: { before: startHeld, after: endHeld }, untuned: { before: startUntuned, after: endUntuned }, overrides, tried }));
