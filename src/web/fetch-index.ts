/**
 * Getting the bytes of an index from the web: a `Response` or a URL, read as a stream so that a
 * page can show how far it is, into one buffer. Uses only what browsers, Web Workers, Deno, Bun,
 * Cloudflare Workers and Node 20 all have (fetch, streams, Web Crypto).
 */
import { IndexFormatError } from '../reader/index-reader.js';

/** How far the download of an index is: bytes received, and of how many when the server said. */
export interface LoadProgress {
  loaded: number;
  /**
   * The index's size when the response gives it (`Content-Length` of an uncompressed body);
   * undefined when it does not, e.g. when the server compresses the body with Brotli on the fly.
   */
  total: number | undefined;
}

/** Options of {@link fetchIndexBytes}. */
export interface FetchIndexOptions {
  /** Called as the bytes arrive (at most once per chunk the stream delivers), then once at the end. */
  onProgress?: (progress: LoadProgress) => void;
  /** Aborts the download. */
  signal?: AbortSignal;
  /** Options for `fetch` when given a URL (credentials, cache, integrity...). `signal` above wins. */
  fetchInit?: RequestInit;
}

/**
 * The body size a response announces, when it is the size of the bytes the stream delivers:
 * a compressed body (`Content-Encoding`) announces its compressed size, which says nothing of
 * the bytes we will count.
 */
function announcedSize(response: Response): number | undefined {
  const encoding = response.headers.get('Content-Encoding');
  if (encoding !== null && encoding !== '' && encoding !== 'identity') return undefined;
  const length = Number(response.headers.get('Content-Length') ?? Number.NaN);
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

/**
 * The bytes of an index from a `Response`, or from a URL fetched here, read as a stream.
 * The result starts at offset 0 of its own buffer, so the index reader takes it without a copy.
 *
 * @throws IndexFormatError when the response is not a success (the status is in the message).
 */
export async function fetchIndexBytes(source: Response | URL | string, options: FetchIndexOptions = {}): Promise<Uint8Array> {
  const response =
    source instanceof Response ? source : await fetch(source, { ...options.fetchInit, ...(options.signal === undefined ? {} : { signal: options.signal }) });
  const name = response.url === '' ? 'index response' : response.url;
  if (!response.ok) throw new IndexFormatError(`${name}: the server answered ${response.status} ${response.statusText} instead of the index`);
  const total = announcedSize(response);
  const { onProgress } = options;
  if (response.body === null) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    onProgress?.({ loaded: bytes.byteLength, total: bytes.byteLength });
    return bytes;
  }
  const reader = response.body.getReader();
  // With the size known, one buffer filled in place; else the chunks, joined at the end.
  let buffer = total === undefined ? undefined : new Uint8Array(total);
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (buffer !== undefined && loaded + value.byteLength <= buffer.byteLength) buffer.set(value, loaded);
    else {
      // More bytes than announced: fall back to joining chunks.
      if (buffer !== undefined) chunks.push(buffer.subarray(0, loaded));
      buffer = undefined;
      chunks.push(value);
    }
    loaded += value.byteLength;
    onProgress?.({ loaded, total });
  }
  let bytes: Uint8Array;
  if (buffer !== undefined) bytes = loaded === buffer.byteLength ? buffer : buffer.slice(0, loaded);
  else {
    bytes = new Uint8Array(loaded);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
  }
  onProgress?.({ loaded, total: loaded });
  return bytes;
}

/** The SHA-256 of `bytes` in lowercase hex (Web Crypto), as the package's index manifest gives it. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  // Browsers give Web Crypto to secure contexts only (https, localhost).
  if (globalThis.crypto?.subtle === undefined) throw new TypeError('checking the SHA-256 of an index needs Web Crypto (crypto.subtle), which browsers give only to https pages and localhost');
  // Web Crypto takes a view of the caller's buffer as it is; no copy.
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  let hex = '';
  for (const b of digest) hex += b.toString(16).padStart(2, '0');
  return hex;
}
