/**
 * The commands of the `ro-address` command line that need the HTTP API
 * (`ro-address/http`, `ro-address/redis`): `serve` and `keys`. The CLI loads
 * this module for those commands only, so that `lookup`, `verify`,
 * `autocomplete` and `validate` start without the server's code.
 */
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { loadIndexSync, type AddressIndex } from '../index.js';
import {
  createServer,
  FileJobStore,
  FileKeyStore,
  isPermission,
  jsonAccessLog,
  KeyFileError,
  MemoryKeyStore,
  namingFor,
  stopOnSignals,
  type BatchOptions,
  type KeyFile,
  type KeyStore,
  type PageKey,
  type Permission,
} from '../http/index.js';
import { bullJobQueue } from '../redis/index.js';
import { UsageError, readArgs } from './args.js';
import { checkRedisUrl, connectRedis, redactUrl, RedisStartError, type RedisConnection } from './redis-client.js';
import { errorOutput, type CliIo, type CliResult } from './result.js';
import { fromPrimary, runPrimary } from './workers.js';

const DEFAULT_KEY_FILE = 'keys.json';
/** What keys may call when `--allow` is not given: every endpoint that exists today. */
const DEFAULT_ALLOW: Permission[] = ['verify', 'autocomplete', 'search', 'postal_codes', 'usage'];

function parseAllow(value: string | undefined): Permission[] {
  if (value === undefined) return DEFAULT_ALLOW;
  const names = value.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const bad = names.filter((n) => !isPermission(n));
  if (names.length === 0 || bad.length > 0) {
    throw new UsageError(`--allow takes a comma-separated list of verify, autocomplete, postal_codes, usage, search, batch${bad.length ? ` (not: ${bad.join(', ')})` : ''}`);
  }
  return names as Permission[];
}

const KEYS_OPTIONS = {
  keys: { type: 'string' },
  org: { type: 'string' },
  env: { type: 'string' },
  allow: { type: 'string' },
  brand: { type: 'string' },
  // Accepted before any command, as by the others; keys do not read the index.
  index: { type: 'string' },
} as const;

/** Refuses the options of `keys create` given to another subcommand, which would otherwise be ignored. */
function onlyOptions(sub: string, given: object, allowed: readonly string[]): void {
  const extra = Object.keys(given).filter((name) => !allowed.includes(name));
  if (extra.length > 0) throw new UsageError(`keys ${sub} does not take --${extra[0]}; see ro-address --help`);
}

