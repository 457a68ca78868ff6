/**
 * Reading a JSON request body: `application/json` only, in UTF-8 (a charset
 * parameter naming another is refused), at most 64 KiB, a JSON object. A body over the limit is refused as soon as the limit is passed; the
 * rest is never read into memory and the connection is closed after the 413.
 */
import type { IncomingMessage } from 'node:http';
import { LIMITS } from '../shared/errors.js';
import { HttpError } from './http-error.js';

/** A parsed body and the bytes it came from (the idempotency fingerprint hashes the bytes). */
export interface JsonBody {
  value: Record<string, unknown>;
  bytes: Uint8Array;
}

/** The request went away before its body arrived; there is nobody to answer. */
export class ClientGoneError extends Error {
  constructor() {
    super('the client closed the connection before sending the whole body');
    this.name = 'ClientGoneError';
  }
}

/** 413 `payload_too_large`; the connection is closed after it (the rest of the body is never read). */
export function tooLarge(): HttpError {
  return new HttpError('payload_too_large', { closeConnection: true });
}

/** True when the Content-Type is `application/json`, with or without parameters. */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const semi = header.indexOf(';');
  return (semi < 0 ? header : header.slice(0, semi)).trim().toLowerCase() === 'application/json';
}

/**
 * The charset a Content-Type names other than UTF-8 (lower case, unquoted),
 * or undefined when it names none or UTF-8. JSON between systems is UTF-8
 * (RFC 8259); a body announced in another charset is refused rather than
 * read as UTF-8 and verified as garbage.
 */
export function foreignCharset(header: string): string | undefined {
  const semi = header.indexOf(';');
  if (semi < 0) return undefined;
  for (const parameter of header.slice(semi + 1).split(';')) {
    const eq = parameter.indexOf('=');
    if (eq < 0 || parameter.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    const charset = parameter.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1').toLowerCase();
    if (charset !== 'utf-8' && charset !== 'utf8') return charset;
  }
  return undefined;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Parses `bytes` as a JSON object.
 *
 * @throws HttpError 400 `invalid_body` when they are not UTF-8, not JSON, or not a JSON object
 */
function parseJsonObject(bytes: Uint8Array): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch {
    throw new HttpError('invalid_body', { message: 'The request body is not valid JSON.' });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError('invalid_body', { message: 'The request body must be a JSON object.' });
  }
  return value as Record<string, unknown>;
}

/** A body that a framework (Express's `express.json()`, say) has already read off the stream. */
function preParsed(req: IncomingMessage): JsonBody | undefined {
  if (!req.readableEnded) return undefined;
  const body = (req as IncomingMessage & { body?: unknown }).body;
  let bytes: Uint8Array;
  if (typeof body === 'string') bytes = Buffer.from(body, 'utf8');
  else if (body instanceof Uint8Array) bytes = body;
  else if (typeof body === 'object' && body !== null) bytes = Buffer.from(JSON.stringify(body), 'utf8');
  else return undefined;
  if (bytes.byteLength > LIMITS.maxBodyBytes) throw tooLarge();
  return { value: parseJsonObject(bytes), bytes };
}

/**
 * Reads the JSON object body of `req`.
 *
 * @throws HttpError 400 `invalid_body` (wrong Content-Type, a charset other than UTF-8, empty, not JSON, not an object),
 *   413 `payload_too_large` (declared or streamed past `maxBytes`)
 * @throws ClientGoneError when the client disconnects mid-body
 */
export function readJsonBody(req: IncomingMessage, maxBytes: number = LIMITS.maxBodyBytes): Promise<JsonBody> {
  const contentType = req.headers['content-type'];
  if (contentType === undefined || !isJsonContentType(contentType)) {
    return Promise.reject(new HttpError('invalid_body', { message: 'The request body must be sent with "Content-Type: application/json".' }));
  }
  const charset = foreignCharset(contentType);
  if (charset !== undefined) {
    return Promise.reject(new HttpError('invalid_body', { message: `The request body must be JSON in UTF-8; charset ${charset.slice(0, 40)} is not accepted (send charset=utf-8, or no charset).` }));
  }
  try {
    const done = preParsed(req);
    if (done !== undefined) return Promise.resolve(done);
  } catch (err) {
    return Promise.reject(err);
  }
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > maxBytes) return Promise.reject(tooLarge());

  return new Promise<JsonBody>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBytes) {
        // Stop reading: nothing more is pulled from the socket, and the 413 closes the connection.
        stop();
        req.pause();
        chunks.length = 0;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      stop();
      if (size === 0) {
        reject(new HttpError('invalid_body', { message: 'The request body is empty; send a JSON object.' }));
        return;
      }
      const bytes = Buffer.concat(chunks, size);
      try {
        resolve({ value: parseJsonObject(bytes), bytes });
      } catch (err) {
        reject(err);
      }
    };
    const onGone = (): void => {
      stop();
      reject(new ClientGoneError());
    };
    // 'close' before 'end' means the request was aborted.
    const onClose = (): void => {
      if (!req.readableEnded) onGone();
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onGone);
    req.on('close', onClose);
  });
}
