/**
 * Where a `validate` row's CPU time goes: the engine (`index.verify`) against
 * the file pipeline around it (CSV parsing, mapping cells, status and summary,
 * output formatting, batching, thread messages, writing), measured in one
 * process on the same rows, rounds interleaved, so that the machine's load
 * affects every stage alike (the ratios are the result, not the absolute
 * figures).
 *
 * `npx tsx bench/validate-split.ts [ROWS] [ROUNDS]` (default 20000 rows, 3 rounds):
 * - `verify`: `index.verify({ freeform })` on each address, nothing else;
 * - `rows`: {@link processRows} on the parsed rows (what a worker does per batch:
 *   map, verify, count, format);
 * - `file, 0 workers`: {@link verifyFile} on the CSV text in this thread (adds
 *   decoding, csv-parse, batching, ordering and the sink);
 * - `file, 1 worker`: the same through a one-worker {@link VerifierPool} (adds
 *   the thread messages; CPU time of the whole process, both threads).
 *
 * CPU time is `process.cpuUsage()` (all threads of the process, V8's garbage
 * collector included).
 */
import { resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { VerifierPool, processRows, verifyFile, verifyOutcome, type RawRow, type RowPlan } from '../src/files/index.js';
import { csvLine } from '../src/files/row-format.js';
import { benchmarkAddresses } from './validate-rows.js';

const [rowsArg = '20000', roundsArg = '3'] = process.argv.slice(2);
const ROWS = Number(rowsArg);
const ROUNDS = Number(roundsArg);
const indexPath = resolve(import.meta.dirname, '..', 'data', 'ro-address.idx');
const index = loadIndexSync(indexPath) as LoadedIndex;
index.prepare();

const addresses = [...benchmarkAddresses(index, ROWS)];
const csv = `id;Adresa;Nota\n${addresses.map((a, i) => csvLine([String(i + 1), a, (i + 1) % 7 === 0 ? 'client; nou' : ''], ';', '\n')).join('')}`;
const raw: RawRow[] = addresses.map((a, i) => ({ row: i + 1, cells: [String(i + 1), a, (i + 1) % 7 === 0 ? 'client; nou' : ''] }));
const plan: RowPlan = { format: 'csv', delimiter: ';', eol: '\n', width: 3, positions: { freeform: 1 }, minConfidence: 0 };

/** CPU microseconds (user + system, all threads) and wall milliseconds of `fn`. */
async function measure(fn: () => unknown): Promise<{ cpuUs: number; wallMs: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await fn();
  const used = process.cpuUsage(cpu);
  return { cpuUs: used.user + used.system, wallMs: performance.now() - start };
}

function* textChunks(text: string, size = 1 << 16): Generator<Buffer> {
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

let sinkChars = 0;
const sink = (text: string): void => {
  sinkChars += text.length;
};

const pool = await VerifierPool.create({ workers: 1, indexPath });
const stages: Record<string, () => unknown> = {
  verify: () => {
    for (const a of addresses) verifyOutcome(index, { freeform: a });
  },
  rows: () => {
    for (let i = 0; i < raw.length; i += 256) processRows(index, plan, raw.slice(i, i + 256));
  },
  'file, 0 workers': () => verifyFile({ input: textChunks(csv), output: sink, format: 'csv', verifier: index }),
  'file, 1 worker': () => verifyFile({ input: textChunks(csv), output: sink, format: 'csv', verifier: pool }),
};

// One warm-up pass of each stage (the engine's lazily built tables, the worker's JIT).
for (const fn of Object.values(stages)) await fn();
const cpu = new Map<string, number[]>();
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, fn] of Object.entries(stages)) {
    const { cpuUs } = await measure(fn);
    cpu.set(name, [...(cpu.get(name) ?? []), cpuUs / ROWS]);
  }
}
await pool.close();

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const verifyUs = median(cpu.get('verify')!);
const lines = [`rows: ${ROWS.toLocaleString('en-US')}, rounds: ${ROUNDS}, Node ${process.version}, load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')}`];
for (const [name, xs] of cpu) {
  const m = median(xs);
  lines.push(`${name.padEnd(16)} ${m.toFixed(1).padStart(7)} µs a row (CPU, median)  ${((m / verifyUs) * 100).toFixed(1).padStart(6)}% of verify  [${xs.map((x) => x.toFixed(0)).join(', ')}]`);
}
process.stdout.write(`${lines.join('\n')}\n(output: ${sinkChars.toLocaleString('en-US')} characters)\n`);