function keysCommand(argv: string[]): CliResult {
  const { values, positionals } = readArgs(argv, KEYS_OPTIONS);
  const [sub, ...args] = positionals;
  const path = values.keys ?? DEFAULT_KEY_FILE;
  switch (sub) {
    case 'create': {
      const { org, brand } = values;
      // One word for each environment on both commands: `sandbox` (test keys, `svc_test_`) and `live`;
      // `test` is still accepted here, as `serve` still accepts it.
      const written = values.env ?? 'sandbox';
      const env = written === 'sandbox' ? 'test' : written;
      const allow = parseAllow(values.allow);
      if (args.length > 0) throw new UsageError(`unexpected argument "${args[0]}"`);
      if (org === undefined) throw new UsageError('usage: ro-address keys create --org ORG [--env sandbox|live] [--allow verify,autocomplete,...] [--keys keys.json]');
      if (env !== 'live' && env !== 'test') throw new UsageError('--env must be "sandbox" (test keys) or "live"');
      const store = new FileKeyStore(path, { create: true });
      // Under the key file's lock, on its freshest content: parallel runs never lose each other's keys.
      const created = store.update((s) => {
        try {
          return s.createKey({ org, env, allow, naming: namingFor(brand) });
        } catch (err) {
          throw new UsageError(err instanceof Error ? err.message : String(err));
        }
      });
      const r = created.record;
      return {
        stdout: `${created.key}\n`,
        stderr: `Created ${r.env} key ${r.id} for organization "${r.org}" (allowed: ${r.allow.join(', ')}), stored as a hash in ${path}.\nThis is the only time the key is shown: keep it now.\n`,
        code: 0,
      };
    }
    case 'list': {
      onlyOptions(sub, values, ['keys', 'index']);
      if (args.length > 0) throw new UsageError(`unexpected argument "${args[0]}"`);
      const store = new FileKeyStore(path);
      const lines = store.toJSON().keys.map((k) => [k.id, k.hint, k.org, k.env, k.allow.join(','), k.revoked_at ? `revoked ${k.revoked_at}` : 'active'].join('\t'));
      return { stdout: lines.length ? `${lines.join('\n')}\n` : '', stderr: lines.length ? '' : `no keys in ${path}\n`, code: 0 };
    }
    case 'callback-secret': {
      onlyOptions(sub, values, ['keys', 'index', 'org']);
      const { org } = values;
      if (org === undefined || args.length > 0) throw new UsageError('usage: ro-address keys callback-secret --org ORG [--keys keys.json]');
      const store = new FileKeyStore(path);
      let secret: string;
      try {
        secret = store.update((s) => s.rotateCallbackSecret(org));
      } catch (err) {
        // A malformed organization id is a usage error; anything else (the lock, the file) is reported as is.
        if (err instanceof TypeError) throw new UsageError(err.message);
        throw err;
      }
      return {
        stdout: `${secret}\n`,
        stderr: `New batch callback signing secret of organization "${org}", stored in ${path} (the previous one, if any, no longer verifies). A running server uses it after "kill -HUP" or a restart.\n`,
        code: 0,
      };
    }
    case 'revoke': {
      onlyOptions(sub, values, ['keys', 'index']);
      const [id] = args;
      if (args.length !== 1 || id === undefined) throw new UsageError('usage: ro-address keys revoke <key_id> [--keys keys.json]');
      const store = new FileKeyStore(path);
      if (!store.update((s) => s.revokeKey(id))) return { stdout: '', stderr: `no key ${id} in ${path}\n`, code: 1 };
      return { stdout: '', stderr: `Revoked ${id}. A running server sees it after "kill -HUP" or a restart.\n`, code: 0 };
    }
    default:
      throw new UsageError('usage: ro-address keys create|list|revoke|callback-secret ...; see ro-address --help');
  }
}

/** `ro-address keys ...` (`args`: the arguments without the word `keys`), its errors as output. */
export function runKeys(args: string[]): CliResult {
  try {
    return keysCommand(args);
  } catch (err) {
    return errorOutput(err);
  }
}

/** A running `serve`. */
export interface Serving {
  server: Server;
  /** `http://host:port` it listens on. */
  url: string;
  /** The sandbox key created at start (when no key file was given). */
  key?: string;
  /** Resolves when the server has shut down (after SIGTERM/SIGINT, or `server.close()`) and let go of Redis. */
  closed: Promise<void>;
}

/** Where `serve` writes its access log. */
export type LogMode = 'json' | 'off';

/** Options of {@link serve}, as the command line gives them. */
export interface ServeOptions {
  port: number;
  host: string;
  keysPath?: string;
  environment: 'live' | 'sandbox';
  brand?: string;
  indexPath?: string;
  /** Share the state in this Redis (`redis://` or `rediss://` URL). */
  redisUrl?: string;
  /** Access log; default `json` on stdout. */
  log?: LogMode;
  /** Processes sharing the port (node:cluster); more than one needs `redisUrl`. Default 1. */
  workers?: number;
  /** Requests per key per window; default 600 per 60 s. */
  rateLimit?: { limit: number; windowMs: number };
  /** The sandbox keys and organization made by the primary, shared by its workers (hashes and the callback secret, never the key). */
  sandboxKeys?: KeyFile;
  /** Queue unfinished batch jobs at start (default true; one worker of several does). */
  resumeBatch?: boolean;
  /** The playground's page key, made by the primary and shared by its workers. */
  pageKey?: PageKey;
  /** A worker: tells the primary where it listens instead of printing it. */
  worker?: boolean;
  /** Hosts batch `file_url` and `callback_url` may name although private or loopback (plain http allowed there). */
  batchAllowHosts?: string[];
  /** Where batch jobs and results are kept (default `./ro-address-jobs`). */
  batchDir?: string;
  /** Serve the playground page at `/` (default true). */
  playground?: boolean;
  /** With `redisUrl`: how long before the batch job of an instance that died is taken by another (BullMQ's lock); default 30,000 ms. */
  batchLockMs?: number;
}

/** Most `--workers`: beyond a few per core, processes only compete. */
const MAX_WORKERS = 64;

const DEFAULT_BATCH_DIR = 'ro-address-jobs';

