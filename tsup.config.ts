import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

// The package test (test/playground-package.test.ts) builds into a temporary folder, without
// declarations, which it does not need and which take most of the build's time.
const outDir = process.env.RO_ADDRESS_BUILD_OUT ?? 'dist';
const dts = process.env.RO_ADDRESS_BUILD_NO_DTS !== '1';

export default defineConfig([
  {
    entry: { index: 'src/index.ts', http: 'src/http/index.ts', redis: 'src/redis/index.ts' },
    outDir,
    format: ['esm', 'cjs'],
    dts,
    // import.meta.url locates the built-in index; the shim provides it in the CJS build.
    shims: true,
    clean: true,
    target: 'node20',
    platform: 'node',
    // No source maps in the package: they were a third of it, and the bundles keep their module
    // and function names, which is what a stack trace needs.
    sourcemap: false,
    // The playground page's files are read at run time from next to the bundle (dist/playground/).
    onSuccess: async () => {
      cpSync('src/http/playground', join(outDir, 'playground'), { recursive: true });
    },
  },
  {
    // The worker script of VerifierPool sits beside index.js and cli.js, where the pool looks for it.
    entry: { cli: 'src/cli/bin.ts', 'verify-worker': 'src/files/verify-worker.ts' },
    outDir,
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    define: { __VERSION__: JSON.stringify(version) },
    // The CLI bundles node-redis for `serve --redis` (1.6 MB as written): without spaces and with
    // shorter syntax, names kept so that stack traces still read.
    minifyWhitespace: true,
    minifySyntax: true,
    // node-redis (bundled for serve --redis) is CommonJS and requires node's modules; an ESM bundle needs a require for it.
    banner: { js: "import { createRequire as __roCreateRequire } from 'node:module'; const require = __roCreateRequire(import.meta.url);" },
  },
]);
