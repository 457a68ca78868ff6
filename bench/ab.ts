/**
 * Two versions of the engine in one process, timed in alternating rounds: the checkout given
 * as argument (for instance a `git worktree` of main) against this one, on the same index file
 * and the same inputs. On the shared, loaded machine two separate bench runs differ by more
 * than a refactoring can; rounds that alternate in one process see the same load.
 *
 *   npx tsx bench/ab.ts <other checkout> [--rounds 11] [--other-index <file>]
 *
 * `--other-index`: the index the other checkout loads, when it reads another index format than
 * this one (its own `data/ro-address.idx`, built by its own `npm run build:data`); by default
 * both load this checkout's index.
 *
 *   npx tsx bench/ab.ts <other checkout> --only verify
 *
 * Prints, per engine (autocomplete, verify), the CPU milliseconds per round of each version
 * (median and minimum) and the ratio of the medians (this checkout / the other).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { VerifyInput } from '../src/index.js';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { evalQueries } from '../eval/autocomplete-queries.js';
import { addressCases } from '../eval/verify-cases.js';
import { noisyText } from '../eval/verify-noise.js';
import { formCases } from '../eval/verify-forms-cases.js';

interface Engine {
  autocomplete(q: string): unknown;
  verify(input: VerifyInput): unknown;
  prepare(): void;
}

const ROOT = resolve(import.meta.dirname, '..');
const INDEX = resolve(ROOT, 'data', 'ro-address.idx');
const args = process.argv.slice(2);
const other = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--rounds' && args[i - 1] !== '--only' && args[i - 1] !== '--other-index');
const onlyAt = args.indexOf('--only');
const kinds = (['autocomplete', 'verify'] as const).filter((k) => onlyAt < 0 || args[onlyAt + 1] === k);
const otherIndexAt = args.indexOf('--other-index');
const OTHER_INDEX = otherIndexAt >= 0 && args[otherIndexAt + 1] !== undefined ? resolve(args[otherIndexAt + 1]!) : INDEX;
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Math.max(3, Math.min(51, Number(args[roundsAt + 1]) || 11)) : 11;
if (other === undefined || !existsSync(resolve(other, 'src', 'index.ts'))) {
  console.error('usage: npx tsx bench/ab.ts <other checkout with src/index.ts> [--rounds 11] [--only autocomplete|verify] [--other-index <file>]');
  process.exit(2);
}

const mod = (await import(resolve(other, 'src', 'index.ts'))) as { loadIndexSync(path: string): Engine };
const before = mod.loadIndexSync(OTHER_INDEX);
const after = loadIndexSync(INDEX) as LoadedIndex;
before.prepare();
after.prepare();

// Every third eval:autocomplete query; every twentieth eval:verify case, structured and as noisy
// free-form text, and the real-world shapes of eval:forms (50 a shape): a few seconds a round.
const queries = evalQueries(after).queries.filter((_, i) => i % 3 === 0).map((q) => q.q);
const cases: unknown[] = [];
for (const [i, c] of addressCases(after.catalog).cases.entries()) {
  if (i % 20 === 0) cases.push(c.structured, noisyText(after.catalog, c).input);
}
for (const c of formCases(after.catalog, 50).cases) cases.push({ freeform: c.input });

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function round(engine: Engine, kind: 'autocomplete' | 'verify'): number {
  const start = cpuMs();
  // An input one version refuses is refused by both (the same error is thrown and caught).
  if (kind === 'autocomplete') {
    for (const q of queries) {
      try { engine.autocomplete(q); } catch { /* refused input */ }
    }
  } else {
    for (const c of cases) {
      try { engine.verify(c as VerifyInput); } catch { /* refused input */ }
    }
  }
  return cpuMs() - start;
}

const middle = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

for (const kind of kinds) {
  round(before, kind);
  round(after, kind);
  const a: number[] = [];
  const b: number[] = [];
  for (let r = 0; r < rounds; r++) {
    // Alternate which version goes first, so neither always runs on a warmer cache.
    if (r % 2 === 0) {
      a.push(round(before, kind));
      b.push(round(after, kind));
    } else {
      b.push(round(after, kind));
      a.push(round(before, kind));
    }
  }
  const n = kind === 'autocomplete' ? queries.length : cases.length;
  console.log(
    `${kind}: ${n} calls a round, ${rounds} rounds; CPU ms a round, median / min: other ${middle(a).toFixed(0)} / ${Math.min(...a).toFixed(0)}, ` +
      `this ${middle(b).toFixed(0)} / ${Math.min(...b).toFixed(0)}; ratio of medians ${(middle(b) / middle(a)).toFixed(3)}`,
  );
}
