/**
 * A property listing's words around the place it offers (`Vând apartament 3 camere în Timișoara, …`, `Închiriez
 * garsonieră Iași, Str. …, 1187 lei/lună`, `… 1 pers fizică`): the listing's head (the deal, what is offered, its
 * rooms) and who offers it. None names a place: read as places, `Vand` was Vad, `chirie` Chiriș, `parcare` Răcari,
 * each a village one letter off beating the town the text names; the rooms' number is no house's.
 */
import { LOST_NOTICE_LEADS, LOST_NOTICE_MOST_WORDS, LOST_NOTICE_VERBS, LISTING_DEAL_WORDS, LISTING_LINKS, LISTING_PROPERTY_WORDS, LISTING_QUALITY_WORDS, LISTING_SELLER_PHRASES, QUANTITY_WORDS } from '../../shared/vocabulary.js';
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
  // (Its example counts no rooms: `Vând apartament 3 camere` is LISTING_ROOMS' too.)
  example: { text: 'Vând garsonieră în Brașov, Str. Lungă nr. 5', leftOut: 'vand garsoniera' },
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

/** The words after a dwelling's rooms that say a place follows (`Apartament 3 camere în Timișoara`). */
const ROOMS_PLACE_LINKS: ReadonlySet<string> = new Set(['in', 'la', 'din']);
/** The words that count a dwelling's rooms after a number, anywhere in a text (`2 camere`, `3 cam.`, `1 cameră`). */
const ROOM_COUNT_WORDS: ReadonlySet<string> = new Set(['camere', 'camera', 'cam', 'rooms', 'bedrooms']);
/**
 * The words before a count of rooms that go with it: the dwelling, how it is (`apartament cu`, `casă`, `ap.`) and the
 * deal (`VAND 2 CAMERE`: left alone, `VAND` was the village Vad).
 */
const ROOMED_WORDS: ReadonlySet<string> = new Set([...LISTING_DEAL_WORDS, ...LISTING_PROPERTY_WORDS, ...LISTING_QUALITY_WORDS].filter((w) => w !== 'loc' && w !== 'locuri'));

/**
 * A dwelling and the count of its rooms, anywhere in its field (`Apartament 2 camere, Str. Lungă 5, Brașov`, `…, casă
 * cu 3 camere, …`, `ap. 3 cam decomandat`), as listings, contracts and valuations describe it: the number is a count,
 * no apartment's or house's (read as `ap. 2` before, the house's own number beside it), the words no place's. A
 * number of one or two digits, a room word ({@link ROOM_COUNT_WORDS}) with no number after it in its field (`cam. 4`
 * numbers a room); with the dwelling's and the deal's words right before it ({@link LISTING_PROPERTY_WORDS}, up to
 * three, a link among them) and how it is after it (`decomandat`, `mobilat`), ending its field or before a street's
 * type, a place's marker or link (a name there may be a town's neighbourhood: E86). After a house number's marker
 * (`nr. 2 cam`) it is none.
 */
export const LISTING_ROOMS: WordRule = {
  weight: 'listing',
  kind: 'note',
  example: { text: 'Apartament 2 camere, Str. Lungă nr. 5, Brașov', leftOut: 'apartament 2 camere' },
  opens: { roles: ['digitFirst'] },
  at({ words, used }: LeaveOutText, i: number): number {
    const n = words.length;
    if (used[i] || !/^\d{1,2}$/.test(words[i]!.folded) || i + 1 >= n || used[i + 1] || words[i + 1]!.breakBefore || !ROOM_COUNT_WORDS.has(words[i + 1]!.folded)) return NOT_HERE;
    const after = words[i + 2];
    if (after !== undefined && !after.breakBefore && after.roles.digitFirst) return NOT_HERE;
    const before = i > 0 && !words[i]!.breakBefore && !used[i - 1] ? words[i - 1]! : undefined;
    if (before !== undefined && before.roles.houseMarker && !LISTING_PROPERTY_WORDS.has(before.folded)) return NOT_HERE;
    let from = i;
    while (from > 0 && i - from < 3 && !words[from]!.breakBefore && !used[from - 1] && ROOMED_WORDS.has(words[from - 1]!.folded)) from--;
    // (A link opens the phrase only right before the count: `casă cu 3 camere`, `compusă din 4 camere`.)
    while (from < i - 1 && LISTING_LINKS.has(words[from]!.folded)) from++;
    let end = i + 2;
    while (end < n && !used[end] && !words[end]!.breakBefore && LISTING_QUALITY_WORDS.has(words[end]!.folded) && !LISTING_LINKS.has(words[end]!.folded)) end++;
    // `apartament cu 2 camere nr. 16, Bd. …`: the dwelling is numbered after its rooms, its number no house's: read as before.
    const next = words[end];
    if (next !== undefined && !next.breakBefore && !used[end] && (next.roles.houseMarker || next.roles.digitFirst)) return NOT_HERE;
    // `cu 2 camere și boxă`, `3 camere și dependințe`: another of the dwelling's parts closing the field goes with them.
    if (next !== undefined && !next.breakBefore && next.folded === 'si' && end + 2 <= n && !used[end + 1] && !words[end + 1]!.breakBefore && !words[end + 1]!.roles.digitFirst
      && (end + 2 === n || words[end + 2]!.breakBefore)) end += 2;
    // `Apartament 2 camere Grăjdeni, Aleea …`: a name right after the rooms, in their field, may be the neighbourhood of
    // a town's street, whose village namesake the count left out would let win (E86): read as before. The rooms end
    // their field, or a street's type, a place's marker or link follows them.
    const then = words[end];
    if (then !== undefined && !then.breakBefore && !used[end] && then.roles.streetType === undefined && then.roles.localityKind === undefined
      && !then.roles.countyMarker && !ROOMS_PLACE_LINKS.has(then.folded)) return NOT_HERE;
    mark(used, from, end, 'note');
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

/**
 * A lost-item notice's head opening the text (`S-a pierdut câine negru, zona …`, `Pierdut portofel maro, Str. …`, `Am
 * pierdut cheile, …`): the loss's leads (`LOST_NOTICE_LEADS`), its verb (`LOST_NOTICE_VERBS`) and what was lost, to
 * the field's end (at most `LOST_NOTICE_MOST_WORDS` words after the verb). The address follows in a field of its own;
 * a head that runs on with no break (`Pierdut în Brașov`) is left to the plain reading.
 */
export const LOST_NOTICE_HEAD: WordRule = {
  weight: 'lostNotice',
  kind: 'note',
  example: { text: 'S-a pierdut câine negru, Str. Lungă nr. 5, Brașov', leftOut: 's a pierdut caine negru' },
  opens: { words: LOST_NOTICE_VERBS },
  at({ words, used }: LeaveOutText, i: number): number {
    if (!LOST_NOTICE_VERBS.has(words[i]!.folded)) return NOT_HERE;
    let from = i;
    while (from > 0 && !used[from - 1] && !words[from]!.breakBefore && LOST_NOTICE_LEADS.has(words[from - 1]!.folded)) from--;
    for (let k = 0; k < from; k++) if (!used[k]) return NOT_HERE;
    const end = fieldEnd(words, i);
    if (end >= words.length || end - i - 1 > LOST_NOTICE_MOST_WORDS) return NOT_HERE;
    for (let k = from; k < end; k++) if (used[k]) return NOT_HERE;
    mark(used, from, end, 'note');
    return end;
  },
};
