/**
 * The words of a text that are no part of the postal address, each marked with what it is
 * instead (see `LeftOutKind`): a company's name, a message's greeting, request, courtesy or note
 * to the courier, a field's label, a note about the building or the address, the country, a
 * person (the addressee, a pupil's class, a birthplace), an identity document, a telephone
 * number, a land-registry or fiscal reference, a second address or a second number. What each
 * looks like is the vocabulary's (`shared/vocabulary.ts`); these passes find where.
 */
import {
  COMPANY_FORMS, DOCUMENT_SERIES_WORD, DOMICILE_LABELS, DOMICILE_QUALIFIERS, IDENTITY_DOCUMENT_WORDS, LABEL_LINKS, GENITIVE_PLACE_WORDS, LAND_AREA_WORDS,
  LOCALITY_KIND_QUALIFIERS, NO_NUMBER_FORMS, NUMBER_QUALIFIERS, OTHER_PLACE_LABELS, PERSONAL_CODE_WORD, PERSON_INTRODUCERS, REGISTRY_WORDS, PLACE_NAMED_SALE_PAPERS,
  RESIDENTIAL_COMPLEX_HEADS, PROSE_STREET_WORD, PROSE_NUMBER_WORD, PROSE_TOWN_WORDS, QUANTITY_WORDS, MESSAGE_OPENERS, MESSAGE_CLOSERS, MESSAGE_TIME, MESSAGE_REQUEST_WORDS,
  MESSAGE_NOTE_STARTS, ADDRESS_WORDS, LINKED_PLACE_NAME_WORDS, LABEL_POSSESSIVES, LABEL_VERBS, WORKPLACE_WORDS, WORKPLACE_KINDS, LABEL_QUALIFIERS, LAND_BOOK_WORDS,
  LAND_BOOK_SECOND_WORD, ORGANISATION_HEADS, CONTACT_LABELS, TYPE_ABBREVIATIONS_ALSO_WORDS,
} from '../shared/vocabulary.js';
import type { Word } from './address-tokens.js';
import type { WordUse } from './reading.js';
import { closesField, closesSegment, opensField, opensSegment } from './runs.js';

/**
 * `SC Alfa SRL, Str. Lungă 100`, `Beta S.A. Calea Victoriei 120`: a company's name, from the
 * start of its field to its legal form, is no part of the address (`SC` is no staircase there).
 */
function leaveOutCompanies(words: readonly Word[], used: WordUse[]): void {
  let start = 0;
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.breakBefore) start = i;
    // A legal form ends a name: at least one word of the name before it.
    if (i === start || !COMPANY_FORM_STARTS.has(words[i]!.folded)) continue;
    const form = COMPANY_FORMS.find((f) => f.every((part, k) => words[i + k]?.folded === part && (k === 0 || !words[i + k]!.breakBefore)));
    if (form === undefined) continue;
    for (let k = start; k < i + form.length; k++) used[k] = 'company';
    i += form.length - 1;
  }
}

/**
 * The ways of leaving out an institution's name (`Colegiul Național Calea Moldovei nr. 131`,
 * `Școala Gimnazială nr. 2, Strada Energiei 33`), its words marked `organisation`; none when there
 * is none. The name runs from a head word ({@link ORGANISATION_HEADS}) that opens its field to the
 * first word that begins the address in that field, or to a locality word in the genitive
 * (`Primăria Municipiului Bacău`: the town after it is read). With neither, where it ends is not
 * written (`COLEGIUL NATIONAL MIHAI EMINESCU Bărăbanț, Alba`): each end up to the field's is a way.
 * Something must be left to read. The reader reads these words both ways (a street
 * may be so named: `Biserica Amzei 5`) and the index decides.
 */
export function organisationLeftOut(text: string, words: readonly Word[], used: readonly WordUse[]): WordUse[][] {
  const n = words.length;
  let i = 0;
  while (i < n && (used[i] || !ORGANISATION_HEADS.has(words[i]!.folded) || !opensField(words, used, i))) i++;
  if (i >= n) return [];
  let end = i + 1;
  let marked = false;
  while (end < n && !words[end]!.breakBefore && !marked) {
    if (beginsAddress(text, words[end]!)) {
      marked = true;
      break;
    }
    // `Primăria Municipiului Bacău`, `Școala Gimnazială a Comunei Vad`: the place in the genitive after it
    // is the institution's, the address's locality; the genitive word ends the name.
    marked = GENITIVE_PLACE_WORDS.has(words[end]!.folded);
    end++;
  }
  // A name with a number of its own (`Școala Gimnazială nr. 3`) ends after it: no shorter end.
  for (let k = i + 1; k < end && !marked; k++) marked = words[k]!.roles.digitFirst || words[k]!.roles.houseMarker;
  // The ends: the one found, and (not marked) the shorter ones, longest first; the one found last, so
  // that of two readings alike a word of the field is the place (`… EMINESCU Goranu, Vâlcea`: Goranu,
  // not the village Vâlcea of Alba).
  const ends = marked ? [end] : [];
  for (let to = end - 1; !marked && to > i && ends.length < MAX_ORGANISATION_ENDS - 1; to--) ends.push(to);
  if (!marked) ends.push(end);
  const ways: WordUse[][] = [];
  for (const to of ends) {
    let rest = false;
    for (let k = to; k < n && !rest; k++) rest = !used[k];
    if (!rest) continue;
    const way = [...used];
    for (let k = i; k < to; k++) if (!way[k]) way[k] = 'organisation';
    ways.push(way);
  }
  return ways;
}

/** The most ends tried for an institution's name whose end is not written (each is one more reading of the text). */
const MAX_ORGANISATION_ENDS = 4;

