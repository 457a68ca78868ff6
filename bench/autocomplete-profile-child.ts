/**
 * Answers this checkout's eval:autocomplete queries `--passes` times with the engine of the
 * checkout given (its own index with `--index`), for a CPU profile of warm autocomplete:
 *
 *   node --import tsx --cpu-prof bench/autocomplete-profile-child.ts <checkout> [--index <file>] [--passes 3]
 *   npx tsx bench/cpuprofile-top.ts CPU.*.cpuprofile
 */
import { resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { evalQueries } from '../eval/autocomplete-queries.js';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const checkout = resolve(args[0] ?? '.');
const INDEX = resolve(import.meta.dirname, '..', 'data', 'ro-address.idx');
const queries = evalQueries(loadIndexSync(INDEX) as LoadedIndex).queries.map((q) => q.q);
const mod = (await import(resolve(checkout, 'src', 'index.ts'))) as { loadIndexSync(path: string): { autocomplete(q: string): unknown } };
const engine = mod.loadIndexSync(resolve(option('index') ?? INDEX));
const passes = Number(option('passes') ?? 3);
const start = process.cpuUsage();
for (let p = 0; p < passes; p++) {
  for (const q of queries) {
    try {
      engine.autocomplete(q);
    } catch {
      // refused input
    }
  }
}
const cpu = process.cpuUsage(start);
process.stdout.write(`${passes} passes of ${queries.length} queries: ${((cpu.user + cpu.system) / 1000 / passes).toFixed(0)} CPU ms a pass\n`);
