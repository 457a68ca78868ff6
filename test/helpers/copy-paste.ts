/**
 * What copy-paste puts into address text, for the tests of its repair (test/text-repair.test.ts,
 * test/verify-reader-properties.test.ts).
 */

/** The invisible characters of web pages and office files: zero-width space and joiners, word joiner, soft hyphen, byte order mark, direction marks. */
export const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\u00ad', '\ufeff', '\u200e', '\u200f'] as const;

/** `text` with each (position, character) of `inserts` put in, each at its position modulo the length. */
export function withInserted(text: string, inserts: ReadonlyArray<readonly [number, string]>): string {
  const chars = [...text];
  for (const [at, c] of inserts) chars.splice(at % (chars.length + 1), 0, c);
  return chars.join('');
}
