/**
 * Addresses written inside a message (`salut! pe semaforului 5 in sibiu, las coletul la vecina`,
 * `ma gasiti in Brasov, strada Lunga 5`) and after a person's name (`Pop Vasile Ioan, Baia Mare,
 * Bogdan Vodă 15`): which words to keep for a second reading of the text, the rest left out as
 * the message's or the person's. The reader reads the text both ways; the index decides.
 */
import { ADDRESSEE_GIVEN_NAMES, ADDRESSEE_LEADS, ADDRESSEE_LEADS_AT_END, COURTESY_TITLE_ENDINGS, FOR_ABBREVIATIONS, LABEL_LINKS, LABEL_VERBS, PROSE_STREET_WORD, PROSE_NUMBER_WORD, PROSE_TOWN_WORDS, MESSAGE_PROSE_WORDS, MESSAGE_REQUEST_WORDS, MESSAGE_WORDS, LINKED_PLACE_NAME_WORDS, PROSE_FOR_WORDS, NAME_WORDS_AFTER_DIN } from '../shared/vocabulary.js';
import { sentenceMarkIn, type Word } from './address-tokens.js';
import { isGivenName } from '../shared/street-name.js';
import type { WordUse } from './reading.js';
import { mapped } from '../shared/arrays.js';
import { countyOfFoldedWords } from '../shared/aliases.js';

/** The word between a person's name and the village they are from (`Ion Popescu din Marmanu`). */
const PERSON_FROM_WORD = 'din';

/** The most words of a village's name after a message's `în`/`la`/`din` (`la socri in Ciumarna com Romanasi`). */
const NAME_MOST_WORDS = 3;
/**
 * The same, where the commune in brackets after it shows where the name ends: the longest villages' names
 * (`la Vităneștii de sub Măgură (Bolotești)`), which the message reader passed to the other-name reading
 * (the message's words and the village left out as the commune's other name, the commune answered at 0.97).
 */
const BRACKETED_NAME_MOST_WORDS = 4;

/**
 * The words to keep when a message names its town in a field of its own (`ma gasiti in Brasov,
 * strada Lunga 5`, `va rog sa livrati in Brasov, Lunga 5`), or its village before the commune (`la
 * socri in Ciumarna com Romanasi Salaj nr 10`, `trimite coletul la bunica in Iugani, e comuna
 * Boghesti, Vrancea`, `sunt acasa la Zorile, Gradinari, Giurgiu`): all but the field's words up to
 * its `în`/`din`/`la`, when one to three name words after it (after a locality kind word: `in satul
 * Jugureni`) close the field or run into a locality kind word or a note left out (`la Ruget langa
 * Vidra (VN)`), or up to four run into the commune in brackets (`opriti la Dealu Crucii (Vorniceni) BT`,
 * which is then where the address goes on), and the address goes on after them (a
 * number, a locality kind or county marker, or two more fields), and a word of a message's sentence
 * stands before it (`MESSAGE_PROSE_WORDS`), or the preposition is no `din` and the words before it
 * in its field are no address's (`Navighează la Rachieri comuna Valea Călugărească`, `la socri in
 * Serani, Borod, Bihor`: no number, marker or type word). Undefined otherwise, and
 * for places' names (`Păduroiu din Deal`, `Bolda din Beltiug`).
 */
