/**
 * `validate` against another checkout, rounds taking turns so that both see
 * the same load on a shared machine:
 * - `read`: the CSV reader alone (`openCsv` of each checkout's src, bytes to
 *   rows, in this process): CPU µs a row;
 * - `validate`: each checkout's built executable (`dist/cli.js`, so run
 *   `npm run build` in both) on the same file, each with its own built index (`data/ro-address.idx`:
 *   the same data, maybe in another index format), `--out /dev/null`: wall time and CPU time (user +
 *   system, all threads, from /usr/bin/time).
 *
 *   npx tsx bench/validate-ab.ts <other checkout> [--rows 20000] [--rounds 5] [--workers 0]
 *
 * Rows from bench/validate-rows.ts (seeded). Prints the median of each side
 * and the ratio of the medians (this checkout / the other).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeBenchmarkCsv } from './validate-rows.js';

const ROOT = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const value = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const other = args.find((a, i) => !a.startsWith('--') && !['--rows', '--rounds', '--workers'].includes(args[i - 1] ?? ''));
const ROWS = value('--rows', 20_000);
const ROUNDS = value('--rounds', 5);
const WORKERS = value('--workers', 0);
if (other === undefined || !existsSync(resolve(other, 'src', 'files', 'csv-reader.ts'))) {
  console.error('usage: npx tsx bench/validate-ab.ts <other checkout> [--rows 20000] [--rounds 5] [--workers 0]');
  process.exit(2);
}
const OTHER = resolve(other);

interface Reader {
  openCsv(source: Iterable<Uint8Array>): Promise<{ rows: AsyncIterable<unknown> }>;
}
const here = (await import(resolve(ROOT, 'src', 'files', 'csv-reader.ts'))) as Reader;
const there = (await import(resolve(OTHER, 'src', 'files', 'csv-reader.ts'))) as Reader;

const dir = mkdtempSync(join(tmpdir(), 'ro-address-ab-'));
const file = join(dir, 'rows.csv');
await writeBenchmarkCsv(file, ROWS);
const bytes = readFileSync(file);
// As a file stream gives them: 64 KiB chunks.
const chunks: Uint8Array[] = [];
for (let i = 0; i < bytes.length; i += 64 * 1024) chunks.push(bytes.subarray(i, i + 64 * 1024));

async function readAll(reader: Reader): Promise<number> {
  const started = process.cpuUsage();
  const file = await reader.openCsv(chunks);
  let n = 0;
  for await (const _ of file.rows) n++;
  const used = process.cpuUsage(started);
  if (n !== ROWS) throw new Error(`read ${n} rows, expected ${ROWS}`);
  return (used.user + used.system) / n;
}

interface Run {
  wall: number;
  cpu: number;
}
function validate(checkout: string): Run {
  const r = spawnSync('/usr/bin/time', ['-f', '%e %U %S', process.execPath, join(checkout, 'dist', 'cli.js'), 'validate', file, '--workers', String(WORKERS), '--out', '/dev/null', '--fail-on', 'never', '--quiet', '--index', join(checkout, 'data', 'ro-address.idx')], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${checkout}: exit ${r.status}: ${r.stderr}`);
  const [wall, user, system] = r.stderr.trim().split('\n').at(-1)!.split(' ').map(Number) as [number, number, number];
  return { wall, cpu: user + system };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const read = { here: [] as number[], there: [] as number[] };
const runs = { here: [] as Run[], there: [] as Run[] };
const load = [loadavg()[0]!];
// Warm both readers once (JIT), untimed.
await readAll(here);
await readAll(there);
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? (['here', 'there'] as const) : (['there', 'here'] as const);
  for (const side of order) read[side].push(await readAll(side === 'here' ? here : there));
  for (const side of order) runs[side].push(validate(side === 'here' ? ROOT : OTHER));
  load.push(loadavg()[0]!);
}
rmSync(dir, { recursive: true });

const line = (name: string, a: number, b: number, unit: string, digits = 2): string => `${name.padEnd(34)} ${a.toFixed(digits).padStart(9)} ${b.toFixed(digits).padStart(9)} ${unit.padEnd(12)} ${(a / b).toFixed(3)}`;
const wall = (side: 'here' | 'there') => median(runs[side].map((r) => r.wall));
const cpu = (side: 'here' | 'there') => median(runs[side].map((r) => r.cpu));
process.stdout.write(
  [
    `${ROWS.toLocaleString('en-US')} rows (${(bytes.length / 1e6).toFixed(1)} MB), ${ROUNDS} rounds taking turns, --workers ${WORKERS}, Node ${process.version}; load (1 min) ${load.map((l) => l.toFixed(1)).join(' ')}`,
    `${''.padEnd(34)} ${'this'.padStart(9)} ${'other'.padStart(9)} ${''.padEnd(12)} ratio`,
    line('read (openCsv), CPU a row', median(read.here), median(read.there), 'µs'),
    line('validate, wall time', wall('here'), wall('there'), 's'),
    line('validate, rows/s (wall)', ROWS / wall('here'), ROWS / wall('there'), 'rows/s', 0),
    line('validate, CPU time (all threads)', cpu('here'), cpu('there'), 's'),
    line('validate, CPU a row', (cpu('here') / ROWS) * 1e6, (cpu('there') / ROWS) * 1e6, 'µs', 1),
    `read, each round (this / other): ${read.here.map((v, i) => `${v.toFixed(2)}/${read.there[i]!.toFixed(2)}`).join(' ')}`,
    `validate wall, each round (this / other): ${runs.here.map((r, i) => `${r.wall.toFixed(1)}/${runs.there[i]!.wall.toFixed(1)}`).join(' ')}`,
  ].join('\n') + '\n',
);