/**
 * True when `word` begins the address after a name written before it: a street type word (`al`
 * only with its dot: without, it is the article of `Liceul Teoretic al Comunei`), a locality kind
 * or county marker, a sector word, a postal code or its word.
 */
function beginsAddress(text: string, word: Word): boolean {
  const r = word.roles;
  if (r.streetType !== undefined) return !TYPE_ABBREVIATIONS_ALSO_WORDS.has(word.folded) || text[word.end] === '.';
  return r.localityKind !== undefined || r.countyMarker || r.sectorWord || r.postalCode || r.postalWord;
}

/** The country written as a field of its own in a field that names a place (`locality: "Brașov, România"`): left out. */
export function leaveOutCountryField(words: readonly Word[], used: WordUse[]): void {
  for (let i = 0; i < words.length; i++) if (words[i]!.roles.country && opensSegment(words, i) && closesSegment(words, i)) used[i] = 'country';
}

/** What an e-mail or web address has that no postal address has: a look at the text spares most addresses the search. */
const CONTACT_HINT = /@|www\.|https?:/i;
/** An e-mail or web address as written: no spaces in it (and one `@`: no backtracking over others). */
const CONTACT = /[^\s,;()<>@]+@[^\s,;()<>@]+\.[a-z]{2,}|(?:https?:\/\/|www\.)[^\s,;()<>]+/giu;

/**
 * `e-mail: office@scoala5.ro`, `www.scoala5.ro`, `https://…`: an e-mail or web address, and the
 * words that label it just before it in its field ({@link CONTACT_LABELS}), are no part of the
 * postal address (its `ro` is no country, its words no place).
 */
function leaveOutContacts(text: string, words: readonly Word[], used: WordUse[]): void {
  for (const m of text.matchAll(CONTACT)) {
    const from = m.index;
    const to = from + m[0].length;
    let first = -1;
    for (let k = 0; k < words.length; k++) {
      if (words[k]!.start >= from && words[k]!.end <= to) {
        used[k] = 'contact';
        if (first < 0) first = k;
      }
    }
    for (let k = first - 1; first > 0 && k >= 0 && CONTACT_LABELS.has(words[k]!.folded) && !words[k + 1]!.breakBefore; k--) used[k] = 'contact';
  }
}

/** The first words of {@link COMPANY_FORMS}: most words are none, and are passed at once. */
const COMPANY_FORM_STARTS: ReadonlySet<string> = new Set(COMPANY_FORMS.map((f) => f[0]!));

/**
 * Marks as used the words that are not part of the postal address: what is in
 * parentheses (`(sediu social)`), labels that only say "address" (`Adresa:`,
 * `Domiciliul:`), the country (`România`, `RO`), notes about where in a building
 * (`parter`, `corp B`) and a second address joined by a conjunction (`nr. 5
 * și nr. 7`: the first is read).
 */
export function leaveOutNotes(text: string, words: readonly Word[], used: WordUse[]): void {
  // What one pass leaves out may open or close a field for another (`Adresa de livrare: buna ziua,
  // …`: the greeting opens what is left after the label): the passes run again while they find more.
  for (let round = 0; round < MAX_LEAVE_OUT_ROUNDS; round++) {
    const before = countUsed(used);
    leaveOutOnce(text, words, used);
    if (countUsed(used) === before) break;
  }
}

/** True when the word at `i` is one digit closing a label before its colon (`Adresa 1:`, `Address line 2:`): the label's number, no house's. */
function numbersLabel(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i];
  return w !== undefined && !w.breakBefore && /^\d$/.test(w.folded) && /^\s*\.?\s*:/.test(text.slice(w.end, words[i + 1]?.start ?? text.length));
}

/** How many words are used. */
function countUsed(used: readonly WordUse[]): number {
  let k = 0;
  for (const u of used) if (u) k++;
  return k;
}

/** The most times the leave-out passes run over one text (the second finds what the first made visible; a third, seldom anything). */
const MAX_LEAVE_OUT_ROUNDS = 3;

