/**
 * A form's or a message's labels: words that only say which field follows (`Adresa:`, `Domiciliul
 * în`, `Adresa de livrare:`, `Strada și nr.:`), and the labels of fields left empty (`bl. -`).
 */
import { COUNTRY_LABELS, DWELLING_LINKS, DWELLING_PHRASES, NAME_SMALL_WORDS, PLACE_ACTIVITY_WORDS, SUPPLY_PLACE_WORDS, WORKPLACE_WORDS, OPENING_ONLY_LABELS, LABEL_LINKS, LABEL_OWNERS, LABEL_OWNER_LINKS, LABEL_ADJECTIVES, LABEL_POSSESSIVES, LABEL_PURPOSE_WORDS, LABEL_QUALIFIERS, LABEL_VERBS, NAME_OPENING_LINK, NAME_WORDS_AFTER_LA, EMPTY_FIELD_VALUES, HOUSE_MARKERS, PLACE_LIKE_TYPE_WORDS, PLACE_STATE_WORDS, PLACEHOLDER_WORDS } from '../../shared/vocabulary.js';
import { isEmptyFieldValue, opensEmptyFieldValue } from '../../shared/empty-field.js';
import { isGivenName } from '../../shared/street-name.js';
import { opensField, opensSegment } from '../runs.js';
import { colonAfterWord, mark, NOT_HERE, phraseAt, textAfter, type LeaveOutText, type TextPass, type WordRule } from './rule.js';
import { playsNoRole, type Word } from '../address-tokens.js';

/** What follows a house marker whose field was left empty: a dash, underscore or slash, or straight a comma. */
const EMPTY_FIELD = /^[\s.:]*(?:[-_/\u2013\u2014]+(?:\s|[,;])|[,;])/;


/**
 * Printed forms keep the labels of empty fields (`bl. -, sc. -, ap. -`, `Bl. , Sc. ,`, `nr. /`):
 * a house marker with no value is left out.
 */
export const EMPTY_FIELD_LABELS: TextPass = {
  weight: 'emptyField',
  name: 'empty fields',
  // (What it leaves out is a house's marker: a text without one is passed with the word rules' look-ups.)
  opens: { words: HOUSE_MARKERS },
  run(c: LeaveOutText): void {
    const { words, used } = c;
    const n = words.length;
    for (let i = 0; i < n; i++) {
      if (!words[i]!.roles.houseMarker) continue;
      const after = textAfter(c, i);
      if (EMPTY_FIELD.test(after) || (i === n - 1 && /^[\s.:\-_/]*$/.test(after))) used[i] = 'label';
    }
  },
};

/** The most words of a field that may be one of the empty-field values (`nu este cazul`: three). */
const LONGEST_EMPTY_VALUE = 4;

/** What may open what {@link PLACEHOLDERS} leaves out: an empty-field value's first word (`n` of `n/a` among them) or a placeholder word. */
const PLACEHOLDER_OPENERS: ReadonlySet<string> = new Set([...EMPTY_FIELD_VALUES.map((words) => words[0]!), ...PLACEHOLDER_WORDS]);

/**
 * Systems that join their columns into one text write a stand-in for each empty one (`Bântău;N/A;Leordeni`,
 * `Preutești | NULL | Suceava | 0`, `N/A Stânca N/A Pipirig`): a field that is one of the empty-field
 * values (`EMPTY_FIELD_VALUES`), and anywhere a word no name has (`PLACEHOLDER_WORDS`) or `n/a` with its
 * slash, is left out as the label of an empty field is. Never the whole text (nothing would be left).
 */
