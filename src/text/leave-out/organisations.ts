/**
 * The addressee when it is a company or an institution: its name, written before the address
 * (`SC Alfa SRL, Str. Lungă 100`, `Școala Gimnazială nr. 3, Str. Mărășești nr. 8`), and things with
 * a number of their own written before the street (`apartamentul nr. 12, situat în …`).
 */
import { ADDRESS_WORDS, COMPANY_FORMS, GENITIVE_PLACE_WORDS, HYPHENATED_CLITICS, INSTITUTION_NAMES, LABEL_POSSESSIVES, LABEL_VERBS, MESSAGE_PROSE_WORDS, MESSAGE_REQUEST_WORDS, NAME_QUOTES_CLOSE, NOTE_STARTS_NAMING_NO_PART, NAME_QUOTES_OPEN, NAME_SMALL_WORDS, ORGANISATION_HEAD_PHRASES, ORGANISATION_HEADS, ORGANISATION_QUALIFIERS, PLACE_LIKE_TYPE_WORDS, SERVICE_WORDS, STATION_NUMBER_LEADS, STATION_PREPOSITIONS, STATION_WORDS, TYPE_ABBREVIATIONS_ALSO_WORDS, SUBJUNCTIVE_VERBS } from '../../shared/vocabulary.js';
import type { Word } from '../address-tokens.js';
import type { WordUse } from '../reading.js';
import { opensField } from '../runs.js';
import { countyOfFoldedWords, mayMarkLocality, type LocalityKind } from '../../shared/aliases.js';
import { colonAfterWord, fieldEnd, mark, NOT_HERE, phraseAt, type LeaveOutText, type TextPass, type WordRule } from './rule.js';
import { personFieldEnd } from '../message-reader.js';

/** The first words of {@link COMPANY_FORMS}: most words are none, and are passed at once. */
const COMPANY_FORM_STARTS: ReadonlySet<string> = new Set(COMPANY_FORMS.map((f) => f[0]!));

/**
 * `SC Alfa SRL, Str. Lungă 100`, `Beta S.A. Calea Victoriei 120`: a company's name, from the
 * start of its field to its legal form, is no part of the address (`SC` is no staircase there).
 */
export const COMPANIES: TextPass = {
  weight: 'company',
  name: 'companies',
  opens: { words: COMPANY_FORM_STARTS },
  run({ text, words, used }: LeaveOutText): void {
    let start = 0;
    for (let i = 0; i < words.length; i++) {
      if (words[i]!.breakBefore) start = i;
      // A legal form ends a name: at least one word of the name before it.
      // (Nor one left out already: `cl roagă să sunați`, an agent's note, holds no company's `SA`.)
      if (i === start || used[i] || !COMPANY_FORM_STARTS.has(words[i]!.folded)) continue;
      const form = COMPANY_FORMS.find((f) => phraseAt(words, f, i));
      if (form === undefined || conjunctionSa(text, words, i, form) || reflexiveSa(text, words, i, form) || spelledOut(words, i, form)) continue;
      for (let k = start; k < i + form.length; k++) used[k] = 'company';
      i += form.length - 1;
    }
  },
};

/**
 * `s-a votat`, `s-a mutat`, `S-A ÎNCHIS`: `s` and `a` joined by a hyphen are the reflexive pronoun and its verb's
 * auxiliary of a sentence (a journalist's, a message's), no legal form: `S.A.`, `SA` and `S A` are written with dots,
 * together or apart (issue 24, shapes75).
 */
function reflexiveSa(text: string, words: readonly Word[], i: number, form: readonly string[]): boolean {
  if (form.length !== 2 || form[0] !== 's' || form[1] !== 'a') return false;
  return text.slice(words[i]!.end, words[i + 1]!.start) === '-';
}

/**
 * A legal form written letter by letter (`S A`, `S R L`) right after another lone letter is the end of
 * a word spelt out, no legal form (`satul Bodeasa, b de la Bogdan, o d e a s a`: a caller spelling
 * the village's name). `Construct S A` and `S.C. Alfa S.R.L.` keep theirs.
 */
function spelledOut(words: readonly Word[], i: number, form: readonly string[]): boolean {
  if (form.some((w) => w.length !== 1)) return false;
  const before = words[i - 1];
  return before !== undefined && !words[i]!.breakBefore && before.folded.length === 1 && /^[a-z]$/.test(before.folded);
}

