/**
 * What `validate` costs a row beyond `verify` itself, part by part, on one CSV file (issue 24):
 * the work of the main thread (reading and splitting the CSV, the thread messages' structured
 * clones, merging the counts, writing) and of a worker around verify (the row to a request, the
 * `RowMemo`, status and counts, formatting the output line), each measured alone in this thread.
 *
 * The worker's part is measured exactly, not as a difference of two noisy times: one pass runs
 * {@link processRows} with the real engine and records each answer of `index.verify`, in order;
 * the next passes run the same batches with an engine that replays those answers, so that they
 * do everything a worker does except verify. The clones are V8's serializer, which `postMessage`
 * uses. CPU is this thread's own (`/proc/thread-self/stat`, 10 ms ticks), so V8's compiler and
 * collector threads are left out; the verify pass also gives the whole process's CPU, whose
 * excess over the thread is those helpers (TurboFan compiling verify's code, mostly).
 *
 *   npx tsx bench/validate-parts.ts FILE [--rounds 5]
 *
 * FILE: a CSV file with a header (bench/validate-realistic.ts writes one: `npx tsx
 * bench/validate-realistic.ts 100000 /tmp/real100k.csv`). Prints CPU µs a row, the median of the
 * rounds (the verify pass runs once).
 */
import { createReadStream, openSync, readFileSync, writeSync, closeSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { loadIndexSync } from '../src/index.js';
import { resolveColumns } from '../src/files/columns.js';
import { openCsv } from '../src/files/csv-reader.js';
import { RowMemo, processRows, type BatchOutput, type CsvRowPlan, type RawRow } from '../src/files/row-batch.js';
import { addressColumnNames } from '../src/files/row-words.js';
import { emptySummary, mergeSummary } from '../src/files/summary.js';
import type { AddressIndex } from '../src/types.js';

const args = process.argv.slice(2);
const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--rounds');
const roundsAt = args.indexOf('--rounds');
const ROUNDS = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 5;
if (file === undefined || !Number.isInteger(ROUNDS) || ROUNDS < 1) {
  console.error('usage: npx tsx bench/validate-parts.ts FILE.csv [--rounds 5]');
  process.exit(2);
}
/** validate's batch (src/files/verify-file.ts, DEFAULT_BATCH). */
const BATCH = 256;

/** CPU milliseconds of this thread so far (user + system; the kernel counts in ticks of 10 ms). */
function threadMs(): number {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
/** CPU milliseconds of the whole process so far (every thread). */
function processMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

async function readBatches(): Promise<{ plan: CsvRowPlan; batches: RawRow[][] }> {
  const csv = await openCsv(createReadStream(file!));
  const positions = resolveColumns(csv.header);
  const plan: CsvRowPlan = { format: 'csv', delimiter: csv.delimiter, eol: csv.eol, width: csv.header.length, positions, addressColumns: addressColumnNames(csv.header, positions), minConfidence: 0 };
  const batches: RawRow[][] = [];
  for await (const batch of csv.batches(BATCH)) batches.push(batch);
  return { plan, batches };
}

/** The answers of `index.verify`, in the order asked: a result, or what it threw. */
type Answer = { result: unknown } | { thrown: unknown };

const parts = new Map<string, number[]>();
const note = (name: string, ms: number, rows: number): void => void parts.set(name, [...(parts.get(name) ?? []), (ms * 1000) / rows]);

let t = threadMs();
const { plan, batches } = await readBatches();
const rows = batches.reduce((n, b) => n + b.length, 0);
const firstRead = threadMs() - t;

const index = loadIndexSync(resolve(import.meta.dirname, '..', 'data', 'ro-address.idx'));
index.prepare();
const answers: Answer[] = [];
const recording = {
  verify(input: unknown): unknown {
    try {
      const result = index.verify(input as Parameters<AddressIndex['verify']>[0]);
      answers.push({ result });
      return result;
    } catch (thrown) {
      answers.push({ thrown });
      throw thrown;
    }
  },
} as unknown as AddressIndex;
t = threadMs();
const processStart = processMs();
const recordingMemo = new RowMemo();
const outputs: BatchOutput[] = batches.map((batch) => processRows(recording, plan, batch, recordingMemo));
const verifyPass = threadMs() - t;
const verifyPassProcess = processMs() - processStart;

const sink = openSync('/dev/null', 'w');
for (let round = 0; round < ROUNDS; round++) {
  t = threadMs();
  await readBatches();
  note('main: read and split the CSV (openCsv, batches)', threadMs() - t, rows);

  t = threadMs();
  for (const batch of batches) deserialize(serialize(batch));
  note('messages: the rows to a worker (clone)', threadMs() - t, rows);

  // A fresh memo for the run, as in the recording pass: the same rows miss it, so the answers replay in order.
  let next = 0;
  const replaying = {
    verify(): unknown {
      const answer = answers[next++]!;
      if ('thrown' in answer) throw answer.thrown;
      return answer.result;
    },
  } as unknown as AddressIndex;
  t = threadMs();
  const memo = new RowMemo();
  for (const batch of batches) processRows(replaying, plan, batch, memo);
  note('worker: processRows without verify (request, memo, status, counts, line)', threadMs() - t, rows);

  t = threadMs();
  for (const output of outputs) deserialize(serialize(output));
  note('messages: the outputs back (clone)', threadMs() - t, rows);

  t = threadMs();
  const summary = emptySummary();
  for (const output of outputs) {
    mergeSummary(summary, output.summary);
    writeSync(sink, output.text);
  }
  note('main: merge the counts, write the text (to /dev/null)', threadMs() - t, rows);
}
closeSync(sink);

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const us = (ms: number): string => `${((ms * 1000) / rows).toFixed(1).padStart(7)} µs`;
const lines = [
  `${file}: ${rows.toLocaleString('en-US')} rows in batches of ${BATCH}, ${ROUNDS} rounds, Node ${process.version}, load (1 min) ${loadavg()[0]!.toFixed(1)}`,
  `verify pass (processRows with the engine, once): ${us(verifyPass)} a row of this thread, ${us(verifyPassProcess)} of the process (the difference: V8's helper threads)`,
  `first read (cold): ${us(firstRead)} a row; verifies (one memo for the run, as a worker has): ${answers.length.toLocaleString('en-US')} of ${rows.toLocaleString('en-US')} rows`,
  ...[...parts].map(([name, xs]) => `${name.padEnd(76)} ${median(xs).toFixed(2).padStart(6)} µs a row  [${xs.map((x) => x.toFixed(2)).join(', ')}]`),
];
process.stdout.write(`${lines.join('\n')}\n`);