function leaveOutOnce(text: string, words: readonly Word[], used: WordUse[]): void {
  const n = words.length;
  if (CONTACT_HINT.test(text)) leaveOutContacts(text, words, used);
  leaveOutCompanies(words, used);
  leaveOutMessageWords(text, words, used);
  // Printed forms keep the labels of empty fields (`bl. -, sc. -, ap. -`, `Bl. , Sc. ,`, `nr. /`):
  // a house marker with no value is left out.
  for (let i = 0; i < n; i++) {
    if (!words[i]!.roles.houseMarker) continue;
    const after = text.slice(words[i]!.end, words[i + 1]?.start ?? text.length);
    if (EMPTY_FIELD.test(after) || (i === n - 1 && /^[\s.:\-_/]*$/.test(after))) used[i] = 'label';
  }
  // A note in parentheses (`(sediu social)`, `(fost Str. X)`); other parentheses may be part of
  // an official name (`Bulevardul Unirii (Micro 3)`) and are read.
  let depth = 0;
  let at = 0;
  let dropping = false;
  for (let i = 0; i < n; i++) {
    let opened = false;
    for (; at < words[i]!.start; at++) {
      const ch = text[at];
      if (ch === '(' || ch === '[') {
        depth++;
        opened = true;
      } else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    }
    if (depth === 0) dropping = false;
    else if (opened) dropping = words[i]!.roles.parenthesizedNote || words[i]!.roles.label;
    if (dropping) used[i] = 'note';
    // `domiciliat(ă)`, `elev(a)`: a form's ending in parentheses glued to its word.
    if (opened && i > 0 && words[i]!.folded.length <= 2 && words[i - 1]!.end === words[i]!.start - 1 && text[words[i]!.end] === ')') used[i] = 'note';
  }
  // (Both are rare: a look at the text spares most addresses the walk over their words.)
  if (DOMICILE_HINT.test(text)) leaveOutBeforeDomicile(text, words, used);
  for (let i = 0; i < n; i++) {
    if (used[i]) continue;
    // `sat Comanda nr. 12`: right after a locality kind word a word names the place (or qualifies the
    // kind: `Localitatea componentă`); nothing else left out starts there.
    if (i > 0 && !words[i]!.breakBefore && !used[i - 1] && words[i - 1]!.roles.localityKind !== undefined && !LOCALITY_KIND_QUALIFIERS.has(words[i]!.folded)) continue;
    const w = words[i]!.folded;
    const roles = words[i]!.roles;
    // A second address (`… Giurgiu; Strada Corod nr. 5, București`, `… s2 și prel. București nr. 227`,
    // `Corespondență: …`): after a conjunction or a `;` or `/`, a street type word or label starts it.
    // Only once the first address has its street: `Satu Mare; str. Cloșca; nr. 7` and `Localitate:
    // Giurgiu / Strada: Tineretului` are one address written in fields.
    if (i >= 2 && (roles.conjunction || holdsSeparator(text, words[i - 1]!.end, words[i]!.start)) && hasStreetBefore(words, used, i)) {
      const at = roles.conjunction ? i + 1 : i;
      const starts = at < n && (words[at]!.roles.streetType !== undefined || words[at]!.roles.label
        || (WORKPLACE_WORDS.has(words[at]!.folded) && words[at + 1]?.folded === 'de'));
      if (starts) {
        for (let k = i; k < n; k++) used[k] = 'second_address';
        break;
      }
    }
    // `Strada și nr.:`, `Str. si numar:`: a form's label for the street and number fields.
    if (roles.streetType !== undefined && words[i + 1]?.folded === 'si' && words[i + 2]?.roles.numberMarker
      && /^\s*\.?\s*:/.test(text.slice(words[i + 2]!.end, words[i + 3]?.start ?? text.length))) {
      used[i] = used[i + 1] = used[i + 2] = 'label';
      i += 2;
      continue;
    }
    // `Address line 1:`: the checkout's `line` goes with the label (its number too, below).
    if (w === 'line' && i > 0 && words[i - 1]!.folded === 'address') {
      used[i] = 'label';
      if (numbersLabel(text, words, i + 1)) used[i + 1] = 'label';
      continue;
    }
    // (What follows a word is looked at only for the words it decides: this loop passes every word.)
    if (roles.label && (w !== 'tara' || opensSegment(words, i) || /^\s*\.?\s*:/.test(text.slice(words[i]!.end, words[i + 1]?.start ?? text.length)))) {
      used[i] = 'label';
      // `cu domiciliul în Iași`, `domiciliat în`: the words that tie a label to the place go with it.
      if (i > 0 && !words[i]!.breakBefore && LABEL_LINKS.has(words[i - 1]!.folded)) used[i - 1] = 'label';
      if (words[i + 1] && !words[i + 1]!.breakBefore && LABEL_LINKS.has(words[i + 1]!.folded)) used[i + 1] = 'label';
      // `Ridicare de la …`: `de` before the link.
      else if (words[i + 1]?.folded === 'de' && words[i + 2] && !words[i + 1]!.breakBefore && !words[i + 2]!.breakBefore && LABEL_LINKS.has(words[i + 2]!.folded)) used[i + 1] = used[i + 2] = 'label';
      // `sediul social`, `Adresa livrare:`, `Adresa de facturare:`: the word after a label (maybe after `de`) belongs to it.
      const q = words[i + 1]?.folded === 'de' ? i + 2 : i + 1;
      let end = i + 1;
      if (words[q] !== undefined && LABEL_QUALIFIERS.has(words[q]!.folded) && !words[q]!.breakBefore && (q === i + 1 || !words[i + 1]!.breakBefore)) end = q + 1;
      // `adresa mea e …`, `adresa noastră este:`: a possessive after the label, maybe with its verb.
      const qualified = end > i + 1;
      if (end < n && LABEL_POSSESSIVES.has(words[end]!.folded) && !words[end]!.breakBefore) end++;
      // `adresa mea e …`, `adresa de livrare este …`: the verb after a possessive or a kind.
      if ((qualified || end > i + 1) && end < n && LABEL_VERBS.has(words[end]!.folded) && !words[end]!.breakBefore) end++;
      // `Adresa 1:`, `Adresa 2:`: a form's numbered address field.
      if (end === i + 1 && numbersLabel(text, words, end)) end++;
      for (let k = i + 1; k < end; k++) used[k] = 'label';
      continue;
    }
    // (The last word kept: a message's courtesy may follow, `… braila romania Mulțumesc!`, and a
    // postal code, read apart, `… Iasi Romania 700101`.)
    if (roles.country && ((opensSegment(words, i) && closesSegment(words, i)) || lastKept(words, used, i)
      || (i === 0 && (w !== 'ro' || /^[\s.]*[-,:;|]/.test(text.slice(words[i]!.end, words[i + 1]?.start ?? text.length)))))) {
      used[i] = 'country';
      continue;
    }
    // `Subsemnatul Ion Popescu, domiciliat în …`, `Elevul …`: a person's name, to the end of its field.
    if (PERSON_INTRODUCERS.has(w)) {
      for (let k = i; k < n && (k === i || !words[k]!.breakBefore); k++) used[k] = 'person';
      continue;
    }
    // An identity document or a personal code quoted beside the address (`CI seria BV nr. 123456`,
    // `CNP 1850101123456`): its series is no county, its number no house number.
    const document = identityDocumentEnd(words, i);
    if (document > i) {
      for (let k = i; k < document; k++) used[k] = 'document';
      i = document - 1;
      continue;
    }
    // A telephone number (`tel. 0744 123 456`, `mobil: 0722123456`) with its marker.
    if (roles.phoneMarker && words[i + 1]?.roles.digitFirst) {
      used[i] = 'phone';
      for (let k = i + 1; k < n && /^\d+$/.test(words[k]!.folded) && (k === i + 1 || !words[k]!.breakBefore); k++) used[k] = 'phone';
      continue;
    }
    if (roles.digitFirst && /^0[237]\d{8}$/.test(w)) {
      used[i] = 'phone';
      continue;
    }
    // A land-registry reference (`nr. cadastral 12345`, `nr. cad. 123/4`, `CF 6789`, `CF 12 Iași`):
    // its marker and numbers.
    const registry = REGISTRY_WORDS.has(w) ? i : roles.numberMarker && words[i + 1] && REGISTRY_WORDS.has(words[i + 1]!.folded) ? i + 1 : -1;
    const shortNumberAfterPlaceLike = registry === i && PLACE_NAMED_SALE_PAPERS.has(w) && /^\d{1,3}[a-z]?$/.test(words[i + 1]?.folded ?? '') && !words[i + 1]!.breakBefore;
    if (registry >= 0 && !shortNumberAfterPlaceLike && (!LAND_BOOK_WORDS.has(w) || words[registry + 1]?.folded === LAND_BOOK_SECOND_WORD)) {
      let k = registry + 1;
      if (words[k]?.folded === LAND_BOOK_SECOND_WORD) k++;
      if (k < n && words[k]!.roles.numberMarker && !words[k]!.breakBefore) k++;
      // `CUI RO 1234567`: the country's prefix of a fiscal code.
      if (k + 1 < n && words[k]!.roles.country && !words[k]!.breakBefore && words[k + 1]!.roles.digitFirst && !words[k + 1]!.breakBefore) k++;
      // `CIF RO1234567`, `Nr. ORC J04/123/2010`: a fiscal code with its prefix, the trade register's letter and county.
      if (k < n && !words[k]!.breakBefore && (words[k]!.roles.digitFirst || REGISTRY_CODE.test(words[k]!.folded))) {
        k++;
        while (k < n && !words[k]!.breakBefore && words[k]!.roles.digitFirst) k++;
        // `Cod fiscal 123`: the `cod` before it goes too.
        const from = i > 0 && !used[i - 1] && !words[i]!.breakBefore && words[i - 1]!.roles.postalWord ? i - 1 : i;
        for (let m = from; m < k; m++) used[m] = 'registry';
        i = k - 1;
        continue;
      }
    }
    // One written in groups without a marker: `0268/412345`, `0232/21.11.11`, `+40 264 596 123`.
    const phone = roles.digitFirst ? phoneNumberEnd(text, words, i) : i;
    if (phone > i) {
      for (let k = i; k < phone; k++) used[k] = 'phone';
      i = phone - 1;
      continue;
    }
    // Clerks' notes (`FN`, `nr. adm.`, `loc de muncă: …`, `intravilanul satului`, `ap. nr. 3`): one
    // look-up passes over the words that open none.
    if (roles.numberMarker || CLERK_NOTE_WORDS.has(w)) {
      const end = clerkNoteEnd(text, words, used, i);
      if (end > i) {
        for (let k = i; k < end; k++) used[k] = 'note';
        i = end - 1;
        continue;
      }
    }
    // `punct de lucru`, `pct. de lucru`, `Punct de ridicare:`: a note with its words.
    if (WORKPLACE_WORDS.has(w) && words[i + 1]?.folded === 'de' && WORKPLACE_KINDS.has(words[i + 2]?.folded ?? '')) {
      used[i] = used[i + 1] = used[i + 2] = 'note';
      continue;
    }
    // `București - fost sediu`, `…, fostă Str. Lenin`: a note after a dash or comma, to the field's end.
    if (i > 0 && roles.dashedNote && (words[i]!.breakBefore || /\s-\s|^\s*-/.test(text.slice(words[i - 1]!.end, words[i]!.start)))) {
      used[i] = 'note';
      // The note's own words: labels (`sediu`, `sediul social`), or a place in a building's or a
      // street's terms (`fostă Str. Lenin`, `lângă Piața Unirii`) up to a marker of the address
      // itself (`Sector 3`, `jud.`, `com.`) or a number.
      let k = i + 1;
      while (k < n && !words[k]!.breakBefore && (words[k]!.roles.label || LABEL_QUALIFIERS.has(words[k]!.folded))) used[k++] = 'note';
      if (k < n && !words[k]!.breakBefore && words[k]!.roles.streetType) {
        for (; k < n && !words[k]!.breakBefore; k++) {
          const r = words[k]!.roles;
          if (r.sectorWord || r.localityKind !== undefined || r.countyMarker || r.digitFirst) break;
          used[k] = 'note';
        }
      }
      continue;
    }
    // `…, 2 buc`, `3 bucăți`: a count of pieces as a field of its own, in an address with a number before it
    // (`Sector 6 Buc.`, `nr. 2 Buc` are București).
    if (roles.digitFirst && opensSegment(words, i) && i + 1 < n && QUANTITY_WORDS.has(words[i + 1]!.folded) && !words[i + 1]!.breakBefore && closesField(words, used, i + 1)
      && /^\d{1,3}$/.test(w) && words.slice(0, i).some((x, k) => !used[k] && x.roles.digitFirst)) {
      used[i] = used[i + 1] = 'note';
      i++;
      continue;
    }
    // `nr. 63 , 65 Arad`: a bare number opening a field right after a marked one is a second number
    // (before a month it is a date naming a place: `nr. 12, 23 August, jud. Caraș-Severin`).
    if (i >= 2 && words[i]!.breakBefore && /^\d{1,4}[a-z]?$/.test(w) && words[i - 1]!.roles.digitFirst && words[i - 2]!.roles.numberMarker
      && !(words[i + 1] !== undefined && !words[i + 1]!.breakBefore && words[i + 1]!.roles.month)) {
      used[i] = 'second_address';
      continue;
    }
    const takesValue = roles.note;
    // (`Str. V. Birou`, `Str. Parter`: right after a type word or an initial it is a name.)
    const prev = words[i - 1];
    const inName = prev !== undefined && !words[i]!.breakBefore && (prev.roles.typeWord || prev.roles.streetType !== undefined || (prev.folded.length === 1 && !prev.roles.digitFirst));
    if (takesValue !== undefined && i > 0 && !inName) {
      used[i] = 'note';
      const value = words[i + 1];
      if (takesValue && value && !value.breakBefore && value.folded.length <= 4 && !value.roles.houseMarker) used[i + 1] = 'note';
      continue;
    }
    // `nr. 5 și 7`, `nr. 5 și nr. 7`, `19 / nr. 21`: a second number after a first goes, with its
    // marker. (`Ștefan cel Mare și Sfânt` keeps its `și`: no number before it.)
    const afterNumber = i > 0 && words[i - 1]!.roles.digitFirst;
    // (What is written between the two: only after a number, where it decides.)
    const between = afterNumber ? text.slice(words[i - 1]!.end, words[i]!.start) : '';
    // `Calea Giulești 48, nr. 50`: a marked number after a bare one, unless that one ends a name (`1918`, `1 Mai`).
    // (`bl. 3, ap. 12, nr. 7`: a number that is a building detail's value is no house number.)
    // (`Str. Baba Novac, sect. 3, nr. 10`: a sector's number is no house number either.)
    const previousIsHouse = afterNumber && Number.parseInt(words[i - 1]!.folded, 10) < 1000 && !(i > 1 && words[i - 2]!.roles.month)
      && i > 1 && !words[i - 2]!.roles.digitFirst && !words[i - 2]!.roles.typeWord && !words[i - 2]!.roles.houseMarker && !words[i - 2]!.roles.sectorWord;
    const slash = afterNumber && ((roles.numberMarker && (/[/+&]/.test(between) || (previousIsHouse && words[i]!.breakBefore)))
      || (roles.digitFirst && (/[+&]/.test(between) || /^\s+\/\s+$/.test(between))));
    if (slash && roles.digitFirst) {
      // `16 + 18`: the second number alone.
      used[i] = 'second_address';
      continue;
    }
    if ((slash || (roles.conjunction && afterNumber)) && words[i + 1] && !words[i + 1]!.breakBefore
      && (words[i + 1]!.roles.digitFirst || words[i + 1]!.roles.houseMarker)) {
      used[i] = 'second_address';
      for (let k = i + 1; k < n && !words[k]!.breakBefore && (words[k]!.roles.digitFirst || words[k]!.roles.houseMarker
        || (words[k]!.folded.length === 1 && words[k - 1]!.roles.digitFirst)); k++) used[k] = 'second_address';
      continue;
    }
  }
  // After the labels: a numbered thing opens its field, or follows a label (`adresa mea este: Școala Gimnazială nr. 3, …`).
  if (TWO_NUMBER_MARKERS.test(text)) leaveOutNumberedThings(words, used);
}

