/**
 * A real `redis-server` for the tests: started on a free loopback port, with
 * no persistence unless asked (an append-only file in a temporary directory),
 * and stopped at the end. When `redis-server` is not installed, starting one
 * throws: a test that needs Redis fails, it never skips (`.ci/run` installs it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running redis-server. */
export interface RedisServer {
  port: number;
  /** `redis://127.0.0.1:<port>` */
  url: string;
  /** Stops the server (SIGTERM; SIGKILL after 5 s) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port and directory (after {@link stop}). */
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, nothing is answered; a slow Redis at its worst. */
  pause(): void;
  /** Lets a paused server run again (SIGCONT). */
  resume(): void;
  /** Removes the data directory (after {@link stop}). */
  dispose(): Promise<void>;
}

/** Options of {@link startRedis}. */
export interface RedisServerOptions {
  /** Keep data across a restart in an append-only file, fsynced on every write. */
  persistent?: boolean;
}

/** A free TCP port on 127.0.0.1 (the kernel's choice; released before returning). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

let checked = false;

function requireRedisServer(): void {
  if (checked) return;
  const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (probe.error !== undefined || probe.status !== 0) {
    throw new Error('redis-server is not installed: these tests need a real Redis (Debian: apt-get install -y redis-server; .ci/run installs it)');
  }
  checked = true;
}

/** True when a Redis on `port` answers PING (over a plain socket: no client, no blocking the event loop). */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

function launch(port: number, dir: string, persistent: boolean): Promise<ChildProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--protected-mode', 'yes', '--loglevel', 'warning'];
  args.push('--appendonly', persistent ? 'yes' : 'no');
  if (persistent) args.push('--appendfsync', 'always');
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise<ChildProcess>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start on port ${port} within 10 s: ${output}`));
    }, 10_000);
    const poll = setInterval(() => {
      void ping(port).then((ok) => {
        if (!ok || child.exitCode !== null) return;
        clearInterval(poll);
        clearTimeout(timer);
        resolve(child);
      });
    }, 50);
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code} on port ${port}: ${output}`));
    });
  });
}

function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts a redis-server on a free loopback port (retrying when another process takes the port first). */
export async function startRedis(options: RedisServerOptions = {}): Promise<RedisServer> {
  requireRedisServer();
  const dir = mkdtempSync(join(tmpdir(), 'ro-address-redis-'));
  const persistent = options.persistent ?? false;
  let port = 0;
  let child: ChildProcess | undefined;
  for (let attempt = 1; child === undefined; attempt++) {
    port = await freePort();
    try {
      child = await launch(port, dir, persistent);
    } catch (err) {
      if (attempt >= 5) throw err;
    }
  }
  let running: ChildProcess | undefined = child;
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (running !== undefined) await terminate(running);
      running = undefined;
    },
    async start() {
      if (running === undefined) running = await launch(port, dir, persistent);
    },
    pause() {
      running?.kill('SIGSTOP');
    },
    resume() {
      running?.kill('SIGCONT');
    },
    async dispose() {
      running?.kill('SIGCONT');
      if (running !== undefined) await terminate(running);
      running = undefined;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
