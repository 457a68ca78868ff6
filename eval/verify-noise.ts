/**
 * Writes an evaluation address the way people do: free-form, with a seeded mix
 * of the noise verify must tolerate.
 */
import type { Catalog } from '../src/reader/catalog.js';
import { streetTypeById } from '../src/shared/street-name.js';
import type { AddressCase } from './verify-cases.js';
import { seededRandom } from './random.js';

/** The kinds of noise, as reported per kind in the summary. */
export type NoiseKind = 'no_diacritics' | 'abbreviations' | 'typo' | 'swapped_order' | 'missing_county' | 'wrong_postal_code';

/** Short forms people write for the street types (by type id). */
const TYPE_SHORT: Record<number, string[]> = {
  1: ['Str.', 'str', 'STR.', 'St.'],
  2: ['Bd.', 'B-dul', 'Bdul.', 'Bul.', 'Blvd.'],
  3: ['Cal.', 'Calea'],
  4: ['Șos.', 'Sos.', 'Şos.'],
  5: ['Al.', 'Aleea'],
  6: ['Intr.', 'Int.'],
  7: ['Spl.'],
  8: ['P-ța', 'Pța.', 'Piata'],
  10: ['Drm.', 'Drumul'],
  11: ['Prel.'],
  12: ['Psj.'],
  13: ['Fdt.'],
};

const TITLE_SHORT: Array<[RegExp, string[]]> = [
  [/\bArhitect\b/, ['Arh.', 'arh.']],
  [/\bGeneral\b/, ['Gral.', 'Gen.', 'G-ral']],
  [/\bDoctor\b/, ['Dr.']],
  [/\bProfesor\b/, ['Prof.']],
  [/\bLocotenent\b/, ['Lt.']],
  [/\bCăpitan\b/, ['Cpt.']],
  [/\bSergent\b/, ['Serg.']],
  [/\bSfântul\b/, ['Sf.']],
];

const LOCALITY_SHORT: Array<[RegExp, string]> = [
  [/^Târgu /, 'Tg. '],
  [/^Râmnicu /, 'Rm. '],
  [/^Drobeta-Turnu Severin$/, 'Dr. Tr. Severin'],
  [/^Cluj-Napoca$/, 'Cluj'],
  [/^București$/, 'Buc.'],
  [/^Sfântu /, 'Sf. '],
];

function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

/** One typing mistake in one long word of `text` (letters only). */
function typo(text: string, random: () => number): string {
  const words = text.split(' ');
  const long = words.map((w, i) => [w, i] as const).filter(([w]) => /^\p{L}{5,}$/u.test(w));
  if (long.length === 0) return text;
  const [word, at] = long[Math.floor(random() * long.length)]!;
  const chars = [...word];
  const i = 1 + Math.floor(random() * (chars.length - 2));
  const letter = 'abcdefghijklmnoprstuv'[Math.floor(random() * 21)]!;
  switch (Math.floor(random() * 4)) {
    case 0: chars[i] = chars[i] === letter ? 'x' : letter; break;
    case 1: chars.splice(i, 1); break;
    case 2: chars.splice(i, 0, letter); break;
    default: [chars[i], chars[i + 1]] = [chars[i + 1] ?? chars[i]!, chars[i]!]; break;
  }
  words[at] = chars.join('');
  return words.join(' ');
}

/** The case written free-form with noise; `kinds` lists the noise applied. */
export function noisyText(catalog: Catalog, c: AddressCase): { input: { freeform: string; postal_code?: string }; kinds: NoiseKind[] } {
  const random = seededRandom(c.place * 7919 + (c.segment ?? 0) * 104729 + 17);
  const chance = (p: number): boolean => random() < p;
  const kinds = new Set<NoiseKind>();
  const want = (k: NoiseKind, p: number): boolean => {
    if (chance(p)) kinds.add(k);
    return kinds.has(k);
  };
  // At least one kind of noise for every address.
  const all: NoiseKind[] = ['no_diacritics', 'abbreviations', 'typo', 'swapped_order', 'missing_county', 'wrong_postal_code'];
  kinds.add(all[Math.floor(random() * all.length)]!);

  const abbreviate = want('abbreviations', 0.5);
  let name = '';
  let type = '';
  if (c.street !== undefined) {
    name = catalog.streetBareName(c.street);
    const typeId = catalog.streetTypeId(c.street);
    type = streetTypeById(typeId)?.article ?? '';
    if (abbreviate) {
      const forms = TYPE_SHORT[typeId];
      if (forms) type = forms[Math.floor(random() * forms.length)]!;
      for (const [re, shorts] of TITLE_SHORT) if (re.test(name)) name = name.replace(re, shorts[Math.floor(random() * shorts.length)]!);
    }
    const words = name.split(' ');
    if (words.length >= 2 && !words.some((w) => /\d/.test(w)) && want('swapped_order', 0.3)) {
      name = [words[words.length - 1]!, ...words.slice(0, -1)].join(' ');
    } else if (kinds.has('swapped_order') && (words.length < 2 || words.some((w) => /\d/.test(w)))) {
      kinds.delete('swapped_order');
    }
  } else {
    kinds.delete('swapped_order');
  }
  let locality = catalog.localityName(c.place);
  if (abbreviate) for (const [re, short] of LOCALITY_SHORT) locality = locality.replace(re, short);
  let county: string = catalog.countyName(catalog.placeCounty(c.place));
  if (abbreviate && chance(0.5)) county = catalog.countyCode(catalog.placeCounty(c.place));
  else if (chance(0.4)) county = `jud. ${county}`;
  if (want('missing_county', 0.3)) county = '';
  if (want('typo', 0.5)) {
    if (name !== '' && chance(0.75)) name = typo(name, random);
    else locality = typo(locality, random);
  }
  let house = c.house;
  if (house.startsWith('nr. ') && chance(0.5)) house = house.slice(4);

  const parts: string[] = [];
  if (c.street !== undefined) parts.push([type, name, house].filter((p) => p !== '').join(' '));
  if (catalog.isSector(c.place) && chance(0.4)) parts.push(catalog.placeName(c.place));
  parts.push(locality);
  if (county !== '' && !(catalog.isSector(c.place) && county === 'București' && chance(0.5))) parts.push(county);
  let text = parts.join(chance(0.3) ? ' ' : ', ');
  if (want('no_diacritics', 0.5)) text = stripDiacritics(text);
  if (chance(0.15)) text = text.toUpperCase();

  const input: { freeform: string; postal_code?: string } = { freeform: text };
  if (want('wrong_postal_code', 0.3)) {
    // A real code of some other place.
    let other = '';
    for (let tries = 0; tries < 20 && (other === '' || other === c.expected); tries++) {
      other = catalog.placePostalCode(Math.floor(random() * catalog.placeCount));
    }
    if (chance(0.5)) input.postal_code = other;
    else input.freeform = `${input.freeform} ${other}`;
  }
  return { input, kinds: [...kinds] };
}
