/**
 * Warm autocomplete on queries a process has not answered before, for several checkouts in one
 * run: fresh processes (bench/unseen-child.ts) in turn, one checkout after the other, `--rounds`
 * times, on the same queries (this checkout's eval:autocomplete queries, the set bench/autocomplete.ts
 * times), so that every version sees the same load. Prints each process's p50 and p99 and, per
 * checkout, their medians.
 *
 *   npx tsx bench/unseen-ab.ts [--rounds 5] [--kinds clean,typo] <checkout>[=<index>] ...
 *
 * `<checkout>=<index>`: the index that checkout loads (its own format); by default this
 * checkout's data/ro-address.idx. `.` is this checkout.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
const versions = args
  .filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'))
  .map((a) => {
    const [checkout, index] = a.split('=');
    return { name: checkout!, checkout: resolve(checkout!), index: resolve(index ?? INDEX) };
  });
if (versions.length === 0) {
  console.error('usage: npx tsx bench/unseen-ab.ts [--rounds 5] [--kinds a,b] <checkout>[=<index>] ...');
  process.exit(2);
}

const set = evalQueries(loadIndexSync(INDEX) as LoadedIndex);
const queries = set.queries.filter((q) => kinds === undefined || kinds.includes(q.kind)).map((q) => q.q);
const dir = mkdtempSync(join(tmpdir(), 'unseen-ab-'));
const file = join(dir, 'queries.json');
writeFileSync(file, JSON.stringify(queries));

const results = new Map<string, Array<{ p50: number; p99: number; mean: number }>>(versions.map((v) => [v.name, []]));
try {
  for (let r = 0; r < rounds; r++) {
    // Each round in another order, so that no version always follows the same one.
    const order = r % 2 === 0 ? versions : [...versions].reverse();
    for (const v of order) {
      const out = spawnSync(process.execPath, ['--import', 'tsx', CHILD, v.checkout, v.index, file], { cwd: ROOT, encoding: 'utf8', timeout: 300_000 });
      if (out.status !== 0) throw new Error(`${v.name}: ${out.stderr}`);
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
