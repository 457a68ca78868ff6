import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The suites load the same 3 MB index; forks keep their heaps apart.
    pool: 'forks',
  },
});
