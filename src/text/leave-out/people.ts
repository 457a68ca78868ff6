/**
 * What is written about the person before their address: a name after `Subsemnatul`, `Elevul`, and
 * everything before a domicile label (`…, domiciliat în Bacău, …`).
 */
import { ADDRESS_WORDS, CARE_OF_PHRASES, CONTACT_PERSON_COLON_ONLY, CONTACT_PERSON_PHRASES, CARE_OF_POSSESSIVES, CARE_OF_SLASHED, COURTESY_TITLE_ENDINGS, DOMICILE_LABELS, DOMICILE_QUALIFIERS, DWELLING_VERBS, HOUSEHOLD_INTRODUCERS, LONGEST_HOUSEHOLD_NAME, PROSE_STREET_WORD, LABEL_LINKS, LABEL_ADJECTIVES, LABEL_POSSESSIVES, LABEL_QUALIFIERS, LABEL_VERBS, LIST_ROW_LABELS, MESSAGE_CLOSERS, MESSAGE_NOTE_STARTS, NEGATION, NEGATION_ADVERBS, ORGANISATION_HEADS, PERSON_INTRODUCERS, SAME_PLACE_PHRASES, SEAT_LABELS, SAME_PLACE_WORDS } from '../../shared/vocabulary.js';
import { sentenceMarkIn, type Word } from '../address-tokens.js';
import type { WordUse } from '../reading.js';
import { colonAfterWord, fieldEnd, mark, NOT_HERE, phraseAt, textAfter, type LeaveOutText, type TextPass, type WordRule } from './rule.js';
import { activityOfPlace, linkOpensName, ownersBeforeColon } from './labels.js';
import { partyMarkerStartBefore, setAsideMarkerAt } from './parties.js';

/** The `de` of a two-word link after a domicile label (`sunt de la`, `de pe`, `de din`). */
const DE_OF_LINK = 'de';
import { personFieldEnd } from '../message-reader.js';

/**
 * `Subsemnatul Ion Popescu, domiciliat în …`, `Elevul …`: a person's name, to the end of its field, or
 * to a street's type word or a locality's kind word in it, where the address starts with no comma before
 * it (`numele meu e Ana mă puteți găsi pe strada Gheorghe Doja …`, as a transcript writes it).
 */
export const PERSON_INTRODUCED: WordRule = {
  weight: 'personIntroduced',
  kind: 'person',
  example: { text: 'Subsemnatul Ion Popescu, Str. Lungă 5, Brașov', leftOut: 'subsemnatul ion popescu' },
  opens: { words: [...PERSON_INTRODUCERS, ...HOUSEHOLD_INTRODUCERS] },
  at({ words, used }: LeaveOutText, i: number): number {
    const household = HOUSEHOLD_INTRODUCERS.has(words[i]!.folded);
    if (!PERSON_INTRODUCERS.has(words[i]!.folded) && !household) return NOT_HERE;
    const end = fieldEnd(words, i);
    let k = i + 1;
    while (k < end && words[k]!.roles.streetType === undefined && words[k]!.roles.localityKind === undefined && !(household && used[k])) k++;
    // `fam. Lungu, sat …`: a household's surname, one or two plain words to its field's end, or to words left out already
    // (`familia apostol tel 0771559752`: its phone).
    if (household && ((k !== end && !used[k]) || k === i + 1 || k - i - 1 > LONGEST_HOUSEHOLD_NAME)) return NOT_HERE;
    mark(used, i, k, 'person');
    return i + 1;
  },
};

/**
 * `49. Dobre Matei - ORAȘ Beclean, Bistrița-Năsăud - sala 14`, `7) Pop Ana, …`: a list's item number opening the text
 * before a person's name (a candidates' list, a register's rows): one to three digits closed by a dot or a bracket,
 * then a field that reads as a person's (`personFieldEnd`, with the number left out). Left out, the name opens the
 * text, and the run decoder may label it the person's (`personNoise`) rather than read `Matei` as a village of the
 * county. Only before a person's field: `1. Mai 12, Ploiești` (a street named after a date) keeps its number.
 */
