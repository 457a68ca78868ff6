/**
 * The playground page over HTTP: its files and headers, its configuration,
 * and the page key (allowed three endpoints, only from the page's origin).
 * The page itself is driven in Chromium by playground-browser.test.ts.
 */
import fc from 'fast-check';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler, PAGE_KEY_PERMISSIONS, PLAYGROUND_CSP, type PlaygroundConfig } from '../src/http/index.js';
import { comesFromOwnOrigin, Playground, playgroundDirectory } from '../src/http/playground.js';
import { namingFor } from '../src/http/headers.js';
import { MemoryKeyStore } from '../src/http/key-store.js';
import { builtIndex, INDEX_PATH, ROOT } from './helpers/index.js';
import { jsonHeaders, send, startServer, type TestServer } from './helpers/http.js';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

describe('the playground on a sandbox server', () => {
  let s: TestServer;
  let config: PlaygroundConfig;
  let host: string;

  beforeAll(async () => {
    s = await startServer({ playground: true });
    host = `127.0.0.1:${s.port}`;
    const r = await s.call('/playground/config.json', { headers: SAME_ORIGIN });
    expect(r.status).toBe(200);
    config = r.json as unknown as PlaygroundConfig;
  });
  afterAll(() => s.close());

  it('serves the page at / with a strict Content-Security-Policy', async () => {
    const r = await s.call('/');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.headers['content-security-policy']).toBe(PLAYGROUND_CSP);
    expect(PLAYGROUND_CSP).toContain("default-src 'none'");
    expect(PLAYGROUND_CSP).not.toContain('unsafe');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-service-request-id']).toMatch(/^req_/);
    expect(r.headers['x-data-attribution']).toContain('OGL-ROU-1.0');
    expect(r.text).toContain('<script type="module" src="/playground/playground.js"></script>');
  });

  it('serves its script and style with their types, and only those files', async () => {
    const js = await s.call('/playground/playground.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const css = await s.call('/playground/playground.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    for (const path of ['/playground/', '/playground/index.html', '/playground/../package.json', '/playground/%2e%2e/package.json', '/index.html', '/favicon.ico']) {
      const r = await s.call(path);
      expect(r.status, path).toBe(404);
      expect(r.error?.code, path).toBe('not_found');
    }
  });

  it('references no other origin: no CDN, nothing to fetch from elsewhere', () => {
    const dir = playgroundDirectory();
    for (const file of readdirSync(dir)) {
      const text = readFileSync(join(dir, file), 'utf8');
      // The one outside address is the data licences page, a plain link (overwritten by config.json).
      const urls = text.match(/(?:https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}[^\s"'`)]*/gi) ?? [];
      expect(urls.filter((u) => !u.startsWith('https://www.npmjs.com/package/ro-address')), file).toEqual([]);
      expect(text, file).not.toMatch(/svc_(test|live)_[A-Za-z0-9]{16}/);
    }
  });

  it('answers HEAD, revalidates with ETag, and refuses other methods with 405', async () => {
    const head = await s.call('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    const etag = head.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await s.call('/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const post = await s.call('/', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.error?.code).toBe('method_not_allowed');
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('hands the page a sandbox key for three endpoints, and the attribution with diacritics', () => {
    expect(config.environment).toBe('sandbox');
    expect(config.page_key).toMatch(/^svc_test_[A-Za-z0-9]{32}$/);
    expect(config.page_key_allows).toEqual(['autocomplete', 'postal_codes', 'verify']);
    expect(config.key_prefix).toBe('svc_test_');
    expect(config.attribution.text).toContain('Poșta Română');
    expect(config.attribution.url).toMatch(/^https:\/\//);
    expect(config.data_version).toBe(builtIndex().info.data_version);
  });

  it('gives its configuration only to its own pages', async () => {
    for (const headers of [{}, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'http://evil.example' }, { referer: 'http://evil.example/' }, { ...SAME_ORIGIN, origin: 'http://evil.example' }]) {
      const r = await s.call('/playground/config.json', { headers });
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(r.error?.code).toBe('forbidden');
    }
    for (const headers of [SAME_ORIGIN, { origin: `http://${host}` }, { referer: `http://${host}/` }]) {
      const r = await s.call('/playground/config.json', { headers });
      expect(r.status, JSON.stringify(headers)).toBe(200);
      expect(r.headers['cache-control']).toBe('no-store');
    }
  });

  it('accepts the page key on its three endpoints from the page', async () => {
    const key = config.page_key!;
    const ac = await s.authed('/v1/addresses/autocomplete?q=calea%20victo', { headers: SAME_ORIGIN }, key);
    expect(ac.status).toBe(200);
    const lookup = await s.authed('/v1/postal-codes/400157', { headers: { referer: `http://${host}/` } }, key);
    expect(lookup.status).toBe(200);
    const verify = await s.call('/v1/addresses/verify', { method: 'POST', headers: jsonHeaders(key, { origin: `http://${host}`, ...SAME_ORIGIN }), body: JSON.stringify({ freeform: 'Calea Victoriei 12, Bucuresti' }) });
    expect(verify.status).toBe(200);
    expect(verify.json.verdict).toBe('corrected');
  });

  it('refuses the page key on usage and search, and from anywhere but the page', async () => {
    const key = config.page_key!;
    for (const path of ['/v1/usage', '/v1/search?q=calea%20victoriei']) {
      const r = await s.authed(path, { headers: SAME_ORIGIN }, key);
      expect(r.status, path).toBe(403);
      expect(r.error?.code, path).toBe('forbidden');
      expect(r.error?.message, path).toContain('permission');
    }
    for (const headers of [{}, { 'sec-fetch-site': 'cross-site' }, { origin: 'http://evil.example' }, { 'sec-fetch-site': 'none' }]) {
      const r = await s.authed('/v1/postal-codes/400157', { headers }, key);
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(r.error?.code).toBe('forbidden');
      expect(r.error?.message).toContain("playground page's key");
    }
  });

  it('answers any method, path and origin headers under its paths without a 5xx', async () => {
    const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH');
    const path = fc.oneof(
      fc.constantFrom('/', '/playground/playground.js', '/playground/playground.css', '/playground/config.json', '/playground/', '/playground/x', '//', '/?a=b', '/playground/config.json?x=1'),
      fc.stringMatching(/^\/(playground\/)?[A-Za-z0-9._~%-]{0,16}$/),
    );
    const value = fc.option(fc.oneof(fc.constantFrom('same-origin', 'cross-site', 'none', `http://${host}`, 'http://evil.example', 'null', ''), fc.stringMatching(/^[\x21-\x7e]{0,30}$/)), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(method, path, value, value, value, async (m, p, site, origin, referer) => {
        const headers: Record<string, string> = {};
        if (site !== undefined) headers['sec-fetch-site'] = site;
        if (origin !== undefined) headers.origin = origin;
        if (referer !== undefined) headers.referer = referer;
        const r = await s.call(p, { method: m, headers });
        expect(r.status).toBeLessThan(500);
        if (r.status >= 400 && m !== 'HEAD') expect(r.error?.code).toMatch(/^[a-z_]+$/);
        if (r.status === 200 && m === 'GET' && p.startsWith('/playground/config.json')) expect(comesFromOwnOrigin({ host, 'sec-fetch-site': site, origin, referer })).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('says which file is missing when the page files are not there', () => {
    expect(() => new Playground({}, { environment: 'sandbox', naming: namingFor(), info: builtIndex().info, licenseUrl: 'https://example.org/', directory: '/nonexistent/playground' })).toThrow(
      /the playground page's file index\.html is missing from \/nonexistent\/playground.*playground: false/,
    );
  });

  it('leaves every other key alone: no origin needed', async () => {
    const r = await s.authed('/v1/postal-codes/400157', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(r.status).toBe(200);
  });

  it('keeps the API unchanged: a handler without the playground answers 404 at /', async () => {
    const plain = await startServer();
    try {
      const r = await plain.call('/');
      expect(r.status).toBe(404);
      expect(r.error?.code).toBe('not_found');
      expect((await plain.call('/playground/config.json', { headers: SAME_ORIGIN })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('the playground on a live server', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ environment: 'live', playground: true });
  });
  afterAll(() => s.close());

  it('hands the page no key: the page asks for one', async () => {
    const r = await s.call('/playground/config.json', { headers: SAME_ORIGIN });
    expect(r.status).toBe(200);
    expect(r.json.environment).toBe('live');
    expect(r.json.page_key).toBeNull();
    expect(r.json.page_key_allows).toEqual([]);
    expect(r.json.key_prefix).toBe('svc_live_');
  });

  it('refuses to be given a page key', () => {
    expect(() => createHandler({ index: builtIndex(), keys: new MemoryKeyStore(), environment: 'live', playground: { pageKey: true } })).toThrow(/sandbox/);
  });

  it('serves the page key permissions the docs name', () => {
    expect([...PAGE_KEY_PERMISSIONS].sort()).toEqual(['autocomplete', 'postal_codes', 'verify']);
  });
});

describe('comesFromOwnOrigin', () => {
  const header = fc.option(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'http://h:1', 'http://h:1/x')), { nil: undefined });

  it('never throws, and never accepts a request that names another site', () => {
    fc.assert(
      fc.property(header, header, header, fc.option(fc.constantFrom('h:1', 'other:2', ''), { nil: undefined }), (site, origin, referer, host) => {
        const ok = comesFromOwnOrigin({ 'sec-fetch-site': site, origin, referer, host });
        if (ok) {
          expect(host === undefined || host === '').toBe(false);
          expect(site === undefined || site === 'same-origin').toBe(true);
          expect(origin === undefined || new URL(origin).host === host).toBe(true);
          expect(referer === undefined || new URL(referer).host === host).toBe(true);
          expect(site ?? origin ?? referer).toBeDefined();
        }
      }),
      { numRuns: 2000 },
    );
  });
});

/** Runs a command that serves, until `ready` matches its stdout; returns what it printed, then stops it. */
async function whileServing(args: string[], ready: RegExp, use: (stdout: string) => Promise<void>): Promise<void> {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    let stdout = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not serving within 30 s: ${stdout}`)), 30_000);
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
        if (ready.test(stdout)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stdout}`)));
    });
    await use(stdout);
  } finally {
    child.kill('SIGTERM');
  }
}

describe('npm start and serve', () => {
  it('npm start prints the page address, and the page is there', async () => {
    await whileServing([join(ROOT, 'scripts', 'start.mjs'), '--port', '0'], /Playground: open \S+ in a browser\n/, async (stdout) => {
      const url = /Playground: open (http:\/\/127\.0\.0\.1:(\d+)\/) in a browser/.exec(stdout);
      expect(url).not.toBeNull();
      const page = await send(Number(url![2]), '/');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    });
  });

  it('serve --no-playground serves the API only', async () => {
    await whileServing(['--import', 'tsx', join(ROOT, 'src', 'cli', 'bin.ts'), 'serve', '--port', '0', '--no-playground', '--index', INDEX_PATH], /listening on \S+/, async (stdout) => {
      expect(stdout).not.toContain('Playground');
      const port = Number(/listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout)![1]);
      const page = await send(port, '/');
      expect(page.status).toBe(404);
      expect(page.error?.code).toBe('not_found');
    });
  });
});

describe('the playground\'s offline mode over HTTP', () => {
  let web: string;
  let s: TestServer;

  beforeAll(async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    web = mkdtempSync(join(tmpdir(), 'ro-address-web-bundles-'));
    writeFileSync(join(web, 'web.js'), 'export const web = 1;\n');
    writeFileSync(join(web, 'web-worker.js'), 'export const worker = 1;\n');
    s = await startServer({ playground: { webDirectory: web } });
  });
  afterAll(async () => {
    await s.close();
    const { rmSync } = await import('node:fs');
    rmSync(web, { recursive: true, force: true });
  });

  it('hands the page the engine\'s bundles and the very bytes the server answers from', async () => {
    const config = (await s.call('/playground/config.json', { headers: SAME_ORIGIN })).json as unknown as PlaygroundConfig;
    const bytes = readFileSync(INDEX_PATH);
    expect(config.offline).toEqual({
      worker: '/playground/web-worker.js',
      module: '/playground/web.js',
      index: '/playground/ro-address.idx',
      index_bytes: bytes.byteLength,
      trusted_types_policy: 'ro-address-playground',
    });
    const index = await fetch(`http://127.0.0.1:${s.port}/playground/ro-address.idx`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await index.arrayBuffer()).equals(bytes)).toBe(true);
    const again = await send(s.port, '/playground/ro-address.idx', { headers: { 'if-none-match': index.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect((await s.call('/playground/web-worker.js')).text).toBe('export const worker = 1;\n');
    expect(PLAYGROUND_CSP).toContain('trusted-types ro-address-playground');
    expect(PLAYGROUND_CSP).toContain("worker-src 'self'");
  });

  it('has no offline mode without the bundles (a server run from the sources before a build)', async () => {
    const plain = await startServer({ playground: true });
    try {
      const config = (await plain.call('/playground/config.json', { headers: SAME_ORIGIN })).json as unknown as PlaygroundConfig;
      expect(config.offline).toBeNull();
      expect((await plain.call('/playground/ro-address.idx')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
