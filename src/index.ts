/**
 * ro-address: verify, autocomplete and look up Romanian postal addresses,
 * in-process and offline, from one compact binary index.
 *
 * @example
 * ```ts
 * import { loadIndex } from 'ro-address';
 * const index = await loadIndex();
 * index.lookupPostalCode('011421'); // { postal_code, locality: 'București', county: 'București', ... }
 * ```
 * @packageDocumentation
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { LoadedIndex } from './address-index.js';
import { IndexFormatError } from './reader/index-reader.js';
import type { AddressIndex } from './types.js';

export { AddressError, ERROR_CATALOGUE, LIMITS, type ErrorCode, type ErrorBody } from './shared/errors.js';
export { IndexFormatError } from './reader/index-reader.js';
export type * from './types.js';

/** Where the index built into the package lives (`data/ro-address.idx` at the package root). */
export function defaultIndexPath(): string {
  return fileURLToPath(new URL('../data/ro-address.idx', import.meta.url));
}

function fromBytes(bytes: Uint8Array, source: string): AddressIndex {
  try {
    return new LoadedIndex(bytes);
  } catch (err) {
    if (err instanceof IndexFormatError) throw new IndexFormatError(`${source}: ${err.message}`);
    throw err;
  }
}

function missing(path: string, err: unknown): Error {
  if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
    return new IndexFormatError(`no index at ${path}: build it with "npm run build:data" (needs the source datasets, see the README)`);
  }
  return err instanceof Error ? err : new Error(String(err));
}

/**
 * Loads an index. With no argument, the index built into the package; with a
 * path, that file; with bytes, those bytes (no copy when they are 8-byte aligned).
 *
 * @throws IndexFormatError when the file is missing, not an index, or of another format version.
 */
export async function loadIndex(source?: string | Uint8Array): Promise<AddressIndex> {
  if (source instanceof Uint8Array) return fromBytes(source, 'index buffer');
  const path = source ?? defaultIndexPath();
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch (err) {
    throw missing(path, err);
  }
  return fromBytes(bytes, path);
}

/** Synchronous {@link loadIndex}, for scripts and module top levels. */
export function loadIndexSync(source?: string | Uint8Array): AddressIndex {
  if (source instanceof Uint8Array) return fromBytes(source, 'index buffer');
  const path = source ?? defaultIndexPath();
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (err) {
    throw missing(path, err);
  }
  return fromBytes(bytes, path);
}