export const LIST_ITEM_NUMBER: WordRule = {
  weight: 'listItemNumber',
  kind: 'note',
  example: { text: '12. Pop Ana Maria - com. Negri, jud. Bacău', leftOut: '12' },
  opens: { roles: ['digitFirst'] },
  at({ text, words, used }: LeaveOutText, i: number): number {
    const word = words[i]!;
    if (!/^\d{1,3}$/.test(word.folded) || !/^[.)]\s/.test(text.slice(word.end, word.end + 2))) return NOT_HERE;
    for (let k = 0; k < i; k++) if (!used[k]) return NOT_HERE;
    const next = words[i + 1];
    if (next === undefined || next.breakBefore) return NOT_HERE;
    const without = used.slice();
    without[i] = 'note';
    if (personFieldEnd(words, without) <= i + 1) return NOT_HERE;
    mark(used, i, i + 1, 'note');
    return i + 1;
  },
};

/** The first words of {@link LIST_ROW_LABELS}. */
const LIST_ROW_STARTS: ReadonlySet<string> = new Set(LIST_ROW_LABELS.map((p) => p[0]!));

/**
 * `Nr.crt.51 Anghel Aurelia, Albiș 260, Cernat, Covasna, …`, `nr. crt. 12 - …`: a list's row number after its label
 * (`LIST_ROW_LABELS`), wherever it stands: the label and its number are the row's, never the house's (read as the
 * house, `nr.` would take the row's number and leave the village's own number to be read as a street's). Left out at the
 * text's start, the name after it opens the text, and the run decoder may label it the person's (`personNoise`), as
 * after a bare item number ({@link LIST_ITEM_NUMBER}).
 */
export const LIST_ROW_NUMBER: WordRule = {
  weight: 'listRowNumber',
  kind: 'note',
  example: { text: 'Nr. crt. 7 Pop Ana, Poiana 12, Negri, Bacău', leftOut: 'nr crt 7' },
  opens: { words: LIST_ROW_STARTS },
  at({ words, used }: LeaveOutText, i: number): number {
    const label = LIST_ROW_LABELS.find((p) => phraseAt(words, p, i));
    if (label === undefined) return NOT_HERE;
    const k = i + label.length;
    const number = words[k];
    // The label with no number after it in its field (a column's heading) is left as it is.
    if (number === undefined || number.breakBefore || !/^\d{1,4}$/.test(number.folded)) return NOT_HERE;
    for (let j = i; j <= k; j++) if (used[j]) return NOT_HERE;
    mark(used, i, k + 1, 'note');
    return k + 1;
  },
};

/**
 * `c/o Ana Ionescu, Str. Lungă 5, Brașov`, `Str. Horea 12, Cluj-Napoca, în grija lui Andrei Pop`, `John Miller c/o Ana
 * Ionescu, …` (`CARE_OF_SLASHED`, `CARE_OF_PHRASES`): who receives the post for the addressee, wherever the lead
 * stands. The lead and the name after it in its field are the person's, to a street's type, a locality's kind, a
 * number or a marker (the address may follow with no comma: `c/o Ana Pop Str. Lungă 5`); and the addressee's name
 * before `c/o` in its field (`John Miller c/o …`), when that field holds nothing of an address.
 */