export function townFieldKept(text: string, words: readonly Word[], used: readonly WordUse[]): WordUse[] | undefined {
  const n = words.length;
  let start = 0;
  for (let i = 0; i + 1 < n; i++) {
    if (words[i]!.breakBefore) start = i;
    const link = words[i]!.folded;
    const forWord = PROSE_FOR_WORDS.has(link);
    if ((!PROSE_TOWN_WORDS.has(link) && !forWord && (link !== PROSE_NUMBER_WORD || used[i])) || i === 0 || words[i + 1]!.breakBefore) continue;
    // (`Colet pentru Ion Popescu, …`: a given name after `pentru` is the addressee's.)
    if (forWord && isGivenName(words[i + 1]!.folded)) continue;
    // (`Ionescu de la Brad`: the `la` of a name.)
    if (link === PROSE_NUMBER_WORD && i > 0 && words[i - 1]!.folded === 'de') continue;
    let from = i + 1;
    if (words[from]!.roles.localityKind !== undefined && !used[from] && from + 1 < n && !words[from + 1]!.breakBefore) from++;
    let end = from;
    while (end < n && !words[end]!.breakBefore && !used[end] && !words[end]!.roles.digitFirst && !words[end]!.roles.houseMarker
      && (end === from || (words[end]!.roles.localityKind === undefined && !bracketBefore(text, words, end)))) end++;
    const kindAfter = end < n && !used[end] && words[end]!.roles.localityKind !== undefined && end > from;
    // `opriti la Dealu Crucii (Vorniceni) BT`: the village's commune in brackets after it, as a kind word.
    const unitInBrackets = end < n && end > from && !words[end]!.breakBefore && bracketBefore(text, words, end);
    if (end === from || end - from > (unitInBrackets ? BRACKETED_NAME_MOST_WORDS : NAME_MOST_WORDS) || (end < n && !words[end]!.breakBefore && !kindAfter && !unitInBrackets && !used[end])) continue;
    // (`Păduroiu din Deal`, `La Curte`: a word that goes on a place's name after its link. The commune in
    // brackets after the names says where the village's name ends: `la Recea (Punghina)`, `Sunt Radu, din Recea
    // (Horgești)`.)
    if (LINKED_PLACE_NAME_WORDS.has(words[i + 1]!.folded) && !unitInBrackets) continue;
    // (`pentru`/`pt` only in a request's first field before a name that closes its field, the unit and county in fields
    // of their own after it: `o masina pt ghriisa, beltiug, satu mare`. Elsewhere it says what for, `pentru mama la
    // Fata (Albac)`, `pt hala/depozit`, `ales pentru comunicarea actelor`, and the `la`/`în`/`din` after it names the place.)
    if (forWord && !forPlace(words, used, start, i, end)) continue;
    // (`Transport mobilă din Copalau (BT) în Petroșani, Str. …`: a route's `din` before an `în`/`la` of its field
    // names where it starts; the address is where it goes.)
    if (link === 'din' && routeGoesOn(words, used, end)) continue;
    // (`la bunica in Iugani`: the last link before the village names it.)
    let linked = false;
    for (let k = from; k < end && !linked; k++) linked = isLink(words[k]!.folded) && k + 1 < end && !LINKED_PLACE_NAME_WORDS.has(words[k + 1]!.folded);
    if (linked) continue;
    // (Names only before `din`: `Bolda din Beltiug, jud. Satu Mare, nr. 12` is a village and its commune.
    // Before `în`/`la`, words that are no address's (`la socri in Serani, Borod, Bihor`) are a sentence's.)
    // (After `din` too when the village's unit follows in brackets with its kind word: `Pelerinii din La Curte (com.
    // Sânmihaiu de Câmpie)`, no village's name runs on into its commune's marked in brackets.)
    const markedUnitAfter = unitInBrackets && words[end]!.roles.localityKind !== undefined;
    let prose = (link !== 'din' || markedUnitAfter) && i > start && plainBefore(words, used, start, i);
    // (Before `din`, a form's label closed by its colon or its verb says the field's value follows, no sentence, though
    // its words may be a sentence's (`adresa`, `livrare`): `Adresa de livrare: satul Mânzătești din c-na Mălușteni`,
    // `Adresa mea este satul Bolda din Beltiug` are a village and its commune, as without the label. A label with neither is a sentence's (`locul de consum din Seciurile`, `cu
    // domiciliul … din București`), and before `la`/`în` a spoken one too (`suntem la tara, la Ruget langa Vidra`).)
    for (let k = i === start ? 0 : start; k < i && !prose; k++) {
      prose = !(link === 'din' && used[k] === 'label' && labelClosed(text, words, used, k))
        && (used[k] !== false || MESSAGE_PROSE_WORDS.has(words[k]!.folded) || MESSAGE_WORDS.has(words[k]!.folded) || MESSAGE_REQUEST_WORDS.has(words[k]!.folded));
    }
    if (!prose) continue;
    // (After the address, `…, Iasi - poarta din spate` is a note: the town's field comes first.)
    let goesOn = kindAfter || unitInBrackets;
    let fields = 0;
    for (let k = end; k < n && !goesOn; k++) {
      if (words[k]!.breakBefore) fields++;
      const r = words[k]!.roles;
      goesOn = !used[k] && (r.digitFirst || r.localityKind !== undefined || r.countyMarker || fields >= 2);
    }
    // (`Am stat la o pensiune în Sântioana, Cluj!`: the county's name as the last field of what is read is the address's too.)
    if (!goesOn) goesOn = countyClosesText(words, used, end);
    if (!goesOn) continue;
    const keep = [...used];
    // `a fost depistat pe strada Livezilor din Turda, …`: a street written with its type word before the link is
    // the address's, the link its town's: the sentence's words before the type word and the link are left out.
    const typed = typedStreetAt(words, used, start, i);
    for (let k = start; k < from; k++) if (typed < 0 || k < typed || k >= i) keep[k] = keep[k] || 'message';
    // `…, e comuna Boghesti`: a verb of the sentence before the commune's kind word.
    if (end + 1 < n && words[end]!.breakBefore && MESSAGE_PROSE_WORDS.has(words[end]!.folded) && !used[end] && words[end + 1]!.roles.localityKind !== undefined) keep[end] = 'message';
    return keep;
  }
  return undefined;
}

