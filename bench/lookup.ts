/**
 * Foundation benchmarks: index size, cold load time, memory after load, and
 * postal-code lookups per second.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { Bench } from 'tinybench';
import { loadIndexSync } from '../src/index.js';
import { median, type Section } from './report.js';

const ROOT = resolve(import.meta.dirname, '..');
const INDEX = resolve(ROOT, 'data', 'ro-address.idx');

export async function benchLookup(): Promise<Section> {
  const sizeMB = statSync(INDEX).size / 2 ** 20;

  const runs = Array.from({ length: 7 }, () => {
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', resolve(ROOT, 'bench', 'load-child.ts'), INDEX], { cwd: ROOT, encoding: 'utf8' });
    return JSON.parse(out) as { loadMs: number; heapGrowthMB: number; arrayBuffersMB: number; rssGrowthMB: number };
  });

  const index = loadIndexSync(INDEX);
  // Every code of the index, in a shuffled but fixed order, so caches do not flatter the figure.
  const codes: string[] = [];
  for (let code = 10000; code < 1000000 && codes.length < 40000; code++) {
    try {
      index.lookupPostalCode(String(code).padStart(6, '0'));
      codes.push(String(code).padStart(6, '0'));
    } catch {
      // not a code
    }
  }
  let seed = 42;
  for (let i = codes.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const j = seed % (i + 1);
    [codes[i], codes[j]] = [codes[j]!, codes[i]!];
  }
  let k = 0;
  // One measured iteration is BATCH lookups: timing each sub-microsecond call alone
  // would mostly measure the timer.
  const BATCH = 1000;
  const bench = new Bench({ time: 3000, warmup: true });
  bench.add('lookupPostalCode (existing codes)', () => {
    for (let i = 0; i < BATCH; i++) index.lookupPostalCode(codes[k++ % codes.length]!);
  });
  bench.add('lookupPostalCode (invalid input)', () => {
    for (let i = 0; i < BATCH; i++) {
      try {
        index.lookupPostalCode('01142a');
      } catch {
        // expected
      }
    }
  });
  await bench.run();
  const ops = (name: string) => {
    const result = bench.tasks.find((t) => t.name === name)?.result;
    return result && 'throughput' in result ? result.throughput.mean * BATCH : 0;
  };
  const lookupOps = ops('lookupPostalCode (existing codes)');

  return {
    title: 'Foundation: index, load, lookup',
    rows: [
      ['index file size (search tables included)', `${sizeMB.toFixed(2)} MiB`, 'at most 6 MB', sizeMB * 2 ** 20 <= 6e6 ? 'met' : 'MISSED'],
      ['cold load (median of 7 fresh processes)', `${median(runs.map((r) => r.loadMs)).toFixed(2)} ms`, 'under 50 ms', median(runs.map((r) => r.loadMs)) < 50 ? 'met' : 'MISSED'],
      ['JS heap growth after load', `${median(runs.map((r) => r.heapGrowthMB)).toFixed(2)} MiB`, 'under 40 MB', median(runs.map((r) => r.heapGrowthMB)) < 40 ? 'met' : 'MISSED'],
      ['ArrayBuffer memory (the index bytes)', `${median(runs.map((r) => r.arrayBuffersMB)).toFixed(2)} MiB`, '', ''],
      ['lookups/s, existing codes (one core)', Math.round(lookupOps).toLocaleString('en-US'), 'over 1,000,000', lookupOps > 1e6 ? 'met' : 'MISSED'],
      ['lookups/s, invalid input', Math.round(ops('lookupPostalCode (invalid input)')).toLocaleString('en-US'), '', ''],
    ],
    notes: [`${codes.length} distinct codes looked up in a fixed shuffled order; each measured iteration runs ${BATCH} lookups`],
  };
}