export const CARE_OF: WordRule = {
  weight: 'careOf',
  kind: 'person',
  example: { text: 'Str. Horea 12, Cluj-Napoca, c/o Andrei Pop', leftOut: 'c o andrei pop' },
  opens: { words: [CARE_OF_SLASHED[0], ...CARE_OF_PHRASES.map((p) => p[0]!)] },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const n = words.length;
    let k: number;
    if (phraseAt(words, CARE_OF_SLASHED, i) && /^\s*\/\s*$/.test(textAfter(c, i))) k = i + 2;
    else {
      const phrase = CARE_OF_PHRASES.find((p) => phraseAt(words, p, i));
      if (phrase === undefined) return NOT_HERE;
      k = i + phrase.length;
      // `în grija lui`, `în grija d-nei` (the short title split at its hyphen: `d`, `nei`).
      if (k < n && !words[k]!.breakBefore && CARE_OF_POSSESSIVES.has(words[k]!.folded)) k++;
      else if (k + 1 < n && !words[k]!.breakBefore && !words[k + 1]!.breakBefore && words[k]!.folded === 'd' && COURTESY_TITLE_ENDINGS.has(words[k + 1]!.folded)) k += 2;
    }
    const from = k;
    while (k < n && !words[k]!.breakBefore && !used[k] && namesNothing(words[k]!)) k++;
    // A lead with no name after it (`în grija`, the field ending or an address following) is no one's.
    if (k === from) return NOT_HERE;
    // `John Miller c/o Ana Ionescu`: the addressee's name before the lead, its field's opening words.
    let start = i;
    while (start > 0 && !words[start]!.breakBefore && !used[start - 1] && namesNothing(words[start - 1]!)) start--;
    if (!words[start]!.breakBefore && start > 0) start = i;
    mark(used, start, k, 'person');
    return k;
  },
};

/** The most words of a contact person's name, with a title (`prof. dr. Ana Maria Pop`): a longer field is no one's name. */
const LONGEST_CONTACT_NAME = 5;
/** The first words of {@link CONTACT_PERSON_PHRASES}. */
const CONTACT_PERSON_STARTS: ReadonlySet<string> = new Set(CONTACT_PERSON_PHRASES.map((p) => p[0]!));

/**
 * `…, Rădeni, Neamț. Persoană de contact: Elena Dumitru`, `Contact: Ion Pop, tel. 0744 …`: an institution's
 * contact person after its address (`CONTACT_PERSON_PHRASES`; a one-word label only before a colon): the
 * label and the name after it, to its field's end or a word that names a part (a number, a marker, a type or a
 * kind word, a telephone's word), are the person's. Surer than a record's heading (`RECORD_LABEL`), which
 * would take the label with the county before its full stop (`Neamț. Persoană de contact:`) and leave the
 * name to be read as a village (`Marin`, `Dumitru`).
 */
export const CONTACT_PERSON: WordRule = {
  weight: 'contactPerson',
  kind: 'person',
  example: { text: 'Școala Gimnazială, Rădeni, Neamț. Persoană de contact: Elena Dumitru', leftOut: 'persoana de contact elena dumitru' },
  opens: { words: CONTACT_PERSON_STARTS },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const n = words.length;
    const phrase = CONTACT_PERSON_PHRASES.find((p) => phraseAt(words, p, i));
    if (phrase === undefined) return NOT_HERE;
    const last = i + phrase.length - 1;
    const colon = colonAfterWord(c, last);
    if (phrase.length === 1 && CONTACT_PERSON_COLON_ONLY.has(phrase[0]!) && !colon) return NOT_HERE;
    let k = last + 1;
    const from = k;
    // (The colon may open a field of its own: the name's first word is then after a break.)
    while (k < n && (k === from ? colon || !words[k]!.breakBefore : !words[k]!.breakBefore) && !used[k] && namesNothing(words[k]!) && k - from < LONGEST_CONTACT_NAME) k++;
    // A label with no name after it, or a name running on past a name's length, is no one's name.
    if (k === from || (k < n && !words[k]!.breakBefore && namesNothing(words[k]!) && !used[k])) return NOT_HERE;
    mark(used, i, k, 'person');
    return k;
  },
};

/** A word that names no part of an address by its roles: no number, marker, type or kind word, label or telephone word. */
function namesNothing(w: Word): boolean {
  const r = w.roles;
  return !r.digitFirst && !r.houseMarker && !r.numberMarker && !r.postalWord && r.streetType === undefined && !r.typeWord && r.localityKind === undefined
    && !r.countyMarker && !r.sectorWord && !r.label && !r.phoneMarker;
}