/**
 * `va rog sa ma sunati`, `puteti sa trimiteti`, `Dumnezeu să-l odihnească`: a `sa` after a word of a request,
 * before a verb of a message's sentence or before a pronoun glued by a hyphen, is the conjunction `să`, no
 * legal form `SA`; so is one after a verb it is the conjunction of (`vreau sa vand`, `SUBJUNCTIVE_VERBS`), one after the first word of a note naming no part (`CURIERUL SA LASE LA PORTAR`: the
 * courier is the note's subject, `NOTE_STARTS_NAMING_NO_PART`), one written with its `ă` (`SĂ`: no legal form has
 * it), and one written small before a small word ({@link smallBeforeSmallWord}).
 */
function conjunctionSa(text: string, words: readonly Word[], i: number, form: readonly string[]): boolean {
  if (form.length !== 1 || form[0] !== 'sa') return false;
  const next = words[i + 1];
  if (next !== undefined && text.slice(words[i]!.end, next.start) === '-' && HYPHENATED_CLITICS.has(next.folded)) return true;
  return MESSAGE_REQUEST_WORDS.has(words[i - 1]!.folded) || SUBJUNCTIVE_VERBS.has(words[i - 1]!.folded) || (next !== undefined && !next.breakBefore && (MESSAGE_PROSE_WORDS.has(next.folded) || MESSAGE_REQUEST_WORDS.has(next.folded)))
    || smallBeforeSmallWord(text, words, i) || NOTE_STARTS_NAMING_NO_PART.has(words[i - 1]!.folded) || /[ăĂ]/.test(text.slice(words[i]!.start, words[i]!.end));
}

/**
 * `Curierul sa lase la portar.`, `Clientul sa sune înainte`: `sa` written small in a text that writes capitals,
 * followed in its field by a plain word written small (no number, marker or type word: `Alfa sa str. Lungă 5` keeps
 * its company), is the conjunction `să` typed without its diacritic, not a legal form, which a text that writes
 * capitals writes in capitals (`SA`, `S.A.`) or before a comma or an address's word.
 */
function smallBeforeSmallWord(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  const next = words[i + 1];
  if (next === undefined || next.breakBefore || !SMALL_LETTER.test(text.slice(w.start, w.end)) || CAPITAL_LETTER.test(text.slice(w.start, w.end))) return false;
  if (!CAPITAL_LETTER.test(text)) return false;
  const r = next.roles;
  if (r.digitFirst || r.houseMarker || r.streetType !== undefined || r.localityKind !== undefined || r.countyMarker || r.sectorWord || r.label || r.postalWord) return false;
  return !CAPITAL_LETTER.test(text[next.start]!);
}
/** A capital letter; a small one. */
const CAPITAL_LETTER = /\p{Lu}/u;
const SMALL_LETTER = /\p{Ll}/u;

/**
 * Where an institution's name opening a field may be (`Colegiul Național Calea Moldovei nr. 131`,
 * `Școala Gimnazială nr. 2, Strada Energiei 33`): each way a span of words, its words not used yet
 * the name's; none when there is none. The name runs from a head word ({@link ORGANISATION_HEADS}) that opens its field to the
 * first word that begins the address in that field, or to a locality word in the genitive
 * (`Primăria Municipiului Bacău`: the town after it is read). With neither, where it ends is not
 * written (`COLEGIUL NATIONAL MIHAI EMINESCU Bărăbanț, Alba`): each end up to the field's is a way.
 * Something must be left to read. The run decoder labels these words `organisation` or reads them as
 * the address's (a street may be so named: `Biserica Amzei 5`), in its one search, and the index decides.
 */
export function organisationSpans(text: string, words: readonly Word[], used: readonly WordUse[]): OrganisationSpan[] {
  const n = words.length;
  let i = 0;
  while (i < n && (used[i] || !headsOrganisation(words, i) || !opensField(words, used, i))) i++;
  if (i >= n) return [];
  const spans = spansOfHead(text, words, used, i);
  // `Vama Veche, Hotel Ovidiu, Constanța`: a head that fills its field with plain words may be a place's own word
  // (`Vama Veche`, `Vama Buzăului` are villages), read both ways; an institution heading a later field is then a way too
  // (the hotel, whose name is a town's: read as the place, it won over the village; issue 24, fix132).
  const field = fieldEnd(words, i);
  let plain = field < n && spans.length > 0;
  for (let k = i + 1; k < field && plain; k++) plain = !used[k] && !words[k]!.roles.digitFirst && !words[k]!.roles.houseMarker && words[k]!.roles.localityKind === undefined && words[k]!.roles.streetType === undefined;
  if (!plain) return spans;
  let j = field;
  while (j < n && (used[j] || !headsOrganisation(words, j) || !opensField(words, used, j))) j++;
  return j < n ? [...spans, ...spansOfHead(text, words, used, j)] : spans;
}

