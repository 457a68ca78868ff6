/**
 * Graceful shutdown of an `http.Server` (docs/http.md > Run the server): stop
 * accepting connections, answer every request already read, tell each client
 * to close (`Connection: close` on every answer from then on), close the
 * connections left idle, and cut what is still open after a grace period.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** Options of {@link stopOnSignals}. */
export interface StopOptions {
  /** Default SIGTERM and SIGINT. */
  signals?: NodeJS.Signals[];
  /** How long in-flight requests may take before their connections are cut; default 10 s. */
  graceMs?: number;
  /** Called once the server has closed. */
  onClosed?: () => void;
}

const DEFAULT_GRACE_MS = 10_000;

/**
 * How long a keep-alive connection that is idle when the shutdown starts is
 * left open. A client may have sent its next request on it a moment ago: the
 * bytes are on their way or in the socket's buffer, unread. Closing the
 * connection at once would reset a request the client rightly thinks is sent;
 * waiting this long lets it be read and answered (with `Connection: close`).
 * Connections still idle then are closed.
 */
export const IDLE_GRACE_MS = 1_000;

/** What a server made by `createServer` does when its shutdown starts: its handler then closes each connection after its answer. */
const drainHooks = new WeakMap<Server, () => void>();

/**
 * The open connections of servers that may be drained. node's own list of
 * idle connections leaves out those that have not sent a request yet: a
 * client that opened a connection and sent nothing would hold the shutdown
 * until the connections are cut.
 */
const connections = new WeakMap<Server, Set<Socket>>();

/** Keeps the set of `server`'s open connections, from now on (once per server). */
function trackConnections(server: Server): void {
  if (connections.has(server)) return;
  const open = new Set<Socket>();
  connections.set(server, open);
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
}

/**
 * Registers what `server`'s handler does when a shutdown starts, and starts
 * keeping its connections (`createServer` does, before it listens).
 */
export function onDrain(server: Server, hook: () => void): void {
  drainHooks.set(server, hook);
  trackConnections(server);
}

/** A server's socket while a request is being answered on it: node attaches the response (the field its own `closeIdleConnections` reads). */
interface HttpSocket extends Socket {
  _httpMessage?: unknown;
}

/** Closes the connections of `server` that carry no request now: those node counts idle, and those that never sent one. */
function closeIdle(server: Server): void {
  server.closeIdleConnections();
  for (const socket of connections.get(server) ?? []) {
    if ((socket as HttpSocket)._httpMessage == null) socket.destroy();
  }
}

/**
 * Starts the graceful shutdown of `server`; `onClosed` is called once every
 * connection has ended. Returns the function that cuts every connection at once.
 */
export function drain(server: Server, graceMs: number, onClosed?: () => void): () => void {
  const hook = drainHooks.get(server);
  if (hook !== undefined) hook();
  // Another server's handler is not ours to change: at least the requests that arrive from now on close their connection.
  else server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
  // node's close() also destroys the connections idle right now, resetting a request that may be arriving on one
  // (see IDLE_GRACE_MS). It calls closeIdleConnections() on the server to do so: skip that call this once.
  const own = Object.getOwnPropertyDescriptor(server, 'closeIdleConnections');
  server.closeIdleConnections = () => undefined;
  try {
    server.close(() => onClosed?.());
  } finally {
    if (own === undefined) Reflect.deleteProperty(server, 'closeIdleConnections');
    else Object.defineProperty(server, 'closeIdleConnections', own);
  }
  const cutAll = (): void => server.closeAllConnections();
  setTimeout(() => closeIdle(server), Math.min(IDLE_GRACE_MS, graceMs)).unref();
  setTimeout(cutAll, graceMs).unref();
  return cutAll;
}

/**
 * Graceful shutdown on signals: on the first, the server stops accepting
 * connections, answers every request it has read with `Connection: close`
 * (`createServer`'s servers; another server's handler only on requests that
 * arrive later), closes keep-alive connections still idle after
 * {@link IDLE_GRACE_MS}, and lets in-flight requests finish; after `graceMs`,
 * or on a second signal, the remaining connections are cut.
 *
 * @returns a function removing the signal listeners
 */
export function stopOnSignals(server: Server, options: StopOptions = {}): () => void {
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  if (!(graceMs >= 0)) throw new RangeError(`graceMs must be 0 or more, got ${graceMs}`);
  trackConnections(server);
  let cutAll: (() => void) | undefined;
  const onSignal = (): void => {
    if (cutAll !== undefined) cutAll();
    else cutAll = drain(server, graceMs, options.onClosed);
  };
  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
}
