/**
 * Answering a request whose body is left unread (an early 401, 404, 413, a
 * wrong content type, a client too slow): the answer says `Connection: close`,
 * and the connection is closed without reading the rest of the body.
 *
 * Closing at once would lose answers: a client that writes its whole body
 * before reading (most do) would be reset while writing, and a reset discards
 * the answer waiting in its receive buffer. So, like a web server's "lingering
 * close", the server sends its answer, half-closes, and reads and discards
 * what the client still sends, up to a byte budget and a time limit; then it
 * closes. Node's own behaviour, reading the whole rest of the body (for up to
 * five minutes) to reuse the connection, is what let one client stream
 * gigabytes into a server after a 401.
 */
import type { IncomingMessage } from 'node:http';

/** How much of an unread body the server still reads after answering, and for how long. */
export interface LingerLimits {
  /**
   * Bytes read and discarded after the answer when the body's length was
   * declared and is at most this; a larger declared body is not lingered on
   * (the connection closes once the answer is sent). Default 16 MiB.
   */
  maxDeclaredBytes: number;
  /** Bytes read and discarded after the answer for a chunked body (no declared length). Default 256 KiB. */
  maxChunkedBytes: number;
  /** Longest wait for the client to finish, in ms. Default 5,000. */
  maxMs: number;
}

/** The defaults of {@link LingerLimits}. */
export const DEFAULT_LINGER: Readonly<LingerLimits> = Object.freeze({ maxDeclaredBytes: 16 * 1024 * 1024, maxChunkedBytes: 256 * 1024, maxMs: 5_000 });

/** The declared Content-Length, `undefined` when there is none (or it is not a number). */
export function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers['content-length'];
  if (header === undefined) return undefined;
  const n = Number(header);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/** True when the request has a body that has not fully arrived (so answering now leaves some of it unread). */
export function bodyLeftUnread(req: IncomingMessage): boolean {
  if (req.complete) return false;
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = declaredLength(req);
  return length !== undefined && length > 0;
}

/**
 * Arranges the lingering close of `req`'s connection; call it just before
 * writing an answer that carries `Connection: close` while
 * {@link bodyLeftUnread}.
 */
export function lingerAfterAnswer(req: IncomingMessage, limits: LingerLimits = DEFAULT_LINGER): void {
  const socket = req.socket;
  const declared = declaredLength(req);
  const budget = declared === undefined ? limits.maxChunkedBytes : declared <= limits.maxDeclaredBytes ? declared : 0;
  if (budget === 0) {
    // Nothing worth waiting for: stop reading now; node closes once the answer is out.
    req.pause();
    return;
  }
  let read = 0;
  // Listening to the request makes node leave its body to us instead of reading all of it ("dumping").
  req.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > budget) socket.destroy();
  });
  // The whole body came: close once the answer is flushed (node half-closes after it, below).
  req.on('end', () => {
    if (socket.writableFinished) socket.destroy();
    else socket.once('finish', () => socket.destroy());
  });
  req.resume();
  const timer = setTimeout(() => socket.destroy(), limits.maxMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  // Once a `Connection: close` answer is sent, node calls destroySoon(), which destroys the socket as
  // soon as the answer is flushed; a client still writing would get a reset. Half-close instead: the
  // handlers above destroy it when the body ends, the budget is spent or the time is up.
  socket.destroySoon = function halfClose(this: typeof socket) {
    if (this.writable) this.end();
  };
}
