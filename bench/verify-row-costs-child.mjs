// Run by bench/verify-row-costs.ts in a fresh process: loads a built checkout, verifies the first SKIP rows of a CSV
// (the warm-up), then each of the next N rows once, in the CSV's order or reversed, and writes each row's cost as
// float64 microseconds in CSV order: the process's CPU (user + system, process.cpuUsage) across that one verify.
//   node bench/verify-row-costs-child.mjs ROOT CSV SKIP N forward|reverse OUT.bin
// CPU rather than wall time: a row the scheduler leaves waiting (a shared machine) does not count. It does count the
// collector's and the compiler's threads while the row runs, as a user of the process waits for them.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [root, csv, skip, n, order, out] = process.argv.slice(2);
const m = await import(pathToFileURL(`${root}/dist/index.js`).href);
const e = m.loadIndexSync(`${root}/data/ro-address.idx`);
const rows = readFileSync(csv, 'utf8').split('\n').slice(1).filter(Boolean).map((l) => l.split(';')[1]);
const S = Number(skip);
const N = Math.min(Number(n), rows.length - S);
const verify = (text) => {
  try {
    e.verify({ freeform: text });
  } catch {
    // A refused row costs what it costs.
  }
};
for (let i = 0; i < S; i++) verify(rows[i]);
const cost = new Float64Array(N);
for (let k = 0; k < N; k++) {
  const i = order === 'reverse' ? N - 1 - k : k;
  const before = process.cpuUsage();
  verify(rows[S + i]);
  const spent = process.cpuUsage(before);
  cost[i] = spent.user + spent.system;
}
writeFileSync(out, cost);
