/**
 * How a few generated shapes fare against a base build, right and at confidence 0.9 or more (the gates count
 * only right answers; a class of lost confidence shows here): the shapes' cases at FORMS_SEED, 450 each,
 * verified by `<base>`'s built package and by this checkout's src.
 *
 *   npx tsx bench/shapes-confidence.ts <base checkout> <shape> [<shape> ...]
 */
import { resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { formCaseSteps, FORMS_SEED } from '../eval/verify-forms-cases.js';

const [base, ...shapes] = process.argv.slice(2);
if (base === undefined || shapes.length === 0) {
  console.error('usage: npx tsx bench/shapes-confidence.ts <base checkout> <shape> [<shape> ...]');
  process.exit(2);
}
const here = loadIndexSync(resolve(import.meta.dirname, '..', 'data', 'ro-address.idx')) as LoadedIndex;
const steps = formCaseSteps(here.catalog, 450, FORMS_SEED);
let step = steps.next();
while (!step.done) step = steps.next();
const { cases } = step.value;
const built = (await import(resolve(base, 'dist', 'index.js'))) as typeof import('../src/index.js');
const there = built.loadIndexSync(resolve(base, 'data', 'ro-address.idx'));
for (const shape of shapes) {
  const list = cases.filter((c) => c.shape === shape);
  for (const [name, index] of [['base', there], ['this', here]] as const) {
    let right = 0;
    let rightHigh = 0;
    let wrongHigh = 0;
    for (const c of list) {
      const r = index.verify(c.fields ?? { freeform: c.input });
      const ok = c.accepted.includes(r.address?.postal_code ?? '');
      if (ok) right++;
      if (ok && r.confidence >= 0.9) rightHigh++;
      if (!ok && r.confidence >= 0.9) wrongHigh++;
    }
    console.log(`${shape} ${name}: right ${right}/${list.length}, right at >= 0.9 ${rightHigh}, wrong at >= 0.9 ${wrongHigh}`);
  }
}
