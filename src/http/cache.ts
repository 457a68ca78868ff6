/**
 * The response cache: a small LRU, and the keys under which autocomplete and
 * postal-code answers are cached.
 */
import * as crypto from 'node:crypto';
import type { AddressIndex, AutocompleteOptions, SearchOptions } from '../types.js';
import { isTooLong, isTooShortQuery, LIMITS } from '../shared/errors.js';

/** Hex digits of a {@link bodyDigest}. */
export const BODY_DIGEST_LENGTH = 16;

/**
 * The first 16 hex digits (64 bits) of a cached body's SHA-256. A shared
 * cache keeps it before each body, so an instance that already holds a body
 * for a key can ask whether it is the one stored and be told so without the
 * body being sent back (see `Admission.held`). A cache key's body is the same
 * wherever it was computed with the same code and data; the digest keeps that
 * exact when two instances run different versions.
 */
export function bodyDigest(body: string): string {
  return (typeof crypto.hash === 'function' ? crypto.hash('sha256', body, 'hex') : crypto.createHash('sha256').update(body).digest('hex')).slice(0, BODY_DIGEST_LENGTH);
}

/** Bounds of an {@link LruCache}. */
export interface LruBounds<K, V> {
  /** Most bytes the values may weigh together, as `sizeOf` counts them; default no byte bound. */
  maxBytes?: number;
  /** The weight of an entry; required with `maxBytes`. */
  sizeOf?: (value: V, key: K) => number;
}

/**
 * A least-recently-used map of at most `capacity` entries (and, with a byte
 * bound, at most `maxBytes` of values), kept as a "second chance" (CLOCK)
 * list: a JavaScript `Map` keeps insertion order, a read only marks its entry,
 * and eviction looks at the oldest entries in order: one read since it was
 * put at the end is put at the end again (unmarked), the first one not read is
 * evicted. So a read changes nothing in the `Map` (a hot entry is not deleted
 * and re-inserted on every request, which also cost a new hash table every
 * few dozen reads), and an entry read at least once between two passes of
 * eviction over it is never evicted; an entry never read is evicted in
 * insertion order.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; bytes: number; read: boolean }>();
  readonly #maxBytes: number;
  readonly #sizeOf: (value: V, key: K) => number;
  #bytes = 0;

  constructor(
    readonly capacity: number,
    bounds: LruBounds<K, V> = {},
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`LRU capacity must be a positive integer, got ${capacity}`);
    this.#maxBytes = checkByteBound(bounds.maxBytes ?? Number.POSITIVE_INFINITY);
    if (bounds.maxBytes !== undefined && bounds.sizeOf === undefined) throw new TypeError('an LRU byte bound needs sizeOf');
    this.#sizeOf = bounds.sizeOf ?? (() => 0);
  }

  /** Entries held. */
  get size(): number {
    return this.#entries.size;
  }

  /** Bytes the values held weigh together, as `sizeOf` counts them (0 without a byte bound). */
  get bytes(): number {
    return this.#bytes;
  }

  /** The value of `key`, now marked as read (kept at the next eviction that reaches it); `undefined` when absent. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    entry.read = true;
    return entry.value;
  }

  /**
   * Stores `value` as the most recently used, evicting least recently used
   * entries past `capacity` or `maxBytes`. A value heavier than `maxBytes` on
   * its own is not stored (and any older value of `key` is forgotten).
   */
  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.#sizeOf(value, key);
    if (bytes > this.#maxBytes) return;
    const added = { value, bytes, read: false };
    this.#entries.set(key, added);
    this.#bytes += bytes;
    // The entry just added gets one pass too: were every older entry read, it would otherwise be the first evicted.
    let addedPassed = false;
    while (this.#entries.size > this.capacity || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.entries().next();
      if (oldest.done) break;
      const [oldestKey, entry] = oldest.value;
      if (entry.read || (entry === added && !addedPassed)) {
        // Each entry passes at most once per call (its mark is cleared), so the loop ends.
        if (entry === added) addedPassed = true;
        entry.read = false;
        this.#entries.delete(oldestKey);
        this.#entries.set(oldestKey, entry);
        continue;
      }
      this.delete(oldestKey);
    }
  }

  /** The value of `key` without marking it as read (so an entry only peeked at is evicted in insertion order). */
  peek(key: K): V | undefined {
    return this.#entries.get(key)?.value;
  }

  /** Forgets `key`. */
  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** Entries from the oldest inserted (or passed on by eviction) to the newest (for sweeps; marks nothing). */
  *entries(): IterableIterator<[K, V]> {
    for (const [key, entry] of this.#entries) yield [key, entry.value];
  }
}

