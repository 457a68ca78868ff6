/**
 * ro-address for browsers, Web Workers, edge functions, Deno and Bun: the same
 * {@link AddressIndex} as the Node entry, loaded from bytes, a `Response` or a URL instead of a
 * file. Nothing in this module's graph imports `node:`; bundlers take it as it is.
 *
 * @example
 * ```ts
 * import { loadIndex } from 'ro-address/web';
 * const index = await loadIndex(new URL('/assets/ro-address.idx', location.href));
 * index.autocomplete('calea victoriei 12').suggestions[0]; // { text, locality, county, postal_code }
 * ```
 * @packageDocumentation
 */
import { indexFromBytes, type LoadOptions } from './load.js';
import { IndexFormatError } from './reader/index-reader.js';
import { fetchIndexBytes, sha256Hex, type FetchIndexOptions } from './web/fetch-index.js';
import type { AddressIndex } from './types.js';

export { AddressError, ERROR_CATALOGUE, LIMITS, type ErrorCode, type ErrorBody } from './shared/errors.js';
export { IndexFormatError } from './reader/index-reader.js';
export type * from './types.js';
export { CORRECTED_FIELDS, CORRECTION_REASONS, IGNORED_AS, SEARCH_TYPES, UNCONFIRMED_PARTS, VERDICTS } from './types.js';
export { indexBytes, type LoadOptions } from './load.js';
export { fetchIndexBytes, sha256Hex, type FetchIndexOptions, type LoadProgress } from './web/fetch-index.js';
export { exposeIndex, type WorkerScope } from './web/worker-host.js';
export { IndexWorkerClient, connectIndexWorker, type WorkerLike } from './web/worker-client.js';
export type { IndexManifest } from './web/manifest.js';

/** Where an index comes from in a browser or worker: its bytes, a fetched `Response`, or its URL. */
export type IndexSource = Uint8Array | ArrayBuffer | Response | URL | string;

/** Options of {@link loadIndex} (web). */
export interface WebLoadOptions extends LoadOptions, FetchIndexOptions {
  /**
   * The SHA-256 (hex) the index bytes must have, e.g. `sha256` of the package's index manifest
   * (`ro-address/index.json`): a cached or downloaded copy that differs is refused.
   */
  sha256?: string;
}

function describe(source: IndexSource): string {
  if (typeof source === 'string') return source;
  if (source instanceof URL) return source.href;
  if (source instanceof Response) return source.url === '' ? 'index response' : source.url;
  return 'index buffer';
}

/** `source` as bytes: views kept as they are, buffers wrapped, responses and URLs read as streams. */
async function bytesOf(source: IndexSource, options: FetchIndexOptions): Promise<Uint8Array> {
  if (source instanceof Uint8Array) return source;
  if (source instanceof ArrayBuffer) return new Uint8Array(source);
  if (source instanceof Response || source instanceof URL || typeof source === 'string') return fetchIndexBytes(source, options);
  throw new TypeError('loadIndex needs the index: its bytes (Uint8Array or ArrayBuffer), a Response, or its URL; see docs/web.md');
}

/**
 * Loads an index from its bytes, a `Response` or a URL (fetched and read as a stream, with
 * `options.onProgress`). The index is the same as the Node entry's: every method answers alike.
 *
 * @throws IndexFormatError when the bytes are not an index of this format version, differ from
 *   `options.sha256`, are of another `options.dataVersion`, or the server refused the URL.
 */
export async function loadIndex(source: IndexSource, options: WebLoadOptions = {}): Promise<AddressIndex> {
  const bytes = await bytesOf(source, options);
  if (options.sha256 !== undefined) {
    const actual = await sha256Hex(bytes);
    if (actual !== options.sha256.toLowerCase()) {
      throw new IndexFormatError(`${describe(source)}: its SHA-256 is ${actual}, not the expected ${options.sha256}; fetch the index again (a cache may hold an old copy)`);
    }
  }
  return indexFromBytes(bytes, describe(source), options);
}

/** {@link loadIndex} for bytes already in memory, synchronously. */
export function loadIndexSync(bytes: Uint8Array | ArrayBuffer, options: LoadOptions = {}): AddressIndex {
  if (!(bytes instanceof Uint8Array) && !(bytes instanceof ArrayBuffer)) {
    throw new TypeError('loadIndexSync needs the bytes of an index (Uint8Array or ArrayBuffer); use loadIndex for a URL or a Response');
  }
  return indexFromBytes(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), 'index buffer', options);
}
