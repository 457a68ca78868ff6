/**
 * A county's name written with typing mistakes (`Vrncea`, `Bitrița-Năsăud`): the one matcher of the
 * structured `county` field and of the free-form text after `jud.`.
 */
import { COUNTIES, type County } from '../shared/aliases.js';
import { foldWithoutRomanianLetters, hasDroppableLetter } from '../shared/normalize.js';
import { allowedEdits, editDistance } from './edit-distance.js';

/**
 * The counties by their names' fold without the Romanian letters (`bistria nsud`, `clrai`): an export
 * to plain ASCII that drops those letters loses more than the mistakes a name's length allows
 * (three of `Călărași`), yet the name is no other county's.
 */
const WITHOUT_LETTERS: ReadonlyMap<string, County> = new Map(COUNTIES.filter((c) => hasDroppableLetter(c.name)).map((c) => [foldWithoutRomanianLetters(c.name), c]));

/**
 * The county whose folded name `folded` is fewest typing mistakes from, within the mistakes a
 * name of its length allows (`allowedEdits`), or whose name it is with its Romanian letters
 * dropped (`WITHOUT_LETTERS`); undefined when none is that near. The first of the
 * counties in SIRUTA order wins a tie.
 */
export function mistypedCounty(folded: string): County | undefined {
  const dropped = WITHOUT_LETTERS.get(folded);
  if (dropped !== undefined) return dropped;
  let best: County | undefined;
  let bestDistance = Infinity;
  for (const county of COUNTIES) {
    const max = allowedEdits(county.folded.length);
    // (A length further than the mistakes allowed is no match: most counties are passed at once.)
    if (max === 0 || Math.abs(county.folded.length - folded.length) > max) continue;
    const d = editDistance(folded, county.folded, max);
    if (d <= max && d < bestDistance) {
      bestDistance = d;
      best = county;
    }
  }
  return best;
}
