// Run by bench/verify-instructions.ts under callgrind: verifies the first N bench inputs W times to
// warm the engine, asks callgrind to dump its counters, verifies them P times more and dumps again.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const [root, casesFile, n, w, p] = [process.argv[2], process.argv[3], Number(process.argv[4]), Number(process.argv[5]), Number(process.argv[6])];
const { loadIndexSync } = await import(`${root}/dist/index.js`);
const index = loadIndexSync(`${root}/data/ro-address.idx`);
index.prepare?.();
const cases = JSON.parse(readFileSync(casesFile, 'utf8')).slice(0, n);
const pass = () => {
  for (const c of cases) {
    try {
      index.verify(c);
    } catch {
      // A refused input costs what it costs.
    }
  }
};
const dump = (label) => execFileSync('callgrind_control', [`--dump=${label}`, String(process.pid)], { stdio: 'ignore' });
for (let i = 0; i < w; i++) pass();
dump('warm');
for (let i = 0; i < p; i++) pass();
dump('steady');
