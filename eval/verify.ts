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
 * 3. Namesake villages (issue 24): 600 villages whose name a commune, town or
 *    village of another county has too, with their county given, in five forms
 *    of three everyday shapes (the village as its own street, spreadsheet rows,
 *    short free-form; see eval/verify-namesakes.ts): the share of answers in
 *    the county given, the share with the village's code, wrong answers at
 *    confidence >= 0.9 and `valid` given to a wrong one, per form.
 *
 * A noisy input that no longer singles out one locality (a village name that
 * other counties have too, with its county left out) is counted right when
 * verify answers `ambiguous` with the row's code among the candidates; the
 * summary gives that figure (`percent`) and the strict one (`strict_percent`).
 *
 * Prints failures (a sample), every conflicting row, then a JSON summary as the
 * last line (`namesakes` holds part 3). The measuring is eval/verify-measure.ts's, shared with
 * the gate of `npm test` (eval/gates.json). `--limit N` evaluates only every k-th row (quick runs); `--show N` prints N failures per part
 * (40 by default).
 */
import { resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { BAND_NAMES, measureVerify, percent, share, type Outcome } from './verify-measure.js';
import { NAMESAKE_FORMS, describeNamesake, namesakeCases, namesakeFigures, namesakeWrong, runNamesakes } from './verify-namesakes.js';

const ROOT = resolve(import.meta.dirname, '..');
const index = loadIndexSync(resolve(ROOT, 'data', 'ro-address.idx')) as LoadedIndex;

const args = process.argv.slice(2);
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : Infinity;
const showAt = args.indexOf('--show');
/** Failures printed per part (`--show N`). */
const showCount = showAt >= 0 ? Number(args[showAt + 1]) : 40;

const measured = measureVerify(index, { limit });
const { cases, conflicts, chosen, exactStreets, exactPlaces, noisyStreets, noisyPlaces, noiseKinds, inherent, calibration } = measured;
const namesakeRun = namesakeCases(index.catalog);
const namesakeStarted = performance.now();
const namesakes = runNamesakes(index, namesakeRun.cases);
const seconds = measured.seconds + (performance.now() - namesakeStarted) / 1000;

const pct = percent;
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
const validButWrong = measured.validWrong.length;
process.stdout.write(`answers at confidence >= 0.9: ${high.answers}, wrong: ${high.answers - high.right} (${wrongHigh}%); verdict valid given to a wrong answer: ${validButWrong}\n`);

const namesakeFigs = namesakeFigures(namesakes);
process.stdout.write(`\n## villages named like places of other counties (${namesakeRun.cases.length / NAMESAKE_FORMS.length} of ${namesakeRun.villages}; ${namesakeRun.excluded} left out for several codes in their county)\n`);
process.stdout.write('form                              county held  village code  wrong >= 0.9  valid but wrong\n');
for (const [form, f] of Object.entries(namesakeFigs)) {
  process.stdout.write(`${form.padEnd(34)}${`${f.county_held}%`.padStart(11)}  ${`${f.village_code}%`.padStart(12)}  ${String(f.wrong_at_0_9).padStart(12)}  ${String(f.valid_but_wrong).padStart(15)}\n`);
}
const namesakeMisses = namesakes.filter(namesakeWrong);
for (const o of namesakeMisses.slice(0, showCount)) process.stdout.write(`  MISS ${o.form} ${describeNamesake(o)}\n`);
if (namesakeMisses.length > showCount) process.stdout.write(`  ... ${namesakeMisses.length - showCount} more\n`);

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
    by_noise: Object.fromEntries(Object.entries(noiseKinds).map(([k, v]) => [k, pct(v.correct, v.total)])),
  },
  verdicts: { round_trip: mergeCounts(exactStreets.verdicts, exactPlaces.verdicts), noisy: mergeCounts(noisyStreets.verdicts, noisyPlaces.verdicts) },
  calibration: {
    bands: Object.fromEntries(calibration.map((b, i) => [BAND_NAMES[i], { answers: b.answers, percent: pct(b.right, b.answers) }])),
    wrong_share_at_0_9: wrongHigh, valid_but_wrong: validButWrong,
  },
  namesakes: { villages: namesakeRun.cases.length / NAMESAKE_FORMS.length, of: namesakeRun.villages, excluded: namesakeRun.excluded, by_form: namesakeFigs, target: { county_held: 99.8, village_code: 99.5 } },
  seconds: Math.round(seconds * 10) / 10,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);

function mergeCounts(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v;
  return out;
}
