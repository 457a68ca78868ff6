/**
 * Loaded before every test file (vitest.config.ts `setupFiles`): after each
 * test, the worker's event loop takes a full turn.
 *
 * vitest sends its progress (onTaskUpdate) to the main process without
 * waiting, and gives up on a reply after 60 s; the reply is read only when the
 * worker's event loop polls. Synchronous tests run back to back resolve
 * through promises alone, so a file of them (the forms evaluation's: 20 s each
 * on a busy 2-core machine) never let the loop poll, and its replies timed out
 * ("Timeout calling onTaskUpdate", exit 1) although every test passed. Two
 * setImmediate hops always pass through a poll phase; they cost microseconds.
 */
import { afterEach } from 'vitest';

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

afterEach(async () => {
  await turn();
  await turn();
});
