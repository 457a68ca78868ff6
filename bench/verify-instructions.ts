/**
 * Verify's cost in instructions of the main thread, counted by valgrind's callgrind: unlike time,
 * the count does not move with the load of a shared machine, so two versions can be told apart
 * by a few percent (timed A/B on a loaded 2-core machine moves by 5-20% between runs of the same
 * code). Each checkout's built package (`npm run build`) verifies the first `--inputs` inputs of
 * bench/ab.ts (every twentieth eval:verify case, structured and as noisy text, then 50 of each
 * eval:forms shape, interleaved so that any prefix has every kind) `--warm` times, then `--passes`
 * times counted. V8's compiler and collector threads are not counted.
 *
 *   npx tsx bench/verify-instructions.ts <checkout> [<checkout> ...] [--inputs 1000] [--warm 3] [--passes 2]
 *
 * Needs valgrind and callgrind_control (Debian package valgrind). A run takes minutes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { abInputs, benchArgs } from './bench-args.js';

const { roots, options } = benchArgs(process.argv.slice(2), { inputs: 1000, warm: 3, passes: 2 }, 1);
const { warm, passes } = options;
if (roots.length === 0) {
  console.error('usage: npx tsx bench/verify-instructions.ts <checkout> [<checkout> ...] [--inputs 1000] [--warm 3] [--passes 2]');
  process.exit(2);
}
const index = loadIndexSync(resolve(import.meta.dirname, '..', 'data', 'ro-address.idx')) as LoadedIndex;
const cases = abInputs(index.catalog, true).slice(0, options.inputs);

// V8 compiles optimized code on helper threads; under callgrind, which runs one thread at a time, how long the main
// thread runs unoptimized code then depends on the machine's load, and the count moved by 1.6x between a quiet and a
// loaded run of the same code. One thread makes the count a property of the code again.
// (VERIFY_INSTRUCTIONS_NODE_FLAGS, space-separated, replaces them, e.g. to count as earlier runs did with none.)
const NODE_FLAGS = (process.env.VERIFY_INSTRUCTIONS_NODE_FLAGS ?? '--single-threaded').split(' ').filter((f) => f !== '');
const dir = mkdtempSync(join(tmpdir(), 'verify-instructions-'));
const casesFile = join(dir, 'cases.json');
writeFileSync(casesFile, JSON.stringify(cases));
const child = join(import.meta.dirname, 'verify-instructions-child.mjs');
const summary = (file: string): number => Number(/^summary: (\d+)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? NaN);
const counted: number[] = [];
for (const [k, root] of roots.entries()) {
  const out = join(dir, `cg${k}`);
  execFileSync('valgrind', ['--tool=callgrind', `--callgrind-out-file=${out}`, '--separate-threads=yes', '--dump-instr=no', '--smc-check=all-non-file',
    process.execPath, ...NODE_FLAGS, child, root, casesFile, String(cases.length), String(warm), String(passes)], { stdio: 'ignore' });
  // Callgrind writes one file per dump and thread: `<out>.<dump>-<thread>`; thread 01 is the main thread.
  const files = readdirSync(dir);
  const part = (dump: number): string => join(dir, files.find((f) => f === `cg${k}.${dump}-01`) ?? `cg${k}.${dump}-01`);
  const warmUp = summary(part(1));
  const steady = summary(part(2));
  counted.push(steady / (cases.length * passes));
  console.log(`${root}: ${cases.length} inputs; warm-up (start and ${warm} passes) ${(warmUp / 1e9).toFixed(3)} G instructions; then ${Math.round(steady / (cases.length * passes)).toLocaleString('en')} a verify`);
}
if (counted.length === 2) console.log(`second / first: ${(counted[1]! / counted[0]!).toFixed(3)}`);
rmSync(dir, { recursive: true, force: true });
