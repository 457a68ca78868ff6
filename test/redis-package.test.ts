/**
 * The built package on Redis: `ro-address/redis` loads from its ESM and CJS
 * bundles (and brings no Redis client of its own), and the built `cli.js`
 * (which bundles node-redis, a CommonJS module, into an ESM file) serves with
 * `--redis`. tsup builds into a temporary folder, without declarations.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers/index.js';
import { send } from './helpers/http.js';
import { buildPackage, type BuiltPackage } from '../scripts/build-package.js';
import { startRedis, type RedisServer } from './helpers/redis.js';
import { startServe } from './helpers/serve.js';

let built: BuiltPackage | undefined;
let out: string;
let redis: RedisServer;

beforeAll(async () => {
  built = buildPackage();
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
    // BullMQ, for batch jobs across instances, only if the user installs it.
    expect(pkg.peerDependencies).toEqual({ bullmq: '>=5' });
    expect(pkg.peerDependenciesMeta).toEqual({ bullmq: { optional: true } });
    expect(pkg.devDependencies?.bullmq).toBeDefined();
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

  it('the built cli.js serves on Redis (--redis), healthy', async () => {
    const served = await startServe(['--redis', redis.url, '--no-playground'], 60_000, join(out, 'cli.js'));
    try {
      const health = await send(served.port, '/health');
      expect(health.status).toBe(200);
      expect(health.json).toMatchObject({ stores: { backend: 'redis', status: 'ok' } });
    } finally {
      expect(await served.stop()).toBe(0);
    }
  });
});