/**
 * A message's greeting as its whole first field (`salut! …`, `Bună ziua, …`), its courtesy closing
 * it (`… vă rog`, `… mulțumesc`), a note to the courier, a time (`după ora 18`), the `la` of `la nr.
 * 10` and `la 5`, a `pe` opening a field or before a type word, an `în`/`din` between the house
 * number and the town: no part of the address.
 */
function leaveOutMessageWords(text: string, words: readonly Word[], used: WordUse[]): void {
  const n = words.length;
  // Most addresses have none of these words: one set look-up per word passes them.
  let any = false;
  for (let i = 0; i < n && !any; i++) any = MESSAGE_WORDS_ANY.has(words[i]!.folded);
  if (!any) return;
  const phraseAt = (phrase: readonly string[], i: number): boolean => i >= 0 && i + phrase.length <= n
    && phrase.every((p, k) => words[i + k]!.folded === p && (k === 0 || !words[i + k]!.breakBefore));
  // The greeting opens what is read (after a label left out: `Adresa de livrare: buna ziua, …`).
  let start = 0;
  while (start < n && used[start]) start++;
  const opener = MESSAGE_OPENERS.find((p) => phraseAt(p, start));
  // (Followed by a comma or the end of a sentence: `Buna Ziua 5, Cluj-Napoca` is a street.)
  let from = start;
  const after = start + (opener?.length ?? 0);
  if (opener && after < n && (words[after]!.breakBefore || /[.!?]\s/.test(text.slice(words[after - 1]!.end, words[after]!.start)))) {
    for (let k = start; k < after; k++) used[k] = 'message';
    from = after;
  }
  // `Vă rog să trimiteți coletul la: Str. …`: a request ending in a colon, before the address.
  for (let i = from; i < n && (i === from || !words[i]!.breakBefore); i++) {
    if (!/^\s*:/.test(text.slice(words[i]!.end, words[i + 1]?.start ?? text.length))) continue;
    let request = false;
    for (let k = from; k <= i; k++) if (MESSAGE_REQUEST_WORDS.has(words[k]!.folded)) request = true;
    if (request && i + 1 < n) for (let k = from; k <= i; k++) used[k] = 'message';
    break;
  }
  for (let end = n, closed = true; closed && end > 1;) {
    closed = false;
    const closer = MESSAGE_CLOSERS.find((p) => phraseAt(p, end - p.length));
    if (closer && end - closer.length > 0) {
      for (let k = end - closer.length; k < end; k++) used[k] = 'message';
      end -= closer.length;
      closed = true;
    }
  }
  // `…, las coletul la vecina daca nu-s acasa`, `bucuresti. sunati inainte`: a note to the courier, to its field's end.
  for (let i = 1; i < n; i++) {
    if (!MESSAGE_NOTE_STARTS.has(words[i]!.folded) || !(words[i]!.breakBefore || /[.!?]/.test(text.slice(words[i - 1]!.end, words[i]!.start)))) continue;
    for (let k = i; k < n && (k === i || !words[k]!.breakBefore); k++) used[k] = 'message';
  }
  for (let i = 0; i + 1 < n; i++) {
    // `pe Cal. Grivitei 12`, `…, pe str. Lungă 5`, `pe Parc 3, Focșani`, `Brasov, pe Lunga la 5`: the `pe`
    // of a message before a street's type word, or opening a field.
    const w = words[i]!;
    if (w.folded === PROSE_STREET_WORD && !words[i + 1]!.breakBefore && (words[i + 1]!.roles.streetType !== undefined || (opensSegment(words, i) && !LINKED_PLACE_NAME_WORDS.has(words[i + 1]!.folded)))) used[i] = 'message';
    // `lunga 5 in brasov`, `Str. Lungă nr. 5 din Brașov`: `în`/`din` after the house number, before the town.
    else if (i > 0 && PROSE_TOWN_WORDS.has(w.folded) && words[i - 1]!.roles.digitFirst && !w.breakBefore && !words[i + 1]!.breakBefore
      && !words[i + 1]!.roles.digitFirst && !words[i + 1]!.roles.houseMarker) used[i] = 'message';
    else if (i + 2 < n && phraseAt(MESSAGE_TIME, i) && words[i + 2]!.roles.digitFirst && !words[i + 2]!.breakBefore) used[i] = used[i + 1] = used[i + 2] = 'message';
    // (`Radu de la nr. 38`: the `de la` of a name, written out of order.)
    else if (words[i]!.folded === PROSE_NUMBER_WORD && (words[i + 1]!.roles.numberMarker || words[i + 1]!.roles.digitFirst) && !words[i + 1]!.breakBefore && i > 0
      && words[i - 1]!.folded !== 'de') used[i] = 'message';
  }
}

