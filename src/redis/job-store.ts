/**
 * Batch jobs and their results in Redis ({@link JobStore}), so that any
 * instance can answer a job's status and results, whichever instance ran it.
 *
 * Keys (after the prefix):
 * - `job:<id>`: the record, JSON;
 * - `jobres:<id>`: the results, a list of text chunks in order;
 * - `jobs:unfinished`: a set of the ids in state `queued` or `running`, or with the callback pending;
 * - `jobs:finished`: a sorted set of finished ids by `finished_at` (ms), for the sweep;
 * - `jobs:results-expire`: a sorted set of ids by `results_expire_at` (ms), for the sweep.
 * A record and its index entries change together (one Lua script).
 */
import { isUnfinished, type BatchJob, type JobStore } from '../http/job-store.js';
import { RedisScript, type RedisCommands } from './client.js';
import type { RedisKeys } from './stores.js';

/** Replaces a record and moves its id between the indexes, atomically. */
const PUT_JOB = new RedisScript(`redis.call('SET', KEYS[1], ARGV[2])
if ARGV[3] == '1' then redis.call('SADD', KEYS[2], ARGV[1]) else redis.call('SREM', KEYS[2], ARGV[1]) end
if ARGV[4] ~= '' then redis.call('ZADD', KEYS[3], ARGV[4], ARGV[1]) else redis.call('ZREM', KEYS[3], ARGV[1]) end
if ARGV[5] ~= '' then redis.call('ZADD', KEYS[4], ARGV[5], ARGV[1]) else redis.call('ZREM', KEYS[4], ARGV[1]) end
return 1`);

/** How many result chunks one read fetches. */
const PAGE = 256;

function timeOf(rfc3339: string | null): string {
  if (rfc3339 === null) return '';
  const ms = Date.parse(rfc3339);
  return Number.isFinite(ms) ? String(ms) : '';
}

function asStrings(reply: unknown): string[] {
  if (!Array.isArray(reply)) throw new TypeError('Redis answered a non-array where a list was expected');
  return reply.map((item) => (Buffer.isBuffer(item) ? item.toString('utf8') : String(item)));
}

/** {@link JobStore} in Redis; see the module description for the keys. */
export class RedisJobStore implements JobStore {
  constructor(
    readonly redis: RedisCommands,
    readonly keys: RedisKeys,
  ) {}

  #job(id: string): string {
    return `${this.keys.prefix}job:${id}`;
  }
  #results(id: string): string {
    return `${this.keys.prefix}jobres:${id}`;
  }
  #index(name: 'unfinished' | 'finished' | 'results-expire'): string {
    return `${this.keys.prefix}jobs:${name}`;
  }

  async put(job: BatchJob): Promise<void> {
    const unfinished = isUnfinished(job) ? '1' : '0';
    await this.redis.eval(
      PUT_JOB,
      [this.#job(job.id), this.#index('unfinished'), this.#index('finished'), this.#index('results-expire')],
      [job.id, JSON.stringify(job), unfinished, timeOf(job.finished_at), timeOf(job.results_expire_at)],
    );
  }

  async get(id: string): Promise<BatchJob | undefined> {
    const text = await this.redis.run(['GET', this.#job(id)]);
    return text === null || text === undefined ? undefined : (JSON.parse(String(text)) as BatchJob);
  }

  async unfinished(): Promise<BatchJob[]> {
    const ids = asStrings(await this.redis.run(['SMEMBERS', this.#index('unfinished')]));
    if (ids.length === 0) return [];
    const records = await this.redis.run(['MGET', ...ids.map((id) => this.#job(id))]);
    if (!Array.isArray(records)) throw new TypeError('Redis answered a non-array to MGET');
    return records.filter((r): r is string | Buffer => r !== null && r !== undefined).map((r) => JSON.parse(String(r)) as BatchJob);
  }

  async appendResults(id: string, text: string): Promise<void> {
    await this.redis.run(['RPUSH', this.#results(id), text]);
  }

  async deleteResults(id: string): Promise<void> {
    await this.redis.run(['DEL', this.#results(id)]);
  }

  async readResults(id: string): Promise<AsyncIterable<string> | undefined> {
    const length = Number(await this.redis.run(['LLEN', this.#results(id)]));
    if (!(length > 0)) return undefined;
    const redis = this.redis;
    const key = this.#results(id);
    // The chunks present now, read a page at a time: a long result never sits whole in memory.
    return (async function* () {
      for (let start = 0; start < length; start += PAGE) {
        const stop = Math.min(length, start + PAGE) - 1;
        yield* asStrings(await redis.run(['LRANGE', key, String(start), String(stop)]));
      }
    })();
  }

  async sweep(now: number, recordRetentionMs: number): Promise<void> {
    const gone = asStrings(await this.redis.run(['ZRANGEBYSCORE', this.#index('finished'), '-inf', `(${now - recordRetentionMs}`]));
    for (const id of gone) {
      await this.redis.run(['DEL', this.#job(id), this.#results(id)]);
      await this.redis.run(['ZREM', this.#index('finished'), id]);
      await this.redis.run(['ZREM', this.#index('results-expire'), id]);
    }
    const expired = asStrings(await this.redis.run(['ZRANGEBYSCORE', this.#index('results-expire'), '-inf', String(now)]));
    for (const id of expired) {
      await this.redis.run(['DEL', this.#results(id)]);
      await this.redis.run(['ZREM', this.#index('results-expire'), id]);
    }
  }
}
