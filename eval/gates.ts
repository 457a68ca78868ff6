/**
 * The evaluation gates of `npm test` (test/eval-gates-*.test.ts): the figures
 * of `eval:verify` and `eval:forms` may not fall below the floors of
 * eval/gates.json, and their counts of wrong answers at confidence >= 0.9 and
 * of `valid` given to a wrong answer may not rise above its ceilings, so a
 * change that helps one shape and hurts another fails the tests, naming the
 * shape and its failing cases.
 *
 * Floors only go up and ceilings only down: `npx tsx eval/gates.ts` measures
 * what the gates measure and prints each figure beside its gate (`--cases`: and the failing
 * cases of each figure below its gate); with
 * `--raise` it writes the figures that improved into eval/gates.json (and
 * gates for shapes or sets that have none yet), never lowering a floor or
 * raising a ceiling.
 *
 * eval:verify is gated on every `verify.step`-th address (its noise is seeded
 * per address, so these are the same inputs and answers as in the full run);
 * the generated forms, the typists' sets and the namesake villages run whole.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LoadedIndex } from '../src/address-index.js';
import { describeOutcome, formsFigures, runForms, typedSets, validButWrong, wrongAtHigh, type FormsRun, type Outcome } from './verify-forms-measure.js';
import { measureVerify, verifyFigures, type VerifyFailure, type VerifyMeasure } from './verify-measure.js';
import { NAMESAKE_FORMS, describeNamesake, namesakeCases, namesakeFigures, namesakeWrong, runNamesakes, type NamesakeOutcome } from './verify-namesakes.js';

/** The gates file. */
export const GATES_PATH = resolve(import.meta.dirname, 'gates.json');

/** A figure that may not fall (`floor`) or may not rise (`ceiling`). */
type Direction = 'floor' | 'ceiling';

export interface Gates {
  '//': string[];
  verify: {
    /** Every `step`-th address of eval:verify is gated. */
    step: number;
    round_trip: Record<string, number>;
    noisy: Record<string, number>;
    by_noise: Record<string, number>;
    /** Ceilings: `wrong_at_0_9` and `valid_but_wrong` of the noisy answers. */
    counts: Record<string, number>;
  };
  namesakes: {
    county_held: Record<string, number>;
    village_code: Record<string, number>;
    wrong_at_0_9: Record<string, number>;
    valid_but_wrong: Record<string, number>;
  };
  forms: {
    per_shape: number;
    generated: Record<string, number>;
    typed_right: Record<string, number>;
    /**
     * Floors: right answers at confidence >= {@link SURE} (shapes45), per generated shape (percent of its cases) and
     * per typist's set (a count): a right answer left unsure by words the reader cannot place is a class to fix.
     */
    sure_right: Record<string, number>;
    wrong_at_0_9: Record<string, number>;
    valid_but_wrong: Record<string, number>;
  };
}

export function readGates(path = GATES_PATH): Gates {
  return JSON.parse(readFileSync(path, 'utf8')) as Gates;
}

/** The confidence from which a right answer counts as sure (`sure_right`): the calibration table's band above 0.7. */
export const SURE = 0.7;

/** Failing cases listed per failed gate. */
const SHOWN = 12;

/** One gated figure: its name, direction, gate and measured value, and the cases that count against it. */
export interface Check {
  name: string;
  direction: Direction;
  gate: number | undefined;
  measured: number;
  /** `right/total` or the like, for the message. */
  detail: string;
  failing: () => string[];
  /** Where the gate lives in the gates object (to raise it). */
  slot: [Record<string, number>, string];
}

/** A check whose gate is `table[key]`. */
function check(name: string, direction: Direction, table: Record<string, number>, key: string, measured: number, detail: string, failing: () => string[]): Check {
  return { name, direction, gate: table[key], measured, detail, failing, slot: [table, key] };
}

/** True when the figure holds its gate (a figure without a gate fails: every shape and set is gated). */
export function holds(c: Check): boolean {
  if (c.gate === undefined) return false;
  return c.direction === 'floor' ? c.measured >= c.gate : c.measured <= c.gate;
}