/**
 * True when `pentru`/`pt` at word `i` follows plain words only (`o masina pt`) in the text's first field, or in the
 * first field after words all left out (a greeting, a label, a request: `Adresa de livrare: o masina pt …`), its name
 * `[i + 1, end)` holds no link and closes the field, and two fields or more follow it (the unit, the county).
 */
function forPlace(words: readonly Word[], used: readonly WordUse[], start: number, i: number, end: number): boolean {
  // (The words left out before it may share its field: a label's colon is no field break.)
  let first = 0;
  while (first < i && used[first]) first++;
  if (first < start || first === i || end >= words.length || !words[end]!.breakBefore || !plainBefore(words, used, first, i)) return false;
  for (let k = first; k < i; k++) if (used[k]) return false;
  for (let k = i + 1; k < end; k++) if (isLink(words[k]!.folded) || PROSE_FOR_WORDS.has(words[k]!.folded)) return false;
  let fields = 0;
  for (let k = end; k < words.length; k++) if (words[k]!.breakBefore) fields++;
  return fields >= 2;
}

/** True when an `în` or `la` (no `din`) of a message's town follows word `end` in its field: `din X în Y`, a route. */
function routeGoesOn(words: readonly Word[], used: readonly WordUse[], end: number): boolean {
  for (let k = end; k + 1 < words.length && !words[k]!.breakBefore; k++) {
    if (!used[k] && words[k]!.folded !== 'din' && PROSE_TOWN_WORDS.has(words[k]!.folded) && !words[k + 1]!.breakBefore) return true;
  }
  return false;
}

/** The street type word that opens a name in `[start, i)` (`strada Livezilor`, not read yet), or -1. */
function typedStreetAt(words: readonly Word[], used: readonly WordUse[], start: number, i: number): number {
  for (let k = start; k + 1 < i; k++) {
    const r = words[k]!.roles;
    if (!used[k] && (r.streetType !== undefined || r.typeWord) && !used[k + 1] && !words[k + 1]!.roles.digitFirst) return k;
  }
  return -1;
}

/** True when an opening bracket stands between word `k` and the word before it (`Dealu Crucii (Vorniceni)`). */
function bracketBefore(text: string, words: readonly Word[], k: number): boolean {
  if (k === 0) return false;
  for (let at = words[k - 1]!.end; at < words[k]!.start; at++) if (text.charCodeAt(at) === 40 || text.charCodeAt(at) === 91) return true;
  return false;
}

/** True when the field that opens at word `end` names a county whole and nothing after it is read (all left out, or none). */
function countyClosesText(words: readonly Word[], used: readonly WordUse[], end: number): boolean {
  const n = words.length;
  if (end >= n || !words[end]!.breakBefore || used[end]) return false;
  let to = end + 1;
  while (to < n && !words[to]!.breakBefore) to++;
  for (let k = to; k < n; k++) if (!used[k]) return false;
  return countyOfFoldedWords(words.slice(end, to).map((w) => w.folded), false) !== undefined;
}

