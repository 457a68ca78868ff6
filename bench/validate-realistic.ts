/**
 * Rows for the `validate` benchmark whose repeats are a customer file's, not the
 * generator's (issue 24). bench/validate-rows.ts's 1,000,000 rows are 68.5%
 * repeats (315,101 distinct) because each pass over the evaluation's cases
 * gives the same villages and the same noisy forms again; a memo of rows seen
 * then measures the benchmark, not the product (speed19, bench/RESULTS.md).
 *
 * Here the share of distinct rows is a parameter (`distinct`, 0-1) and the
 * repeats follow a Zipf law (s = 1) over the distinct rows in a random order:
 * a few addresses repeat a lot and most not at all, as in
 * - a shop's or a utility's customer file (the default, 0.85 distinct): one
 *   row a customer, returning customers and a few addresses (offices, a
 *   block's reception, a depot) many times;
 * - a school or a population register (0.99): almost no repeats;
 * - a courier's month of deliveries (0.3): the same offices and homes again
 *   and again.
 * The distinct rows are bench/validate-rows.ts's addresses (the same mix: half
 * written exactly, half with the evaluation's noise, 1% junk); an address the
 * generator gives again is made another customer's by a flat number
 * (`, ap. N`), as the neighbours of one block of flats are (short junk cells
 * such as `n/a` stay as they are, so the distinct share is a little lower than
 * asked: about 0.6 points). Rows come in a
 * shuffled order. Nothing is stored: the rows are drawn from the index at run
 * time, the same for the same seed.
 *
 * `npx tsx bench/validate-realistic.ts ROWS FILE [--distinct 0.85] [--seed 1]`
 * writes a `;`-separated CSV (`id;Adresa;Nota`), as bench/validate-rows.ts does.
 */
import { pathToFileURL } from 'node:url';
import type { LoadedIndex } from '../src/address-index.js';
import { seededRandom } from '../eval/random.js';
import { benchmarkAddresses, benchmarkIndex, writeAddressesCsv } from './validate-rows.js';

/** The default share of distinct rows: a shop's or a utility's customer file. */
export const DEFAULT_DISTINCT = 0.85;

/** `count` distinct addresses in the generator's order, those it repeats told apart by a flat number. */
function distinctAddresses(index: LoadedIndex, count: number, seed: number): string[] {
  // How many times the generator gave each address: its nth time is flat n (`, ap. 2`, `, ap. 3`, ...), never given before.
  const times = new Map<string, number>();
  const out: string[] = [];
  for (const address of benchmarkAddresses(index, count, seed)) {
    const n = (times.get(address) ?? 0) + 1;
    times.set(address, n);
    // Junk stays junk: another customer's empty cell is the same empty cell.
    out.push(n === 1 || address.length < 12 ? address : `${address}, ap. ${n}`);
  }
  return out;
}

/**
 * `rows` addresses of which `round(distinct * rows)` are distinct (each at least
 * once) and the others repeats drawn by a Zipf law over them; shuffled.
 */
export function realisticAddresses(index: LoadedIndex, rows: number, distinct = DEFAULT_DISTINCT, seed = 1): string[] {
  if (!(distinct > 0 && distinct <= 1)) throw new RangeError(`distinct must be in (0, 1] (got ${distinct})`);
  const pool = distinctAddresses(index, Math.max(1, Math.round(rows * distinct)), seed);
  const random = seededRandom(seed * 31 + 11);
  // Which addresses are the popular ones: the generator's order is by place, so rank a shuffled copy.
  const ranked = [...pool];
  for (let i = ranked.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ranked[i], ranked[j]] = [ranked[j]!, ranked[i]!];
  }
  // Zipf (s = 1): rank r drawn with weight 1 / r, by the cumulative weights and a binary search.
  const cumulative = new Float64Array(ranked.length);
  let total = 0;
  for (let r = 0; r < ranked.length; r++) cumulative[r] = total += 1 / (r + 1);
  const out = [...pool];
  while (out.length < rows) {
    const x = random() * total;
    let lo = 0;
    let hi = ranked.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    out.push(ranked[lo]!);
  }
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Writes `rows` rows to `path` as `id;Adresa;Nota` (the columns of bench/validate-rows.ts). */
export async function writeRealisticCsv(path: string, rows: number, distinct = DEFAULT_DISTINCT, seed = 1): Promise<void> {
  await writeAddressesCsv(path, realisticAddresses(benchmarkIndex(), rows, distinct, seed));
}

/** The value after `--name` on a command line, as a number, or `fallback`. */
export function numberOption(args: readonly string[], name: string, fallback: number): number {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isFinite(value)) throw new Error(`--${name} needs a number`);
  return value;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const [rows, file] = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (rows === undefined || file === undefined || !/^\d+$/.test(rows)) {
    process.stderr.write('usage: npx tsx bench/validate-realistic.ts ROWS FILE [--distinct 0.85] [--seed 1]\n');
    process.exit(2);
  }
  await writeRealisticCsv(file, Number(rows), numberOption(args, 'distinct', DEFAULT_DISTINCT), numberOption(args, 'seed', 1));
}
