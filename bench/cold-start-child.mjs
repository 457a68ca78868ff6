// One cold start, in a fresh Node process spawned by bench/cold-start.ts (plain JavaScript, so that
// no TypeScript loader runs in the process measured). Prints one line of JSON.
//
//   node cold-start-child.mjs ro-address <dist/index.js> <index file> <query> <verify input as JSON>
//   node cold-start-child.mjs <fuse|minisearch|flexsearch> <records JSON file> <query>
//
// Times, in ms from the first line of this script: `import` (the package), `load` (reading the
// index, or building the library's index from the records), `first` (the first autocomplete or
// search answer), `verify` (ro-address only: the first verify after it). CPU time (user + system)
// is reported beside the wall clock: on a busy machine it is what the process itself spent.
// With --memory, a separate run: heap and array buffers after loading, after a full collection.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const t0 = performance.now();
const c0 = process.cpuUsage();
const marks = {};
const cpu = {};
const mark = (name) => {
  marks[name] = performance.now() - t0;
  const c = process.cpuUsage(c0);
  cpu[name] = (c.user + c.system) / 1000;
};
const [mode, source, ...rest] = process.argv.slice(2).filter((a) => a !== '--memory');
const memoryRun = process.argv.includes('--memory');

function memory() {
  globalThis.gc?.();
  const m = process.memoryUsage();
  return { heapMB: m.heapUsed / 2 ** 20, arrayBuffersMB: m.arrayBuffers / 2 ** 20 };
}

function diacriticFree(text) {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

let answer;
if (mode === 'ro-address') {
  const [indexPath, query, verifyJson] = rest;
  const { loadIndexSync } = await import(pathToFileURL(source).href);
  mark('import');
  const index = loadIndexSync(indexPath);
  mark('load');
  if (memoryRun) {
    process.stdout.write(JSON.stringify(memory()));
    process.exit(0);
  }
  answer = index.autocomplete(query).suggestions[0]?.text;
  mark('first');
  index.verify(JSON.parse(verifyJson));
  mark('verify');
} else {
  // The same configurations as LIBRARIES in bench/autocomplete.ts.
  const [query] = rest;
  let search;
  if (mode === 'fuse') {
    const { default: Fuse } = await import('fuse.js');
    mark('import');
    const records = JSON.parse(readFileSync(source, 'utf8'));
    const fuse = new Fuse(records, { keys: ['text'], threshold: 0.3, ignoreLocation: true, ignoreDiacritics: true });
    search = (q) => fuse.search(q, { limit: 5 }).map((r) => r.item.text);
  } else if (mode === 'minisearch') {
    const { default: MiniSearch } = await import('minisearch');
    mark('import');
    const records = JSON.parse(readFileSync(source, 'utf8'));
    const mini = new MiniSearch({ fields: ['text'], storeFields: ['text'], processTerm: (term) => diacriticFree(term), searchOptions: { prefix: true, fuzzy: 0.2 } });
    mini.addAll(records);
    search = (q) => mini.search(q).slice(0, 5).map((r) => r.text);
  } else if (mode === 'flexsearch') {
    const { Charset, Index } = await import('flexsearch');
    mark('import');
    const records = JSON.parse(readFileSync(source, 'utf8'));
    const flex = new Index({ tokenize: 'forward', encoder: Charset.LatinAdvanced });
    for (const r of records) flex.add(r.id, r.text);
    search = (q) => flex.search(q, { limit: 5, suggest: true }).map((id) => records[id].text);
  } else {
    throw new Error(`unknown mode ${mode}`);
  }
  mark('load');
  if (memoryRun) {
    process.stdout.write(JSON.stringify(memory()));
    process.exit(0);
  }
  answer = search(query)[0];
  mark('first');
}
process.stdout.write(JSON.stringify({ marks, cpu, answer }));