/** The ways (see {@link organisationSpans}) of an institution's name headed by the word at `i`, which opens its field. */
function spansOfHead(text: string, words: readonly Word[], used: readonly WordUse[], i: number): OrganisationSpan[] {
  const n = words.length;
  // `Colegiul Național „Mihai Eminescu”, Colonia Brazi`: a quoted patron in the head's field ends the name at
  // its closing mark; its words are the institution's (a village is often the patron's namesake).
  const quotedEnd = quotedNameEnd(text, words, i);
  let end = quotedEnd ?? i + 1;
  let marked = quotedEnd !== undefined;
  // Set when the name's end is a unit's kind word (`com.`, `orașul`): the words before it may be a village of it.
  let unitAfter = false;
  while (end < n && !words[end]!.breakBefore && !marked) {
    if (beginsAddress(text, words, end)) {
      marked = true;
      unitAfter = UNIT_KINDS.has(words[end]!.roles.localityKind);
      break;
    }
    // `Primăria Municipiului Bacău`, `Școala Gimnazială a Comunei Vad`: the place in the genitive after it
    // is the institution's, the address's locality; the genitive word ends the name. A unit's kind word
    // (`Comunei`, `Orașului`, `Municipiului`) is the place's marker, read with it (`Primăria Comunei
    // Arefu` is the commune, at its seat, not a village Arefu of it); `satului`, `localității` go with the name.
    // Closing its field, the word is a name's, no place's marker (`Ferma Valea Satului, Comuna Grajduri`: the
    // village Valea Satului).
    // After a word of the name that is no kind word of the institution's (`Grădinița Valea Satului (Iași) comuna
    // Grajduri`, `Școala Capu Satului`), the genitive word is the name's last (villages are so named): it neither
    // marks nor ends the name there, and the ways to end it are read as any name's (`genitiveAfterNameWord`).
    if (GENITIVE_PLACE_WORDS.has(words[end]!.folded) && end + 1 < n && !words[end + 1]!.breakBefore && !genitiveAfterNameWord(words, i, end)) {
      marked = true;
      if (!mayMarkLocality([words[end]!.folded])) end++;
      break;
    }
    end++;
  }
  // A name with a number of its own (`Școala Gimnazială nr. 3`: right after the head and its kind words)
  // ends after it: no shorter end. A number after another word of the name (`Școala Gimnazială Drâmbar
  // nr. 106`) is the house's, after the place the name ends with: the name ends before it.
  for (let k = i + 1; k < end && !marked; k++) {
    if (!words[k]!.roles.digitFirst && !words[k]!.roles.houseMarker) continue;
    // (A date is a name's: `Grădinița cu Program Normal 23 August`, the village 23 August.)
    if (words[k + 1]?.roles.month && !words[k + 1]!.breakBefore) continue;
    let ownNumber = true;
    for (let q = i + 1; q < k && ownNumber; q++) ownNumber = ORGANISATION_QUALIFIERS.has(words[q]!.folded);
    if (ownNumber) marked = true;
    else end = k;
  }
  // The ends: the one found, and (not marked) the shorter ones, longest first; the one found last, so
  // that of two readings alike a word of the field is the place (`… EMINESCU Goranu, Vâlcea`: Goranu,
  // not the village Vâlcea of Alba).
  // A commune's or a town's word after the name (`Parcare TIR Ciorari com. Stoina`, `Ferma Zootehnică Urda de
  // Sus comuna Stoina`) marks where the address begins, but a village is written before its commune: the
  // name's last words may be the village, so the shorter ends are ways too, and the name read up to the
  // unit's word is the longest way (at `organisationToFieldEnd`), the index judging which the place is.
  let kindEnd = i + 1;
  while (kindEnd < end && ORGANISATION_QUALIFIERS.has(words[kindEnd]!.folded)) kindEnd++;
  const open = !marked || (unitAfter && kindEnd < end);
  const ends = marked && !open ? [end] : [];
  for (let to = end - 1; open && to > i && to >= kindEnd && ends.length < MAX_ORGANISATION_ENDS - 1; to--) ends.push(to);
  // (And right after the head and its kind words, however long the rest: `Școala Gimnazială | Râu Alb de Sus`.)
  if (open && kindEnd < end && !ends.includes(kindEnd)) ends.push(kindEnd);
  if (open) ends.push(end);
  const spans: OrganisationSpan[] = [];
  let most = -1;
  for (const to of ends) {
    let rest = false;
    for (let k = to; k < n && !rest; k++) rest = !used[k];
    if (!rest) continue;
    let named = 0;
    let last = -1;
    for (let k = i; k < to; k++) {
      if (used[k]) continue;
      named++;
      last = k;
    }
    most = Math.max(most, named);
    spans.push({ from: i, to, longest: false, beforeUnit: last >= 0 && UNIT_KINDS.has(words[last + 1]?.roles.localityKind) });
  }
  // (Of several ends, the one that names the most words: `RankingOptions.reading.organisationToFieldEnd`.)
  if (spans.length > 1) {
    for (const span of spans) {
      let named = 0;
      for (let k = span.from; k < span.to; k++) if (!used[k]) named++;
      span.longest = named === most;
    }
  }
  return spans;
}

