/**
 * Look-ups of what the build itself made (records by index, ids by key): a missing entry is a
 * bug of the build, so it stops the build with the name of what was missing instead of
 * carrying `undefined` into the index.
 *
 * @module
 */

/** The value the build put in `map` for `key`. */
export function required<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`build: no ${what} for ${String(key)}`);
  return value;
}

/** The record at `i` of a list the build made. */
export function recordAt<T>(list: readonly T[], i: number, what: string): T {
  const record = list[i];
  if (record === undefined) throw new Error(`build: no ${what} ${i}`);
  return record;
}