/** The message of a failed check: what fell, by how much, and its first failing cases. */
export function message(c: Check): string {
  const cases = c.failing();
  const head = c.gate === undefined
    ? `${c.name}: ${c.measured} (${c.detail}) has no gate in eval/gates.json; add it (npx tsx eval/gates.ts --raise)`
    : `${c.name}: ${c.measured} (${c.detail}) ${c.direction === 'floor' ? 'fell below its floor' : 'rose above its ceiling'} ${c.gate}`;
  const shown = cases.slice(0, SHOWN).map((x) => `    ${x}`);
  if (cases.length > SHOWN) shown.push(`    ... ${cases.length - SHOWN} more`);
  return [head, `  failing cases (${cases.length}):`, ...shown].join('\n');
}

/** The messages of the checks that do not hold their gates (none when all hold). */
export function failures(checks: readonly Check[]): string[] {
  return checks.filter((c) => !holds(c)).map(message);
}

const line = (f: VerifyFailure): string => `${JSON.stringify(f.input)} expected ${f.expected} got ${f.got || '-'} ${f.verdict}`;

/** The gated figures of eval:verify. */
export function verifyChecks(m: VerifyMeasure, gates: Gates['verify']): Check[] {
  const f = verifyFigures(m);
  const checks: Check[] = [];
  const kinds = { round_trip: { street_rows: m.exactStreets, small_localities: m.exactPlaces }, noisy: { street_rows: m.noisyStreets, small_localities: m.noisyPlaces } };
  for (const kind of ['round_trip', 'noisy'] as const) {
    for (const part of ['street_rows', 'small_localities'] as const) {
      const o = kinds[kind][part];
      checks.push(check(`eval:verify ${kind} ${part} (percent right)`, 'floor', gates[kind], part, f[kind][part], `${o.correct + o.honest}/${o.total} right`, () => o.failures.map(line)));
    }
  }
  for (const [noise, value] of Object.entries(f.by_noise)) {
    const k = m.noiseKinds[noise]!;
    checks.push(check(`eval:verify noisy, noise kind ${noise} (percent right)`, 'floor', gates.by_noise, noise, value, `${k.correct}/${k.total} right`, () => k.failures.map(line)));
  }
  for (const noise of Object.keys(gates.by_noise)) {
    if (!(noise in f.by_noise)) checks.push(check(`eval:verify noise kind ${noise}`, 'floor', gates.by_noise, noise, 0, 'no longer measured', () => []));
  }
  checks.push(check('eval:verify noisy, wrong answers at confidence >= 0.9', 'ceiling', gates.counts, 'wrong_at_0_9', f.wrong_at_0_9, 'count', () => m.wrongHigh.map(line)));
  checks.push(check('eval:verify noisy, verdict valid given to a wrong answer', 'ceiling', gates.counts, 'valid_but_wrong', f.valid_but_wrong, 'count', () => m.validWrong.map(line)));
  return checks;
}

/** The gated figures of the namesake villages, per form. */
export function namesakeChecks(outcomes: readonly NamesakeOutcome[], gates: Gates['namesakes']): Check[] {
  const figures = namesakeFigures(outcomes);
  const checks: Check[] = [];
  for (const form of NAMESAKE_FORMS) {
    const f = figures[form];
    const mine = outcomes.filter((o) => o.form === form);
    const list = (keep: (o: NamesakeOutcome) => boolean) => (): string[] => mine.filter(keep).map(describeNamesake);
    checks.push(
      check(`eval:verify namesake villages, ${form}: answers in the county given (percent)`, 'floor', gates.county_held, form, f.county_held, `${f.cases} villages`, list((o) => o.gotCounty !== o.countyCode)),
      check(`eval:verify namesake villages, ${form}: answers with the village's code (percent)`, 'floor', gates.village_code, form, f.village_code, `${f.cases} villages`, list(namesakeWrong)),
      check(`eval:verify namesake villages, ${form}: wrong answers at confidence >= 0.9`, 'ceiling', gates.wrong_at_0_9, form, f.wrong_at_0_9, 'count', list((o) => namesakeWrong(o) && (o.confidence ?? 0) >= 0.9)),
      check(`eval:verify namesake villages, ${form}: verdict valid given to a wrong answer`, 'ceiling', gates.valid_but_wrong, form, f.valid_but_wrong, 'count', list((o) => namesakeWrong(o) && o.verdict === 'valid')),
    );
  }
  return checks;
}

