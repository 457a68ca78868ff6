/**
 * `Bolda lângă Beltiug`, `sunt în Rediu Aldei lângă Aroneanu`: a village named beside the commune or
 * town it lies by, as people say where they live. The word between the two names is no part of
 * either, and parts them as a comma would; the reader then reads the village and its commune.
 */
import { LANDMARK_LINKS, LANDMARK_WORDS, PLACE_NEAR_WORDS } from '../../shared/vocabulary.js';
import { NOT_HERE, type LeaveOutText, type WordRule } from './rule.js';

/**
 * `lângă` inside a field, between a name's word and another name (not a landmark: `lângă biserică`
 * is a note of its own, `DASHED_NOTE`'s; nor a number, a street's or a place's marker).
 */
export const PLACE_NEAR: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Bolda lângă Beltiug, jud. Satu Mare, nr. 237', leftOut: 'langa' },
  opens: { words: PLACE_NEAR_WORDS },
  at({ words, used }: LeaveOutText, i: number): number {
    const w = words[i]!;
    if (!PLACE_NEAR_WORDS.has(w.folded) || i === 0 || w.breakBefore || used[i - 1]) return NOT_HERE;
    const before = words[i - 1]!.roles;
    const next = words[i + 1];
    if (next === undefined || next.breakBefore || used[i + 1] || before.digitFirst || before.typeWord || before.houseMarker) return NOT_HERE;
    const after = next.roles;
    if (after.digitFirst || after.localityKind !== undefined || after.streetType !== undefined || after.houseMarker || after.countyMarker || LANDMARK_WORDS.has(next.folded) || LANDMARK_LINKS.has(next.folded)) return NOT_HERE;
    used[i] = 'note';
    return i + 1;
  },
};
