/**
 * Notes written into an address: in parentheses (`(sediul social)`), a clerk's (`FN`, `nr. adm.
 * 45`, `loc de muncă: …`), after a dash (`București - fost sediu`), about the building (`parter`,
 * `interfon 12`, `casa 2` after the house number), a workplace's (`punct de lucru`), a count of pieces (`2 buc`).
 */
import {
  BUILDING_WORDS_AFTER_VALUE, HIRING_VERBS, JOB_TITLE_MOST_WORDS,
  CORNER_PHRASES, DOMICILE_LABELS, FLOOR_BEFORE_WORD, FLOOR_WORDS_AFTER_ORDINAL, FLOOR_WORDS_BEFORE, GENITIVE_PLACE_WORDS, GOODS_LABELS, HOUSE_KEYWORDS, LABEL_QUALIFIERS, LAND_AREA_WORDS, LANDMARK_LINKS, LANDMARK_NOTE_LEADS, LANDMARK_PHRASES, LANDMARK_WORDS, NAMED_LANDMARK_WORDS, LOCALITY_KIND_QUALIFIERS, NO_NUMBER_FORMS, NOTE_STARTS_OPENING_NAMES,
  COUNTED_THING_ONE, COUNTED_THING_WORDS, GOODS_LEADS, GOODS_LINKS, GOODS_UNITS, GOODS_UNITS_NEEDING_GOODS, GOODS_WORDS, TRIP_MEASURE_WORDS, NUMBER_QUALIFIERS, NUMBERED_THING_WORDS, OLD_NUMBER_WORDS, OTHER_PLACE_LABELS, QUANTITY_WORDS, SCHOOL_CLASS_WORDS, VEHICLE_WORDS,
  RESIDENTIAL_COMPLEX_HEADS, ROAD_CLASSES, ROAD_NUMBER, SITE_HEADS, SITE_KINDS, WORK_LOG_OBJECTS, WORK_LOG_STATUS_WORDS, WORK_LOG_TAIL_WORDS, WORK_LOG_VERBS, WORKPLACE_KINDS, WORKPLACE_WORDS,
  LINKED_PLACE_NAME_WORDS, MESSAGE_WORDS, PLACE_NEAR_WORDS, NUMBERED_LANDMARK_WORDS, PAYMENT_PURPOSE_AFTER_SUM, PAYMENT_PURPOSE_WORDS, SEAT_WORDS, GRAVE_PLOT_PHRASES, FLORAL_TRIBUTE_WORDS, FLORAL_TRIBUTE_LINKS, NAME_QUOTES_OPEN, NAME_QUOTES_CLOSE, SUBSCRIPTION_WORDS, SPORT_CATEGORY_CODE, SPORT_CATEGORY_LABELS, SERVED_STREETS_HEADS, SERVED_STREETS_LABELS, SERVED_STREETS_SCOPE,
} from '../../shared/vocabulary.js';
import { countyByCode, countyOfFoldedWords, mayEndCounty } from '../../shared/aliases.js';
import { playsNoRole, type Word } from '../address-tokens.js';
import type { WordUse } from '../reading.js';
import { closesField, opensField, opensSegment } from '../runs.js';
import { personFieldEnd } from '../message-reader.js';
import { colonAfterWord, fieldEnd, mark, NOT_HERE, phraseAt, textAfter, type LeaveOutText, type TextPass, type WordRule } from './rule.js';
import { headsOrganisation } from './organisations.js';
import { plainWord } from './labels.js';

/**
 * A note in parentheses (`(sediu social)`, `(fost Str. X)`): from a word of a note or a label
 * opening them; other parentheses may be part of an official name (`Bulevardul Unirii (Micro 3)`)
 * and are read. A form's ending in parentheses glued to its word (`domiciliat(ă)`, `elev(a)`) too.
 */
export const PARENTHESIZED_NOTES: TextPass = {
  weight: 'parenthesized',
  name: 'parentheses',
  // Without a bracket there is nothing in one: most texts are passed without the walk over their characters.
  hint: /[([]/,
  run({ text, words, used }: LeaveOutText): void {
    let depth = 0;
    let at = 0;
    let dropping = false;
    let as: WordUse = 'note';
    for (let i = 0; i < words.length; i++) {
      let opened = false;
      for (; at < words[i]!.start; at++) {
        const ch = text[at];
        if (ch === '(' || ch === '[') {
          depth++;
          opened = true;
        } else if ((ch === ')' || ch === ']') && depth > 0) depth--;
      }
      if (depth === 0) dropping = false;
      else if (opened) {
        // `Strada Lacului 2 (Grădinița nr. 4) - …`: an institution's name in brackets after the house number is the
        // institution's, its own number no house's (issue 24, shapes85). (After a street's name, a bracket may hold its
        // other name: `Unității (Consiliul Europei) u. 85`.)
        as = i > 0 && words[i - 1]!.roles.digitFirst && headsOrganisation(words, i) ? 'organisation' : 'note';
        // An athlete's category code alone in its brackets (`Andrei (M35):`, `(U12)`) is a list's note (issue 24, shapes100).
        // A count of a trip's passengers or luggage opening its brackets (`(4 pers.)`, `(2 bagaje)`: issue 24, shapes107).
        dropping = as === 'organisation' || words[i]!.roles.parenthesizedNote || words[i]!.roles.label
          || (SPORT_CATEGORY_CODE.test(words[i]!.folded) && (text[words[i]!.end] === ')' || text[words[i]!.end] === ']'))
          || (/^\d{1,3}$/.test(words[i]!.folded) && i + 1 < words.length && !words[i + 1]!.breakBefore && TRIP_MEASURE_WORDS.has(words[i + 1]!.folded));
      }
      if (dropping) used[i] = as;
      // A county's code glued in its brackets (`Zănoaga(PH)`, as a spreadsheet joins its columns) is no form's ending.
      if (opened && i > 0 && words[i]!.folded.length <= 2 && words[i - 1]!.end === words[i]!.start - 1 && text[words[i]!.end] === ')' && countyByCode(words[i]!.folded) === undefined) used[i] = 'note';
    }
  },
};

/**
 * In a structured street field, brackets right after the house number (`strada Iasomiei 45 (poarta
 * verde)`, `Str. Lungă nr. 4 (casa cu etaj)`): the street's name came before its number, so what they
 * hold is a note whatever its first word, unless a marker in them names a part of the address
 * (`(com. Țifești)`, `(bl. 3)`, `(jud. Vrancea)`, `(Sector 2)`). Only in that field (`STREET_FIELD_RULES`):
 * in free-form text a place may follow a number in brackets (`Str. Lungă 5 (Brașov)`).
 */
export const BRACKETS_AFTER_NUMBER: TextPass = {
  weight: 'parenthesized',
  name: 'brackets after the number',
  hint: /\d[^([]*[([]/,
  run({ text, words, used }: LeaveOutText): void {
    let w = 0;
    for (let at = 0; at < text.length; at++) {
      const ch = text[at];
      if (ch !== '(' && ch !== '[') continue;
      while (w < words.length && words[w]!.start < at) w++;
      if (w === 0 || w >= words.length || !words[w - 1]!.roles.digitFirst || used[w - 1] !== false) continue;
      const close = text.indexOf(ch === '(' ? ')' : ']', at + 1);
      const stop = close < 0 ? text.length : close;
      let end = w;
      while (end < words.length && words[end]!.start < stop) end++;
      let part = false;
      for (let k = w; k < end && !part; k++) part = used[k] !== false || marksAddressPart(words, k, end);
      if (end > w && !part) mark(used, w, end, 'note');
    }
  },
};

/**
 * True when word `k` (of the words before `end`) marks a part of the address: a locality kind, a county
 * or sector marker, a postal code's word, or a house or building marker before its value (`bl. 3`, `ap.
 * 4`; `casa cu etaj` names no floor).
 */
function marksAddressPart(words: readonly Word[], k: number, end: number): boolean {
  const r = words[k]!.roles;
  if (r.localityKind !== undefined || r.countyMarker || r.sectorWord || r.postalWord) return true;
  const value = k + 1 < end ? words[k + 1] : undefined;
  return (r.houseMarker || r.numberMarker || r.detailMarker) && value !== undefined && (value.roles.digitFirst || value.folded.length <= 2);
}

/** Words that may open a clerk's note (besides a number marker). */
const CLERK_NOTE_WORDS: ReadonlySet<string> = new Set([
  ...NO_NUMBER_FORMS.map((f) => f[0]!), ...OTHER_PLACE_LABELS.map((p) => p[0]!), ...LAND_AREA_WORDS, ...NUMBER_QUALIFIERS, ...OLD_NUMBER_WORDS, ...RESIDENTIAL_COMPLEX_HEADS, ...LOCALITY_KIND_QUALIFIERS, ...GOODS_LABELS,
]);

/**
 * A clerk's note:
 * - `sat Uiasca FN`, `Cotuș s/n`, `fără număr`: the house has no number, the field is empty;
 * - `apartamentul nr. 12`, `ap. nr. 3`: the `nr.` numbers a building detail, not the house;
 * - `loc de muncă: Râmnicu Sărat`, `Locul nașterii: Focșani`: a field about another place, to its end;
 * - `- Produs: bitum rutier 50/70`, `Marfă: ciment`: a field about the goods, opened by its label before a colon, to its end;
 * - `teren intravilan`, `în intravilanul satului Horpaz`: where land lies, not a place's name;
 * - `nr. adm. 45`: a word that says which number it is (the value follows it);
 * - `Ansamblul rezidențial Luna, Str. Lungă nr. 120`: a residential complex's name, to the end of its field;
 * - `Localitatea componentă Cisnădioara`: a word that only qualifies the locality kind word.
 */
export const CLERK_NOTE: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'sat Uiasca FN, com. Cordun, jud. Neamț', leftOut: 'fn' },
  opens: { roles: ['numberMarker'], words: CLERK_NOTE_WORDS },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    if (!words[i]!.roles.numberMarker && !CLERK_NOTE_WORDS.has(words[i]!.folded)) return NOT_HERE;
    const end = clerkNoteEnd(c, i);
    if (end === i) return NOT_HERE;
    mark(used, i, end, 'note');
    return end;
  },
};

/** The first words of the no-number forms (`fn`, `f`, `s`, `fara`). */
const NO_NUMBER_OPENERS: ReadonlySet<string> = new Set(NO_NUMBER_FORMS.map((f) => f[0]!));

/**
 * In a structured street field, a no-number form closing the field (`Sat Ogrezea FN`, `Sat Hanu Conachi fără
 * număr`, `Str. Lungă f.n.`): the house has no number, no word of the street's or the village's name. The field's
 * own rule (`STREET_FIELD_RULES`), the part of {@link CLERK_NOTE} that a street field may hold: with the form left in,
 * a village written there with it (`FN` read as a word of its name) was not found and its commune's seat was answered.
 */
export const NO_NUMBER_NOTE: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Sat Ogrezea FN', leftOut: 'fn' },
  opens: { words: NO_NUMBER_OPENERS },
  at(c: LeaveOutText, i: number): number {
    if (!NO_NUMBER_OPENERS.has(c.words[i]!.folded)) return NOT_HERE;
    const end = noNumberEnd(c, i);
    if (end === i) return NOT_HERE;
    mark(c.used, i, end, 'note');
    return end;
  },
};

/**
 * A seat's number (`…, seria B, loc 36 - expediere prin poștă: …`, `rând 5, locul 12, Str. …`): `loc` (`SEAT_WORDS`, also
 * the locality's marker) before a bare number that ends its field (or has only words left out after it), or is followed by a dash or a colon, is a seat: no
 * locality is named by a number alone (the villages named by a date go on in a word: `loc. 1 Decembrie`, `23 August`).
 */
export const SEAT_NUMBER: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Abonament seria B, loc 36 - Str. Lungă 5, Brașov', leftOut: 'loc 36' },
  opens: { words: SEAT_WORDS },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const seat = words[i + 1];
    if (!SEAT_WORDS.has(words[i]!.folded) || seat === undefined || seat.breakBefore || !SEAT_VALUE.test(seat.folded)) return NOT_HERE;
    const next = words[i + 2];
    // (Every word after it left out ends its field too: a courtesy with no mark before it, `loc 25 Mulțumesc!`.)
    if (next !== undefined && !next.breakBefore && !AFTER_SEAT.test(textAfter(c, i + 1)) && !closesField(words, used, i + 1)) return NOT_HERE;
    mark(used, i, i + 2, 'note');
    return i + 2;
  },
};
/** The most words of a ribbon's quoted text (`"Cu drag, colegii"`, `„Odihnă veșnică, dragă mamă”`). */
const LONGEST_RIBBON_TEXT = 12;
/** The most link words between a floral tribute's word and its quote (`cu panglică`, `mesajul`). */
const LONGEST_RIBBON_LINK = 2;

