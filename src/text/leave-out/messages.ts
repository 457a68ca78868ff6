/**
 * A message around the address (`Bună ziua, vă rog să trimiteți coletul la: …, mulțumesc!`): its
 * greeting, request, courtesy, notes to the courier, and the words of prose that tie the address's
 * parts together (`pe`, `în`, `la`).
 */
import {
  DIRECTION_WORDS, ENGLISH_LEAD_IN_LINKS, ENGLISH_PROSE_WORDS, ENGLISH_WEAK_WORDS, LABEL_POSSESSIVES, LABEL_VERBS, LEAD_IN_LABEL_WORDS, LINKED_PLACE_NAME_WORDS, MESSAGE_CLOSERS, MESSAGE_NOTE_STARTS, MESSAGE_OPENERS, MESSAGE_REQUEST_WORDS, MESSAGE_TIME, NOTE_PHRASES_NAMING_NO_PART, ORGANISATION_HEADS, NOTE_STARTS_AFTER_NUMBER, NOTE_STARTS_AFTER_PHONE, NOTE_STARTS_NAMING_NO_PART, PARCEL_LINKS, PARCEL_WORDS, PLACE_LIKE_TYPE_WORDS, PROSE_NUMBER_WORD,
  NEGATION, PROSE_STREET_WORD, PROSE_TOWN_WORDS, PROSE_STREET_FROM, REFLEXIVE_AUXILIARIES, REFLEXIVE_PRONOUN,
} from '../../shared/vocabulary.js';
import { countyByCode, countyByName } from '../../shared/aliases.js';
import { sentenceMarkIn, type Word } from '../address-tokens.js';
import type { WordUse } from '../reading.js';
import { opensSegment } from '../runs.js';
import { fieldEnd, phraseAt, type LeaveOutText, type TextPass } from './rule.js';

/** A hashtag: `#` glued before a word's first letter. */
const HASHTAG = /#\p{L}/u;

/**
 * `#alegeri Ploiești: la Colegiul Național de pe Strada Paris 24`, `#vot #coada Galați, …`: the hashtags opening a
 * post (a word written right after `#`, one or more), its topics, no part of the address (`#alegeri` read with the town
 * after it as one place). Only those opening the text, after what is left out already (a greeting, a label): a tag after
 * the words may be the place's own (`… #Ploiești`)
 * (issue 24, shapes75).
 */
