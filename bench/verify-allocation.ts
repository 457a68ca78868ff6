/**
 * Bytes verify allocates, a verify, in the steady state: V8's sampling heap profiler over passes
 * of the bench/ab.ts inputs (every twentieth eval:verify case, structured and as noisy text, and
 * 50 of each eval:forms shape) after warm-up passes, for each built checkout (`npm run build`) in
 * turn; with `--top N`, the N functions that allocate most (a builtin counted in its caller).
 * Allocation is what the young-generation collector pays for, and unlike time it does not move
 * with the machine's load.
 *
 *   npx tsx bench/verify-allocation.ts <checkout> [<checkout> ...] [--warm 4] [--passes 3] [--top 0]
 */
import { Session } from 'node:inspector/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import type { VerifyInput } from '../src/types.js';
import { abInputs, benchArgs } from './bench-args.js';

interface Engine {
  verify(input: VerifyInput): unknown;
  prepare?(): void;
}
interface SamplingNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: SamplingNode[];
}

const { roots, options } = benchArgs(process.argv.slice(2), { warm: 4, passes: 3, top: 0 }, 0);
const { warm, top } = options;
const passes = Math.max(1, options.passes);
if (roots.length === 0) {
  console.error('usage: npx tsx bench/verify-allocation.ts <checkout> [<checkout> ...] [--warm 4] [--passes 3] [--top 0]');
  process.exit(2);
}
const index = loadIndexSync(resolve(import.meta.dirname, '..', 'data', 'ro-address.idx')) as LoadedIndex;
const cases = abInputs(index.catalog, false);

const session = new Session();
session.connect();
await session.post('HeapProfiler.enable');
for (const root of roots) {
  const mod = (await import(pathToFileURL(resolve(root, 'dist', 'index.js')).href)) as { loadIndexSync(path: string): Engine };
  const engine = mod.loadIndexSync(resolve(root, 'data', 'ro-address.idx'));
  engine.prepare?.();
  const pass = (): void => {
    for (const c of cases) {
      try {
        engine.verify(c);
      } catch {
        // A refused input allocates what it allocates.
      }
    }
  };
  for (let p = 0; p < warm; p++) pass();
  await session.post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  for (let p = 0; p < passes; p++) pass();
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: SamplingNode } };
  const byFunction = new Map<string, number>();
  let total = 0;
  const walk = (node: SamplingNode, caller: string): void => {
    const own = `${node.callFrame.functionName || '(anonymous)'}:${node.callFrame.lineNumber + 1}`;
    // A builtin (no script) is counted in the function that called it.
    const name = node.callFrame.url === '' && caller !== '' ? caller : own;
    byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize);
    total += node.selfSize;
    for (const child of node.children) walk(child, name);
  };
  walk(profile.head, '');
  const runs = passes * cases.length;
  console.log(`${root}: ${cases.length} inputs, ${warm} warm passes, ${passes} sampled: ${Math.round(total / runs).toLocaleString('en')} bytes a verify`);
  for (const [name, bytes] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${(bytes / runs).toFixed(0).padStart(6)} B  ${name}`);
}
