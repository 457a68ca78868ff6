/**
 * ro-address/web in a real browser (Debian's Chromium via playwright-core, launched once):
 * - bundlers take the web entry with zero configuration and nothing of Node's comes along (esbuild);
 * - the README's "In the browser" example, bundled as written, answers as the Node library does;
 * - the playground's offline mode loads the index, then, with the network switched off, answers
 *   1,000 autocomplete, verify and lookup queries exactly as the Node library does;
 * - the `<ro-address-input>` form field, fed by the Web Worker helper: keyboard-only use fills the
 *   form, and axe-core finds no violation, list open or closed.
 * The web bundles are the package's own (tsup, the `web` build of tsup.config.ts).
 * Pages other than the playground are served by request interception on a made-up origin,
 * so nothing but the loopback server is ever asked. Without Chromium this suite fails, never skips.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackage, type BuiltPackage } from '../scripts/build-package.js';
import { evalQueries } from '../eval/autocomplete-queries.js';
import type { LoadedIndex } from '../src/address-index.js';
import { AddressError } from '../src/index.js';
import { builtIndex, INDEX_PATH, ROOT } from './helpers/index.js';
import { startServer, type TestServer } from './helpers/http.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags that keep Chromium quiet on a closed network (as test/playground-browser.test.ts). */
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The made-up origin of the pages served here by interception: https, where pages have Web Crypto. */
const ORIGIN = 'https://ro-address.test';

let built: BuiltPackage;
let app: string;
let server: TestServer;
let context: BrowserContext;
let profile: string;
const served = new Map<string, { body: Buffer | string; type: string }>();

/** A folder holding an app that depends on the built package, as a user's project would. */
function makeApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ro-address-web-app-'));
  const pkg = join(dir, 'node_modules', 'ro-address');
  mkdirSync(pkg, { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(pkg, 'package.json'));
  // A copy, not a link: bundlers name linked files by their real path.
  cpSync(built.out, join(pkg, 'dist'), { recursive: true });
  symlinkSync(join(ROOT, 'data'), join(pkg, 'data'));
  return dir;
}

/** esbuild with no configuration but the entry: what a user's bundler does by default for a browser. */
async function bundle(code: string, platform: 'browser' | 'neutral' = 'browser'): Promise<{ js: string; inputs: string[] }> {
  const entry = join(app, `entry-${served.size}-${platform}.js`);
  writeFileSync(entry, code);
  const result = await build({ entryPoints: [entry], bundle: true, format: 'esm', platform, write: false, metafile: true, absWorkingDir: app, logLevel: 'silent' });
  return { js: result.outputFiles[0]?.text ?? '', inputs: Object.keys(result.metafile.inputs) };
}

function serve(path: string, body: Buffer | string, type: string): void {
  served.set(path, { body, type });
}

/** What the Node library answers, as plain data; errors as their catalogue code. */
function nodeAnswer(run: () => unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(run()));
  } catch (err) {
    if (err instanceof AddressError) return { error: err.code };
    throw err;
  }
}