export const PLACEHOLDERS: TextPass = {
  weight: 'emptyField',
  name: 'placeholders',
  hint: /[,;|\t\n]|null|nil|none|undefined|n\/a/i,
  // (The hint's field breaks are in most addresses; what the pass leaves out opens with one of these words, which few have.)
  opens: { words: PLACEHOLDER_OPENERS },
  run(c: LeaveOutText): void {
    const { words, used } = c;
    const n = words.length;
    for (let from = 0; from < n;) {
      let to = from + 1;
      while (to < n && !words[to]!.breakBefore) to++;
      if (to - from <= LONGEST_EMPTY_VALUE && (from > 0 || to < n) && opensEmptyFieldValue(words[from]!.folded) && used.slice(from, to).every((u) => u === false)
        && isEmptyFieldValue(words.slice(from, to).map((w) => w.folded).join(' '))) {
        for (let k = from; k < to; k++) used[k] = 'label';
      } else {
        for (let k = from; k < to; k++) {
          if (used[k] !== false) continue;
          if (PLACEHOLDER_WORDS.has(words[k]!.folded)) used[k] = 'label';
          else if (words[k]!.folded === 'n' && words[k + 1]?.folded === 'a' && textAfter(c, k) === '/' && k + 1 < to) used[k] = used[k + 1] = 'label';
        }
      }
      from = to;
    }
  },
};

/** True when the word at `i` is one digit closing a label before its colon (`Adresa 1:`, `Address line 2:`): the label's number, no house's. */
function numbersLabel(c: LeaveOutText, i: number): boolean {
  const w = c.words[i];
  return w !== undefined && !w.breakBefore && /^\d$/.test(w.folded) && colonAfterWord(c, i);
}

/** `Strada și nr.:`, `Str. si numar:`: a form's label for the street and number fields. */
export const STREET_AND_NUMBER_LABEL: WordRule = {
  weight: 'label',
  kind: 'label',
  example: { text: 'Strada și nr.: Lungă 5, Brașov', leftOut: 'strada si nr' },
  opens: { roles: ['streetType'] },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    if (words[i]!.roles.streetType === undefined || words[i + 1]?.folded !== 'si' || !words[i + 2]?.roles.numberMarker || !colonAfterWord(c, i + 2)) return NOT_HERE;
    used[i] = used[i + 1] = used[i + 2] = 'label';
    return i + 3;
  },
};

/** `Address line 1:`: the checkout's `line` goes with the label (its number too). */
export const ADDRESS_LINE_LABEL: WordRule = {
  weight: 'label',
  kind: 'label',
  example: { text: 'Address line 1: Strada Lungă 5, Brașov', leftOut: 'address line 1' },
  opens: { words: ['line'] },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    if (words[i]!.folded !== 'line' || i === 0 || words[i - 1]!.folded !== 'address') return NOT_HERE;
    used[i] = 'label';
    if (numbersLabel(c, i + 1)) used[i + 1] = 'label';
    return i + 1;
  },
};

/**
 * A label (`Adresa:`, `domiciliul`, `sediul social`, `Adresa de livrare:`, `adresa mea este`), with
 * the words that tie it to the place (`cu domiciliul în`), its qualifier, possessive and verb, and a
 * form's number of its field (`Adresa 1:`). `Țara`, `Country`, `Glovo` are labels only opening a field or before a colon (`OPENING_ONLY_LABELS`).
 */
