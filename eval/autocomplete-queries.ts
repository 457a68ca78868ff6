/**
 * The autocomplete evaluation queries, generated from the index itself with a
 * seeded random generator, shared by `eval/autocomplete.ts` (recall) and
 * `bench/autocomplete.ts` (latency and the side-by-side with other libraries).
 *
 * Records are what autocomplete can suggest: every place (a unit whose seat
 * locality bears its name is the same suggestion as the seat, so only the seat
 * is a record) and every street; each record's `text` is its suggestion line.
 *
 * For a sample of places and streets, each query kind is made from the clean
 * name (a place: its name; a street: its full name and its locality, as people
 * type it: `Strada Ion Neculce Buzău`, `Calea Victoriei București`):
 * - `clean`: as written, with diacritics;
 * - `no_diacritics`: the same without diacritics;
 * - `typo`: one typing mistake (insert, delete, substitute or swap two
 *   neighbours) in one word of 4+ letters, a wrong letter drawn from any
 *   letter (or, with `wrongLetters: 'keyboard'`, from the keys touching the
 *   right one);
 * - `truncated`: the last word cut short (one letter short at most, two letters
 *   at least) at a point where the typed text still identifies the name: no
 *   record of another name has all the other words and a word starting with
 *   the cut one. Cutting `Costinești` to `Costin` or `Giurgiuveni` to `Giurgi`
 *   asks the engine to read minds (`Costin` is a name of its own, and a dozen
 *   places start with `Giurgi`), so such cuts are left to the next kind;
 * - `truncated_any`: the last word cut anywhere from half its length (at
 *   least 2 letters) to one letter short, identifying or not (informative);
 * - `swapped`: the words of a person's name in the other order (surname first:
 *   `Strada Mincu Ion București`), for names that hold a given name;
 * - `county`: the clean query followed by the county, as its name (`Ilfov`),
 *   its code (`IF`) or `jud. Ilfov`.
 *
 * Three kinds for misspelled places, drawn from their own seed
 * (`misspellSeed`), so that adding them changed none of the kinds above:
 * - `locality_misspelled` (places): one misspelling of the kinds people make
 *   in place names, in one word of 4+ letters: a letter doubled, dropped,
 *   replaced or swapped with its neighbour, `â` written `î` (the old
 *   spelling: `Tîrgu`), `ș` written `sh`, `ț` written `tz`; half of them
 *   also without diacritics. A misspelling that spells another place's name
 *   exactly is drawn again (no engine can tell it from that place, and exact
 *   matches come first);
 * - `locality_abbreviated` (places): every place whose name holds a word the
 *   vocabulary abbreviates or spells the old way (`Târgu` as `Tg`, `Trg` or
 *   `Tîrgu`, `Râmnicu` as `Rm`, `Sfântu` as `Sf`, `Câmpulung` as
 *   `Cîmpulung`...), with those words so written;
 * - `street_locality_misspelled` (streets): the clean query with its locality
 *   misspelled as in `locality_misspelled`.
 *
 * Two kinds for misspelled county and sector words, drawn from their own seed
 * (`areaSeed`), so that adding them changed none of the kinds above:
 * - `county_misspelled` (the sampled places and streets): the clean query
 *   followed by its county's name misspelled as in `locality_misspelled` (in
 *   one word of 4+ letters: `Lunca Ilvei Bistuița-Năsăud`, `Brebu Caraș
 *   Seveirn`), lower case and without diacritics half of the time, as people
 *   type it into a search box; a fifth of them with `jud.` before the county.
 *   Counties without a word of 4+ letters (Olt) give none;
 * - `sector_misspelled` (București streets, a sample of their own): the clean
 *   query with `Sector N` (or `Sectorul N`) after the street and its sector
 *   word misspelled so (`Calea Victoriei Secotr 1`). Right for the streets of
 *   that name in that sector.
 *
 * A query names a name, not one record: `Valea Mare` fits the 28 places of that
 * name and `Calea Victoriei București` both sectors it crosses. So the records
 * a query is right for (`expected`) are all those with the same folded name (a
 * street: name and locality), within the county when the query names one; the
 * sampled record itself is `target`.
 */
import type { LoadedIndex } from '../src/address-index.js';
import { placeSuggestion, streetSuggestion } from '../src/engines/suggestion-text.js';
import { fold } from '../src/shared/normalize.js';
import { LOCALITY_TOKEN_REWRITES } from '../src/shared/aliases.js';
import { isGivenName, personTitle } from '../src/shared/street-name.js';
import { seededRandom } from './random.js';

