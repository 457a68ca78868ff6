/**
 * A ride's pick-up said before its place: the words a booking, a route sheet or a dispatcher writes for "pick up at"
 * (issue 24, shapes117).
 */
import { LONGEST_PICKUP_OBJECT, PICKUP_LETTER, PICKUP_LINKS, PICKUP_OBJECT_WORDS, PICKUP_WORDS, TRIP_WORDS } from '../../shared/vocabulary.js';
import { opensField } from '../runs.js';
import { colonAfterWord, NOT_HERE, phraseAt, type LeaveOutText, type WordRule } from './rule.js';

/**
 * A pick-up's word opening its field before the place (`loc 11 / Rusu Sorin / îmbarcare Chioibășești, Ciocile, Brăila`,
 * `preluare de la Gara de Nord`), a trip's word with `din`/`de la`/`from` after it (`Transfer from Deja, Salatig comm.,
 * SJ`), or a dispatcher's `P:` (`P: Bizamului 27 / TL Tulcea`): left out as a label, with its link. Read as a word of the
 * place, the pick-up made the village's field a name no place has, and the commune after it was answered. A place's
 * word must follow in the same field (`preluare 14:20` is no pick-up's label); a pick-up's word with its own colon is a
 * label's already (`Preluare: …`).
 */
export const PICKUP_LEAD: WordRule = {
  weight: 'pickupLead',
  kind: 'label',
  example: { text: 'loc 11 / Rusu Sorin / îmbarcare Chioibășești, Ciocile, Brăila', leftOut: 'imbarcare' },
  opens: { words: [...PICKUP_WORDS, ...TRIP_WORDS, PICKUP_LETTER] },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const word = words[i]!.folded;
    if (!opensField(words, used, i)) return NOT_HERE;
    let k = i + 1;
    if (word === PICKUP_LETTER) {
      if (!colonAfterWord(c, i)) return NOT_HERE;
    } else {
      const trip = TRIP_WORDS.has(word);
      if ((!trip && !PICKUP_WORDS.has(word)) || colonAfterWord(c, i)) return NOT_HERE;
      // `ridicare defunct azi din str. …`: what is picked up and when, before the link (`PICKUP_OBJECT_WORDS`; with a link only).
      let objects = 0;
      if (!trip) while (objects < LONGEST_PICKUP_OBJECT && k + objects < words.length && !used[k + objects] && PICKUP_OBJECT_WORDS.has(words[k + objects]!.folded)) objects++;
      const link = PICKUP_LINKS.find((p) => phraseAt(words, p, k + objects) && !used[k + objects]);
      if (link !== undefined) k += objects + link.length;
      else if (trip || objects > 0) return NOT_HERE;
      for (let m = i + 1; m < k; m++) if (words[m]!.breakBefore) return NOT_HERE;
      if (k < words.length && words[k]!.breakBefore) return NOT_HERE;
    }
    const place = words[k];
    if (place === undefined || used[k] || place.roles.digitFirst) return NOT_HERE;
    for (let m = i; m < k; m++) used[m] = 'label';
    return k;
  },
};
