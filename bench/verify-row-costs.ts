/**
 * Each realistic row's own cost, and the tail of those costs (issue 24's unseen p99), for several built checkouts
 * (`npx tsup`): fresh processes (bench/verify-row-costs-child.mjs) verify the first `--skip` rows of a CSV (the
 * warm-up), then each of the next `--rows` rows once, as unseen input is, timing each verify by the process's CPU.
 * Runs alternate the rows' order (forward, reverse, forward, …) and the checkouts take turns in each run, so that
 * every version sees the same load.
 *
 *   npx tsx bench/verify-row-costs.ts <checkout> [<checkout> ...] [--csv /tmp/co/real100k.csv] [--skip 5000]
 *     [--rows 30000] [--runs 4] [--top 30]
 *
 * Two figures a row, each the least over runs (a burst of load rarely falls on one row in every run):
 * - `stream`: the least over the forward runs. What a row costs where it stands in a stream of rows: it carries
 *   what lands on it in that order (a young-generation collection, V8 compiling or deoptimizing a path seen first,
 *   an index table built on first use), since the same order lands the same work on the same row in every run.
 * - `own`: the least over both orders. What the row costs itself: work that lands by order lands elsewhere in the
 *   reverse order, so the row's own cost is what is left.
 * speed87 (bench/RESULTS.md) found the top 1% of rows by `stream` to be four in five rows that are not costly
 * `own`: the tail of a stream is mostly where the process's own work falls, the rest rows read in many ways.
 * Prints p50, p90, p99, p99.9, max and mean of both, per checkout, and the `--top` rows by the first checkout's
 * `own` cost with each checkout's. CPU counts the collector's and compiler's threads during the row; times move with
 * the machine's load (a loaded machine's CPU is slower too): compare checkouts of one run only.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
// `--name value` options; every other argument is a checkout.
const options = new Map<string, string>();
const roots: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i]!.startsWith('--')) options.set(args[i]!.slice(2), args[++i] ?? '');
  else roots.push(resolve(args[i]!));
}
const option = (name: string, fallback: string): string => options.get(name) ?? fallback;
const csv = resolve(option('csv', '/tmp/co/real100k.csv'));
const skip = Number(option('skip', '5000'));
const rows = Number(option('rows', '30000'));
const runs = Math.max(2, Number(option('runs', '4')));
const top = Number(option('top', '30'));
if (roots.length === 0) {
  console.error('usage: npx tsx bench/verify-row-costs.ts <checkout> [<checkout> ...] [--csv FILE] [--skip 5000] [--rows 30000] [--runs 4] [--top 30]');
  process.exit(2);
}
const child = join(import.meta.dirname, 'verify-row-costs-child.mjs');
const dir = mkdtempSync(join(tmpdir(), 'verify-row-costs-'));
// Per checkout: the least cost of each row over the forward runs, and over all runs.
const stream = roots.map(() => new Float64Array(rows).fill(Infinity));
const own = roots.map(() => new Float64Array(rows).fill(Infinity));
for (let run = 0; run < runs; run++) {
  const order = run % 2 === 0 ? 'forward' : 'reverse';
  for (const [k, root] of roots.entries()) {
    const out = join(dir, `r${run}-${k}.bin`);
    execFileSync(process.execPath, [child, root, csv, String(skip), String(rows), order, out], { stdio: 'inherit' });
    const buf = readFileSync(out);
    const cost = new Float64Array(buf.buffer, buf.byteOffset, buf.byteLength / 8);
    for (let i = 0; i < cost.length; i++) {
      if (order === 'forward') stream[k]![i] = Math.min(stream[k]![i]!, cost[i]!);
      own[k]![i] = Math.min(own[k]![i]!, cost[i]!);
    }
    console.error(`run ${run + 1}/${runs} (${order}) ${root} done`);
  }
}
rmSync(dir, { recursive: true, force: true });

const quantiles = (costs: Float64Array): string => {
  const sorted = Float64Array.from(costs.filter(Number.isFinite)).sort();
  const at = (p: number): string => sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))]!.toFixed(0);
  const mean = sorted.reduce((s, x) => s + x, 0) / sorted.length;
  return `p50 ${at(0.5)}  p90 ${at(0.9)}  p99 ${at(0.99)}  p99.9 ${at(0.999)}  max ${at(1)}  mean ${mean.toFixed(1)}`;
};
console.log(`${rows} rows after ${skip} warm-up rows of ${csv}, ${runs} runs (forward and reverse in turn); CPU us a row, least over runs`);
for (const [k, root] of roots.entries()) {
  console.log(`${root}\n  stream: ${quantiles(stream[k]!)}\n  own:    ${quantiles(own[k]!)}`);
}
if (top > 0) {
  const texts = readFileSync(csv, 'utf8').split('\n').slice(1).filter(Boolean).map((l) => l.split(';')[1]!).slice(skip, skip + rows);
  const order = [...own[0]!.keys()].sort((a, b) => own[0]![b]! - own[0]![a]!).slice(0, top);
  console.log(`the ${top} rows of most own cost in ${roots[0]} (own us per checkout, in order):`);
  for (const i of order) console.log(`  ${roots.map((_, k) => own[k]![i]!.toFixed(0).padStart(6)).join(' ')}  ${texts[i]}`);
}