export const LABEL: WordRule = {
  weight: 'label',
  kind: 'label',
  example: { text: 'Bună ziua, destinația mea este: Str. Lungă nr. 5, Brașov', leftOut: 'destinatia mea este' },
  opens: { roles: ['label'] },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const n = words.length;
    const w = words[i]!.folded;
    if (!words[i]!.roles.label || !(!OPENING_ONLY_LABELS.has(w) || opensSegment(words, i) || colonAfterWord(c, i))) return NOT_HERE;
    // `Loc de livrare a produselor:`: the activity of a place's label, which the utility rule reads whole (with its `loc`).
    if (activityOfPlace(words, i)) return NOT_HERE;
    used[i] = 'label';
    // `cu domiciliul în Iași`, `domiciliat în`: the words that tie a label to the place go with it.
    if (i > 0 && !words[i]!.breakBefore && LABEL_LINKS.has(words[i - 1]!.folded)) used[i - 1] = 'label';
    if (words[i + 1] && !words[i + 1]!.breakBefore && LABEL_LINKS.has(words[i + 1]!.folded) && !linkOpensName(words, i + 1)) used[i + 1] = 'label';
    // `Ridicare de la …`: `de` before the link.
    else if (words[i + 1]?.folded === 'de' && words[i + 2] && !words[i + 1]!.breakBefore && !words[i + 2]!.breakBefore && LABEL_LINKS.has(words[i + 2]!.folded)) used[i + 1] = used[i + 2] = 'label';
    // `sediul social`, `Adresa livrare:`, `Adresa de facturare:`: the word after a label (maybe after `de`) belongs to it.
    const q = words[i + 1]?.folded === 'de' ? i + 2 : i + 1;
    let end = i + 1;
    if (words[q] !== undefined && LABEL_QUALIFIERS.has(words[q]!.folded) && !words[q]!.breakBefore && (q === i + 1 || !words[i + 1]!.breakBefore)) end = q + 1;
    // `adresa nouă este …`, `adresa corectă:`: which of the person's addresses it is (`LABEL_ADJECTIVES`); `Noua adresă:` before it.
    if (end < n && LABEL_ADJECTIVES.has(words[end]!.folded) && !words[end]!.breakBefore) end++;
    const before = i > 0 && !words[i]!.breakBefore && LABEL_ADJECTIVES.has(words[i - 1]!.folded);
    if (before) used[i - 1] = 'label';
    // `adresa mea e …`, `adresa noastră este:`: a possessive after the label, maybe with its verb.
    const qualified = end > i + 1;
    if (end < n && LABEL_POSSESSIVES.has(words[end]!.folded) && !words[end]!.breakBefore) end++;
    // `adresa mea e …`, `adresa de livrare este …`: the verb after a possessive or a kind; or after the label opening its
    // field (`Bună ziua! Adresa este …`, `Noua adresă este …`): a sentence saying what the address is.
    const opens = opensSegment(words, before ? i - 1 : i);
    if ((qualified || end > i + 1 || opens) && end < n && LABEL_VERBS.has(words[end]!.folded) && !words[end]!.breakBefore) end++;
    // `Adresa 1:`, `Adresa 2:`: a form's numbered address field.
    if (end === i + 1 && numbersLabel(c, end)) end++;
    // `Adresa părintelui/tutorelui: …`: whose address it is, up to the colon.
    end = ownersBeforeColon(c, end);
    // `Adresa de corespondență pentru talonul de pensie: Chitila, …`: a label opening its field says
    // what it is for in plain words up to its colon; they go with it.
    // (`adresa de corespondență pentru …:`: a label after another and `de` opens the field with it.)
    const afterLabel = i > 1 && !words[i]!.breakBefore && !words[i - 1]!.breakBefore && words[i - 1]!.folded === 'de' && words[i - 2]!.roles.label;
    if (opens || afterLabel) {
      const tail = colonClosingLabel(c, end);
      if (tail > end) {
        end = tail;
        if (afterLabel) used[i - 1] = 'label';
      }
    }
    for (let k = i + 1; k < end; k++) used[k] = 'label';
    return i + 1;
  },
};

/** True when the link at word `k` is the first word of a place's name (`La Curte`: {@link NAME_WORDS_AFTER_LA}), no label's link. */
export function linkOpensName(words: readonly Word[], k: number): boolean {
  const next = words[k + 1];
  return words[k]!.folded === NAME_OPENING_LINK && next !== undefined && !next.breakBefore && NAME_WORDS_AFTER_LA.has(next.folded);
}

/** The first words of {@link DWELLING_PHRASES}. */
const DWELLING_STARTS: ReadonlySet<string> = new Set(DWELLING_PHRASES.map((p) => p[0]!));

/**
 * A dwelling named before its place (`Garanție: casa de locuit din Buia nr. 134, comuna Șeica Mare`, `locuința
 * din sat Poiana`): the phrase (`DWELLING_PHRASES`, the longest) and its link (`DWELLING_LINKS`: `din`, `în`, `la`)
 * say only that an address follows, as `imobilul situat în` does; a place's name written after the link (`Buia`)
 * is the village, not a street named `casa de locuit din Buia`. Only with the link and a word after it in its field.
 */
