// V8's compiles and deoptimizations of warm verify over realistic free-form rows (speed64). Run under V8's tracing,
// the trace on stdout, a line `@@ROW n` every 10,000 rows so the counts can be taken per 10k rows:
//   node --trace-deopt --trace-opt bench/verify-deopts.mjs ROOT CSV [rows, default 100000] > trace.txt
//   grep -c 'bailout (kind: deopt' trace.txt; grep -c 'completed compiling.*TURBOFAN' trace.txt
// ROOT is a built checkout (dist/index.js, data/ro-address.idx); CSV has the address in its second `;` column.
// With --trace-deopt-verbose a line `;;; deoptimize at <file:line:col>` follows each bailout: the site in dist/.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
const [root, csv, n = '100000'] = process.argv.slice(2);
const m = await import(pathToFileURL(`${root}/dist/index.js`).href);
const e = m.loadIndexSync(`${root}/data/ro-address.idx`);
const rows = readFileSync(csv, 'utf8').split('\n').slice(1).filter(Boolean).map((l) => l.split(';')[1]);
for (let i = 0; i < Number(n); i++) { if (i % 10000 === 0) console.log(`@@ROW ${i}`); try { e.verify({ freeform: rows[i] }); } catch {} }