/** The gated figures of eval:forms. */
export function formsChecks(run: FormsRun, gates: Gates['forms']): Check[] {
  const f = formsFigures(run);
  const checks: Check[] = [];
  const wrongOf = (outcomes: readonly Outcome[], keep: (o: Outcome) => boolean) => (): string[] => outcomes.filter(keep).map(describeOutcome);
  for (const [shape, value] of Object.entries(f.generated)) {
    const mine = run.generated.filter((o) => o.shape === shape);
    checks.push(check(`eval:forms generated shape ${shape} (percent right)`, 'floor', gates.generated, shape, value, `${mine.filter((o) => o.right).length}/${mine.length} right`, wrongOf(mine, (o) => !o.right)));
  }
  for (const shape of Object.keys(gates.generated)) {
    if (!(shape in f.generated)) checks.push(check(`eval:forms generated shape ${shape}`, 'floor', gates.generated, shape, 0, 'no cases generated', () => []));
  }
  const sets = new Map([['generated', run.generated], ...typedSets(run).map((x) => [x.key, x.outcomes] as const)]);
  for (const { key, outcomes } of typedSets(run)) {
    checks.push(check(`eval:forms typist's set ${key} (right answers)`, 'floor', gates.typed_right, key, f.typed_right[key]!, `of ${outcomes.length}`, wrongOf(outcomes, (o) => !o.right)));
  }
  // (A gates file of before shapes45 has no `sure_right`: every figure is then ungated, and `--raise` adds them.)
  const sure = (gates.sure_right ??= {});
  const isSure = (o: Outcome): boolean => o.right && (o.confidence ?? 0) >= SURE;
  for (const shape of Object.keys(f.generated)) {
    const mine = run.generated.filter((o) => o.shape === shape);
    const n = mine.filter(isSure).length;
    checks.push(check(`eval:forms generated shape ${shape}: right answers at confidence >= ${SURE} (percent)`, 'floor', sure, shape, Math.round((10000 * n) / Math.max(1, mine.length)) / 100, `${n}/${mine.length}`, wrongOf(mine, (o) => !isSure(o))));
  }
  for (const { key, outcomes } of typedSets(run)) {
    checks.push(check(`eval:forms typist's set ${key}: right answers at confidence >= ${SURE}`, 'floor', sure, key, outcomes.filter(isSure).length, `of ${outcomes.length}`, wrongOf(outcomes, (o) => o.right && !isSure(o))));
  }
  for (const [key, outcomes] of sets) {
    checks.push(
      check(`eval:forms ${key}: wrong answers at confidence >= 0.9`, 'ceiling', gates.wrong_at_0_9, key, f.wrong_at_0_9[key]!, 'count', wrongOf(outcomes, wrongAtHigh)),
      check(`eval:forms ${key}: verdict valid given to a wrong answer`, 'ceiling', gates.valid_but_wrong, key, f.valid_but_wrong[key]!, 'count', wrongOf(outcomes, validButWrong)),
    );
  }
  return checks;
}

/** Everything the gates measure, in the gates' sampling. */
export function measureGated(index: LoadedIndex, gates: Gates): { verify: Check[]; namesakes: Check[]; forms: Check[] } {
  return {
    verify: verifyChecks(measureVerify(index, { step: gates.verify.step }), gates.verify),
    namesakes: namesakeChecks(runNamesakes(index, namesakeCases(index.catalog).cases), gates.namesakes),
    forms: formsChecks(runForms(index, gates.forms.per_shape), gates.forms),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { loadIndexSync } = await import('../src/index.js');
  const index = loadIndexSync(resolve(import.meta.dirname, '..', 'data', 'ro-address.idx')) as LoadedIndex;
  index.prepare();
  const raise = process.argv.includes('--raise');
  const gates = readGates();
  const started = performance.now();
  const all = Object.values(measureGated(index, gates)).flat();
  let changed = 0;
  for (const c of all) {
    const ok = holds(c);
    process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.measured} (${c.detail}), ${c.direction} ${c.gate ?? 'none'}\n`);
    if (!ok && process.argv.includes('--cases')) process.stdout.write(`${c.failing().map((f) => `  ${f}`).join('\n')}\n`);
    if (!raise) continue;
    const better = c.gate === undefined || (c.direction === 'floor' ? c.measured > c.gate : c.measured < c.gate);
    if (better) {
      c.slot[0][c.slot[1]] = c.measured;
      changed++;
    }
  }
  process.stdout.write(`${all.filter((c) => !holds(c)).length} of ${all.length} gated figures below their gates; ${Math.round((performance.now() - started) / 100) / 10} s\n`);
  if (raise) {
    writeFileSync(GATES_PATH, `${JSON.stringify(gates, null, 2)}\n`);
    process.stdout.write(`${changed} gates raised (or added) in ${GATES_PATH}\n`);
  }
}
