/**
 * Rows of a file routed to a pool's workers by a hash of their address, and the
 * workers' outputs put back in row order. Each worker remembers the outcomes of
 * the rows it verified (`RowMemo`); when the rows of one address all go to one
 * worker, its memo answers every row of that address after the first ones,
 * where rows dealt to whichever worker is idle reach each memo about half as
 * often (bench/RESULTS.md, validate89 and validate115).
 */
import type { BatchOutput, RawRow, RowPlan } from './row-batch.js';
import type { ColumnRole } from './columns.js';
import { FNV_OFFSET, FNV_PRIME, fnv1a } from './fnv1a.js';
import { emptySummary, mergeSummary } from './summary.js';

/** The column roles whose cells make a CSV row's verify input (columns.ts's `inputFromCells` reads these and no other). */
const INPUT_ROLES: readonly ColumnRole[] = ['freeform', 'street', 'number', 'locality', 'county', 'postal_code'];

/**
 * The hash of what a row's verify input is made of: a CSV row's address cells (each followed by a
 * separator, so that `a|bc` and `ab|c` differ), a JSON Lines line's text. Two rows with the same
 * input have the same hash; rows that differ only in what verify does not read (other columns) too.
 * Undefined for a row that is never verified (unreadable, or longer than the header).
 */
function inputHash(plan: RowPlan, raw: RawRow): number | undefined {
  if ('unreadable' in raw) return undefined;
  if ('line' in raw) return plan.format === 'jsonl' ? fnv1a(raw.line) : undefined;
  if (plan.format !== 'csv' || raw.cells.length > plan.width) return undefined;
  let hash = FNV_OFFSET;
  for (const role of INPUT_ROLES) {
    const at = plan.positions[role];
    if (at === undefined) continue;
    hash = Math.imul(fnv1a(raw.cells[at] ?? '', hash) ^ 0x1f, FNV_PRIME);
  }
  return hash >>> 0;
}

/**
 * The worker of a hash, from its high bits (Fibonacci hashing): the memo's record of inputs seen
 * reads the low bits of another hash of the input, and the two should not go together.
 */
function workerOf(hash: number, workers: number): number {
  return Math.floor(((Math.imul(hash, 0x9e3779b1) >>> 0) * workers) / 2 ** 32);
}

/** A round of rows split among workers. */
export interface RoutedRows {
  /** The worker of each row, in row order. */
  routes: Uint8Array;
  /** The rows of each worker, in row order (possibly empty). */
  parts: RawRow[][];
}

/**
 * Splits `rows` among `workers` workers: a row by the hash of its verify input, so that every row
 * of an address goes to the same worker; a row that is never verified by its position, so that it
 * costs no worker more than another.
 */
export function routeRows(plan: RowPlan, rows: readonly RawRow[], workers: number): RoutedRows {
  if (!Number.isInteger(workers) || workers < 1 || workers > 256) throw new RangeError(`workers must be an integer from 1 to 256 (got ${workers})`);
  const routes = new Uint8Array(rows.length);
  const parts: RawRow[][] = Array.from({ length: workers }, () => []);
  for (let i = 0; i < rows.length; i++) {
    const raw = rows[i]!;
    const hash = workers === 1 ? 0 : inputHash(plan, raw);
    const worker = hash === undefined ? i % workers : workerOf(hash, workers);
    routes[i] = worker;
    parts[worker]!.push(raw);
  }
  return { routes, parts };
}

/** The output of no rows. */
export function emptyOutput(): BatchOutput {
  return { text: '', ends: [], summary: emptySummary() };
}

/**
 * The output of the rows {@link routeRows} split, from the outputs of its parts (`outputs[w]`:
 * of `parts[w]`): the lines in row order and the counts of all.
 */
export function joinRouted(routes: Uint8Array, outputs: readonly BatchOutput[]): BatchOutput {
  if (outputs.length === 1) return outputs[0]!;
  const summary = emptySummary();
  for (const output of outputs) mergeSummary(summary, output.summary);
  const taken = new Array<number>(outputs.length).fill(0);
  const ends: number[] = [];
  let text = '';
  for (let i = 0; i < routes.length; i++) {
    const worker = routes[i]!;
    const output = outputs[worker];
    const line = taken[worker]!;
    if (output === undefined || line >= output.ends.length) throw new Error(`routed output: worker ${worker} answered fewer rows than it was sent`);
    taken[worker] = line + 1;
    text += output.text.slice(line === 0 ? 0 : output.ends[line - 1], output.ends[line]);
    ends.push(text.length);
  }
  return { text, ends, summary };
}