/**
 * A floral tribute and the text on its ribbon (`Coroană "Cu drag, colegii" - livrare …, adresa: …`, `Jerbă cu panglică
 * „Odihnă veșnică”`): the tribute's word (`FLORAL_TRIBUTE_WORDS`), maybe its links (`FLORAL_TRIBUTE_LINKS`), then a
 * quoted text, across the commas in it, to its closing mark: a note. The quoted words named places (`Cu`, `Drag`) and
 * were read as the address's first runs (issue 24, fix135). Without a quote after it, `Coroana` is a village.
 */
export const RIBBON_TEXT: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Coroană "Cu drag, colegii" - Str. Lungă 5, Brașov', leftOut: 'coroana cu drag colegii' },
  opens: { words: FLORAL_TRIBUTE_WORDS },
  at({ text, words, used }: LeaveOutText, i: number): number {
    if (used[i] || !FLORAL_TRIBUTE_WORDS.has(words[i]!.folded)) return NOT_HERE;
    let k = i + 1;
    while (k < words.length && k - i - 1 < LONGEST_RIBBON_LINK && !words[k]!.breakBefore && FLORAL_TRIBUTE_LINKS.has(words[k]!.folded)
      && !NAME_QUOTES_OPEN.includes(text[words[k]!.start - 1] ?? '')) k++;
    if (k >= words.length || used[k]) return NOT_HERE;
    const opening = text.slice(words[k - 1]!.end, words[k]!.start).trim();
    if (opening === '' || !NAME_QUOTES_OPEN.includes(opening[opening.length - 1]!)) return NOT_HERE;
    for (let q = k; q < words.length && q - k < LONGEST_RIBBON_TEXT; q++) {
      if (used[q]) return NOT_HERE;
      if (!NAME_QUOTES_CLOSE.includes(text[words[q]!.end] ?? '')) continue;
      mark(used, i, q + 1, 'note');
      return q + 1;
    }
    return NOT_HERE;
  },
};

/** The first words of a grave's plot (`loc`, `locul`). */
const GRAVE_PLOT_OPENERS: ReadonlySet<string> = new Set(GRAVE_PLOT_PHRASES.map((p) => p[0]!));

/**
 * A grave's plot (`GRAVE_PLOT_PHRASES`: `taxă concesiune loc de veci (2 locuri), 300 lei, titular …, dom. …`, `locul de
 * veci nr. 115, Lenauheim nr. 102`), with its number when one follows it (`nr. 115`, `115`) in its field: a note, no
 * place. Its `loc` was read as the locality's marker and `de veci` as a village's name (Răcari, one letter off; issue 24,
 * fix135).
 */
export const GRAVE_PLOT: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Concesiune loc de veci nr. 115, Str. Lungă 5, Brașov', leftOut: 'loc de veci nr 115' },
  opens: { words: GRAVE_PLOT_OPENERS },
  at({ words, used }: LeaveOutText, i: number): number {
    const phrase = GRAVE_PLOT_PHRASES.find((p) => phraseAt(words, p, i));
    if (phrase === undefined) return NOT_HERE;
    let end = i + phrase.length;
    for (let k = i; k < end; k++) if (used[k]) return NOT_HERE;
    // (Its number: `nr. 115`, `115`, in its field.)
    const marked = end < words.length && !words[end]!.breakBefore && words[end]!.roles.numberMarker ? end + 1 : end;
    if (marked < words.length && !words[marked]!.breakBefore && SEAT_VALUE.test(words[marked]!.folded) && !used[marked]) end = marked + 1;
    mark(used, i, end, 'note');
    return end;
  },
};
/** A seat's number: a few digits, no letter (`36`, `281`). */
const SEAT_VALUE = /^\d{1,4}$/;
/** What ends a seat's number before a word in its field: a spaced dash or a colon. */
const AFTER_SEAT = /^\s*(?:[-–]\s|:)/;

/**
 * An athlete's category with its label, opening its field (`Cat. M45 - Andrei Pop - str. Lungă 5, Arad`, `categoria F40,
 * …`): the label (`SPORT_CATEGORY_LABELS`) and the category's code (`SPORT_CATEGORY_CODE`) are a note, no place (issue 24,
 * shapes102; the code in brackets after a name is read with the parenthesized notes).
 */
export const SPORT_CATEGORY: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Cat. M45 - Andrei Pop - str. Lungă 5, Brașov', leftOut: 'cat m45' },
  opens: { words: SPORT_CATEGORY_LABELS },
  at({ words, used }: LeaveOutText, i: number): number {
    const code = words[i + 1];
    if (!SPORT_CATEGORY_LABELS.has(words[i]!.folded) || code === undefined || code.breakBefore || !SPORT_CATEGORY_CODE.test(code.folded)) return NOT_HERE;
    if (!opensField(words, used, i)) return NOT_HERE;
    mark(used, i, i + 2, 'note');
    return i + 2;
  },
};

/**
 * `Vasile Cristian, cls. 11C, Șos. Alexandria 155, …`, `Pop Ana, clasa a XI-a B, Str. Lungă 5`: a pupil's class in a
 * field of its own (`SCHOOL_CLASS_WORDS`, then one to four words of the class's number and letter: `11C`, `XI`, `a`,
 * `B`), left out whole: its `11C` is no house number and its `cls` no village.
 */
export const SCHOOL_CLASS: WordRule = {
  weight: 'schoolClass',
  kind: 'note',
  example: { text: 'Pop Ana, cls. 7B, Str. Lungă 5, Brașov', leftOut: 'cls 7b' },
  opens: { words: SCHOOL_CLASS_WORDS },
  at({ words, used }: LeaveOutText, i: number): number {
    if (!SCHOOL_CLASS_WORDS.has(words[i]!.folded) || !opensField(words, used, i)) return NOT_HERE;
    const end = fieldEnd(words, i);
    if (end === i + 1 || end - i - 1 > CLASS_VALUE_WORDS) return NOT_HERE;
    for (let k = i + 1; k < end; k++) if (!CLASS_VALUE.test(words[k]!.folded)) return NOT_HERE;
    mark(used, i, end, 'note');
    return end;
  },
};
/** The most words of a class's value (`a XI-a B`: `a`, `xi`, `a`, `b`). */
const CLASS_VALUE_WORDS = 4;
/** One word of a class's value: its number, arabic with or without its letter (`11`, `11c`) or roman (`xi`), or a letter (`b`, the ordinal's `a`). */
const CLASS_VALUE = /^(?:\d{1,2}[a-z]?|[ivx]{1,4}|[a-z])$/;

