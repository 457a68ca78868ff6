/**
 * Small synchronous file primitives for the key file, which several processes
 * may write at once (`ro-address keys create` run in parallel, a revoke while
 * a create runs): an exclusive lock file, and an atomic private write.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';

/** How long to wait for another process's lock, and when a lock is left over from a crash. */
export interface LockOptions {
  /** Give up after this many ms; default 10,000. */
  timeoutMs: number;
  /** A lock older than this whose owner process is gone is removed; default 10,000. */
  staleMs: number;
}

const DEFAULT_LOCK: LockOptions = { timeoutMs: 10_000, staleMs: 10_000 };

/** The lock could not be taken in time. */
export class LockTimeoutError extends Error {
  constructor(lockPath: string, timeoutMs: number) {
    super(`${lockPath} is held by another process (waited ${timeoutMs} ms); if none is running, remove it`);
    this.name = 'LockTimeoutError';
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the lock at `lockPath` was left by a process that is gone, long enough ago. */
function isStale(lockPath: string, staleMs: number): boolean {
  try {
    if (Date.now() - statSync(lockPath).mtimeMs < staleMs) return false;
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    return !(Number.isInteger(pid) && pid > 0 && processAlive(pid));
  } catch {
    // Gone meanwhile: not stale, just free.
    return false;
  }
}

/**
 * Runs `fn` holding the lock file `lockPath`, created exclusively (`O_EXCL`),
 * so that one process at a time reads, changes and writes the guarded file.
 * Waits (with backoff) while another process holds it.
 *
 * @throws LockTimeoutError when the lock is not free within `timeoutMs`
 */
export function withFileLock<T>(lockPath: string, fn: () => T, options: Partial<LockOptions> = {}): T {
  const { timeoutMs, staleMs } = { ...DEFAULT_LOCK, ...options };
  const deadline = Date.now() + timeoutMs;
  let delay = 2;
  for (;;) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (isStale(lockPath, staleMs)) {
        try {
          unlinkSync(lockPath);
        } catch {
          // Another waiter removed it first.
        }
        continue;
      }
      if (Date.now() >= deadline) throw new LockTimeoutError(lockPath, timeoutMs);
      // Jitter, so that waiters do not retry in step.
      sleepSync(delay + Math.random() * delay);
      delay = Math.min(delay * 2, 50);
    }
  }
  try {
    return fn();
  } finally {
    try {
      unlinkSync(lockPath);
    } catch {
      // Already gone (removed as stale by someone who waited too long): nothing to release.
    }
  }
}

/**
 * Replaces `path` with `text` atomically, readable and writable by its owner
 * only: the text goes to a new temporary file with an unpredictable name,
 * created exclusively with mode 0600 (never an existing file or a link planted
 * there), flushed to disk, then renamed over `path`.
 */
export function writeFilePrivately(path: string, text: string): void {
  const tmp = `${path}.${randomBytes(12).toString('hex')}.tmp`;
  const fd = openSync(tmp, 'wx', 0o600);
  try {
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      // Renamed already, or never written.
    }
    throw err;
  }
}
