import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

export default defineConfig([
  {
    entry: { index: 'src/index.ts', http: 'src/http/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    // import.meta.url locates the built-in index; the shim provides it in the CJS build.
    shims: true,
    clean: true,
    target: 'node20',
    platform: 'node',
    sourcemap: true,
  },
  {
    // The worker script of VerifierPool sits beside index.js and cli.js, where the pool looks for it.
    entry: { cli: 'src/cli/bin.ts', 'verify-worker': 'src/files/verify-worker.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    define: { __VERSION__: JSON.stringify(version) },
  },
]);