/** The end (exclusive) of the clerk's note that word `i` opens, `i` when it opens none. */
function clerkNoteEnd(c: LeaveOutText, i: number): number {
  const { words, used } = c;
  const word = words[i]!;
  const w = word.folded;
  if (word.roles.numberMarker) {
    if (i > 0 && !word.breakBefore && !used[i - 1] && words[i - 1]!.roles.detailMarker) return i + 1;
    // `nr. 12 (nr. vechi 7)`: the marker of a renumbered house's former number.
    return words[i + 1] !== undefined && !words[i + 1]!.breakBefore && OLD_NUMBER_WORDS.has(words[i + 1]!.folded) ? oldNumberEnd(c, i, i + 2) : i;
  }
  if (OLD_NUMBER_WORDS.has(w)) {
    const from = words[i + 1]?.roles.numberMarker && !words[i + 1]!.breakBefore ? i + 2 : i + 1;
    const end = oldNumberEnd(c, i, from);
    if (end > i) return end;
  }
  const noNumber = noNumberEnd(c, i);
  if (noNumber > i) return noNumber;
  const otherPlace = OTHER_PLACE_LABELS.find((phrase) => phraseAt(words, phrase, i));
  if (otherPlace !== undefined) return aboutThePlace(c, i) ? withBracketAfter(c, i + otherPlace.length) : fieldEnd(words, i);
  if (GOODS_LABELS.has(w) && opensField(words, used, i) && colonAfterWord(c, i)) return fieldEnd(words, i);
  if (LAND_AREA_WORDS.has(w)) return words[i + 1] && !words[i + 1]!.breakBefore && GENITIVE_PLACE_WORDS.has(words[i + 1]!.folded) ? i + 2 : i + 1;
  if (NUMBER_QUALIFIERS.has(w) && i > 0 && words[i - 1]!.roles.numberMarker && !word.breakBefore) return i + 1;
  if (RESIDENTIAL_COMPLEX_HEADS.has(w) && opensField(words, used, i) && words[i + 1]?.folded === 'rezidential') return fieldEnd(words, i);
  if (LOCALITY_KIND_QUALIFIERS.has(w) && i > 0 && words[i - 1]!.roles.localityKind !== undefined) return i + 1;
  return i;
}

/**
 * The end (exclusive) of a renumbered house's former number opened at `i` (`vechiul 29`, `nr. vechi
 * 7`), its value at `value`: a number closing its field or its brackets, after a house number read
 * already; `i` when there is none.
 */
function oldNumberEnd({ text, words, used }: LeaveOutText, i: number, value: number): number {
  const v = words[value];
  if (v === undefined || !v.roles.digitFirst || v.breakBefore) return i;
  const next = words[value + 1];
  if (next !== undefined && !next.breakBefore && !/^[^\p{L}\p{N}]*[)\]]/u.test(text.slice(v.end, next.start))) return i;
  for (let k = i - 1; k >= 0; k--) if (!used[k] && words[k]!.roles.digitFirst) return value + 1;
  return i;
}

/**
 * `end`, or past the bracket that opens right at it (`Locul nașterii (cf. certificatului): …`: the
 * label's source, no place), when it closes in the text.
 */
function withBracketAfter({ text, words }: LeaveOutText, end: number): number {
  if (end === 0 || end >= words.length) return end;
  const open = text.slice(words[end - 1]!.end, words[end]!.start);
  if (!/^\s*[([]\s*$/.test(open)) return end;
  const close = text.slice(words[end - 1]!.end).search(/[)\]]/);
  if (close < 0) return end;
  const at = words[end - 1]!.end + close;
  let k = end;
  while (k < words.length && words[k]!.start < at) k++;
  return k;
}

/**
 * True when the other place's label at `i` opens the text (nothing before it but what is left out, a
 * clause's mark: a contract's `C. Locul de muncă: …`, a form's `3) Locul nașterii: …`, or a person's field opening
 * the text: a register's `… - Oprea Patricia - loc. naștere: …`) and no domicile label
 * follows it: the text is about the place it labels (a birth certificate's `Loc. nașterii: Sighet, jud.
 * Maramureș`, a contract's workplace clause), not about another place beside the address.
 */
function aboutThePlace({ text, words, used }: LeaveOutText, i: number): boolean {
  // A register's line names whose birthplace it is before the label (`Nr. reg. 2878/2025 - Oprea Patricia - loc.
  // naștere: Ciorăști, Vrancea`, `Ionescu Ana, loc. nașterii: …`): a person's field opening the text, no address; its
  // words are the run decoder's to label (`personNoise`), the place after the label is the one the text names.
  const person = personFieldEnd(words, used);
  // A job ad's head (`Angajăm ospătar. Locul de muncă: …`): the ad is about its place of work, the only place it names.
  const from = jobAdHeadEnd(words, used, i);
  for (let k = from; k < i; k++) if (!used[k] && k >= person && !clauseMark(text, words[k]!)) return false;
  for (let k = i + 1; k < words.length; k++) if (DOMICILE_LABELS.has(words[k]!.folded)) return false;
  return true;
}

/**
 * The end of a job ad's head opening the text before the label at `i` (`Angajăm ospătar/ospătăriță. Locul de muncă:
 * …`): a hiring verb as its first word not left out, then at most {@link JOB_TITLE_MOST_WORDS} words of the job's
 * title that name no part of an address (no street type, locality kind, county marker or number); `i` then, else 0.
 * The job ad's head rule leaves the verb and the title out; read beside an address, the label's field is another place.
 */
function jobAdHeadEnd(words: readonly Word[], used: readonly WordUse[], i: number): number {
  let first = 0;
  while (first < i && used[first]) first++;
  if (first >= i || !HIRING_VERBS.has(words[first]!.folded) || i - first - 1 > JOB_TITLE_MOST_WORDS) return 0;
  for (let k = first + 1; k < i; k++) {
    const r = words[k]!.roles;
    if (r.streetType !== undefined || r.localityKind !== undefined || r.countyMarker || r.digitFirst) return 0;
  }
  return i;
}

/**
 * A clause's or a list item's mark (`C.`, `1.`, `IV.`, `b)`): a letter, a roman or an arabic number of one or two
 * digits, closed by its dot or bracket. Before a label it names the clause, no place (`C. Locul de muncă:`).
 */
function clauseMark(text: string, word: Word): boolean {
  return CLAUSE_MARK.test(word.folded) && (text[word.end] === '.' || text[word.end] === ')');
}
const CLAUSE_MARK = /^(?:[a-z]|[ivx]{1,4}|\d{1,2})$/;

/**
 * The end (exclusive) of a no-number form at word `i` (`FN`, `f.n.`, `f/n`, `s/n`, `fără număr`)
 * that closes its field or comes before a marker (`sat Crihan f/n com. Măgura`); `i` when there is
 * none. A letter pair is one only joined by a dot or slash (`s/n` by a slash): `F. N. Popescu`
 * within a name goes on to a name word.
 */
function noNumberEnd({ text, words }: LeaveOutText, i: number): number {
  if (i === 0) return i;
  for (const form of NO_NUMBER_FORMS) {
    const end = i + form.length;
    if (!phraseAt(words, form, i)) continue;
    if (form.length === 2 && form[0]!.length === 1) {
      const between = text.slice(words[i]!.end, words[i + 1]!.start);
      if (!(form[0] === 's' ? /^\/$/ : /^\s*[./]\s*$/).test(between)) continue;
    }
    const after = words[end];
    if (after === undefined || after.breakBefore || after.roles.localityKind !== undefined || after.roles.countyMarker || after.roles.houseMarker) return end;
  }
  return i;
}

/**
 * `punct de lucru`, `pct. de lucru`, `Punct de ridicare:`: a note with its words, and the workplace's own
 * number right after them (`Punct de lucru nr. 2 - Arad, Calea Aurel Vlaicu nr. 110`: the firm's second
 * place of work, no house number).
 */
export const WORKPLACE_NOTE: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'punct de lucru, Str. Lungă nr. 5, Brașov', leftOut: 'punct de lucru' },
  opens: { words: WORKPLACE_WORDS },
  at({ words, used }: LeaveOutText, i: number): number {
    if (!WORKPLACE_WORDS.has(words[i]!.folded) || words[i + 1]?.folded !== 'de' || !WORKPLACE_KINDS.has(words[i + 2]?.folded ?? '')) return NOT_HERE;
    mark(used, i, ownNumberEnd(words, used, i + 3), 'note');
    return i + 1;
  },
};

/**
 * The streets a polling station serves, after their label (`Secția de votare nr. 24 Negrești. Sediul: …, str. Școlii
 * nr. 27. Arondare: str. Mihai Eminescu nr. 1-45 (impare); str. Câmpului integral; str. Izvorului nr. 2-18 (pare). Jud.
 * Vaslui`: {@link SERVED_STREETS_LABELS}): the label, a `Străzi` before it, and every field after it that opens with a
 * street's type word, a number or a word of which numbers ({@link SERVED_STREETS_SCOPE}), to the first field that
 * opens with none (the county, the station's town). Only where a street's type word follows the label: what a
 * station serves is streets here, its seat's address is before them. Read as places, the served streets were villages
 * named like them (`Mihai Eminescu`, Botoșani) beating the station's own small town (issue 24, shapes75).
 */
export const SERVED_STREETS: WordRule = {
  weight: 'servedStreets',
  kind: 'note',
  example: {
    text: 'Sediul: Școala Gimnazială, str. Școlii nr. 27. Arondare: str. Mihai Eminescu nr. 1-45 (impare); str. Câmpului integral. Jud. Vaslui, Negrești',
    leftOut: 'arondare str mihai eminescu nr 1 45 impare str campului integral',
  },
  opens: { words: SERVED_STREETS_LABELS },
  at({ words, used }: LeaveOutText, i: number): number {
    const n = words.length;
    if (!SERVED_STREETS_LABELS.has(words[i]!.folded) || i + 1 >= n || words[i + 1]!.roles.streetType === undefined) return NOT_HERE;
    const from = i > 0 && !words[i]!.breakBefore && SERVED_STREETS_HEADS.has(words[i - 1]!.folded) && !used[i - 1] ? i - 1 : i;
    // Field by field; a county's or a locality kind's marker ends the list inside a field too (`… integral. Jud. Vaslui`:
    // a sentence's full stop opens no field).
    let end = i + 1;
    while (end < n && !listEnds(words[end]!) && (end === i + 1 || !words[end]!.breakBefore || servedStreetsGoOn(words[end]!))) end++;
    mark(used, from, end, 'note');
    return end;
  },
};

