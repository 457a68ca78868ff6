/**
 * The property the habits' tests share: a town's street written plainly (`Strada X 12, Town`), then wrapped in a habit,
 * must keep the plain text's postal code and house number. Streets whose plain text is itself unsure (`partial`,
 * `ambiguous` or an error) cannot say anything about the habit and are counted apart, so a test can assert that
 * enough were checked.
 */
import fc from 'fast-check';
import type { LoadedIndex } from '../../src/address-index.js';
import { verifiedOrError } from './index.js';
import { plainStreetAddress } from './town-streets.js';

/** A habit around an address written plainly, given the address and its town's name. */
export type StreetHabit = (address: string, town: string) => string;

/** What the property saw: streets checked, streets it could not use, and each habit's text whose answer moved. */
export interface HabitRun {
  checked: number;
  unusable: number;
  failures: string[];
}

/** Runs the property over `streets` (street ids of the index) and `habits`, `numRuns` times from `seed`. */
export function habitsKeepStreetAnswer(index: LoadedIndex, streets: readonly number[], habits: readonly StreetHabit[], params: { numRuns: number; seed: number }): HabitRun {
  const catalog = index.catalog;
  const run: HabitRun = { checked: 0, unusable: 0, failures: [] };
  fc.assert(fc.property(
    fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 1, max: 60 }), fc.nat(habits.length - 1),
    (at, n, h) => {
      const s = streets[at]!;
      const plainText = plainStreetAddress(catalog, s, n);
      const plain = verifiedOrError(index, { freeform: plainText });
      if (typeof plain === 'string' || plain.verdict === 'partial' || plain.verdict === 'ambiguous') {
        run.unusable++;
        return;
      }
      const text = habits[h]!(plainText, catalog.placeName(catalog.streetPlace(s)));
      run.checked++;
      const got = verifiedOrError(index, { freeform: text });
      const answer = typeof got === 'string' ? got : `${got.address.postal_code} ${got.address.house_number}`;
      const want = `${plain.address.postal_code} ${plain.address.house_number}`;
      if (answer !== want) run.failures.push(`${text}: ${answer}, plain ${want}`);
    },
  ), params);
  return run;
}