/**
 * `Elev Matei Andrei, cls. a VI-a B, dom. Str. Mărășești nr. 8`, `născut la … în Vaslui, domiciliat
 * în Bacău, …`, `Locul nașterii: …; domiciliul actual: sat Mohu, …`: a domicile label followed by
 * `în`/`la`, a colon or the address itself (a street type or locality kind word) starts the address;
 * what is written before it is about the person (name, class, parents, birthplace, file) and is left
 * out, with the label. Each such label counts, when at least two words follow it: the address
 * starts after the last.
 */
export const BEFORE_DOMICILE: TextPass = {
  weight: 'beforeDomicile',
  name: 'before the domicile',
  // Text that may hold a domicile label (`dom`, `domiciliat`, `sediul`), in any case: a look spares most addresses the walk.
  // (`stăm`, `stau`: every word of `DWELLING_VERBS`.)
  hint: /dom|sedi|locu|sta[uam]|sunt|adr|livr/i,
  run({ text, words, used }: LeaveOutText): void {
    const n = words.length;
    for (let i = 0; i < n; i++) {
      // A label's words are read as unmarked: the label rule may have taken them first, and what is
      // before the label is undecided still (`domiciliat(ă) în`, `adresa mea este` read as here).
      if ((used[i] && used[i] !== 'label') || !DOMICILE_LABELS.has(words[i]!.folded)) continue;
      // `Locul de livrare:`: the activity of a place's label (read whole by the utility rule), no domicile's.
      if (activityOfPlace(words, i)) continue;
      // `…; domiciliu: …` after an elected domicile, `sediul:` after a lawyer's office: another party's address, whose
      // label says nothing of the words before it (issue 24, role113: `SERVED_PARTY`).
      if (setAsideMarkerAt({ text, words, used }, i)) continue;
      // `… jud. SV - nu locuiește la adresa`, `nu mai locuiește la adresa de domiciliu`: a clerk's note that the person
      // does not live there labels nothing after it, nor do the label's words that go on in its phrase.
      if (negated(words, i)) {
        while (i + 1 < n && !words[i + 1]!.breakBefore && negatedLabelGoesOn(words[i + 1]!.folded)) i++;
        continue;
      }
      let k = i + 1;
      // `domiciliat(ă) în`: the ending was left out already.
      while (k < n && used[k] && used[k] !== 'label' && !words[k]!.breakBefore) k++;
      if (k < n && !words[k]!.breakBefore && DOMICILE_QUALIFIERS.has(words[k]!.folded)) k++;
      // `adresa de livrare:`, `adresa livrare:`.
      const q = words[k]?.folded === 'de' ? k + 1 : k;
      if (q < n && !words[q]!.breakBefore && LABEL_QUALIFIERS.has(words[q]!.folded)) k = q + 1;
      // `adresa nouă: …`: which address it is (`LABEL_ADJECTIVES`), as the label rule reads it.
      if (k < n && !words[k]!.breakBefore && LABEL_ADJECTIVES.has(words[k]!.folded)) k++;
      // `Adresa mea este Broșteni, com. Lăpușata`: a possessive after the label, maybe with its verb, goes with it
      // (as the label rule reads it), not into the place's name that `placeBeforeStreet` looks at.
      if (k < n && !words[k]!.breakBefore && LABEL_POSSESSIVES.has(words[k]!.folded)) {
        k++;
        if (k < n && !words[k]!.breakBefore && LABEL_VERBS.has(words[k]!.folded)) k++;
      }
      // `Adresa părintelui/tutorelui: …`, `Domiciliu titular/împuternicit: …`: whose address it is, up to the colon.
      k = ownersBeforeColon({ text, words, used }, k);
      // `sunt de la Ercea comuna Bala`, `stăm de pe strada Lungă`: `de` before a link is the link's, as `labelAt` reads
      // `adresa de la` (a farmer's message: `sărut mâna sunt de la satul …`; issue 24, sure98).
      if (k + 1 < n && words[k]!.folded === DE_OF_LINK && !words[k]!.breakBefore && !words[k + 1]!.breakBefore && words[k + 1]!.folded !== 'cu' && LABEL_LINKS.has(words[k + 1]!.folded)) k++;
      // (A courtesy after the label is no address: `… plata card la livrare. Mulțumesc frumos!`.)
      const next = words[k];
      if (next === undefined || afterLabel(words, used, k) < 2) return;
      // (A label before a courier's note in the next sentence labels none of it: `… plata card la livrare. Sunați înainte,
      // vă rog.`; fix132. Not any sentence's mark: a label's abbreviation has its dot, `dom. Iași`, `adr. com. …`.)
      if (!next.breakBefore && MESSAGE_NOTE_STARTS.has(next.folded) && sentenceMarkIn(text, words[k - 1]!.end, next.start, true)) continue;
      const colon = /^[\s.]*:/.test(text.slice(words[k - 1]!.end, next.start));
      const link = !next.breakBefore && next.folded !== 'cu' && LABEL_LINKS.has(next.folded) && !linkOpensName(words, k);
      const address = next.roles.streetType !== undefined || next.roles.localityKind !== undefined;
      // `trimiteti pe adresa Govora 1`: the address's own label after `pe`/`la` starts it too.
      const linkedBefore = ADDRESS_WORDS.has(words[i]!.folded) && i > 0 && !words[i]!.breakBefore && LABEL_LINKS.has(words[i - 1]!.folded);
      if (!colon && !link && !address && !linkedBefore && !placeBeforeStreet(words, k)) continue;
      // `domiciliat în același loc`: the domicile is the place before the label; the label and the phrase say only that.
      // (A courtesy after the phrase closes no field: `… în același loc Mulțumesc!`.)
      const same = link ? SAME_PLACE_PHRASES.find((p) => phraseAt(words, p, k + 1)) : undefined;
      if (same !== undefined && k + 1 + same.length === beforeCourtesy(words, used, k + 1, sentenceOrFieldEnd(text, words, k))) {
        mark(used, i > 0 && !words[i]!.breakBefore && LABEL_LINKS.has(words[i - 1]!.folded) ? i - 1 : i, k + 1 + same.length, 'label');
        i = k + same.length;
        continue;
      }
      // `…; domiciliul din CI este același`: the label's field says the domicile is the address before it.
      // (A courtesy left out after it closes no field: `… este același. Mulțumesc!`.)
      const fieldTo = beforeCourtesy(words, used, i + 1, sentenceOrFieldEnd(text, words, i));
      if (i > 0 && SAME_PLACE_WORDS.has(words[fieldTo - 1]!.folded) && namesNoPart(words, i + 1, fieldTo)) {
        mark(used, i, fieldTo, 'label');
        i = fieldTo - 1;
        continue;
      }
      // `str. Ciurea nr. 33 sediu mun. București`: a typed street with its number before the label is
      // the address already; the label is a note on it.
      if (!colon && !link && !linkedBefore && typedStreetWithNumber(words, used, i)) return;
      // `va rog livrati la adresa: …`: before the address's own label, only its field is about something else
      // (`Oraș: Bistrița\nAdresa: Str. …` keeps the town).
      // `Ridic personal din Craiova, sunt pe Str. Pieții 27`: a message's verb of dwelling before `pe` and
      // its street (`DWELLING_VERBS`) leaves out its own field's words only: the town may be named before.
      // (In a paper naming parties, from the role word heading this party's address: `SERVED_PARTY` weighs the segments.)
      let from = partyMarkerStartBefore({ text, words, used }, i);
      if (ADDRESS_WORDS.has(words[i]!.folded) || (DWELLING_VERBS.has(words[i]!.folded) && i + 1 < n && !words[i + 1]!.breakBefore && words[i + 1]!.folded === PROSE_STREET_WORD)) for (from = i; from > 0 && !words[from]!.breakBefore;) from--;
      // An institution's seat (`Secția de votare nr. 24 Negrești. Sediul: …`): what is before the label is the
      // institution's name, read by the organisation rules, whose place (often its last words) is the address's.
      // (Where the name ends with its own number right before the label, `Secția de votare nr. 228, sediul: Grădinița …`, it
      // names no place: left out as before, the institution after the label is read as an institution's.)
      // (Past an address's label opening the field, `Adresa mea este Secția de votare nr. 24 Negrești. Sediul: …`: the label's.)
      const seatOf = SEAT_LABELS.has(words[i]!.folded) && i > 0 && !words[i - 1]!.roles.digitFirst && institutionOpens(words, used, pastAddressLabel(words, used, from, i), i);
      // What is before the label is about the person; the label (with its link) only says "address".
      // (`Noua adresă: …`: which address it is, written before the label word, is the label's too.)
      const adjective = i > 0 && !words[i]!.breakBefore && LABEL_ADJECTIVES.has(words[i - 1]!.folded) ? i - 1 : i;
      for (let m = seatOf ? i : from; m < k; m++) if (!used[m]) used[m] = m < adjective ? 'person' : 'label';
      if (link) used[k] = 'label';
      // A later label may still start the address (`Adresa de livrare: numitul Radu Ion, fiul lui …, cu
      // domiciliul în …`): what comes before it is about the person too.
      i = link ? k : k - 1;
    }
  },
};

