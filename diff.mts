// Writes one line per input: JSON of the verify result (or error code), for before/after comparison.
import { writeFileSync } from 'node:fs';
import { loadIndexSync } from '/work/main/src/index.js';
import type { LoadedIndex } from '/work/main/src/address-index.js';
import { addressCases } from '/work/main/eval/verify-cases.js';
import { noisyText } from '/work/main/eval/verify-noise.js';
import { formCases } from '/work/main/eval/verify-forms-cases.js';
import { readFileSync } from 'node:fs';
const index = loadIndexSync('/work/main/data/ro-address.idx') as LoadedIndex;
const { cases } = addressCases(index.catalog);
const inputs: unknown[] = formCases(index.catalog, 300).cases.map((c) => ({ freeform: c.input }));
for (let i = 0; i < cases.length; i += 2) inputs.push(cases[i]!.structured, noisyText(index.catalog, cases[i]!).input);
for (const f of ['verify-forms-typed.json', 'verify-forms-typed-fresh.json']) {
  const j = JSON.parse(readFileSync('/work/main/eval/' + f, 'utf8'));
  for (const c of j.addresses) inputs.push({ freeform: c.text });
}
const lines: string[] = [];
const t0 = performance.now();
for (const x of inputs) { let r: string; try { r = JSON.stringify(index.verify(x as any)); } catch (e: any) { r = 'ERR ' + (e.code ?? e.message); } lines.push(JSON.stringify(x) + ' => ' + r); }
writeFileSync(process.argv[2]!, lines.join('\n'));
console.log(inputs.length, 'inputs', (performance.now() - t0).toFixed(0), 'ms');
