import { loadIndexSync } from '/work/main/src/index.js';
import type { LoadedIndex } from '/work/main/src/address-index.js';
import { addressCases } from '/work/main/eval/verify-cases.js';
import { noisyText } from '/work/main/eval/verify-noise.js';
import { formCases } from '/work/main/eval/verify-forms-cases.js';
const index = loadIndexSync('/work/main/data/ro-address.idx') as LoadedIndex;
const { cases } = addressCases(index.catalog);
const inputs: unknown[] = formCases(index.catalog, 100).cases.map((c) => ({ freeform: c.input }));
for (let i = 0; i < cases.length; i += 20) inputs.push(cases[i]!.structured, noisyText(index.catalog, cases[i]!).input);
const g = globalThis as any;
g.__push = 0; g.__ri = 0; g.__rd = 0;
const per: Array<[number, number, number, string]> = [];
for (const x of inputs) { const a = g.__push, b = g.__ri, c = g.__rd; try { index.verify(x as any); } catch {} per.push([g.__push - a, g.__ri - b, g.__rd - c, JSON.stringify(x).slice(0, 100)]); }
const n = inputs.length;
console.log(`n=${n} push/verify ${(g.__push/n).toFixed(2)} resolveIn/verify ${(g.__ri/n).toFixed(2)} readings/verify ${(g.__rd/n).toFixed(2)}`);
per.sort((a, b) => b[0] - a[0]); for (const p of per.slice(0, 8)) console.log(p.join(' | '));
per.sort((a, b) => b[1] - a[1]); for (const p of per.slice(0, 8)) console.log(p.join(' | '));
per.sort((a, b) => b[2] - a[2]); for (const p of per.slice(0, 5)) console.log(p.join(' | '));
