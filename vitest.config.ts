import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The suites load the same 5 MB index; forks keep their heaps apart.
    pool: 'forks',
    // vitest sends a worker's progress (onTaskUpdate) to the main process and gives up on the reply
    // after 60 s; the worker reads the reply only when its event loop polls. On a 2-core machine with
    // a core kept busy, synchronous stretches (a data build, a SheetJS read of the workbook, tsc, a
    // tsup build, back-to-back synchronous tests) went past that and `npm test` exited 1 although
    // every test passed. The event loop now takes a turn after every test (this setup file), and
    // the heavy one-call work runs in awaited child processes (scripts/build-package.ts,
    // test/helpers/in-child.ts).
    // Every property without a seed of its own runs from one fixed seed (FC_SEED explores others).
    setupFiles: ['test/helpers/yield-between-tests.ts', 'test/helpers/fixed-seed.ts'],
  },
});
