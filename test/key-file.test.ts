/**
 * The key file under concurrent writers and hostile leftovers: 20 parallel
 * `keys create` runs (real processes) store 20 keys that all work over HTTP;
 * the file is always 0600, whatever temporary or stale files lie around; the
 * lock waits for a live holder and clears one left by a dead process.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer, FileKeyStore, hashApiKey } from '../src/http/index.js';
import { LockTimeoutError, withFileLock } from '../src/http/file-lock.js';
import { send } from './helpers/http.js';
import { builtIndex, ROOT } from './helpers/index.js';
import type { AddressInfo } from 'node:net';

const dir = mkdtempSync(join(tmpdir(), 'ro-address-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'src/cli/bin.ts'), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => done({ code: code ?? -1, stdout, stderr }));
  });
}

const mode = (path: string): number => statSync(path).mode & 0o777;

describe('keys create run in parallel', () => {
  it('20 runs at once print 20 keys, and all 20 are stored and accepted over HTTP', async () => {
    const path = join(dir, 'parallel.json');
    const runs = await Promise.all(Array.from({ length: 20 }, (_, i) => cli(['keys', 'create', '--org', `org-${i % 3}`, '--env', 'test', '--allow', 'usage', '--keys', path])));
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    const keys = runs.map((r) => r.stdout.trim());
    expect(new Set(keys).size).toBe(20);
    const stored = JSON.parse(readFileSync(path, 'utf8')) as { keys: Array<{ hash: string }> };
    expect(stored.keys).toHaveLength(20);
    expect(new Set(stored.keys.map((k) => k.hash))).toEqual(new Set(keys.map(hashApiKey)));
    expect(mode(path)).toBe(0o600);
    // Nothing left behind: no lock, no temporary file.
    expect(readdirSync(dir).filter((f) => f.startsWith('parallel.json'))).toEqual(['parallel.json']);

    const server = createServer({ index: builtIndex(), keys: new FileKeyStore(path), logger: { error: () => undefined } });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const port = (server.address() as AddressInfo).port;
      for (const key of keys) expect((await send(port, '/v1/usage', { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  }, 120_000);
});

describe('the key file stays private', () => {
  it('a stale world-readable temporary file of the old predictable name is neither reused nor able to leak', () => {
    const path = join(dir, 'stale.json');
    const store = new FileKeyStore(path, { create: true });
    store.createKey({ org: 'acme', env: 'test', allow: ['usage'] });
    const stale = `${path}.${process.pid}.tmp`;
    writeFileSync(stale, 'stale', { mode: 0o644 });
    chmodSync(stale, 0o644);
    store.save();
    expect(mode(path)).toBe(0o600);
    expect(readFileSync(stale, 'utf8')).toBe('stale');
    expect(mode(stale)).toBe(0o644);
  });

  it('an existing world-readable key file becomes 0600 on the next write', () => {
    const path = join(dir, 'open.json');
    writeFileSync(path, JSON.stringify({ version: 1, keys: [] }), { mode: 0o644 });
    chmodSync(path, 0o644);
    const store = new FileKeyStore(path);
    store.update((s) => s.createKey({ org: 'acme', env: 'test', allow: ['usage'] }));
    expect(mode(path)).toBe(0o600);
    expect(readdirSync(dir).filter((f) => f.startsWith('open.json'))).toEqual(['open.json']);
  });

  it('update reads the freshest file: a key written by another store in between is kept', () => {
    const path = join(dir, 'fresh.json');
    const a = new FileKeyStore(path, { create: true });
    const b = new FileKeyStore(path, { create: true });
    a.update((s) => s.createKey({ org: 'one', env: 'test', allow: ['usage'] }));
    b.update((s) => s.createKey({ org: 'two', env: 'test', allow: ['usage'] }));
    expect((JSON.parse(readFileSync(path, 'utf8')) as { keys: unknown[] }).keys).toHaveLength(2);
  });
});

describe('the lock', () => {
  it('waits for a live holder and gives up after its timeout', () => {
    const lock = join(dir, 'held.lock');
    writeFileSync(lock, `${process.pid}\n`);
    expect(() => withFileLock(lock, () => 1, { timeoutMs: 150 })).toThrow(LockTimeoutError);
    rmSync(lock);
    expect(withFileLock(lock, () => 2)).toBe(2);
  });

  it('clears a lock left by a process that is gone', () => {
    const lock = join(dir, 'dead.lock');
    writeFileSync(lock, '2147483646\n');
    const old = (Date.now() - 60_000) / 1000;
    utimesSync(lock, old, old);
    expect(withFileLock(lock, () => 3, { timeoutMs: 150 })).toBe(3);
  });
});