/** True when `w` marks a part no list of served streets holds: the county, a locality's kind (`Jud. Vaslui`, `sat …`). */
function listEnds(w: Word): boolean {
  return w.roles.countyMarker || w.roles.localityKind !== undefined;
}

/** True when a field opening with `w` goes on with a list of served streets: a street, its numbers, which of them. */
function servedStreetsGoOn(w: Word): boolean {
  return w.roles.streetType !== undefined || w.roles.digitFirst || SERVED_STREETS_SCOPE.has(w.folded);
}

/**
 * A firm's site named in a field of its own before the street (`Parc Industrial Tetarom I, Str. Tăietura
 * Turcului nr. 47, Cluj-Napoca`, `Zona Industrială Vest, Șos. Borșului nr. 40`: {@link SITE_HEADS} and
 * {@link SITE_KINDS}): a place of work, no street nor locality, left out to its field's end. Only when
 * the field holds no number and a street is written in a later field (`Str. Parc Industrial nr. 1` and
 * `Zona Industrială nr. 5` are streets).
 */
export const SITE_NOTE: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Parc Industrial Tetarom I, Str. Tăietura Turcului nr. 47, Cluj-Napoca', leftOut: 'parc industrial tetarom i' },
  opens: { words: SITE_HEADS },
  at({ words, used }: LeaveOutText, i: number): number {
    if (!SITE_HEADS.has(words[i]!.folded) || !SITE_KINDS.has(words[i + 1]?.folded ?? '') || words[i + 1]!.breakBefore || !opensField(words, used, i)) return NOT_HERE;
    const end = fieldEnd(words, i);
    for (let k = i + 1; k < end; k++) if (words[k]!.roles.digitFirst || words[k]!.roles.houseMarker || words[k]!.roles.streetType !== undefined) return NOT_HERE;
    let street = false;
    for (let k = end; k < words.length && !street; k++) street = !used[k] && words[k]!.roles.streetType !== undefined;
    if (!street) return NOT_HERE;
    mark(used, i, end, 'note');
    return end;
  },
};

/**
 * `la biserica din satul Bărbătescu`, `la cimitirul din sat Racoți`, `căminul cultural din comuna Vela`: a landmark
 * (`LANDMARK_WORDS`, tied by `LANDMARK_LINKS`) right before `din` and a locality kind's word names where in the place
 * the event or the house is; the place follows, marked. The landmark's words are a note, with a `la` or `în` before
 * them in their field. Not after a street's type word (`Strada Bisericii din …`: a street's name).
 */
export const LANDMARK_IN_PLACE: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Înmormântarea are loc la cimitirul din satul Poiana, comuna Negri, jud. Bacău', leftOut: 'la cimitirul' },
  opens: { words: LANDMARK_WORDS },
  at({ words, used }: LeaveOutText, i: number): number {
    if (used[i] || !LANDMARK_WORDS.has(words[i]!.folded)) return NOT_HERE;
    const before = i > 0 && !words[i]!.breakBefore ? words[i - 1] : undefined;
    if (before !== undefined && (before.roles.streetType !== undefined || before.roles.typeWord)) return NOT_HERE;
    // (Nor after a word kept that leads no landmark, ties none and is none: `Dealu Bisericii din comuna Uda`, `sat Valea
    // Bisericii din com. Samarinești` are villages' names, the landmark's word their second; props119.)
    if (before !== undefined && !used[i - 1] && !LANDMARK_LEADS.has(before.folded) && !LANDMARK_LINKS.has(before.folded) && !PLACE_NEAR_WORDS.has(before.folded)
      && !MESSAGE_WORDS.has(before.folded) && !LANDMARK_WORDS.has(before.folded)) return NOT_HERE;
    // (Nor inside a chain of landmarks' words whose first is kept: the chain is judged from its first word, whose try
    // takes the rest (`landmarkEnd`); read again from its second, `sat Poșta Veche din comuna Stângăceaua`, a village
    // named by two landmarks' words, lost `Veche` to a note and answered the commune; small124.)
    if (before !== undefined && !used[i - 1] && LANDMARK_WORDS.has(before.folded)) return NOT_HERE;
    // (Nor a word that goes on a place's name after its link, `la`/`în` before it: `La Curte din com. Sânmihaiu de Câmpie`
    // is the village La Curte, `LINKED_PLACE_NAME_WORDS`.)
    if (before !== undefined && LANDMARK_LEADS.has(before.folded) && LINKED_PLACE_NAME_WORDS.has(words[i]!.folded)) return NOT_HERE;
    const end = landmarkEnd(words, i);
    const din = words[end];
    const kind = words[end + 1];
    if (din?.folded !== 'din' || din.breakBefore || used[end] || kind === undefined || kind.breakBefore || kind.roles.localityKind === undefined) return NOT_HERE;
    const from = before !== undefined && !used[i - 1] && LANDMARK_LEADS.has(before.folded) ? i - 1 : i;
    for (let k = from; k < end; k++) if (!used[k]) used[k] = 'note';
    return end;
  },
};

/** The first words of {@link LANDMARK_NOTE_LEADS}. */
const LANDMARK_NOTE_OPENERS: ReadonlySet<string> = new Set(LANDMARK_NOTE_LEADS.map((l) => l[0]!));

/**
 * `… la 145… în fața școlii… veniți repede`, `…, ap. 28, la scara din spate. Client …`, `lângă biserică`: a landmark phrase
 * (`LANDMARK_NOTE_LEADS`) right before its landmarks (`LANDMARK_WORDS`, tied by `LANDMARK_LINKS`) in one field is a note
 * wherever it stands, so that a landmark's word that names a village too (`fața`: Fața, Alba; `spate`, one letter from
 * Spata) is read as no place. Not after a street's type word (`Strada din Spate` is a name), nor before a word that goes
 * on a place's name after its link (`La Curte`, `Vale din Jos`: `LINKED_PLACE_NAME_WORDS`), nor when the note would be all
 * the text reads: then its words are all that may name the place.
 */
export const LANDMARK_NOTE: WordRule = {
  weight: 'landmarkNote',
  kind: 'note',
  example: { text: 'Str. Povernei nr. 145, București, sector 1... în fața școlii... veniți repede', leftOut: 'in fata scolii' },
  opens: { words: LANDMARK_NOTE_OPENERS },
  at({ words, used }: LeaveOutText, i: number): number {
    if (used[i] || !LANDMARK_NOTE_OPENERS.has(words[i]!.folded)) return NOT_HERE;
    const before = i > 0 && !words[i]!.breakBefore ? words[i - 1] : undefined;
    // (A landmark's word that is a street's type too, `curtea`, may be the landmark a phrase ending in its own names: `curtea din spate`.)
    const afterType = before !== undefined && (before.roles.streetType !== undefined || before.roles.typeWord);
    if (afterType && !LANDMARK_WORDS.has(before.folded)) return NOT_HERE;
    for (const lead of LANDMARK_NOTE_LEADS) {
      if (!phraseAt(words, lead, i)) continue;
      const k = i + lead.length;
      let joined = true;
      for (let j = i + 1; j < k && joined; j++) joined = !words[j]!.breakBefore && !used[j];
      if (!joined || (k < words.length && !words[k]!.breakBefore && LINKED_PLACE_NAME_WORDS.has(words[k]!.folded))) continue;
      // (`din spate`: the phrase ends in its landmark; a named landmark, `în fața Kaufland Berceni`, is `DASHED_NOTE`'s.)
      const found = landmarkEnd(words, k);
      const end = found > k ? found : LANDMARK_WORDS.has(words[k - 1]!.folded) ? k : i;
      if (end === i || (end > k && NAMED_LANDMARK_WORDS.has(words[end - 1]!.folded)) || (afterType && end > k)) continue;
      // (`în dreptul blocului nr. 5`, `în spatele blocului 75`: the number is the block's, no house's; the phrase is read as before.)
      if (numberedLandmarkBeforeNumber(words, end)) return NOT_HERE;
      // (`la cimitirul din satul Poiana`: the landmark named by its place is `LANDMARK_IN_PLACE`'s, which weighs the word before.)
      if (words[end]?.folded === 'din' && !words[end]!.breakBefore && words[end + 1] !== undefined && !words[end + 1]!.breakBefore && words[end + 1]!.roles.localityKind !== undefined) return NOT_HERE;
      // A phrase that ends in its landmark (`din spate`) says which of the landmark right before it: `poarta din spate`,
      // `la scara din spate` are one note, the landmark and its lead with it (else a message's word takes `poarta`).
      const from = end === k ? landmarkStart(words, used, i) : i;
      if (from < i && from > 0 && !words[from]!.breakBefore && (words[from - 1]!.roles.streetType !== undefined || words[from - 1]!.roles.typeWord)) return NOT_HERE;
      let other = false;
      for (let j = 0; j < words.length && !other; j++) other = (j < from || j >= end) && !used[j];
      if (!other) return NOT_HERE;
      mark(used, from, end, 'note');
      return end;
    }
    return NOT_HERE;
  },
};

/** What may lead a landmark named by its place (`la biserica din satul …`, `în curtea din …`): the note's too. */
const LANDMARK_LEADS: ReadonlySet<string> = new Set(['la', 'in']);

/**
 * The first word (inclusive) of the landmarks glued right before word `i` (`poarta`, `scara` before `din spate`: `LANDMARK_WORDS`,
 * `NUMBERED_LANDMARK_WORDS`), with
 * the lead before them (`la scara`, `LANDMARK_LEADS`); `i` when none stands there. Words already left out end it.
 */
function landmarkStart(words: readonly Word[], used: readonly WordUse[], i: number): number {
  let from = i;
  // (A building's part, `scara`, `blocul`, with no number: `la scara din spate`, the back staircase.)
  while (from > 0 && !words[from]!.breakBefore && !used[from - 1] && (LANDMARK_WORDS.has(words[from - 1]!.folded) || NUMBERED_LANDMARK_WORDS.has(words[from - 1]!.folded))) from--;
  if (from < i && from > 0 && !words[from]!.breakBefore && !used[from - 1] && LANDMARK_LEADS.has(words[from - 1]!.folded)) from--;
  return from;
}

