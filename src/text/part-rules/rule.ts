/**
 * What every rule of a part read apart works on (a postal code, a București sector: parts whose
 * words say what they are wherever they stand), and the shape of such a rule. The rules are in the
 * modules beside this one; `index.ts` lists them (in no order: their weights decide).
 */
import type { PART_WEIGHT } from '../../engines/ranking.js';
import type { Word } from '../address-tokens.js';
import type { AddressReading, WordUse } from '../reading.js';

/** The parts a rule reads into: the reading every reading of the text starts from. */
export type ApartParts = Pick<AddressReading, 'postalCode' | 'sector'>;

/** The text being read, its words, how each word is used so far, and the parts read apart so far. */
export interface PartText {
  readonly text: string;
  readonly words: readonly Word[];
  /** Rules mark the words they read as `part`. */
  readonly used: WordUse[];
  readonly parts: ApartParts;
  /** False in a `locality` field: no street nor house number there. */
  readonly streets: boolean;
}

/**
 * One way a part is written (`400 084`: a postal code in two groups). `read` looks over the text,
 * sets the part when it finds it written so (the first it finds: a part already set is kept) and
 * marks as `part` its words, those of the part's `source` (unused before: a rule reads no used word). What it reads is a proposal: of two rules that find the same part,
 * the surer one's is read (`readApartParts`). Every part read apart is written with digits (a code, a
 * sector's number): a rule finds nothing in a text none of whose unused words starts with a digit,
 * and is not asked there (test/part-rules.test.ts checks each rule).
 */
export interface PartRule {
  /** How sure the rule is of what it finds: the name of its weight in `RankingOptions.parts`. */
  readonly weight: keyof typeof PART_WEIGHT;
  /** The part it reads. */
  readonly part: 'postalCode' | 'sector';
  /** A text it reads, and the part's text it reads there: test/part-rules.test.ts checks each. */
  readonly example: { readonly text: string; readonly reads: string };
  read(c: PartText): void;
}
