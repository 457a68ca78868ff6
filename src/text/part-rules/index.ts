/**
 * The parts of an address read apart, before its runs are labelled: the postal code and București's
 * sector written without its word, each by the rules of its module, in the order of
 * {@link PART_RULES}. (The sector with its word, the county with its marker and the locality kinds
 * are read with the locality's markers, `shared/aliases.ts`; the house number by `house-reader.ts`.)
 * A new way of writing one of these parts is a rule added to its module and to the list.
 */
import { SIX_DIGITS, TWO_GROUPS, WITHOUT_LEADING_ZERO } from './postal-codes.js';
import type { PartRule, PartText } from './rule.js';
import { AFTER_BUCHAREST, LETTER_AND_NUMBER } from './sectors.js';

export type { ApartParts, PartRule, PartText } from './rule.js';

/**
 * The rules, in the order they read: a part found by one is kept. Six digits before two groups of
 * three (`400 084` is never taken from `nr. 400 084, 500035`), and both before five digits that may
 * be a code without its zero (a six-digit code written is the code); a sector's bare number after
 * București before its letter form.
 */
export const PART_RULES: readonly PartRule[] = [SIX_DIGITS, TWO_GROUPS, WITHOUT_LEADING_ZERO, AFTER_BUCHAREST, LETTER_AND_NUMBER];

/** Reads the parts of {@link PART_RULES} (or `rules`: tests drop one) into `c.parts`, marking their words used. */
export function readApartParts(c: PartText, rules: readonly PartRule[] = PART_RULES): void {
  for (const rule of rules) rule.read(c);
}
