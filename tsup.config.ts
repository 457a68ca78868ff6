import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { indexFromBytes } from './src/load.js';
import { sha256Hex } from './src/web/fetch-index.js';
import { manifestOf } from './src/web/manifest.js';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

// The package test (test/playground-package.test.ts) builds into a temporary folder, without
// declarations, which it does not need and which take most of the build's time.
const outDir = process.env.RO_ADDRESS_BUILD_OUT ?? 'dist';
const dts = process.env.RO_ADDRESS_BUILD_NO_DTS !== '1';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The source modules the CLI and the worker take from the library's own bundles (beside them in
 * dist/) instead of bundling them again: the entry points, and the modules whose every runtime
 * export an entry point re-exports (errors, for one AddressError class per process). A name
 * imported from one of these that its entry point does not export fails at the CLI's start.
 */
const FROM_LIBRARY: Record<string, string> = {
  'src/index.ts': './index.js',
  'src/types.ts': './index.js',
  'src/shared/errors.ts': './index.js',
  'src/http/index.ts': './http.js',
  'src/redis/index.ts': './redis.js',
};

/**
 * Code that must reach the CLI only through the library's bundles: the engine ships once. (But for two small
 * modules the files pipeline shares with the engine: the normalizer and the column names' table.)
 */
const ENGINE = /^src\/(engines|text|verify|autocomplete|matchers|reader|web|shared\/(?!normalize\.ts$|column-names\.ts$))|^src\/(address-index|load|web)\.ts$|^src\/http\/(?!request-id\.ts$)|^src\/redis\//;

/** The ready-made worker script takes the engine from web.js beside it instead of bundling it again. */
const workerUsesWebBundle: Plugin = {
  name: 'worker-uses-web-bundle',
  setup(build) {
    const root = build.initialOptions.absWorkingDir ?? process.cwd();
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const source = relative(root, resolve(args.resolveDir, args.path)).split('\\').join('/');
      return source === 'src/web.js' ? { path: './web.js', external: true } : undefined;
    });
  },
};

/** The index the package ships (built by `npm run build:data`, published from data/). */
const INDEX_FILE = 'data/ro-address.idx';

/**
 * Writes the manifest of the shipped index (`ro-address/index.json`): its size, SHA-256 and data
 * version, for pages that cache the index and check a cached copy (docs/web.md).
 */
async function writeIndexManifest(): Promise<void> {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(INDEX_FILE);
  } catch {
    throw new Error(`the package ships ${INDEX_FILE} and its manifest: build the index first ("npm run build:data")`);
  }
  const info = indexFromBytes(bytes, INDEX_FILE, {}).info;
  writeFileSync(join(outDir, 'ro-address.idx.json'), `${JSON.stringify(manifestOf(INDEX_FILE, bytes, await sha256Hex(bytes), info), null, 2)}\n`);
}

const useLibraryBundles: Plugin = {
  name: 'use-library-bundles',
  setup(build) {
    const root = build.initialOptions.absWorkingDir ?? process.cwd();
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const source = relative(root, resolve(args.resolveDir, args.path)).replace(/\.js$/, '.ts').split('\\').join('/');
      const entry = FROM_LIBRARY[source];
      return entry === undefined ? undefined : { path: entry, external: true };
    });
    build.onEnd((result) => {
      const bundled = Object.keys(result.metafile?.inputs ?? {}).filter((input) => ENGINE.test(input));
      if (bundled.length > 0) throw new Error(`the CLI build bundles library code again (import it from the library's entry points): ${bundled.join(', ')}`);
    });
  },
};

/** The builds of the package; `RO_ADDRESS_BUILD_ONLY=<name>` makes one of them (tests of the web bundles need only `web`). */
const builds: Options[] = [
  {
    name: 'library',
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
    // Both import the engine from the library's bundles (index.js, http.js, redis.js), so that it
    // ships once; the library's build is left as it is (sharing its chunks with the CLI's made the
    // library's import 21 -> 36 ms).
    name: 'cli',
    entry: { cli: 'src/cli/bin.ts', 'verify-worker': 'src/files/verify-worker.ts' },
    outDir,
    format: ['esm'],
    esbuildPlugins: [useLibraryBundles],
    target: 'node20',
    platform: 'node',
    define: { __VERSION__: JSON.stringify(version) },
    // node-redis (`serve --redis`) and bullmq are optional peer dependencies, external like every
    // peer dependency: loaded from the user's node_modules when asked for, never bundled. Without
    // spaces and with shorter syntax, names kept so that stack traces still read.
    minifyWhitespace: true,
    minifySyntax: true,
  },
  {
    // ro-address/web (browsers, workers, Deno, Bun, edge functions), its form field and a ready-made
    // worker script: no shared chunks with hashed names, so a page loads web.js (and the worker
    // web-worker.js, which imports ./web.js) by fixed URLs; for any ES2022 runtime, nothing of
    // Node's in them (test/web-browser.test.ts checks).
    name: 'web',
    entry: { web: 'src/web.ts', 'web-input': 'src/web/address-input.ts', 'web-worker': 'src/web/worker-script.ts' },
    outDir,
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    splitting: false,
    esbuildPlugins: [workerUsesWebBundle],
    // Whitespace and syntax only: the names stay, for stack traces, as in the CLI.
    minifyWhitespace: true,
    minifySyntax: true,
    dts: dts ? { entry: { web: 'src/web.ts', 'web-input': 'src/web/address-input.ts' }, compilerOptions: { lib: ['ES2023', 'DOM', 'DOM.Iterable'] } } : false,
    onSuccess: writeIndexManifest,
  },
];

const only = process.env.RO_ADDRESS_BUILD_ONLY;
export default defineConfig(only === undefined ? builds : builds.filter((build) => build.name === only));
