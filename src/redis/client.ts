/**
 * The little the Redis stores need from a Redis client: send one command and
 * get its reply. The user's own client is adapted here, node-redis
 * (`sendCommand([...])`) or ioredis (`call(name, ...args)`), so the package
 * depends on neither. Scripts run by EVALSHA and fall back to EVAL once when
 * Redis answers NOSCRIPT (after a restart or SCRIPT FLUSH).
 */
import { createHash } from 'node:crypto';
import { DeadlineQueue } from '../http/deadlines.js';

/** A node-redis client (v4 or later): `createClient({ url })`, connected. */
export interface NodeRedisLike {
  sendCommand(args: string[]): Promise<unknown>;
}

/** An ioredis client: `new Redis(url, { enableAutoPipelining: true })`. */
export interface IoRedisLike {
  call(command: string, ...args: string[]): Promise<unknown>;
}

/** Either client. */
export type RedisClientLike = NodeRedisLike | IoRedisLike;

/** Thrown when Redis does not answer within the command timeout, or a command fails. */
export class RedisUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RedisUnavailableError';
  }
}

/**
 * True for an error Redis itself answered (`-ERR ...`, `-NOSCRIPT ...`):
 * node-redis and ioredis both name those `ReplyError`.
 */
function isReplyError(err: unknown): boolean {
  return err instanceof Error && (err.name === 'ReplyError' || err.constructor.name === 'ReplyError' || err.constructor.name === 'ErrorReply' || /^(ERR|NOSCRIPT|WRONGTYPE|BUSY)\b/.test(err.message));
}

/** A reply that must be an integer (a number, or its digits as a string). */
export function toInteger(reply: unknown): number {
  const n = typeof reply === 'number' ? reply : Number(reply);
  if (!Number.isSafeInteger(n)) throw new TypeError(`Redis answered ${String(reply)} where an integer was expected`);
  return n;
}

/** A reply that must be a string or nil (undefined). */
export function toText(reply: unknown): string | undefined {
  if (reply === null || reply === undefined) return undefined;
  if (typeof reply === 'string') return reply;
  if (Buffer.isBuffer(reply)) return reply.toString('utf8');
  throw new TypeError('Redis answered a non-string where a string was expected');
}

/** A Lua script, with its SHA-1 for EVALSHA. */
export class RedisScript {
  readonly sha: string;
  constructor(readonly source: string) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }
}

/** A command sent and not answered yet. */
interface PendingCommand {
  readonly dueAt: number;
  readonly name: string;
  reject(err: RedisUnavailableError): void;
}

/** While Redis is known to be away, one command per this interval is let through to find out whether it is back. */
const PROBE_EVERY_MS = 200;

/**
 * Runs commands and scripts on the user's client, each bounded by a timeout.
 *
 * After a command times out or the connection fails, Redis is taken as away:
 * commands fail at once (instead of each waiting for its own timeout, which a
 * request making three calls would pay three times), except one probe every
 * 200 ms; the first that succeeds ends the outage.
 */
export class RedisCommands {
  readonly #send: (args: string[]) => Promise<unknown>;
  readonly #timeoutMs: number;
  /** `performance.now()` of the last failure while Redis is away; undefined while it answers. */
  #awaySince: number | undefined;
  #lastProbe = 0;
  /**
   * Commands waiting for their reply, by deadline: one timer for all of them
   * (every command has the same allowance), not one armed and cleared per command.
   */
  readonly #deadlines = new DeadlineQueue<PendingCommand>((command) => {
    this.#markAway();
    command.reject(new RedisUnavailableError(`Redis did not answer ${command.name} within ${this.#timeoutMs} ms`));
  });

  /**
   * @param client a connected node-redis or ioredis client
   * @param timeoutMs how long one command may take before it fails with
   *   {@link RedisUnavailableError}; the command may still run on Redis later
   */
  constructor(client: RedisClientLike, timeoutMs: number) {
    if (!(timeoutMs > 0)) throw new RangeError(`the Redis command timeout must be positive, got ${timeoutMs}`);
    this.#timeoutMs = timeoutMs;
    // ioredis also has a `sendCommand`, taking its own Command objects: look for `call` first.
    if (typeof (client as IoRedisLike).call === 'function') {
      const io = client as IoRedisLike;
      this.#send = (args) => io.call(args[0]!, ...args.slice(1));
    } else if (typeof (client as NodeRedisLike).sendCommand === 'function') {
      const node = client as NodeRedisLike;
      this.#send = (args) => node.sendCommand(args);
    } else {
      throw new TypeError('expected a node-redis client (sendCommand) or an ioredis client (call)');
    }
  }

  /** True while Redis is taken as away (see the class description). */
  get away(): boolean {
    return this.#awaySince !== undefined;
  }

  /** One command; its reply as the client gives it (strings, numbers, arrays, null). */
  run(args: string[]): Promise<unknown> {
    const now = performance.now();
    if (this.#awaySince !== undefined) {
      if (now - this.#lastProbe < PROBE_EVERY_MS) return Promise.reject(new RedisUnavailableError(`Redis is unreachable (${args[0]} not sent)`));
      this.#lastProbe = now;
    }
    return new Promise<unknown>((resolve, reject) => {
      const command: PendingCommand = { dueAt: now + this.#timeoutMs, name: args[0] ?? '', reject };
      const ticket = this.#deadlines.add(command);
      this.#send(args).then(
        (reply) => {
          this.#deadlines.delete(ticket);
          this.#awaySince = undefined;
          resolve(reply);
        },
        (err: unknown) => {
          this.#deadlines.delete(ticket);
          // A reply error (a script error, NOSCRIPT) comes from a Redis that answers; anything else means it is away.
          if (!isReplyError(err)) this.#markAway();
          else this.#awaySince = undefined;
          reject(new RedisUnavailableError(`Redis ${args[0]} failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err }));
        },
      );
    });
  }

  #markAway(): void {
    const now = performance.now();
    if (this.#awaySince === undefined) this.#lastProbe = now;
    this.#awaySince = now;
  }

  /** Runs `script` with `keys` and `args` (EVALSHA, then EVAL when the script is not loaded). */
  async eval(script: RedisScript, keys: string[], args: string[]): Promise<unknown> {
    try {
      return await this.run(['EVALSHA', script.sha, String(keys.length), ...keys, ...args]);
    } catch (err) {
      if (!/NOSCRIPT/.test(String((err as Error).message))) throw err;
      return this.run(['EVAL', script.source, String(keys.length), ...keys, ...args]);
    }
  }
}
