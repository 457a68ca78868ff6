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
import { indexFromBytes as fromBytes, type LoadOptions } from './load.js';
import { IndexFormatError } from './reader/index-reader.js';
import type { AddressIndex } from './types.js';

export { indexBytes, type LoadOptions } from './load.js';

export { AddressError, ERROR_CATALOGUE, LIMITS, type ErrorCode, type ErrorBody } from './shared/errors.js';
export { IndexFormatError } from './reader/index-reader.js';
export { DEFAULT_RANKING, type RankingOptions, type RankingOverrides, type WeightTable } from './engines/ranking.js';
export type * from './types.js';
export { CORRECTED_FIELDS, CORRECTION_REASONS, IGNORED_AS, SEARCH_TYPES, UNCONFIRMED_PARTS, VERDICTS } from './types.js';
export {
  COLUMN_ROLES,
  ColumnMappingError,
  FILE_ENCODINGS,
  FILE_FORMATS,
  FileEncodingError,
  FileFormatError,
  RESULT_COLUMNS,
  ROW_STATUSES,
  VerifierPool,
  parseColumnSpec,
  parseEncoding,
  rowStatus,
  verifyFile,
  verifyRows,
  type ByteSource,
  type ColumnMapping,
  type ColumnRole,
  type FailOn,
  type FileEncoding,
  type FileFormat,
  type FileProgress,
  type FileSummary,
  type FileWarning,
  type RowError,
  type RowOutcome,
  type RowStatus,
  type TextSink,
  type VerifiedRow,
  type VerifierPoolOptions,
  type VerifyFileOptions,
  type VerifyFileResult,
  type VerifyRowsOptions,
  type WorstRow,
} from './files/index.js';

/** Where the index built into the package lives (`data/ro-address.idx` at the package root). */
export function defaultIndexPath(): string {
  return fileURLToPath(new URL('../data/ro-address.idx', import.meta.url));
}

function missing(path: string, err: unknown): Error {
  if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
    // The built-in index ships with the package: missing, the installation is broken (or this is a
    // clone of the repository, where the build makes it).
    if (path === defaultIndexPath()) {
      return new IndexFormatError(`the index built into ro-address is missing (${path}): reinstall the package; in a clone of its repository, run "npm run build:data" first`);
    }
    return new IndexFormatError(`no index file at ${path}: pass the path of an index (.idx) file, or no argument for the built-in index`);
  }
  return err instanceof Error ? err : new Error(String(err));
}

/**
 * Loads an index. With no argument, the index built into the package; with a
 * path, that file; with bytes, those bytes (no copy when they are 8-byte aligned).
 *
 * @throws IndexFormatError when the file is missing, not an index, of another format version,
 *   or (with `options.dataVersion`) built from other data.
 */
export async function loadIndex(source?: string | Uint8Array, options: LoadOptions = {}): Promise<AddressIndex> {
  if (source instanceof Uint8Array) return fromBytes(source, 'index buffer', options);
  const path = source ?? defaultIndexPath();
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch (err) {
    throw missing(path, err);
  }
  return fromBytes(bytes, path, options);
}

/** Synchronous {@link loadIndex}, for scripts and module top levels. */
export function loadIndexSync(source?: string | Uint8Array, options: LoadOptions = {}): AddressIndex {
  if (source instanceof Uint8Array) return fromBytes(source, 'index buffer', options);
  const path = source ?? defaultIndexPath();
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (err) {
    throw missing(path, err);
  }
  return fromBytes(bytes, path, options);
}
