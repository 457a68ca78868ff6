/**
 * `ro-address/redis`: the stores of `ro-address/http` in Redis, so several
 * instances (processes, containers, `serve --workers`) share rate limits,
 * quota, usage, idempotency records, the response cache and, if you like, API
 * keys. Bring your own client: node-redis (`redis`) or ioredis; this entry
 * point depends on neither.
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { loadIndex } from 'ro-address';
 * import { createServer, FileKeyStore } from 'ro-address/http';
 * import { redisStores } from 'ro-address/redis';
 * const client = await createClient({ url: process.env.REDIS_URL, disableOfflineQueue: true }).connect();
 * const server = createServer({ index: await loadIndex(), keys: new FileKeyStore('keys.json'), environment: 'live', stores: redisStores(client) });
 * server.listen(8080);
 * ```
 * @packageDocumentation
 */
export {
  redisStores,
  RedisKeys,
  RedisRateLimitStore,
  RedisQuotaStore,
  RedisUsageStore,
  RedisIdempotencyStore,
  RedisResponseCache,
  RedisKeyStore,
  RedisRequestStore,
  type RedisStores,
  type RedisStoreOptions,
} from './stores.js';
export { RedisJobStore } from './job-store.js';
export { bullJobQueue, type BullJobQueueOptions } from './job-queue.js';
export { RedisCommands, RedisScript, RedisUnavailableError, type RedisClientLike, type NodeRedisLike, type IoRedisLike } from './client.js';
