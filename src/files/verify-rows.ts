/**
 * The library's streaming verify: any (async) iterable of addresses in, results
 * out in the same order, with a bounded number of batches in flight.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AddressIndex } from '../types.js';
import { batches, mapOrdered } from './ordered.js';
import { verifyOutcome, type RowOutcome } from './outcome.js';
import { VerifierPool } from './verifier-pool.js';

/** One verified item: the item itself, its position, and its result or catalogued error. */
export type VerifiedRow<T> = RowOutcome & {
  item: T;
  /** 0-based position of the item in the source. */
  position: number;
};

/** Options of {@link verifyRows}. */
export interface VerifyRowsOptions<T> {
  /** The verify body of an item (default: the item itself, e.g. `{ freeform }` or structured fields). */
  input?: (item: T) => unknown;
  /** Items per batch sent to the engine (default 64). */
  batchSize?: number;
  /**
   * Batches being verified at once (default: twice the pool's workers; 1 for an
   * index, which verifies in this thread). Also bounds memory: at most
   * `concurrency * batchSize` items are read ahead of the consumer.
   */
  concurrency?: number;
  /** Stops reading and verifying when aborted; the iteration then throws the signal's reason. */
  signal?: AbortSignal;
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer (got ${value})`);
  return value;
}

/**
 * Verifies every item of `items` and yields one {@link VerifiedRow} per item,
 * in source order. Never throws on an address: an input `verify` refuses gives
 * a row with `error` (its catalogue `code` and message).
 *
 * With an {@link AddressIndex} it verifies in this thread, one batch at a time,
 * giving the event loop a turn between batches. With a {@link VerifierPool} it
 * spreads the batches over the pool's worker threads.
 *
 * @example
 * ```ts
 * import { loadIndex, verifyRows } from 'ro-address';
 * const index = await loadIndex();
 * for await (const row of verifyRows(index, customers, { input: (c) => ({ freeform: c.address }) })) {
 *   if (row.error) console.log(row.item.id, row.error.code);
 *   else console.log(row.item.id, row.result.verdict, row.result.address.postal_code);
 * }
 * ```
 */
export async function* verifyRows<T>(
  verifier: AddressIndex | VerifierPool,
  items: AsyncIterable<T> | Iterable<T>,
  options: VerifyRowsOptions<T> = {},
): AsyncGenerator<VerifiedRow<T>> {
  const batchSize = positiveInteger('batchSize', options.batchSize ?? 64);
  const pool = verifier instanceof VerifierPool ? verifier : undefined;
  const concurrency = positiveInteger('concurrency', options.concurrency ?? (pool ? pool.size * 2 : 1));
  const toInput = options.input ?? ((item: T): unknown => item);
  const signal = options.signal;

  const run = async (batch: T[]): Promise<{ batch: T[]; outcomes: RowOutcome[] }> => {
    signal?.throwIfAborted();
    const inputs = batch.map(toInput);
    if (verifier instanceof VerifierPool) return { batch, outcomes: await verifier.verifyBatch(inputs) };
    await nextTurn();
    signal?.throwIfAborted();
    return { batch, outcomes: inputs.map((input) => verifyOutcome(verifier, input)) };
  };
  let position = 0;
  for await (const { batch, outcomes } of mapOrdered(batches(items, batchSize), run, concurrency)) {
    for (let i = 0; i < batch.length; i++) {
      yield { ...outcomes[i]!, item: batch[i]!, position: position++ };
    }
  }
}
