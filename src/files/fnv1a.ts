/** FNV-1a, the hash of the memo's record of inputs seen and of the routing of rows to workers. */

/** FNV-1a's 32-bit offset basis: the hash of no text. */
export const FNV_OFFSET = 0x811c9dc5;
/** FNV-1a's 32-bit prime. */
export const FNV_PRIME = 0x01000193;

/**
 * FNV-1a of `text`'s UTF-16 code units, continuing from `hash` (so that several texts hash as one):
 * a fast, well-spread 32-bit hash, not a secure one (nothing an attacker could exploit reads it: a
 * memo's place, a worker's share).
 */
export function fnv1a(text: string, hash = FNV_OFFSET): number {
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash >>> 0;
}