const SERVE_OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  keys: { type: 'string' },
  env: { type: 'string' },
  brand: { type: 'string' },
  index: { type: 'string' },
  redis: { type: 'string' },
  log: { type: 'string' },
  workers: { type: 'string' },
  'rate-limit': { type: 'string' },
  'batch-dir': { type: 'string' },
  'batch-lock-ms': { type: 'string' },
  'batch-allow-host': { type: 'string', multiple: true },
  'no-playground': { type: 'boolean' },
} as const;

export function parseServe(argv: string[]): ServeOptions {
  const { values, positionals: args } = readArgs(argv, SERVE_OPTIONS);
  const port = values.port ?? process.env.PORT ?? '8080';
  const host = values.host ?? '127.0.0.1';
  const { keys: keysPath, brand, index: indexPath, redis: redisUrl } = values;
  const env = values.env ?? 'sandbox';
  const log = values.log ?? 'json';
  const workersText = values.workers ?? '1';
  const rateText = values['rate-limit'];
  const batchDir = values['batch-dir'] ?? DEFAULT_BATCH_DIR;
  const lockText = values['batch-lock-ms'];
  const batchAllowHosts = values['batch-allow-host'] ?? [];
  for (const host of batchAllowHosts) {
    if (!/^[A-Za-z0-9.:\[\]-]{1,253}$/.test(host)) throw new UsageError(`--batch-allow-host takes a host name or IP address, got "${host}"`);
  }
  const playground = values['no-playground'] !== true;
  if (args.length > 0) throw new UsageError(`unexpected argument "${args[0]}"`);
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) throw new UsageError('--port must be 0 to 65535');
  const environment = env === 'test' ? 'sandbox' : env;
  if (environment !== 'live' && environment !== 'sandbox') throw new UsageError('--env must be "sandbox" or "live"');
  if (environment === 'live' && keysPath === undefined) {
    throw new UsageError('--env live needs --keys <file> holding live keys (create one with: ro-address keys create --org ORG --env live)');
  }
  if (log !== 'json' && log !== 'off') throw new UsageError('--log must be "json" or "off"');
  if (!/^\d{1,2}$/.test(workersText) || Number(workersText) < 1 || Number(workersText) > MAX_WORKERS) throw new UsageError(`--workers must be 1 to ${MAX_WORKERS}`);
  const workers = Number(workersText);
  let rateLimit: ServeOptions['rateLimit'];
  if (rateText !== undefined) {
    const m = /^(\d{1,9})\/(\d{1,7})$/.exec(rateText);
    if (m === null || Number(m[1]) < 1 || Number(m[2]) < 1) throw new UsageError('--rate-limit takes REQUESTS/SECONDS, such as 600/60');
    rateLimit = { limit: Number(m[1]), windowMs: Number(m[2]) * 1000 };
  }
  if (redisUrl !== undefined) {
    try {
      checkRedisUrl(redisUrl);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
  }
  if (lockText !== undefined && (!/^\d{3,7}$/.test(lockText) || Number(lockText) < 100)) throw new UsageError('--batch-lock-ms takes milliseconds, 100 to 9999999');
  if (lockText !== undefined && redisUrl === undefined) throw new UsageError('--batch-lock-ms applies to batch jobs in Redis: it needs --redis URL');
  if (workers > 1 && redisUrl === undefined) {
    throw new UsageError('--workers N (more than 1) needs --redis URL: without a shared store, every worker would count rate limits, quota, usage and idempotency keys on its own');
  }
  return {
    port: Number(port), host, keysPath, environment, brand, indexPath, redisUrl, log, workers, rateLimit, batchAllowHosts, batchDir, playground,
    ...(lockText === undefined ? {} : { batchLockMs: Number(lockText) }),
  };
}

/**
 * Starts the HTTP API on the built-in (or given) index, with in-memory stores
 * and stops it gracefully on SIGTERM/SIGINT. Without a key file, one sandbox
 * key is created, printed once, and kept only as a hash in memory.
 */
