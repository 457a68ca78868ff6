/**
 * Rows routed to workers by their address (issue 24, validate115): every row of an address goes to
 * one worker, so that its memo answers the address's later rows, and the output is put back in row
 * order, the same byte for byte as verifying the rows in order in one thread, for CSV and JSON
 * Lines, rows that cannot be read and rows longer than the header included, whatever the batch
 * size and the number of workers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from 'node:worker_threads';
import fc from 'fast-check';
import { builtIndex } from './helpers/index.js';
import { RowMemo, VerifierPool, processRows, verifyFile, type BatchOutput, type CsvRowPlan, type JsonlRowPlan, type RawRow, type RowPlan } from '../src/files/index.js';
import { csvLine } from '../src/files/row-format.js';
import { joinRouted, routeRows } from '../src/files/row-route.js';

const index = builtIndex();

/** Addresses that verify every way: valid, corrected, ambiguous, refused, empty, text that is not an address. */
const ADDRESSES = [
  'Strada Alexandru Donici nr. 19, București, București',
  'str Paciurea Dimbtrie, Alba Iulia, Alba 457187',
  'Strada Elie Radu, Pietști',
  'Bd. Eroilor 5, Cluj-Napoca',
  'Strada Mihai Eminescu 3',
  'vezi contract',
  '',
  '   ',
  'Str. "Unirii" 4; Iasi',
];

const CSV_PLAN: CsvRowPlan = { format: 'csv', delimiter: ';', eol: '\n', width: 3, positions: { freeform: 1 }, addressColumns: ['Adresa'], minConfidence: 0.5 };
const JSONL_PLAN: JsonlRowPlan = { format: 'jsonl', minConfidence: 0 };

/** What a row of a drawn file is: an address (by its number), a note beside it, and how the reader saw it. */
interface DrawnRow {
  address: number;
  note: boolean;
  kind: 'read' | 'unreadable' | 'wide' | 'not json';
}

const drawnRow = fc.record({
  address: fc.nat({ max: ADDRESSES.length - 1 }),
  note: fc.boolean(),
  kind: fc.constantFrom<DrawnRow['kind']>('read', 'read', 'read', 'read', 'unreadable', 'wide', 'not json'),
});

function rawRow(drawn: DrawnRow, row: number, jsonl: boolean): RawRow {
  const address = ADDRESSES[drawn.address]!;
  if (drawn.kind === 'unreadable') return { row, unreadable: `row ${row} has a quote never closed`, code: 'invalid_body', cells: [String(row), address] };
  if (jsonl) return { row, line: drawn.kind === 'not json' ? `{${address}` : JSON.stringify({ freeform: address }) };
  const cells = [String(row), address, drawn.note ? 'nota; client' : ''];
  return { row, cells: drawn.kind === 'wide' ? [...cells, 'extra'] : cells };
}

/** Cuts `rows` into consecutive rounds of `size` rows (the last may be shorter). */
function rounds<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < rows.length; at += size) out.push(rows.slice(at, at + size));
  return out;
}

/** The address cell (CSV) or line (JSON Lines) a read row is verified from; undefined for a row never verified. */
function verifiedFrom(plan: RowPlan, raw: RawRow): string | undefined {
  if ('line' in raw) return raw.line;
  if ('cells' in raw && !('unreadable' in raw) && plan.format === 'csv' && raw.cells.length <= plan.width) return raw.cells[1];
  return undefined;
}

describe('routeRows and joinRouted', () => {
  it('give the output and counts of the rows verified in order, every row of an address on one worker (CSV and JSON Lines)', () => {
    let checked = 0;
    let split = 0;
    fc.assert(
      fc.property(
        fc.array(drawnRow, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 24 }),
        fc.boolean(),
        (drawn, workers, roundSize, jsonl) => {
          const plan = jsonl ? JSONL_PLAN : CSV_PLAN;
          const rows = drawn.map((d, i) => rawRow(d, i + 1, jsonl));
          const memos = Array.from({ length: workers }, () => new RowMemo());
          const workerOf = new Map<string, number>();
          for (const round of rounds(rows, roundSize)) {
            const { routes, parts } = routeRows(plan, round, workers);
            expect(routes.length).toBe(round.length);
            expect(parts.reduce((n, p) => n + p.length, 0)).toBe(round.length);
            round.forEach((raw, i) => {
              const worker = routes[i]!;
              // Each part holds its rows in row order.
              expect(parts[worker]!.filter((r) => r.row <= raw.row).at(-1)).toBe(raw);
              const from = verifiedFrom(plan, raw);
              if (from === undefined) return;
              const before = workerOf.get(from);
              if (before === undefined) workerOf.set(from, worker);
              else expect(worker).toBe(before);
            });
            if (parts.filter((p) => p.length > 0).length > 1) split++;
            const outputs: BatchOutput[] = parts.map((part, w) => processRows(index, plan, part, memos[w]));
            expect(joinRouted(routes, outputs)).toEqual(processRows(index, plan, round));
          }
          checked++;
        },
      ),
      { numRuns: 200, seed: 115 },
    );
    expect(checked).toBe(200);
    // Most runs have several workers and rows of several addresses: their rounds were split.
    expect(split).toBeGreaterThan(100);
  });

  it('spreads the rows of many addresses over every worker', () => {
    const rows: RawRow[] = Array.from({ length: 4000 }, (_, i) => ({ row: i + 1, cells: [String(i + 1), `Strada Nr. ${i}, Brașov`, ''] }));
    for (const workers of [2, 3, 4]) {
      const { parts } = routeRows(CSV_PLAN, rows, workers);
      for (const part of parts) expect(part.length).toBeGreaterThan((0.9 * rows.length) / workers);
    }
  });

  it('refuses a bad number of workers, and outputs that answer fewer rows than were sent', () => {
    expect(() => routeRows(CSV_PLAN, [], 0)).toThrow(RangeError);
    expect(() => routeRows(CSV_PLAN, [], 257)).toThrow(RangeError);
    const rows = rawRows(['a', 'b', 'c', 'd', 'e', 'f'], false);
    const { routes, parts } = routeRows(CSV_PLAN, rows, 2);
    const outputs = parts.map((part) => processRows(index, CSV_PLAN, part.slice(1)));
    expect(() => joinRouted(routes, outputs)).toThrow(/fewer rows/);
  });
});