/** True when the words of a field before its `în`/`la` (`[start, i)`) hold no number, marker or type word: no part of an address. */
function plainBefore(words: readonly Word[], used: readonly WordUse[], start: number, i: number): boolean {
  for (let k = start; k < i; k++) {
    const r = words[k]!.roles;
    if (!used[k] && (r.digitFirst || r.houseMarker || r.numberMarker || r.streetType !== undefined || r.typeWord || r.localityKind !== undefined || r.countyMarker || r.sectorWord || r.postalWord)) return false;
  }
  return true;
}

/**
 * True when the run of words left out as a label that word `k` is in ends with a colon (`Adresa de livrare:`) or with
 * its verb (`Adresa mea este`, `Adresa de livrare e`, `LABEL_VERBS`): either says the label's value follows.
 */
function labelClosed(text: string, words: readonly Word[], used: readonly WordUse[], k: number): boolean {
  let end = k + 1;
  while (end < words.length && used[end] === 'label') end++;
  return LABEL_VERBS.has(words[end - 1]!.folded) || COLON_NEXT.test(text.slice(words[end - 1]!.end, words[end]?.start ?? text.length));
}

/** `în`, `din` or `la`: the small words of a message's sentence before its town or village. */
function isLink(folded: string): boolean {
  return PROSE_TOWN_WORDS.has(folded) || folded === PROSE_NUMBER_WORD;
}

/** A space, tab or line break: what follows the `pe`/`la` of a message before its street, and the `în`/`din` before its town. */
export function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 160;
}

/** A colon right after a word (maybe after spaces). */
const COLON_NEXT = /^\s*:/;

/**
 * The words to leave out when an address is written inside a message: all but the street after
 * `pe` with the number after it (`pe primaverii la nr 10`, `pe soveja 100`), the town after each
 * `în`/`din` (`in sibiu`, `din constanta`), and what markers say (a postal code, `sector 3`, `jud.
 * Cluj`). Undefined when the text has no such street and number, or no such town.
 */