/** @throws RangeError unless `maxBytes` is a positive number (Infinity allowed). */
function checkByteBound(maxBytes: number): number {
  if (!(maxBytes > 0)) throw new RangeError(`a byte bound must be positive, got ${maxBytes}`);
  return maxBytes;
}

/**
 * What a string costs on the heap, at most: V8 keeps one- or two-byte
 * characters, so two bytes each is an upper bound, plus a header.
 */
export function stringBytes(text: string): number {
  return 2 * text.length + 16;
}

/**
 * The cache key of an autocomplete request, or `undefined` when it must not be
 * served from the cache (the engine refuses it). The key is the index's own
 * key of the request ({@link AddressIndex.autocompleteKey}: its reading of the
 * query, so `calea vict` and `calea vict ` are apart while `Ştefan cel Mare`
 * and `stefan  cel  mare` share an entry, with the limit and the `county` and
 * `locality` filters); an index without one is keyed by the exact query text
 * and the options. Only keys whose answers are equal may be shared:
 * anything coarser would serve one query the answer of another.
 */
export function autocompleteCacheKey(index: Pick<AddressIndex, 'info' | 'autocompleteKey'>, q: string, options: AutocompleteOptions): string | undefined {
  const limit = options.limit ?? LIMITS.defaultLimit;
  const filters = options.county === undefined && options.locality === undefined ? '' : JSON.stringify([options.county ?? null, options.locality ?? null]);
  const own = index.autocompleteKey === undefined ? exactQueryKey(q, limit, filters) : index.autocompleteKey(q, options);
  return own === undefined ? undefined : `autocomplete\u0000${index.info.data_version}\u0000${own}`;
}

/** The query as sent, for indexes that do not say what their answers depend on; only queries any engine accepts. */
function exactQueryKey(q: string, limit: number, options: string): string | undefined {
  if (isTooLong(q) || isTooShortQuery(q)) return undefined;
  return `exact\u0000${limit}\u0000${options}\u0000${q}`;
}

/**
 * The cache key of a search, or `undefined` when it must not be served from
 * the cache: the index's own key of the request ({@link AddressIndex.searchKey},
 * the same rule as {@link autocompleteCacheKey}), else the exact text.
 */
export function searchCacheKey(index: Pick<AddressIndex, 'info' | 'searchKey'>, q: string, options: SearchOptions): string | undefined {
  let own: string | undefined;
  if (index.searchKey !== undefined) own = index.searchKey(q, options);
  else if (options.county === undefined || !isTooLong(options.county)) own = exactQueryKey(q, options.limit ?? LIMITS.defaultLimit, JSON.stringify([options.type ?? null, options.county ?? null]));
  return own === undefined ? undefined : `search\u0000${index.info.data_version}\u0000${own}`;
}

/** Six ASCII digits: the form of a postal code the lookup answers (the specification's rule). */
const POSTAL_CODE = /^[0-9]{6}$/;

/** The cache key of a postal code, or `undefined` when it is not six digits (those never reach the cache). */
export function postalCodeCacheKey(dataVersion: string, code: string): string | undefined {
  return POSTAL_CODE.test(code) ? `postal_code\u0000${dataVersion}\u0000${code}` : undefined;
}
