/**
 * A set of leave-out rules by their place in a list, one bit a rule in 32-bit words (`Uint32Array`),
 * as many words as the list needs: the rules a word opens, the ones a role opens, the text passes a
 * text may hold. The test at each word stays a few `|` and `&` on one or two words, and a rule added
 * to a list never meets a limit (one `number` held 31 rules, and the 32nd was an error).
 */

/** A set of rules of one list, by their place in it (see {@link ruleBits}). */
export type RuleBits = Uint32Array;

/** The 32-bit words a set of `count` rules needs (one at least, so that an empty list reads as one). */
export function bitWords(count: number): number {
  return Math.max(1, (count + 31) >>> 5);
}

/** An empty set of a list of `count` rules. */
export function ruleBits(count: number): RuleBits {
  return new Uint32Array(bitWords(count));
}

/** Adds rule `k` to `bits`. */
export function addRule(bits: RuleBits, k: number): void {
  bits[k >>> 5]! |= 1 << (k & 31);
}

/** True when rule `k` is in `bits`. */
export function hasRule(bits: RuleBits, k: number): boolean {
  return (bits[k >>> 5]! & (1 << (k & 31))) !== 0;
}

/** True when rule `k` is in the set stored from `at` in `flat` (sets of one width laid end to end). */
export function hasRuleAt(flat: RuleBits, at: number, k: number): boolean {
  return (flat[at + (k >>> 5)]! & (1 << (k & 31))) !== 0;
}

/** Adds every rule of `from` to `into` (two sets of one list). */
export function addRules(into: RuleBits, from: RuleBits): void {
  for (let t = 0; t < into.length; t++) into[t]! |= from[t]!;
}

/** True when `bits` holds no rule. */
export function noRule(bits: RuleBits): boolean {
  for (let t = 0; t < bits.length; t++) if (bits[t] !== 0) return false;
  return true;
}

/** Every rule of a list of `count`. */
export function allRules(count: number): RuleBits {
  const bits = ruleBits(count);
  for (let k = 0; k < count; k++) addRule(bits, k);
  return bits;
}