/**
 * True when `[from, to)` opens with an institution's name: its first word that is not left out already heads one
 * ({@link ORGANISATION_HEADS}), or a rule left its first words out as an institution's (`Secția de votare nr. 24`).
 */
function institutionOpens(words: readonly Word[], used: readonly WordUse[], from: number, to: number): boolean {
  let m = from;
  while (m < to && used[m] && used[m] !== 'organisation') m++;
  return m < to && (used[m] === 'organisation' || ORGANISATION_HEADS.has(words[m]!.folded));
}

/**
 * Where the words `[from, to)` go on past an address's label that opens them (after words left out already, a
 * greeting's: `Bună ziua! Adresa mea este …`), with its possessive and its verb (`adresa mea este`, `adresa`), as the
 * label rule reads it: `from` itself when no such label opens them.
 */
function pastAddressLabel(words: readonly Word[], used: readonly WordUse[], from: number, to: number): number {
  let m = from;
  while (m < to && used[m] && used[m] !== 'organisation') m++;
  if (m >= to || !ADDRESS_WORDS.has(words[m]!.folded)) return from;
  m++;
  if (m < to && !words[m]!.breakBefore && LABEL_POSSESSIVES.has(words[m]!.folded)) {
    m++;
    if (m < to && !words[m]!.breakBefore && LABEL_VERBS.has(words[m]!.folded)) m++;
  }
  return m;
}

