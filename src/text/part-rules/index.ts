/**
 * The parts of an address read apart, before its runs are labelled: the postal code and București's
 * sector written without its word, each by the rules of its module, each rule with its weight in
 * the ranking table (`RankingOptions.parts`). (The sector with its word, the county with its marker
 * and the locality kinds are read with the locality's markers, `shared/aliases.ts`; the house number
 * by `house-reader.ts`.) A new way of writing one of these parts is a rule added to its module and to
 * the list, with its weight.
 */
import { PART_WEIGHT, type WeightTable } from '../../engines/ranking.js';
import { SIX_DIGITS, TWO_GROUPS, WITHOUT_LEADING_ZERO } from './postal-codes.js';
import type { ApartParts, PartRule, PartText } from './rule.js';
import { AFTER_BUCHAREST, LETTER_AND_NUMBER } from './sectors.js';

export type { ApartParts, PartRule, PartText } from './rule.js';

/**
 * The rules. Their order changes nothing read (where two find the same part, the surer one's is
 * read); listed surest first, they spare work: a rule less sure than a part found is not asked.
 */
export const PART_RULES: readonly PartRule[] = [SIX_DIGITS, TWO_GROUPS, WITHOUT_LEADING_ZERO, AFTER_BUCHAREST, LETTER_AND_NUMBER];

/** The parts read apart: one of each at most, so at most this many are taken. */
const APART_PARTS = 2;

/**
 * Reads the parts of {@link PART_RULES} (or `rules`: tests drop one or shuffle them) into `c.parts`,
 * marking their words used. Each rule proposes the part it finds, reading what is decided so far
 * (each on a copy); the surest proposal is taken (its weight, from `weights`; then the first in the
 * text), and the rules of the parts not yet read look again: `400 084` is not read from `nr. 400
 * 084, 500035` (six digits are surer), and `…, B5 010101` reads the sector once the code is read.
 */
export function readApartParts(c: PartText, rules: readonly PartRule[] = PART_RULES, weights: WeightTable<typeof PART_WEIGHT> = PART_WEIGHT): void {
  const { text, words, used, streets } = c;
  // No unused word starts with a digit (a locality's field, most often): no rule can find its part.
  if (!hasUnusedDigitWord(words, used)) return;
  for (let step = 0; step < APART_PARTS; step++) {
    let best: PartRule | undefined;
    let bestParts: ApartParts = {};
    let bestAt = 0;
    // The surest weight found so far of each part: a rule less sure cannot win its part, and is not asked.
    let surestCode = -1;
    let surestSector = -1;
    for (const rule of rules) {
      if (c.parts[rule.part] !== undefined || weights[rule.weight] < (rule.part === 'postalCode' ? surestCode : surestSector)) continue;
      // A rule marks only the words of the part it finds, all unused before: unmarked after, a proposal.
      const parts: ApartParts = {};
      rule.read({ text, words, used, parts, streets });
      const found = parts[rule.part];
      if (found === undefined) continue;
      for (const w of found.source ?? []) used[words.indexOf(w)] = false;
      const at = found.source?.[0]?.start ?? 0;
      const weight = weights[rule.weight];
      if (rule.part === 'postalCode') surestCode = Math.max(surestCode, weight);
      else surestSector = Math.max(surestSector, weight);
      if (best === undefined || weight > weights[best.weight] || (weight === weights[best.weight] && at < bestAt)) {
        best = rule;
        bestParts = parts;
        bestAt = at;
      }
    }
    if (best === undefined) return;
    if (best.part === 'postalCode') c.parts.postalCode = bestParts.postalCode;
    else c.parts.sector = bestParts.sector;
    for (const w of bestParts[best.part]?.source ?? []) used[words.indexOf(w)] = 'part';
  }
}

/** True when a word not used yet starts with a digit (see `PartRule`). */
function hasUnusedDigitWord(words: PartText['words'], used: PartText['used']): boolean {
  for (let i = 0; i < words.length; i++) if (!used[i] && words[i]!.roles.digitFirst) return true;
  return false;
}
