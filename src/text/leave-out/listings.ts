/**
 * A property listing's words around the place it offers (`Vând apartament 3 camere în Timișoara, …`, `Închiriez
 * garsonieră Iași, Str. …, 1187 lei/lună`, `… 1 pers fizică`): the listing's head (the deal, what is offered, its
 * rooms) and who offers it. None names a place: read as places, `Vand` was Vad, `chirie` Chiriș, `parcare` Răcari,
 * each a village one letter off beating the town the text names; the rooms' number is no house's.
 */
import { LISTING_DEAL_WORDS, LISTING_LINKS, LISTING_PROPERTY_WORDS, LISTING_QUALITY_WORDS, LISTING_SELLER_PHRASES, QUANTITY_WORDS } from '../../shared/vocabulary.js';
import type { Word } from '../address-tokens.js';
import { countyByName } from '../../shared/aliases.js';
import { fieldEnd, mark, NOT_HERE, type LeaveOutText, type WordRule } from './rule.js';

/** The words a listing's head may start at: a deal's word, or what is offered (`Casă de vânzare`). */
const HEAD_OPENERS: ReadonlySet<string> = new Set([...LISTING_DEAL_WORDS, ...LISTING_PROPERTY_WORDS]);
/** The words that count a listing's rooms after a number (`3 camere`, `2 cam`). */
const ROOM_WORDS: ReadonlySet<string> = new Set([...QUANTITY_WORDS, 'cam']);

/** True when word `k` is one of a listing head's words, in one field with the head so far. */
function headWord(words: readonly Word[], k: number): boolean {
  const w = words[k]!.folded;
  const next = words[k + 1];
  // `loc de parcare`: `loc` alone is a locality's marker (`loc. Brașov`).
  if (w === 'loc' || w === 'locuri') return next !== undefined && !next.breakBefore && next.folded === 'de';
  if (LISTING_LINKS.has(w)) return next !== undefined && !next.breakBefore && (LISTING_DEAL_WORDS.has(next.folded) || LISTING_PROPERTY_WORDS.has(next.folded) || (LISTING_QUALITY_WORDS.has(next.folded) && !LISTING_LINKS.has(next.folded)));
  if (LISTING_DEAL_WORDS.has(w) || LISTING_PROPERTY_WORDS.has(w) || LISTING_QUALITY_WORDS.has(w)) return true;
  // The rooms' count: `3 camere`, `2 cam`.
  return /^\d{1,2}$/.test(w) && next !== undefined && !next.breakBefore && ROOM_WORDS.has(next.folded);
}

/** The words after a listing's head that say a place follows (`în Timișoara`, `la Iași`, `din Cluj`). */
const HEAD_PLACE_LINKS: ReadonlySet<string> = new Set(['in', 'la', 'din']);

/**
 * True when what follows a listing's head ending at word `end` is said to be a place: a link (`în TIMIȘOARA`), a
 * locality kind or county marker (`sat Bețești`), the head's field ending with it (`Loc de parcare … de închiriat,
 * Str. …`), or the place's field followed by its commune or county (`Movilita - com Sageata`, `Bolintin-Vale,
 * Giurgiu`). A name alone between the head and a street (`Inchiriez garsoniera Popești, Strada …`) may be a
 * neighbourhood's, the street another town's: the head is then kept as the plain reading has it.
 */
function placeAfterHead(words: readonly Word[], end: number): boolean {
  const w = words[end]!;
  if (w.breakBefore || HEAD_PLACE_LINKS.has(w.folded) || w.roles.localityKind !== undefined || w.roles.countyMarker) return true;
  const next = fieldEnd(words, end);
  if (next >= words.length) return false;
  const r = words[next]!.roles;
  if (r.localityKind !== undefined || r.countyMarker) return true;
  const to = fieldEnd(words, next);
  return countyByName(words.slice(next, to).map((x) => x.folded).join(' ')) !== undefined;
}

/**
 * A listing's head opening the text (nothing before it but what is left out), to its first word that is none of a
 * head's (`Vând apartament 3 camere | în TIMIȘOARA`, `inchiriez 2 cam | la Iasi`, `Casa de vanzare | Movilita - com
 * …`): it holds a deal's word, and a place follows it ({@link placeAfterHead}). Without a deal's word (`Casa Albă …`,
 * `Garaj 5, …`) it is no head.
 */
export const LISTING_HEAD: WordRule = {
  weight: 'listing',
  kind: 'note',
  example: { text: 'Vând apartament 3 camere în Brașov, Str. Lungă nr. 5', leftOut: 'vand apartament 3 camere' },
  opens: { words: HEAD_OPENERS },
  at({ words, used }: LeaveOutText, i: number): number {
    if (!HEAD_OPENERS.has(words[i]!.folded)) return NOT_HERE;
    for (let k = 0; k < i; k++) if (!used[k]) return NOT_HERE;
    let end = i;
    let deal = false;
    for (; end < words.length && !used[end] && (end === i || !words[end]!.breakBefore) && headWord(words, end); end++) {
      if (LISTING_DEAL_WORDS.has(words[end]!.folded)) deal = true;
    }
    if (!deal || end >= words.length || !placeAfterHead(words, end)) return NOT_HERE;
    mark(used, i, end, 'note');
    return end;
  },
};

/**
 * Who offers a listing (`pers fizică`, `persoană fizică`, `direct proprietar`, `fără comision`): the phrase's words,
 * all in one field. A number before it stays (`Str. Lungă 1 pers fizică`: it may be the house's).
 */
export const LISTING_SELLER: WordRule = {
  weight: 'listing',
  kind: 'note',
  example: { text: 'Str. Lungă nr. 5, Brașov, pers fizica', leftOut: 'pers fizica' },
  opens: { words: [...LISTING_SELLER_PHRASES.keys()] },
  at({ words, used }: LeaveOutText, i: number): number {
    const tails = LISTING_SELLER_PHRASES.get(words[i]!.folded);
    if (tails === undefined) return NOT_HERE;
    for (const tail of tails) {
      const end = i + 1 + tail.length;
      if (end > words.length || tail.length === 0) continue;
      let fits = true;
      for (let t = 0; t < tail.length && fits; t++) fits = !used[i + 1 + t] && !words[i + 1 + t]!.breakBefore && words[i + 1 + t]!.folded === tail[t];
      if (!fits) continue;
      mark(used, i, end, 'note');
      return end;
    }
    return NOT_HERE;
  },
};