export const QUERY_KINDS = [
  'clean', 'no_diacritics', 'typo', 'truncated', 'truncated_any', 'swapped', 'county',
  'locality_misspelled', 'locality_abbreviated', 'street_locality_misspelled',
  'county_misspelled', 'sector_misspelled',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/** Something autocomplete can suggest. */
export interface EvalRecord {
  /** Position in the record list. */
  id: number;
  type: 'place' | 'street';
  /** Place id or street id in the catalog. */
  ref: number;
  /** The suggestion line (unique per record). */
  text: string;
  /** The name alone: `Valea Mare`, `Strada Ion Neculce`. */
  name: string;
  /** Locality as addresses write it (`București` for a sector's streets). */
  locality: string;
  county: string;
  countyCode: string;
}

export interface EvalQuery {
  q: string;
  kind: QueryKind;
  /** The sampled record. */
  target: number;
  /** Every record the query is right for (ids), the target among them. */
  expected: number[];
}

export interface EvalSet {
  records: EvalRecord[];
  queries: EvalQuery[];
  /** How many places and streets were sampled. */
  sampled: { places: number; streets: number };
}


/** Every suggestable record of the index. */
export function evalRecords(index: LoadedIndex): EvalRecord[] {
  const catalog = index.catalog;
  const ctx = index.context;
  const tables = ctx.tokens.tables;
  const records: EvalRecord[] = [];
  for (let p = 0; p < catalog.placeCount; p++) {
    if (tables.representative[p] !== p) continue;
    const s = placeSuggestion(ctx, p);
    const county = catalog.placeCounty(p);
    records.push({
      id: records.length, type: 'place', ref: p, text: s.text, name: catalog.placeName(p),
      locality: s.locality, county: s.county, countyCode: catalog.countyCode(county),
    });
  }
  for (let st = 0; st < catalog.streetCount; st++) {
    const s = streetSuggestion(ctx, st);
    const place = catalog.streetPlace(st);
    records.push({
      id: records.length, type: 'street', ref: st, text: s.text, name: catalog.streetName(st),
      locality: s.locality, county: s.county, countyCode: catalog.countyCode(catalog.placeCounty(place)),
    });
  }
  return records;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The letter keys of a QWERTY keyboard (the Romanian standard layout has them so), by row. */
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Each letter's neighbour keys: beside it on its row, and the touching keys of the rows above and below. */
const KEY_NEIGHBOURS: ReadonlyMap<string, string> = (() => {
  const out = new Map<string, string>();
  KEY_ROWS.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      const above = KEY_ROWS[r - 1] ?? '';
      const below = KEY_ROWS[r + 1] ?? '';
      out.set(row[c]!, (row[c - 1] ?? '') + (row[c + 1] ?? '') + (above[c] ?? '') + (above[c + 1] ?? '') + (below[c] ?? '') + (below[c - 1] ?? ''));
    }
  });
  return out;
})();

/**
 * How a wrong letter is drawn: `uniform`, any letter (the default, and the
 * figures of record); `keyboard`, a key touching the right one (the letter at
 * that place, diacritics read as their base letter; any letter beside a
 * hyphen), as slips of the finger are. Both draw one number, so the rest of
 * the set is the same either way.
 */
export type WrongLetters = 'uniform' | 'keyboard';
let wrongLetters: WrongLetters = 'uniform';

/** A wrong letter for position `at` of `w`, from the draw `x` in [0, 1). */
function wrongLetter(w: string, at: number, x: number): string {
  if (wrongLetters === 'keyboard') {
    const near = KEY_NEIGHBOURS.get(fold(w[at] ?? w[at - 1] ?? ''));
    if (near !== undefined) return near[Math.floor(x * near.length)]!;
  }
  return LETTERS[Math.floor(x * LETTERS.length)]!;
}

/** Removes diacritics, keeping case and punctuation. */
function plain(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/** One typing mistake in one word of 4+ letters, or undefined when there is none. */
function typo(q: string, rnd: () => number): string | undefined {
  const words = q.split(' ');
  const eligible = words.map((w, i) => (fold(w).length >= 4 && !/\d/.test(w) ? i : -1)).filter((i) => i >= 0);
  if (eligible.length === 0) return undefined;
  const wi = eligible[Math.floor(rnd() * eligible.length)]!;
  const w = words[wi]!;
  for (let attempt = 0; attempt < 10; attempt++) {
    const at = Math.floor(rnd() * w.length);
    const ch = wrongLetter(w, at, rnd());
    let out: string;
    switch (Math.floor(rnd() * 4)) {
      case 0: out = w.slice(0, at) + ch + w.slice(at); break;
      case 1: out = w.slice(0, at) + w.slice(at + 1); break;
      case 2: out = w.slice(0, at) + ch + w.slice(at + 1); break;
      default: out = at + 1 < w.length ? w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2) : w;
    }
    if (fold(out) !== fold(w) && fold(out).length > 0) {
      words[wi] = out;
      return words.join(' ');
    }
  }
  return undefined;
}

