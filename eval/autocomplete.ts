/**
 * `npm run eval:autocomplete`: recall of autocomplete on queries generated from
 * the index (see eval/autocomplete-queries.ts). Prints a table per query kind,
 * then a JSON summary as the last line.
 *
 * Recall@k: the share of queries with, among the first k suggestions, one of the
 * records the query names (all places of that name, or all streets of that
 * name in that locality; within the county when the query names one). The
 * sampled record itself is reported apart: a query such as `Valea Mare` names
 * 28 places, and only the county can tell them apart.
 *
 * Options: `--seed N`, `--misspell-seed N` (the misspelled-place kinds),
 * `--area-seed N` (the misspelled county and sector kinds),
 * `--keyboard` (wrong letters of the `typo` and misspelled kinds drawn from
 * the keys touching the right one instead of any letter: informative, the
 * figures of record draw any letter),
 * `--places N`, `--streets N`, `--failures N` (print N missed queries per
 * kind, to stderr).
 */
import { resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { evalQueries, QUERY_KINDS, type EvalQuery, type QueryKind } from './autocomplete-queries.js';

const TARGETS: Partial<Record<QueryKind, number>> = {
  clean: 0.99, no_diacritics: 0.99, truncated: 0.99, typo: 0.97,
  locality_misspelled: 0.995, locality_abbreviated: 0.995, street_locality_misspelled: 0.995,
  county_misspelled: 0.995, sector_misspelled: 0.995,
};

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

interface Tally {
  queries: number;
  at1: number;
  at5: number;
  target5: number;
}

const index = loadIndexSync(resolve(import.meta.dirname, '..', 'data', 'ro-address.idx')) as LoadedIndex;
const keyboard = process.argv.includes('--keyboard');
const set = evalQueries(index, { seed: option('seed', 20250601), misspellSeed: option('misspell-seed', 1313), areaSeed: option('area-seed', 2511), places: option('places', 5000), streets: option('streets', 5000), wrongLetters: keyboard ? 'keyboard' : 'uniform' });
const textToId = new Map(set.records.map((r) => [r.text, r.id]));
const showFailures = option('failures', 0);

const byKind = new Map<string, Tally>();
const tally = (key: string): Tally => {
  let t = byKind.get(key);
  if (!t) byKind.set(key, (t = { queries: 0, at1: 0, at5: 0, target5: 0 }));
  return t;
};
const failures = new Map<string, Array<{ q: EvalQuery; got: string[] }>>();
const started = performance.now();
for (const q of set.queries) {
  let got: string[] = [];
  try {
    got = index.autocomplete(q.q, { limit: 5 }).suggestions.map((s) => s.text);
  } catch {
    // counted as a miss
  }
  const ids = got.map((t) => textToId.get(t) ?? -1);
  const expected = new Set(q.expected);
  const hit1 = ids.length > 0 && expected.has(ids[0]!);
  const hit5 = ids.some((id) => expected.has(id));
  const type = set.records[q.target]!.type;
  for (const key of [q.kind, `${q.kind}/${type}`, 'all']) {
    const t = tally(key);
    t.queries++;
    if (hit1) t.at1++;
    if (hit5) t.at5++;
    if (ids.includes(q.target)) t.target5++;
  }
  if (!hit5 && showFailures > 0) {
    const list = failures.get(q.kind) ?? [];
    if (list.length < showFailures) list.push({ q, got });
    failures.set(q.kind, list);
  }
}
const seconds = (performance.now() - started) / 1000;

const pct = (n: number, d: number): number => Math.round((n / Math.max(1, d)) * 10000) / 100;
const lines = ['| kind | queries | recall@1 | recall@5 | sampled record itself in top 5 | goal for recall@5 |', '|---|---|---|---|---|---|'];
const summary: Record<string, { queries: number; recall_at_1: number; recall_at_5: number; sampled_record_at_5: number; goal?: number; met?: boolean }> = {};
for (const key of [...QUERY_KINDS.flatMap((k) => [k, `${k}/place`, `${k}/street`]), 'all']) {
  const t = byKind.get(key);
  if (!t) continue;
  const r5 = pct(t.at5, t.queries);
  const target = TARGETS[key as QueryKind];
  summary[key] = { queries: t.queries, recall_at_1: pct(t.at1, t.queries), recall_at_5: r5, sampled_record_at_5: pct(t.target5, t.queries) };
  if (target !== undefined) Object.assign(summary[key]!, { goal: target * 100, met: r5 >= target * 100 });
  lines.push(`| ${key} | ${t.queries} | ${pct(t.at1, t.queries)}% | ${r5}% | ${pct(t.target5, t.queries)}% | ${target === undefined ? '' : `${target * 100}% ${r5 >= target * 100 ? 'met' : 'MISSED'}`} |`);
}
for (const [kind, list] of failures) {
  process.stderr.write(`\n# missed (${kind})\n`);
  for (const f of list) process.stderr.write(`${JSON.stringify(f.q.q)} -> want ${JSON.stringify(set.records[f.q.target]!.text)}; got ${JSON.stringify(f.got)}\n`);
}
process.stdout.write(`Autocomplete evaluation: ${set.sampled.places} places and ${set.sampled.streets} streets sampled, ${set.queries.length} queries, ${seconds.toFixed(1)} s\n\n${lines.join('\n')}\n\n`);
process.stdout.write(`${JSON.stringify({ eval: 'autocomplete', seed: option('seed', 20250601), misspell_seed: option('misspell-seed', 1313), area_seed: option('area-seed', 2511), wrong_letters: keyboard ? 'keyboard' : 'uniform', sampled: set.sampled, queries: set.queries.length, kinds: summary })}\n`);
