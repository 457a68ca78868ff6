/**
 * `npx tsx eval/autocomplete-ambiguity.ts`: how many of the misspelled-place
 * queries of `eval/autocomplete.ts` no engine can resolve, and how the engine
 * does on the others. Same options as that script (`--seed`, `--misspell-seed`,
 * `--places`, `--streets`); `--show N` prints N queries of each class;
 * `--misses CLASS` (with `--misses-at 5`: at recall@5, else @1) prints the
 * queries of that class (`all`: of every class) the engine misses, with its
 * first five answers.
 *
 * Each place query of the kinds `typo` and `locality_misspelled` (folded: `q`;
 * the place meant: its folded name `t`, at edit distance `d` from `q`) falls in
 * the first class that fits:
 * - `exact_other`: every word of `q` is a whole word of another name, a
 *   place's or a street's with its locality (`Soci` for Soca is the village
 *   Soci; `Cometa` for Comeat is Strada Cometa, Iași). That is what was typed,
 *   and autocomplete puts it first; only recall@5 is possible.
 * - `prefix_other`: the same with the last word only the start of a word of
 *   another name (`Rece` starts Recea; `Bra` many): the user may still be
 *   typing it, and an exact start is not to be pushed down by typing-mistake
 *   readings, so recall@1 is out of reach; with 5 or more such names (places
 *   or streets), recall@5 is too (`prefix_other_5`).
 * - `tie`: other names are as close to `q` as `t` (edit distance `d`, same
 *   kind of mistake: a likely one, as `likelyMistake` of
 *   src/autocomplete/autocomplete-words.ts reads it, or not): nothing in the text
 *   tells them apart, only a prior (size, how many places bear the name), so
 *   at recall@1 a fair coin gives 1/(k+1) with k rivals; with 5 or more rivals,
 *   recall@5 is chance too (`tie_5`). Rivals closer than `t` (a cheaper kind of
 *   mistake) count in `closer`.
 * - `clear`: `t` is the only name that close: a good engine finds it first.
 *
 * Recall here is as in eval/autocomplete.ts: a hit is any place of the name meant.
 *
 * The recall@5 ceiling: a query is out of reach for an engine that keeps what
 * was typed (other names holding the words as typed, the last as a whole word
 * or a start) before typing-mistake readings and a cheaper mistake before a
 * dearer one, but may give its last place to the best mistake reading when the
 * last word is no whole word as typed (as this engine does), when 5 or more
 * other names are read as typed or are closer and one of them is closer or a
 * whole word as typed. Reported with ties settled right and by a fair coin.
 * Each miss printed by `--misses` says whether it is in reach and counts the
 * other names as typed (`typed=starts/whole`), closer and tied, and the kind of
 * mistake that leads from the name meant to the query.
 *
 * Then, per kind, the queries and the engine's misses by the mistake that leads
 * from the name meant to the query ({@link mistakeShape}: a letter left out,
 * added, changed, two neighbours swapped, a letter doubled, a diacritic read
 * another way, farther; where in the word: its first letter, its last, or
 * between; the word's length), for the queries with text evidence (`clear`,
 * `closer`, `tie`) and for all: what a ranking feature could still win.
 */
import { resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { fold } from '../src/shared/normalize.js';
import { editDistance } from '../src/matchers/edit-distance.js';
import { likelyMistake } from '../src/autocomplete/autocomplete-words.js';
import { evalQueries, type EvalQuery } from './autocomplete-queries.js';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

const CLASSES = ['exact_other', 'prefix_other_5', 'prefix_other', 'tie_5', 'closer', 'tie', 'clear'] as const;
type Class = (typeof CLASSES)[number];

const index = loadIndexSync(resolve(import.meta.dirname, '..', 'data', 'ro-address.idx')) as LoadedIndex;
const seed = option('seed', 20250601);
const misspellSeed = option('misspell-seed', 1313);
const set = evalQueries(index, { seed, misspellSeed, places: option('places', 5000), streets: option('streets', 5000) });
const show = option('show', 0);
const missesAt = argv('misses-at') === '5' ? 5 : 1;
const missesOf = argv('misses');

function argv(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const names = [...new Set(set.records.filter((r) => r.type === 'place').map((r) => fold(r.name)))].sort();
/** Each folded place name as the data writes it (lower case), where it is as long: where the `i`/`a` mistake (`â`/`î`) applies. */
const written = new Map<string, string>();
for (const r of set.records) {
  const f = fold(r.name);
  const w = r.name.toLowerCase();
  if (r.type === 'place' && w.length === f.length && !written.has(f)) written.set(f, w);
}
const byLength = new Map<number, string[]>();
for (const n of names) {
  const list = byLength.get(n.length) ?? [];
  list.push(n);
  byLength.set(n.length, list);
}

/**
 * What a query reads as with no mistake: the records (places by their name,
 * streets by their name and locality) that hold every word typed as a whole
 * word, the last one possibly as the start of one, as autocomplete reads a
 * query before it looks for mistakes.
 */
const recordWords = set.records.map((r) => new Set(fold(r.type === 'place' ? r.name : `${r.name} ${r.locality}`).split(' ')));
const keyOf = (id: number): string => {
  const r = set.records[id]!;
  return r.type === 'place' ? `p|${fold(r.name)}` : `s|${fold(r.name)}|${fold(r.locality)}`;
};
const byWord = new Map<string, number[]>();
recordWords.forEach((words, id) => {
  for (const w of words) {
    const list = byWord.get(w) ?? [];
    list.push(id);
    byWord.set(w, list);
  }
});
const sortedWords = [...byWord.keys()].sort();

/** Records holding every word of `words` whole, the last also as a start when `lastAsStart`. */
function readingsAsTyped(words: string[], lastAsStart: boolean): number[] {
  const last = words[words.length - 1]!;
  const lastIds: number[] = [];
  if (lastAsStart) {
    let lo = 0;
    let hi = sortedWords.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sortedWords[mid]! < last) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < sortedWords.length && sortedWords[i]!.startsWith(last); i++) lastIds.push(...byWord.get(sortedWords[i]!)!);
  } else {
    lastIds.push(...(byWord.get(last) ?? []));
  }
  const others = words.slice(0, -1);
  return lastIds.filter((id) => others.every((w) => recordWords[id]!.has(w)));
}

/** Mistake kind of `typed` against `name` at distance 1: 0 likely, 1 other; 2 for farther. */
function mistakeKind(typed: string, name: string, d: number): number {
  if (d !== 1) return 2;
  const w = written.get(name);
  return likelyMistake(typed, name, w === undefined ? undefined : (at) => w[at] === 'â' || w[at] === 'î') ? 0 : 1;
}

interface Classified {
  cls: Class;
  rivals: string[];
  /** Other names (keys) read as typed, whole or as a start. */
  asTyped: number;
  /** Of those, names read as typed with the last word whole. */
  whole: number;
  /** Other place names a cheaper mistake away than the one meant (not read as typed). */
  closer: number;
  /** Place names exactly as close as the one meant. */
  tied: number;
}

function classify(q: EvalQuery): Classified {
  const fq = fold(q.q);
  const t = fold(set.records[q.target]!.name);
  const truthKey = keyOf(q.target);
  const words = fq.split(' ');
  const exact = [...new Set(readingsAsTyped(words, false).map(keyOf))].filter((k) => k !== truthKey);
  const starts = [...new Set(readingsAsTyped(words, true).map(keyOf))].filter((k) => k !== truthKey);
  const near = nearNames(fq, t);
  const closer = near.closer.filter((n) => !starts.includes(`p|${n}`)).length;
  const tied = near.tied.filter((n) => !starts.includes(`p|${n}`)).length;
  const c = { asTyped: starts.length, whole: exact.length, closer, tied };
  if (exact.length > 0) return { cls: 'exact_other', rivals: exact, ...c };
  if (starts.length >= 5) return { cls: 'prefix_other_5', rivals: starts, ...c };
  if (starts.length > 0) return { cls: 'prefix_other', rivals: starts, ...c };
  if (near.closer.length > 0) return { cls: 'closer', rivals: near.closer, ...c };
  if (near.tied.length >= 5) return { cls: 'tie_5', rivals: near.tied, ...c };
  if (near.tied.length > 0) return { cls: 'tie', rivals: near.tied, ...c };
  return { cls: 'clear', rivals: [], ...c };
}

/** Place names other than `t` closer to `fq` than `t` is (fewer mistakes, or a likelier kind), and as close. */
function nearNames(fq: string, t: string): { closer: string[]; tied: string[] } {
  const d = editDistance(fq, t, 3);
  const kind = mistakeKind(fq, t, d);
  const tied: string[] = [];
  const closer: string[] = [];
  for (let len = fq.length - d; len <= fq.length + d; len++) {
    for (const n of byLength.get(len) ?? []) {
      if (n === t) continue;
      const dn = editDistance(fq, n, d);
      if (dn > d) continue;
      const kn = mistakeKind(fq, n, dn);
      if (dn < d || kn < kind) closer.push(n);
      else if (kn === kind) tied.push(n);
    }
  }
  return { closer, tied };
}