/**
 * True when the genitive place word at `g` (`satului`, `comunei`) follows a word of the institution's name that is
 * neither its head, a kind word of it ({@link ORGANISATION_QUALIFIERS}) nor the genitive's article (`a`, `al`):
 * `Grădinița Valea Satului`, not `Primăria Comunei Arefu` nor `Școala Gimnazială a Comunei Vad`. There it closes a
 * place's name (`Valea Satului`, `Capu Satului` are villages), so it is no marker of the place after it.
 */
function genitiveAfterNameWord(words: readonly Word[], head: number, g: number): boolean {
  if (g - 1 <= head) return false;
  const before = words[g - 1]!.folded;
  return !ORGANISATION_QUALIFIERS.has(before) && !GENITIVE_ARTICLES.has(before) && !words[g - 1]!.roles.digitFirst;
}
/** The articles before a genitive (`Școala Gimnazială a Comunei Vad`, `Liceul Teoretic al Orașului Buftea`). */
const GENITIVE_ARTICLES: ReadonlySet<string> = new Set(['a', 'al']);

/**
 * One way an institution's name may end (see {@link organisationSpans}): its words `[from, to)` (those not
 * used yet), whether it is the longest of several ways (the name read to its field's end, when its end is not
 * written), and whether a unit's kind word follows it (`Parcare TIR Ciorari | com. Stoina`: a name so read may
 * hold the unit's village, which is written there).
 */
export interface OrganisationSpan {
  from: number;
  to: number;
  longest: boolean;
  beforeUnit: boolean;
}

/** The first words of {@link ORGANISATION_HEAD_PHRASES}: most words are none, and are passed at once. */
const HEAD_PHRASE_STARTS: ReadonlySet<string> = new Set(ORGANISATION_HEAD_PHRASES.map((p) => p[0]!));

/** True when an institution's name may start at word `i`: a head word, or a head phrase whose first word alone names a place (`Camin cultural`). */
export function headsOrganisation(words: readonly Word[], i: number): boolean {
  const folded = words[i]!.folded;
  if (ORGANISATION_HEADS.has(folded)) return true;
  return HEAD_PHRASE_STARTS.has(folded) && ORGANISATION_HEAD_PHRASES.some((p) => phraseAt(words, p, i));
}

/**
 * The end (one past its last word) of a name written in quotes after the head at `i`, in the head's field
 * (`Colegiul Național „Mihai Eminescu”`, `Școala Gimnazială nr. 1 "Ion Creangă"`), or undefined when none
 * is: an opening mark ({@link NAME_QUOTES_OPEN}) right before a word and a closing one right after a word at
 * or after it, no field's break between.
 */
