/**
 * Long measurements written as generators that yield after each verified
 * input, so one loop serves a script (run to the end at once) and a test
 * worker, which must hand control back now and then: vitest's worker answers
 * its runner over the event loop, and a synchronous minute of verifying on a
 * loaded machine times that channel out ("Timeout calling onTaskUpdate").
 */

/** Runs the steps to the end and returns their result. */
export function drain<T>(steps: Generator<void, T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Inputs verified between two turns of the event loop (a few milliseconds of work). */
const STEPS_PER_TURN = 64;

/** A turn of the event loop. */
export function turn(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/** Runs the steps to the end, giving the event loop a turn every {@link STEPS_PER_TURN} steps. */
export async function drainAsync<T>(steps: Generator<void, T>): Promise<T> {
  for (let n = 1; ; n++) {
    const r = steps.next();
    if (r.done) return r.value;
    if (n % STEPS_PER_TURN === 0) await turn();
  }
}