/** True when the negation (maybe with an adverb, `nu mai`) is right before word `i`, in its field. */
function negated(words: readonly Word[], i: number): boolean {
  let k = i - 1;
  if (k > 0 && !words[k + 1]!.breakBefore && NEGATION_ADVERBS.has(words[k]!.folded)) k--;
  return k >= 0 && !words[k + 1]!.breakBefore && words[k]!.folded === NEGATION;
}

/** True when a word goes on a negated domicile's phrase (`la adresa de domiciliu`): a link, a label, its `de` or qualifier. */
function negatedLabelGoesOn(folded: string): boolean {
  return LABEL_LINKS.has(folded) || DOMICILE_LABELS.has(folded) || LABEL_QUALIFIERS.has(folded) || folded === 'de';
}

/** How many words follow a label's end `k`, less a courtesy closing the text (left out as the message's, or one of `MESSAGE_CLOSERS`). */
function afterLabel(words: readonly Word[], used: readonly WordUse[], k: number): number {
  let end = words.length;
  while (end > k && used[end - 1] === 'message') end--;
  const closer = MESSAGE_CLOSERS.find((c) => end - c.length >= k && phraseAt(words, c, end - c.length));
  return (closer === undefined ? end : end - closer.length) - k;
}

/**
 * Where the field or the sentence of word `k` ends: the next word after a break, or after a `.`, `!` or `?` and white
 * space. A phrase saying the domicile is the place before (`domiciliat în același loc.`) ends at its sentence's end,
 * whatever sentence follows in the field (`… Sunați înainte, vă rog.`: read on to the field's end, the phrase was no
 * longer the field's last words and was taken for a domicile's label, the place before it the person's; issue 24, fix132).
 */
