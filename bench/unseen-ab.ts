/**
 * Warm autocomplete on queries a process has not answered before, for several checkouts in one
 * run: fresh processes (bench/unseen-child.ts) in turn, one checkout after the other, `--rounds`
 * times, on the same queries (this checkout's eval:autocomplete queries, the set bench/autocomplete.ts
 * times), so that every version sees the same load. Prints each process's p50 and p99 and, per
 * checkout, their medians.
 *
 *   npx tsx bench/unseen-ab.ts [--rounds 5] [--kinds clean,typo] [--per-query] <checkout>[=<index>] ...
 *
 * `<checkout>=<index>`: the index that checkout loads (its own format); by default this
 * checkout's data/ro-address.idx. `.` is this checkout.
 *
 * `--per-query`: also each query's time as its minimum over the version's processes, and the
 * p50, p99 and mean of those minima, for all queries and for those of one word and of more: a
 * burst of load rarely falls on one query in every process, so these compare versions within a
 * few percent where the medians of the processes' own p50s differ by ten.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { evalQueries } from '../eval/autocomplete-queries.js';

const ROOT = resolve(import.meta.dirname, '..');
const INDEX = resolve(ROOT, 'data', 'ro-address.idx');
const CHILD = resolve(import.meta.dirname, 'unseen-child.ts');
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const rounds = Math.max(1, Math.min(21, Number(option('rounds') ?? 5) || 5));
const kinds = option('kinds')?.split(',');
const perQuery = args.includes('--per-query');
const versions = args
  .filter((a, i) => !a.startsWith('--') && (i === 0 || !['--rounds', '--kinds'].includes(args[i - 1]!)))
  .map((a) => {
    const [checkout, index] = a.split('=');
    return { name: checkout!, checkout: resolve(checkout!), index: resolve(index ?? INDEX) };
  });
if (versions.length === 0) {
  console.error('usage: npx tsx bench/unseen-ab.ts [--rounds 5] [--kinds a,b] [--per-query] <checkout>[=<index>] ...');
  process.exit(2);
}

const set = evalQueries(loadIndexSync(INDEX) as LoadedIndex);
const queries = set.queries.filter((q) => kinds === undefined || kinds.includes(q.kind)).map((q) => q.q);
const dir = mkdtempSync(join(tmpdir(), 'unseen-ab-'));
const file = join(dir, 'queries.json');
writeFileSync(file, JSON.stringify(queries));

const results = new Map<string, Array<{ p50: number; p99: number; mean: number }>>(versions.map((v) => [v.name, []]));
/** With `--per-query`: each timed query's least time (ms) over the version's processes. */
const minima = new Map<string, Float64Array>();
try {
  for (let r = 0; r < rounds; r++) {
    // Each round in another order, so that no version always follows the same one.
    const order = r % 2 === 0 ? versions : [...versions].reverse();
    for (const v of order) {
      const timesFile = join(dir, 'times.bin');
      const out = spawnSync(process.execPath, ['--import', 'tsx', CHILD, v.checkout, v.index, file, ...(perQuery ? [timesFile] : [])], { cwd: ROOT, encoding: 'utf8', timeout: 300_000 });
      if (out.status !== 0) throw new Error(`${v.name}: ${out.stderr}`);
      if (perQuery) {
        const bytes = readFileSync(timesFile);
        const times = new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8);
        const least = minima.get(v.name) ?? new Float64Array(times.length).fill(Infinity);
        for (let i = 0; i < times.length; i++) least[i] = Math.min(least[i]!, times[i]!);
        minima.set(v.name, least);
      }
      const m = JSON.parse(out.stdout) as { p50: number; p99: number; mean: number };
      results.get(v.name)!.push(m);
      console.log(`round ${r + 1} ${v.name}: p50 ${m.p50.toFixed(4)} ms, p99 ${m.p99.toFixed(4)} ms, mean ${m.mean.toFixed(4)} ms`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`\n${queries.length} queries (${queries.length >> 1} timed unseen a process), ${rounds} processes per version`);
for (const [name, ms] of results) {
  const p50 = ms.map((m) => m.p50);
  const p99 = ms.map((m) => m.p99);
  console.log(`${name}: p50 median ${median(p50).toFixed(4)} ms (${Math.min(...p50).toFixed(4)}-${Math.max(...p50).toFixed(4)}), p99 median ${median(p99).toFixed(4)} ms (${Math.min(...p99).toFixed(4)}-${Math.max(...p99).toFixed(4)})`);
}
if (perQuery) {
  // The timed queries are the odd ones; `words` sorts them by their number of words.
  const timed = queries.filter((_, i) => i % 2 === 1);
  const groups: Array<[string, (q: string) => boolean]> = [['all', () => true], ['one word', (q) => q.trim().split(/\s+/).length === 1], ['more words', (q) => q.trim().split(/\s+/).length > 1]];
  console.log(`\nEach query's least time over its version's ${rounds} processes:`);
  for (const [name, least] of minima) {
    const parts = groups.map(([group, keep]) => {
      const xs = [...least].filter((_, i) => keep(timed[i]!)).sort((a, b) => a - b);
      const at = (p: number): number => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
      return `${group} (${xs.length}) p50 ${at(0.5).toFixed(4)} p99 ${at(0.99).toFixed(4)} mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(4)} ms`;
    });
    console.log(`${name}: ${parts.join('; ')}`);
  }
}
