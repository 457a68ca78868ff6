/**
 * Verify's answers of a checkout, hashed, one line per input: to check that a change meant to be
 * faster gives the same answers, or to list the inputs whose answer a change moved. Inputs: every
 * `step`-th eval:verify case (structured, and as noisy free-form text), `perShape` inputs of each
 * eval:forms shape, then the first 2,000 again (a second look must give the same answer: what
 * verify remembers of recent fields and towns must not change it). With `--typed`, every
 * typist's address (eval/verify-forms-typed*.json); with `--rows N`, the first N rows of
 * bench/validate-realistic.ts (seed 1, the default distinct share), free-form, after the rest.
 *
 *   npx tsx bench/verify-answers.ts <checkout> [step, default 4] [--per-shape 100] [--typed] [--rows 0] > answers.txt
 *   diff before.txt after.txt          # a line: <input hash> <answer hash>
 *
 * The whole corpus a speed change is checked on (every case, 450 a shape, the typists, 30,000 rows):
 *   npx tsx bench/verify-answers.ts <checkout> 1 --per-shape 450 --typed --rows 30000
 *
 * The checkout needs its built index (data/ro-address.idx). The realistic rows are drawn by this
 * file's checkout's generator (not the checkout's under test), so two checkouts see the same rows.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { realisticAddresses } from './validate-realistic.js';
import { benchmarkIndex } from './validate-rows.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : Number(args[at + 1]);
};
const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && ['--per-shape', '--rows'].includes(args[i - 1]!)));
const root = resolve(positional[0] ?? '.');
const step = Number(positional[1] ?? 4);
const perShape = option('--per-shape', 100);
const rows = option('--rows', 0);
const load = async <T>(path: string): Promise<T> => (await import(pathToFileURL(resolve(root, path)).href)) as T;
const { loadIndexSync } = await load<{ loadIndexSync(path: string): { catalog: unknown; verify(input: unknown): unknown } }>('src/index.ts');
const { addressCases } = await load<{ addressCases(catalog: unknown): { cases: Array<{ structured: unknown }> } }>('eval/verify-cases.ts');
const { noisyText } = await load<{ noisyText(catalog: unknown, c: unknown): { input: unknown } }>('eval/verify-noise.ts');
const { formCases } = await load<{ formCases(catalog: unknown, perShape: number): { cases: Array<{ input: string; fields?: unknown }> } }>('eval/verify-forms-cases.ts');
const { readTyped } = await load<{ readTyped(path: string): Array<{ text: string; fields?: unknown }> }>('eval/verify-forms-typed.ts');
const index = loadIndexSync(resolve(root, 'data', 'ro-address.idx'));
const inputs: unknown[] = [];
for (const [i, c] of addressCases(index.catalog).cases.entries()) if (i % step === 0) inputs.push(c.structured, noisyText(index.catalog, c).input);
for (const c of formCases(index.catalog, perShape).cases) inputs.push(c.fields ?? { freeform: c.input });
const again = inputs.slice(0, 2000);
if (args.includes('--typed')) {
  const dir = resolve(root, 'eval');
  for (const name of readdirSync(dir).filter((f) => /^verify-forms-typed.*\.json$/.test(f)).sort()) {
    for (const t of readTyped(resolve(dir, name))) inputs.push(t.fields ?? { freeform: t.text });
  }
}
if (rows > 0) for (const text of realisticAddresses(benchmarkIndex(), rows)) inputs.push({ freeform: text });
const hash = (text: string, length: number): string => createHash('sha1').update(text).digest('hex').slice(0, length);
const lines: string[] = [];
for (const input of [...inputs, ...again]) {
  let answer: string;
  try {
    answer = JSON.stringify(index.verify(input));
  } catch (error) {
    answer = `error ${(error as Error).message}`;
  }
  lines.push(`${hash(JSON.stringify(input), 10)} ${hash(answer, 12)}`);
}
process.stdout.write(`${lines.join('\n')}\n`);