function rawRows(addresses: readonly string[], jsonl: boolean): RawRow[] {
  return addresses.map((a, i) => (jsonl ? { row: i + 1, line: JSON.stringify({ freeform: a }) } : { row: i + 1, cells: [String(i + 1), a, ''] }));
}

/** A CSV file of drawn rows; an unreadable row is written with a stray quote, a wide row with a cell too many. */
function csvText(drawn: readonly DrawnRow[]): string {
  const lines = drawn.map((d, i) => {
    const address = ADDRESSES[d.address]!;
    if (d.kind === 'unreadable') return `${i + 1};"${address}"x;\n`;
    const cells = [String(i + 1), address, d.note ? 'nota; client' : ''];
    return csvLine(d.kind === 'wide' ? [...cells, 'extra'] : cells, ';', '\n');
  });
  return `id;Adresa;Nota\n${lines.join('')}`;
}

function jsonlText(drawn: readonly DrawnRow[]): string {
  return drawn.map((d) => (d.kind === 'read' || d.kind === 'wide' ? JSON.stringify({ freeform: ADDRESSES[d.address]! }) : `{${ADDRESSES[d.address]!}`)).join('\n') + '\n';
}

describe('verifyFile through a pool, rows routed by address', () => {
  let pool: VerifierPool;
  beforeAll(async () => {
    pool = await VerifierPool.create({ workers: 3 });
  });
  afterAll(async () => {
    await pool.close();
  });

  async function check(text: string, format: 'csv' | 'jsonl', batchSize: number): Promise<void> {
    const run = async (verifier: typeof index | VerifierPool): Promise<{ out: string; summary: unknown; malformed: unknown }> => {
      let out = '';
      const result = await verifyFile({ input: [Buffer.from(text)], output: (t) => void (out += t), format, verifier, batchSize });
      return { out, summary: result.summary, malformed: result.malformed };
    };
    expect(await run(pool)).toEqual(await run(index));
  }

  it('writes every row in input order, errors and bad rows in place, whatever the batch size (CSV and JSON Lines)', async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(drawnRow, { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 9 }), fc.boolean(), async (drawn, batchSize, jsonl) => {
        await check(jsonl ? jsonlText(drawn) : csvText(drawn), jsonl ? 'jsonl' : 'csv', batchSize);
        checked++;
      }),
      { numRuns: 25, seed: 1150 },
    );
    expect(checked).toBe(25);
  });

  it('runs a batch on the worker asked for, and refuses a worker the pool does not have', async () => {
    const rows = rawRows(ADDRESSES, false);
    for (let worker = 0; worker < pool.size; worker++) expect(await pool.processRowsOn(worker, CSV_PLAN, rows)).toEqual(processRows(index, CSV_PLAN, rows));
    await expect(pool.processRowsOn(3, CSV_PLAN, rows)).rejects.toThrow(RangeError);
    await expect(pool.processRowsOn(-1, CSV_PLAN, rows)).rejects.toThrow(RangeError);
  });
});

describe('a worker that dies with batches sent to it alone', () => {
  it('fails those it held and those waiting for it, then every later batch', async () => {
    const pool = await VerifierPool.create({ workers: 2 });
    try {
      const rows = Array.from({ length: 300 }, (_, i) => rawRows(ADDRESSES, false).map((r) => ({ ...r, row: i * ADDRESSES.length + r.row }))).flat();
      // Two posted to worker 0, two waiting for it in this thread.
      const pending = [0, 1, 2, 3].map(() => pool.processRowsOn(0, CSV_PLAN, rows));
      for (const p of pending) p.catch(() => undefined);
      // The pool's workers are private: this test stops one as a crash would.
      const slots = (pool as unknown as { slots: { worker: Worker; waiting: unknown[] }[] }).slots;
      expect(slots[0]!.waiting.length).toBe(2);
      await slots[0]!.worker.terminate();
      for (const p of pending) await expect(p).rejects.toThrow(/a verify worker stopped/);
      await expect(pool.processRowsOn(1, CSV_PLAN, rows.slice(0, 1))).rejects.toThrow(/a verify worker stopped/);
    } finally {
      await pool.close();
    }
  });
});
