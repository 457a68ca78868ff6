/**
 * Keep-alive clients posting verify in a loop, for shutdown tests: each
 * client holds one connection and sends its next request as soon as the last
 * is answered, recording for every request whether it went out on a reused
 * connection and how it ended. Bounded in requests and time.
 */
import { Agent, request } from 'node:http';

/** How one request ended. */
export interface Outcome {
  /** `performance.now()` when the response (or the error) arrived. */
  endedAt: number;
  /** Sent on a connection that had already carried a request. */
  reused: boolean;
  status?: number;
  /** The response's `Connection` header. */
  connection?: string;
  /** The error code (ECONNRESET, ECONNREFUSED...) when no response arrived. */
  error?: string;
}

const BODY = JSON.stringify({ freeform: 'Calea Victoriei 12, București' });

function post(port: number, key: string, agent: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/v1/addresses/verify',
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) },
    });
    const timer = setTimeout(() => req.destroy(Object.assign(new Error('no answer within 15 s'), { code: 'TIMEOUT' })), 15_000);
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ endedAt: performance.now(), reused: req.reusedSocket, status: res.statusCode, connection: res.headers.connection });
      });
      res.on('error', (err: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        resolve({ endedAt: performance.now(), reused: req.reusedSocket, error: err.code ?? err.message });
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve({ endedAt: performance.now(), reused: req.reusedSocket, error: err.code ?? err.message });
    });
    req.end(BODY);
  });
}

/** A running load: `stop()` ends the loops and resolves to every client's outcomes. */
export interface Load {
  /** Requests answered so far, all clients. */
  answered(): number;
  /** Resolves once every client has stopped: after its first error (the server is gone), or at `maxMs` or `maxRequests`. */
  done: Promise<Outcome[][]>;
}

/** Starts `clients` keep-alive clients against 127.0.0.1:`port`. */
export function keepAliveLoad(port: number, key: string, clients: number, limits: { maxMs: number; maxRequests: number }): Load {
  let answered = 0;
  const until = performance.now() + limits.maxMs;
  const one = async (): Promise<Outcome[]> => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const outcomes: Outcome[] = [];
    try {
      for (let i = 0; i < limits.maxRequests && performance.now() < until; i++) {
        const outcome = await post(port, key, agent);
        outcomes.push(outcome);
        if (outcome.error !== undefined) break;
        answered++;
      }
    } finally {
      agent.destroy();
    }
    return outcomes;
  };
  return { answered: () => answered, done: Promise.all(Array.from({ length: clients }, one)) };
}
