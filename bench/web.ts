/**
 * ro-address/web: the size of its bundles, and the engine in Chromium against the same bundle in
 * Node, on the same machine in one run:
 * - first answer: from the index bytes in memory to the first autocomplete answer, in a fresh page
 *   (module loaded, nothing run yet), median of `--runs` pages;
 * - warm autocomplete: the evaluation queries answered once to warm up, then `--rounds` times,
 *   mean per query of the best round, on the page's main thread and in Node (the same dist/web.js);
 * - the Web Worker helper: the same queries one at a time through `IndexWorkerClient` (message
 *   round trip included).
 * Builds the web bundles with the package's tsup config (`web` build) into a temporary folder.
 * Pages are served by request interception on a made-up https origin: no network, no server.
 *
 * `npx tsx bench/web.ts [--runs 5] [--rounds 5] [--queries 400]`
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { buildPackage } from '../scripts/build-package.js';
import { evalQueries } from '../eval/autocomplete-queries.js';
import type { LoadedIndex } from '../src/address-index.js';
import type * as Web from '../src/web.js';

const ROOT = resolve(import.meta.dirname, '..');
const INDEX = join(ROOT, 'data', 'ro-address.idx');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const ORIGIN = 'https://ro-address.test';

function numberOption(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}
const RUNS = numberOption('runs', 5);
const ROUNDS = numberOption('rounds', 5);
const QUERIES = numberOption('queries', 400);

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KiB`;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const built = await buildPackage('web');
try {
  const bytes = readFileSync(INDEX);
  const webJs = readFileSync(join(built.out, 'web.js'), 'utf8');
  const minified = (await build({ stdin: { contents: webJs }, minify: true, write: false, format: 'esm', logLevel: 'silent' })).outputFiles[0]?.text ?? '';
  const brotli = (b: Buffer | string): number => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
  console.log('## sizes');
  console.log(`| dist/web.js as shipped (whitespace and syntax minified, names kept) | ${kb(Buffer.byteLength(webJs))} |`);
  console.log(`| dist/web.js fully minified (esbuild --minify) | ${kb(Buffer.byteLength(minified))} |`);
  console.log(`| ... gzip / Brotli | ${kb(gzipSync(minified, { level: 9 }).byteLength)} / ${kb(brotli(minified))} |`);
  for (const file of ['web-input.js', 'web-worker.js']) console.log(`| dist/${file} | ${kb(readFileSync(join(built.out, file)).byteLength)} |`);
  console.log(`| index | ${kb(bytes.byteLength)}; gzip -9 ${kb(gzipSync(bytes, { level: 9 }).byteLength)}; Brotli 11 ${kb(brotli(bytes))} |`);

  const web = (await import(pathToFileURL(join(built.out, 'web.js')).href)) as typeof Web;
  const nodeIndex = web.loadIndexSync(new Uint8Array(bytes));
  const queries = evalQueries(nodeIndex as LoadedIndex, { places: QUERIES, streets: QUERIES }).queries.map((q) => q.q).slice(0, QUERIES);

  for (const q of queries) nodeIndex.autocomplete(q);
  const nodeRound = (): number => {
    const t0 = performance.now();
    for (const q of queries) nodeIndex.autocomplete(q);
    return (performance.now() - t0) / queries.length;
  };

  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  try {
    const context = await browser.newContext();
    const files: Record<string, { body: Buffer | string; type: string }> = {
      '/web.js': { body: webJs, type: 'text/javascript' },
      '/web-worker.js': { body: readFileSync(join(built.out, 'web-worker.js')), type: 'text/javascript' },
      '/ro-address.idx': { body: bytes, type: 'application/octet-stream' },
      '/bench.html': { body: '<!doctype html><html lang="en"><title>bench</title><body></body></html>', type: 'text/html' },
    };
    await context.route(`${ORIGIN}/**`, (route) => {
      const file = files[new URL(route.request().url()).pathname];
      return file === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ status: 200, body: file.body, headers: { 'Content-Type': file.type } });
    });

    const firstAnswers: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      await page.goto(`${ORIGIN}/bench.html`);
      firstAnswers.push(
        await page.evaluate(async () => {
          const web = (await import('/web.js' as string)) as typeof Web;
          const buffer = await (await fetch('/ro-address.idx')).arrayBuffer();
          const t0 = performance.now();
          const index = web.loadIndexSync(buffer);
          index.autocomplete('calea victoriei');
          return performance.now() - t0;
        }),
      );
      await page.close();
    }

    // Node and the page in turns, round by round: the shared machine's load falls on both alike.
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/bench.html`);
    await page.evaluate(async (queries) => {
      const web = (await import('/web.js' as string)) as typeof Web;
      const index = await web.loadIndex('/ro-address.idx');
      for (const q of queries) index.autocomplete(q);
      (globalThis as unknown as { benchRound: () => number }).benchRound = () => {
        const t0 = performance.now();
        for (const q of queries) index.autocomplete(q);
        return (performance.now() - t0) / queries.length;
      };
    }, queries);
    const nodeRounds: number[] = [];
    const pageRounds: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      nodeRounds.push(nodeRound());
      pageRounds.push(await page.evaluate(() => (globalThis as unknown as { benchRound: () => number }).benchRound()));
    }
    const worker = await page.evaluate(async (queries) => {
      const web = (await import('/web.js' as string)) as typeof Web;
      const { Worker } = globalThis as unknown as { Worker: new (url: string, options: object) => Web.WorkerLike };
      const client = web.connectIndexWorker(new Worker('/web-worker.js', { type: 'module' }));
      await client.load('/ro-address.idx');
      for (const q of queries) await client.autocomplete(q);
      const t0 = performance.now();
      for (const q of queries) await client.autocomplete(q);
      client.terminate();
      return (performance.now() - t0) / queries.length;
    }, queries);
    const inPage = { main: pageRounds, worker };

    const nodeBest = Math.min(...nodeRounds);
    const pageBest = Math.min(...inPage.main);
    console.log('\n## Chromium', browser.version(), `vs Node ${process.version}, ${queries.length} evaluation queries`);
    console.log(`| index bytes in memory -> first autocomplete answer, fresh page (median of ${RUNS}) | ${median(firstAnswers).toFixed(1)} ms (all: ${firstAnswers.map((x) => x.toFixed(1)).join(', ')}) |`);
    const rounds = (xs: number[]): string => xs.map((x) => (x * 1000).toFixed(0)).join(', ');
    console.log(`| warm autocomplete, mean per query, best of ${ROUNDS} interleaved rounds: Node (dist/web.js) | ${(nodeBest * 1000).toFixed(1)} us (rounds: ${rounds(nodeRounds)}) |`);
    console.log(`| warm autocomplete, the page's main thread | ${(pageBest * 1000).toFixed(1)} us (${(pageBest / nodeBest).toFixed(2)}x Node; rounds: ${rounds(inPage.main)}) |`);
    console.log(`| warm autocomplete through the Web Worker helper, one query at a time (round trip) | ${(inPage.worker * 1000).toFixed(1)} us |`);
  } finally {
    await browser.close();
  }
} finally {
  built.dispose();
}