export const HASHTAGS: TextPass = {
  weight: 'hashtag',
  name: 'hashtags',
  hint: HASHTAG,
  run({ text, words, used }: LeaveOutText): void {
    // (After what is left out already: `Bună ziua, adresa mea este: #alegeri Ploiești: …`.)
    let first = 0;
    while (first < words.length && used[first]) first++;
    for (let i = first; i < words.length && !used[i]; i++) {
      const w = words[i]!;
      const before = text.slice(i === 0 ? 0 : words[i - 1]!.end, w.start);
      // (`: #alegeri`: what ends the words left out before may stand before the `#`.)
      if (!(i === first ? /#$/ : /^\s*#$/).test(before) || w.roles.digitFirst) return;
      used[i] = 'message';
    }
  },
};

/** Every word that may start one of the message's notes, or end a courtesy. */
const MESSAGE_WORDS_ANY: ReadonlySet<string> = new Set([
  ...MESSAGE_OPENERS.map((p) => p[0]!), ...MESSAGE_CLOSERS.map((p) => p[p.length - 1]!), ...NOTE_STARTS_AFTER_NUMBER, ...NOTE_STARTS_AFTER_PHONE, ...NOTE_STARTS_NAMING_NO_PART, ...NOTE_PHRASES_NAMING_NO_PART.map((p) => p[0]!), ...PROSE_TOWN_WORDS, ...MESSAGE_REQUEST_WORDS, ...LEAD_IN_LABEL_WORDS, ...PARCEL_WORDS,
  PROSE_STREET_WORD, PROSE_NUMBER_WORD, MESSAGE_TIME[0]!, REFLEXIVE_PRONOUN,
]);

/**
 * A message's greeting as its whole first field (`salut! …`, `Bună ziua, …`), its courtesy closing
 * it (`… vă rog`, `… mulțumesc`), a note to the courier, a time (`după ora 18`), the `la` of `la nr.
 * 10` and `la 5`, a `pe` opening a field or before a type word, an `în`/`din` between the house
 * number and the town, a question closing the message: no part of the address.
 */
/** A colon between two words, maybe with spaces around it. */
const COLON_GAP = /^\s*:\s*$/;

export const MESSAGES: TextPass = {
  weight: 'message',
  name: 'messages',
  opens: { words: MESSAGE_WORDS_ANY },
  run({ text, words, used }: LeaveOutText): void {
    const n = words.length;
    // Most addresses have none of these words: one set look-up per word passes them.
    let any = false;
    for (let i = 0; i < n && !any; i++) any = MESSAGE_WORDS_ANY.has(words[i]!.folded);
    if (!any) return;
    // The greeting opens what is read (after a label left out: `Adresa de livrare: buna ziua, …`).
    // Greetings one after another (`Salut, bună seara, vă rog …`, a greeting before a message that opens with
    // its own) are all the message's: a note's test below reads what follows the last as the message's request,
    // not as a note after a kept word (which would take the town with it).
    // A label between them (`Bună ziua, adresa mea este: Bună seara, vă rog …`) is the message's opening too: the
    // label rules take it; `opened` is where the opening ends, and a word kept before it places nothing.
    let from = 0;
    let opened = 0;
    // The end of a greeting at `at`, followed by a comma, the end of a sentence or a colon (`Salut: Almașu Mare nr. 3, …`,
    // as a label's), or -1 (`Buna Ziua 5, Cluj-Napoca` is a street).
    const greetingEnd = (at: number): number => {
      const opener = MESSAGE_OPENERS.find((p) => phraseAt(words, p, at));
      const after = at + (opener?.length ?? 0);
      return opener && after < n && (words[after]!.breakBefore || sentenceMarkIn(text, words[after - 1]!.end, words[after]!.start, true) || COLON_GAP.test(text.slice(words[after - 1]!.end, words[after]!.start))) ? after : -1;
    };
    for (;;) {
      let start = from;
      while (start < n && used[start]) start++;
      let greeting = start;
      let after = greetingEnd(start);
      if (after < 0) {
        // (The label's words are the label rules' to take.)
        greeting = labelAt(text, words, start);
        if (greeting > start) after = greetingEnd(greeting);
      }
      if (after < 0) break;
      for (let k = greeting; k < after; k++) used[k] = 'message';
      from = opened = after;
    }
    // `Vă rog să trimiteți coletul la: Str. …`: a request ending in a colon, before the address.
    // A lead-in that is no message's but a form's label and its colon (`Adresa de livrare: Residential address in
    // Romania: …`) is the label rules'; the message's lead-in is then looked for past it, once, as without the label.
    // It is looked for past the words left out already where the message opens (`Bună ziua, adresa mea este: Indirizzo in
    // Romania: …`: once the greeting is taken, what follows it is read as after the greeting the first time).
    let lead = from;
    while (lead < n && used[lead]) lead++;
    for (let tries = 0; tries < 2 && lead < n; tries++) {
      const colon = leadInColon(text, words, lead);
      if (colon < 0) break;
      if (leadInIsMessage(words, lead, colon)) {
        if (colon + 1 < n) for (let k = lead; k <= colon; k++) used[k] = 'message';
        break;
      }
      const label = labelAt(text, words, lead);
      if (label !== colon + 1) break;
      lead = label;
    }
    // `pacco per Belcea, …`, `Paket für Unimăt, …`: a parcel and for whom or where, opening a field, before the place's name.
    for (let i = from; i + 2 < n; i++) {
      if (used[i] || !PARCEL_WORDS.has(words[i]!.folded) || !(i === from || words[i]!.breakBefore)) continue;
      const link = words[i + 1]!;
      const next = words[i + 2]!;
      if (used[i + 1] || link.breakBefore || !PARCEL_LINKS.has(link.folded) || next.breakBefore || next.roles.digitFirst) continue;
      used[i] = used[i + 1] = 'message';
    }
    // `…, Mediaș. Mulțumesc, Elena Dumitru`: a courtesy opening the last sentence, then its signature.
    const signed = signatureAt(text, words);
    if (signed > 0) for (let k = signed; k < n; k++) used[k] = 'message';
    for (let end = signed > 0 ? signed : n, closed = true; closed && end > 1;) {
      closed = false;
      const closer = MESSAGE_CLOSERS.find((p) => phraseAt(words, p, end - p.length));
      if (closer && end - closer.length > 0) {
        for (let k = end - closer.length; k < end; k++) used[k] = 'message';
        end -= closer.length;
        closed = true;
      }
    }
    // `… numarul 210 va rog sa ma sunati multumesc`: a spoken courtesy after the house number, and what
    // follows it to the end with no number or marker, close the message. Opening a field of its own
    // (`str Boemiei 30, va rog sunati inainte, Arad`: a checkout's street line with the buyer's request),
    // the courtesy's message is that field: the fields after it are read as written (the town).
    for (let i = 2; i < n; i++) {
      if (used[i] || !words[i - 1]!.roles.digitFirst) continue;
      const closer = MESSAGE_CLOSERS.find((p) => phraseAt(words, p, i));
      if (closer === undefined) continue;
      const end = words[i]!.breakBefore ? fieldEnd(words, i) : n;
      let plain = true;
      for (let k = i + closer.length; k < end && plain; k++) {
        const r = words[k]!.roles;
        plain = !r.digitFirst && !r.houseMarker && !r.countyMarker && !r.sectorWord && r.localityKind === undefined && !r.postalWord && r.streetType === undefined;
      }
      if (plain) for (let k = i; k < end; k++) used[k] = used[k] || 'message';
      break;
    }
    // `…, las coletul la vecina daca nu-s acasa`, `bucuresti. sunati inainte`: a note to the courier, to its field's end;
    // unpunctuated, right after a number (`… ap 10 suna la interfon 10`, `… et 3 fara lift`).
    for (let i = 1; i < n; i++) {
      const w = words[i]!;
      const afterPhone = NOTE_STARTS_AFTER_PHONE.has(w.folded) && used[i - 1] === 'phone' && !w.breakBefore;
      if (!NOTE_STARTS_AFTER_NUMBER.has(w.folded) && !reflexiveVerbAt(text, words, i) && !afterPhone) continue;
      const sentence = w.breakBefore || sentenceMarkIn(text, words[i - 1]!.end, w.start);
      if (sentence ? !MESSAGE_NOTE_STARTS.has(w.folded) : !noteAfterNumber(words, used, i)) continue;
      // (A note is after the address: before any word kept, `salut, lasati coletul la Ștefeni (Mereni) TR`, it is the request leading into it.)
      if (sentence && !keptBefore(used, i, opened)) continue;
      for (let k = i; k < n && (k === i || (!words[k]!.breakBefore && !bracketedCountyAt(text, words, k))); k++) used[k] = used[k] || 'message';
      // `…, casa + 500 mp. Multumesc!. Sunați înainte, vă rog.`: a courtesy that is a sentence of its own right before the
      // note is the message's too (the closers are taken from the text's end only; it was read as an admin unit; fix132).
      const courtesy = sentence ? MESSAGE_CLOSERS.find((p) => i - p.length > 0 && phraseAt(words, p, i - p.length)) : undefined;
      if (courtesy !== undefined && (words[i - courtesy.length]!.breakBefore || sentenceMarkIn(text, words[i - courtesy.length - 1]!.end, words[i - courtesy.length]!.start, true))) {
        for (let k = i - courtesy.length; k < i; k++) used[k] = used[k] || 'message';
      }
    }
    // `…, jud. Caraș-Severin, legal citat, nu s-a prezentat`, `… - adresa din vechiul buletin, nu s-a mutat`: a sentence's
    // reflexive verb (`s-a`, a `nu` before it) after the address, to its field's end, naming no part, is the sentence's
    // (read before as a company's `S.A.`, `nu s-a`; issue 24, shapes75).
    for (let i = 1; i + 2 < n; i++) {
      if (used[i] || !reflexiveVerbAt(text, words, i) || !keptBefore(used, i, opened)) continue;
      const from = !words[i]!.breakBefore && !used[i - 1] && words[i - 1]!.folded === NEGATION ? i - 1 : i;
      const end = fieldEnd(words, i);
      let namesPart = false;
      for (let k = i + 2; k < end && !namesPart; k++) {
        const r = words[k]!.roles;
        namesPart = r.digitFirst || r.streetType !== undefined || r.localityKind !== undefined || r.countyMarker || r.sectorWord || r.postalWord || r.houseMarker;
      }
      if (namesPart) continue;
      for (let k = from; k < end; k++) used[k] = used[k] || 'message';
      i = end - 1;
    }
    // `…, sector 4. Liftul merge doar până la 7.`, `…, nu merge interfonul`: a note naming no part, to its field's or sentence's end.
    for (let i = 1; i < n; i++) {
      if (used[i] || !(NOTE_STARTS_NAMING_NO_PART.has(words[i]!.folded) || NOTE_PHRASES_NAMING_NO_PART.some((p) => phraseAt(words, p, i))) || !(words[i]!.breakBefore || sentenceMarkIn(text, words[i - 1]!.end, words[i]!.start))) continue;
      // (A note is after the address: right after a greeting, `Bună seara, vă rog să programați citirea la Brașov, …`, it is the request before it.)
      if (!keptBefore(used, i, opened) || letterheadBefore(words, used, i, opened)) continue;
      let end = i + 1;
      let namesPart = false;
      for (; end < n && !words[end]!.breakBefore && !sentenceEndsBefore(text, words, end) && !bracketedCountyAt(text, words, end); end++) {
        const r = words[end]!.roles;
        const valued = r.houseMarker && end + 1 < n && !words[end + 1]!.breakBefore && words[end + 1]!.roles.digitFirst;
        // A locality kind's word before `în`/`din` is the sentence's noun, no marker (`solicit un loc în cămin`: a place, a room).
        const kind = r.localityKind !== undefined && !(end + 1 < n && !words[end + 1]!.breakBefore && PROSE_TOWN_WORDS.has(words[end + 1]!.folded));
        if (r.streetType !== undefined || kind || r.countyMarker || r.sectorWord || r.postalWord || valued) namesPart = true;
      }
      if (namesPart) continue;
      for (let k = i; k < end; k++) used[k] = used[k] || 'message';
      i = end - 1;
    }
    // `…, sector 6, deci ar ajunge ușor la birou. Îl chem la interviu joi?`: a question closing the message after the address.
    const asked = closingQuestion(text, words, used);
    for (let k = asked; k < n; k++) used[k] = used[k] || 'message';
    for (let i = 0; i + 1 < n; i++) {
      // `pe Cal. Grivitei 12`, `…, pe str. Lungă 5`, `pe Parc 3, Focșani`, `Brasov, pe Lunga la 5`: the `pe`
      // of a message before a street's type word, or opening a field.
      const w = words[i]!;
      if (w.folded === PROSE_STREET_WORD && !words[i + 1]!.breakBefore && (words[i + 1]!.roles.streetType !== undefined || (opensSegment(words, i) && !LINKED_PLACE_NAME_WORDS.has(words[i + 1]!.folded)))) {
        used[i] = 'message';
        // `la secția 44 de pe str. Lungă 26`: the `de` of `de pe` before the street's type word goes with it (read alone, a
        // run of its own taken as a place) (issue 24, shapes75).
        if (i > 0 && !w.breakBefore && !used[i - 1] && words[i - 1]!.folded === PROSE_STREET_FROM && words[i + 1]!.roles.streetType !== undefined) used[i - 1] = 'message';
      }
      // `lunga 5 in brasov`, `Str. Lungă nr. 5 din Brașov`: `în`/`din` after the house number, before the town. Not a
      // word another rule left out already (`Str. Mureșului nr. 2A (în spate)`: the bracket's note): marked again as the
      // message's, the two rules would each undo the other at every step of leaveOutNotes (speed86).
      else if (i > 0 && !used[i] && PROSE_TOWN_WORDS.has(w.folded) && words[i - 1]!.roles.digitFirst && !w.breakBefore && !words[i + 1]!.breakBefore
        && !words[i + 1]!.roles.digitFirst && !words[i + 1]!.roles.houseMarker) used[i] = 'message';
      else if (i + 2 < n && phraseAt(words, MESSAGE_TIME, i) && words[i + 2]!.roles.digitFirst && !words[i + 2]!.breakBefore) used[i] = used[i + 1] = used[i + 2] = 'message';
      // (`Radu de la nr. 38`: the `de la` of a name, written out of order.) Not a `la` another rule left out already
      // (`Livrare la: 49. Dobre Matei - …`: the label's; marked again, the two rules undid each other at every step of
      // leaveOutNotes and no other rule's find was taken, the list's item number left as a place's word; fix132.)
      else if (!used[i] && words[i]!.folded === PROSE_NUMBER_WORD && (words[i + 1]!.roles.numberMarker || words[i + 1]!.roles.digitFirst) && !words[i + 1]!.breakBefore && i > 0
        && words[i - 1]!.folded !== 'de') used[i] = 'message';
    }
  },
};

/** The most words of a county's name (`Caraș Severin`, `Bistrița Năsăud`, `Satu Mare`). */
const MOST_COUNTY_WORDS = 3;

/**
 * True when `words[k]` opens a bracket that holds only a county's name or code (`Seaca, ramburs (Gorj)`, `…, plata la
 * livrare (Brăila)`, `… sunați înainte (GJ)`): a note that runs to its field's end stops there, since the bracket is
 * the address's county, as it is after a place (`Seaca (Gorj)`), not a word of the note (taken with the note, the
 * county was lost and the place answered in another county; issue 24, fix132). Asked only at a note's words.
 */
function bracketedCountyAt(text: string, words: readonly Word[], k: number): boolean {
  const w = words[k]!;
  if (k === 0 || text.lastIndexOf('(', w.start) < words[k - 1]!.end) return false;
  const close = text.indexOf(')', w.start);
  if (close < 0) return false;
  let last = k;
  while (last + 1 < words.length && words[last + 1]!.start < close && last - k + 1 < MOST_COUNTY_WORDS) last++;
  if (words[last]!.end > close || (last + 1 < words.length && words[last + 1]!.start < close)) return false;
  const name = words.slice(k, last + 1).map((x) => x.folded).join(' ');
  return countyByName(name) !== undefined || (last === k && countyByCode(name) !== undefined);
}

/**
 * A sentence ends before word `k`: a `.`, `!` or `?` between it and the word before, but not a `.` glued to a number on
 * each side (`vă așteptăm pe 19.11.2026 ora 13:45`, `7.30`): that joins a date's or a time's numbers, and read as a
 * sentence's end it cut the date in two, its day left with the message and its month and year read as a place's words
 * (issue 24, fix131).
 */
function sentenceEndsBefore(text: string, words: readonly Word[], k: number): boolean {
  const before = words[k - 1]!;
  const gap = text.slice(before.end, words[k]!.start);
  if (gap === '.' && before.roles.digitFirst && words[k]!.roles.digitFirst) return false;
  return sentenceMarkIn(text, before.end, words[k]!.start);
}

/** The fewest words of a closing question (`Îl chem joi?`): fewer may be a place asked about (`Brașov?`). */
const QUESTION_LEAST_WORDS = 3;

/**
 * The first word of the question that closes a message after its address (`…, sector 6. Îl chem la interviu joi?`, `…
 * Poate veni luni?`), or `words.length` when there is none: a sentence of its own (after a sentence's end) ending the text
 * with `?`, or before a courtesy that closes it (from its field's start or a colon, if later: `… MUN. BRAILA; UNDE SE DUCE
 * GUNOIUL?`, `… Iasi: cine are cheia?` keep the town), of at least {@link QUESTION_LEAST_WORDS} words, no number and no word that names a part (a street type, a
 * locality kind, a county, sector or postal word, a house marker), after a word kept. A question asks; it places nothing.
 */
function closingQuestion(text: string, words: readonly Word[], used: readonly WordUse[]): number {
  const all = words.length;
  // (Before a courtesy closing the message, left out already: `… Iasi: cine are cheia? Mulțumesc!`.)
  let n = all;
  while (n > 0 && used[n - 1] === 'message') n--;
  if (n === 0 || !/\p{L}\?+\s*$/u.test(text.slice(words[n - 1]!.start, n < all ? words[n]!.start : text.length))) return all;
  let from = n - 1;
  while (from > 0 && !words[from]!.breakBefore && !/[.!?:]\s/.test(text.slice(words[from - 1]!.end, words[from]!.start))) from--;
  if (from === 0 || n - from < QUESTION_LEAST_WORDS || !keptBefore(used, from)) return all;
  for (let k = from; k < n; k++) {
    const r = words[k]!.roles;
    if (r.digitFirst || r.streetType !== undefined || r.localityKind !== undefined || r.countyMarker || r.sectorWord || r.postalWord || r.houseMarker) return all;
  }
  return from;
}

/**
 * True when the words kept before field-opening `i` (from `from`) are one field that opens with an institution's head word
 * (`Școala Gimnazială nr. 3, Poarta Sălajului, Sălaj`): a letterhead's addressee, not the address, so what opens the next
 * field is no note after the address (`poarta` there is the village's first word).
 */
function letterheadBefore(words: readonly Word[], used: readonly WordUse[], i: number, from: number): boolean {
  let first = from;
  // (Past the words left out, and a label's not yet taken: `Bună ziua! Adresa este Primăria, Poarta Albă, CT`.)
  while (first < i && (used[first] !== false || words[first]!.roles.label || LABEL_POSSESSIVES.has(words[first]!.folded) || LABEL_VERBS.has(words[first]!.folded))) first++;
  if (first >= i || !ORGANISATION_HEADS.has(words[first]!.folded)) return false;
  for (let k = first + 1; k < i; k++) if (words[k]!.breakBefore && used[k] === false) return false;
  return true;
}

/** True when a word before `i` is kept (not left out), from `from` (the message's opening ends there: before it, a kept word is a label's). */
function keptBefore(used: readonly WordUse[], i: number, from = 0): boolean {
  for (let k = from; k < i; k++) if (used[k] === false) return true;
  return false;
}

/** The word ending in a colon in the field that word `lead` opens (`Vă rog să trimiteți coletul la:`), or -1. */
function leadInColon(text: string, words: readonly Word[], lead: number): number {
  for (let i = lead; i < words.length && (i === lead || !words[i]!.breakBefore); i++) {
    const between = text.slice(words[i]!.end, words[i + 1]?.start ?? text.length);
    // (A colon glued between two numbers is a clock's, `comandă 05:45 Isaccea …`: no lead-in ends at it; read as one, the
    // hour went with `comandă` as the message's and the minutes were left a word of the place; small124.)
    if (between === ':' && words[i]!.roles.digitFirst && words[i + 1]!.roles.digitFirst) continue;
    if (/^\s*:/.test(between)) return i;
  }
  return -1;
}

/**
 * True when words `lead` to `colon` are a message's lead-in: a request's word, or an address label with other words
 * than a form's line number (`Residential address in Romania:`, not `Address line 1:`).
 */
function leadInIsMessage(words: readonly Word[], lead: number, colon: number): boolean {
  let labelled = false;
  let more = false;
  for (let k = lead; k <= colon; k++) {
    const w = words[k]!;
    if (MESSAGE_REQUEST_WORDS.has(w.folded)) return true;
    if (LEAD_IN_LABEL_WORDS.has(w.folded)) labelled = true;
    else if (!w.roles.label && !w.roles.digitFirst && w.folded !== 'line') more = true;
  }
  return labelled && more;
}

/**
 * The word after a label field opening at `start` (`adresa mea este:`: a word that only says "address" first, the field
 * ended by a colon, no number in it; or `adresa mea este` before a greeting), or `start` when there is none.
 */
function labelAt(text: string, words: readonly Word[], start: number): number {
  if (start >= words.length || !words[start]!.roles.label) return start;
  // `Adresa mea este Bună ziua, …`: the label, its possessive and verb, then a greeting with no mark between.
  let after = start + 1;
  if (after < words.length && !words[after]!.breakBefore && LABEL_POSSESSIVES.has(words[after]!.folded)) {
    after++;
    if (after < words.length && !words[after]!.breakBefore && LABEL_VERBS.has(words[after]!.folded)) after++;
    if (after < words.length && MESSAGE_OPENERS.some((p) => phraseAt(words, p, after))) return after;
  }
  for (let k = start; k < words.length; k++) {
    if (k > start && words[k]!.breakBefore) return start;
    if (words[k]!.roles.digitFirst) return start;
    if (/^\s*:/.test(text.slice(words[k]!.end, words[k + 1]?.start ?? text.length))) return k + 1 < words.length ? k + 1 : start;
  }
  return start;
}

/**
 * True when word `i` opens a note right after a number (`NOTE_STARTS_AFTER_NUMBER`): the word before it is
 * a number read (the house's or a detail's) or a phone's, a word (not a number or a number's marker: `5 și 7`, `62 și nr. 64`)
 * follows it in its field, and nothing to the field's end marks a part of the address (`5 și bl. 6`, `fără
 * număr`, `… si str. Lungă`).
 */
function noteAfterNumber(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  const before = words[i - 1]!;
  const next = words[i + 1];
  // (A phone's number counts, `… familia apostol tel 0771559752 nu e lift`: a dispatch's note after it; issue 24, fix135.)
  if (!before.roles.digitFirst || (used[i - 1] && used[i - 1] !== 'phone') || next === undefined || next.breakBefore || used[i + 1] || next.roles.digitFirst || next.roles.houseMarker) return false;
  for (let k = i + 1; k < words.length && !words[k]!.breakBefore; k++) {
    const r = words[k]!.roles;
    if (used[k]) continue;
    if (r.houseMarker || r.countyMarker || r.sectorWord || r.localityKind !== undefined || r.postalWord || r.streetType !== undefined || r.postalCode) return false;
  }
  return true;
}

/**
 * `s-a votat`, `s-au închis`, `S-A STAT`: the reflexive pronoun glued by a hyphen to its verb's auxiliary
 * ({@link REFLEXIVE_AUXILIARIES}) opens a sentence, as `se` does; after the house number (`… Strada Paris 24 s-a votat
 * până la 23:00`) the `s` is no letter of the number (issue 24, shapes75).
 */
function reflexiveVerbAt(text: string, words: readonly Word[], i: number): boolean {
  const next = words[i + 1];
  return words[i]!.folded === REFLEXIVE_PRONOUN && next !== undefined && text.slice(words[i]!.end, next.start) === '-' && REFLEXIVE_AUXILIARIES.has(next.folded);
}

/** Greetings that open an English message with the name of whom it is written to (`Hi Sarah,`, `Dear Mr Evans,`). */
const ENGLISH_GREETINGS: ReadonlySet<string> = new Set(['hi', 'hello', 'dear', 'hey']);
/** The most words of a greeting with its addressee's name as a field of its own (`Dear Mr John Evans`). */
const GREETING_MOST_WORDS = 4;
/** The fewest words of an English clause (or of the run after the house number) read as the message's. */
const ENGLISH_CLAUSE_LEAST_WORDS = 2;
/** The fewest words of English after the house number, to the clause's end (`… no. 215 on the main road`). */
const ENGLISH_TAIL_LEAST_WORDS = 3;
/** An hour after `at` (`at 9`, `at 10am`): a time of the message, no house number. */
const CLOCK_HOUR = /^\d{1,2}(?:am|pm)?$/;
/** What ends a clause between two words: a sentence's end, a colon, or a dash between spaces. */
const CLAUSE_END = /[.!?:;]\s|\s[-\u2013\u2014]\s/;
/** The words of English prose that are evidence of English (a text without one is read as no English). */
const ENGLISH_STRONG_WORDS: readonly string[] = [...ENGLISH_PROSE_WORDS].filter((w) => !ENGLISH_WEAK_WORDS.has(w));

/**
 * English sentences around the address (`ENGLISH_PROSE_WORDS`), as foreigners' e-mails write them:
 * a clause (a field, a sentence, what follows a dash) of such words only (`FYI the student dorm is
 * full`, `Send the documents there please.`, `- movers arrive Monday at 9`: a number after `at` is a
 * time), the words opening a clause up to the link before the address (`the new flat is at`, `so I
 * rented a room at`, `we moved to`, `Cabin in`), what follows the house number to the clause's end (`no. 215 on
 * the main road`), and a greeting with a name as the first field (`Hi Sarah,`). Each needs a word that
 * is English only (not `in`, `a`, `I`: `ENGLISH_WEAK_WORDS`).
 */
export const ENGLISH_PROSE: TextPass = {
  weight: 'message',
  name: 'English prose',
  opens: { words: ENGLISH_STRONG_WORDS },
  run({ text, words, used }: LeaveOutText): void {
    const n = words.length;
    let strong = false;
    for (let i = 0; i < n && !strong; i++) strong = ENGLISH_PROSE_WORDS.has(words[i]!.folded) && !ENGLISH_WEAK_WORDS.has(words[i]!.folded);
    if (!strong) return;
    const prose = (k: number): boolean => used[k] === false && (ENGLISH_PROSE_WORDS.has(words[k]!.folded)
      || (k > 0 && words[k - 1]!.folded === 'at' && CLOCK_HOUR.test(words[k]!.folded)));
    const english = (from: number, to: number): boolean => {
      for (let k = from; k < to; k++) if (!ENGLISH_WEAK_WORDS.has(words[k]!.folded) && !words[k]!.roles.digitFirst) return true;
      return false;
    };
    const opensClause = (k: number): boolean => k === 0 || words[k]!.breakBefore || CLAUSE_END.test(text.slice(words[k - 1]!.end, words[k]!.start));
    for (let from = 0; from < n;) {
      let to = from + 1;
      while (to < n && !opensClause(to)) to++;
      let run = from;
      while (run < to && prose(run)) run++;
      if (from === 0 && to < n && to - from <= GREETING_MOST_WORDS && ENGLISH_GREETINGS.has(words[0]!.folded) && used[0] === false) {
        for (let k = from; k < to; k++) if (used[k] === false) used[k] = 'message';
      } else if (run === to && to - from >= ENGLISH_CLAUSE_LEAST_WORDS && english(from, to)) {
        for (let k = from; k < to; k++) used[k] = 'message';
      } else if (run > from + 1 && run < to && ENGLISH_LEAD_IN_LINKS.has(words[run - 1]!.folded) && english(from, run)) {
        for (let k = from; k < run; k++) used[k] = 'message';
      } else {
        // `… no. 215 on the main road`: English after the house number, to the clause's end.
        let tail = to;
        while (tail > from && prose(tail - 1)) tail--;
        if (tail > from && to - tail >= ENGLISH_TAIL_LEAST_WORDS && words[tail - 1]!.roles.digitFirst && english(tail, to)) for (let k = tail; k < to; k++) used[k] = 'message';
      }
      from = to;
    }
  },
};

/** The first words of `MESSAGE_CLOSERS`: most words are none, and are passed at once. */
const CLOSER_STARTS: ReadonlySet<string> = new Set(MESSAGE_CLOSERS.map((p) => p[0]!));

/** The most words of a signature after the courtesy that closes a message (`Elena Dumitru`, `familia Popescu Ion`). */
const SIGNATURE_MOST_WORDS = 3;

/**
 * Where a courtesy (`MESSAGE_CLOSERS`) opens the last sentence of a message followed by a signature
 * only (`… Mediaș. Mulțumesc, Elena Dumitru`, `…; mersi, Ana`): a field of at most
 * {@link SIGNATURE_MOST_WORDS} words with no number after it, closing the text or a sentence that only a courier's
 * note or a courtesy follows. The courtesy's first word, or -1.
 */
function signatureAt(text: string, words: LeaveOutText['words']): number {
  const n = words.length;
  for (let at = 1; at < n - 1; at++) {
    if (!CLOSER_STARTS.has(words[at]!.folded)) continue;
    const closer = MESSAGE_CLOSERS.find((p) => phraseAt(words, p, at));
    if (closer === undefined) continue;
    // The courtesy opens a sentence (after `.`, `!`, `?` or a field's break).
    if (!words[at]!.breakBefore && !sentenceMarkIn(text, words[at - 1]!.end, words[at]!.start)) continue;
    const from = at + closer.length;
    if (from >= n || !words[from]!.breakBefore) continue;
    // The signature closes the text, or a sentence after which only a note to the courier or another courtesy is
    // written (`… Mulțumesc, Elena Dumitru. Sunați înainte, vă rog.`): that sentence is the message's too. A courtesy
    // that closes the text closes the signature however it is set off (`… Elena Dumitru, mersi`, `… Elena Dumitru Vă
    // mulțumesc.`): no name's word is a courtesy's.
    let end = n;
    for (let k = from + 1; k < n && k <= from + SIGNATURE_MOST_WORDS && end === n; k++) {
      if (sentenceMarkIn(text, words[k - 1]!.end, words[k]!.start, true) && (MESSAGE_NOTE_STARTS.has(words[k]!.folded) || MESSAGE_CLOSERS.some((p) => phraseAt(words, p, k)))) end = k;
      else if (MESSAGE_CLOSERS.some((p) => k + p.length === n && phraseAt(words, p, k))) end = k;
    }
    if (end - from > SIGNATURE_MOST_WORDS) continue;
    let plain = true;
    for (let k = from; k < end; k++) if (words[k]!.roles.digitFirst || (k > from && words[k]!.breakBefore)) plain = false;
    if (plain) return at;
  }
  return -1;
}

/** The fewest words of a message before its direction word (`Cardul tău e în drum spre`): fewer may be a place's name the road leaves (`Blaj spre …`, `DIRECTION_AFTER_PLACE`'s). */
const WAY_LEAST_WORDS = 3;

/**
 * `Cardul tău e în drum spre Strada Culturii nr. 14, Buzău`, `Coletul e pe drum către sat Poiana, …`: a message
 * saying where its parcel is going, from its field's start to a direction word (`DIRECTION_WORDS`) right before a
 * street's type word (not one that begins places' names, `PLACE_LIKE_TYPE_WORDS`: `spre Curtea de Argeș` is a road's
 * direction) or a locality's kind, is no part of the address (`drum` of `în drum spre` is no street's type).
 * Only when at least {@link WAY_LEAST_WORDS} words are before the direction word, and none of them is a number, a
 * house's, county's or sector's marker or a locality's kind (`Str. Lungă 5 spre …` is an address already). No place
 * or street of the data has a direction word in its name.
 */
/** True when a house number (a word that opens with a digit, or a house's marker) follows `at` in its field. */
function numberInFieldAfter(words: readonly Word[], at: number): boolean {
  for (let k = at + 1; k < words.length && !words[k]!.breakBefore; k++) if (words[k]!.roles.digitFirst || words[k]!.roles.houseMarker) return true;
  return false;
}

export const WAY_TO_ADDRESS: TextPass = {
  weight: 'wayToAddress',
  name: 'way to the address',
  opens: { words: DIRECTION_WORDS },
  run({ words, used }: LeaveOutText): void {
    const n = words.length;
    for (let i = WAY_LEAST_WORDS; i + 1 < n; i++) {
      const w = words[i]!;
      if (used[i] || w.breakBefore || !DIRECTION_WORDS.has(w.folded)) continue;
      const next = words[i + 1]!;
      // (A type word that begins places' names too only with a house number after it in its field: `la intrarea în
      // Chirițești spre Curtea de Argeș` is a road's direction, `spre Calea Călărași nr. 83` a street.)
      if (next.breakBefore || (next.roles.localityKind === undefined && (next.roles.streetType === undefined || (PLACE_LIKE_TYPE_WORDS.has(next.folded) && !numberInFieldAfter(words, i + 1))))) continue;
      let from = i;
      while (from > 0 && !words[from]!.breakBefore) from--;
      if (i - from < WAY_LEAST_WORDS) continue;
      let plain = true;
      for (let k = from; k < i && plain; k++) {
        const r = words[k]!.roles;
        plain = !r.digitFirst && !r.houseMarker && !r.countyMarker && !r.sectorWord && r.localityKind === undefined && !r.postalWord;
      }
      if (!plain) continue;
      for (let k = from; k <= i; k++) used[k] = used[k] || 'message';
      return;
    }
  },
};
