/**
 * `Bolda lângă Beltiug`, `sunt în Rediu Aldei lângă Aroneanu`, `Bolda din Beltiug, jud. Satu Mare, nr. 12`:
 * a village named beside the commune or town it lies by or belongs to, as people say where they live.
 * The word between the two names is no part of either, and parts them as a comma would; the reader
 * then reads the village and its commune.
 */
import { DIRECTION_LEADS, DIRECTION_WORDS, NEIGHBOURHOOD_WORDS, ROAD_POSITION_LEADS, SENT_THING_WORDS, LANDMARK_LINKS, LANDMARK_WORDS, MESSAGE_PROSE_WORDS, NAME_WORDS_AFTER_DIN, MESSAGE_WORDS, PLACE_LIKE_TYPE_WORDS, PLACE_NEAR_WORDS } from '../../shared/vocabulary.js';
import { oneMistakeApart } from '../../matchers/edit-distance.js';
import type { Word } from '../address-tokens.js';
import { plainPlaceWord } from './notes.js';
import { mark, NOT_HERE, phraseAt, type LeaveOutText, type WordRule } from './rule.js';

/**
 * `lângă`/`din` inside a field, between a name's word and another name: not before a landmark
 * (`lângă biserică` is a note of its own, `DASHED_NOTE`'s), a number, a month or a street's or a place's
 * marker; not inside a name (`Păduroiu din Deal`: `NAME_WORDS_AFTER_DIN`; a street's after its type
 * word, `Str. Comuna din Paris`); not after a message's words (`sunt din Constanța`: the message's town).
 */
export const PLACE_NEAR: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Bolda lângă Beltiug, jud. Satu Mare, nr. 237', leftOut: 'langa' },
  opens: { words: PLACE_NEAR_WORDS },
  at({ words, used }: LeaveOutText, i: number): number {
    const w = words[i]!;
    if (!PLACE_NEAR_WORDS.has(w.folded) || i === 0 || w.breakBefore || used[i - 1]) return NOT_HERE;
    const before = words[i - 1]!;
    const next = words[i + 1];
    if (next === undefined || next.breakBefore || used[i + 1] || before.roles.houseMarker) return NOT_HERE;
    if (MESSAGE_PROSE_WORDS.has(before.folded) || MESSAGE_WORDS.has(before.folded)) return NOT_HERE;
    const after = next.roles;
    if (after.digitFirst || after.month || after.localityKind !== undefined || after.streetType !== undefined || after.houseMarker || after.countyMarker
      || LANDMARK_WORDS.has(next.folded) || LANDMARK_LINKS.has(next.folded) || inPlaceName(next.folded, i + 2 >= words.length || words[i + 2]!.breakBefore)) return NOT_HERE;
    // Not inside a street's name: its field holds no street type word (but one that also begins places'
    // names: `Colonia Brazi lângă Brazi`) and no house number, before or after (`Deportații din Bărăgan 88`,
    // `88 Deportații din Bărăgan Street`: a street written without its type word, or with it after).
    let from = i;
    while (from > 0 && !words[from]!.breakBefore && !used[from - 1]) from--;
    for (let k = from; k < words.length && (k <= i + 1 || !words[k]!.breakBefore); k++) {
      if (k === i || used[k]) continue;
      const r = words[k]!.roles;
      // (A number before a month is a name's: `23 August lângă Ocna de Fier`.)
      if ((r.digitFirst && words[k + 1]?.roles.month !== true) || r.numberMarker || ((r.streetType !== undefined || r.typeWord) && !PLACE_LIKE_TYPE_WORDS.has(words[k]!.folded))) return NOT_HERE;
    }
    used[i] = 'note';
    return i + 1;
  },
};

/**
 * A word of a place's name after its `din` (`Păduroiu din Deal`), or, ending its field as those names end,
 * one typing mistake from one (`Moara din Gbroapă`; not `din Valea Lungă`, a commune's name going on).
 */
function inPlaceName(folded: string, endsField: boolean): boolean {
  if (NAME_WORDS_AFTER_DIN.has(folded)) return true;
  if (endsField) for (const w of NAME_WORDS_AFTER_DIN) if (oneMistakeApart(folded, w)) return true;
  return false;
}

/** The most words of the place a direction points to (`spre Valea lui Dan`); more are the address's again. */
const MOST_DIRECTION_NAME_WORDS = 4;