/**
 * True when the landmarks ending before word `end` end in a building's part that is numbered (`blocului`, `scara`:
 * `NUMBERED_LANDMARK_WORDS`) and a number or its marker follows in the same field (`în dreptul blocului nr. 5`): the
 * number is the block's or the staircase's, no house's, so the phrase is no note that would leave it to the house.
 */
function numberedLandmarkBeforeNumber(words: readonly Word[], end: number): boolean {
  const next = words[end];
  if (end === 0 || next === undefined || next.breakBefore || !NUMBERED_LANDMARK_WORDS.has(words[end - 1]!.folded)) return false;
  return next.roles.digitFirst || next.roles.numberMarker || next.roles.houseMarker;
}

/** The end (exclusive) of a road's number at word `i` (`dn1c`; `dn` `24`), `i` when none starts there. */
function roadNumberEnd(words: readonly Word[], i: number): number {
  const w = words[i]!.folded;
  if (ROAD_NUMBER.test(w)) return i + 1;
  const number = words[i + 1];
  return ROAD_CLASSES.has(w) && number !== undefined && !number.breakBefore && /^\d{1,3}[a-z]?$/.test(number.folded) ? i + 2 : i;
}

/**
 * `OMV Baciu DN1C CJ`, `Rompetrol Crevedia DN1A km 21, jud DB`, `Laza DN 24 jud Vaslui`: a road's number
 * (`ROAD_NUMBER`) written right after a place's name in its field, with the kilometre after it if any, is
 * the road the place lies on: a note, no word of the place's name nor a street of it. (A road opening its
 * field, `DN65 km 202+600, loc. Bradu`, is read as the street it is.)
 */
export const ROAD_AFTER_PLACE: TextPass = {
  weight: 'note',
  name: 'a road after a place',
  opens: { words: ROAD_CLASSES, word: (folded) => ROAD_NUMBER.test(folded) },
  run({ words, used }: LeaveOutText): void {
    for (let i = 1; i < words.length; i++) {
      const before = words[i - 1]!;
      if (used[i] || used[i - 1] || words[i]!.breakBefore || !plainPlaceWord(before)) continue;
      let end = roadNumberEnd(words, i);
      if (end === i) continue;
      // `DN1A km 21`, `DN24 km 83+900`: the kilometre of the road, with its numbers.
      if (words[end]?.folded === 'km' && !words[end]!.breakBefore && words[end + 1]?.roles.digitFirst && !words[end + 1]!.breakBefore) {
        end += 2;
        while (end < words.length && !words[end]!.breakBefore && words[end]!.roles.digitFirst) end++;
      }
      mark(used, i, end, 'note');
      i = end - 1;
    }
  },
};

/** True when a word may end a place's name: letters, no marker of another part, no number. */
export function plainPlaceWord(w: Word): boolean {
  const r = w.roles;
  return !r.digitFirst && !/\d/.test(w.folded) && r.streetType === undefined && !r.typeWord && r.localityKind === undefined && !r.houseMarker && !r.numberMarker
    && !r.countyMarker && !r.sectorWord && !r.postalWord && !r.label;
}

/**
 * The end (exclusive) of a label's own number at word `at` (`nr. 2`, `nr 12`), written right after it
 * in its field: `at` when there is none. The number is the label's (its place of work, its building)
 * whatever follows; the address's own number is written after its street.
 */
function ownNumberEnd(words: readonly Word[], used: readonly WordUse[], at: number): number {
  const marker = words[at];
  const value = words[at + 1];
  if (marker === undefined || value === undefined || marker.breakBefore || value.breakBefore || used[at] || used[at + 1] || !marker.roles.houseMarker && !marker.roles.numberMarker) return at;
  return value.roles.digitFirst && value.folded.length <= 4 ? at + 2 : at;
}

/** The first words of {@link LANDMARK_PHRASES}: where {@link DASHED_NOTE} may start besides its own words. */
const LANDMARK_PHRASE_OPENERS: ReadonlySet<string> = new Set(LANDMARK_PHRASES.map((p) => p[0]!));

/**
 * `București - fost sediu`, `…, fostă Str. Lenin`: a note after a dash or comma, to the field's end:
 * its own words (labels, `sediu`, `sediul social`), or a place in a building's or a street's terms
 * (`fostă Str. Lenin`, `lângă Piața Unirii`) up to a marker of the address itself (`Sector 3`,
 * `jud.`, `com.`) or a number. A phrase that says where the house stands from a landmark (`în
 * spatele blocului`, `intrarea din curte`: `LANDMARK_PHRASES`) opens one only before its landmark.
 */
export const DASHED_NOTE: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Str. Lungă nr. 5, Brașov, fost sediu', leftOut: 'fost sediu' },
  opens: { roles: ['dashedNote'], words: LANDMARK_PHRASE_OPENERS },
  at({ text, words, used }: LeaveOutText, i: number): number {
    if (i === 0 || !(words[i]!.breakBefore || /\s-\s|^\s*-/.test(text.slice(words[i - 1]!.end, words[i]!.start)))) return NOT_HERE;
    const n = words.length;
    let k: number;
    if (words[i]!.roles.dashedNote) {
      // A note's first word alone in its field, or before the house number, says nothing to look for: it
      // is a place's name (`Pielești, Lânga, Dolj`, `Lânga nr. 37`: the village Lânga).
      const next = words[i + 1];
      if (next === undefined || next.breakBefore || next.roles.digitFirst || next.roles.numberMarker) return NOT_HERE;
      k = i + 1;
      while (k < n && !words[k]!.breakBefore && (words[k]!.roles.label || LABEL_QUALIFIERS.has(words[k]!.folded))) k++;
      const landmark = landmarkEnd(words, k);
      const street = landmark < n && !words[landmark]!.breakBefore && words[landmark]!.roles.streetType !== undefined;
      if (landmark === i + 1 && !street && NOTE_STARTS_OPENING_NAMES.has(words[i]!.folded)) return NOT_HERE;
      mark(used, i, k, 'note');
    } else {
      const phrase = LANDMARK_PHRASES.find((p) => phraseAt(words, p, i));
      if (phrase === undefined) return NOT_HERE;
      k = i + phrase.length;
      // `Între Lacuri`, `Intrarea Pinului`: a name, unless a landmark or a street follows the phrase.
      const landmark = landmarkEnd(words, k);
      if (landmark === k && !(k < n && !words[k]!.breakBefore && words[k]!.roles.streetType)) return NOT_HERE;
      mark(used, i, k, 'note');
    }
    // `- lângă biserică`, `vizavi de școala veche`: what the courier looks for, to its last landmark or qualifier.
    const end = landmarkEnd(words, k);
    for (; k < end; k++) used[k] = 'note';
    // `lângă Carrefour Berceni`, `metrou Dimitrie Leonida`: a landmark's own name follows it, to a marker of the address.
    const named = k > 0 && NAMED_LANDMARK_WORDS.has(words[k - 1]!.folded) && used[k - 1] === 'note';
    if (k < n && !words[k]!.breakBefore && (named || words[k]!.roles.streetType)) {
      const from = k;
      for (; k < n && !words[k]!.breakBefore; k++) {
        const r = words[k]!.roles;
        if (r.sectorWord || r.localityKind !== undefined || r.countyMarker || r.digitFirst || (named && r.houseMarker)) break;
        used[k] = 'note';
      }
      // A landmark's name that runs into a marker or the text's end with no comma may end in the town
      // written after it (`lângă Lidl Arad`, `metrou Titan București s3`): its last word stays to be read.
      if (named && k > from && (k === n || !words[k]!.breakBefore) && !words[k - 1]!.roles.streetType) used[k - 1] = false;
    }
    return i + 1;
  },
};

/** The fewest words of a street's name between its type word and a landmark note glued to it (`Str. Mentei în parcare`). */
const GLUED_NOTE_LEAST_NAME_WORDS = 1;

/**
 * `Str. Mentei în parcare, jud. Tulcea`, `Strada Lungă în fața blocului, Brașov`, `Str. Oituz lângă poștă`: a landmark
 * phrase (`LANDMARK_PHRASES`, or a dashed note's first word: `lângă`, `vizavi`) glued to a street's name (and its number, if any), with no comma or dash between: a note of where it stands when its landmarks
 * (`LANDMARK_WORDS`) fill the field to its end (or to the house number after them: `aleea Teilor intrare prin spate 40`)
 * and a street's type word opens the field at least
 * {@link GLUED_NOTE_LEAST_NAME_WORDS} word before. (With a comma or a dash, `DASHED_NOTE` reads it; `Între Lacuri`
 * after `Strada` is a name: no landmark follows.)
 */
export const GLUED_LANDMARK_NOTE: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Str. Mentei în parcare, jud. Tulcea', leftOut: 'in parcare' },
  opens: { words: LANDMARK_PHRASE_OPENERS, roles: ['dashedNote'] },
  at({ words, used }: LeaveOutText, i: number): number {
    if (i === 0 || words[i]!.breakBefore || !(LANDMARK_PHRASE_OPENERS.has(words[i]!.folded) || words[i]!.roles.dashedNote)) return NOT_HERE;
    let start = i - 1;
    while (start > 0 && !words[start]!.breakBefore) start--;
    if (words[start]!.roles.streetType === undefined || i - start - 1 < GLUED_NOTE_LEAST_NAME_WORDS) return NOT_HERE;
    for (let k = start + 1; k < i; k++) if (used[k]) return NOT_HERE;
    // (`lângă poștă`, `vizavi de școală`: a dashed note's first word, one word long, before its landmarks.)
    const phrase = words[i]!.roles.dashedNote ? [words[i]!.folded] : LANDMARK_PHRASES.find((p) => phraseAt(words, p, i));
    if (phrase === undefined) return NOT_HERE;
    const k = i + phrase.length;
    const end = fieldEnd(words, i);
    // The landmarks fill the field, or end right before the house number (`aleea Teilor intrare prin spate 40 ap 9`:
    // a technician's note between the street's name and its number).
    const stop = k < end ? landmarkEnd(words, k) : k;
    if (stop === k || (stop !== end && !(words[stop]!.roles.digitFirst || words[stop]!.roles.numberMarker))) return NOT_HERE;
    // (`Str. Lungă în dreptul blocului nr. 5`: the number is the block's, no house's; the phrase is read as before.)
    if (stop !== end && numberedLandmarkBeforeNumber(words, stop)) return NOT_HERE;
    mark(used, i, stop, 'note');
    return stop;
  },
};