/** Every word that may start one of {@link leaveOutMessageWords}'s notes, or end a courtesy. */
const MESSAGE_WORDS_ANY: ReadonlySet<string> = new Set([
  ...MESSAGE_OPENERS.map((p) => p[0]!), ...MESSAGE_CLOSERS.map((p) => p[p.length - 1]!), ...MESSAGE_NOTE_STARTS, ...PROSE_TOWN_WORDS, ...MESSAGE_REQUEST_WORDS,
  PROSE_STREET_WORD, PROSE_NUMBER_WORD, MESSAGE_TIME[0]!,
]);

/**
 * `Elev Matei Andrei, cls. a VI-a B, dom. Str. Mărășești nr. 8`, `născut la … în Vaslui, domiciliat
 * în Bacău, …`, `Locul nașterii: …; domiciliul actual: sat Mohu, …`: a domicile label followed by
 * `în`/`la`, a colon or the address itself (a street type or locality kind word) starts the address;
 * what is written before it is about the person (name, class, parents, birthplace, file) and is left
 * out, with the label. Each such label counts, when at least two words follow it: the address
 * starts after the last.
 */
function leaveOutBeforeDomicile(text: string, words: readonly Word[], used: WordUse[]): void {
  const n = words.length;
  for (let i = 0; i < n; i++) {
    if (used[i] || !DOMICILE_LABELS.has(words[i]!.folded)) continue;
    let k = i + 1;
    // `domiciliat(ă) în`: the ending was left out already.
    while (k < n && used[k] && !words[k]!.breakBefore) k++;
    if (k < n && !words[k]!.breakBefore && DOMICILE_QUALIFIERS.has(words[k]!.folded)) k++;
    // `adresa de livrare:`, `adresa livrare:`.
    const q = words[k]?.folded === 'de' ? k + 1 : k;
    if (q < n && !words[q]!.breakBefore && LABEL_QUALIFIERS.has(words[q]!.folded)) k = q + 1;
    const next = words[k];
    if (next === undefined || n - k < 2) return;
    const colon = /^[\s.]*:/.test(text.slice(words[k - 1]!.end, next.start));
    const link = !next.breakBefore && next.folded !== 'cu' && LABEL_LINKS.has(next.folded);
    const address = next.roles.streetType !== undefined || next.roles.localityKind !== undefined;
    // `trimiteti pe adresa Govora 1`: the address's own label after `pe`/`la` starts it too.
    const linkedBefore = ADDRESS_WORDS.has(words[i]!.folded) && i > 0 && !words[i]!.breakBefore && LABEL_LINKS.has(words[i - 1]!.folded);
    if (!colon && !link && !address && !linkedBefore) continue;
    // `str. Ciurea nr. 33 sediu mun. București`: a typed street with its number before the label is
    // the address already; the label is a note on it.
    if (!colon && !link && !linkedBefore && typedStreetWithNumber(words, used, i)) return;
    // `va rog livrati la adresa: …`: before the address's own label, only its field is about something else
    // (`Oraș: Bistrița\nAdresa: Str. …` keeps the town).
    let from = 0;
    if (ADDRESS_WORDS.has(words[i]!.folded)) for (from = i; from > 0 && !words[from]!.breakBefore;) from--;
    // What is before the label is about the person; the label (with its link) only says "address".
    for (let m = from; m < k; m++) if (!used[m]) used[m] = m < i ? 'person' : 'label';
    if (link) used[k] = 'label';
    // A later label may still start the address (`Adresa de livrare: numitul Radu Ion, fiul lui …, cu
    // domiciliul în …`): what comes before it is about the person too.
    i = link ? k : k - 1;
  }
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

/**
 * `apartamentul nr. 12, situat în …, str. Mioriței nr. 5`, `Școala Gimnazială nr. 3, str. Mărășești
 * nr. 8`, `boxa nr. 3 și apartamentul nr. 9, … str. Universității nr. 10`: a thing with a number of
 * its own (a flat, a school, a shop) written at the start of a field, before a street whose house
 * number is marked too. The thing, its marker and its number are left out: the house number is the
 * one written after the street. A `nr.` after a street or a village (`Str. Lungă nr. 5`, `sat Cicir
 * nr. 12`) never opens such a thing, and nothing is left out without a marked number after a street.
 */
function leaveOutNumberedThings(words: readonly Word[], used: WordUse[]): void {
  const n = words.length;
  let streetNumberAfter = -1;
  for (let j = n - 1, marker = -1; j >= 0; j--) {
    if (used[j]) continue;
    if (words[j]!.roles.numberMarker) marker = j;
    else if (marker > j && (words[j]!.roles.streetType !== undefined || words[j]!.roles.typeWord)) {
      streetNumberAfter = j;
      break;
    }
  }
  if (streetNumberAfter < 0) return;
  const plain = describesThing;
  for (let i = 1; i < streetNumberAfter; i++) {
    if (used[i] || !words[i]!.roles.numberMarker || words[i]!.breakBefore) continue;
    const value = words[i + 1];
    if (value === undefined || used[i + 1] || value.breakBefore || !value.roles.digitFirst) continue;
    let from = i;
    while (from > 0 && !used[from - 1] && !words[from]!.breakBefore && plain(words[from - 1]!)) from--;
    if (from === i || !(from === 0 || words[from]!.breakBefore || used[from - 1])) continue;
    let end = i + 2;
    // `boxa nr. 3 și apartamentul nr. 9`: the word joining two such things goes with them.
    if (end < n && !used[end] && !words[end]!.breakBefore && words[end]!.roles.conjunction) end++;
    // (An institution so numbered is the addressee: `Școala Gimnazială nr. 3`; its town may follow its
    // number: `Școala Gimnazială nr 5 Cluj-Napoca str Horea nr 5`.)
    const as: WordUse = ORGANISATION_HEADS.has(words[from]!.folded) ? 'organisation' : 'note';
    // `spațiul comercial nr. 2 de la parterul blocului din str. Teilor`: where the thing is, up to
    // the street's type word in the same field.
    let k = end;
    while (as === 'note' && k < n && !used[k] && !words[k]!.breakBefore && plain(words[k]!)) k++;
    if (k > end && k < n && !words[k]!.breakBefore && (words[k]!.roles.streetType !== undefined || words[k]!.roles.typeWord)) end = k;
    for (let k = from; k < end; k++) used[k] = as;
    i = end - 1;
  }
}

/** Text that may hold a {@link DOMICILE_LABELS} word (`dom`, `domiciliat`, `sediul`), in any case. */
const DOMICILE_HINT = /dom|sedi|locu|sta[ua]|sunt|adres|livr/i;

/** Text with two number markers or more (`nr.`, `număr`, `no`): the least a numbered thing before a street needs. */
const TWO_NUMBER_MARKERS = /\bn(?:r|o|um[aă]r)[\s\S]*\bn(?:r|o|um[aă]r)/i;

/** A word that may describe a numbered thing (`Școala Gimnazială`, `apartament cu 2 camere`): no marker of an address part. */
function describesThing(w: Word): boolean {
  const r = w.roles;
  // (`apartament cu 2 camere nr. 16`: a detail word may name the thing.)
  return r.streetType === undefined && !r.typeWord && r.localityKind === undefined && (!r.houseMarker || r.detailMarker) && !r.countyMarker && !r.sectorWord
    && !r.postalCode && !r.conjunction && !r.label;
}

/** Words that may open a note of {@link clerkNoteEnd} (besides a number marker). */
const CLERK_NOTE_WORDS: ReadonlySet<string> = new Set([
  ...NO_NUMBER_FORMS.map((f) => f[0]!), ...OTHER_PLACE_LABELS.map((p) => p[0]!), ...LAND_AREA_WORDS, ...NUMBER_QUALIFIERS, ...RESIDENTIAL_COMPLEX_HEADS, ...LOCALITY_KIND_QUALIFIERS,
]);

/**
 * The end (exclusive) of a clerk's note that word `i` opens, `i` when it opens none:
 * - `sat Uiasca FN`, `Cotuș s/n`, `fără număr`: the house has no number, the field is empty;
 * - `apartamentul nr. 12`, `ap. nr. 3`: the `nr.` numbers a building detail, not the house;
 * - `loc de muncă: Râmnicu Sărat`, `Locul nașterii: Focșani`: a field about another place, to its end;
 * - `teren intravilan`, `în intravilanul satului Horpaz`: where land lies, not a place's name;
 * - `nr. adm. 45`: a word that says which number it is (the value follows it);
 * - `Ansamblul rezidențial Luna, Str. Lungă nr. 120`: a residential complex's name, to the end of its field;
 * - `Localitatea componentă Cisnădioara`: a word that only qualifies the locality kind word.
 */
function clerkNoteEnd(text: string, words: readonly Word[], used: readonly WordUse[], i: number): number {
  const n = words.length;
  const word = words[i]!;
  const w = word.folded;
  if (word.roles.numberMarker) return i > 0 && !word.breakBefore && !used[i - 1] && words[i - 1]!.roles.detailMarker ? i + 1 : i;
  const noNumber = noNumberEnd(text, words, i);
  if (noNumber > i) return noNumber;
  const toFieldEnd = (): number => {
    let k = i + 1;
    while (k < n && !words[k]!.breakBefore) k++;
    return k;
  };
  if (OTHER_PLACE_LABELS.some((phrase) => phrase.every((p, k) => words[i + k]?.folded === p && (k === 0 || !words[i + k]!.breakBefore)))) return toFieldEnd();
  if (LAND_AREA_WORDS.has(w)) return words[i + 1] && !words[i + 1]!.breakBefore && GENITIVE_PLACE_WORDS.has(words[i + 1]!.folded) ? i + 2 : i + 1;
  if (NUMBER_QUALIFIERS.has(w) && i > 0 && words[i - 1]!.roles.numberMarker && !word.breakBefore) return i + 1;
  if (RESIDENTIAL_COMPLEX_HEADS.has(w) && opensField(words, used, i) && words[i + 1]?.folded === 'rezidential') return toFieldEnd();
  if (LOCALITY_KIND_QUALIFIERS.has(w) && i > 0 && words[i - 1]!.roles.localityKind !== undefined) return i + 1;
  return i;
}

/**
 * The end (exclusive) of a no-number form at word `i` (`FN`, `f.n.`, `f/n`, `s/n`, `fără număr`)
 * that closes its field or comes before a marker (`sat Crihan f/n com. Măgura`); `i` when there is
 * none. A letter pair is one only joined by a dot or slash (`s/n` by a slash): `F. N. Popescu`
 * within a name goes on to a name word.
 */
function noNumberEnd(text: string, words: readonly Word[], i: number): number {
  if (i === 0) return i;
  for (const form of NO_NUMBER_FORMS) {
    const end = i + form.length;
    if (end > words.length || !form.every((f, k) => words[i + k]!.folded === f && (k === 0 || !words[i + k]!.breakBefore))) continue;
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
 * The end (exclusive) of an identity document from word `i`: `CI seria BV nr. 123456`, `B.I.
 * seria AB 123456`, `seria KX 123456`, or a personal code `CNP 1850101123456`; `i` itself when
 * there is none.
 */
function identityDocumentEnd(words: readonly Word[], i: number): number {
  const at = (k: number): string | undefined => words[k]?.folded;
  if (at(i) === PERSONAL_CODE_WORD) return /^\d{13}$/.test(at(i + 1) ?? '') ? i + 2 : i;
  let k = i;
  if (IDENTITY_DOCUMENT_WORDS.has(at(k) ?? '')) k++;
  // `C.I.`, `B.I.` fold to two one-letter words.
  else if ((at(k) === 'c' || at(k) === 'b') && at(k + 1) === 'i') k += 2;
  if (at(k) !== DOCUMENT_SERIES_WORD || !/^[a-z]{1,3}$/.test(at(k + 1) ?? '')) return i;
  k += 2;
  if (words[k]?.roles.numberMarker) k++;
  return /^\d{5,9}$/.test(at(k) ?? '') ? k + 1 : i;
}

/**
 * The end (exclusive) of a Romanian telephone number written in digit groups
 * from word `i` (`0268/412345`, `0232 21 11 11`, `+40 264 596 123`): ten digits
 * from a leading 0, or 40 after a `+` and nine more. `i` itself when there is none.
 */
function phoneNumberEnd(text: string, words: readonly Word[], i: number): number {
  const first = words[i]!.folded;
  const international = first === '40' && text[words[i]!.start - 1] === '+';
  if (!international && !/^0\d{1,4}$/.test(first)) return i;
  const want = international ? 11 : 10;
  let digits = first.length;
  let k = i + 1;
  for (; k < words.length && digits < want; k++) {
    const w = words[k]!;
    if (!/^\d+$/.test(w.folded) || !/^[\s/.()-]*$/.test(text.slice(words[k - 1]!.end, w.start))) break;
    digits += w.folded.length;
  }
  return digits === want && k > i + 1 ? k : i;
}

/** The first word of a fiscal or trade-register code: `ro1234567`, `j04` (of `J04/123/2010`). */
const REGISTRY_CODE = /^(?:ro\d{2,10}|[jfc]\d{1,2})$/;

/** What follows a house marker whose field was left empty: a dash, underscore or slash, or straight a comma. */
const EMPTY_FIELD = /^[\s.:]*(?:[-_/\u2013\u2014]+(?:\s|[,;])|[,;])/;

/** True when every word after `i` is left out or a postal code (with its `cod`/`CP`): `i` ends what is read as names. */
function lastKept(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  for (let k = i + 1; k < used.length; k++) if (!used[k] && !words[k]!.roles.postalCode && !words[k]!.roles.postalWord) return false;
  return true;
}

/** True when `text[from, to)` holds a `;`, `/` or `|`: what may start a second address (see {@link leaveOutNotes}). */
function holdsSeparator(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === 59 || c === 47 || c === 124) return true;
  }
  return false;
}

/** True when a street type word comes before word `i` (not left out): the address so far has its street. */
function hasStreetBefore(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  for (let k = 0; k < i; k++) if (!used[k] && words[k]!.roles.streetType !== undefined) return true;
  return false;
}
