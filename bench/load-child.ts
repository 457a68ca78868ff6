/**
 * Run in a fresh process by bench/lookup.ts: loads the index once and prints the
 * load time and the memory it added, as JSON.
 */
import { loadIndexSync } from '../src/index.js';

const path = process.argv[2];
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage();
const t0 = process.hrtime.bigint();
const index = loadIndexSync(path);
const loadMs = Number(process.hrtime.bigint() - t0) / 1e6;
// One lookup so lazily built state that every caller needs is counted too.
index.lookupPostalCode('011421');
gc?.();
const after = process.memoryUsage();
process.stdout.write(
  JSON.stringify({
    loadMs,
    heapGrowthMB: (after.heapUsed - before.heapUsed) / 2 ** 20,
    arrayBuffersMB: (after.arrayBuffers - before.arrayBuffers) / 2 ** 20,
    rssGrowthMB: (after.rss - before.rss) / 2 ** 20,
  }),
);