export function proseKept(text: string, words: readonly Word[], used: readonly WordUse[]): WordUse[] | undefined {
  const n = words.length;
  const keep = new Array<boolean>(n).fill(false);
  const stops = (k: number): boolean => {
    const w = words[k]!;
    return used[k] !== false || w.roles.digitFirst || w.roles.houseMarker || w.roles.conjunction || LABEL_LINKS.has(w.folded);
  };
  // A number or `și` followed by more of the name is in it (`pe 1 Decembrie 1918 la nr 236`, `pe
  // Petru și Pavel 5`); so is a year before the house number (`pe 1848 nr. 5`).
  const nameWordAt = (k: number): boolean => k < n && !words[k]!.breakBefore && !stops(k);
  const inStreetName = (k: number, p: number): boolean => {
    const w = words[k]!;
    // `pe Poiana cu Aluni 14`, `pe Revoluției din Decembrie nr. 47`: a small word between name words.
    if (LABEL_LINKS.has(w.folded) && k > p + 1 && !used[k] && w.folded !== 'in' && nameWordAt(k + 1)) return true;
    if (used[k] || w.roles.houseMarker || LABEL_LINKS.has(w.folded)) return false;
    // (A number after name words is the house's: `pe Nicu Cernăianu 36 dupa ora 18`.)
    const opensName = k === p + 1 || words[k - 1]!.roles.typeWord || words[k - 1]!.roles.streetType !== undefined || words[k - 1]!.roles.month;
    if (nameWordAt(k + 1) && (!w.roles.digitFirst || opensName || words[k + 1]!.roles.month)) return true;
    const after = words[k + 1];
    return /^(?:1[89]|20)\d\d$/.test(w.folded) && after !== undefined && !after.breakBefore
      && (after.roles.digitFirst || after.roles.numberMarker || after.folded === PROSE_NUMBER_WORD);
  };
  let street: [number, number] | undefined;
  for (let p = 0; p + 2 < n && street === undefined; p++) {
    // (A `pe` before a type word was left out already.) `la` as `pe`, but not in `de la` (`Ionescu de la Brad`).
    const link = words[p]!.folded;
    if ((link !== PROSE_STREET_WORD && (link !== PROSE_NUMBER_WORD || (p > 0 && words[p - 1]!.folded === 'de'))) || LINKED_PLACE_NAME_WORDS.has(words[p + 1]!.folded)) continue;
    // (`Livrare la: apel 10:40 - … s-a mutat la narciselor 1`: a link before a colon ends a label or a request, which the
    // lead-in rules read; what follows the colon is no street it links (a later `la` may link one).)
    if (COLON_NEXT.test(text.slice(words[p]!.end, words[p + 1]!.start))) continue;
    let k = p + 1;
    while (k < n && k - p <= 6 && (k === p + 1 || !words[k]!.breakBefore) && (!stops(k) || inStreetName(k, p))) k++;
    if (k === p + 1) continue;
    let h = k;
    // (`la` before `nr` was left out already.)
    if (words[h]?.folded === PROSE_NUMBER_WORD && (used[h] || !words[h]!.breakBefore)) h++;
    if (words[h]?.roles.numberMarker && !used[h]) h++;
    if (h >= n || used[h] || !/^\d{1,4}[a-z]{0,3}$/.test(words[h]!.folded) || (h > k && words[h]!.breakBefore)) continue;
    // `la data de 12.03.2015`: a date is no house number.
    if (/^[./]\d/.test(text.slice(words[h]!.end, words[h]!.end + 2))) continue;
    let end = h + 1;
    // `5 A`, `nr 10 ap 3`: the number's letter and building details in its field.
    while (end < n && !words[end]!.breakBefore && !used[end] && (words[end]!.roles.houseMarker || words[end]!.roles.digitFirst
      || (words[end]!.folded.length === 1 && words[end - 1]!.roles.digitFirst))) end++;
    for (let m = p + 1; m < end; m++) if (m < k || m >= h || words[m]!.roles.numberMarker) keep[m] = !used[m];
    street = [p, end];
  }
  if (street === undefined) return undefined;
  // The town: the `în`/`din` nearest the street (`stau in cluj pe primaverii la nr 10, in manastur`:
  // Cluj; the second is a part of the town), with a locality kind word after it (`în comuna X`).
  let town: [number, number] | undefined;
  let distance = n;
  for (let i = 0; i + 1 < n; i++) {
    if (!PROSE_TOWN_WORDS.has(words[i]!.folded) || (i >= street[0] && i < street[1]) || words[i + 1]!.breakBefore) continue;
    let k = i + 1;
    if (words[k]!.roles.localityKind !== undefined && !used[k]) k++;
    const from = k;
    while (k < n && k - from < 3 && (k === i + 1 || !words[k]!.breakBefore) && !stops(k) && !keep[k] && (k === from || !MESSAGE_WORDS.has(words[k]!.folded))) {
      k++;
      // `in Baia Mare. sunati inainte`: a sentence ends after a word (not after a short form: `Tg.`, `Rm.`).
      if (words[k - 1]!.folded.length >= 3 && sentenceMarkAfter(text, words[k - 1]!.end, words[k]?.start ?? text.length)) break;
    }
    // `din constanta de pe soveja`: a `de` before the street's `pe` is no part of the town's name.
    while (k > from + 1 && words[k - 1]!.folded === 'de') k--;
    if (k === from) continue;
    const d = i < street[0] ? street[0] - k : i - street[1];
    if (d < distance) {
      distance = d;
      town = [i + 1, k];
    }
  }
  if (town !== undefined) {
    for (let m = town[0]; m < town[1]; m++) keep[m] = true;
  } else {
    // No `în`/`din`: the town is written after the street and its number (`la Imasului 46 Bucuresti`,
    // `… nr 11, Constanta`); what follows them is read as written.
    // (No word kept after them, only a courtesy left out, `… a la vecina de la nr 20 Mulțumesc!`, is no town either.)
    let townAfter = false;
    for (let m = street[1]; m < n; m++) townAfter = (keep[m] = !used[m]) || townAfter;
    if (!townAfter) return undefined;
  }
  // What markers say stays: a postal code, a sector, a county.
  for (let i = 0; i < n; i++) {
    const r = words[i]!.roles;
    if (used[i] || keep[i]) continue;
    if (r.postalCode) keep[i] = true;
    else if ((r.sectorWord || r.countyMarker) && i + 1 < n && !words[i + 1]!.breakBefore) {
      keep[i] = true;
      for (let k = i + 1; k < n && k <= i + 2 && !words[k]!.breakBefore; k++) keep[k] = true;
    }
  }
  return mapped(keep, (k, i): WordUse => used[i] || (k ? false : 'message'));
}

