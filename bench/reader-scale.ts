/**
 * How the reader's cost grows with the length of the text (issue 24's worst inputs): each crafted
 * unit of bench/worst-inputs.ts (and a few more) repeated up to 64, 128, 256, 512 and 768
 * characters (768: three 256-character fields read together, as verify reads a structured input
 * whose street field holds a comma), read by `readAddressText` as free-form text; the least of
 * 30 reads after 20 warm-ups, in µs a word. A cost a word that stays flat or falls is linear.
 *
 * `npx tsx bench/reader-scale.ts` (source through tsx: compare rows with each other, not with
 * the built package's times).
 */
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { readAddressText, readerWeights } from '../src/text/address-parser.js';
import { resolve } from 'node:path';
import { fill } from './worst-inputs.js';

const index = loadIndexSync(resolve(import.meta.dirname, '..', 'data', 'ro-address.idx')) as LoadedIndex;
const options = { ...readerWeights(index.context.ranking), streets: true };
const UNITS: ReadonlyArray<[string, string]> = [
  ['a', ','], ['Cluj', ','], ['Valea Lungă', ','], ['Strada Mihai Eminescu 5 Iași', ', '], ['nr. 1 bl. 2 sc. 3', ' '], ['pe la în din de la', ' '],
];
const LENGTHS = [64, 128, 256, 512, 768];

process.stdout.write(`| unit, separator | ${LENGTHS.map((n) => `${n} chars: µs a word (words)`).join(' | ')} |\n|---|${LENGTHS.map(() => '---').join('|')}|\n`);
for (const [unit, sep] of UNITS) {
  const cells = LENGTHS.map((max) => {
    const text = fill(unit, sep, max);
    const words = text.split(/[\s,]+/).filter((w) => w !== '').length;
    for (let k = 0; k < 20; k++) readAddressText(text, options);
    let least = Infinity;
    for (let k = 0; k < 30; k++) {
      const t = performance.now();
      readAddressText(text, options);
      least = Math.min(least, performance.now() - t);
    }
    return `${((least * 1000) / words).toFixed(2)} (${words})`;
  });
  process.stdout.write(`| \`${unit}\` \`${JSON.stringify(sep)}\` | ${cells.join(' | ')} |\n`);
}
