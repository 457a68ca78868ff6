/**
 * The Redis connection of `serve --redis URL`: node-redis (the `redis` package,
 * an optional peer dependency that the user installs, loaded only with
 * `--redis`; the library itself depends on no client), failing fast while Redis is
 * away so requests get 503 at once instead of waiting in a queue, and
 * reconnecting on its own when Redis comes back.
 */
import { redisStores, type RedisStores } from '../redis/index.js';

/** A connected client's stores, and how to let go of it. */
export interface RedisConnection {
  stores: RedisStores;
  close(): Promise<void>;
}

/** Redis could not be reached when `serve` started. */
export class RedisStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedisStartError';
  }
}

/** How long `serve` waits for Redis at start before giving up. */
const CONNECT_MS = 5_000;

/** @throws Error with a readable message when `url` is not a Redis URL */
export function checkRedisUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`--redis needs a URL such as redis://127.0.0.1:6379, got ${JSON.stringify(url)}`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') throw new Error(`--redis needs a redis:// or rediss:// URL, got ${parsed.protocol}//`);
}

/**
 * Connects to `url`. Failures after the start are reported through `warn`
 * (once per outage, not once per retry); the client keeps reconnecting.
 *
 * @throws Error when Redis cannot be reached within 5 s
 */
export async function connectRedis(url: string, warn: (text: string) => void, prefix?: string): Promise<RedisConnection> {
  checkRedisUrl(url);
  const loaded = await loadRedisClient();
  // Imported from CommonJS, the module's exports may arrive as its default export.
  const createClient = loaded.createClient ?? (loaded as unknown as { default: typeof loaded }).default.createClient;
  const client = createClient({
    url,
    // While disconnected, commands fail at once (503) instead of queueing and running late.
    disableOfflineQueue: true,
    // The stores bound every command themselves (one timer for all): node-redis's own timer per command would only add work.
    commandOptions: { timeout: 0 },
    socket: { connectTimeout: CONNECT_MS, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 1_000) },
  });
  // Errors before the first connection are the start's own failure, reported by the throw below.
  let connected = false;
  let down = false;
  client.on('error', (err: Error) => {
    if (!connected || down) return;
    down = true;
    warn(`redis: ${err.message}; reconnecting\n`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    warn('redis: connected again\n');
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new RedisStartError(`could not reach Redis at ${redactUrl(url)} within ${CONNECT_MS / 1000} s`)), CONNECT_MS);
      }),
    ]);
  } catch (err) {
    client.destroy();
    throw err instanceof RedisStartError ? err : new RedisStartError(`could not connect to Redis at ${redactUrl(url)}: ${(err as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
  connected = true;
  return {
    stores: redisStores(client, prefix === undefined ? {} : { prefix }),
    async close() {
      try {
        await client.close();
      } catch {
        client.destroy();
      }
    },
  };
}

/** What `serve` says when `--redis` is given and the `redis` package cannot be loaded. */
export const REDIS_CLIENT_MISSING = '--redis needs the Redis client, the package "redis" (node-redis 5 or later), which is an optional peer dependency of ro-address: install it beside ro-address with "npm install redis"';

/**
 * Loads node-redis, only when `--redis` is used: it is a large module (814 KB) every other command
 * can do without, and a peer dependency, so that users update it through npm.
 *
 * @throws RedisStartError saying how to install it when it is not installed
 */
export async function loadRedisClient(load: () => Promise<typeof import('redis')> = () => import('redis')): Promise<typeof import('redis')> {
  try {
    return await load();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') throw new RedisStartError(REDIS_CLIENT_MISSING);
    throw new RedisStartError(`the Redis client (package "redis") could not be loaded: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(invalid URL)';
  }
}
