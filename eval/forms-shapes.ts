/**
 * The generated shapes of eval:forms whose names match a pattern (E246-E249 by default), measured as eval:forms does
 * (`runForm`): per shape the percent right, right at confidence >= 0.9, wrong at >= 0.9 and `valid` but wrong, then
 * ten misses. For one shape's figures without the whole evaluation; run from another checkout's root with this
 * file and eval/verify-forms-cases.ts copied in, it measures that checkout's code on the same cases.
 *
 *   npx tsx eval/forms-shapes.ts [pattern]
 */
import { resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { formCases } from '../eval/verify-forms-cases.js';
import { runForm } from '../eval/verify-forms-measure.js';
const index = loadIndexSync(resolve(import.meta.dirname, '..', 'data/ro-address.idx')) as LoadedIndex;
const { cases, excluded } = formCases(index.catalog);
const want = new RegExp(process.argv[2] ?? '^E24[6-9]');
const mine = cases.filter((c) => want.test(c.shape));
console.log('excluded', excluded.filter((e) => want.test(e.shape)).length);
const by = new Map<string, { n: number; right: number; w9: number; vw: number; sure: number; miss: string[] }>();
for (const c of mine) {
  const o = runForm(index, c.shape, c.form, c.input, c.accepted, c.fields);
  const s = by.get(c.shape) ?? by.set(c.shape, { n: 0, right: 0, w9: 0, vw: 0, sure: 0, miss: [] }).get(c.shape)!;
  s.n++; if (o.right) s.right++; if (o.right && (o.confidence ?? 0) >= 0.9) s.sure++;
  if (!o.right) { if ((o.confidence ?? 0) >= 0.9) s.w9++; if (o.verdict === 'valid') s.vw++; s.miss.push(`${c.form} ${c.input} acc ${c.accepted} got ${o.got} ${o.verdict} ${o.confidence}`); }
}
for (const [k, s] of by) console.log(k, s.n, 'right', (100 * s.right / s.n).toFixed(2), 'sure', (100 * s.sure / s.n).toFixed(2), 'w9', s.w9, 'vw', s.vw);
for (const [k, s] of by) for (const m of s.miss.slice(0, 10)) console.log('MISS', k, m);
