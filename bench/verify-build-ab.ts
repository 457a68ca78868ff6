/**
 * Verify of two checkouts, each bundled by esbuild as the package ships it (no tsx: tsx names
 * every closure, which weighs on code that makes many), interleaved in one process on the inputs
 * of bench/ab.ts (every twentieth eval:verify case, structured and as noisy text, and 50 inputs of
 * each eval:forms shape):
 *
 * - unseen: every input verified once by each engine, first seen, timed one by one (the engines
 *   alternate which goes first): p50, p99 and max per engine;
 * - warm: CPU a round over all inputs, rounds interleaved: median and min per engine;
 * - the unseen p50 of each kind of input (structured, noisy free-form, eval:forms shapes);
 * - with `--reader`: the reader alone (`readAddressText`) on the free-form inputs instead;
 * - with `--warm-first`: the unseen times are taken the way a running server meets new input:
 *   both engines first verify the inputs of every other address once (the code compiled, the
 *   memos holding the words that recur), then the other addresses' inputs are timed, each the
 *   first time it is seen;
 * - with `--chunked`: also CPU by chunk of 200 inputs, the engines alternating chunk by chunk, and
 *   summed over the chunks the least, the lower quartile and the median of each chunk's rounds: on
 *   a machine shared with other work a round is often slowed, a chunk less often, and the least of
 *   a chunk's rounds is what the code costs;
 * - with `--compiled`: the unseen times are taken with each engine's code compiled and its data
 *   unseen: both engines first verify every input six times, twice on each of three other indexes
 *   loaded from the same file (V8 compiles the code, as a server's is after its first minutes), then every input is
 *   timed once on a fresh index, whose memos and per-index tables hold nothing yet. Without it the
 *   unseen times of a fresh process are mostly V8's warm-up: the same inputs time alike with
 *   TurboFan off (`node --no-opt`) over the first few thousand of them.
 *
 * `npx tsx bench/verify-build-ab.ts <other checkout> [--rounds 9] [--reader] [--chunked] [--warm-first] [--compiled]`; each
 * checkout needs its built index in data/ro-address.idx.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import type { VerifyInput } from '../src/types.js';
import { addressCases } from '../eval/verify-cases.js';
import { noisyText } from '../eval/verify-noise.js';
import { formCases } from '../eval/verify-forms-cases.js';

const args = process.argv.slice(2);
const other = args[0] === undefined ? undefined : resolve(args[0]);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Math.max(3, Math.min(51, Number(args[roundsAt + 1]) || 9)) : 9;
const readerOnly = args.includes('--reader');
const chunked = args.includes('--chunked');
const warmFirst = args.includes('--warm-first');
const compiled = args.includes('--compiled');
if (other === undefined) {
  console.error('usage: npx tsx bench/verify-build-ab.ts <other checkout> [--rounds 9] [--reader] [--chunked] [--warm-first] [--compiled]');
  process.exit(2);
}
const self = resolve(import.meta.dirname, '..');

interface Engine {
  verify(input: VerifyInput): unknown;
  prepare?(): void;
}
type Reader = (text: string, options: { streets: boolean }) => unknown[];

const out = mkdtempSync(join(tmpdir(), 'verify-build-ab-'));
/** One checkout's entry, bundled; its module. */
async function bundle(root: string, entry: string, name: string): Promise<Record<string, unknown>> {
  const file = join(out, `${name}.mjs`);
  await build({ entryPoints: [join(root, entry)], bundle: true, platform: 'node', format: 'esm', outfile: file, packages: 'external', logLevel: 'error' });
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

const index = loadIndexSync(resolve(self, 'data', 'ro-address.idx')) as LoadedIndex;
const cases: VerifyInput[] = [];
/** What each input is: an eval:verify case structured, the same as noisy free-form text, or an eval:forms shape. */
const kinds: string[] = [];
/** Which address each input writes (with `--warm-first`, an address warms up or is timed as a whole). */
const groups: number[] = [];
for (const [i, c] of addressCases(index.catalog).cases.entries()) {
  if (i % 20 === 0) {
    cases.push(c.structured as VerifyInput, noisyText(index.catalog, c).input as VerifyInput);
    kinds.push('structured', 'noisy free-form');
    groups.push(i / 20, i / 20);
  }
}
for (const c of formCases(index.catalog, 50).cases) {
  cases.push({ freeform: c.input });
  kinds.push('forms');
  groups.push(groups.length);
}
const freeform = cases.flatMap((c, i) => ('freeform' in c && typeof c.freeform === 'string' ? [{ text: c.freeform, group: groups[i]! }] : []));
const texts = freeform.map((f) => f.text);

const names = ['other', 'this'] as const;
const roots: readonly [string, string] = [other, self];
let run: Array<(i: number) => void>;
let count: number;
if (readerOnly) {
  const readers = await Promise.all(roots.map(async (r, k) => (await bundle(r, 'src/text/address-parser.ts', `${names[k] ?? 'engine'}-reader`)).readAddressText as Reader));
  run = readers.map((read) => (i: number) => void read(texts[i]!, { streets: true }));
  count = texts.length;
} else {
  const engines = await Promise.all(roots.map(async (r, k) => {
    const mod = await bundle(r, 'src/index.ts', names[k] ?? 'engine');
    const load = (): Engine => {
      const engine = (mod.loadIndexSync as (path: string) => Engine)(join(r, 'data', 'ro-address.idx'));
      engine.prepare?.();
      return engine;
    };
    if (compiled) {
      // The code compiled on indexes of their own: the one timed has seen nothing.
      for (let pass = 0; pass < 3; pass++) {
        const warming = load();
        for (const input of [...cases, ...cases]) {
          try {
            warming.verify(input);
          } catch {
            // A refused input is refused by both.
          }
        }
      }
    }
    return load();
  }));
  run = engines.map((engine) => (i: number) => {
    try {
      engine.verify(cases[i]!);
    } catch {
      // A refused input is refused by both.
    }
  });
  count = cases.length;
}
rmSync(out, { recursive: true, force: true });

const order = (i: number): number[] => (i % 2 === 0 ? [0, 1] : [1, 0]);
const unseen: number[][] = [[], []];
/** The inputs timed unseen, in the order of `unseen`'s times. */
const timed: number[] = [];
// With `--warm-first`, half the addresses warm both engines (an address's structured and noisy
// forms fall in the same half, so no timed input's address was verified before).
const groupOf = readerOnly ? freeform.map((f) => f.group) : groups;
const warmsUp = (i: number): boolean => warmFirst && groupOf[i]! % 2 === 0;
for (let i = 0, w = 0; i < count; i++) if (warmsUp(i)) for (const k of order(w++)) run[k]!(i);
for (let i = 0; i < count; i++) {
  if (warmsUp(i)) continue;
  timed.push(i);
  for (const k of order(timed.length - 1)) {
    const t = performance.now();
    run[k]!(i);
    unseen[k]!.push(performance.now() - t);
  }
}
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const warm: number[][] = [[], []];
for (let r = 0; r < rounds; r++) {
  for (const k of order(r)) {
    const t = cpuMs();
    for (let i = 0; i < count; i++) run[k]!(i);
    warm[k]!.push(cpuMs() - t);
  }
}
/** With `--chunked`: each chunk's CPU in each round, per engine, the engines alternating chunk by chunk. */
const CHUNK = 200;
const chunks: number[][][] = [[], []];
if (chunked) {
  for (let r = 0; r < rounds; r++) {
    for (let from = 0, c = 0; from < count; from += CHUNK, c++) {
      for (const k of order(r + c)) {
        const t = cpuMs();
        for (let i = from; i < Math.min(count, from + CHUNK); i++) run[k]!(i);
        (chunks[k]![c] ??= []).push(cpuMs() - t);
      }
    }
  }
}
const pct = (xs: number[], p: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
};
console.log(`${readerOnly ? 'reader' : 'verify'}: ${count} inputs (${timed.length} timed unseen${warmFirst ? ', after the other addresses warmed both' : ''}${compiled && !readerOnly ? ', the code compiled on other indexes first' : ''}), ${rounds} warm rounds; other = ${other}`);
for (const k of [0, 1]) {
  console.log(`${names[k]!.padEnd(5)} unseen p50 ${pct(unseen[k]!, 0.5).toFixed(4)} ms, p99 ${pct(unseen[k]!, 0.99).toFixed(3)} ms, max ${Math.max(...unseen[k]!).toFixed(2)} ms; warm CPU a round median ${pct(warm[k]!, 0.5).toFixed(0)} ms, min ${Math.min(...warm[k]!).toFixed(0)} ms`);
}
const ratio = (f: (k: number) => number): string => (f(1) / f(0)).toFixed(3);
console.log(`this / other: unseen p50 ${ratio((k) => pct(unseen[k]!, 0.5))}, p99 ${ratio((k) => pct(unseen[k]!, 0.99))}; warm ${ratio((k) => pct(warm[k]!, 0.5))}`);
if (chunked) {
  const summed = (k: number, p: number): number => chunks[k]!.reduce((sum, xs) => sum + pct(xs, p), 0);
  const line = (p: number): string => `${summed(0, p).toFixed(0)} / ${summed(1, p).toFixed(0)} ms (${(summed(1, p) / summed(0, p)).toFixed(3)})`;
  console.log(`chunked (${CHUNK} inputs a chunk), other / this, summed over chunks: least ${line(0)}; lower quartile ${line(0.25)}; median ${line(0.5)}`);
}
if (!readerOnly) {
  // Where the difference is: the unseen p50 of each kind of input.
  for (const kind of new Set(kinds)) {
    const of = (k: number): number[] => unseen[k]!.filter((_, j) => kinds[timed[j]!] === kind);
    console.log(`  ${kind.padEnd(16)} unseen p50 other ${pct(of(0), 0.5).toFixed(4)} ms, this ${pct(of(1), 0.5).toFixed(4)} ms (${ratio((k) => pct(of(k), 0.5))})`);
  }
}
