/**
 * How many rows of a CSV file `validate`'s workers verify, their memos (`RowMemo`) answering the
 * rest, with the rows dealt to the workers in turn or routed by address (issue 24, validate115).
 * Counted, not timed: an engine that counts its verify calls stands for the index, so the figure
 * is the same on a loaded machine as on a quiet one.
 *
 * - `dealt`: rounds of WORKERS batches of 256 rows, the k-th batch of a round to worker k: what
 *   dealing each batch to the first free worker does when the workers keep pace (the landed code
 *   before validate115);
 * - `routed`: rounds of WORKERS x 256 rows split by `routeRows` (a row to the worker its address
 *   hashes to), as `verifyFile` does with a pool now.
 *
 *   npx tsx bench/validate-routes.ts FILE.csv [WORKERS]
 *
 * FILE: a CSV file with a header (`npx tsx bench/validate-realistic.ts 1000000 /tmp/real1m.csv`).
 * Prints the rows, the verifies each way, the share of rows the memos spared, and the largest
 * worker's share of a round (the median and the largest), which says how even the routing is.
 */
import { createReadStream } from 'node:fs';
import { resolveColumns } from '../src/files/columns.js';
import { openCsv } from '../src/files/csv-reader.js';
import { RowMemo, processRows, type CsvRowPlan, type RawRow } from '../src/files/row-batch.js';
import { routeRows } from '../src/files/row-route.js';
import type { AddressIndex, VerifyResult } from '../src/types.js';

const [file, workersArg = '2'] = process.argv.slice(2);
const WORKERS = Number(workersArg);
if (file === undefined || !Number.isInteger(WORKERS) || WORKERS < 1 || WORKERS > 256) {
  console.error('usage: npx tsx bench/validate-routes.ts FILE.csv [WORKERS]');
  process.exit(2);
}
const BATCH = 256;

let calls = 0;
const answer = { verdict: 'valid', confidence: 1, address: { street: '', house_number: '', locality: '', county: '', postal_code: '000000' }, corrections: [] } as unknown as VerifyResult;
// Only `verify` is called by processRows; the rest of the index is never read.
const counting = { verify: (): VerifyResult => (calls++, answer) } as unknown as AddressIndex;

const csv = await openCsv(createReadStream(file), {});
const plan: CsvRowPlan = { format: 'csv', delimiter: csv.delimiter, eol: csv.eol, width: csv.header.length, positions: resolveColumns(csv.header, undefined), minConfidence: 0 };
const dealtMemos = Array.from({ length: WORKERS }, () => new RowMemo());
const routedMemos = Array.from({ length: WORKERS }, () => new RowMemo());
let rows = 0;
let dealt = 0;
let routed = 0;
const largestPart: number[] = [];

function verifyRound(round: RawRow[]): void {
  calls = 0;
  for (let k = 0; k < WORKERS; k++) processRows(counting, plan, round.slice(k * BATCH, (k + 1) * BATCH), dealtMemos[k]);
  dealt += calls;
  calls = 0;
  const { parts } = routeRows(plan, round, WORKERS);
  parts.forEach((part, k) => processRows(counting, plan, part, routedMemos[k]));
  routed += calls;
  largestPart.push(Math.max(...parts.map((p) => p.length)));
}

let round: RawRow[] = [];
for await (const batch of csv.batches(BATCH)) {
  for (const row of batch) {
    round.push(row);
    rows++;
    if (round.length === WORKERS * BATCH) {
      verifyRound(round);
      round = [];
    }
  }
}
if (round.length > 0) verifyRound(round);
largestPart.sort((a, b) => a - b);
const pct = (verifies: number): string => `${(100 * (1 - verifies / rows)).toFixed(1)}%`;
console.log(`${file}: ${rows.toLocaleString('en')} rows, ${WORKERS} workers, rounds of ${WORKERS} x ${BATCH} rows`);
console.log(`dealt in turn: ${dealt.toLocaleString('en')} verifies (${pct(dealt)} of the rows spared)`);
console.log(`routed by address: ${routed.toLocaleString('en')} verifies (${pct(routed)} spared), ${(((routed - dealt) / dealt) * 100).toFixed(1)}% against dealt`);
console.log(`the largest worker's rows of a round: median ${largestPart[largestPart.length >> 1]}, most ${largestPart.at(-1)} (an even share: ${BATCH})`);
