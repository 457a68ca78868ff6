/**
 * The access log: one JSON line per answered request, with the field names
 * pino and pino-http use (`level`, `time`, `pid`, `hostname`, `req`, `res`,
 * `responseTime`, `msg`), so log tooling that reads pino reads it. Lines are
 * gathered and written once per turn of the event loop, not once per request.
 */
import { hostname } from 'node:os';

/** What is known of one answered request. */
export interface AccessLogEntry {
  /** Ms since the epoch when the answer was written. */
  time: number;
  requestId: string;
  method: string;
  /** The path only: query strings are never logged (they hold what users type, and could hold secrets). */
  path: string;
  status: number;
  /** From the request's arrival to its answer, in microseconds. */
  latencyUs: number;
  /** The id of the API key (`key_...`), never the key; absent when no key was accepted. */
  keyId?: string;
  /** `HIT` or `MISS` when the response cache applied. */
  cache?: string;
}

/** Where access log entries go. */
export interface AccessLog {
  write(entry: AccessLogEntry): void;
}

/** pino's numeric levels: info, and error for 5xx answers. */
const INFO = 30;
const ERROR = 50;

/** Past this many bytes waiting, lines are written at once rather than at the end of the turn. */
const FLUSH_BYTES = 64 * 1024;

/**
 * An {@link AccessLog} writing pino-style JSON lines to `out` (default stdout):
 * `{"level":30,"time":…,"pid":…,"hostname":…,"req":{"id","method","url"},"res":{"statusCode"},"responseTime":ms,"latency_us":…,"key_id":…,"cache":…,"msg":"request completed"}`.
 * Call `flush()` before exiting.
 */
export function jsonAccessLog(out: { write(text: string): unknown } = process.stdout): AccessLog & { flush(): void } {
  // The fields every line shares, serialized once.
  const fixed = `"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  let pending = '';
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    out.write(text);
  };
  return {
    write(entry) {
      const level = entry.status >= 500 ? ERROR : INFO;
      let line = `{"level":${level},"time":${entry.time},${fixed},"req":{"id":"${entry.requestId}","method":${JSON.stringify(entry.method)},"url":${JSON.stringify(entry.path)}},"res":{"statusCode":${entry.status}},"responseTime":${entry.latencyUs / 1000},"latency_us":${entry.latencyUs}`;
      if (entry.keyId !== undefined) line += `,"key_id":${JSON.stringify(entry.keyId)}`;
      if (entry.cache !== undefined) line += `,"cache":${JSON.stringify(entry.cache)}`;
      pending += `${line},"msg":"${level === ERROR ? 'request errored' : 'request completed'}"}\n`;
      if (pending.length >= FLUSH_BYTES) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
