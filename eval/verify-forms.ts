/**
 * `npm run eval:forms`: verify on addresses written the way people type them
 * (issue 16): the thirteen shapes of the issue generated from the official
 * data with a seeded generator (eval/verify-forms-cases.ts), and addresses
 * typed by hand (eval/verify-forms-typed.json, and the open cases of
 * eval/verify-forms-typed-open.json that verify got wrong when written) whose
 * codes come from the source workbook, checked against it on every run; and a
 * second typist's set in other habits (eval/verify-forms-typed-fresh.json,
 * shapes F01-..., right and wrong answers together), reported on its own; and a
 * third typist's set (eval/verify-forms-typed-third.json, shapes T01-...,
 * school registers, town-hall and tax-office records, notary deeds), reported
 * on its own too; and a fourth typist's set (eval/verify-forms-typed-fourth.json,
 * shapes Q01-..., checkouts, courier labels, CRM exports, invoices, forum posts,
 * text messages; written without looking at verify's answers), on its own; and a
 * fifth typist's set (eval/verify-forms-typed-fifth.json, shapes S01-S30, what
 * people paste into web forms and spreadsheet columns; written without looking
 * at verify's answers), on its own; and a sixth typist's set
 * (eval/verify-forms-typed-sixth.json, shapes U01-U30, addresses typed on a
 * phone or into one free-text box, more than 40% villages and communes;
 * written without looking at verify's answers), on its own.
 *
 * "Right": the returned `postal_code` is one of the case's accepted codes.
 * An `ambiguous` verdict counts right only when its returned code is right;
 * ambiguous answers are also reported on their own (and how many of them had
 * an accepted code among their candidates). An error (`locality_not_found`...)
 * is a wrong answer without a confidence.
 *
 * Besides the issue's thirteen shapes (S01-S13), eleven further habits (E1-E11:
 * a typing mistake, the postal code in place of the town, the county first,
 * București by its sector alone, the old `î` spelling and short town names,
 * town, untyped street and number in one run: `zalau avram iancu 5`, a message
 * around the address: `salut! pe Semaforului 5 în Sibiu, mulțumesc`, a
 * spreadsheet row, tab- or semicolon-separated, the type maybe in its own column,
 * an institution's address: `Primăria Comunei Arefu, jud. Argeș`, villages as rural
 * registers spell them: `sar Goleț, com. Bucoșnița`, `Podul Oltului`, and a large
 * town's neighbourhood where the town goes: `Str. Trifoiului nr. 12, Mănăștur`).
 *
 * Prints accuracy per shape (generated and hand-typed apart), the verdicts,
 * the calibration table (accuracy per confidence band, wrong answers at
 * confidence >= 0.9, `valid` given to a wrong answer), the first failures of
 * each shape, the exclusions, then a JSON summary as the last line.
 *
 * Options: `--per-shape N` generated cases per shape (default 450),
 * `--failures N` failures listed per shape (default 8), `--seed N`,
 * `--failures-json FILE` every wrong answer written to FILE as JSON.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { EXTRA_SHAPES, FORMS_SEED, SHAPES } from './verify-forms-cases.js';
import { readWorkbook } from './infocod-workbook.js';
import { checkTyped } from './verify-forms-typed.js';
import { byShape, calibration, describeOutcome, formsPercent, runForms, type Calibration, type Outcome, type ShapeStats } from './verify-forms-measure.js';

const ROOT = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const perShape = option('--per-shape', 450);
const failuresShown = option('--failures', 8);
const seed = option('--seed', FORMS_SEED);
const failuresJsonAt = args.indexOf('--failures-json');
const failuresJson = failuresJsonAt >= 0 ? args[failuresJsonAt + 1] : undefined;

const index = loadIndexSync(resolve(ROOT, 'data', 'ro-address.idx')) as LoadedIndex;
index.prepare();

// Hand-typed cases: each code must be in the workbook for its locality (and street).
const forms = runForms(index, perShape, seed);
const { generated: genOutcomes, excluded, typed, typedCases, open: openOutcomes, openCases: typedOpen, typists: typistOutcomes, seconds } = forms;
const typedOutcomes = typed;
const workbook = readWorkbook();
const typedProblems = [typedCases, typedOpen, ...typistOutcomes.map((x) => x.addresses)].flatMap((set) => checkTyped(set, workbook));
const handTyped = typedCases.length + typedOpen.length + typistOutcomes.reduce((n, x) => n + x.addresses.length, 0);

// ---------------------------------------------------------------------------

const pct = formsPercent;
const out = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

function table(title: string, stats: Record<string, ShapeStats>): void {
  out(`\n## ${title}`);
  out('shape                               right/total   percent  ambiguous (right, code in candidates)  errors  multi-code');
  for (const [shape, s] of Object.entries(stats)) {
    out(`${shape.padEnd(36)}${`${s.right}/${s.total}`.padStart(11)}  ${s.percent.toFixed(2).padStart(7)}%  ${String(s.ambiguous).padStart(9)} (${s.ambiguous_right}, ${s.ambiguous_code_in_candidates})${' '.repeat(22)}${String(s.errors).padStart(6)}  ${String(s.multi_code_cases).padStart(10)}`);
  }
}

function showCalibration(title: string, c: Calibration): void {
  out(`\n## calibration, ${title}`);
  out('confidence   answers    right  percent');
  for (const [name, b] of Object.entries(c.bands)) out(`${name.padEnd(11)}${String(b.answers).padStart(9)}${String(b.right).padStart(9)}  ${b.percent.toFixed(2).padStart(7)}%`);
  out(`errors (no answer): ${c.errors}`);
  out(`answers at confidence >= 0.9: ${c.answers_at_0_9}, wrong: ${c.wrong_at_0_9} (${c.wrong_share_at_0_9}% of them; target <= 0.5%); ${c.share_of_wrong_at_0_9}% of all wrong answers are at >= 0.9`);
  out(`verdict valid given to a wrong answer: ${c.valid_but_wrong}`);
}

function verdicts(outcomes: readonly Outcome[]): Record<string, { all: number; wrong: number }> {
  const v: Record<string, { all: number; wrong: number }> = {};
  for (const o of outcomes) {
    const s = (v[o.verdict] ??= { all: 0, wrong: 0 });
    s.all++;
    if (!o.right) s.wrong++;
  }
  return v;
}

function showFailures(title: string, outcomes: readonly Outcome[], n: number): void {
  out(`\n## failures, ${title} (first ${n} per shape)`);
  const shown = new Map<string, number>();
  for (const o of outcomes) {
    if (o.right) continue;
    const k = shown.get(o.shape) ?? 0;
    shown.set(o.shape, k + 1);
    if (k >= n) continue;
    out(`  ${describeOutcome(o)}`);
  }
  for (const [shape, k] of shown) if (k > n) out(`  ${shape}: ${k - n} more`);
}

const genStats = byShape(genOutcomes);
const typedStats = byShape(typedOutcomes);
const genCal = calibration(genOutcomes);
const typedCal = calibration(typedOutcomes);
const allCal = calibration([...genOutcomes, ...typedOutcomes]);

table(`generated (seed ${seed}, ${perShape} per shape asked)`, genStats);
table(`typed by hand (${typedCases.length} addresses, eval/verify-forms-typed.json)`, typedStats);
table(`typed by hand, open cases (${typedOpen.length} addresses, eval/verify-forms-typed-open.json)`, byShape(openOutcomes));
const typistReports = typistOutcomes.map((x) => ({ ...x, stats: byShape(x.outcomes), cal: calibration(x.outcomes) }));
for (const x of typistReports) table(`typed by hand, ${x.title} (${x.addresses.length} addresses, ${x.file})`, x.stats);
out('\n## verdicts (all / wrong)');
out(`generated: ${JSON.stringify(verdicts(genOutcomes))}`);
out(`typed:     ${JSON.stringify(verdicts(typedOutcomes))}`);
for (const x of typistReports) out(`${`${x.key}:`.padEnd(11)}${JSON.stringify(verdicts(x.outcomes))}`);
showCalibration('generated', genCal);
showCalibration('typed by hand', typedCal);
for (const x of typistReports) showCalibration(`typed by hand, ${x.title}`, x.cal);
showCalibration('all', allCal);
showFailures('generated', genOutcomes, failuresShown);
out('\n## every wrong answer at confidence >= 0.9 (generated and typed)');
for (const o of [...genOutcomes, ...typedOutcomes]) {
  if (!o.right && o.confidence !== undefined && o.confidence >= 0.9) out(`  ${o.shape} [${o.form}] ${JSON.stringify(o.input)} expected ${o.accepted.join('|')} got ${o.got || '-'} ${o.verdict} ${o.confidence}`);
}
out('\n## every verdict valid given to a wrong answer (first 40)');
for (const o of [...genOutcomes, ...typedOutcomes].filter((x) => !x.right && x.verdict === 'valid').slice(0, 40)) {
  out(`  ${o.shape} [${o.form}] ${JSON.stringify(o.input)} expected ${o.accepted.join('|')} got ${o.got || '-'} ${o.confidence}`);
}
showFailures('typed by hand', typedOutcomes, 1000);
showFailures('typed by hand, open cases', openOutcomes, 1000);
for (const x of typistReports) showFailures(`typed by hand, ${x.title}`, x.outcomes, 1000);

out(`\n## excluded generated cases (${excluded.length}): the text cannot single out a code, or the data gives it none`);
const reasons = new Map<string, number>();
for (const e of excluded) reasons.set(`${e.shape}: ${e.reason}`, (reasons.get(`${e.shape}: ${e.reason}`) ?? 0) + 1);
for (const [reason, n] of [...reasons].sort()) out(`  ${String(n).padStart(5)}  ${reason}`);
out(`\n## hand-typed cases checked against the workbook: ${handTyped - typedProblems.length}/${handTyped} agree`);
for (const p of typedProblems) out(`  WORKBOOK MISMATCH ${p}`);

const total = (s: Record<string, ShapeStats>): { right: number; total: number } =>
  Object.values(s).reduce((a, b) => ({ right: a.right + b.right, total: a.total + b.total }), { right: 0, total: 0 });
const g = total(genStats);
const t = total(typedStats);
const summary = {
  eval: 'verify-forms',
  seed,
  generated: {
    cases: g.total, percent: pct(g.right, g.total), by_shape: Object.fromEntries(Object.entries(genStats).map(([k, v]) => [k, v.percent])),
    min_issue_shape: Math.min(...SHAPES.map((k) => genStats[k]?.percent ?? 0)), min_extra_shape: Math.min(...EXTRA_SHAPES.map((k) => genStats[k]?.percent ?? 0)),
    excluded: excluded.length, target_per_shape: 99,
  },
  typed_open: { cases: openOutcomes.length, right: openOutcomes.filter((o) => o.right).length },
  ...Object.fromEntries(
    typistReports.map((x) => {
      const right = x.outcomes.filter((o) => o.right).length;
      return [`typed_${x.key}`, {
        cases: x.outcomes.length, right, percent: pct(right, x.outcomes.length),
        by_shape: Object.fromEntries(Object.entries(x.stats).map(([k, v]) => [k, v.percent])),
        wrong_at_0_9: x.cal.wrong_at_0_9, valid_but_wrong: x.cal.valid_but_wrong,
      }];
    }),
  ),
  typed: { cases: t.total, percent: pct(t.right, t.total), by_shape: Object.fromEntries(Object.entries(typedStats).map(([k, v]) => [k, v.percent])), workbook_mismatches: typedProblems.length },
  calibration: {
    bands: Object.fromEntries(Object.entries(allCal.bands).map(([k, v]) => [k, { answers: v.answers, percent: v.percent }])),
    wrong_share_at_0_9: allCal.wrong_share_at_0_9, target_wrong_share_at_0_9: 0.5, valid_but_wrong: allCal.valid_but_wrong, errors: allCal.errors,
  },
  shapes: { issue: SHAPES.length, extra: EXTRA_SHAPES.length },
  seconds: Math.round(seconds * 10) / 10,
};
if (failuresJson !== undefined) {
  const wrong = [
    ...genOutcomes.map((o) => ({ source: 'generated', ...o })),
    ...typedOutcomes.map((o) => ({ source: 'typed', ...o })),
    ...openOutcomes.map((o) => ({ source: 'typed_open', ...o })),
    ...typistReports.flatMap((x) => x.outcomes.map((o) => ({ source: `typed_${x.key}`, ...o }))),
  ].filter((o) => !o.right);
  writeFileSync(resolve(failuresJson), `${JSON.stringify(wrong, null, 1)}\n`);
  out(`\n${wrong.length} wrong answers written to ${resolve(failuresJson)}`);
}
out(JSON.stringify(summary));
if (typedProblems.length > 0) process.exitCode = 1;
