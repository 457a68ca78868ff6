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