/** The end (exclusive) of the landmarks from word `k` in its field: its last word of `LANDMARK_WORDS`, tied by `LANDMARK_LINKS`; `k` when none. */
function landmarkEnd(words: readonly Word[], k: number): number {
  let end = k;
  for (let j = k; j < words.length && !words[j]!.breakBefore; j++) {
    const f = words[j]!.folded;
    if (LANDMARK_WORDS.has(f)) end = j + 1;
    else if (!LANDMARK_LINKS.has(f)) break;
  }
  return end;
}

/** The first words of {@link CORNER_PHRASES}. */
const CORNER_OPENERS: ReadonlySet<string> = new Set(CORNER_PHRASES.map((p) => p[0]!));

/**
 * `str. Sabinelor nr. 15 colț cu str. Constanța`, `Strada Sporturilor colț cu 1 Decembrie 1918, nr. 7`,
 * `- intersecția cu Maior Petru`: the corner the house stands at (`CORNER_PHRASES`) and the other
 * street, to the end of its field or a marker of the address itself (`nr.`, `Sector 5`, `jud.`,
 * `com.`). Not right after a street type word (a name's words then) nor opening the text.
 */
export const CORNER_NOTE: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Str. Lungă nr. 5 colț cu Str. Scurtă, Brașov', leftOut: 'colt cu str scurta' },
  opens: { words: CORNER_OPENERS },
  at({ words, used }: LeaveOutText, i: number): number {
    if (i === 0 || !CORNER_OPENERS.has(words[i]!.folded)) return NOT_HERE;
    const before = words[i - 1]!.roles;
    if (!words[i]!.breakBefore && (before.typeWord || before.streetType !== undefined)) return NOT_HERE;
    const phrase = CORNER_PHRASES.find((p) => phraseAt(words, p, i));
    if (phrase === undefined) return NOT_HERE;
    const n = words.length;
    let end = i + phrase.length;
    // The other street's words: at least one.
    if (end >= n || words[end]!.breakBefore) return NOT_HERE;
    for (; end < n && !words[end]!.breakBefore; end++) {
      const r = words[end]!.roles;
      if (r.houseMarker || r.localityKind !== undefined || r.countyMarker || r.sectorWord || r.postalWord) break;
    }
    mark(used, i, end, 'note');
    return end;
  },
};

/**
 * `…, 2 buc`, `3 bucăți`: a count of pieces as a field of its own, in an address with a number
 * before it (`Sector 6 Buc.`, `nr. 2 Buc` are București); `…, 6 persoane`, `2 băi`: a count of things
 * that abbreviate no place (`COUNTED_THING_WORDS`; one of them after `1`, `COUNTED_THING_ONE`), with or
 * without a number before it; a trip's measure (`/ 12 min`, `/ 10 km`, `4 pers.`: `TRIP_MEASURE_WORDS`) likewise.
 */
export const QUANTITY_NOTE: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Str. Lungă nr. 5, Brașov, 2 buc', leftOut: '2 buc' },
  opens: { roles: ['digitFirst'] },
  at({ text, words, used }: LeaveOutText, i: number): number {
    if (!words[i]!.roles.digitFirst || i + 1 >= words.length || words[i + 1]!.breakBefore) return NOT_HERE;
    const counted = COUNTED_THING_WORDS.has(words[i + 1]!.folded) || TRIP_MEASURE_WORDS.has(words[i + 1]!.folded) || (words[i]!.folded === '1' && COUNTED_THING_ONE.has(words[i + 1]!.folded));
    // (A count of things alone in its brackets is its own field too: `Aleea Eforie 53 (4 pers.)`, issue 24, shapes106.)
    const bracketed = counted && bracketsHold(text, words, i, i + 1);
    if (!bracketed && (!opensSegment(words, i) || !closesField(words, used, i + 1))) return NOT_HERE;
    if ((!counted && !QUANTITY_WORDS.has(words[i + 1]!.folded)) || !/^\d{1,3}$/.test(words[i]!.folded) || (!counted && !digitBefore(words, used, i))) return NOT_HERE;
    used[i] = used[i + 1] = 'note';
    return i + 2;
  },
};

/**
 * A delivery's goods in a field of their own, before or after the address (`Livrare 70 saci peleți 15 kg - Str. …`,
 * `Livrare 1,5 t peleți fag - …`, `10 mst lemn tăiat 30 cm - …`, `… - 8 mst`): a number with a unit of goods right after it
 * (`GOODS_UNITS`), in a field whose words are all numbers, units, goods (`GOODS_WORDS`, `GOODS_LINKS`) and, opening it, a
 * sale's or a delivery's word (`GOODS_LEADS`): a note. Kept, the goods were read as a commune and the street's name
 * won as a village elsewhere against the sector written (issue 24, fix136); its numbers are no house's (`30 cm`). A unit
 * that may be a house's letter or a commune (`5 t`, `30 cm`: `GOODS_UNITS_NEEDING_GOODS`) counts only with a goods word
 * in the field. Opens at a number (its unit checked first, one look at the next word).
 */
export const GOODS_NOTE: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Livrare 70 saci peleți - Str. Lungă nr. 5, Sector 3', leftOut: '70 saci peleti' },
  opens: { roles: ['digitFirst'] },
  at({ text, words, used }: LeaveOutText, i: number): number {
    if (used[i]) return NOT_HERE;
    const next = words[i + 1];
    // `5mst`, `3saci`: a glued log writes the quantity and its unit as one word (a unit that names goods surely only).
    const glued = GLUED_QUANTITY.exec(words[i]!.folded);
    const gluedUnit = glued !== null && GOODS_UNITS.has(glued[1]!) && !GOODS_UNITS_NEEDING_GOODS.has(glued[1]!);
    // (The words read a number glued to its letters as two, the letters after a break: `7saci` is `7`, `saci`.)
    if (!gluedUnit && (next === undefined || (next.breakBefore && next.start !== words[i]!.end) || !GOODS_UNITS.has(next.folded) || !/^\d{1,4}$/.test(words[i]!.folded))) return NOT_HERE;
    const n = words.length;
    const goodsWord = (w: Word): boolean => GOODS_UNITS.has(w.folded) || GOODS_WORDS.has(w.folded) || GOODS_LINKS.has(w.folded) || /^\d{1,4}$/.test(w.folded);
    // (A dash parts the goods from what is before them: `…, sect. 2 - 3 mc lemn`, `…-jud.IS-5mst`.)
    const dashBefore = (k: number): boolean => /^\s*-\s*$/.test(text.slice(words[k - 1]!.end, words[k]!.start));
    let from = i;
    while (from > 0 && !words[from]!.breakBefore && !dashBefore(from) && !used[from - 1] && goodsWord(words[from - 1]!)) from--;
    // `1,5 t`: a decimal comma parts the number's words; the whole number goes with its unit.
    if (from > 0 && words[from]!.breakBefore && /^\d{1,4}$/.test(words[from]!.folded) && /^\d{1,4}$/.test(words[from - 1]!.folded) && text.slice(words[from - 1]!.end, words[from]!.start) === ',' && !used[from - 1]) from--;
    while (from > 0 && !words[from]!.breakBefore && !used[from - 1] && GOODS_LEADS.has(words[from - 1]!.folded)) from--;
    // The field opens here: at the text's or a segment's start, after words left out only (a label), or after a dash
    // (`…-jud.IS-5mst-achitat`: a glued log's dashes part no segment).
    if (!opensField(words, used, from) && !dashBefore(from)) return NOT_HERE;
    let end = gluedUnit ? i + 1 : i + 2;
    while (end < n && !words[end]!.breakBefore && !dashBefore(end) && goodsWord(words[end]!)) end++;
    if (end < n && !words[end]!.breakBefore && !dashBefore(end)) return NOT_HERE;
    let goods = false;
    let sure = gluedUnit;
    for (let k = from; k < end; k++) {
      const f = words[k]!.folded;
      if (GOODS_WORDS.has(f)) goods = true;
      if (GOODS_UNITS.has(f) && !GOODS_UNITS_NEEDING_GOODS.has(f) && k > from && /^\d/.test(words[k - 1]!.folded)) sure = true;
    }
    if (!goods && !sure) return NOT_HERE;
    // The goods are not all there is: an address is kept beside them.
    let kept = false;
    for (let k = 0; k < n && !kept; k++) if ((k < from || k >= end) && !used[k]) kept = true;
    if (!kept) return NOT_HERE;
    for (let k = from; k < end; k++) if (!used[k]) used[k] = 'note';
    return end;
  },
};

/** A quantity glued to its unit (`5mst`, `70saci`): the number and the unit's letters. */
const GLUED_QUANTITY = /^\d{1,4}([a-z]{2,5})$/;

/** True when words `from` to `to` are all a pair of brackets holds (`(4 pers.)`, `[2 adulți]`): a bracket right before the first, its closing one after the last (a period maybe between). */
function bracketsHold(text: string, words: readonly Word[], from: number, to: number): boolean {
  let k = words[from]!.start - 1;
  while (k >= 0 && text.charCodeAt(k) === 32) k--;
  const open = text[k];
  if (open !== '(' && open !== '[') return false;
  const close = open === '(' ? ')' : ']';
  const stop = words[to + 1]?.start ?? text.length;
  for (k = words[to]!.end; k < stop && (text[k] === ' ' || text[k] === '.'); k++);
  return k < stop && text[k] === close;
}

