/**
 * `ro-address serve` as a real child process, for tests of several instances:
 * started from the sources through tsx, read until it says where it listens,
 * stopped by a signal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MemoryKeyStore, type OrganizationRecord, type Permission } from '../../src/http/index.js';
import { INDEX_PATH, ROOT } from './index.js';

/** A running `serve`. */
export interface ServeProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything written on stdout so far (the access log, after the start lines). */
  stdout(): string;
  stderr(): string;
  /** Sends SIGTERM and waits for the exit; resolves to the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts `ro-address serve --port 0 ...args` (from the sources, or the built
 * `script`); fails when it has not said where it listens within `timeoutMs`.
 */
export function startServe(args: string[], timeoutMs = 60_000, script?: string): Promise<ServeProcess> {
  const entry = script === undefined ? ['--import', 'tsx', resolve(ROOT, 'src/cli/bin.ts')] : [script];
  const child = spawn(process.execPath, [...entry, 'serve', '--port', '0', '--index', INDEX_PATH, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return new Promise<ServeProcess>((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`serve did not start within ${timeoutMs} ms; stderr: ${err}`));
    }, timeoutMs);
    const onData = (): void => {
      const m = /listening on (http:\/\/127\.0\.0\.1:(\d+))/.exec(out);
      if (m === null) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolvePromise({
        child,
        url: m[1]!,
        port: Number(m[2]),
        stdout: () => out,
        stderr: () => err,
        stop: () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          return exited;
        },
      });
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code} before listening; stderr: ${err}`));
    });
  });
}

/** A key file with one key per entry of `orgs` (all permissions); returns its path and the keys, in order. */
export function keyFile(orgs: OrganizationRecord[], allow: Permission[] = ['verify', 'autocomplete', 'postal_codes', 'usage']): { path: string; keys: string[] } {
  const store = new MemoryKeyStore({ organizations: orgs });
  const keys = orgs.map((org) => store.createKey({ org: org.id, env: 'test', allow }).key);
  const path = join(mkdtempSync(join(tmpdir(), 'ro-address-keys-')), 'keys.json');
  writeFileSync(path, JSON.stringify(store.toJSON()), { mode: 0o600 });
  return { path, keys };
}