/**
 * `la ieșirea din Fetești spre Slobozia`, `Blaj în direcția Alba Iulia`, `Fieni, către Târgoviște`: a direction
 * word (`DIRECTION_WORDS`, with its lead, `DIRECTION_LEADS`) right after a place's name says where the road
 * goes from it; the place after it (a locality kind, then up to {@link MOST_DIRECTION_NAME_WORDS} words of a
 * name, to a marker, a number, a landmark's or a message's word or the field's end) is no part of the address,
 * and is left out as a `note` with its direction word. Only after a name, written as one (capitalized, or the
 * text is in one case): `suntem pe drum spre Vameșu` (a street type's word before), `Livrare către: Marin
 * Ioana` (a message's word), `Scrisoare către Ion Pop` (a paper sent: `SENT_THING_WORDS`), `Scrisoare medicală către medicul …` (a word written small) keep what follows.
 */
export const DIRECTION_AFTER_PLACE: WordRule = {
  weight: 'direction',
  kind: 'note',
  example: { text: 'Depozit Blaj, în direcția Alba Iulia, jud. Alba', leftOut: 'in directia alba iulia' },
  opens: { words: DIRECTION_WORDS },
  at({ text, words, used }: LeaveOutText, i: number): number {
    const w = words[i]!;
    if (!DIRECTION_WORDS.has(w.folded)) return NOT_HERE;
    let from = i;
    if (!w.breakBefore) {
      for (const lead of DIRECTION_LEADS) {
        const at = i - lead.length;
        if (at < from && at > 0 && phraseAt(words, lead, at) && !words[i]!.breakBefore && !used.slice(at, i).some(Boolean)) from = at;
      }
    }
    if (from === 0 || used[from - 1]) return NOT_HERE;
    const before = words[from - 1]!;
    // (`Scrisoare către Ion Pop`, `Trimis către …`: after a paper sent or a verb of sending, the addressee.)
    if (!plainPlaceWord(before) || MESSAGE_PROSE_WORDS.has(before.folded) || MESSAGE_WORDS.has(before.folded) || LANDMARK_LINKS.has(before.folded)
      || SENT_THING_WORDS.has(before.folded) || !writtenAsName(text, before)) return NOT_HERE;
    const n = words.length;
    let end = i + 1;
    if (end < n && !words[end]!.breakBefore && !used[end] && words[end]!.roles.localityKind !== undefined) end++;
    const name = end;
    while (end < n && end - name < MOST_DIRECTION_NAME_WORDS && !words[end]!.breakBefore && !used[end] && directionNameWord(words[end]!)) end++;
    if (end === name) return NOT_HERE;
    mark(used, from, end, 'note');
    return end;
  },
};

/** The first words of {@link ROAD_POSITION_LEADS}. */
const ROAD_POSITION_STARTS: ReadonlySet<string> = new Set(ROAD_POSITION_LEADS.map((l) => l[0]!));

/**
 * `la ieșirea din Fetești spre Slobozia`, `la intrarea în Cristian dinspre Sibiu`, `înainte de Sânpetru, jud. Brașov`:
 * where on the road by a place (`ROAD_POSITION_LEADS`), opening its field right before the place's name (a place's
 * word written as a name, capitalized or in a text of one case), is no part of the address: left out as a `note`
 * (it was left unexplained, and `intrarea` read as a street's type). Also before a locality's kind word and the name
 * (`la intrarea în satul Ulea, com. Bogdănești`: the kind word marks the name whatever its case). Not before another
 * marker, a number or a landmark (`la intrarea din curte` is a note of its own).
 */