function sentenceOrFieldEnd(text: string, words: readonly Word[], k: number): number {
  let end = k + 1;
  while (end < words.length && !words[end]!.breakBefore && !sentenceMarkIn(text, words[end - 1]!.end, words[end]!.start, true)) end++;
  return end;
}

/**
 * The end of the words `[from, to)` less a courtesy closing them (`… este același. Mulțumesc!`, `… în același loc
 * mulțumesc`): words left out as the message's, or one of `MESSAGE_CLOSERS` after `from`.
 */
function beforeCourtesy(words: readonly Word[], used: readonly WordUse[], from: number, to: number): number {
  let end = to;
  while (end > from && used[end - 1] === 'message') end--;
  const closer = MESSAGE_CLOSERS.find((c) => end - c.length > from && phraseAt(words, c, end - c.length));
  return closer === undefined ? end : end - closer.length;
}

/**
 * True when the field from word `k` (a domicile label's value: `dom. Pașcani, str. Moldovei nr. 31`) is a
 * short name, three words at most and no number, and the next field opens with a street type or a
 * locality kind: the town written before its street, so the address starts at `k`.
 */
function placeBeforeStreet(words: readonly Word[], k: number): boolean {
  const end = fieldEnd(words, k);
  if (end >= words.length) return false;
  const r = words[end]!.roles;
  // `dom. Diocheți-Rediu nr. 6, com. Movilița`, `dom. Lenauheim nr. 102, jud. TM`: a village's name with its house's number
  // closing the field, then its commune or county marked: the domicile's place, as a receipt or register writes it short
  // (issue 24, fix135; read without the label, `dom.` typed a street of the village's name). A street's name ends so too
  // (`dom. Lungă nr. 5, jud. Brașov`): the label is left out either way, the runs after it read as before.
  const numbered = numberedPlaceEnd(words, k, end);
  if (numbered) return r.localityKind !== undefined || r.countyMarker;
  if (end - k > 3) return false;
  for (let m = k; m < end; m++) if (words[m]!.roles.digitFirst) return false;
  // (`ultimul domiciliu Brezoi, jud. Vâlcea`: a town's name before its county's marker, as a death certificate writes it.)
  return r.streetType !== undefined || r.localityKind !== undefined || r.countyMarker;
}

/**
 * True when the field `[k, end)` is a name of one to three words (no number, type, kind nor marker among them) followed
 * by its house number, with its marker or without (`Diocheți-Rediu nr. 6`, `Lenauheim 102`), and nothing after it.
 */
function numberedPlaceEnd(words: readonly Word[], k: number, end: number): boolean {
  if (end - k < 2 || !words[end - 1]!.roles.number) return false;
  const nameEnd = words[end - 2]!.roles.numberMarker ? end - 2 : end - 1;
  if (nameEnd - k < 1 || nameEnd - k > 3) return false;
  for (let m = k; m < nameEnd; m++) if (!namesNoPart(words, m, m + 1) || words[m]!.roles.houseMarker || words[m]!.roles.countyMarker || words[m]!.roles.label) return false;
  return true;
}

/** True when the words `[from, to)` hold no number, street type word nor locality kind: they name no part of an address. */
function namesNoPart(words: readonly Word[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const r = words[k]!.roles;
    if (r.digitFirst || r.typeWord || r.streetType !== undefined || r.localityKind !== undefined) return false;
  }
  return true;
}

/** True when the words before `end` hold a street type word followed by a number. */
function typedStreetWithNumber(words: readonly Word[], used: readonly WordUse[], end: number): boolean {
  let typed = false;
  for (let k = 0; k < end; k++) {
    if (used[k]) continue;
    const r = words[k]!.roles;
    if (r.typeWord) typed = true;
    else if (typed && r.digitFirst) return true;
  }
  return false;
}