export const DWELLING_LABEL: WordRule = {
  weight: 'label',
  kind: 'label',
  example: { text: 'Garanție: casa de locuit din Buia nr. 134, comuna Șeica Mare, județul Sibiu', leftOut: 'casa de locuit din' },
  opens: { words: DWELLING_STARTS },
  at({ words, used }: LeaveOutText, i: number): number {
    if (!DWELLING_STARTS.has(words[i]!.folded)) return NOT_HERE;
    let end = NOT_HERE;
    for (const phrase of DWELLING_PHRASES) {
      const link = i + phrase.length;
      if (link + 1 >= words.length || link + 1 <= end || !phraseAt(words, phrase, i)) continue;
      const place = words[link + 1]!;
      if (words[link]!.breakBefore || !DWELLING_LINKS.has(words[link]!.folded) || place.breakBefore || place.roles.digitFirst) continue;
      end = link + 1;
    }
    if (end === NOT_HERE) return NOT_HERE;
    mark(used, i, end, 'label');
    return end;
  },
};

/** The most words of an owner's name after a dwelling's word, before the colon (`Casa Pop Ion Vasile:`). */
const LONGEST_OWNER_NAME = 4;

/**
 * A dwelling's label with its owner's name, as an insurer's or an agent's list heads each insured home (`Casa Marin
 * Vasile: Victoria, Nicolae Bălcescu 129, BV`, `Locuința Pop Ana: …`): a dwelling's phrase (`DWELLING_PHRASES`)
 * opening its field, two to {@link LONGEST_OWNER_NAME} words of a name (letters, each a given name or a word of no role), and a colon
 * after the last: the label says whose house follows, as `Adresa:` says an address does. The name is no place (`Marin` is
 * also a village's) and the town after the colon is the address's first field.
 */
export const DWELLING_OWNER_LABEL: WordRule = {
  weight: 'label',
  kind: 'label',
  example: { text: 'Casa Pop Ion: Victoria, Nicolae Bălcescu 12, BV', leftOut: 'casa pop ion' },
  opens: { words: DWELLING_STARTS },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const w = words[i]!;
    // (Opening its field, or after words left out: `Adresa de livrare: Casa Pop Ion: …`.)
    if (!DWELLING_STARTS.has(w.folded) || !opensField(words, used, i)) return NOT_HERE;
    for (let k = i + 1; k < words.length && k - i <= LONGEST_OWNER_NAME && !words[k]!.breakBefore; k++) {
      const name = words[k]!;
      // A name's word: letters, a given name or a word of no role (`de` of `Casa de cultură:`, `nr.`, a street's type
      // are not); the data's given names are the streets' (`Vasile`, `Mihai`), not today's (`Delia`, `Darius`).
      if (!/^[a-z]+$/.test(name.folded) || !(isGivenName(name.folded) || playsNoRole(name))) return NOT_HERE;
      if (colonAfterWord(c, k)) {
        // A surname and a given name at least: `Casa Mare:` names a house, no owner.
        if (k === i + 1) return NOT_HERE;
        mark(used, i, k + 1, 'label');
        return k + 1;
      }
      // A name's words are written apart by spaces (or a double name's dash): anything else ends the look.
      if (!/^[ \t]*-?[ \t]*$/.test(textAfter(c, k))) return NOT_HERE;
    }
    return NOT_HERE;
  },
};

/** What a house looks like, after its dwelling word (`casa cu gard albastru`, `casa cu poarta de lemn`): `cu`. */
const HOUSE_LOOK_LINK = 'cu';