/** The ways people misspell place names (see the module documentation), each `undefined` where it does not apply. */
const MISSPELLINGS: ReadonlyArray<(w: string, rnd: () => number) => string | undefined> = [
  (w, rnd) => {
    const at = Math.floor(rnd() * w.length);
    return w.slice(0, at + 1) + w[at] + w.slice(at + 1);
  },
  (w, rnd) => {
    const at = Math.floor(rnd() * w.length);
    return w.slice(0, at) + w.slice(at + 1);
  },
  (w, rnd) => {
    const at = Math.floor(rnd() * w.length);
    return w.slice(0, at) + wrongLetter(w, at, rnd()) + w.slice(at + 1);
  },
  (w, rnd) => {
    const at = Math.floor(rnd() * (w.length - 1));
    return w[at] === w[at + 1] ? undefined : w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
  },
  (w) => (/â/i.test(w) ? w.replace(/â/, 'î').replace(/Â/, 'Î') : undefined),
  (w) => (/[șş]/i.test(w) ? w.replace(/[șş]/, 'sh').replace(/[ȘŞ]/, 'Sh') : undefined),
  (w) => (/[țţ]/i.test(w) ? w.replace(/[țţ]/, 'tz').replace(/[ȚŢ]/, 'Tz') : undefined),
];

/**
 * `name` with one misspelling in one word of 4+ letters, half of the time also
 * without diacritics; undefined when none comes out that folds to something
 * new and is not `taken` (another place's folded name).
 */
function misspell(name: string, rnd: () => number, taken: (folded: string) => boolean): string | undefined {
  const words = name.split(/(?<=[ -])/);
  const eligible = words.map((w, i) => (fold(w).length >= 4 && !/\d/.test(w) ? i : -1)).filter((i) => i >= 0);
  if (eligible.length === 0) return undefined;
  for (let attempt = 0; attempt < 20; attempt++) {
    const wi = eligible[Math.floor(rnd() * eligible.length)]!;
    const word = words[wi]!;
    const end = /[ -]$/.test(word) ? word.slice(-1) : '';
    const changed = MISSPELLINGS[Math.floor(rnd() * MISSPELLINGS.length)]!(word.slice(0, word.length - end.length), rnd);
    if (changed === undefined) continue;
    let out = [...words.slice(0, wi), changed + end, ...words.slice(wi + 1)].join('');
    if (rnd() < 0.5) out = plain(out);
    const folded = fold(out);
    if (folded === fold(name) || folded === '' || taken(folded)) continue;
    return out;
  }
  return undefined;
}

/** Folded word -> the abbreviations and old spellings of it that the vocabulary reads (`targu` -> `tg`, `trg`, `tirgu`). */
const SHORT_FORMS: ReadonlyMap<string, string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const [short, full] of LOCALITY_TOKEN_REWRITES) {
    // `tirgoviste` and the like are whole-name spellings; `buc`, `bucharest` are not written in place names.
    if (full === 'bucuresti') continue;
    out.set(full, [...(out.get(full) ?? []), short]);
  }
  return out;
})();

/** `name` with every word that has a short form or an old spelling written so (one drawn per word); undefined when none has. */
function abbreviate(name: string, rnd: () => number): string | undefined {
  let any = false;
  const words = name.split(/(?<=[ -])/).map((w) => {
    const end = /[ -]$/.test(w) ? w.slice(-1) : '';
    const forms = SHORT_FORMS.get(fold(w));
    if (!forms) return w;
    any = true;
    const form = forms[Math.floor(rnd() * forms.length)]!;
    return form[0]!.toUpperCase() + form.slice(1) + (end === '-' ? ' ' : end);
  });
  return any ? words.join('') : undefined;
}

/** Where the last word of `q` starts (after the last space or hyphen). */
function lastWordStart(q: string): number {
  return Math.max(q.lastIndexOf(' '), q.lastIndexOf('-')) + 1;
}

/** The last word cut to between half its length (at least 2 letters) and one letter short. */
function truncateAny(q: string, rnd: () => number): string | undefined {
  const cut = lastWordStart(q);
  const last = q.slice(cut);
  if (last.length < 3) return undefined;
  const min = Math.max(2, Math.ceil(last.length / 2));
  const keep = min + Math.floor(rnd() * (last.length - min));
  return q.slice(0, cut) + last.slice(0, keep);
}

