/**
 * `npm start` under a process manager: Docker and systemd send SIGTERM to the
 * process they started, which is npm. npm forwards it to its child, the shell
 * that runs the script; the whole tree (npm, the server, tsx's esbuild) must
 * be gone within 10 s, and the port free.
 */
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/index.js';

/** True while any process of process group `pgid` is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw err;
  }
}

/** The status of GET `url`, or the error code when nothing answers. */
function probe(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = get(url, { agent: false, timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

const STOP_MS = 10_000;

describe('npm start and SIGTERM', () => {
  it('SIGTERM to the npm process stops every process of npm start within 10 s, and frees the port', async () => {
    // A process group of its own, so that "every process" is checked without knowing the tree's shape.
    const npm = spawn('npm', ['start', '--', '--log', 'off'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: '0' },
    });
    const pgid = npm.pid!;
    let out = '';
    let err = '';
    npm.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`npm start did not listen within 60 s; stderr: ${err}`)), 60_000);
        npm.stdout.on('data', () => {
          const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (m === null) return;
          clearTimeout(timer);
          resolve(m[1]!);
        });
        npm.once('exit', (code) => reject(new Error(`npm start exited with ${code} before listening; stderr: ${err}`)));
      });
      expect(await probe(`${url}/health`)).toBe(200);

      const sent = Date.now();
      process.kill(npm.pid!, 'SIGTERM');
      while (groupAlive(pgid) && Date.now() - sent < STOP_MS) await new Promise((r) => setTimeout(r, 100));
      const tookMs = Date.now() - sent;

      expect(groupAlive(pgid), `processes of npm start still running ${tookMs} ms after SIGTERM`).toBe(false);
      expect(await probe(`${url}/health`)).toBe('ECONNREFUSED');
      expect(err).toContain('ro-address: stopped');
    } finally {
      if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
    }
  }, 90_000);
});
