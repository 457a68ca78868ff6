/**
 * `serve --workers N`: a primary process forks N workers (node:cluster) that
 * share the port; each runs the same server on the same Redis, so limits,
 * quota, usage and idempotency are counted once whichever worker answers.
 *
 * The primary creates the sandbox key (when there is no key file) and hands
 * its record (the hash, never the key) to every worker; relays SIGTERM/SIGINT
 * (stop) and SIGHUP (reload the key file); starts a worker again when one
 * dies; and exits once every worker has stopped.
 */
import cluster, { type Worker } from 'node:cluster';
import { createPageKey, MemoryKeyStore, namingFor, type KeyFile, type PageKey, type Permission } from '../http/index.js';
import type { CliIo } from './result.js';
import type { ServeOptions } from './serve.js';

const SANDBOX_KEY_ENV = 'RO_ADDRESS_SANDBOX_KEY';
const PAGE_KEY_ENV = 'RO_ADDRESS_PAGE_KEY';

/** What the primary handed down to its workers. */
export interface FromPrimary {
  /** The sandbox key's record (its hash, never the key) and its organization (with the batch callback secret). */
  sandboxKeys?: KeyFile;
  /** The playground's page key: the page may load from one worker and call another. */
  pageKey?: PageKey;
}

/** What the primary handed down, read in a worker. */
export function fromPrimary(): FromPrimary {
  const read = <T>(name: string): T | undefined => {
    const text = process.env[name];
    return text === undefined || text === '' ? undefined : (JSON.parse(text) as T);
  };
  return { sandboxKeys: read<KeyFile>(SANDBOX_KEY_ENV), pageKey: read<PageKey>(PAGE_KEY_ENV) };
}

/** A worker that dies this soon after starting is not started again (it would only die again). */
const MIN_UPTIME_MS = 2_000;

/**
 * Runs the primary: forks `options.workers` workers and waits until they have
 * all stopped. Resolves to the exit code: 0 after a signal, 1 when the workers
 * could not start.
 */
export function runPrimary(options: ServeOptions, io: CliIo, allow: Permission[]): Promise<number> {
  const count = options.workers ?? 1;
  let key: string | undefined;
  let callbackSecret: string | undefined;
  const env: Record<string, string> = {};
  if (options.keysPath === undefined) {
    const store = new MemoryKeyStore();
    key = store.createKey({ org: 'sandbox', env: 'test', allow, naming: namingFor(options.brand) }).key;
    callbackSecret = store.rotateCallbackSecret('sandbox');
    env[SANDBOX_KEY_ENV] = JSON.stringify(store.toJSON());
  }
  // The page key is handed to every browser that opens the sandbox playground: not a secret.
  if ((options.playground ?? true) && options.environment === 'sandbox') env[PAGE_KEY_ENV] = JSON.stringify(createPageKey(namingFor(options.brand)));
  return new Promise<number>((resolve) => {
    const workers = new Set<Worker>();
    const startedAt = new Map<Worker, number>();
    let listening = 0;
    let stopping = false;
    let failed = false;

    const stopAll = (signal: NodeJS.Signals): void => {
      for (const worker of workers) worker.process.kill(signal);
    };
    const onStop = (): void => {
      // A second signal is relayed too: the workers then cut the connections left.
      stopping = true;
      stopAll('SIGTERM');
    };
    const onReload = (): void => stopAll('SIGHUP');
    const finish = (): void => {
      process.off('SIGTERM', onStop);
      process.off('SIGINT', onStop);
      process.off('SIGHUP', onReload);
      if (!failed) io.stderr('ro-address: stopped\n');
      resolve(failed ? 1 : 0);
    };

    const fork = (): void => {
      const worker = cluster.fork(env);
      workers.add(worker);
      startedAt.set(worker, Date.now());
      worker.on('message', (message: { kind?: string; url?: string }) => {
        if (message.kind !== 'listening' || typeof message.url !== 'string') return;
        listening++;
        if (listening === count) {
          if (key !== undefined) io.stdout(`Sandbox API key (shown once; only its hash is kept): ${key}\n`);
          if (callbackSecret !== undefined) io.stdout(`Batch callback signing secret of organization "sandbox": ${callbackSecret}\n`);
          io.stdout(`ro-address ${options.environment} API listening on ${message.url} with ${count} workers (OpenAPI: ${message.url}/v1/openapi.json; health: ${message.url}/health)\n`);
          if (options.playground ?? true) io.stdout(`Playground: open ${message.url}/ in a browser\n`);
        }
      });
      worker.on('exit', (code, signal) => {
        workers.delete(worker);
        const uptime = Date.now() - (startedAt.get(worker) ?? 0);
        if (!stopping) {
          if (listening < count || uptime < MIN_UPTIME_MS) {
            // It could not start (Redis unreachable, port taken...): the others would fail alike.
            io.stderr(`ro-address serve: a worker exited (${signal ?? code}) while starting; stopping\n`);
            failed = true;
            stopping = true;
            stopAll('SIGTERM');
          } else {
            io.stderr(`ro-address serve: worker ${worker.process.pid} exited (${signal ?? code}); starting another\n`);
            fork();
          }
        }
        if (workers.size === 0) finish();
      });
    };

    process.on('SIGTERM', onStop);
    process.on('SIGINT', onStop);
    process.on('SIGHUP', onReload);
    for (let i = 0; i < count; i++) fork();
  });
}
