/**
 * The `serve` and `keys` commands, and graceful shutdown.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, runCli } from '../src/cli/main.js';
import { runKeys, serve } from '../src/cli/serve.js';
import { FileKeyStore, hashApiKey, KeyFileError, stopOnSignals } from '../src/http/index.js';
import { builtIndex, INDEX_PATH, ROOT } from './helpers/index.js';
import { doubleIndex, send, startServer, VERIFIED } from './helpers/http.js';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'ro-address-http-'));
}

function capture(): { out: string[]; err: string[]; io: { stdout: (t: string) => void; stderr: (t: string) => void } } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { stdout: (t) => out.push(t), stderr: (t) => err.push(t) } };
}

describe('ro-address keys', () => {
  it('create prints the key once and stores only its hash', () => {
    const file = join(tempDir(), 'keys.json');
    const result = runKeys(['create', '--org', 'acme', '--env', 'live', '--allow', 'verify,postal_codes', '--keys', file]);
    expect(result.code).toBe(0);
    const key = result.stdout.trim();
    expect(key).toMatch(/^svc_live_[A-Za-z0-9]{32}$/);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(key);
    expect(text).not.toContain(key.slice(9));
    const stored = JSON.parse(text) as { keys: Array<{ hash: string; org: string; env: string; allow: string[] }> };
    expect(stored.keys).toHaveLength(1);
    expect(stored.keys[0]).toMatchObject({ hash: hashApiKey(key), org: 'acme', env: 'live', allow: ['verify', 'postal_codes'] });
    expect(statSync(file).mode & 0o077).toBe(0);
    // A second key is added to the same file.
    expect(runKeys(['create', '--org', 'beta', '--keys', file]).stdout).toMatch(/^svc_test_/);
    expect(new FileKeyStore(file).toJSON().keys).toHaveLength(2);
  });

  it('list shows ids and hints, never keys; revoke marks a key revoked', () => {
    const file = join(tempDir(), 'keys.json');
    const key = runKeys(['create', '--org', 'acme', '--keys', file]).stdout.trim();
    const listed = runKeys(['list', '--keys', file]);
    expect(listed.stdout).toContain('acme');
    expect(listed.stdout).toContain(key.slice(-4));
    expect(listed.stdout).not.toContain(key);
    const id = listed.stdout.split('\t')[0]!;
    expect(runKeys(['revoke', id, '--keys', file]).code).toBe(0);
    expect(new FileKeyStore(file).findKeyByHash(hashApiKey(key))?.revoked_at).toBeTruthy();
    expect(runKeys(['revoke', 'key_nope', '--keys', file]).code).toBe(1);
  });

  it('runs through main() as the executable runs it (an --index before the command is accepted)', async () => {
    const file = join(tempDir(), 'keys.json');
    const created = capture();
    expect(await main(['--index', INDEX_PATH, 'keys', 'create', '--org', 'acme', '--keys', file], '1.0.0', created.io)).toBe(0);
    const key = created.out.join('').trim();
    expect(key).toMatch(/^svc_test_[A-Za-z0-9]{32}$/);
    expect(new FileKeyStore(file).findKeyByHash(hashApiKey(key))?.org).toBe('acme');
    const wrong = capture();
    expect(await main(['keys', 'explode'], '1.0.0', wrong.io)).toBe(2);
    expect(wrong.err.join('')).toMatch(/^usage: ro-address keys /);
    // runCli runs the short commands only: it sends keys to main() rather than half-running them.
    expect(runCli(['keys', 'list', '--keys', file], '1.0.0')).toEqual({ stdout: '', stderr: 'keys is run through main()\n', code: 2 });
  });

  it('usage errors exit 2', () => {
    const file = join(tempDir(), 'keys.json');
    for (const argv of [
      ['create', '--keys', file],
      ['create', '--org', 'acme', '--env', 'prod', '--keys', file],
      ['create', '--org', 'acme', '--allow', 'verify,everything', '--keys', file],
      ['create', '--org', 'has space', '--keys', file],
      ['create', '--org'],
      ['explode'],
    ]) {
      expect(runKeys(argv).code, argv.join(' ')).toBe(2);
    }
  });

  it('a broken key file is reported, not half-loaded', () => {
    const file = join(tempDir(), 'keys.json');
    writeFileSync(file, '{"version":1,"keys":[{"id":"k","hash":"nothex"}]}');
    expect(() => new FileKeyStore(file)).toThrow(KeyFileError);
    writeFileSync(file, '{"version":1,"keys":[],"organizations":[{"id":"x","subscription":{"status":"past_due"}}]}');
    expect(() => new FileKeyStore(file)).toThrow(/grace_period_ends/);
    expect(() => new FileKeyStore(join(tempDir(), 'missing.json'))).toThrow(/no such key file/);
  });

  it('lookup still works', () => {
    const result = runCli(['lookup', '011421', '--json', '--index', INDEX_PATH], '1.0.0');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ postal_code: '011421' });
    expect(runCli(['lookup', '01142'], '1.0.0', () => builtIndex()).code).toBe(2);
  });
});

describe('ro-address serve', () => {
  it('without a key file, creates one sandbox key, prints it once, and serves with it', async () => {
    const { out, io } = capture();
    const serving = await serve({ port: 0, host: '127.0.0.1', environment: 'sandbox', indexPath: INDEX_PATH }, io);
    try {
      expect(serving.key).toMatch(/^svc_test_[A-Za-z0-9]{32}$/);
      expect(out.join('').split(serving.key!).length - 1).toBe(1);
      const port = Number(new URL(serving.url).port);
      const reply = await send(port, '/v1/postal-codes/011421', { headers: { authorization: `Bearer ${serving.key}` } });
      expect(reply.status).toBe(200);
    } finally {
      serving.server.close();
      await serving.closed;
    }
  });

  it('with --keys serves the file keys, and --env live wants live keys', async () => {
    const file = join(tempDir(), 'keys.json');
    const live = runKeys(['create', '--org', 'acme', '--env', 'live', '--keys', file]).stdout.trim();
    const test = runKeys(['create', '--org', 'acme', '--env', 'sandbox', '--keys', file]).stdout.trim();
    // The same word as serve's (`sandbox`); the older `test` is still accepted, anything else refused.
    expect(test).toMatch(/^svc_test_/);
    expect(runKeys(['create', '--org', 'acme', '--env', 'test', '--keys', file]).stdout.trim()).toMatch(/^svc_test_/);
    const wrong = runKeys(['create', '--org', 'acme', '--env', 'staging', '--keys', file]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--env must be "sandbox" (test keys) or "live"');
    const { io } = capture();
    const serving = await serve({ port: 0, host: '127.0.0.1', environment: 'live', keysPath: file, indexPath: INDEX_PATH }, io);
    try {
      expect(serving.key).toBeUndefined();
      const port = Number(new URL(serving.url).port);
      expect((await send(port, '/v1/postal-codes/011421', { headers: { authorization: `Bearer ${live}` } })).status).toBe(200);
      expect((await send(port, '/v1/postal-codes/011421', { headers: { authorization: `Bearer ${test}` } })).status).toBe(401);
    } finally {
      serving.server.close();
      await serving.closed;
    }
  });

  it('refuses bad options with exit code 2 and a missing key file with 1', async () => {
    for (const argv of [['serve', '--env', 'live'], ['serve', '--port', 'abc'], ['serve', '--env', 'prod'], ['serve', '--bogus']]) {
      const { io } = capture();
      expect(await main(argv, '1.0.0', io), argv.join(' ')).toBe(2);
    }
    const { err, io } = capture();
    expect(await main(['serve', '--port', '0', '--keys', join(tempDir(), 'none.json'), '--index', INDEX_PATH], '1.0.0', io)).toBe(1);
    expect(err.join('')).toContain('no such key file');
  });

  it('the executable serves and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'src/cli/bin.ts'), 'serve', '--port', '0', '--index', INDEX_PATH], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    try {
      await new Promise<void>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`serve did not start: ${out}`)), 20_000);
        child.stdout.on('data', () => {
          if (out.includes('listening on')) {
            clearTimeout(timer);
            done();
          }
        });
      });
      const key = /svc_test_[A-Za-z0-9]{32}/.exec(out)![0];
      const port = Number(/127\.0\.0\.1:(\d+)/.exec(out)![1]);
      expect((await send(port, '/v1/postal-codes/011421', { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });
});

describe('graceful shutdown', () => {
  it('on a signal, finishes the request in flight, then closes', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    // A usage store that waits: the request is in flight while the signal arrives.
    const t = await startServer({
      index: doubleIndex({ verify: () => VERIFIED }),
      stores: {
        usage: {
          add: async () => {
            entered();
            await gate;
          },
          list: () => [],
        },
      },
    });
    let closed = false;
    const remove = stopOnSignals(t.server, { signals: ['SIGUSR2'], onClosed: () => (closed = true) });
    try {
      const pending = send(t.port, '/v1/postal-codes/011421', { headers: { authorization: `Bearer ${t.key}` } });
      await inside;
      process.kill(process.pid, 'SIGUSR2');
      await new Promise((r) => setTimeout(r, 50));
      expect(closed).toBe(false);
      // No new connections once stopping.
      await expect(send(t.port, '/v1/openapi.json', { timeoutMs: 2000 })).rejects.toThrow();
      release();
      expect((await pending).status).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      expect(closed).toBe(true);
    } finally {
      remove();
      release();
      await t.close().catch(() => undefined);
    }
  });
});
