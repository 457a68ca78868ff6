/**
 * The built package on Redis: `ro-address/redis` loads from its ESM and CJS
 * bundles (and brings no Redis client of its own), and the built `cli.js`
 * serves with `--redis` when the user has installed node-redis (the `redis`
 * package, an optional peer dependency, never bundled), and says how to install
 * it when not. tsup builds into a temporary folder, without declarations.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_PATH, ROOT } from './helpers/index.js';
import { send } from './helpers/http.js';
import { buildPackage, type BuiltPackage } from '../scripts/build-package.js';
import { startRedis, type RedisServer } from './helpers/redis.js';
import { startServe } from './helpers/serve.js';
import { REDIS_CLIENT_MISSING } from '../src/cli/redis-client.js';
import { spawn } from 'node:child_process';
import { once } from 'node:events';

let built: BuiltPackage | undefined;
let out: string;
let redis: RedisServer;

beforeAll(async () => {
  built = await buildPackage();
  out = built.out;
  redis = await startRedis();
});

afterAll(async () => {
  await redis?.dispose();
  built?.dispose();
});

describe('the built ro-address/redis', () => {
  it('is an entry point of the package, in ESM and CJS, with no Redis client inside', async () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, { optional?: boolean }>;
      devDependencies?: Record<string, string>;
    };
    expect(pkg.exports['./redis']).toEqual({ import: { types: './dist/redis.d.ts', default: './dist/redis.js' }, require: { types: './dist/redis.d.cts', default: './dist/redis.cjs' } });
    expect(pkg.dependencies ?? {}).toEqual({});
    // BullMQ (batch jobs across instances) and node-redis (serve --redis), only if the user installs them.
    expect(pkg.peerDependencies).toEqual({ bullmq: '>=5', redis: '>=5' });
    expect(pkg.peerDependenciesMeta).toEqual({ bullmq: { optional: true }, redis: { optional: true } });
    expect(pkg.devDependencies?.bullmq).toBeDefined();
    expect(pkg.devDependencies?.redis).toBeDefined();
    const esm = (await import(pathToFileURL(join(out, 'redis.js')).href)) as typeof import('../src/redis/index.js');
    const cjs = createRequire(join(out, 'redis.cjs'))(join(out, 'redis.cjs')) as typeof import('../src/redis/index.js');
    for (const mod of [esm, cjs]) {
      expect(typeof mod.redisStores).toBe('function');
      expect(typeof mod.RedisJobStore).toBe('function');
    }
    for (const file of ['redis.js', 'redis.cjs']) {
      const code = readFileSync(join(out, file), 'utf8');
      expect(code).not.toMatch(/require\(["'](redis|ioredis|@redis\/client)["']\)|from ["'](redis|ioredis|@redis\/client)["']/);
      // BullMQ is loaded only when a queue is made, and never bundled.
      expect(code).not.toMatch(/require\(["']bullmq["']\)|from ["']bullmq["']/);
      expect(code).toMatch(/import\(["']bullmq["']\)/);
    }
    for (const mod of [esm, cjs]) expect(typeof mod.bullJobQueue).toBe('function');
  });

  it('the built CLI loads node-redis from the user\'s node_modules, never from inside dist', () => {
    const files = readdirSync(out).filter((f) => f.endsWith('.js') || f.endsWith('.cjs'));
    const loading = files.filter((f) => /import\(["']redis["']\)/.test(readFileSync(join(out, f), 'utf8')));
    expect(loading).toHaveLength(1);
    // node-redis's own code (its RESP types, its socket class, its package name in a bundle comment) is in no file.
    for (const f of files) expect(readFileSync(join(out, f), 'utf8'), f).not.toMatch(/RESP_TYPES|class RedisSocket|node_modules\/@redis\//);
    // The whole CLI (cli.js and its chunks, beside the library's bundles) was 1.6 MB with node-redis inside.
    // (The library's bundles and the browser's, ro-address/web, which holds the engine on its own, are not the CLI's.)
    const cliFiles = files.filter((f) => !/^(index|http|redis|web|web-input|web-worker)\.c?js$/.test(f));
    // The engine's chunks, which the library's index.js imports too, grow with the reader and its vocabulary (917 KB after
    // the thirty-first session's, past the 1 MB the whole CLI was once held to): what the CLI adds of its own is weighed,
    // and node-redis alone (about 1 MB) could not hide in it.
    const engine = new Set([...readFileSync(join(out, 'index.js'), 'utf8').matchAll(/from ["']\.\/(chunk-[\w-]+\.js)["']/g)].map((m) => m[1]!));
    expect(engine.size).toBeGreaterThan(0);
    const own = cliFiles.filter((f) => !engine.has(f));
    expect(own).toContain('cli.js');
    const bytes = own.reduce((sum, f) => sum + statSync(join(out, f)).size, 0);
    expect(bytes).toBeLessThan(300_000);
  });

  it('the built cli.js serves on Redis (--redis), healthy, with node-redis installed beside it', async () => {
    // As in a user's project: the package's files, and a node_modules holding redis (and bullmq).
    symlinkSync(join(ROOT, 'node_modules'), join(out, 'node_modules'), 'dir');
    const served = await startServe(['--redis', redis.url, '--no-playground'], 60_000, join(out, 'cli.js'));
    try {
      const health = await send(served.port, '/health');
      expect(health.status).toBe(200);
      expect(health.json).toMatchObject({ stores: { backend: 'redis', status: 'ok' } });
    } finally {
      expect(await served.stop()).toBe(0);
    }
  });

  it('without node-redis installed, serve --redis says which package to install, and exits 1', async () => {
    // The built files alone, where no node_modules can be found above them.
    const bare = mkdtempSync(join(tmpdir(), 'ro-address-bare-'));
    try {
      cpSync(out, bare, { recursive: true, filter: (path) => !path.includes('node_modules') });
      const run = spawn(process.execPath, [join(bare, 'cli.js'), 'serve', '--port', '0', '--no-playground', '--log', 'off', '--index', INDEX_PATH, '--redis', redis.url], { cwd: bare, stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      // A CLI that serves instead of refusing is stopped, so that the test fails rather than leave it running.
      const guard = setTimeout(() => run.kill('SIGKILL'), 30_000);
      const [code] = (await once(run, 'exit')) as [number | null];
      clearTimeout(guard);
      expect(stderr).toBe(`ro-address serve: ${REDIS_CLIENT_MISSING}\n`);
      expect(code).toBe(1);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  }, 60_000);
});