export const ROAD_POSITION_BEFORE_PLACE: WordRule = {
  weight: 'roadPosition',
  kind: 'note',
  example: { text: 'la ieșirea din Fetești, jud. Ialomița', leftOut: 'la iesirea din' },
  opens: { words: ROAD_POSITION_STARTS },
  at({ text, words, used }: LeaveOutText, i: number): number {
    if (!ROAD_POSITION_STARTS.has(words[i]!.folded) || (i > 0 && !words[i]!.breakBefore && !used[i - 1])) return NOT_HERE;
    for (const lead of ROAD_POSITION_LEADS) {
      if (!phraseAt(words, lead, i)) continue;
      const end = i + lead.length;
      let joined = true;
      for (let k = i + 1; k <= end && joined; k++) joined = k < words.length && !words[k]!.breakBefore && !used[k];
      // (`la intrarea în satul Ulea, com. …`, `la ieșirea din orașul X`: a locality's kind word may stand between the lead
      // and the name; it stays, to be read with the name, and `intrarea` is no street's type before it.)
      const kind = words[end];
      const named = kind !== undefined && kind.roles.localityKind !== undefined && !used[end] && end + 1 < words.length && !words[end + 1]!.breakBefore ? end + 1 : end;
      const place = words[named];
      if (!joined || place === undefined || !plainPlaceWord(place) || LANDMARK_WORDS.has(place.folded) || LANDMARK_LINKS.has(place.folded)
        || (named === end && !writtenAsName(text, place))) continue;
      mark(used, i, end, 'note');
      return end;
    }
    return NOT_HERE;
  },
};

/**
 * A word of the name a direction points to: a place's word (or a type word that begins places' names too,
 * `spre Curtea de Argeș`, `Câmp-Moți`: `PLACE_LIKE_TYPE_WORDS`), not a landmark's, a message's or a link to another place.
 */
function directionNameWord(w: Word): boolean {
  if (PLACE_LIKE_TYPE_WORDS.has(w.folded)) return true;
  return plainPlaceWord(w) && !LANDMARK_WORDS.has(w.folded) && !MESSAGE_WORDS.has(w.folded) && !MESSAGE_PROSE_WORDS.has(w.folded) && !PLACE_NEAR_WORDS.has(w.folded)
    && !DIRECTION_WORDS.has(w.folded) && w.folded !== 'la' && w.folded !== 'pe';
}

/** A capital letter; a small one. */
const CAPITAL = /\p{Lu}/u;
const SMALL = /\p{Ll}/u;

/** True when word `w` is written as a name: capitalized, or in a text written in one case (`fetesti spre slobozia`, `FETESTI SPRE SLOBOZIA`). */
function writtenAsName(text: string, w: Word): boolean {
  return CAPITAL.test(text[w.start]!) || !CAPITAL.test(text) || !SMALL.test(text);
}

/**
 * `zona Bulevardul Eroilor Nr. 17, Brașov`, `cartier Str. Observatorului 5`: a neighbourhood's word (`NEIGHBOURHOOD_WORDS`)
 * opening the text or a field right before a street's type word and its name says the street's zone and names no
 * place (the street's run opens after it, runs.ts). Left out as a note; left unexplained, it was read as a village
 * one letter off (`zona` Șona, `cart` Cârț), which beat the town written after the street. Also before a type word
 * that begins places' names (`zona Calea Ialomiței`, `cart. Colonia Bolnovăț`): the reader still reads such a name as a
 * village where the index has no street of it. Not before another neighbourhood's word (`cartier Cartierul …`), nor
 * after a street's type word (the zone after the address's street).
 */
export const NEIGHBOURHOOD_BEFORE_STREET: WordRule = {
  weight: 'neighbourhoodWord',
  kind: 'note',
  example: { text: 'zona Bulevardul Eroilor Nr. 17, Brașov', leftOut: 'zona' },
  opens: { words: NEIGHBOURHOOD_WORDS },
  at({ words, used }: LeaveOutText, i: number): number {
    const w = words[i]!;
    if (!NEIGHBOURHOOD_WORDS.has(w.folded) || !(i === 0 || w.breakBefore || used[i - 1])) return NOT_HERE;
    const next = words[i + 1];
    const type = next?.roles.streetType;
    if (next === undefined || type === undefined || next.breakBefore || used[i + 1] || NEIGHBOURHOOD_WORDS.has(next.folded)) return NOT_HERE;
    // Not after a street already written: the zone of an address named then (`Calea Galați nr. 7, zona Piața Mare`) is
    // a neighbourhood's name, read as one (a square's, a street's), not a second street.
    for (let k = 0; k < i; k++) if (!used[k] && words[k]!.roles.streetType !== undefined) return NOT_HERE;
    // The street's name after its type word, in the same field.
    const name = words[i + 1 + type.length];
    if (name === undefined || name.breakBefore || used[i + 1 + type.length]) return NOT_HERE;
    used[i] = 'note';
    return i + 1;
  },
};
