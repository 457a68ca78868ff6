/**
 * A CPU profile of verify over the inputs `bench/ab.ts` times (every twentieth eval:verify case,
 * structured and as noisy free-form text, and 50 inputs of each eval:forms shape), three passes.
 *
 * `node --import tsx --cpu-prof --cpu-prof-dir /tmp/prof bench/verify-profile-child.ts`, then
 * `npx tsx bench/cpuprofile-top.ts /tmp/prof/<file>.cpuprofile`.
 */
import { resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import type { VerifyInput } from '../src/types.js';
import { addressCases } from '../eval/verify-cases.js';
import { noisyText } from '../eval/verify-noise.js';
import { formCases } from '../eval/verify-forms-cases.js';

const index = loadIndexSync(resolve(import.meta.dirname, '..', 'data', 'ro-address.idx')) as LoadedIndex;
index.prepare();
const cases: VerifyInput[] = [];
for (const [i, c] of addressCases(index.catalog).cases.entries()) {
  if (i % 20 === 0) cases.push(c.structured as VerifyInput, noisyText(index.catalog, c).input as VerifyInput);
}
for (const c of formCases(index.catalog, 50).cases) cases.push({ freeform: c.input });
const start = performance.now();
for (let pass = 0; pass < 3; pass++) {
  for (const c of cases) {
    try { index.verify(c); } catch { /* refused input */ }
  }
}
console.log(`${cases.length} inputs, 3 passes, ${(performance.now() - start).toFixed(0)} ms`);