/**
 * A subscription counted in its own field (`Petru Pop, abonament 12 intrări, adresa str. …`, `abonament copil 8 ședințe`):
 * its word (`SUBSCRIPTION_WORDS`) opening the field, at most a plain word or two (whose it is), then the number and
 * the counted thing (`COUNTED_THING_WORDS`) closing the field; a note, its number no house's.
 */
export const SUBSCRIPTION_COUNT: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Pop Ana, abonament 12 intrări, Str. Lungă 5, Brașov', leftOut: 'abonament 12 intrari' },
  opens: { words: SUBSCRIPTION_WORDS },
  at({ words, used }: LeaveOutText, i: number): number {
    if (!SUBSCRIPTION_WORDS.has(words[i]!.folded) || !opensField(words, used, i)) return NOT_HERE;
    const end = fieldEnd(words, i);
    if (end - i < 3 || end - i > 3 + SUBSCRIPTION_MOST_WORDS || !COUNTED_THING_WORDS.has(words[end - 1]!.folded) || !/^\d{1,3}$/.test(words[end - 2]!.folded)) return NOT_HERE;
    for (let k = i + 1; k < end - 2; k++) if (!playsNoRole(words[k]!)) return NOT_HERE;
    mark(used, i, end, 'note');
    return end;
  },
};
/** The most words between a subscription's word and its count (`abonament copil weekend 8 ședințe`). */
const SUBSCRIPTION_MOST_WORDS = 2;

/**
 * What a payment is for (issue 24, shapes102): a tax's or a fine's word (`PAYMENT_PURPOSE_WORDS`) opening the text's
 * first field kept, with other fields after it (`Impozit mijloace transport | FLOREA ANA | Str. …, Bistrița | 941.49 RON`,
 * `Amenda | …`), or a word saying what the sum was for after the address (`… suma de 2615,31 lei reprezentând amendă`:
 * `PAYMENT_PURPOSE_AFTER_SUM`), with the plain words after it to its field's end: a note. (A word of a part's, a
 * number, a street's type, ends no such field: `Taxa Str. Lungă 5` is left to the reader.)
 */
export const PAYMENT_PURPOSE: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Impozit cladiri | POP ION | Str. Lungă 5, Brașov', leftOut: 'impozit cladiri' },
  opens: { words: [...PAYMENT_PURPOSE_WORDS, ...PAYMENT_PURPOSE_AFTER_SUM] },
  at({ words, used }: LeaveOutText, i: number): number {
    const w = words[i]!.folded;
    const first = PAYMENT_PURPOSE_WORDS.has(w);
    if (!first && !PAYMENT_PURPOSE_AFTER_SUM.has(w)) return NOT_HERE;
    const end = fieldEnd(words, i);
    if (end - i > PAYMENT_PURPOSE_MOST_WORDS) return NOT_HERE;
    // (First: the row's first field kept, another after it; after the sum: the address kept before it.)
    if (first ? !nothingKeptBefore(used, i) || end === words.length : i === 0 || nothingKeptBefore(used, i)) return NOT_HERE;
    for (let k = i + 1; k < end; k++) if (!plainWord(words[k]!)) return NOT_HERE;
    mark(used, i, end, 'note');
    return end;
  },
};
/** The most words of a payment's purpose (`contravaloare taxă salubrizare anul 2025`). */
const PAYMENT_PURPOSE_MOST_WORDS = 5;

/** True when every word before `i` is left out (none when `i` is 0). */
function nothingKeptBefore(used: readonly WordUse[], i: number): boolean {
  for (let k = 0; k < i; k++) if (!used[k]) return false;
  return true;
}

/** True when a word before `i` (not left out) begins with a digit. */
function digitBefore(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  for (let k = 0; k < i; k++) if (!used[k] && words[k]!.roles.digitFirst) return true;
  return false;
}

/**
 * A note about the building or the address (`parter`, `etaj 2` after the detail, `interfon 12`,
 * `cod acces 1234`), with its value when it takes one (a short word right after it). Right after a
 * type word or an initial it is a name (`Str. V. Birou`, `Str. Parter`).
 */
export const BUILDING_NOTE: WordRule = {
  weight: 'buildingNote',
  kind: 'note',
  example: { text: 'Str. Lungă nr. 5, interfon 12, Brașov', leftOut: 'interfon 12' },
  opens: { roles: ['note'] },
  at({ words, used }: LeaveOutText, i: number): number {
    const takesValue = words[i]!.roles.note;
    // Opening the text it is no note about a building already named (`Biroul Notarial …`, `Depozit cereale …`: an
    // institution's or a site's name). After words all left out (a label, a greeting: `Adresa: Biroul Electoral …`,
    // `Bună ziua, Biroul Notarial …`), which are no part of the address, it opens what the text says too: where it
    // heads an institution's name it is that name's, as at the text's start (the organisations' pass reads it); a
    // note about the building stays one (`Adresa: parter, Str. …`).
    if (takesValue === undefined || i === 0 || (headsOrganisation(words, i) && nothingKeptBefore(used, i))) return NOT_HERE;
    const prev = words[i - 1]!;
    if (!words[i]!.breakBefore && (prev.roles.typeWord || prev.roles.streetType !== undefined || (prev.folded.length === 1 && !prev.roles.digitFirst))) return NOT_HERE;
    used[i] = 'note';
    const value = words[i + 1];
    if (takesValue && value && !value.breakBefore && value.folded.length <= 4 && !value.roles.houseMarker) used[i + 1] = 'note';
    // `subsol boxa`, `parter boxa 3`, `demisol garaj`: a room of that floor (`NUMBERED_THING_WORDS`) after a floor's word
    // that takes no value, with its number, is the same note (kept, `boxa` was read as the village Boca; issue 24, fix136).
    if (!takesValue && value && !value.breakBefore && NUMBERED_THING_WORDS.has(value.folded) && !used[i + 1]) {
      used[i + 1] = 'note';
      const number = words[i + 2];
      if (number && !number.breakBefore && /^\d{1,3}[a-z]?$/.test(number.folded)) used[i + 2] = 'note';
      return i + 2;
    }
    return i + 1;
  },
};

/**
 * A building detail written after its value (`II. emelet`, `3. em.`, `8. ajtó`, `A lépcsőház`, `2. Stock`:
 * {@link BUILDING_WORDS_AFTER_VALUE}): the floor, the door, the staircase, no part of the postal code.
 * Left out with the value (a number, a roman one, a letter) written right before it in its field.
 */
export const BUILDING_WORD_AFTER_VALUE: WordRule = {
  weight: 'buildingNote',
  kind: 'note',
  example: { text: 'Kolozsvár, Maramureșului u. 45, II. emelet, 8. ajtó', leftOut: 'ii emelet 8 ajto' },
  opens: { words: BUILDING_WORDS_AFTER_VALUE },
  at({ words, used }: LeaveOutText, i: number): number {
    if (!BUILDING_WORDS_AFTER_VALUE.has(words[i]!.folded) || i === 0 || words[i]!.breakBefore || used[i - 1]) return NOT_HERE;
    const value = words[i - 1]!;
    if (!(value.roles.digitFirst || ROMAN_OR_LETTER.test(value.folded)) || value.folded.length > 4) return NOT_HERE;
    used[i - 1] = used[i] = 'note';
    return i + 1;
  },
};

/** A floor's or staircase's value as letters: a roman number (`II`, `IV`) or one letter (`A`). */
const ROMAN_OR_LETTER = /^(?:[ivx]+|[a-z])$/;

/**
 * A thing numbered after the house number (`Str. Horea 5, casa 2`, `nr. 12 vila 3`, `nr. 7, lot 4`:
 * {@link NUMBERED_THING_WORDS}; a dispatch's car, `… 18 ->AUTOGARA masina 68`: {@link VEHICLE_WORDS}): which house of the
 * yard, which villa of the plot, which car of the fleet, not the address's
 * number, which was written before it. (Before any number, `casa 77` is the house number: the house
 * reader's.)
 */
export const THING_AFTER_NUMBER: WordRule = {
  weight: 'buildingNote',
  kind: 'note',
  example: { text: 'Str. Horea 5, casa 2, Cluj-Napoca', leftOut: 'casa 2' },
  opens: { words: [...NUMBERED_THING_WORDS, ...VEHICLE_WORDS] },
  at({ words, used }: LeaveOutText, i: number): number {
    const vehicle = VEHICLE_WORDS.has(words[i]!.folded);
    // (A car's number may be marked, `masina nr 12`: a vehicle is never the house, so its `nr` is its own. Its number is
    // digits: `conducătorul auto a oprit`, `auto B 56 RDM` are a driver and a plate.)
    const marked = vehicle && words[i + 1]?.roles.numberMarker === true && !words[i + 1]!.breakBefore && !used[i + 1] ? 1 : 0;
    const value = words[i + 1 + marked];
    if (!(NUMBERED_THING_WORDS.has(words[i]!.folded) || vehicle) || value === undefined || value.breakBefore || used[i + 1 + marked] || value.folded.length > 4
      || !(value.roles.digitFirst || (value.folded.length === 1 && !vehicle)) || !(houseNumberBefore(words, used, i) || streetNumberAfter(words, used, i + 2 + marked))) return NOT_HERE;
    for (let k = i; k <= i + 1 + marked; k++) used[k] = 'note';
    return i + 2 + marked;
  },
};

/**
 * A floor in English order after the house number (`Take Ionescu Blvd. 40, 2nd floor`, `apt 3,
 * ground floor`): the ordinal (`FLOOR_BEFORE_WORD`, `FLOOR_WORDS_BEFORE`) and the floor word, opening
 * a field or after the house number, read otherwise as a second house number. As `parter` is, a note
 * about the building.
 */
