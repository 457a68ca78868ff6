/**
 * Run in a fresh process by bench/unseen-ab.ts: loads the engine of one checkout and an index,
 * answers every even query of a list once (the warm-up), then times every odd query, the first
 * time this process sees it, and prints the times' p50 and p99 in milliseconds as JSON.
 *
 *   node --import tsx bench/unseen-child.ts <checkout> <index> <queries.json> [<times.bin>]
 *
 * With `<times.bin>`, also writes each timed query's time (milliseconds, float64, in query order).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface Engine {
  autocomplete(q: string): unknown;
}

const [checkout, indexFile, queryFile, timesFile] = process.argv.slice(2);
if (checkout === undefined || indexFile === undefined || queryFile === undefined) {
  process.stderr.write('usage: node --import tsx bench/unseen-child.ts <checkout> <index> <queries.json>\n');
  process.exit(2);
}
const mod = (await import(resolve(checkout, 'src', 'index.ts'))) as { loadIndexSync(path: string): Engine };
const engine = mod.loadIndexSync(resolve(indexFile));
const queries = JSON.parse(readFileSync(queryFile, 'utf8')) as string[];
const run = (q: string): void => {
  try {
    engine.autocomplete(q);
  } catch {
    // an invalid query is an answer too
  }
};
for (let i = 0; i < queries.length; i += 2) run(queries[i]!);
const times: number[] = [];
for (let i = 1; i < queries.length; i += 2) {
  const t = performance.now();
  run(queries[i]!);
  times.push(performance.now() - t);
}
if (timesFile !== undefined) writeFileSync(timesFile, new Float64Array(times));
times.sort((a, b) => a - b);
const at = (p: number): number => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
process.stdout.write(JSON.stringify({ p50: at(50), p99: at(99), mean: times.reduce((a, b) => a + b, 0) / times.length }));
