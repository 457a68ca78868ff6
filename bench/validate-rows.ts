/**
 * The rows of the `validate` benchmark: free-form addresses drawn (seeded) from
 * the index through the evaluation's own cases, half written exactly, half with
 * the evaluation's noise (no diacritics, abbreviations, typing mistakes, words
 * swapped, county left out, a wrong postal code), and 1% junk (empty cells,
 * text that is not an address). Each pass over the cases draws other house
 * numbers, but villages without streets and the noisy forms repeat across
 * passes: of 1,000,000 rows about 315,000 are distinct (68.5% repeat an
 * earlier row, a median 90,000 rows apart; 16% of the first 100,000), as
 * speed19 counted (bench/RESULTS.md); rows come in a shuffled order.
 *
 * `npx tsx bench/validate-rows.ts ROWS FILE` writes a `;`-separated CSV
 * (`id;Adresa;Nota`), as a spreadsheet exports it.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { addressCases } from '../eval/verify-cases.js';
import { noisyText } from '../eval/verify-noise.js';
import { seededRandom } from '../eval/random.js';
import { csvLine } from '../src/files/row-format.js';

const JUNK = ['', 'n/a', '-', 'vezi contract', 'Romania', '12345', 'acelasi ca mai sus', 'Str.', 'xxxxxxxx yyyy'];

/** `count` free-form addresses, the same for the same seed and index. */
export function* benchmarkAddresses(index: LoadedIndex, count: number, seed = 1): Generator<string> {
  const random = seededRandom(seed);
  let made = 0;
  for (let pass = 0; made < count; pass++) {
    const { cases } = addressCases(index.catalog, seed * 1000 + pass);
    // Customer files are in no particular order: no place's tables stay warm by luck.
    for (let i = cases.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [cases[i], cases[j]] = [cases[j]!, cases[i]!];
    }
    for (const c of cases) {
      if (made >= count) return;
      if (random() < 0.01) {
        yield JUNK[Math.floor(random() * JUNK.length)]!;
      } else if (random() < 0.5) {
        const s = c.structured;
        yield [[s.street, s.house_number].filter((p) => p).join(' '), s.locality, s.county].filter((p) => p).join(', ');
      } else {
        const { input } = noisyText(index.catalog, c);
        yield input.postal_code ? `${input.freeform} ${input.postal_code}` : input.freeform;
      }
      made++;
    }
  }
}

/** The index the benchmark's rows are drawn from: this checkout's built one. */
export function benchmarkIndex(): LoadedIndex {
  return loadIndexSync(resolve(import.meta.dirname, '..', 'data', 'ro-address.idx')) as LoadedIndex;
}

/** Writes `addresses` to `path` as `id;Adresa;Nota`, a note in every seventh row (with the delimiter in it, so quoted). */
export async function writeAddressesCsv(path: string, addresses: Iterable<string>): Promise<void> {
  const out = createWriteStream(path);
  out.write('id;Adresa;Nota\n');
  let id = 0;
  let chunk = '';
  for (const address of addresses) {
    id++;
    chunk += csvLine([String(id), address, id % 7 === 0 ? 'client; nou' : ''], ';', '\n');
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

/** Writes `count` rows to `path` as `id;Adresa;Nota`. */
export async function writeBenchmarkCsv(path: string, count: number, seed = 1): Promise<void> {
  await writeAddressesCsv(path, benchmarkAddresses(benchmarkIndex(), count, seed));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [rows, file] = process.argv.slice(2);
  if (rows === undefined || file === undefined || !/^\d+$/.test(rows)) {
    process.stderr.write('usage: npx tsx bench/validate-rows.ts ROWS FILE\n');
    process.exit(2);
  }
  await writeBenchmarkCsv(file, Number(rows));
}