/** Violations of any impact axe-core finds on the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (opts: object) => Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const r = await axe.run({ resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
  });
}

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: install the Debian package "chromium" (.ci/run does)`);
  built = await buildPackage('web');
  app = makeApp();
  server = await startServer({ environment: 'sandbox', playground: { webDirectory: built.out } });
  profile = mkdtempSync(join(tmpdir(), 'ro-address-chromium-'));
  context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: FLAGS, viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  serve('/ro-address.idx', readFileSync(INDEX_PATH), 'application/octet-stream');
  serve('/web.js', readFileSync(join(built.out, 'web.js')), 'text/javascript');
  serve('/web-input.js', readFileSync(join(built.out, 'web-input.js')), 'text/javascript');
  serve('/web-worker.js', readFileSync(join(built.out, 'web-worker.js')), 'text/javascript');
  await context.route(`${ORIGIN}/**`, async (route) => {
    const file = served.get(new URL(route.request().url()).pathname);
    if (file === undefined) await route.fulfill({ status: 404, body: 'not here' });
    else await route.fulfill({ status: 200, body: file.body, headers: { 'Content-Type': file.type, 'Content-Length': String(Buffer.byteLength(file.body)) } });
  });
});

afterAll(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
  await server?.close();
  if (app) rmSync(app, { recursive: true, force: true });
  built?.dispose();
});

describe('bundling ro-address/web', () => {
  it('a one-line app bundles with zero configuration, with no node: import and no Node polyfill', async () => {
    for (const platform of ['browser', 'neutral'] as const) {
      const { js, inputs } = await bundle("export { loadIndex } from 'ro-address/web';\n", platform);
      // The app and the package's web bundle: nothing else (no polyfill package, no Node module).
      expect(inputs.filter((i) => !i.startsWith('entry-'))).toEqual(['node_modules/ro-address/dist/web.js']);
      expect(js).not.toMatch(/["'`]node:|require\(|\bprocess\.|\bBuffer\b|__dirname|import\.meta\.url/);
      expect(js).toContain('function loadIndex');
    }
  });

  it('the main entry resolves to the same web bundle under the browser condition', async () => {
    const { inputs } = await bundle("export { loadIndex } from 'ro-address';\n");
    expect(inputs.filter((i) => !i.startsWith('entry-'))).toEqual(['node_modules/ro-address/dist/web.js']);
  });

  it('the form field is self-contained, and the worker script takes the engine from web.js beside it', () => {
    const input = readFileSync(join(built.out, 'web-input.js'), 'utf8');
    expect(input).not.toMatch(/\bimport\b|["'`]node:|\bprocess\.|\bBuffer\b/);
    const worker = readFileSync(join(built.out, 'web-worker.js'), 'utf8');
    expect([...worker.matchAll(/\bfrom\s*"([^"]+)"/g)].map((m) => m[1])).toEqual(['./web.js']);
    expect(worker).not.toMatch(/["'`]node:|\bprocess\.|\bBuffer\b|class /);
  });

  it('ships the index manifest: the digest and data version of data/ro-address.idx', async () => {
    const manifest = JSON.parse(readFileSync(join(built.out, 'ro-address.idx.json'), 'utf8')) as { sha256: string; bytes: number; data_version: string; integrity: string };
    const bytes = readFileSync(INDEX_PATH);
    const { createHash } = await import('node:crypto');
    expect(manifest.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(manifest.integrity).toBe(`sha256-${createHash('sha256').update(bytes).digest('base64')}`);
    expect(manifest.bytes).toBe(bytes.byteLength);
    expect(manifest.data_version).toBe(builtIndex().info.data_version);
  });
});

describe('the README example "In the browser"', () => {
  it('bundles as written and answers as the Node library does', async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## In the browser'));
    const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
    expect(code, 'a js block in the section').toBeDefined();
    expect((code ?? '').trim().split('\n').length).toBeLessThanOrEqual(10);
    const { js } = await bundle(code ?? '');
    serve('/readme.js', js, 'text/javascript');
    serve('/readme.html', '<!doctype html><html lang="en"><title>README</title><script type="module" src="/readme.js"></script>', 'text/html');
    const page = await context.newPage();
    const logs: string[] = [];
    page.on('console', (msg) => logs.push(msg.text()));
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${ORIGIN}/readme.html`);
    const index = builtIndex();
    const first = index.autocomplete('calea victoriei 12 buc').suggestions[0];
    const expected = `${first?.text} ${first?.postal_code}`;
    await expect.poll(() => [...errors, logs.at(-1)], { timeout: 20_000 }).toEqual([index.lookupPostalCode('400157').locality]);
    expect(logs).toContain(expected);
    expect(logs.some((l) => /^\d+ of \d+ bytes$/.test(l))).toBe(true);
    await page.close();
  });
});

describe('the playground, offline', () => {
  let page: Page;
  const requests: string[] = [];

  beforeAll(async () => {
    page = await context.newPage();
    page.on('request', (r) => requests.push(r.url()));
  });
  afterAll(async () => {
    await context.setOffline(false);
    await page?.close();
  });

  it('loads the index into the page and says it answers offline', async () => {
    const url = `http://127.0.0.1:${server.port}/`;
    await page.goto(`${url}?mode=browser`);
    await page.locator('body[data-answers="browser"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('#mode-status').textContent()).toMatch(/^Answering in this browser, offline: the index \(\d+\.\d MB\) is loaded in this page, and nothing is sent to the server\.$/);
    expect(await page.locator('button[data-mode="browser"]').getAttribute('aria-pressed')).toBe('true');
    expect(requests).toContain(`${url}playground/ro-address.idx`);
    // The mode switch is as accessible as the rest of the page (its own test asks the same: serious and critical).
    expect((await axeViolations(page)).filter((v) => /^(serious|critical) /.test(v))).toEqual([]);
    await page.locator('button[data-lang="ro"]').click();
    expect(await page.locator('#mode-status').textContent()).toMatch(/^Răspunde acest browser, offline: indexul \(\d+\.\d MB\) este încărcat în pagină/);
    await page.locator('button[data-lang="en"]').click();
  });

  it('answers from the combobox, verify and lookup with the network switched off, asking nothing', async () => {
    await context.setOffline(true);
    requests.length = 0;
    const input = page.locator('#ac-input');
    await input.click();
    await input.pressSequentially('calea victo', { delay: 20 });
    await expect.poll(() => page.locator('#ac-list [role="option"]').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Calea Victoriei')]));
    await page.locator('#freeform').fill('Str Memorandumlui 5, Cluj Napoca');
    await page.locator('#freeform-form button[type="submit"]').click();
    await expect.poll(() => page.locator('#verify-result .standard').textContent()).toContain('Strada Memorandumului nr. 5, Cluj-Napoca, Cluj');
    await page.locator('#lookup-code').fill('12345');
    await page.locator('#lookup-form button[type="submit"]').click();
    await expect.poll(() => page.locator('#lookup-error').textContent()).toBe('A postal code has exactly six digits, e.g. 400157.');
    await page.locator('#lookup-code').fill('400157');
    await page.locator('#lookup-form button[type="submit"]').click();
    await expect.poll(() => page.locator('#lookup-result dl').textContent()).toContain('Cluj-Napoca');
    expect(requests).toEqual([]);
  });

  it('answers 1,000 autocomplete, verify and lookup queries exactly as the Node library', async () => {
    const index = builtIndex();
    const queries = evalQueries(index as LoadedIndex, { places: 120, streets: 120 }).queries.map((q) => q.q);
    const forms = (JSON.parse(readFileSync(join(ROOT, 'eval', 'verify-forms-typed.json'), 'utf8')) as { addresses: Array<{ text: string; code: string }> }).addresses;
    const autocomplete = queries.slice(0, 400);
    const verify = [...forms.map((f) => f.text), ...queries.slice(400)].slice(0, 400);
    const codes = [...new Set(forms.map((f) => f.code))].slice(0, 190).concat(['12345', '000000', '99999x', 'abc', '', '400157', '010011', '9000001', ' 400157', '300001']);
    expect(autocomplete).toHaveLength(400);
    expect(verify).toHaveLength(400);
    expect(codes).toHaveLength(200);
    const inPage = await page.evaluate(
      async ({ autocomplete, verify, codes }) => {
        const client = (globalThis as unknown as { roAddress: Record<string, (...args: unknown[]) => Promise<unknown>> }).roAddress;
        const answer = async (run: () => Promise<unknown>): Promise<unknown> => {
          try {
            return JSON.parse(JSON.stringify(await run()));
          } catch (err) {
            const e = err as { name: string; code?: string; message: string };
            return e.name === 'AddressError' ? { error: e.code } : { thrown: e.message };
          }
        };
        return {
          autocomplete: await Promise.all(autocomplete.map((q) => answer(() => client.autocomplete!(q)))),
          verify: await Promise.all(verify.map((text) => answer(() => client.verify!({ freeform: text })))),
          lookup: await Promise.all(codes.map((code) => answer(() => client.lookupPostalCode!(code)))),
        };
      },
      { autocomplete, verify, codes },
    );
    expect(inPage.autocomplete).toEqual(autocomplete.map((q) => nodeAnswer(() => index.autocomplete(q))));
    expect(inPage.verify).toEqual(verify.map((text) => nodeAnswer(() => index.verify({ freeform: text }))));
    expect(inPage.lookup).toEqual(codes.map((code) => nodeAnswer(() => index.lookupPostalCode(code))));
    // Real answers, not 1,000 equal errors.
    expect(inPage.autocomplete.filter((r) => (r as { suggestions?: unknown[] }).suggestions?.length).length).toBeGreaterThan(350);
    expect(inPage.lookup.filter((r) => (r as { error?: string }).error === undefined).length).toBeGreaterThan(150);
    expect(requests).toEqual([]);
  });
});

describe('the <ro-address-input> form field, fed by the Web Worker helper', () => {
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    serve(
      '/form.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Delivery address</title></head><body><main>
<h1>Delivery address</h1>
<form id="order">
  <ro-address-input><label for="find">Find your address</label><input id="find" type="text"></ro-address-input>
  <p><label for="street">Street</label> <input id="street" name="street"></p>
  <p><label for="number">Number</label> <input id="number" name="house_number"></p>
  <p><label for="locality">Locality</label> <input id="locality" name="locality"></p>
  <p><label for="county">County</label> <input id="county" name="county"></p>
  <p><label for="code">Postal code</label> <input id="code" name="postal_code"></p>
  <button type="submit">Order</button>
</form></main><script type="module" src="/form.js"></script></body></html>`,
      'text/html',
    );
    serve(
      '/form.js',
      `import { connectIndexWorker } from '/web.js';
import { defineAddressInput } from '/web-input.js';
defineAddressInput();
const client = connectIndexWorker(new Worker('/web-worker.js', { type: 'module' }));
const progress = [];
await client.load('/ro-address.idx', { onProgress: (p) => progress.push(p) });
document.querySelector('ro-address-input').source = client;
document.body.dataset.progress = JSON.stringify(progress.at(-1));
document.body.dataset.reports = String(progress.length);
document.body.dataset.ready = 'true';`,
      'text/javascript',
    );
    page = await context.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto(`${ORIGIN}/form.html`);
    await page.locator('body[data-ready="true"]').waitFor({ timeout: 30_000 });
  });
  afterAll(async () => {
    await page?.close();
  });

  it('loaded the index in the worker, reporting progress to its last byte', async () => {
    const size = readFileSync(INDEX_PATH).byteLength;
    expect(JSON.parse((await page.locator('body').getAttribute('data-progress')) ?? 'null')).toEqual({ loaded: size, total: size });
    expect(Number(await page.locator('body').getAttribute('data-reports'))).toBeGreaterThan(1);
  });

  it('is a WAI-ARIA combobox used with the keyboard only, and fills the form', async () => {
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string | undefined>('document.activeElement?.id')).toBe('find');
    const input = page.locator('#find');
    expect(await input.getAttribute('role')).toBe('combobox');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.type('calea victoriei 12 turda', { delay: 15 });
    const options = page.locator('ro-address-input [role="option"]');
    const expected = builtIndex().autocomplete('calea victoriei 12 turda', { limit: 8 }).suggestions;
    await expect.poll(() => options.allTextContents()).toEqual(expected.map((s) => `${s.text} , postal code ${s.postal_code}`));
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('ro-address-input [role="status"]').textContent()).toMatch(/^\d+ suggestions?\./);
    expect(await options.count()).toBe(expected.length);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const active = await input.getAttribute('aria-activedescendant');
    expect(await page.locator(`#${active}`).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator(`#${active}`).getAttribute('data-index')).toBe('0');
    await page.keyboard.press('Enter');
    const chosen = expected[0];
    expect(chosen?.text).toMatch(/^Calea Victoriei 12, Turda, Cluj$/);
    await expect.poll(() => page.locator('#street').inputValue()).toBe('Calea Victoriei');
    expect(await page.locator('#number').inputValue()).toBe('12');
    expect(await page.locator('#locality').inputValue()).toBe('Turda');
    expect(await page.locator('#county').inputValue()).toBe('Cluj');
    expect(await page.locator('#code').inputValue()).toBe(chosen?.postal_code);
    expect(await input.inputValue()).toBe(chosen?.text);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate<string | undefined>('document.activeElement?.id')).toBe('find');
    // Escape on a closed list clears the input; Tab moves on to the form's next field.
    await page.keyboard.press('Escape');
    expect(await input.inputValue()).toBe('');
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string | undefined>('document.activeElement?.id')).toBe('street');
  });

  it('keeps a București sector with the locality, and shows the data attribution', async () => {
    await page.locator('#find').focus();
    await page.keyboard.type('calea victoriei 12 bucuresti', { delay: 10 });
    const first = builtIndex().autocomplete('calea victoriei 12 bucuresti', { limit: 8 }).suggestions[0];
    // The answer to the whole text (a pause while typing may have shown the answer to part of it).
    await expect.poll(() => page.locator('ro-address-input [role="option"]:visible').first().textContent()).toContain(first?.text);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const sector = /Sector \d/.exec(first?.text ?? '')?.[0];
    expect(sector).toBeDefined();
    await expect.poll(() => page.locator('#locality').inputValue()).toBe(`București, ${sector}`);
    expect(await page.locator('#street').inputValue()).toBe('Calea Victoriei');
    expect(await page.locator('#number').inputValue()).toBe('12');
    expect(await page.locator('#code').inputValue()).toBe(first?.postal_code);
    expect(await page.locator('ro-address-input .ro-address-attribution').textContent()).toBe(`Data: ${builtIndex().info.attribution}`);
  });

  it('has no accessibility violations (axe-core, every impact), list closed or open', async () => {
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#find').fill('');
    await page.locator('#find').focus();
    await page.keyboard.type('strada memorandumului cluj', { delay: 10 });
    await page.locator('ro-address-input [role="option"]').first().waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});
