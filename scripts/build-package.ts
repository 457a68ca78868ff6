/**
 * Builds the package with its own tsup config into a temporary folder, without
 * type declarations (to keep the build short): for tests of the built files, and
 * for benchmarks, which measure what users run.
 *
 * The folder is laid out as the installed package: `dist/` beside `data/` (a link
 * to this checkout's data folder), so that the built-in index is found.
 *
 * tsup runs in a child process, awaited: a test worker waiting on a build of a
 * minute (a loaded machine) must keep its event loop free, or vitest's messages
 * to it time out ("Timeout calling onTaskUpdate").
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** The folder the package was built into, and a function that removes it. */
export interface BuiltPackage {
  /** The built files (`<root>/dist`). */
  out: string;
  /** The package's folder: `dist/` and `data/`. */
  root: string;
  dispose(): void;
}

/** Builds the package; with `only`, that one of the builds of tsup.config.ts (`library`, `cli`, `web`). */
export async function buildPackage(only?: 'library' | 'cli' | 'web'): Promise<BuiltPackage> {
  const root = mkdtempSync(join(tmpdir(), 'ro-address-build-'));
  const out = join(root, 'dist');
  const dispose = (): void => rmSync(root, { recursive: true, force: true });
  mkdirSync(out);
  symlinkSync(join(ROOT, 'data'), join(root, 'data'), 'dir');
  const { code, output } = await new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'tsup', 'dist', 'cli-default.js')], {
      cwd: ROOT,
      env: { ...process.env, RO_ADDRESS_BUILD_OUT: out, RO_ADDRESS_BUILD_NO_DTS: '1', ...(only === undefined ? {} : { RO_ADDRESS_BUILD_ONLY: only }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('close', (exit) => done({ code: exit, output: text }));
  });
  if (code !== 0) {
    dispose();
    throw new Error(`tsup failed:\n${output}`);
  }
  return { out, root, dispose };
}