/**
 * Where a first field ends that may be a person's name: two to four plain words (no number,
 * marker, type word or title), one of them a given name, with at least two fields after it, or
 * run straight into a street type word whose street has a number after it. 0 when there is none.
 */
export function personFieldEnd(words: readonly Word[], used: readonly WordUse[]): number {
  // `D-na Popa Elena`, `pentru D-lui Ionuț Rusu`: a courtesy title written short opening the field (`d` and an ending
  // of `COURTESY_TITLE_ENDINGS`) is neither a word of the name nor its one-letter end.
  let opening = 0;
  while (opening < words.length && used[opening]) opening++;
  if (opening + 1 < words.length && ADDRESSEE_LEADS.has(words[opening]!.folded)) opening++;
  const title = courtesyTitleAt(words, used, opening) ? opening : -1;
  // Words already left out (a telephone number) neither count nor end the field.
  let end = 0;
  let plain = 0;
  let fromPlace = false;
  for (; end < words.length; end++) {
    const w = words[end]!;
    // `Livrare către: Marin Ioana, …`: a label left out before the name does not end the field.
    if (plain > 0 && (w.breakBefore || (!used[end] && w.roles.typeWord))) break;
    // `Ion Popescu din Marmanu, comuna Husnicioara`: a person's name and the village they are from, in one field: the name
    // ends at `din` (the village is read, `din` left out as a note), though after a label it took the village with it and
    // the commune was answered. (Not before a word that goes on a place's name after `din`: `Păduroiu din Deal`.)
    if (plain >= 2 && w.folded === PERSON_FROM_WORD && end + 1 < words.length && !words[end + 1]!.breakBefore && !NAME_WORDS_AFTER_DIN.has(words[end + 1]!.folded)) {
      fromPlace = true;
      break;
    }
    if (!used[end] && !(title >= 0 && (end === title || end === title + 1))) plain++;
  }
  if (plain < 2 || plain > 4) return 0;
  const after = words[end];
  if (after === undefined) return 0;
  if (after.breakBefore) {
    // A field followed by a house number is its street (`Vasile Lupu, nr. 29, Timișoara`); not by a number already left
    // out (an age's field, `Radu Vasile;72 ani;sat …`).
    if (!used[end] && (after.roles.digitFirst || after.roles.houseMarker)) return 0;
    let fields = 0;
    for (let k = end; k < words.length; k++) if (words[k]!.breakBefore) fields++;
    if (fields < 2) return 0;
  } else if (!fromPlace) {
    // (Ended at `din`, the village follows: no house number need.)
    // `Maria Ionescu Bd. Mamaia 100 Constanța`: the name run straight into a typed street, which
    // has its house number later.
    let numbered = false;
    for (let k = end + 2; k < words.length && !numbered; k++) numbered = words[k]!.roles.digitFirst;
    if (!numbered) return 0;
  }
  let given = false;
  // `pt. Simona Mocanu, str. …`: `pt.` opening the name's field is `pentru` (`FOR_ABBREVIATIONS`), whom the
  // parcel is for, as `pentru Simona Mocanu` is read; no Piața's abbreviation (a square named so has no given name after it here).
  let first = 0;
  while (first < end && used[first]) first++;
  const forWord = first + 1 < end && FOR_ABBREVIATIONS.has(words[first]!.folded) ? first : -1;
  for (let k = 0; k < end; k++) {
    const w = words[k]!;
    const r = w.roles;
    if (used[k] || k === forWord || (title >= 0 && (k === title || k === title + 1))) continue;
    if (r.digitFirst || r.houseMarker || r.postalWord || r.countyMarker || r.sectorWord || r.localityKind !== undefined || r.typeWord
      || r.streetType !== undefined || r.title !== undefined || r.label || r.country || w.folded.length < 2) return 0;
    // A name streets are named after or one people are given today (`Andreea`, `Ionuț`): either says a person.
    if (isGivenName(w.folded) || ADDRESSEE_GIVEN_NAMES.has(w.folded)) given = true;
  }
  return given ? end : 0;
}

