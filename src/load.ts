/**
 * Making an {@link AddressIndex} from the bytes of an index file: the part of loading that every
 * runtime shares. The Node entry (index.ts) reads files into bytes; the runtime-neutral entry
 * (web.ts) fetches or receives them. Nothing here touches a file, the network or `node:`.
 */
import { LoadedIndex } from './address-index.js';
import { IndexFormatError } from './reader/index-reader.js';
import type { AddressIndex } from './types.js';
import { rankingOptions, type RankingOverrides } from './engines/ranking.js';

/** Options of every `loadIndex`. */
export interface LoadOptions {
  /**
   * Reject an index whose `info.data_version` differs: pin the data editions a
   * deployment was validated against, so a stale or newer index fails loudly.
   */
  dataVersion?: string;
  /**
   * Verify's weights, thresholds and confidence factors to use instead of the defaults, by table
   * and name (`{ resolution: { unexplainedWord: 0.6 } }`); see `DEFAULT_RANKING` and
   * docs/verify.md. For evaluations and tuning: the defaults are what the evaluation sets are
   * measured with. A name no table has, or a value that is not a finite number >= 0, throws a
   * `RangeError`.
   */
  ranking?: RankingOverrides;
}

/**
 * An index over `bytes` (no copy when they are 8-byte aligned), checked against `options`.
 * `source` names the bytes in error messages (a path, a URL, "index buffer").
 *
 * @throws IndexFormatError when the bytes are not an index of this format version, or (with
 *   `options.dataVersion`) were built from other data.
 */
export function indexFromBytes(bytes: Uint8Array, source: string, options: LoadOptions): AddressIndex {
  let index: AddressIndex;
  try {
    index = new LoadedIndex(bytes, rankingOptions(options.ranking));
  } catch (err) {
    if (err instanceof IndexFormatError) throw new IndexFormatError(`${source}: ${err.message}`);
    throw err;
  }
  if (options.dataVersion !== undefined && index.info.data_version !== options.dataVersion) {
    throw new IndexFormatError(
      `${source}: built from data ${index.info.data_version}, but ${options.dataVersion} is required; rebuild the index from the expected sources`,
    );
  }
  return index;
}

/**
 * The bytes an index was loaded from, to hand them on (to a browser page, a Web Worker, a cache)
 * without reading the file again; undefined for an index this library did not load.
 */
export function indexBytes(index: AddressIndex): Uint8Array | undefined {
  return index instanceof LoadedIndex ? index.bytes : undefined;
}
