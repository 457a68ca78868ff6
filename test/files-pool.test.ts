/**
 * The worker pool with two batches posted to each worker (issue 24): answers
 * still come back to the batch that asked, in any order of completion; a
 * worker that dies fails every batch it held and every batch after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from 'node:worker_threads';
import { builtIndex } from './helpers/index.js';
import { VerifierPool, processRows, type RawRow, type RowPlan } from '../src/files/index.js';

const index = builtIndex();
const plan: RowPlan = { format: 'csv', delimiter: ';', eol: '\n', width: 2, positions: { freeform: 1 }, addressColumns: ['Adresa'], minConfidence: 0 };
const ADDRESSES = ['Str. Lungă 5, Brașov', 'Bd. Eroilor 3, Cluj-Napoca', '', 'x', 'Calea Victoriei 12, București', 'Strada "Unirii" 4;\nIasi'];

function batch(from: number, size: number): RawRow[] {
  return Array.from({ length: size }, (_, i) => ({ row: from + i, cells: [String(from + i), ADDRESSES[(from + i) % ADDRESSES.length]!] }));
}

describe('a pool that posts two batches to each worker', () => {
  let pool: VerifierPool;
  beforeAll(async () => {
    pool = await VerifierPool.create({ workers: 1 });
  });
  afterAll(async () => {
    await pool.close();
  });

  it('answers each batch with its own output when many wait for one worker', async () => {
    const batches = Array.from({ length: 9 }, (_, i) => batch(1 + i * (i + 1), i + 1));
    const answers = await Promise.all(batches.map((b) => pool.processRows(plan, b)));
    answers.forEach((answer, i) => expect(answer).toEqual(processRows(index, plan, batches[i]!)));
  });
});

describe('a worker that dies', () => {
  it('fails the batches it held and those queued, then every later batch', async () => {
    const pool = await VerifierPool.create({ workers: 1 });
    try {
      // Large enough that the worker is still on the first when it is stopped.
      const pending = [0, 1, 2].map((i) => pool.processRows(plan, batch(1 + i * 400, 400)));
      for (const p of pending) p.catch(() => undefined);
      // The pool's workers are private: this test stops one as a crash would.
      const slots = (pool as unknown as { slots: { worker: Worker }[] }).slots;
      await slots[0]!.worker.terminate();
      for (const p of pending) await expect(p).rejects.toThrow(/a verify worker stopped/);
      await expect(pool.processRows(plan, batch(1, 1))).rejects.toThrow(/a verify worker stopped/);
    } finally {
      await pool.close();
    }
  });
});