/**
 * Where the field that ends the text starts when it may be the addressee's name written after the address
 * (`Str. Lungă 5, Brașov, Ion Popescu`, `Bl. 4 ap. 12, Slobozia, d-na Maria Ionescu`, `…, Cluj-Napoca, prin Andrei
 * Pop`): as {@link personFieldEnd} reads a first field, plain words (no number, marker, type word or title), two to
 * four with a given name among them, or one to four after whom it is for (`ADDRESSEE_LEADS_AT_END`) or a courtesy
 * title written short; and an address before it: two fields at least, or a number with a word after it in one
 * (`Str. Lungă 5 Brașov, Ion Popescu`). -1 when there is none. Words already left out (a telephone number after
 * the name) neither count nor end the field.
 */
export function personFieldAtEnd(words: readonly Word[], used: readonly WordUse[]): number {
  let last = words.length - 1;
  while (last >= 0 && used[last]) last--;
  let start = last;
  while (start > 0 && !words[start]!.breakBefore) start--;
  if (start <= 0) return -1;
  let first = start;
  while (first <= last && used[first]) first++;
  const lead = first < last && ADDRESSEE_LEADS_AT_END.has(words[first]!.folded) ? first : -1;
  const titleAt = lead >= 0 ? lead + 1 : first;
  const title = courtesyTitleAt(words, used, titleAt) ? titleAt : -1;
  let plain = 0;
  for (let k = first; k <= last; k++) {
    if (!nameWordAt(used, lead, title, k)) continue;
    if (!namesPerson(words[k]!)) return -1;
    plain++;
  }
  if (plain < 1 || plain > 4 || (plain === 1 && lead < 0 && title < 0)) return -1;
  // Without a lead or a title, a given name says a person. (Asked only here, where it decides: most texts end with a
  // town of one word, whose look-up in the large sets of given names decided nothing.)
  if (lead < 0 && title < 0) {
    let given = false;
    for (let k = first; k <= last && !given; k++) if (nameWordAt(used, lead, title, k) && (isGivenName(words[k]!.folded) || ADDRESSEE_GIVEN_NAMES.has(words[k]!.folded))) given = true;
    if (!given) return -1;
  }
  // The address before it: two fields, or a number and a word after it (the town written in the number's field).
  let fields = 0;
  let numberThenWord = false;
  let number = false;
  for (let k = 0; k < start; k++) {
    if (used[k]) continue;
    if (k === 0 || words[k]!.breakBefore) fields++;
    if (words[k]!.roles.digitFirst) number = true;
    else if (number) numberThenWord = true;
  }
  return fields >= 2 || numberThenWord ? start : -1;
}

/** Word `k` of a field read as a person's name counts as a word of the name: not left out, not the lead (`prin`) or the title (`d-na`). */
function nameWordAt(used: readonly WordUse[], lead: number, title: number, k: number): boolean {
  return !used[k] && k !== lead && !(title >= 0 && (k === title || k === title + 1));
}

/** A word that may be a word of a person's name: no number, marker, type or kind word, title, label or country. */
function namesPerson(w: Word): boolean {
  const r = w.roles;
  return !(r.digitFirst || r.houseMarker || r.postalWord || r.countyMarker || r.sectorWord || r.localityKind !== undefined || r.typeWord
    || r.streetType !== undefined || r.title !== undefined || r.label || r.country || w.folded.length < 2);
}

/** True when words `k` and `k + 1` are a courtesy title written short with a hyphen (`D-na`: `d`, `na`), both unused, in one field. */
function courtesyTitleAt(words: readonly Word[], used: readonly WordUse[], k: number): boolean {
  const d = words[k];
  const ending = words[k + 1];
  return d !== undefined && ending !== undefined && !used[k] && !used[k + 1] && d.folded === 'd' && !ending.breakBefore
    && COURTESY_TITLE_ENDINGS.has(ending.folded) && ending.start - d.end === 1;
}

/**
 * True when the gap `text[from, to)` after a word opens with a sentence's end (`in Baia Mare. sunati`), a
 * white space or the gap's end after it; a `?` for a lost letter is none ({@link sentenceMarkIn}).
 */
function sentenceMarkAfter(text: string, from: number, to: number): boolean {
  const c = text[from];
  if (c !== '.' && c !== '!' && c !== '?') return false;
  return (from + 1 >= to || /\s/.test(text[from + 1]!)) && sentenceMarkIn(text, from, from + 1);
}
