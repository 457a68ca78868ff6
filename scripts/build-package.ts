/**
 * Builds the package with its own tsup config into a temporary folder, without
 * type declarations (to keep the build short): for tests of the built files, and
 * for benchmarks, which measure what users run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** The folder the package was built into, and a function that removes it. */
export interface BuiltPackage {
  out: string;
  dispose(): void;
}

/** Builds the package; with `only`, that one of the builds of tsup.config.ts (`library`, `cli`, `web`). */
export function buildPackage(only?: 'library' | 'cli' | 'web'): BuiltPackage {
  const out = mkdtempSync(join(tmpdir(), 'ro-address-build-'));
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'tsup', 'dist', 'cli-default.js')], {
    cwd: ROOT,
    env: { ...process.env, RO_ADDRESS_BUILD_OUT: out, RO_ADDRESS_BUILD_NO_DTS: '1', ...(only === undefined ? {} : { RO_ADDRESS_BUILD_ONLY: only }) },
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    rmSync(out, { recursive: true, force: true });
    throw new Error(`tsup failed:\n${build.stdout}\n${build.stderr}`);
  }
  return { out, dispose: () => rmSync(out, { recursive: true, force: true }) };
}
