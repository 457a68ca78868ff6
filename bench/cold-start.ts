/**
 * Cold start: from the first line of the user's code to the first answer, in
 * fresh Node processes (bench/cold-start-child.mjs), import of the package and
 * loading of the index included; then the first verify after it; and the heap
 * after loading. Fuse.js, MiniSearch and FlexSearch are measured the same way,
 * their cold start being the import plus building their index over the same
 * records (every suggestion line) read from JSON. Node's own start-up, before
 * the first line, is not counted.
 *
 * Measures the built package (`dist/`): run `npm run build` first.
 * `npm run bench -- cold` (`--runs N`, default 15 processes per engine;
 * `--libraries 0` to skip the other libraries).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { evalRecords } from '../eval/autocomplete-queries.js';
import { median, percentile, type Section } from './report.js';

const ROOT = resolve(import.meta.dirname, '..');
function textOption(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? resolve(process.argv[at + 1]!) : fallback;
}

/** The package and index measured (`--dist`, `--index`: another build, e.g. an older one to compare with). */
const DIST = textOption('dist', resolve(ROOT, 'dist', 'index.js'));
const INDEX = textOption('index', resolve(ROOT, 'data', 'ro-address.idx'));
const CHILD = resolve(import.meta.dirname, 'cold-start-child.mjs');
const FIRST_ANSWER_TARGET_MS = 30;
const FIRST_VERIFY_TARGET_MS = 10;
const HEAP_TARGET_MB = 30;

/** First queries, one per process in turn: each process answers its first query cold. */
const QUERIES = ['Tirgoviste', 'str mihai eminescu cluj', 'calea victoriei 12', 'g-ral magheru', 'Alexa', 'bd unirii bucuresti', 'Piatra Neamt', 'sos oltenitei 10', 'Rm Valcea', 'zorilor cluj'];
const VERIFY_INPUTS: unknown[] = [
  { freeform: 'Str. Memorandumului 28, Cluj-Napoca, jud. Cluj' },
  { street: 'Calea Victoriei 12', locality: 'București', sector: '1' },
  { freeform: 'Bd. Independenței 5, Iași' },
  { street: 'Strada Republicii 10', locality: 'Brașov', county: 'BV' },
];

interface Run {
  marks: Record<string, number>;
  cpu: Record<string, number>;
  answer?: string;
}

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

function spawnChild(args: string[]): string {
  const out = spawnSync(process.execPath, ['--expose-gc', CHILD, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  if (out.status !== 0) throw new Error(`cold-start child failed (${args[0]}): ${out.stderr}`);
  return out.stdout;
}

const fmt = (ms: number): string => `${ms.toFixed(1)} ms`;

/** Median and 90th percentile of a phase over the runs. */
function spread(runs: Run[], pick: (r: Run) => number): string {
  const values = runs.map(pick);
  return `${fmt(median(values))} (p90 ${fmt(percentile(values, 90))})`;
}

export async function benchColdStart(): Promise<Section> {
  if (!existsSync(DIST)) throw new Error(`no ${DIST}: run "npm run build" first (the cold start is measured on the built package)`);
  const runs = option('runs', 15);
  const ours: Run[] = [];
  for (let i = 0; i < runs; i++) {
    ours.push(JSON.parse(spawnChild(['ro-address', DIST, INDEX, QUERIES[i % QUERIES.length]!, JSON.stringify(VERIFY_INPUTS[i % VERIFY_INPUTS.length])])) as Run);
  }
  const memory = JSON.parse(spawnChild(['ro-address', DIST, INDEX, '--memory'])) as { heapMB: number; arrayBuffersMB: number };

  const libraryRuns = option('libraries', 1) === 0 ? 0 : Math.max(3, Math.ceil(runs / 3));
  const theirs: Array<{ name: string; runs: Run[]; heapMB: number }> = [];
  let recordCount = 0;
  if (libraryRuns > 0) {
    const dir = mkdtempSync(join(tmpdir(), 'ro-address-cold-'));
    const recordsPath = join(dir, 'records.json');
    const records = evalRecords(loadIndexSync(INDEX) as LoadedIndex).map((r) => ({ id: r.id, text: r.text }));
    recordCount = records.length;
    writeFileSync(recordsPath, JSON.stringify(records));
    try {
      for (const [mode, name] of [['fuse', 'Fuse.js'], ['minisearch', 'MiniSearch'], ['flexsearch', 'FlexSearch']] as const) {
        const list: Run[] = [];
        for (let i = 0; i < libraryRuns; i++) list.push(JSON.parse(spawnChild([mode, recordsPath, QUERIES[i % QUERIES.length]!])) as Run);
        const mem = JSON.parse(spawnChild([mode, recordsPath, '--memory'])) as { heapMB: number };
        theirs.push({ name, runs: list, heapMB: mem.heapMB });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const first = median(ours.map((r) => r.marks.first!));
  const verify = median(ours.map((r) => r.marks.verify! - r.marks.first!));
  return {
    title: 'Cold start: fresh process to first answer (built package)',
    rows: [
      ['import of the package', spread(ours, (r) => r.marks.import!), '', ''],
      ['loading the index', spread(ours, (r) => r.marks.load! - r.marks.import!), '', ''],
      ['first autocomplete call', spread(ours, (r) => r.marks.first! - r.marks.load!), '', ''],
      ['first line to first autocomplete answer (import + load + first call)', spread(ours, (r) => r.marks.first!), `at most ${FIRST_ANSWER_TARGET_MS} ms`, first <= FIRST_ANSWER_TARGET_MS ? 'met' : 'MISSED'],
      ['the same in CPU time (user + system)', spread(ours, (r) => r.cpu.first!), '', ''],
      ['first verify after it', spread(ours, (r) => r.marks.verify! - r.marks.first!), `at most ${FIRST_VERIFY_TARGET_MS} ms`, verify <= FIRST_VERIFY_TARGET_MS ? 'met' : 'MISSED'],
      ['the same in CPU time', spread(ours, (r) => r.cpu.verify! - r.cpu.first!), '', ''],
      ['heap after loading (after a full collection)', `${memory.heapMB.toFixed(1)} MB (+ ${memory.arrayBuffersMB.toFixed(1)} MB array buffers: the index file)`, `at most ${HEAP_TARGET_MB} MB`, memory.heapMB <= HEAP_TARGET_MB ? 'met' : 'MISSED'],
      ...theirs.map(({ name, runs: list, heapMB }): [string, string, string, string] => [
        `${name}: first line to first answer (import + index build + first search)`,
        spread(list, (r) => r.marks.first!),
        '',
        `import ${fmt(median(list.map((r) => r.marks.import!)))}, build ${fmt(median(list.map((r) => r.marks.load! - r.marks.import!)))}, first search ${fmt(median(list.map((r) => r.marks.first! - r.marks.load!)))}; heap after build ${heapMB.toFixed(0)} MB`,
      ]),
    ],
    notes: [
      `${runs} fresh processes for ro-address, ${libraryRuns} per library; each answers one first query, in turn from: ${QUERIES.map((q) => `\`${q}\``).join(', ')}; figures are the median (and 90th percentile) over the processes`,
      'wall-clock times from the first line of the script (Node start-up not counted); CPU time is what the process itself used, which a busy machine does not inflate',
      `the libraries index the same ${recordCount} records (every suggestion line), read from JSON, with the configurations of the side-by-side table`,
    ],
  };
}