/**
 * The mistake that turns the folded name `t` into the folded query `q`, when one
 * word differs by one edit: `deleted`, `added`, `doubled` (a letter added beside
 * itself), `changed`, `swapped`; `diacritic` when the query differs only by a
 * letter the name writes with a diacritic read another way (`sh`, `tz`, `i` for
 * `â`/`î`: the folded forms differ); `far` otherwise. With where in the word (`first`
 * letter, `last`, `inside`) and the word's length band.
 */
function mistakeShape(q: string, t: string, name: string): { kind: string; at: string; length: string } {
  const qw = q.split(' ');
  const tw = t.split(' ');
  let k = -1;
  if (qw.length === tw.length) {
    for (let i = 0; i < qw.length; i++) {
      if (qw[i] === tw[i]) continue;
      if (k >= 0) return { kind: 'far', at: '-', length: '-' };
      k = i;
    }
  }
  if (k < 0) return { kind: qw.length === tw.length ? 'none' : 'far', at: '-', length: '-' };
  const a = qw[k]!;
  const b = tw[k]!;
  const length = b.length <= 4 ? '<=4' : b.length <= 7 ? '5-7' : '8+';
  const written = fold(name) === t ? name.toLowerCase().split(/[ -]/)[k] : undefined;
  if ((a.includes('sh') && !b.includes('sh')) || (a.includes('tz') && !b.includes('tz'))) return { kind: 'diacritic', at: '-', length };
  const d = editDistance(a, b, 2);
  if (d !== 1) return { kind: 'far', at: '-', length };
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const last = Math.max(a.length, b.length) - 1;
  let kind: string;
  let at = i;
  if (a.length === b.length - 1) kind = 'deleted';
  else if (a.length === b.length + 1) {
    // The letter added may be the equal neighbour of the one the common start ends at.
    kind = a[i] === a[i - 1] || a[i] === a[i + 1] ? 'doubled' : 'added';
  } else if (a[i + 1] === b[i] && b[i + 1] === a[i]) kind = 'swapped';
  else {
    const w = written?.[i];
    kind = ((a[i] === 'i' && b[i] === 'a') || (a[i] === 'a' && b[i] === 'i')) && (w === 'â' || w === 'î') ? 'diacritic' : 'changed';
  }
  if (kind === 'deleted' && at > a.length) at = a.length;
  return { kind, at: at === 0 ? 'first' : at >= last ? 'last' : 'inside', length };
}