export async function serve(options: ServeOptions, io: CliIo, open: (path?: string) => AddressIndex = loadIndexSync): Promise<Serving> {
  const index = open(options.indexPath);
  let keys: KeyStore;
  let key: string | undefined;
  let reload: (() => void) | undefined;
  let callbackSecret: string | undefined;
  if (options.keysPath !== undefined) {
    const store = new FileKeyStore(options.keysPath);
    keys = store;
    reload = () => {
      try {
        store.reload();
        io.stderr(`reloaded ${options.keysPath}\n`);
      } catch (err) {
        io.stderr(`kept the previous keys: ${err instanceof Error ? err.message : String(err)}\n`);
      }
    };
  } else if (options.sandboxKeys !== undefined) {
    keys = new MemoryKeyStore({ keys: options.sandboxKeys.keys, organizations: options.sandboxKeys.organizations });
  } else {
    const store = new MemoryKeyStore();
    key = store.createKey({ org: 'sandbox', env: 'test', allow: [...DEFAULT_ALLOW, 'batch'], naming: namingFor(options.brand) }).key;
    callbackSecret = store.rotateCallbackSecret('sandbox');
    keys = store;
  }
  const redis = options.redisUrl === undefined ? undefined : await connectRedis(options.redisUrl, io.stderr);
  const jobs = await batchJobs(options, redis, io);
  const accessLog = (options.log ?? 'json') === 'json' ? jsonAccessLog({ write: io.stdout }) : undefined;
  const server = createServer({ index, keys, environment: options.environment, brand: options.brand, stores: redis?.stores, accessLog, rateLimit: options.rateLimit, playground: (options.playground ?? true) ? { ...(options.pageKey ? { sharedPageKey: options.pageKey } : {}) } : false,
    // Workers share the directory (any of them answers a job's status and results); one of them resumes unfinished jobs at start.
    batch: { ...jobs, allowHosts: options.batchAllowHosts ?? [], resume: options.resumeBatch ?? true },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    await redis?.close();
    throw err;
  }
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${host}:${port}`;
  if (options.worker === true) {
    process.send?.({ kind: 'listening', url });
  } else {
    if (key !== undefined) io.stdout(`Sandbox API key (shown once; only its hash is kept): ${key}\n`);
    if (callbackSecret !== undefined) io.stdout(`Batch callback signing secret of organization "sandbox": ${callbackSecret}\n`);
    io.stdout(`ro-address ${options.environment} API listening on ${url} (OpenAPI: ${url}/v1/openapi.json; health: ${url}/health)${redis && options.redisUrl !== undefined ? ` with Redis at ${redactUrl(options.redisUrl)}` : ''}\n`);
    if (options.playground ?? true) io.stdout(`Playground: open ${url}/ in a browser\n`);
  }
  if (reload) process.on('SIGHUP', reload);
  // A worker stops on SIGTERM from its primary only: a terminal's Ctrl-C reaches the whole group, and the primary relays it.
  const ignoreInterrupt = (): void => undefined;
  if (options.worker === true) process.on('SIGINT', ignoreInterrupt);
  const stopSignals: NodeJS.Signals[] = options.worker === true ? ['SIGTERM'] : ['SIGTERM', 'SIGINT'];
  const removeSignals = stopOnSignals(server, { graceMs: CONNECTIONS_GRACE_MS, signals: stopSignals });
  // When the first stop signal came: the process must be gone STOP_WITHIN_MS after it.
  let stopAsked: number | undefined;
  const noteStop = (): void => {
    stopAsked ??= performance.now();
  };
  for (const signal of stopSignals) process.on(signal, noteStop);
  // Resolved however the server closes: a signal, or server.close() by an embedding program.
  const closed = new Promise<void>((resolve) => {
    server.once('close', () => {
      removeSignals();
      for (const signal of stopSignals) process.off(signal, noteStop);
      if (reload) process.off('SIGHUP', reload);
      process.off('SIGINT', ignoreInterrupt);
      accessLog?.flush();
      // The server has told its batch runner to stop: a shared queue gives the running job back before Redis is let go.
      // Each is given a bounded time: with Redis away, BullMQ and the client would wait for it to come back.
      const deadline = (stopAsked ?? performance.now()) + STOP_WITHIN_MS;
      const release = async (): Promise<void> => {
        await letGo('batch queue', jobs.queue?.close(), Math.min(QUEUE_RELEASE_MS, deadline - REDIS_RELEASE_MS - performance.now()), io);
        await letGo('redis', redis?.close(), Math.min(REDIS_RELEASE_MS, deadline - performance.now()), io);
      };
      void release().then(() => {
        if (options.worker !== true) io.stderr('ro-address: stopped\n');
        resolve();
      });
    });
  });
  return { server, url, key, closed };
}

/**
 * How long after a stop signal the `serve` process is gone at the latest:
 * within 10 s (what Docker and systemd wait before SIGKILL, by default), with
 * half a second to spare for the signal to arrive and the process to exit.
 */
const STOP_WITHIN_MS = 9_500;

/** How long `serve` lets connections finish after the signal before cutting them; what is left of {@link STOP_WITHIN_MS} lets go of the queue and Redis. */
const CONNECTIONS_GRACE_MS = 8_000;

/**
 * How long, at most, the batch queue may take to close once the server has
 * closed (BullMQ gives the running job back, then ends its blocking read),
 * then the Redis client; each is dropped past it (with Redis away, both would
 * wait for it to come back). Less when the connections took longer.
 */
const QUEUE_RELEASE_MS = 3_000;
const REDIS_RELEASE_MS = 1_000;

/** Waits for `closing` (a failure reported), at most `ms`. */
async function letGo(what: string, closing: Promise<void> | undefined, ms: number, io: CliIo): Promise<void> {
  if (closing === undefined) return;
  const within = Math.max(0, Math.round(ms));
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    closing.then(
      () => 'closed',
      (err: unknown) => `failed to close: ${err instanceof Error ? err.message : String(err)}`,
    ),
    new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`not closed within ${within} ms; dropped`), within);
    }),
  ]);
  clearTimeout(timer);
  if (outcome !== 'closed') io.stderr(`${what}: ${outcome}\n`);
}

/**
 * Where `serve` keeps and runs batch jobs: with Redis and BullMQ installed, in
 * Redis (any instance runs a job; a dead instance's job is taken by another);
 * else in `--batch-dir`, run by the process they were submitted to.
 */
async function batchJobs(options: ServeOptions, redis: RedisConnection | undefined, io: CliIo): Promise<Pick<BatchOptions, 'store' | 'queue'>> {
  if (redis === undefined || options.redisUrl === undefined) return { store: new FileJobStore(options.batchDir ?? DEFAULT_BATCH_DIR) };
  let lastReport = 0;
  try {
    const queue = await bullJobQueue({
      url: options.redisUrl,
      ...(options.batchLockMs === undefined ? {} : { lockMs: options.batchLockMs }),
      onError: (message, err) => {
        // A Redis outage makes BullMQ report every reconnection attempt: one line per 5 s is enough.
        const now = Date.now();
        if (now - lastReport < 5_000) return;
        lastReport = now;
        io.stderr(`${message}: ${err instanceof Error ? err.message : String(err)}\n`);
      },
    });
    return { store: redis.stores.jobs, queue };
  } catch (err) {
    if (options.worker !== true || cluster.worker?.id === 1) {
      io.stderr(`batch jobs stay in ${options.batchDir ?? DEFAULT_BATCH_DIR}, run by the instance they were sent to: ${err instanceof Error ? err.message : String(err)}\n`);
    }
    return { store: new FileJobStore(options.batchDir ?? DEFAULT_BATCH_DIR) };
  }
}

/** `ro-address serve ...` (`args`: the arguments without the word `serve`) until the server stops. Resolves to the exit code. */
export async function serveCommand(args: string[], io: CliIo): Promise<number> {
  let options: ServeOptions;
  try {
    options = parseServe(args);
  } catch (err) {
    const out = errorOutput(err);
    io.stderr(out.stderr);
    return out.code;
  }
  try {
    if ((options.workers ?? 1) > 1) {
      if (cluster.isPrimary) return await runPrimary(options, io, [...DEFAULT_ALLOW, 'batch']);
      options.worker = true;
      const handed = fromPrimary();
      options.sandboxKeys = handed.sandboxKeys;
      options.resumeBatch = cluster.worker?.id === 1;
      options.pageKey = handed.pageKey;
    }
    const serving = await serve(options, io);
    await serving.closed;
    return 0;
  } catch (err) {
    if (err instanceof KeyFileError || err instanceof RedisStartError || (err as NodeJS.ErrnoException).code === 'EADDRINUSE' || (err as NodeJS.ErrnoException).code === 'EACCES') {
      io.stderr(`ro-address serve: ${err instanceof Error ? err.message : String(err)}\n`);
      return 1;
    }
    const out = errorOutput(err);
    io.stderr(out.stderr);
    return out.code;
  }
}
