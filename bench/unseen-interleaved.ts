/**
 * Warm autocomplete on queries not seen before, several checkouts in ONE process, query by query
 * in turn: every version answers every even eval query once (the warm-up), then each odd query
 * is answered by each version in a rotating order and timed, the first time any version sees it.
 * Prints each version's p50, p99 and mean in microseconds, per round (a fresh process each) and
 * their medians.
 *
 *   npx tsx bench/unseen-interleaved.ts [--rounds 3] <checkout>[=<index>] ...
 *
 * `<checkout>=<index>`: the index that checkout loads (its own format); by default this checkout's
 * data/ro-address.idx. `.` is this checkout.
 *
 * Against bench/unseen-ab.ts (one version a process, in turn): a burst of load from another
 * program on the machine falls on every version alike, so two versions compare within a few
 * percent where separate processes differ by ten; but the versions share the processor's caches,
 * so the times are higher than each alone, and a version that reads more memory a query pays for
 * it more. Use it to compare versions, bench/unseen-ab.ts for each one's own figures.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { evalQueries } from '../eval/autocomplete-queries.js';

interface Engine {
  autocomplete(q: string): unknown;
}
interface Figures {
  name: string;
  p50: number;
  p99: number;
  mean: number;
}

const ROOT = resolve(import.meta.dirname, '..');
const INDEX = resolve(ROOT, 'data', 'ro-address.idx');
const args = process.argv.slice(2);

if (args[0] === '--child') {
  // One round: node --import tsx bench/unseen-interleaved.ts --child <queries.json> <checkout>=<index> ...
  const queries = JSON.parse(readFileSync(args[1]!, 'utf8')) as string[];
  const engines: Array<{ name: string; engine: Engine }> = [];
  for (const spec of args.slice(2)) {
    const [name, checkout, index] = spec.split('=') as [string, string, string];
    const mod = (await import(resolve(checkout, 'src', 'index.ts'))) as { loadIndexSync(path: string): Engine };
    engines.push({ name, engine: mod.loadIndexSync(index) });
  }
  const run = (engine: Engine, q: string): void => {
    try {
      engine.autocomplete(q);
    } catch {
      // an invalid query is an answer too
    }
  };
  for (let i = 0; i < queries.length; i += 2) for (const { engine } of engines) run(engine, queries[i]!);
  const times = engines.map(() => [] as number[]);
  for (let i = 1, k = 0; i < queries.length; i += 2, k++) {
    for (let j = 0; j < engines.length; j++) {
      // Each query in another order, so that no version always answers first (or just after another).
      const at = (j + k) % engines.length;
      const t = performance.now();
      run(engines[at]!.engine, queries[i]!);
      times[at]!.push(performance.now() - t);
    }
  }
  const figures: Figures[] = engines.map(({ name }, j) => {
    const sorted = times[j]!.sort((a, b) => a - b);
    const at = (p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 1000;
    return { name, p50: at(0.5), p99: at(0.99), mean: (sorted.reduce((a, b) => a + b, 0) / sorted.length) * 1000 };
  });
  process.stdout.write(JSON.stringify(figures));
  process.exit(0);
}

const option = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const rounds = Math.max(1, Math.min(11, Number(option('rounds') ?? 3) || 3));
const versions = args
  .filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'))
  .map((a) => {
    const [checkout, index] = a.split('=');
    return `${checkout!}=${resolve(checkout!)}=${resolve(index ?? INDEX)}`;
  });
if (versions.length === 0) {
  console.error('usage: npx tsx bench/unseen-interleaved.ts [--rounds 3] <checkout>[=<index>] ...');
  process.exit(2);
}

const set = evalQueries(loadIndexSync(INDEX) as LoadedIndex);
const dir = mkdtempSync(join(tmpdir(), 'unseen-interleaved-'));
const file = join(dir, 'queries.json');
writeFileSync(file, JSON.stringify(set.queries.map((q) => q.q)));
const all = new Map<string, Figures[]>();
try {
  for (let r = 0; r < rounds; r++) {
    const out = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--child', file, ...versions], { cwd: ROOT, encoding: 'utf8', timeout: 600_000 });
    if (out.status !== 0) throw new Error(out.stderr);
    const figures = JSON.parse(out.stdout) as Figures[];
    for (const f of figures) all.set(f.name, [...(all.get(f.name) ?? []), f]);
    console.log(`round ${r + 1}: ${figures.map((f) => `${f.name} p50 ${f.p50.toFixed(2)} p99 ${f.p99.toFixed(1)} mean ${f.mean.toFixed(2)} µs`).join(' | ')}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const median = (values: number[]): number => values.sort((a, b) => a - b)[values.length >> 1]!;
console.log(`\n${set.queries.length} queries (${Math.floor(set.queries.length / 2)} timed unseen), ${rounds} processes, each version answering each query in turn`);
for (const [name, figures] of all) {
  console.log(`${name}: p50 median ${median(figures.map((f) => f.p50)).toFixed(2)} µs, p99 median ${median(figures.map((f) => f.p99)).toFixed(1)} µs, mean median ${median(figures.map((f) => f.mean)).toFixed(2)} µs`);
}