function quotedNameEnd(text: string, words: readonly Word[], i: number): number | undefined {
  for (let k = i + 1; k < words.length && !words[k]!.breakBefore; k++) {
    if (!NAME_QUOTES_OPEN.includes(text[words[k]!.start - 1] ?? '')) continue;
    for (let q = k; q < words.length && (q === k || !words[q]!.breakBefore); q++) {
      if (NAME_QUOTES_CLOSE.includes(text[words[q]!.end] ?? '')) return q + 1;
    }
    return undefined;
  }
  return undefined;
}

/** The kinds of units that have villages: a village's name is written before their word. */
const UNIT_KINDS: ReadonlySet<LocalityKind | undefined> = new Set<LocalityKind>(['comuna', 'oras', 'municipiu']);

/** The most ends tried for an institution's name whose end is not written (each is one more reading of the text). */
const MAX_ORGANISATION_ENDS = 4;

/**
 * True when `word` begins the address after a name written before it: a street type word (`al`
 * only with its dot: without, it is the article of `Liceul Teoretic al Comunei`), a locality kind
 * or county marker, a sector word, a postal code or its word.
 */
function beginsAddress(text: string, words: readonly Word[], k: number): boolean {
  const word = words[k]!;
  const r = word.roles;
  // `Grădinița Arieșu de Câmp`: a type word that also names places, after a name's small word, is the name's.
  if (k > 0 && PLACE_LIKE_TYPE_WORDS.has(word.folded) && NAME_SMALL_WORDS.has(words[k - 1]!.folded)) return false;
  if (r.streetType !== undefined) return !TYPE_ABBREVIATIONS_ALSO_WORDS.has(word.folded) || text[word.end] === '.';
  return r.localityKind !== undefined || r.countyMarker || r.sectorWord || r.postalCode || r.postalWord;
}

/**
 * `apartamentul nr. 12, situat în …, str. Mioriței nr. 5`, `Școala Gimnazială nr. 3, str. Mărășești
 * nr. 8`, `boxa nr. 3 și apartamentul nr. 9, … str. Universității nr. 10`: a thing with a number of
 * its own (a flat, a school, a shop) written at the start of a field, before a street whose house
 * number is marked too. The thing, its marker and its number are left out: the house number is the
 * one written after the street. A `nr.` after a street or a village (`Str. Lungă nr. 5`, `sat Cicir
 * nr. 12`) never opens such a thing, and nothing is left out without a number after a street: a marked
 * one, or for an institution a bare one (`Școala Gimnazială nr. 5, strada Bălcescu Nicolae 21`).
 * Run after the other rules: a numbered thing opens its field, or follows a label (`adresa mea
 * este: Școala Gimnazială nr. 3, …`).
 */
export const NUMBERED_THINGS: TextPass = {
  weight: 'numberedThing',
  name: 'numbered things',
  // Two number markers or more (`nr.`, `număr`, `no`), or one and a number after its own: the least a
  // numbered thing before a street needs. (The second way is read from the marker on, in one pass: no
  // backtracking over the text before it.)
  hint: /\bn(?:r|o|um[aă]r)(?:[\s\S]*\bn(?:r|o|um[aă]r)|\D*\d+\D+\d)/i,
  run({ words, used }: LeaveOutText): void {
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
    // `Școala Gimnazială nr. 5, strada Bălcescu Nicolae 21`: an institution's number before a street whose
    // number is written bare (polling stations, schools' letters). Only an institution then: `Lot nr. 5,
    // Str. Lungă 21` may be the house's lot.
    const bare = streetNumberAfter < 0;
    if (bare) streetNumberAfter = streetWithBareNumber(words, used);
    if (streetNumberAfter < 0) return;
    for (let i = 1; i < streetNumberAfter; i++) {
      if (used[i] || !words[i]!.roles.numberMarker || words[i]!.breakBefore) continue;
      const value = words[i + 1];
      if (value === undefined || used[i + 1] || value.breakBefore || !value.roles.digitFirst) continue;
      let from = i;
      while (from > 0 && !used[from - 1] && !words[from]!.breakBefore && describesThing(words[from - 1]!)) from--;
      if (from === i || !(from === 0 || words[from]!.breakBefore || used[from - 1])) continue;
      let end = i + 2;
      // `boxa nr. 3 și apartamentul nr. 9`: the word joining two such things goes with them.
      if (end < n && !used[end] && !words[end]!.breakBefore && words[end]!.roles.conjunction) end++;
      // (An institution so numbered is the addressee: `Școala Gimnazială nr. 3`; its town may follow its
      // number: `Școala Gimnazială nr 5 Cluj-Napoca str Horea nr 5`.)
      // (`Brăila: la Grădinița nr. 4 de pe Strada Milcov 116`: an institution's word inside the words before the number
      // heads it; what is before it, but the `la` of a sentence where one votes or queues, is read as before: the town.)
      let head = from;
      while (head < i && !headsOrganisation(words, head)) head++;
      const as: WordUse = head < i ? 'organisation' : 'note';
      if (as === 'organisation' && head > from) from = STATION_PREPOSITIONS.has(words[head - 1]!.folded) ? head - 1 : head;
      if (bare && as !== 'organisation') continue;
      // `spațiul comercial nr. 2 de la parterul blocului din str. Teilor`: where the thing is, up to
      // the street's type word in the same field.
      let k = end;
      while (as === 'note' && k < n && !used[k] && !words[k]!.breakBefore && describesThing(words[k]!)) k++;
      if (k > end && k < n && !words[k]!.breakBefore && (words[k]!.roles.streetType !== undefined || words[k]!.roles.typeWord)) end = k;
      for (let k = from; k < end; k++) used[k] = as;
      i = end - 1;
    }
  },
};

