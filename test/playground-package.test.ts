/**
 * The built package serves the playground: tsup (the package's own config)
 * builds into a temporary folder, whose `playground/` must hold the page's
 * files; the built `cli.js serve` and the CJS build of `ro-address/http` then
 * serve them. (Declarations are skipped to keep the build short.)
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_PATH, ROOT } from './helpers/index.js';
import { send } from './helpers/http.js';
import { buildPackage, type BuiltPackage } from '../scripts/build-package.js';

let built: BuiltPackage | undefined;
let out: string;

beforeAll(async () => {
  built = await buildPackage();
  out = built.out;
});

afterAll(() => {
  built?.dispose();
});

describe('the built package', () => {
  it('ships the page files next to its bundles, and "files" publishes them', () => {
    const source = join(ROOT, 'src', 'http', 'playground');
    expect(readdirSync(join(out, 'playground')).sort()).toEqual(readdirSync(source).sort());
    for (const file of readdirSync(source)) expect(readFileSync(join(out, 'playground', file)).equals(readFileSync(join(source, file))), file).toBe(true);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { files: string[]; bin: Record<string, string> };
    expect(pkg.files).toContain('dist');
    expect(pkg.bin['ro-address']).toBe('./dist/cli.js');
  });

  it('serves the page from the built cli.js, and prints its address', async () => {
    const child = spawn(process.execPath, [join(out, 'cli.js'), 'serve', '--port', '0', '--index', INDEX_PATH], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let stdout = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no address printed within 20 s: ${stdout}`)), 20_000);
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString('utf8');
          const m = /Playground: open (http:\/\/[^\s]+\/) in a browser/.exec(stdout);
          if (m) {
            clearTimeout(timer);
            resolve(m[1]!);
          }
        });
        child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${stdout}`)));
      });
      const port = Number(new URL(url).port);
      const page = await send(port, '/');
      expect(page.status).toBe(200);
      expect(page.text).toBe(readFileSync(join(ROOT, 'src', 'http', 'playground', 'index.html'), 'utf8'));
      const js = await send(port, '/playground/playground.js');
      expect(js.status).toBe(200);
      expect(js.text).toContain('MESSAGES');
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('serves the page from the CJS build of ro-address/http', async () => {
    const require = createRequire(join(out, 'http.cjs'));
    const http = require(join(out, 'http.cjs')) as typeof import('../src/http/index.js');
    const index = require(join(out, 'index.cjs')) as typeof import('../src/index.js');
    const server = http.createServer({ index: index.loadIndexSync(INDEX_PATH), keys: new http.MemoryKeyStore(), playground: true });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as { port: number }).port;
      const css = await send(port, '/playground/playground.css');
      expect(css.status).toBe(200);
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
