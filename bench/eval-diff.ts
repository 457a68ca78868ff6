/**
 * The autocomplete evaluation queries whose answer changed between another checkout and this
 * one (both on this checkout's index, or `--other-index`): for each, the kind, the query, and
 * whether the right record was first / in the first five before and after. Used to check that a
 * change to autocomplete makes no kind worse, query by query.
 *
 *   npx tsx bench/eval-diff.ts <other checkout> [--kinds typo,truncated] [--other-index <file>]
 */
import { resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { evalQueries } from '../eval/autocomplete-queries.js';

interface Engine {
  autocomplete(q: string, o: { limit: number }): { suggestions: Array<{ text: string }> };
}

const args = process.argv.slice(2);
const other = args[0];
if (other === undefined) {
  console.error('usage: npx tsx bench/eval-diff.ts <other checkout> [--kinds a,b] [--other-index <file>]');
  process.exit(2);
}
const at = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const INDEX = resolve(import.meta.dirname, '..', 'data', 'ro-address.idx');
const mod = (await import(resolve(other, 'src', 'index.ts'))) as { loadIndexSync(path: string): Engine };
const before = mod.loadIndexSync(resolve(at('other-index') ?? INDEX));
const after = loadIndexSync(INDEX) as LoadedIndex;
const kinds = at('kinds')?.split(',');
const set = evalQueries(after);
const idOf = new Map(set.records.map((r) => [r.text, r.id]));
const grade = (engine: Engine, q: string, expected: Set<number>): string => {
  let texts: string[] = [];
  try {
    texts = engine.autocomplete(q, { limit: 5 }).suggestions.map((s) => s.text);
  } catch {
    // a refused query is a miss
  }
  const ids = texts.map((t) => idOf.get(t) ?? -1);
  return ids.length > 0 && expected.has(ids[0]!) ? '1' : ids.some((id) => expected.has(id)) ? '5' : '-';
};
const changed: Record<string, { better: number; worse: number }> = {};
for (const q of set.queries) {
  if (kinds !== undefined && !kinds.includes(q.kind)) continue;
  const expected = new Set(q.expected);
  const a = grade(before, q.q, expected);
  const b = grade(after, q.q, expected);
  if (a === b) continue;
  const rank = (g: string): number => (g === '1' ? 0 : g === '5' ? 1 : 2);
  const c = (changed[q.kind] ??= { better: 0, worse: 0 });
  if (rank(b) < rank(a)) c.better++;
  else c.worse++;
  console.log(`${q.kind}\t${a} -> ${b}\t${JSON.stringify(q.q)}\twant ${JSON.stringify(set.records[q.target]!.text)}`);
}
console.log(JSON.stringify(changed));
