/**
 * How clerks write the parts of an address: capitals or lower case, with or
 * without diacritics (or the cedilla letters of old keyboards), `Str.`, `str`
 * or no type word, `nr.`, `nr` or no number word, the county as a name, a code
 * or `jud. X`, commas or none. Every choice is drawn from a seeded generator.
 */
import { streetTypeById } from '../src/shared/street-name.js';

/** A seeded draw in [0, 1). */
export type Random = () => number;

export function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length)]!;
}

export function chance(random: Random, p: number): boolean {
  return random() < p;
}

/** Short forms people write for the street types (by type id); the article itself is added by {@link typeWord}. */
const TYPE_SHORT: Record<number, string[]> = {
  1: ['Str.', 'str.', 'str', 'Str', 'STR.', 'Strada', 'strada'],
  2: ['Bd.', 'bd.', 'B-dul', 'b-dul', 'Bdul.', 'Bulevardul', 'bulevardul', 'Bld.'],
  3: ['Calea', 'calea', 'Cal.'],
  4: ['Șos.', 'sos.', 'Sos.', 'Șoseaua', 'soseaua'],
  5: ['Aleea', 'aleea', 'Al.'],
  6: ['Intr.', 'intrarea', 'Intrarea'],
  7: ['Splaiul', 'Spl.'],
  8: ['Piața', 'P-ța', 'piata'],
  10: ['Drumul', 'Drm.'],
  11: ['Prelungirea', 'Prel.'],
};

/** The street type written for a type id: an abbreviation or the article (`Strada`). */
export function typeWord(typeId: number, random: Random): string {
  const forms = TYPE_SHORT[typeId];
  if (forms && chance(random, 0.8)) return pick(forms, random);
  return streetTypeById(typeId)?.article ?? '';
}

/** The house number as written: `nr. 12`, `nr 12`, `nr.12`, `Nr. 12` or `12`. */
export function numberWord(number: string, random: Random): string {
  const r = random();
  if (r < 0.35) return `nr. ${number}`;
  if (r < 0.55) return `nr ${number}`;
  if (r < 0.62) return `nr.${number}`;
  if (r < 0.68) return `Nr. ${number}`;
  return number;
}

/** Building details clerks add after the number (never a block id: blocks can carry their own codes). */
export function flatDetails(random: Random): string {
  const ap = 1 + Math.floor(random() * 60);
  const et = Math.floor(random() * 9);
  return pick([
    `ap. ${ap}`,
    `ap ${ap}`,
    `et. ${et}, ap. ${ap}`,
    `sc. ${pick(['A', 'B', 'C', '1', '2'], random)}, ap. ${ap}`,
    `sc ${pick(['A', 'B'], random)} et ${et} ap ${ap}`,
    `et.${et} ap.${ap}`,
  ], random);
}

/** The county as written: the name, `jud. Name`, `județul Name`, the two-letter code, `jud. CJ`. */
export function countyWord(name: string, code: string, random: Random): string {
  const r = random();
  if (r < 0.3) return name;
  if (r < 0.5) return `jud. ${name}`;
  if (r < 0.6) return `jud ${name}`;
  if (r < 0.7) return `Județul ${name}`;
  if (r < 0.85) return code;
  if (r < 0.92) return `jud. ${code}`;
  return `județ ${name}`;
}

/** Joins parts with the separator of this address (commas, spaces, line breaks, or a mix). */
export function joinParts(parts: readonly string[], random: Random): string {
  const kept = parts.filter((p) => p !== '');
  const r = random();
  if (r < 0.6) return kept.join(', ');
  if (r < 0.75) return kept.join(' ');
  if (r < 0.82) return kept.join(',');
  // Pasted from a form or an e-mail: one part per line.
  if (r < 0.87) return kept.join(chance(random, 0.5) ? '\n' : ',\n');
  return kept.map((p, i) => (i === 0 ? p : `${chance(random, 0.5) ? ',' : ''} ${p}`)).join('');
}

export function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

/** The old cedilla letters in place of the comma-below ones (keyboards before 2008). */
export function cedilla(text: string): string {
  return text.replace(/ș/g, 'ş').replace(/Ș/g, 'Ş').replace(/ț/g, 'ţ').replace(/Ț/g, 'Ţ');
}

/** The final touch: diacritics kept, dropped or in cedilla form; as written, upper case or lower case. */
export function finish(text: string, random: Random): string {
  let out = text;
  const d = random();
  if (d < 0.45) out = stripDiacritics(out);
  else if (d < 0.6) out = cedilla(out);
  const c = random();
  if (c < 0.22) out = out.toLocaleUpperCase('ro');
  else if (c < 0.35) out = out.toLocaleLowerCase('ro');
  return out.replace(/[ \t]+/g, ' ').replace(/ ?\n ?/g, '\n').trim();
}

const UNIT_WORDS = ['', 'unu', 'doi', 'trei', 'patru', 'cinci', 'șase', 'șapte', 'opt', 'nouă'];
const TEEN_WORDS = ['zece', 'unsprezece', 'doisprezece', 'treisprezece', 'paisprezece', 'cincisprezece', 'șaisprezece', 'șaptesprezece', 'optsprezece', 'nouăsprezece'];
const SPOKEN_TEENS = ['zece', 'unșpe', 'doișpe', 'treișpe', 'paișpe', 'cinșpe', 'șaișpe', 'șaptișpe', 'optișpe', 'nouășpe'];
const TEN_WORDS = ['', '', 'douăzeci', 'treizeci', 'patruzeci', 'cincizeci', 'șaizeci', 'șaptezeci', 'optzeci', 'nouăzeci'];

/**
 * A number from 1 to 999 said in Romanian words, as a hotline agent or speech-to-text writes it down:
 * `doi` (or `două`), `șaptesprezece` (or, said, `șaptișpe`: only when `spoken`), `douăzeci și unu`,
 * `o sută cinci`, `două sute optzeci și trei`.
 */
export function numberInWords(n: number, random: Random, spoken = false): string {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 1) words.push('o sută');
  else if (hundreds === 2) words.push('două sute');
  else if (hundreds > 2) words.push(`${UNIT_WORDS[hundreds]} sute`);
  if (rest >= 20) words.push(rest % 10 === 0 ? TEN_WORDS[rest / 10]! : `${TEN_WORDS[Math.floor(rest / 10)]} și ${UNIT_WORDS[rest % 10]}`);
  else if (rest >= 10) words.push((spoken && chance(random, 0.3) ? SPOKEN_TEENS : TEEN_WORDS)[rest - 10]!);
  else if (rest > 0) words.push(rest === 2 && hundreds === 0 && chance(random, 0.3) ? 'două' : rest === 1 && hundreds === 0 && chance(random, 0.2) ? 'una' : UNIT_WORDS[rest]!);
  return words.join(' ');
}
