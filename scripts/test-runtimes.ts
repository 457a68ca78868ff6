/**
 * Runs test/runtimes/web-entry-check.mjs (ro-address/web loaded every way, answers compared with
 * the Node library's on the same queries, and the Web Worker helper) under Node and under the
 * runtimes given, e.g. Deno and Bun installed from the npm registry (`npm install bun deno` in a
 * folder of their own: both packages carry their binaries):
 *
 *   npx tsx scripts/test-runtimes.ts --deno /path/to/deno --bun /path/to/bun
 *
 * Not part of `npm test` (neither runtime is a dependency of the project); docs/web.md gives the
 * last results. Exits 1 when a runtime fails a check or cannot be run.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { evalQueries } from '../eval/autocomplete-queries.js';
import type { LoadedIndex } from '../src/address-index.js';
import { loadIndexSync } from '../src/index.js';
import { buildPackage } from './build-package.js';

const ROOT = resolve(import.meta.dirname, '..');
const INDEX = join(ROOT, 'data', 'ro-address.idx');

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function answer(run: () => unknown): string {
  try {
    return JSON.stringify(run());
  } catch (err) {
    return JSON.stringify((err as { name?: string }).name === 'AddressError' ? { error: (err as { code: string }).code } : { thrown: String((err as Error).message) });
  }
}

const built = await buildPackage('web');
const folder = mkdtempSync(join(tmpdir(), 'ro-address-runtimes-'));
let failed = false;
try {
  for (const file of ['web.js', 'web-worker.js', 'ro-address.idx.json']) copyFileSync(join(built.out, file), join(folder, file));
  copyFileSync(INDEX, join(folder, 'ro-address.idx'));
  const index = loadIndexSync(INDEX);
  const queries = evalQueries(index as LoadedIndex, { places: 100, streets: 100 }).queries.map((q) => q.q);
  const forms = (JSON.parse(readFileSync(join(ROOT, 'eval', 'verify-forms-typed.json'), 'utf8')) as { addresses: Array<{ text: string; code: string }> }).addresses;
  const expected = {
    autocomplete: queries.slice(0, 150).map((q) => ({ q, answer: answer(() => index.autocomplete(q)) })),
    verify: forms.slice(0, 100).map((f) => ({ q: f.text, answer: answer(() => index.verify({ freeform: f.text })) })),
    lookup: [...forms.slice(0, 45).map((f) => f.code), '12345', 'abc', '000000', '400157', ''].map((q) => ({ q, answer: answer(() => index.lookupPostalCode(q)) })),
  };
  writeFileSync(join(folder, 'expected.json'), JSON.stringify(expected));
  const script = join(ROOT, 'test', 'runtimes', 'web-entry-check.mjs');
  const runs: Array<[string, string[]]> = [['node', [process.execPath, script, folder]]];
  const deno = option('deno');
  if (deno !== undefined) runs.push(['deno', [deno, 'run', `--allow-read=${folder}`, script, folder]]);
  const bun = option('bun');
  if (bun !== undefined) runs.push(['bun', [bun, script, folder]]);
  for (const [name, [command, ...args]] of runs) {
    const run = spawnSync(command ?? name, args, { encoding: 'utf8', timeout: 120_000 });
    const line = run.stdout.trim().split('\n').at(-1) ?? '';
    console.log(`${name}: exit ${run.status} ${line}${run.stderr.trim() === '' ? '' : `\n${run.stderr.trim().slice(0, 2000)}`}`);
    if (run.status !== 0) failed = true;
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
  built.dispose();
}
process.exitCode = failed ? 1 : 0;