/**
 * The street type word of the last street written with a bare number after its name in its field
 * (`strada Bălcescu Nicolae 21`), none of its words read yet; -1 when there is none.
 */
function streetWithBareNumber(words: readonly Word[], used: readonly WordUse[]): number {
  for (let j = words.length - 1; j > 0; j--) {
    if (used[j] || !words[j]!.roles.digitFirst || words[j]!.breakBefore) continue;
    let named = false;
    for (let k = j - 1; k >= 0 && !used[k]; k--) {
      const r = words[k]!.roles;
      if (r.streetType !== undefined || r.typeWord) return named ? k : -1;
      if (r.digitFirst || r.houseMarker || r.numberMarker || words[k]!.breakBefore) break;
      named = true;
    }
  }
  return -1;
}

/** A word that may describe a numbered thing (`Școala Gimnazială`, `apartament cu 2 camere`): no marker of an address part. */
function describesThing(w: Word): boolean {
  const r = w.roles;
  // (`apartament cu 2 camere nr. 16`: a detail word may name the thing.)
  return r.streetType === undefined && !r.typeWord && r.localityKind === undefined && (!r.houseMarker || r.detailMarker) && !r.countyMarker && !r.sectorWord
    && !r.postalCode && !r.conjunction && !r.label;
}

/** The first words of {@link INSTITUTION_NAMES}. */
const INSTITUTION_STARTS: ReadonlySet<string> = new Set(INSTITUTION_NAMES.map((p) => p[0]!));

/**
 * `…, jud. Iași; asigurat CAS Iași`, `Str. Lungă 5, Pașcani; DGASPC Iași`: a public institution named in
 * a field after the address ({@link INSTITUTION_NAMES}), with the words before it in its field (`asigurat
 * la`) and the town of its office after it, to a marker of an address part or the field's end: the
 * institution's, no place of the address (Iași's street of the same name won). Only after a first field:
 * what opens the text is the addressee's, read by the organisations' ways.
 */