export const FLOOR_IN_ENGLISH_ORDER: WordRule = {
  weight: 'buildingNote',
  kind: 'note',
  example: { text: 'Str. Horea 40, 3rd floor ap. 4, Cluj-Napoca', leftOut: '3rd floor' },
  opens: { roles: ['digitFirst'], words: FLOOR_WORDS_BEFORE },
  at({ words, used }: LeaveOutText, i: number): number {
    const w = words[i]!;
    const floor = words[i + 1];
    // (The floor word before a comma is already left out, as an empty field's label: `2nd floor,`.) Opening the text
    // after a label or a greeting left out (`Adresa de livrare: Ground floor, …`) is opening its field.
    if (floor === undefined || floor.breakBefore || used[i] || (used[i + 1] !== false && used[i + 1] !== 'label') || HOUSE_KEYWORDS[floor.folded] !== 'floor' || !FLOOR_WORDS_AFTER_ORDINAL.has(floor.folded)
      || !(FLOOR_BEFORE_WORD.test(w.folded) || FLOOR_WORDS_BEFORE.has(w.folded)) || !(opensField(words, used, i) || (i > 0 && houseNumberBefore(words, used, i)))) return NOT_HERE;
    used[i] = used[i + 1] = 'note';
    return i + 2;
  },
};

/**
 * True when a street with its own marked number is written from word `from` on (`hala 3, lot 7, Calea
 * Aurel Vlaicu nr. 110`: the yard's hall and plot written first, as a firm's site lists them): a street
 * type, then a house marker and a number.
 */
function streetNumberAfter(words: readonly Word[], used: readonly WordUse[], from: number): boolean {
  let street = false;
  for (let k = from; k + 1 < words.length; k++) {
    if (used[k]) continue;
    const r = words[k]!.roles;
    if (r.streetType !== undefined) street = true;
    else if (street && r.houseMarker && words[k + 1]!.roles.digitFirst && !used[k + 1]) return true;
  }
  return false;
}

/**
 * True when a house number is written before word `i`: a number after a house marker (`nr. 5`), or
 * one closing the street's words right before `i` or its own field (`Horea 5 casa 2`, `Horea 5,
 * casa 2`), not a number that a type word opens (`Str. 1 Mai`).
 */
function houseNumberBefore(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  for (let k = i - 1; k > 0; k--) {
    const w = words[k]!;
    if (used[k] || !w.roles.digitFirst) continue;
    const before = words[k - 1]!.roles;
    if (before.houseMarker || before.numberMarker) return true;
    if (before.streetType !== undefined || before.typeWord) return false;
    return k === i - 1 || opensSegment(words, k + 1);
  }
  return false;
}

/** A dash written with a space on each side (`Neamț — pacient`, `Iași - dna Pop`): no hyphen inside a name. */
const SPACED_DASH = /\s[-–—]\s/;
/** A letter written small (any script's). */
const SMALL_LETTER = /^\p{Ll}/u;
/** A letter written as a capital (any script's). */
const CAPITAL_LETTER = /\p{Lu}/u;

/**
 * `Barticești (Botești), Neamț — pacient pe targă, scări exterioare`, `Dobricu Lăpușului (Târgu
 * Lăpuș), Maramureș — dna Pop Maria`: after a spaced dash closing an address of several fields, words
 * opened by one written small that name no part of an address (no number, street type, locality kind,
 * county or sector marker, postal word, house marker, label) are a note about the case, to the text's
 * end or a field opened by a capital: a place after the dash is written capitalized by whoever capitalizes the address
 * (`Cluj-Napoca - Florești` stays read). In a text of one case (`…, JUD. NEAMȚ – DNA POP MARIA`), two
 * words or more after a county written as a field of its own: the county closes the address.
 */
export const NOTE_AFTER_ADDRESS_DASH: TextPass = {
  weight: 'note',
  name: 'a note after the address and a dash',
  hint: SPACED_DASH,
  run({ text, words, used }: LeaveOutText): void {
    const n = words.length;
    let fields = 0;
    for (let i = 1; i < n; i++) {
      if (words[i]!.breakBefore) fields++;
      if (fields === 0 || used[i] || !SPACED_DASH.test(text.slice(words[i - 1]!.end, words[i]!.start))) continue;
      // The dash closes an address only when some word before it is left to read (`Destinatar: Alfa SRL - punct de
      // lucru Ion Creangă, Neamț`: a company and its label before it, the place after the note's words is the address).
      if (!addressBefore(used, i)) continue;
      // The house number opening the segment after the dash (`Valea Copcii - Nr. 64 - beci inundat`: the number between
      // two dashes) says the address goes on: a later dash may still close it.
      if (!used[i] && (words[i]!.roles.houseMarker || words[i]!.roles.numberMarker)) continue;
      const small = SMALL_LETTER.test(text.slice(words[i]!.start, words[i]!.end)) && CAPITAL_LETTER.test(text.slice(0, words[i - 1]!.end));
      if (!small && !(n - i >= 2 && countyClosesBefore(words, i))) return;
      // Written small, the note goes on through the fields that open small too (`…, scări exterioare`), not into a
      // place's (`Str. Episcopiei nr. 3 - fost sediu, Arad`: Arad is read).
      let end = i + 1;
      while (end < n && !(words[end]!.breakBefore && small && !SMALL_LETTER.test(text.slice(words[end]!.start, words[end]!.end)))) end++;
      // (A landmark's word is the note's, though some are street types too: `- curte inundată`, the yard flooded.)
      for (let k = i; k < end; k++) if (!used[k] && namesAddressPart(words[k]!) && !LANDMARK_WORDS.has(words[k]!.folded)) return;
      mark(used, i, end, 'note');
      return;
    }
  },
};

/** True when a word before word `i` is not left out. */
function addressBefore(used: readonly WordUse[], i: number): boolean {
  for (let k = 0; k < i; k++) if (!used[k]) return true;
  return false;
}

/**
 * True when the field that ends before word `i` is a county (`jud. Neamț`, `Neamț`, `NT`) and is not the
 * text's first: the county closes a Romanian address, so what follows its dash is no place of it.
 */
function countyClosesBefore(words: readonly Word[], i: number): boolean {
  let from = i - 1;
  while (from > 0 && !words[from]!.breakBefore) from--;
  if (from === 0 || i - from > 4 || !mayEndCounty(words[i - 1]!.folded, true)) return false;
  const folded: string[] = [];
  for (let k = from; k < i; k++) folded.push(words[k]!.folded);
  return countyOfFoldedWords(folded, true) !== undefined;
}

/** True when the word marks or writes a part of an address (a number, a marker, a street type, a label). */
function namesAddressPart(w: Word): boolean {
  const r = w.roles;
  return r.digitFirst || r.typeWord || r.streetType !== undefined || r.localityKind !== undefined || r.countyMarker || r.sectorWord || r.postalWord || r.houseMarker || r.label;
}

/** The most words of a technician's log lead after its verb (`cablu coaxial nou la`). */
const LONGEST_WORK_LOG_TAIL = 4;

/**
 * A technician's log of the work done, opening the text or its field before the address (`tras cablu moorda nr 50
 * ar`, `montat decodor fundatura duzilor 17, roman nt`, `verificat semnal brazii de sus nr 9 ph ok`): the work's
 * verb (`WORK_LOG_VERBS`) with what was worked on right after it (`WORK_LOG_OBJECTS`), a qualifier or a link
 * (`WORK_LOG_TAIL_WORDS`: `nou`, `la`), is a note: kept, its words compete with a mistyped village (`moorda`) or
 * town (`megdidia`) for the place, and win. Only where its field opens and with the object word after the verb:
 * the verb alone may begin a name. A word of the note that is also a part's marker (a street's type) ends it.
 */
export const WORK_LOG_LEAD: WordRule = {
  weight: 'workLog',
  kind: 'note',
  example: { text: 'tras cablu str. Unirii 393, Medgidia, Constanța', leftOut: 'tras cablu' },
  opens: { words: WORK_LOG_VERBS },
  at({ words, used }: LeaveOutText, i: number): number {
    const n = words.length;
    // (It opens its field, or follows only words left out: a label, a greeting, `Adresa de livrare: montat decodor …`.)
    if (!WORK_LOG_VERBS.has(words[i]!.folded) || !opensField(words, used, i)) return NOT_HERE;
    const object = words[i + 1];
    if (object === undefined || object.breakBefore || !WORK_LOG_OBJECTS.has(object.folded) || object.roles.streetType !== undefined || object.roles.localityKind !== undefined) return NOT_HERE;
    let k = i + 2;
    while (k < n && k < i + 2 + LONGEST_WORK_LOG_TAIL && !words[k]!.breakBefore && (WORK_LOG_OBJECTS.has(words[k]!.folded) || WORK_LOG_TAIL_WORDS.has(words[k]!.folded))
      && words[k]!.roles.streetType === undefined && words[k]!.roles.localityKind === undefined) k++;
    // (Nothing after the note in the text: it is all there is, and no address to read.)
    if (k >= n) return NOT_HERE;
    mark(used, i, k, 'note');
    return k;
  },
};

/**
 * A work's status closing a technician's log (`verificat semnal brazii de sus nr 9 ph ok`, `tras cablu str. Lungă 5,
 * Roman rezolvat`): a word of `WORK_LOG_STATUS_WORDS` as the text's last word, after at least two words, is a note;
 * kept, it is read as a place (`ph ok`: a village `Ok…` of Prahova) and the village before it loses.
 */
export const WORK_LOG_STATUS: WordRule = {
  weight: 'workLog',
  kind: 'note',
  example: { text: 'Brazii de Sus nr 9, PH ok', leftOut: 'ok' },
  opens: { words: WORK_LOG_STATUS_WORDS },
  at({ words, used }: LeaveOutText, i: number): number {
    if (i < 2 || i !== words.length - 1 || !WORK_LOG_STATUS_WORDS.has(words[i]!.folded)) return NOT_HERE;
    used[i] = 'note';
    return i + 1;
  },
};
