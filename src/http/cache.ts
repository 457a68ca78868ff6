/**
 * The response cache: a small LRU, and the keys under which autocomplete and
 * postal-code answers are cached.
 */
import { fold } from '../shared/normalize.js';
import { isDigits } from '../shared/normalize.js';
import { LIMITS } from '../shared/errors.js';

/**
 * A least-recently-used map of at most `capacity` entries. A JavaScript `Map`
 * keeps insertion order, so re-inserting on every read makes its first key the
 * least recently used one, and eviction is O(1).
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`LRU capacity must be a positive integer, got ${capacity}`);
  }

  /** Entries held. */
  get size(): number {
    return this.#entries.size;
  }

  /** The value of `key`, now the most recently used; `undefined` when absent. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Stores `value` as the most recently used, evicting the least recently used entry past `capacity`. */
  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  /** Forgets `key`. */
  delete(key: K): void {
    this.#entries.delete(key);
  }

  /** Entries from least to most recently used (for sweeps; does not touch recency). */
  entries(): IterableIterator<[K, V]> {
    return this.#entries.entries();
  }
}

/**
 * The cache key of an autocomplete query, or `undefined` when the query must
 * not be served from the cache. Queries that fold alike (`Ştefan cel Mare`,
 * `stefan cel mare`) share an entry. Only queries the engine accepts are
 * eligible (trimmed length at least 2, at most 256 characters), so a query the
 * engine would reject can never be answered by the entry of one it accepted.
 */
export function autocompleteCacheKey(dataVersion: string, q: string, limit: number): string | undefined {
  if (q.length > LIMITS.maxFieldLength || q.trim().length < LIMITS.minQueryLength) return undefined;
  return `autocomplete\u0000${dataVersion}\u0000${limit}\u0000${fold(q)}`;
}

/**
 * The cache key of a search, or `undefined` when the query must not be served
 * from the cache (the same rule as {@link autocompleteCacheKey}). `type` and
 * `county` come as sent; folding `county` is safe because the engine reads
 * counties folded.
 */
export function searchCacheKey(dataVersion: string, q: string, type: string | undefined, county: string | undefined, limit: number): string | undefined {
  if (q.length > LIMITS.maxFieldLength || q.trim().length < LIMITS.minQueryLength) return undefined;
  if (county !== undefined && county.length > LIMITS.maxFieldLength) return undefined;
  return `search\u0000${dataVersion}\u0000${limit}\u0000${type ?? ''}\u0000${county === undefined ? '' : fold(county)}\u0000${fold(q)}`;
}

/** The cache key of a postal code, or `undefined` when it is not six digits (those never reach the cache). */
export function postalCodeCacheKey(dataVersion: string, code: string): string | undefined {
  return isDigits(code, 6) ? `postal_code\u0000${dataVersion}\u0000${code}` : undefined;
}