export const INSTITUTION_AFTER_ADDRESS: WordRule = {
  weight: 'institution',
  kind: 'organisation',
  example: { text: 'Str. Lungă 5, Pașcani; asigurat CAS Iași', leftOut: 'asigurat cas iasi' },
  opens: { words: INSTITUTION_STARTS },
  at(c: LeaveOutText, i: number): number {
    const { text, words, used } = c;
    if (!INSTITUTION_STARTS.has(words[i]!.folded)) return NOT_HERE;
    const name = INSTITUTION_NAMES.find((p) => phraseAt(words, p, i));
    if (name === undefined) return NOT_HERE;
    let from = i;
    // (Back to its field's start, or to a colon: `adresa mea este: Postul de Poliție Boiu (IPJ Bihor)` keeps its label a label.)
    while (from > 0 && !words[from]!.breakBefore && !text.slice(words[from - 1]!.end, words[from]!.start).includes(':')) from--;
    // An address's label written without its colon before it (`Bună ziua! Adresa mea este IPJ Olt - Postul de Poliție
    // Vișina, …`) ends the walk back as a colon does: the label rule leaves the label out, and the institution opens
    // what the text keeps (walked back over, the label was left out with the institution, and its county with them).
    const labelFrom = from < i && addressLabelBetween(words, from, i) ? from : i;
    if (labelFrom < i) from = i;
    // Opening the text (or after only what was left out), its county and a dash before its unit's name: see
    // countyNamedBeforeDash. A person's name after the dash is no unit: the institution then heads that person's record
    // (below), and its county is its office's, left out with it.
    if (from === i && !used.slice(0, labelFrom).includes(false) && countyNamedBeforeDash(text, words, i + name.length) && !institutionHeadsPerson(c, i + name.length)) {
      mark(used, i, i + name.length, 'organisation');
      return i + name.length;
    }
    // Opening the text, it is the addressee's (`DGASPC Sector 3, Str. …`), read by the organisations' ways; unless a
    // person's name follows in the next field: then it is the paper's issuer heading a client's record (`DGASPC Harghita -
    // Radu Elena, Str. Kalász, …, Miercurea-Ciuc`), as after an address, and the name opens what is left.
    if (from === 0 && !institutionHeadsPerson(c, i + name.length)) return NOT_HERE;
    // Opening the first field after what was left out before it (a greeting, a label: `Adresa de livrare: IPJ Olt -
    // Postul de Poliție Vișina, sat Vișina`), the institution and its county are the addressee's, as they are opening
    // the text: read as without the label (the county is the address's). With words before it in its field (`Garda
    // Potcoava (ISU Olt) - …`), it is named after the addressee, as after an address.
    // (Every word before it left out: a `;` or a comma before it, after the address, is no opening: `…, Vaslui; ITM Bârlad`.)
    if (from === i && i > 0 && !used.slice(0, labelFrom).includes(false)) return NOT_HERE;
    for (let k = from; k < i; k++) if (used[k] || endsInstitution(words[k]!)) return NOT_HERE;
    let end = i + name.length;
    // A bracket closed after the name ends it (`Garda Potcoava (ISU Olt) - Potcoava, OT`): the town of
    // the office is in the bracket with it; what follows the bracket is the address's own field.
    while (end < words.length && !words[end]!.breakBefore && !endsInstitution(words[end]!) && !text.slice(words[end - 1]!.end, words[end]!.start).includes(')')) end++;
    mark(used, from, end, 'organisation');
    return end;
  },
};

/**
 * True when the words `[from, to)` are an address's label and nothing else (`Adresa`, `adresa mea este`, `Adresa e`): an
 * address word ({@link ADDRESS_WORDS}), then its possessive and its verb, each optional.
 */
function addressLabelBetween(words: readonly Word[], from: number, to: number): boolean {
  let m = from;
  if (!ADDRESS_WORDS.has(words[m]!.folded)) return false;
  m++;
  if (m < to && LABEL_POSSESSIVES.has(words[m]!.folded)) m++;
  if (m < to && LABEL_VERBS.has(words[m]!.folded)) m++;
  return m === to;
}

/** The most words of a county's name (`Caraș Severin`, `Bistrița Năsăud`) that {@link countyNamedBeforeDash} looks at. */
const COUNTY_NAME_WORDS = 3;

/**
 * True when the words from `at` are a county's name, then a dash (`ISU Bihor - Detașamentul de Pompieri Beiuș`, `IPJ
 * Olt – Postul de Poliție Vișina`): the institution's county, before its local unit's name. Opening the text, the
 * acronym is then the institution's and the county the address's (its unit is in it); the unit's own name is another
 * institution's, which the run decoder reads (one institution's name a reading leaves out, not two).
 */
function countyNamedBeforeDash(text: string, words: readonly Word[], at: number): boolean {
  const folded = words.map((w) => w.folded);
  for (let k = at + 1; k <= Math.min(words.length - 1, at + COUNTY_NAME_WORDS); k++) {
    if (words[k - 1]!.breakBefore && k - 1 > at) return false;
    if (!/^\s+[-–—]\s*$|^\s*[-–—]\s+$/.test(text.slice(words[k - 1]!.end, words[k]!.start))) continue;
    return countyOfFoldedWords(folded, false, at, k) !== undefined;
  }
  return false;
}