/**
 * Which records a partly typed query could be completing: the folded words of
 * every record's clean query, searchable by whole word and by prefix.
 */
class Completions {
  private readonly byWord = new Map<string, number[]>();
  private readonly sortedWords: string[];

  constructor(private readonly cleanWords: string[][]) {
    cleanWords.forEach((words, id) => {
      for (const w of new Set(words)) {
        const list = this.byWord.get(w) ?? [];
        list.push(id);
        this.byWord.set(w, list);
      }
    });
    this.sortedWords = [...this.byWord.keys()].sort();
  }

  /** The records whose clean words hold all of `words`; undefined for any record (no words). */
  holding(words: string[]): Set<number> | undefined {
    const lists = words.map((w) => this.byWord.get(w) ?? []).sort((a, b) => a.length - b.length);
    let within: Set<number> | undefined;
    for (const list of lists) within = new Set(within === undefined ? list : list.filter((id) => within!.has(id)));
    return within;
  }

  /**
   * True when every record of `within` (undefined: any record) that has a word
   * starting with `prefix` has the key `key`.
   */
  identifies(within: Set<number> | undefined, prefix: string, key: string, keyOf: (id: number) => string): boolean {
    let lo = 0;
    let hi = this.sortedWords.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sortedWords[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.sortedWords.length && this.sortedWords[i]!.startsWith(prefix); i++) {
      for (const id of this.byWord.get(this.sortedWords[i]!)!) {
        if ((within === undefined || within.has(id)) && keyOf(id) !== key) return false;
      }
    }
    return true;
  }
}

/** The last word cut at a random point that still identifies the name, or undefined when none does. */
function truncateIdentifying(q: string, rnd: () => number, completions: Completions, key: string, keyOf: (id: number) => string): string | undefined {
  const cut = lastWordStart(q);
  const last = q.slice(cut);
  const folded = fold(last);
  if (folded.length !== last.length || folded.includes(' ') || last.length < 3) return undefined;
  const before = fold(q.slice(0, cut)).split(' ').filter((w) => w !== '');
  const within = completions.holding(before);
  const keeps: number[] = [];
  for (let keep = 2; keep < last.length; keep++) {
    if (completions.identifies(within, folded.slice(0, keep), key, keyOf)) keeps.push(keep);
  }
  if (keeps.length === 0) return undefined;
  return q.slice(0, cut) + last.slice(0, keeps[Math.floor(rnd() * keeps.length)]!);
}

/**
 * A person's name surname first: the name words after any title, with the
 * last moved to the front; undefined when the name holds no given name.
 */
function swapPerson(name: string): string | undefined {
  const words = name.split(' ');
  let start = 0;
  while (start < words.length && personTitle(fold(words[start]!)) !== undefined) start++;
  const person = words.slice(start);
  if (person.length < 2 || person.some((w) => /\d/.test(w))) return undefined;
  if (!person.slice(0, -1).some((w) => isGivenName(fold(w)))) return undefined;
  return [...words.slice(0, start), person[person.length - 1]!, ...person.slice(0, -1)].join(' ');
}