const textToId = new Map(set.records.map((r) => [r.text, r.id]));
const kinds = ['typo', 'locality_misspelled'] as const;
const out: Record<string, unknown> = {};
for (const kind of kinds) {
  const queries = set.queries.filter((q) => q.kind === kind && set.records[q.target]!.type === 'place');
  const tally = new Map<Class, { n: number; at1: number; at5: number; chance1: number }>();
  // recall@5 an engine can reach at most when it keeps what was typed (names and their starts) before typing-mistake
  // readings, and a cheaper mistake before a dearer one, but for the last place, which it may give to the best
  // mistake reading when the last word is no whole word as typed (as this engine does): with ties settled right
  // (`best5`) or by a fair coin (`coin5`).
  let best5 = 0;
  let coin5 = 0;
  const shown = new Map<Class, number>();
  /** By mistake shape: queries, misses at 1 and at 5, for the queries with text evidence and for all. */
  const shapes = new Map<string, { n: number; miss1: number; miss5: number; evidence: number; eMiss1: number; eMiss5: number }>();
  for (const q of queries) {
    const c = classify(q);
    const stronger = c.asTyped + c.closer;
    const lastSlot = c.closer === 0 && c.whole === 0;
    if (stronger < 5 || lastSlot) {
      best5++;
      coin5 += Math.min(1, Math.max(5 - stronger, lastSlot ? 1 : 0) / (c.tied + 1));
    }
    const got = index.autocomplete(q.q, { limit: 5 }).suggestions.map((s) => textToId.get(s.text) ?? -1);
    const expected = new Set(q.expected);
    const t = tally.get(c.cls) ?? { n: 0, at1: 0, at5: 0, chance1: 0 };
    t.n++;
    if (got.length > 0 && expected.has(got[0]!)) t.at1++;
    if (got.some((id) => expected.has(id))) t.at5++;
    t.chance1 += c.cls === 'tie' || c.cls === 'tie_5' ? 1 / (c.rivals.length + 1) : c.cls === 'clear' ? 1 : 0;
    tally.set(c.cls, t);
    const shape = mistakeShape(fold(q.q), fold(set.records[q.target]!.name), set.records[q.target]!.name);
    const evidence = c.cls === 'clear' || c.cls === 'closer' || c.cls === 'tie';
    const hit1 = got.length > 0 && expected.has(got[0]!);
    const hit5 = got.some((id) => expected.has(id));
    for (const key of [`kind ${shape.kind}`, `at ${shape.at}`, `length ${shape.length}`]) {
      const e = shapes.get(key) ?? { n: 0, miss1: 0, miss5: 0, evidence: 0, eMiss1: 0, eMiss5: 0 };
      e.n++;
      if (!hit1) e.miss1++;
      if (!hit5) e.miss5++;
      if (evidence) {
        e.evidence++;
        if (!hit1) e.eMiss1++;
        if (!hit5) e.eMiss5++;
      }
      shapes.set(key, e);
    }
    const hit = missesAt === 5 ? got.some((id) => expected.has(id)) : got.length > 0 && expected.has(got[0]!);
    if ((c.cls === missesOf || missesOf === 'all') && !hit) process.stderr.write(`MISS ${kind} ${c.cls} ${stronger < 5 || lastSlot ? 'reachable' : 'out_of_reach'} typed=${c.asTyped}/${c.whole} closer=${c.closer} tied=${c.tied} mistake=${['likely', 'other', 'far'][mistakeKind(fold(q.q), fold(set.records[q.target]!.name), editDistance(fold(q.q), fold(set.records[q.target]!.name), 3))]} ${JSON.stringify(q.q)} for ${set.records[q.target]!.text}: ${got.slice(0, 5).map((id) => set.records[id]?.text).join(' | ')}\n`);
    if ((shown.get(c.cls) ?? 0) < show) {
      shown.set(c.cls, (shown.get(c.cls) ?? 0) + 1);
      process.stderr.write(`${kind} ${c.cls}: ${JSON.stringify(q.q)} for ${JSON.stringify(set.records[q.target]!.name)}; rivals ${c.rivals.slice(0, 6).join(', ')}${c.rivals.length > 6 ? ` (+${c.rivals.length - 6})` : ''}\n`);
    }
  }
  const pct = (a: number, b: number): number => Math.round((a / Math.max(1, b)) * 10000) / 100;
  const rows = ['| class | queries | share | engine recall@1 | engine recall@5 |', '|---|---|---|---|---|'];
  let unres1 = 0;
  let unres5 = 0;
  let chance1 = 0;
  for (const cls of CLASSES) {
    const t = tally.get(cls);
    if (!t) continue;
    rows.push(`| ${cls} | ${t.n} | ${pct(t.n, queries.length)}% | ${pct(t.at1, t.n)}% | ${pct(t.at5, t.n)}% |`);
    if (cls !== 'clear' && cls !== 'closer') unres1 += t.n;
    if (cls === 'prefix_other_5' || cls === 'tie_5') unres5 += t.n;
    chance1 += t.chance1;
  }
  process.stdout.write(`\n## ${kind}/place (${queries.length} queries, seed ${seed}, misspelling seed ${misspellSeed})\n\n${rows.join('\n')}\n\n`);
  process.stdout.write(`No text evidence for recall@1 (exact_other, prefix_*, tie*): ${unres1} (${pct(unres1, queries.length)}%); ` +
    `recall@1 reachable by reading alone, ties broken by a fair coin: ${pct(chance1, queries.length)}%; ` +
    `recall@5 out of reach by text alone (prefix_other_5, tie_5): ${unres5} (${pct(unres5, queries.length)}%); ` +
    `recall@5 ceiling (out of reach: 5+ other names as typed or closer, one of them closer or whole as typed), ties settled right: ${pct(best5, queries.length)}%, by a fair coin: ${pct(coin5, queries.length)}%.\n`);
  const shapeRows = ['| mistake | queries | missed at 1 | missed at 5 | with text evidence (clear, closer, tie) | of those missed at 1 | at 5 |', '|---|---|---|---|---|---|---|'];
  for (const [key, e] of [...shapes].sort((a, b) => a[0].localeCompare(b[0]))) shapeRows.push(`| ${key} | ${e.n} | ${e.miss1} | ${e.miss5} | ${e.evidence} | ${e.eMiss1} | ${e.eMiss5} |`);
  process.stdout.write(`\nBy the mistake from the name meant to the query (in the word, its first letter, its last, or between; the word's length):\n\n${shapeRows.join('\n')}\n`);
  out[kind] = Object.fromEntries([...tally].map(([k, v]) => [k, v]));
}
process.stdout.write(`${JSON.stringify({ eval: 'autocomplete-ambiguity', seed, misspell_seed: misspellSeed, kinds: out })}\n`);