/**
 * True when the institution's field, opening the text at `from`'s field, ends before a field that reads as a person's name
 * (`personFieldEnd` with the institution's field left out): the institution heads a record about that person.
 */
function institutionHeadsPerson({ words, used }: LeaveOutText, from: number): boolean {
  let end = from;
  while (end < words.length && !words[end]!.breakBefore) end++;
  if (end >= words.length) return false;
  const without = used.slice();
  for (let k = 0; k < end; k++) without[k] = 'organisation';
  return personFieldEnd(words, without) > end;
}

/**
 * `Coadă la secția 233 din Galați, Str Graurului nr. 2`, `votez la secția de votare nr. 12 din Vaslui`, `Secția de votare
 * 248 Piatra-Neamț. Sediul: …`: a station's word ({@link STATION_WORDS}) and its own number, inside a field's sentence or
 * opening the field: the number ends the station's name, the town after it is the address's (read as one institution's
 * name to the field's end, the town was lost). Not after a street's type word (`Str. Secția 5` would be a street's name).
 */
export const STATION_IN_SENTENCE: WordRule = {
  weight: 'stationNumber',
  kind: 'organisation',
  example: { text: 'Coadă la secția 233 din Galați, Str Graurului nr. 2', leftOut: 'la sectia 233' },
  opens: { words: STATION_WORDS },
  at({ words, used }: LeaveOutText, i: number): number {
    const w = words[i]!;
    const before = words[i - 1];
    if (!STATION_WORDS.has(w.folded) || (before !== undefined && !w.breakBefore && (before.roles.streetType !== undefined || before.roles.typeWord))) return NOT_HERE;
    let k = i + 1;
    while (k < words.length && !words[k]!.breakBefore && !used[k] && STATION_NUMBER_LEADS.has(words[k]!.folded)) k++;
    const number = words[k];
    if (number === undefined || number.breakBefore || used[k] || !/^\d{1,4}$/.test(number.folded)) return NOT_HERE;
    // `la secția 233`: the `la` before it says where one votes or queues, no place (read alone, `la` was a run of its own).
    const from = before !== undefined && !w.breakBefore && !used[i - 1] && STATION_PREPOSITIONS.has(before.folded) ? i - 1 : i;
    mark(used, from, k + 1, 'organisation');
    return k + 1;
  },
};

/** A word that no institution's name nor the words around it hold: a number, a marker of an address part, a telephone's. */
function endsInstitution(w: Word): boolean {
  const r = w.roles;
  return r.digitFirst || r.typeWord || r.streetType !== undefined || r.localityKind !== undefined || r.countyMarker || r.sectorWord || r.postalWord || r.houseMarker || r.phoneMarker;
}

/**
 * A service's word opening the text, then a place's name and a colon (`Taxi Segarcea: preluare str. Libertății nr. 32`,
 * `Taxi Șimleu Silvaniei: …`): a firm named after its town, as dispatchers and tickets head their text. The word
 * (`SERVICE_WORDS`) is the firm's; the name after it, up to {@link SERVICE_PLACE_MOST_WORDS} plain words closed by the
 * colon, is left to the reader (the town, still the address's: issue 24, shapes107). Not inside a field (`Str. Transport
 * 5`), nor without the colon (`Transfer from Deja, …`).
 */
export const SERVICE_BEFORE_PLACE: WordRule = {
  weight: 'serviceBeforePlace',
  kind: 'organisation',
  example: { text: 'Taxi Segarcea: preluare str. Libertății nr. 32', leftOut: 'taxi' },
  opens: { words: SERVICE_WORDS },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    if (!SERVICE_WORDS.has(words[i]!.folded) || !opensField(words, used, i) || colonAfterWord(c, i)) return NOT_HERE;
    for (let k = i + 1; k < words.length && k <= i + SERVICE_PLACE_MOST_WORDS; k++) {
      const w = words[k]!;
      if (w.breakBefore || used[k] || !/^[a-z]+$/.test(w.folded)) return NOT_HERE;
      if (colonAfterWord(c, k)) {
        used[i] = 'organisation';
        return i + 1;
      }
    }
    return NOT_HERE;
  },
};
/** The most words of a town's name between a service's word and its colon (`Taxi Șimleu Silvaniei:`, `Taxi Câmpulung la Tisa:`). */
const SERVICE_PLACE_MOST_WORDS = 3;