/**
 * A house described to the courier in a field of its own (`…, Ursoaia (Icoana) (OT), casa cu gard albastru, mersi`,
 * `str. Văii 123 - casa cu poarta de lemn`): a dwelling's first word (`DWELLING_PHRASES`) opening its field, `cu`
 * and what it has, to the field's end or to a street's type word that a number follows in it (the address, written
 * on: `Casă cu 5 camere Str Ion Călin nr. 73`), is a note, as `DWELLING_LABEL`'s phrase before `din` is a label: no
 * place or street is named `casa cu …`.
 */
export const HOUSE_LOOK_NOTE: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Livrati la Ursoaia (Icoana) (OT), casa cu gard albastru, mersi', leftOut: 'casa cu gard albastru' },
  opens: { words: DWELLING_STARTS },
  at({ words, used }: LeaveOutText, i: number): number {
    const w = words[i]!;
    if (!DWELLING_STARTS.has(w.folded) || (i > 0 && !w.breakBefore) || i + 2 >= words.length) return NOT_HERE;
    const link = words[i + 1]!;
    if (link.breakBefore || link.folded !== HOUSE_LOOK_LINK || words[i + 2]!.breakBefore) return NOT_HERE;
    let end = i + 3;
    while (end < words.length && !words[end]!.breakBefore && !addressGoesOn(words, end)) end++;
    mark(used, i, end, 'note');
    return end;
  },
};

/**
 * True when the street's type word at `k` opens the address in the field of a house's description (`Casă cu 5 camere
 * Str Ion Călin nr. 73`): a number or a house number's marker follows it there (`casa cu curte mare` has none).
 */
function addressGoesOn(words: readonly Word[], k: number): boolean {
  if (words[k]!.roles.streetType === undefined) return false;
  for (let j = k + 1; j < words.length && !words[j]!.breakBefore; j++) if (words[j]!.roles.digitFirst || words[j]!.roles.houseMarker) return true;
  return false;
}

/**
 * True when the word at `i` is the activity after `loc` or `loc de` (`Loc livrare`, `Locul de livrare`), or
 * after `punct de` (`Adresa punct de descărcare:`): a place's label (the utility rule's, the workplace
 * note's), not an address's.
 */
export function activityOfPlace(words: readonly Word[], i: number): boolean {
  if (!PLACE_ACTIVITY_WORDS.has(words[i]!.folded) || words[i]!.breakBefore || i === 0) return false;
  const linked = words[i - 1]!.folded === 'de' && i > 1 && !words[i - 1]!.breakBefore;
  const k = linked ? i - 2 : i - 1;
  return SUPPLY_PLACE_WORDS.has(words[k]!.folded) || (linked && WORKPLACE_WORDS.has(words[k]!.folded));
}

/** A markup tag (`<cbc:StreetName>`, `</cac:PostalAddress>`). */
const MARKUP_TAG = /<\/?[A-Za-z][^<>]*>/g;
/** A field's name as a program spells it, words run together with inner capitals, before a colon (`StreetName:`, `CountrySubentity:`). */
const PROGRAM_FIELD_NAME = /(?<![\p{L}\d])\p{L}*\p{Ll}\p{Lu}\p{L}*(?=\s*:)/gu;

/**
 * An e-invoice's (UBL) address as its XML or its fields' names print it (`<cbc:StreetName>Șos. Pipera
 * 20</cbc:StreetName>`, `StreetName: Str. Navelor 4 | CityName: GALATI`): the tags, and the names of
 * fields written as a program spells them before a colon, are labels; what they hold is read.
 */
export const MARKUP_LABELS: TextPass = {
  weight: 'label',
  name: 'markup labels',
  // (A tag's `<` or a field name's colon, which both expressions need: an expression of the two with its
  // Unicode classes, tried at every character, cost every text about ten times this look.)
  hint: /[<:]/,
  run({ text, words, used }: LeaveOutText): void {
    for (const pattern of [MARKUP_TAG, PROGRAM_FIELD_NAME]) {
      pattern.lastIndex = 0;
      let w = 0;
      for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
        const end = m.index + m[0].length;
        while (w < words.length && words[w]!.end <= m.index) w++;
        for (let k = w; k < words.length && words[k]!.start < end; k++) if (!used[k]) used[k] = 'label';
      }
    }
  },
};
/** The most plain words a label may run on with before its colon (`pentru talonul de pensie`). */
const LONGEST_LABEL_TAIL = 6;

