/**
 * The reader's readings of two checkouts, text by text (joint88, issue 24: one search for the whole reading): how many
 * texts' readings change, and which. A reading is its words' labels, its prior and its words left unexplained; the
 * readings of a text are compared as a list (order too) and as a set. Inputs: every typist's set
 * (`eval/verify-forms-typed-*.json`), 100 texts of each eval:forms shape and every `step`-th eval:verify case as noisy
 * free-form text (as bench/verify-answers.ts).
 *
 *   npx tsx bench/reader-one-search-ab.ts <before checkout> <after checkout> [step, default 4] [--show N]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Reading { prior: number; unused: number }
type Reader = (text: string, options: { streets: boolean }) => Reading[];
type Labeller = (r: Reading) => Array<{ word: { folded: string }; label: string }>;

const args = process.argv.slice(2);
const show = args.includes('--show') ? Number(args[args.indexOf('--show') + 1]) : 10;
const [before, after] = [resolve(args[0] ?? '.'), resolve(args[1] ?? '.')];
const step = Number(args[2] !== undefined && !args[2].startsWith('--') ? args[2] : 4);
const load = async <T>(root: string, path: string): Promise<T> => (await import(pathToFileURL(resolve(root, path)).href)) as T;

async function readerOf(root: string): Promise<(text: string) => string[]> {
  const { readAddressText } = await load<{ readAddressText: Reader }>(root, 'src/text/address-parser.ts');
  const { labelWords } = await load<{ labelWords: Labeller }>(root, 'src/text/word-labels.ts');
  return (text) => readAddressText(text, { streets: true }).map((r) => `${r.prior.toPrecision(12)} ${r.unused} ${labelWords(r).map((l) => `${l.word.folded}:${l.label}`).join(' ')}`);
}

const { loadIndexSync } = await load<{ loadIndexSync(path: string): { catalog: unknown } }>(after, 'src/index.ts');
const { addressCases } = await load<{ addressCases(catalog: unknown): { cases: unknown[] } }>(after, 'eval/verify-cases.ts');
const { noisyText } = await load<{ noisyText(catalog: unknown, c: unknown): { input: unknown } }>(after, 'eval/verify-noise.ts');
const { formCases } = await load<{ formCases(catalog: unknown, perShape: number): { cases: Array<{ input: string; fields?: unknown }> } }>(after, 'eval/verify-forms-cases.ts');
const index = loadIndexSync(resolve(after, 'data', 'ro-address.idx'));
const texts: string[] = [];
for (const file of readdirSync(resolve(after, 'eval')).filter((f) => /^verify-forms-typed-.*\.json$/.test(f)).sort()) {
  for (const a of (JSON.parse(readFileSync(resolve(after, 'eval', file), 'utf8')) as { addresses: Array<{ text: string }> }).addresses) texts.push(a.text);
}
for (const c of formCases(index.catalog, 100).cases) if (c.fields === undefined) texts.push(c.input);
for (const [i, c] of addressCases(index.catalog).cases.entries()) {
  if (i % step !== 0) continue;
  const input = noisyText(index.catalog, c).input;
  if (typeof input === 'string') texts.push(input);
  else if (input !== null && typeof input === 'object' && typeof (input as { freeform?: unknown }).freeform === 'string') texts.push((input as { freeform: string }).freeform);
}
const [a, b] = [await readerOf(before), await readerOf(after)];
let orderOnly = 0;
let changed = 0;
let dropped = 0;
let added = 0;
const shown: string[] = [];
for (const text of texts) {
  const x = a(text);
  const y = b(text);
  if (x.join('\n') === y.join('\n')) continue;
  const xs = new Set(x);
  const ys = new Set(y);
  const lost = x.filter((r) => !ys.has(r));
  const gained = y.filter((r) => !xs.has(r));
  if (lost.length === 0 && gained.length === 0) {
    orderOnly++;
    continue;
  }
  changed++;
  dropped += lost.length;
  added += gained.length;
  if (shown.length < show) shown.push(`${JSON.stringify(text)} (${x.length} → ${y.length} readings)\n${lost.map((r) => `  - ${r}`).join('\n')}\n${gained.map((r) => `  + ${r}`).join('\n')}`);
}
console.log(`${texts.length} texts; readings differ as a set: ${changed} (${dropped} readings dropped, ${added} added); in order only: ${orderOnly}`);
if (shown.length > 0) console.log(shown.join('\n'));