/** Samples `count` distinct items of `items` (all when fewer). */
function sample<T>(items: T[], count: number, rnd: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

/**
 * The evaluation set: `places` places and `streets` streets sampled with
 * `seed`, and their queries of every kind that applies.
 */
export function evalQueries(index: LoadedIndex, options: { seed?: number; misspellSeed?: number; areaSeed?: number; places?: number; streets?: number; sectorStreets?: number; wrongLetters?: WrongLetters } = {}): EvalSet {
  wrongLetters = options.wrongLetters ?? 'uniform';
  const rnd = seededRandom(options.seed ?? 20250601);
  const records = evalRecords(index);
  const catalog = index.catalog;
  const keyOf = (r: EvalRecord): string => (r.type === 'place' ? `p|${fold(r.name)}` : `s|${fold(r.name)}|${fold(r.locality)}`);
  const byKey = new Map<string, number[]>();
  for (const r of records) {
    const k = keyOf(r);
    const list = byKey.get(k) ?? [];
    list.push(r.id);
    byKey.set(k, list);
  }
  const cleanOf = (r: EvalRecord): string => (r.type === 'place' ? r.name : `${r.name} ${r.locality}`);
  const completions = new Completions(records.map((r) => fold(cleanOf(r)).split(' ')));
  const keys = records.map(keyOf);
  const recordKey = (id: number): string => keys[id]!;
  const places = sample(records.filter((r) => r.type === 'place'), options.places ?? 5000, rnd);
  const streets = sample(records.filter((r) => r.type === 'street'), options.streets ?? 5000, rnd);
  const queries: EvalQuery[] = [];
  for (const r of [...places, ...streets]) {
    const expected = byKey.get(keyOf(r))!;
    const clean = cleanOf(r);
    const add = (kind: QueryKind, q: string | undefined, ids = expected): void => {
      if (q !== undefined && q.trim().length >= 2) queries.push({ q, kind, target: r.id, expected: ids });
    };
    add('clean', clean);
    add('no_diacritics', plain(clean));
    add('typo', typo(clean, rnd));
    add('truncated', truncateIdentifying(clean, rnd, completions, keyOf(r), recordKey));
    add('truncated_any', truncateAny(clean, rnd));
    if (r.type === 'place') {
      add('swapped', swapPerson(r.name));
    } else {
      const type = catalog.streetName(r.ref).slice(0, catalog.streetName(r.ref).length - catalog.streetBareName(r.ref).length).trim();
      const swapped = swapPerson(catalog.streetBareName(r.ref));
      add('swapped', swapped === undefined ? undefined : `${type} ${swapped} ${r.locality}`.trim());
    }
    const roll = rnd();
    const countyText = roll < 0.5 ? r.county : roll < 0.8 ? r.countyCode : `jud. ${r.county}`;
    add('county', `${clean} ${countyText}`, expected.filter((id) => records[id]!.county === r.county));
  }

  // Misspelled places, from their own seed.
  const misspellRnd = seededRandom(options.misspellSeed ?? 1313);
  const placeKey = (folded: string): string => `p|${folded}`;
  const taken = (folded: string): boolean => byKey.has(placeKey(folded));
  for (const r of places) {
    const q = misspell(r.name, misspellRnd, taken);
    if (q !== undefined) queries.push({ q, kind: 'locality_misspelled', target: r.id, expected: byKey.get(keyOf(r))! });
  }
  for (const r of records) {
    if (r.type !== 'place') continue;
    const q = abbreviate(r.name, misspellRnd);
    if (q !== undefined) queries.push({ q: misspellRnd() < 0.5 ? plain(q) : q, kind: 'locality_abbreviated', target: r.id, expected: byKey.get(keyOf(r))! });
  }
  for (const r of streets) {
    const locality = misspell(r.locality, misspellRnd, taken);
    if (locality !== undefined) queries.push({ q: `${r.name} ${locality}`, kind: 'street_locality_misspelled', target: r.id, expected: byKey.get(keyOf(r))! });
  }

  // Misspelled county and sector words, from their own seed.
  const areaRnd = seededRandom(options.areaSeed ?? 2511);
  const countyNames = new Set(records.map((r) => fold(r.county)));
  for (const r of [...places, ...streets]) {
    const county = misspell(r.county, areaRnd, (folded) => countyNames.has(folded));
    if (county === undefined) continue;
    const marked = areaRnd() < 0.2 ? `jud. ${county}` : county;
    const typed = `${cleanOf(r)} ${marked}`;
    const q = areaRnd() < 0.5 ? plain(typed).toLowerCase().replace(/-/g, ' ') : typed;
    queries.push({ q, kind: 'county_misspelled', target: r.id, expected: byKey.get(keyOf(r))!.filter((id) => records[id]!.county === r.county) });
  }
  const sectorOf = (r: EvalRecord): string | undefined => /, (Sector [1-6]), /.exec(r.text)?.[1];
  const sectorStreets = sample(records.filter((r) => r.type === 'street' && sectorOf(r) !== undefined), options.sectorStreets ?? 1000, areaRnd);
  for (const r of sectorStreets) {
    const sector = sectorOf(r)!;
    const word = areaRnd() < 0.3 ? 'Sectorul' : 'Sector';
    const misspelled = misspell(word, areaRnd, (folded) => folded === 'sector' || folded === 'sectorul' || folded === 'sectoru');
    if (misspelled === undefined) continue;
    const typed = `${r.name} ${misspelled} ${sector.slice(-1)}`;
    const q = areaRnd() < 0.5 ? plain(typed).toLowerCase() : typed;
    queries.push({ q, kind: 'sector_misspelled', target: r.id, expected: byKey.get(keyOf(r))!.filter((id) => sectorOf(records[id]!) === sector) });
  }
  return { records, queries, sampled: { places: places.length, streets: streets.length } };
}