/**
 * The end (exclusive) of a label's plain words from `from` to its colon, within its field, opened by
 * a word saying what the address is for (`LABEL_PURPOSE_WORDS`): none a number or a marker of an
 * address part; `from` when no colon closes them.
 */
function colonClosingLabel(c: LeaveOutText, from: number): number {
  const { words, used } = c;
  // (Only what the label is for: `Adresa Brașov:`, `Adresa firmei din Brașov:` name the place.)
  if (!LABEL_PURPOSE_WORDS.has(words[from]?.folded ?? '')) return from;
  for (let k = from; k < words.length && k < from + LONGEST_LABEL_TAIL; k++) {
    const w = words[k]!;
    const r = w.roles;
    if ((k > from && w.breakBefore) || (k === from && w.breakBefore) || used[k] || r.digitFirst || r.streetType !== undefined || r.typeWord || r.localityKind !== undefined
      || r.countyMarker || r.sectorWord || r.houseMarker || r.numberMarker || r.postalWord) return from;
    if (colonAfterWord(c, k)) return k + 1;
  }
  return from;
}

/**
 * The end of whose address a label gives, from word `from` right after it to its colon (`Adresa părintelui/tutorelui:`,
 * `Domiciliu titular/împuternicit:`, `Adresa proprietarului sau chiriașului:`): owners' words (`LABEL_OWNERS`), joined
 * by a slash or a link (`LABEL_OWNER_LINKS`), the last before a colon. `from` when no such words close at a colon: an
 * owner's word alone after a label, with no colon, may be a place's or a street's (`Adresa Titular`).
 */
export function ownersBeforeColon(c: LeaveOutText, from: number): number {
  const { words } = c;
  if (from >= words.length || words[from]!.breakBefore) return from;
  for (let k = from; k < words.length && k < from + LONGEST_OWNERS; k++) {
    const w = words[k]!;
    const owner = LABEL_OWNERS.has(w.folded);
    if (!owner && (k === from || !LABEL_OWNER_LINKS.has(w.folded))) return from;
    if (owner && colonAfterWord(c, k)) return k + 1;
    // Owners are written apart by spaces or a slash; anything else (a comma, a dot) ends the look.
    if (!OWNERS_APART.test(textAfter(c, k))) return from;
  }
  return from;
}
/** The most words of a label's owners (`proprietarului sau chiriașului` and a qualifier each). */
const LONGEST_OWNERS = 5;
/** What may stand between two words of a label's owners: spaces, or a slash. */
const OWNERS_APART = /^[ \t]*\/?[ \t]*$/;

/** A colon after a word, maybe after a dot or a parenthesis closed (`Referat social (admitere centru):`). */
const COLON_AFTER_CLOSED = /^[\s.)\]]*:/;

/** The most words a record's heading may have before its colon (`Transport la domiciliu după externare`). */
const LONGEST_RECORD_LABEL = 6;

/** True when a word may be a record heading's word: no number, and no marker of an address part. */
export function plainWord(w: Word): boolean {
  const r = w.roles;
  return !r.digitFirst && !r.houseMarker && !r.numberMarker && r.streetType === undefined && !r.typeWord && r.localityKind === undefined
    && !r.countyMarker && !r.sectorWord && !r.postalWord && !r.country;
}

/** The most words of a village's name after a record's heading (`Sânnicolau de Beiuș`, `Valea Lungă`). */
const LONGEST_NAME = 4;

/**
 * True when the plain words from `from` (a name) are followed by a locality kind's marker opening the
 * next field or a parenthesis (`Buda (com. Zvoriștea)`, `Odvos, com. Conop`): a village and its unit.
 */
