/**
 * Verify's answers of a checkout, hashed, one line per input: to check that a change meant to be
 * faster gives the same answers, or to list the inputs whose answer a change moved. Inputs: every
 * `step`-th eval:verify case (structured, and as noisy free-form text), 100 inputs of each
 * eval:forms shape, then the first 2,000 again (a second look must give the same answer: what
 * verify remembers of recent fields and towns must not change it).
 *
 *   npx tsx bench/verify-answers.ts <checkout> [step, default 4] > answers.txt
 *   diff before.txt after.txt          # a line: <input hash> <answer hash>
 *
 * The checkout needs its built index (data/ro-address.idx).
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(process.argv[2] ?? '.');
const step = Number(process.argv[3] ?? 4);
const load = async <T>(path: string): Promise<T> => (await import(pathToFileURL(resolve(root, path)).href)) as T;
const { loadIndexSync } = await load<{ loadIndexSync(path: string): { catalog: unknown; verify(input: unknown): unknown } }>('src/index.ts');
const { addressCases } = await load<{ addressCases(catalog: unknown): { cases: Array<{ structured: unknown }> } }>('eval/verify-cases.ts');
const { noisyText } = await load<{ noisyText(catalog: unknown, c: unknown): { input: unknown } }>('eval/verify-noise.ts');
const { formCases } = await load<{ formCases(catalog: unknown, perShape: number): { cases: Array<{ input: string; fields?: unknown }> } }>('eval/verify-forms-cases.ts');
const index = loadIndexSync(resolve(root, 'data', 'ro-address.idx'));
const inputs: unknown[] = [];
for (const [i, c] of addressCases(index.catalog).cases.entries()) if (i % step === 0) inputs.push(c.structured, noisyText(index.catalog, c).input);
for (const c of formCases(index.catalog, 100).cases) inputs.push(c.fields ?? { freeform: c.input });
const hash = (text: string, length: number): string => createHash('sha1').update(text).digest('hex').slice(0, length);
const lines: string[] = [];
for (const input of [...inputs, ...inputs.slice(0, 2000)]) {
  let answer: string;
  try {
    answer = JSON.stringify(index.verify(input));
  } catch (error) {
    answer = `error ${(error as Error).message}`;
  }
  lines.push(`${hash(JSON.stringify(input), 10)} ${hash(answer, 12)}`);
}
process.stdout.write(`${lines.join('\n')}\n`);
