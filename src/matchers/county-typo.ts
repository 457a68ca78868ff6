/**
 * A county's name written with typing mistakes (`Vrncea`, `Bitrița-Năsăud`): the one matcher of the
 * structured `county` field and of the free-form text after `jud.`.
 */
import { COUNTIES, type County } from '../shared/aliases.js';
import { allowedEdits, editDistance } from './edit-distance.js';

/**
 * The county whose folded name `folded` is fewest typing mistakes from, within the mistakes a
 * name of its length allows (`allowedEdits`); undefined when none is that near. The first of the
 * counties in SIRUTA order wins a tie.
 */
export function mistypedCounty(folded: string): County | undefined {
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