function unitMarkedAfterName(c: LeaveOutText, from: number): boolean {
  const { text, words, used } = c;
  // `Colonia 1 Mai 260 (com. Vulcan)`, `Colonia Bod nr. 26, com. Bod`: a name opened by a type word that also begins
  // villages' names (`PLACE_LIKE_TYPE_WORDS`) may hold a number and be followed by the house's: a village of the unit
  // marked after it, as a street of a commune's seat is not written (the street's name would come with no type word).
  // (At most three such words, `1 Mai nr. 235`, besides the name's {@link LONGEST_NAME}: `drumul e impracticabil in …, comuna …` is prose.)
  const placeLike = PLACE_LIKE_TYPE_WORDS.has(words[from]!.folded);
  let numbers = 0;
  for (let k = from + 1; k < words.length && k <= from + LONGEST_NAME + numbers; k++) {
    const w = words[k]!;
    const between = text.slice(words[k - 1]!.end, w.start);
    if (w.breakBefore || between.includes('(')) return used[k] === false && (w.roles.localityKind !== undefined || (!w.breakBefore && unitInBrackets(c, k)));
    if (nameWord(w)) continue;
    if (!placeLike || numbers >= 3 || !(/^\d+$/.test(w.folded) || w.roles.numberMarker)) return false;
    numbers++;
  }
  return false;
}

/**
 * True when the bracket opened before word `k` holds a name alone (up to {@link LONGEST_NAME} plain
 * words) and closes before a comma and more words (`GORUNI (LIPNIȚA), JUD. CONSTANȚA`): the village's
 * unit without its marker, as registers write a village, its commune in brackets, then the county.
 */
function unitInBrackets({ text, words, used }: LeaveOutText, k: number): boolean {
  for (let j = k; j < words.length && j < k + LONGEST_NAME; j++) {
    if (used[j] !== false || !plainWord(words[j]!) || (j > k && words[j]!.breakBefore)) return false;
    const after = text.slice(words[j]!.end, words[j + 1]?.start ?? text.length);
    if (after.includes(')')) return j + 1 < words.length && /^\s*\)\s*,/.test(after);
    if (after.includes('(')) return false;
  }
  return false;
}

/** True when a word may be a word of a place's name: no number, and no marker of a part other than a street's type (`Vad`, `Colonia`). */
function nameWord(w: Word): boolean {
  const r = w.roles;
  return !r.digitFirst && !r.houseMarker && !r.numberMarker && r.localityKind === undefined && !r.countyMarker && !r.sectorWord && !r.postalWord && !r.country;
}

/** True when the word is written with a small first letter (`fisa`, `exploatațiilor`). */
function writtenSmall(text: string, w: Word): boolean {
  return /^\p{Ll}/u.test(text.slice(w.start, w.start + 2));
}

/**
 * A health, social or insurance record writes what it is before a colon, then the address (`fisa de
 * ingrijiri: Lupoaia, comuna Catunele`, `Registrul exploatațiilor: Cutiș (com. Almașu)`, `Predare pat
 * medical: Alma Vii, com. Moșna`): the heading's plain words, from its field's start or a label left
 * out (`Adresa de risc:`) to the colon, are a label when one of them is written small (a place's name
 * writes only its small words so: `de`, `din`) and the name after the colon is written capitalized
 * (`iasi: str lunga` says nothing by its letters, and keeps `iasi`), or, in any letters, when the name
 * after the colon is a village with its unit marked after it (`FIȘĂ PACIENT: BUDA (COM. ZVORIȘTEA)`,
 * `fisa pacient: odvos, com. conop`) or alone in brackets before the next field (`TRANSPORT DIALIZĂ:
 * GORUNI (LIPNIȚA), JUD. CONSTANȚA`): the address starts there.
 */
