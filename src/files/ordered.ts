/**
 * Async iteration helpers: batches, and a map that runs a bounded number of
 * calls at once but yields in source order.
 */

/** Groups `source` into arrays of at most `size` items. */
export async function* batches<T>(source: AsyncIterable<T> | Iterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of source) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Regroups arrays of any length from `source` into arrays of `size` items (the last may be shorter). */
export async function* rebatch<T>(source: AsyncIterable<T[]>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const items of source) {
    if (batch.length === 0 && items.length === size) {
      yield items;
      continue;
    }
    for (const item of items) {
      batch.push(item);
      if (batch.length >= size) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Calls `fn` on each item with at most `concurrency` calls pending, and yields
 * the results in source order. The source is read only as fast as results are
 * taken, so a slow consumer holds at most `concurrency` results in memory.
 * Stops at the first failed call (its error is thrown); stopping the iteration
 * stops reading the source.
 */
export async function* mapOrdered<T, R>(source: AsyncIterable<T> | Iterable<T>, fn: (item: T) => Promise<R>, concurrency: number): AsyncGenerator<R> {
  const pending: Promise<R>[] = [];
  const iterator = (Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]()) as AsyncIterator<T> | Iterator<T>;
  let done = false;
  try {
    for (;;) {
      while (!done && pending.length < concurrency) {
        const next = await iterator.next();
        if (next.done) done = true;
        else {
          const p = fn(next.value);
          // Observed here so that a failure behind the head is not reported as unhandled; it is thrown when its turn comes.
          p.catch(() => undefined);
          pending.push(p);
        }
      }
      const head = pending.shift();
      if (head === undefined) return;
      yield await head;
    }
  } finally {
    if (!done) await iterator.return?.();
  }
}
