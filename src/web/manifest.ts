/**
 * The manifest of the index that ships in the package (`ro-address/index.json`, written by the
 * build beside the bundles): what a page needs to cache the index and to check a cached copy.
 */

/** The package's index manifest (`import manifest from 'ro-address/index.json'`). */
export interface IndexManifest {
  /** The file's name in the package (`data/ro-address.idx`, exported as `ro-address/index.idx`). */
  file: string;
  /** Its size in bytes. */
  bytes: number;
  /** Its SHA-256, lowercase hex: a cache key, and `sha256` of `loadIndex`. */
  sha256: string;
  /** The same digest as a Subresource Integrity value, for `fetch(url, { integrity })`. */
  integrity: string;
  /** `info.data_version` of the index. */
  data_version: string;
  /** `info.format_version` of the index. */
  format_version: number;
}

/** The manifest of an index's bytes, given their SHA-256 (hex) and the index's info. */
export function manifestOf(file: string, bytes: Uint8Array, sha256: string, info: { data_version: string; format_version: number }): IndexManifest {
  const digest = new Uint8Array(sha256.match(/../g)?.map((h) => Number.parseInt(h, 16)) ?? []);
  let binary = '';
  for (const b of digest) binary += String.fromCharCode(b);
  return { file, bytes: bytes.byteLength, sha256, integrity: `sha256-${btoa(binary)}`, data_version: info.data_version, format_version: info.format_version };
}