export const RECORD_LABEL: TextPass = {
  weight: 'recordLabel',
  name: 'record labels',
  // A colon before a word (most addresses have none; a literal first keeps the look cheap).
  hint: /:\s*\p{L}/u,
  run(c: LeaveOutText): void {
    const { text, words, used } = c;
    const n = words.length;
    for (let i = 0; i + 1 < n; i++) {
      if (used[i] || !COLON_AFTER_CLOSED.test(textAfter(c, i))) continue;
      const next = words[i + 1]!;
      if (next.breakBefore || used[i + 1] || !nameWord(next)) continue;
      // (A street type opens a street there, but a village may be named by one: `Vad (com. …)`.)
      const capitalized = /^\p{Lu}/u.test(text.slice(next.start, next.start + 2)) && plainWord(next);
      const unitAfter = unitMarkedAfterName(c, i + 1);
      if (!capitalized && !unitAfter) continue;
      let from = i;
      let count = 0;
      let small = false;
      let plain = true;
      for (let k = i; ; k--) {
        const w = words[k]!;
        const u = used[k];
        // (A label or a message left out before: what follows it to the colon is its tail.)
        if (u === 'label' || u === 'message') break;
        if (u === false) {
          if (!plainWord(w) || ++count > LONGEST_RECORD_LABEL) { plain = false; break; }
          if (writtenSmall(text, w) && !NAME_SMALL_WORDS.has(w.folded)) small = true;
        }
        from = k;
        if (k === 0 || w.breakBefore) break;
      }
      if (!plain || count === 0 || !((small && capitalized) || unitAfter)) continue;
      for (let k = from; k <= i; k++) if (used[k] === false) used[k] = 'label';
    }
  },
};

/** The most small words a locality kind's heading may run on with before its colon or dash (`izolată de zăpadă`). */
const LONGEST_KIND_HEADING = 4;
/** A colon or a dash closing a heading (`Localitate izolată de zăpadă:`, `… de zăpadă - satul …`). */
const HEADING_CLOSE = /^[\s.)\]]*(?::|[-\u2013\u2014](?=\s))/;

/**
 * A locality kind word opening a heading, not a locality's name (`Localitate izolată de zăpadă: satul Satnoeni (com.
 * …)`, `Localitatea afectată - comuna Dobrețu`, a dispatch record's `Loc: Str. Republicii nr. 82, loc. Dorohoi`; issue
 * 24, police120): the kind word, the words after it that say what the place is (opened by a place's state,
 * `PLACE_STATE_WORDS`, in any letters; or written small, as a place's name is not: it writes its first word
 * capitalized) and the colon or dash closing them, when the place itself is marked after it (a
 * locality's kind, a street's type, a county's marker) and, where words stand between, its name after that marker is
 * written capitalized (in a text written all small or all in capitals, heading words opened by no state's word cannot be told
 * from a name: read as before).
 * Read as the place, the heading's words named a locality no index holds and the whole text failed.
 */
export const LOCALITY_KIND_HEADING: TextPass = {
  weight: 'label',
  name: 'a locality kind heading',
  hint: /[:\-\u2013\u2014]/,
  run(c: LeaveOutText): void {
    const { text, words, used } = c;
    const n = words.length;
    for (let i = 0; i + 1 < n; i++) {
      if (used[i] || words[i]!.roles.localityKind === undefined) continue;
      // (A state's word first says what the place is in any letters; else only words written small do.)
      const state = i + 1 < n && PLACE_STATE_WORDS.has(words[i + 1]!.folded);
      let close = -1;
      for (let k = i; k < n && k <= i + LONGEST_KIND_HEADING; k++) {
        const w = words[k]!;
        if (k > i && (w.breakBefore || used[k] || !plainWord(w) || (!state && !writtenSmall(text, w)))) break;
        if (HEADING_CLOSE.test(textAfter(c, k))) { close = k; break; }
      }
      if (close < 0 || close + 1 >= n) continue;
      const next = words[close + 1]!;
      const r = next.roles;
      if (used[close + 1] || (r.localityKind === undefined && r.streetType === undefined && !r.countyMarker)) continue;
      const name = words[close + 2];
      if (close > i && !state && (name === undefined || !/^\p{Lu}/u.test(text.slice(name.start, name.start + 2)))) continue;
      for (let k = i; k <= close; k++) used[k] = 'label';
      i = close;
    }
  },
};
