/**
 * Reads typed address text into its parts: street (type word and name), house
 * number and building details, locality (with the village / commune / town
 * marker people write), county, București sector and postal code.
 *
 * Free-form text is read without trusting commas: markers (`nr.`, `bl.`,
 * `sat`, `com.`, `jud.`, `Sector 1`, a street type word, a six-digit code) cut
 * the words into runs, and the runs are then given roles. When the roles are
 * not certain (which run is the locality, whether `Mureș` after `Tg Mureș` is
 * the county, where a comma-less `Strada Victoriei București` splits), every
 * plausible reading is returned, each with a prior; matching decides.
 */
import { analyzeLocalityTokens, type LocalityKind } from '../shared/aliases.js';
import { parseHouseNumber } from '../shared/house-number.js';
import {
  BUCHAREST_WORDS, COMPANY_FORMS, DOCUMENT_SERIES_WORD, DOMICILE_LABELS, DOMICILE_QUALIFIERS, IDENTITY_DOCUMENT_WORDS, LABEL_LINKS, LAND_AREA_PLACE_WORDS, LAND_AREA_WORDS, LOCALITY_KIND_QUALIFIERS,
  NAMES_WITH_COMMA, NEIGHBOURHOOD_WORDS, NO_NUMBER_FORMS, NUMBERED_NAME_HEADS, NUMBER_QUALIFIERS, OTHER_PLACE_LABELS, PERSONAL_CODE_WORD, PERSON_INTRODUCERS, REGISTRY_WORDS, PLACE_NAMED_SALE_PAPERS,
  RESIDENTIAL_COMPLEX_HEADS, PROSE_STREET_WORD, PROSE_NUMBER_WORD, PROSE_TOWN_WORDS, QUANTITY_WORDS, MESSAGE_OPENERS, MESSAGE_CLOSERS, MESSAGE_TIME, MESSAGE_REQUEST_WORDS, MESSAGE_WORDS, MESSAGE_NOTE_STARTS, ADDRESS_WORDS, LINKED_PLACE_NAME_WORDS, LABEL_POSSESSIVES, LABEL_VERBS, PLACE_LIKE_TYPE_WORDS, TYPE_WORDS_NAMING_PLACES, WORKPLACE_WORDS, WORKPLACE_KINDS, LABEL_QUALIFIERS, LAND_BOOK_WORDS, LAND_BOOK_SECOND_WORD,
} from '../shared/vocabulary.js';
import { readWords, spanText, type Word } from './address-tokens.js';
import { isGivenName } from '../shared/street-name.js';
import { allowedEdits, editDistance } from '../matchers/edit-distance.js';
import { READING_PRIOR, RESOLUTION_LIMITS, RESOLUTION_WEIGHT, type RankingOptions, type WeightTable } from '../engines/ranking.js';
import type { AddressReading, CountyPart, HousePart, StreetPart, WordUse } from './reading.js';
import { untypedStreet, type Run } from './run-parts.js';
import { decodeRuns, type DecodeContext } from './run-decoder.js';

export type { AddressReading, CountyPart, HousePart, PlacePart, StreetPart } from './reading.js';
/** How plausible each kind of reading is before matching: `RankingOptions.reading`. */
export type ReadingPriors = WeightTable<typeof READING_PRIOR>;

/** The weights and bounds of the reader (from the engine context's ranking table; the defaults when absent). */
export interface ReaderWeights {
  /** The priors of the readings (the engine context's `ranking.reading`); the defaults when absent. */
  priors?: ReadingPriors;
  /** What a word left unexplained costs (the context's `ranking.resolution.unexplainedWord`): it bounds the decoder's search. */
  unexplainedWord?: number;
  /** The most readings of one labelling search (the context's `ranking.limits.maxReadings`). */
  limit?: number;
}

/** Options of {@link readAddressText}. */
export interface ReadOptions extends ReaderWeights {
  /** When false (the `locality` field), no run is read as a street or house number. */
  streets: boolean;
}

/** The reader's weights of a ranking table. */
export function readerWeights(ranking: RankingOptions): ReaderWeights {
  return { priors: ranking.reading, unexplainedWord: ranking.resolution.unexplainedWord, limit: ranking.limits.maxReadings };
}

/**
 * Every plausible reading of `text`, most plausible first (never empty when
 * the text has a word; an empty array for text without words).
 */
export function readAddressText(input: string, options: ReadOptions = { streets: true }): AddressReading[] {
  const P = options.priors ?? READING_PRIOR;
  const text = options.streets ? typeBeforeName(input) : input;
  const words = readWords(text);
  if (words.length === 0) return [];
  joinCommaNames(words);
  if (options.streets) joinTypeColumns(words);
  const n = words.length;
  const used = new Array<WordUse>(n).fill(false);
  if (options.streets) leaveOutNotes(text, words, used);
  const out = readFrom(text, words, used, options);
  // `2400 Sibiu`, `Iași 6600`, `3400 Cluj-Napoca, str. Horea 5`: a four-digit number next to a
  // place may be a postal code of before 2003, when the address has its house number elsewhere;
  // read it so too, and let the index decide.
  const old = options.streets ? oldPostalCodeAt(words, used) : -1;
  if (old >= 0) {
    const without = [...used];
    without[old] = 'old_postal_code';
    for (const r of readFrom(text, words, without, options)) out.push({ ...r, prior: r.prior * P.oldPostalCode });
  }
  // `Pop Vasile Ioan, Baia Mare, Bogdan Vodă 15`: a first field that reads like a person's name
  // (a given name among two to four plain words) may be the addressee; read the rest without it too.
  const person = options.streets ? personFieldEnd(words, used) : 0;
  if (person > 0) {
    const without = [...used];
    for (let k = 0; k < person; k++) without[k] = 'person';
    for (const r of readFrom(text, words, without, options)) out.push({ ...r, prior: r.prior * P.personFieldLeftOut });
  }
  // `salut! pe semaforului 5 in sibiu, las coletul la vecina`: in a message, `pe` names the street
  // and `în`/`din` the town; read those alone too (the message's other words left out, as labels are).
  // `ma gasiti in Brasov, strada Lunga 5`: without `pe`, a field that ends with `în`/`din` and the town
  // is read without the message's words before them.
  // `trimiteti coletul la Petru Vulcan nr 11, Constanta`: `la` before a street and its number too, the
  // town after them.
  let townLinked = false;
  let streetLinked = false;
  if (options.streets) {
    // A pass over the words, not a Unicode regular expression over the text: every address pays for this look.
    for (const w of words) {
      const f = w.folded;
      if ((f === 'pe' || f === 'la' || f === 'in' || f === 'din') && isSpace(text.charCodeAt(w.end))) {
        if (f === 'pe' || f === 'la') streetLinked = true;
        else townLinked = true;
      }
    }
  }
  const prose = (streetLinked ? proseKept(text, words, used) : undefined) ?? (townLinked ? townFieldKept(words, used) : undefined);
  if (prose) {
    // The words of the message read as names are the less likely reading then.
    for (const r of out) r.prior *= P.proseAround;
    out.push(...readFrom(text, words, prose, options));
  }
  return out;
}

/**
 * The words to keep when a message names its town in a field of its own (`ma gasiti in Brasov,
 * strada Lunga 5`, `va rog sa livrati in Brasov, Lunga 5`): all but the field's words up to its
 * `în`/`din`, when one to three name words after it close the field and a number stands in a later
 * field. Undefined otherwise, and for places' names (`Păduroiu din Deal`).
 */
function townFieldKept(words: readonly Word[], used: readonly WordUse[]): WordUse[] | undefined {
  const n = words.length;
  let start = 0;
  for (let i = 1; i + 1 < n; i++) {
    if (words[i]!.breakBefore) start = i;
    if (!PROSE_TOWN_WORDS.has(words[i]!.folded) || i === start || words[i + 1]!.breakBefore || LINKED_PLACE_NAME_WORDS.has(words[i + 1]!.folded)) continue;
    let end = i + 1;
    while (end < n && !words[end]!.breakBefore && !used[end] && !words[end]!.roles.digitFirst && !words[end]!.roles.houseMarker) end++;
    if (end - i - 1 > 3 || (end < n && !words[end]!.breakBefore)) continue;
    // (After the address, `…, Iasi - poarta din spate` is a note: the town's field comes first.)
    let number = false;
    for (let k = end; k < n; k++) if (!used[k] && words[k]!.roles.digitFirst) number = true;
    if (!number) continue;
    const keep = [...used];
    for (let k = start; k <= i; k++) keep[k] = 'message';
    return keep;
  }
  return undefined;
}

/** A space, tab or line break: what follows the `pe`/`la` of a message before its street, and the `în`/`din` before its town. */
function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 160;
}

/**
 * The words to leave out when an address is written inside a message: all but the street after
 * `pe` with the number after it (`pe primaverii la nr 10`, `pe soveja 100`), the town after each
 * `în`/`din` (`in sibiu`, `din constanta`), and what markers say (a postal code, `sector 3`, `jud.
 * Cluj`). Undefined when the text has no such street and number, or no such town.
 */
function proseKept(text: string, words: readonly Word[], used: readonly WordUse[]): WordUse[] | undefined {
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
      if (words[k - 1]!.folded.length >= 3 && /^[.!?]\s/.test(text.slice(words[k - 1]!.end, words[k]?.start ?? text.length) + ' ')) break;
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
    if (street[1] >= n) return undefined;
    for (let m = street[1]; m < n; m++) keep[m] = !used[m];
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
  return keep.map((k, i): WordUse => used[i] || (k ? false : 'message'));
}

/**
 * Where a first field ends that may be a person's name: two to four plain words (no number,
 * marker, type word or title), one of them a given name, with at least two fields after it, or
 * run straight into a street type word whose street has a number after it. 0 when there is none.
 */
function personFieldEnd(words: readonly Word[], used: readonly WordUse[]): number {
  // Words already left out (a telephone number) neither count nor end the field.
  let end = 0;
  let plain = 0;
  for (; end < words.length; end++) {
    const w = words[end]!;
    // `Livrare către: Marin Ioana, …`: a label left out before the name does not end the field.
    if (plain > 0 && (w.breakBefore || (!used[end] && w.roles.typeWord))) break;
    if (!used[end]) plain++;
  }
  if (plain < 2 || plain > 4) return 0;
  const after = words[end];
  if (after === undefined) return 0;
  if (after.breakBefore) {
    // A field followed by a house number is its street (`Vasile Lupu, nr. 29, Timișoara`).
    if (after.roles.digitFirst || after.roles.houseMarker) return 0;
    let fields = 0;
    for (let k = end; k < words.length; k++) if (words[k]!.breakBefore) fields++;
    if (fields < 2) return 0;
  } else {
    // `Maria Ionescu Bd. Mamaia 100 Constanța`: the name run straight into a typed street, which
    // has its house number later.
    let numbered = false;
    for (let k = end + 2; k < words.length && !numbered; k++) numbered = words[k]!.roles.digitFirst;
    if (!numbered) return 0;
  }
  let given = false;
  for (let k = 0; k < end; k++) {
    const w = words[k]!;
    const r = w.roles;
    if (used[k]) continue;
    if (r.digitFirst || r.houseMarker || r.postalWord || r.countyMarker || r.sectorWord || r.localityKind !== undefined || r.typeWord
      || r.streetType !== undefined || r.title !== undefined || r.label || r.country || w.folded.length < 2) return 0;
    if (isGivenName(w.folded)) given = true;
  }
  return given ? end : 0;
}

/** An English street word closing a field after the name (`11 Viitorului Street, Sector 2`, `10 Sportului St.`). */
const ENGLISH_TYPE_AFTER_NAME = /((?:^|[,;|\n])\s*(?:\d+[a-z]?\s+)?)((?:[\p{L}][\p{L}'’.-]*\s+){1,4}?)(street|st|road|avenue|ave|boulevard|blvd)(?=\.?\s*(?:[,;|\n]|$))/giu;

/**
 * International checkouts write the street type after the name (`Viitorului
 * Street`): the two are swapped in place, so that every other word keeps its
 * position in the text (`Street Viitorului`).
 */
function typeBeforeName(text: string): string {
  if (!/(?:street|st|road|avenue|ave|boulevard|blvd)\.?\s*(?:[,;|\n]|$)/i.test(text)) return text;
  return text.replace(ENGLISH_TYPE_AFTER_NAME, (_all, lead: string, name: string, type: string) => `${lead}${type} ${name.trimEnd()}`);
}

/**
 * A four-digit number that may be an old postal code (`2400 Sibiu`, `Iași 6600`): one that opens
 * or closes its field next to a name, is no part of a name (not after a street type, a month, a
 * numbered name's head or a house marker), in an address that has another number for the
 * house. Its word index, or -1.
 */
function oldPostalCodeAt(words: readonly Word[], used: readonly WordUse[]): number {
  const numbers = words.filter((w, i) => !used[i] && /^\d{1,4}[a-z]{0,3}$/.test(w.folded)).length;
  if (numbers < 2) return -1;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (used[i] || !/^[1-9]\d{3}$/.test(w.folded)) continue;
    const prev = words[i - 1];
    const next = words[i + 1];
    if (prev && !w.breakBefore && (prev.roles.typeWord || prev.roles.streetType || prev.roles.month || prev.roles.houseMarker || NUMBERED_NAME_HEADS.has(prev.folded))) continue;
    if (next?.roles.month) continue;
    const opens = opensSegment(words, i) && next !== undefined && !next.breakBefore && !next.roles.digitFirst;
    const closes = closesSegment(words, i) && prev !== undefined && !w.breakBefore && !prev.roles.digitFirst;
    if (opens || closes) return i;
  }
  return -1;
}

/** The readings of the words not yet `used` (see {@link readAddressText}). */
function readFrom(text: string, words: Word[], initiallyUsed: readonly WordUse[], options: ReadOptions): AddressReading[] {
  const P = options.priors ?? READING_PRIOR;
  const n = words.length;
  const used = [...initiallyUsed];
  const base: Omit<AddressReading, 'unused' | 'prior'> = {};

  // Postal code: six digits anywhere; `cod poștal` / `CP` before it goes with it.
  for (let i = 0; i < n; i++) {
    if (words[i]!.roles.postalCode && !used[i] && base.postalCode === undefined) {
      let from = i;
      while (from > 0 && words[from - 1]!.roles.postalWord && !used[from - 1]) from--;
      for (let k = from; k <= i; k++) used[k] = 'part';
      base.postalCode = { text: text.slice(words[i]!.start, words[i]!.end), digits: words[i]!.folded, source: words.slice(from, i + 1) };
    }
  }
  // `400 084`: the code written in two groups of three digits (not after a house marker: `nr. 100 200`).
  for (let i = 0; i + 1 < n && base.postalCode === undefined; i++) {
    const a = words[i]!;
    const b = words[i + 1]!;
    if (used[i] || used[i + 1] || !/^\d{3}$/.test(a.folded) || !/^\d{3}$/.test(b.folded) || text.slice(a.end, b.start) !== ' ') continue;
    if (i > 0 && words[i - 1]!.roles.houseMarker) continue;
    let from = i;
    while (from > 0 && words[from - 1]!.roles.postalWord && !used[from - 1]) from--;
    for (let k = from; k <= i + 1; k++) used[k] = 'part';
    base.postalCode = { text: text.slice(a.start, b.end), digits: a.folded + b.folded, source: words.slice(from, i + 2) };
  }

  // `mantuleasa 10 bucuresti 3`: a lone 1 to 6 closing its field right after București is its
  // sector, when a number before it can be the house's (`Calea Victoriei București 5` keeps 5).
  for (let i = 1; i + 1 < n && base.sector === undefined; i++) {
    const next = words[i + 1]!;
    if (used[i] || used[i + 1] || next.breakBefore || !BUCHAREST_WORDS.has(words[i]!.folded) || !/^[1-6]$/.test(next.folded) || !closesSegment(words, i + 1)) continue;
    if (!words.slice(0, i).some((w, k) => !used[k] && w.roles.number)) continue;
    base.sector = { sector: Number(next.folded), text: spanText(text, [next]), source: [next] };
    used[i + 1] = 'part';
  }

  // `Str. Sebastian 50, B5`: București's letter glued to a sector's number, a field of its own closing
  // an address whose house number came before (a block is written `bl. B5`).
  const last = words[n - 1]!;
  if (base.sector === undefined && options.streets && n >= 3 && !used[n - 1] && last.breakBefore && /^b[1-6]$/.test(last.folded)
    && words.some((w, k) => k < n - 1 && !used[k] && w.roles.digitFirst)) {
    base.sector = { sector: Number(last.folded[1]), text: spanText(text, [last]), source: [last] };
    used[n - 1] = 'part';
  }

  const house: HouseSpans = options.streets ? keywordHouse(text, words, used) : { spans: [], numbered: false };

  // Sectors, locality kinds and explicit counties, over what is left.
  const free: number[] = [];
  for (let i = 0; i < n; i++) if (!used[i]) free.push(i);
  const analysis = analyzeLocalityTokens(free.map((i) => words[i]!.folded));
  const toWords = (start: number, end: number): number[] => {
    const from = analysis.origin[start]!;
    const to = end < analysis.tokens.length ? analysis.origin[end]! : free.length;
    return free.slice(from, to);
  };
  const kindAt = new Map<number, LocalityKind>();
  for (const s of analysis.sectors) {
    const idx = toWords(s.start, s.end);
    const source = idx.map((i) => words[i]!);
    if (base.sector === undefined) base.sector = { sector: s.sector, text: spanText(text, source), source };
    for (const i of idx) used[i] = 'part';
  }
  let explicitCounty: CountyPart | undefined;
  for (const c of analysis.counties) {
    if (!c.explicit) continue;
    const idx = toWords(c.start, c.end);
    const source = idx.map((i) => words[i]!);
    explicitCounty ??= { text: spanText(text, source), county: c.county, source };
    for (const i of idx) used[i] = 'part';
  }
  for (const k of analysis.kinds) {
    const idx = toWords(k.start, k.end);
    // `Domnești-Sat`: a kind word hyphenated to the word before it is part of a name.
    // `Sat-Șugatag` too: a hyphen after it.
    const at = idx[0]!;
    const end = idx[idx.length - 1]!;
    if (at > 0 && text.slice(words[at - 1]!.end, words[at]!.start) === '-') continue;
    // `Str. Comuna din Paris`: right after a street type word it begins the street's name.
    if (at > 0 && !used[at - 1] && words[at - 1]!.roles.typeWord) continue;
    if (end + 1 < n && text.slice(words[end]!.end, words[end + 1]!.start) === '-') continue;
    for (const i of idx) used[i] = 'marker';
    if (k.kind !== 'judet') kindAt.set(idx[idx.length - 1]! + 1, k.kind);
  }

  if (options.streets && !house.numbered) bareHouse(text, words, used, house);
  const housePart = housePartOf(text, words, house);
  if (housePart) base.house = housePart;

  const runs = splitRuns(text, words, used, kindAt, options.streets);
  const out = readings(runs, { text, base, explicitCounty, houseAt: house.spans[0]?.[0], streets: options.streets, ...decodeLimits(options) });
  const uses = withLabels(words, used, runs);
  for (const r of out) {
    r.words = words;
    r.uses = uses;
  }
  // `Str. Regimentul 5 Vânători, Timișoara`: after a word that heads numbered names, a bare number
  // followed by more name words may be inside the street's name; read it so too, and let the
  // index decide (the street with that name found, or not).
  const bare = house.bareSpan;
  // So too for a year (`Strada Martir 1918 Cornel Popescu, Timișoara`): few houses are numbered past 1800.
  if (bare && bare[0] > 0 && (NUMBERED_NAME_HEADS.has(words[bare[0] - 1]!.folded) || /^(?:1[89]|20)\d\d$/.test(words[bare[0]]!.folded))) {
    const after = words[bare[1]];
    if (after && !after.breakBefore && !used[bare[1]] && !after.roles.digitFirst) {
      const inName = [...used];
      for (let k = bare[0]; k < bare[1]; k++) inName[k] = false;
      const rest = house.spans.filter((sp) => sp[0] !== bare[0]);
      const alternative: Omit<AddressReading, 'unused' | 'prior'> = { ...base };
      delete alternative.house;
      const restHouse = housePartOf(text, words, { spans: rest, numbered: rest.length > 0 });
      if (restHouse) alternative.house = restHouse;
      const moreRuns = splitRuns(text, words, inName, kindAt, options.streets);
      const more = readings(moreRuns, { text, base: alternative, explicitCounty, houseAt: rest[0]?.[0], streets: options.streets, ...decodeLimits(options) });
      const moreUses = withLabels(words, inName, moreRuns);
      for (const r of more) out.push({ ...r, prior: r.prior * P.numberInName, words, uses: moreUses });
    }
  }
  return out;
}

/**
 * `Aleea;Oteșani;32;București`, `Bd.<tab>Tudor Vladimirescu<tab>105`: rows exported from spreadsheets
 * keep the street's type in a column of its own. A field that is only a type word (`Aleea`, `B-dul`)
 * is the type of the name in the next field, when that field holds a name (a word, or a year:
 * `Piața;1848;29`) and more fields follow. A village called like a type word (`Vad, Copalnic-Mănăștur`) stays the village.
 */
function joinTypeColumns(words: Word[]): void {
  for (let i = 0; i + 1 < words.length; i++) {
    const type = words[i]!.roles.streetType;
    if (type === undefined || !opensSegment(words, i)) continue;
    const next = i + type.length;
    if (next >= words.length || !words[next]!.breakBefore || TYPE_WORDS_NAMING_PLACES.has(words[i]!.folded)) continue;
    let inField = true;
    for (let k = i + 1; k < next; k++) if (words[k]!.breakBefore) inField = false;
    const first = words[next]!.roles;
    if (!inField || first.houseMarker || first.localityKind !== undefined || first.countyMarker || first.sectorWord || first.label || first.postalCode
      || first.streetType !== undefined || first.postalWord) continue;
    let name = false;
    let end = next;
    for (; end < words.length && (end === next || !words[end]!.breakBefore); end++) if (!words[end]!.roles.digitFirst) name = true;
    const year = end === next + 1 && /^(?:1[89]|20)\d\d$/.test(words[next]!.folded);
    // A row has more columns after the name's (`Splai, Bistrița-Năsăud` is a village and its county).
    if ((name || year) && end < words.length) words[next]!.breakBefore = false;
  }
}

/** `Horia, Cloșca și Crișan`: the comma inside a street's official name does not end a field. */
function joinCommaNames(words: Word[]): void {
  for (let i = 1; i < words.length; i++) {
    if (!words[i]!.breakBefore) continue;
    for (const name of NAMES_WITH_COMMA) {
      const cut = name.indexOf(',');
      const before = name.slice(0, cut);
      const after = name.slice(cut + 1);
      if (i < before.length || i + after.length > words.length) continue;
      // The words after the comma exactly; before it, within typing mistakes (`Hoaria, Cloșca și Crișan`).
      if (!after.every((w, k) => words[i + k]!.folded === w)) continue;
      if (before.every((w, k) => nearWord(words[i - before.length + k]!.folded, w))) words[i]!.breakBefore = false;
    }
  }
}

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

/** True when `typed` is `word` or within the typing mistakes its length allows. */
function nearWord(typed: string, word: string): boolean {
  if (typed === word) return true;
  const max = allowedEdits(word.length);
  return max > 0 && editDistance(typed, word, max) <= max;
}

/** The first words of {@link COMPANY_FORMS}: most words are none, and are passed at once. */
const COMPANY_FORM_STARTS: ReadonlySet<string> = new Set(COMPANY_FORMS.map((f) => f[0]!));

/** True when `words[i]` opens a comma-separated segment of the text. */
function opensSegment(words: readonly Word[], i: number): boolean {
  return i === 0 || words[i]!.breakBefore;
}

/** True when `words[i]` closes a comma-separated segment of the text. */
function closesSegment(words: readonly Word[], i: number): boolean {
  return i === words.length - 1 || words[i + 1]!.breakBefore;
}

/**
 * Marks as used the words that are not part of the postal address: what is in
 * parentheses (`(sediu social)`), labels that only say "address" (`Adresa:`,
 * `Domiciliul:`), the country (`România`, `RO`), notes about where in a building
 * (`parter`, `corp B`) and a second address joined by a conjunction (`nr. 5
 * și nr. 7`: the first is read).
 */
function leaveOutNotes(text: string, words: readonly Word[], used: WordUse[]): void {
  const n = words.length;
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
  if (TWO_NUMBER_MARKERS.test(text)) leaveOutNumberedThings(words, used);
  for (let i = 0; i < n; i++) {
    if (used[i]) continue;
    const w = words[i]!.folded;
    const roles = words[i]!.roles;
    // A second address (`… Giurgiu; Strada Corod nr. 5, București`, `… s2 și prel. București nr. 227`,
    // `Corespondență: …`): after a conjunction or a `;` or `/`, a street type word or label starts it.
    // Only once the first address has its street: `Satu Mare; str. Cloșca; nr. 7` and `Localitate:
    // Giurgiu / Strada: Tineretului` are one address written in fields.
    if (i >= 2 && (roles.conjunction || /[;/|]/.test(text.slice(words[i - 1]!.end, words[i]!.start))) && hasStreetBefore(words, used, i)) {
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
    // `Address line 1:`: the line's number goes with the label.
    if (w === 'line' && i > 0 && words[i - 1]!.folded === 'address') {
      used[i] = 'label';
      if (words[i + 1] && /^\d$/.test(words[i + 1]!.folded)) used[i + 1] = 'label';
      continue;
    }
    const colonAfter = /^\s*\.?\s*:/.test(text.slice(words[i]!.end, words[i + 1]?.start ?? text.length));
    if (roles.label && (colonAfter || opensSegment(words, i) || w !== 'tara')) {
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
      for (let k = i + 1; k < end; k++) used[k] = 'label';
      continue;
    }
    const separatedAfter = /^[\s.]*[-,:;|]/.test(text.slice(words[i]!.end, words[i + 1]?.start ?? text.length));
    // (The last word kept: a message's courtesy may follow, `… braila romania Mulțumesc!`.)
    if (roles.country && ((opensSegment(words, i) && closesSegment(words, i)) || lastKept(used, i) || (i === 0 && (w !== 'ro' || separatedAfter)))) {
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
    if (/^0[237]\d{8}$/.test(w)) {
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
    const phone = phoneNumberEnd(text, words, i);
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
    if (roles.digitFirst && opensSegment(words, i) && i + 1 < n && QUANTITY_WORDS.has(words[i + 1]!.folded) && !words[i + 1]!.breakBefore && closesSegment(words, i + 1)
      && /^\d{1,3}$/.test(w) && words.slice(0, i).some((x, k) => !used[k] && x.roles.digitFirst)) {
      used[i] = used[i + 1] = 'note';
      i++;
      continue;
    }
    // `nr. 63 , 65 Arad`: a bare number opening a field right after a marked one is a second number.
    if (i >= 2 && words[i]!.breakBefore && /^\d{1,4}[a-z]?$/.test(w) && words[i - 1]!.roles.digitFirst && words[i - 2]!.roles.numberMarker) {
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
    const between = i > 0 ? text.slice(words[i - 1]!.end, words[i]!.start) : '';
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
  const opener = MESSAGE_OPENERS.find((p) => phraseAt(p, 0));
  // (Followed by a comma or the end of a sentence: `Buna Ziua 5, Cluj-Napoca` is a street.)
  let from = 0;
  if (opener && opener.length < n && (words[opener.length]!.breakBefore || /[.!?]\s/.test(text.slice(words[opener.length - 1]!.end, words[opener.length]!.start)))) {
    for (let k = 0; k < opener.length; k++) used[k] = 'message';
    from = opener.length;
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
 * out, with the label. The first such label counts, when at least two words follow it.
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
    for (let m = from; m < k; m++) used[m] = m < i ? 'person' : 'label';
    if (link) used[k] = 'label';
    return;
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
    // `spațiul comercial nr. 2 de la parterul blocului din str. Teilor`: where the thing is, up to
    // the street's type word in the same field.
    let k = end;
    while (k < n && !used[k] && !words[k]!.breakBefore && plain(words[k]!)) k++;
    if (k > end && k < n && !words[k]!.breakBefore && (words[k]!.roles.streetType !== undefined || words[k]!.roles.typeWord)) end = k;
    for (let k = from; k < end; k++) used[k] = 'note';
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
  if (LAND_AREA_WORDS.has(w)) return words[i + 1] && !words[i + 1]!.breakBefore && LAND_AREA_PLACE_WORDS.has(words[i + 1]!.folded) ? i + 2 : i + 1;
  if (NUMBER_QUALIFIERS.has(w) && i > 0 && words[i - 1]!.roles.numberMarker && !word.breakBefore) return i + 1;
  if (RESIDENTIAL_COMPLEX_HEADS.has(w) && opensSegment(words, i) && words[i + 1]?.folded === 'rezidential') return toFieldEnd();
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

/** True when every word after `i` is left out: `i` ends what is read. */
function lastKept(used: readonly WordUse[], i: number): boolean {
  for (let k = i + 1; k < used.length; k++) if (!used[k]) return false;
  return true;
}

/** True when a street type word comes before word `i` (not left out): the address so far has its street. */
function hasStreetBefore(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  for (let k = 0; k < i; k++) if (!used[k] && words[k]!.roles.streetType !== undefined) return true;
  return false;
}

interface HouseSpans {
  /** [start, end) word spans of the house number and building details, in text order. */
  spans: Array<[number, number]>;
  /** A house number proper was found (after `nr.`, or bare). */
  numbered: boolean;
  /** The span of a bare number (one without `nr.`), if any. */
  bareSpan?: [number, number];
}

/** Building keywords and their values: `nr. 21`, `bl. M 12`, `sc. A`, `ap. 10`, `nr. 21-23`. */
function keywordHouse(text: string, words: Word[], used: WordUse[]): HouseSpans {
  const out: HouseSpans = { spans: [], numbered: false };
  const n = words.length;
  for (let i = 0; i < n; i++) {
    if (used[i] || !words[i]!.roles.houseMarker) continue;
    let end = i + 1;
    const value = words[end];
    if (value && !used[end] && !value.roles.houseMarker) {
      end++;
      const follow = words[end];
      if (follow && !used[end] && !follow.breakBefore && !follow.roles.houseMarker) {
        const between = text.slice(value.end, follow.start);
        const joined = /^\s*[-/]\s*$/.test(between) && value.roles.digitFirst && follow.roles.digitFirst;
        // `12 A`, `4/B`, `2-A`: a letter after the number, glued by a space, a slash or a dash.
        const letter = /^\d+$/.test(value.folded) && /^(?:[a-z]|bis)$/.test(follow.folded) && /^(?:\s*|[/-])$/.test(between);
        const series = words[i]!.folded.startsWith('bl') && /^[a-z]{1,3}$/.test(value.folded) && /^\d+[a-z]?$/.test(follow.folded);
        if (joined || letter || series) end++;
      }
      const keyword = words[i]!.folded;
      if (words[i]!.roles.numberMarker || keyword === 'km') out.numbered = true;
    }
    for (let k = i; k < end; k++) used[k] = 'part';
    out.spans.push([i, end]);
    i = end - 1;
  }
  return out;
}

/**
 * A bare number after the street's name: the last of the first run of numbers
 * that follows a name word (`Calea Victoriei 120`, `Str. 1 Decembrie 1918 5`).
 */
function bareHouse(text: string, words: Word[], used: WordUse[], house: HouseSpans): void {
  const n = words.length;
  // The last number of the first comma-separated segment that has a name before a number:
  // `Calea Victoriei 120`, `Str. 1 Decembrie 1918 5`, `Str. Regimentul 13 Călărași 14`.
  let segmentHasName = false;
  let chosen = -1;
  for (let i = 0; i < n; i++) {
    const w = words[i]!;
    if (w.breakBefore) {
      if (chosen >= 0) break;
      segmentHasName = false;
    }
    if (used[i]) continue;
    if (!w.roles.digitFirst) {
      if (namesSomething(words, used, i)) segmentHasName = true;
      continue;
    }
    // `Bd. 1848 12`, `Piața 1907`: a number right after a street type word is the name; but in a
    // field of its own after a type word that is also a place's name (`vad 98, Copalnic-Mănăștur`:
    // the village Vad) it is that place's house number.
    if (!segmentHasName && !w.breakBefore && followsTypeWord(words, used, i)) {
      const placeAndNumber = opensSegment(words, i - 1) && PLACE_LIKE_TYPE_WORDS.has(words[i - 1]!.folded) && closesSegment(words, i) && i < n - 1;
      // Three digits at most: a year (`Calea 1907`) names a street.
      if (placeAndNumber && /^\d{1,3}[a-z]{0,3}$/.test(w.folded)) {
        chosen = i;
        continue;
      }
      segmentHasName = true;
      continue;
    }
    // `deva 22 decembrie bl. 20`: a number before a month is a date naming the street.
    const next = words[i + 1];
    if (next !== undefined && !next.breakBefore && !used[i + 1] && next.roles.month) continue;
    if (segmentHasName && /^\d{1,4}[a-z]{0,3}$/.test(w.folded)) chosen = i;
  }
  // `1 Decembrie 1918, 74`: a number opening the next field is the house number, and the one
  // before the comma ends the street's name.
  const segment = numberSegment(text, words, used);
  if (segment >= 0 && (chosen < 0 || segment > chosen)) chosen = segment;
  // `59, Frasinet, Breaza`, `163 Corbu Brezoi`: a number that opens the address, before a name,
  // is its house number (a name that starts with a number, `1 Mai`, has a street type before it).
  if (chosen < 0) {
    const first = words.findIndex((_w, k) => !used[k]);
    const next = first >= 0 ? words.findIndex((w, k) => k > first && !used[k] && !/^(?:[a-z]|bis)$/.test(w.folded)) : -1;
    if (first >= 0 && /^\d{1,4}[a-z]{0,3}$/.test(words[first]!.folded) && next > first && !words[next]!.roles.digitFirst
      && !words[next]!.roles.month) chosen = first;
    // `1848, 18, Călărași`, `1848 2, Giurgiu`: two numbers open the address; the first names the
    // street (a year, a date), the second is the house number.
    if (first >= 0 && /^\d{2,4}$/.test(words[first]!.folded) && next === first + 1 && /^\d{1,4}[a-z]{0,3}$/.test(words[next]!.folded)) chosen = next;
  }
  if (chosen < 0) return;
  // `49 - 51`, `49-51`: the number closes a range whose first number belongs with it; `2/2`: a
  // number and its sub-number (the data writes such houses so).
  let start = chosen;
  const before = words[chosen - 1];
  if (before && !used[chosen - 1] && !words[chosen]!.breakBefore && /^\d{1,4}[a-z]?$/.test(before.folded) && /^\d{1,4}[a-z]?$/.test(words[chosen]!.folded)
    && /^(?:\s*[-\u2013]\s*|\/)$/.test(text.slice(before.end, words[chosen]!.start)) && !(chosen > 1 && words[chosen - 2]!.roles.typeWord)) start = chosen - 1;
  // `12 A`: a single letter right after the number belongs to it.
  let end = chosen + 1;
  const follow = words[end];
  if (follow && !used[end] && !follow.breakBefore && /^(?:[a-z]|bis)$/.test(follow.folded) && /^\d+$/.test(words[chosen]!.folded)
    && /^(?:\s*|[/-])$/.test(text.slice(words[chosen]!.end, follow.start))) end++;
  for (let k = start; k < end; k++) used[k] = 'part';
  house.spans.push([start, end]);
  house.spans.sort((a, b) => a[0] - b[0]);
  house.bareSpan = [start, end];
  house.numbered = true;
}

/**
 * True when a (non-number) word may be a word of a name: not a postal-code word, and not a street
 * type word or form (`b dul`) unless one comes right before it (`Str. Vad`, `Str. Calea Mare`: the
 * second is the name).
 */
function namesSomething(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  const w = words[i]!;
  if (w.roles.postalWord) return false;
  // The second word of a two-word type form (`b dul`, `p ta`) is no name either.
  if (i > 0 && !w.breakBefore && words[i - 1]!.roles.streetType?.length === 2) return false;
  if (!w.roles.typeWord && w.roles.streetType === undefined) return true;
  return i > 0 && !used[i - 1] && !w.breakBefore && words[i - 1]!.roles.typeWord;
}

/**
 * True when word `i` comes right after a street type form, of one word (`Bd.`,
 * `Piața`) or two (`B-dul`, `P-ța`, folded `b dul`, `p ta`).
 */
function followsTypeWord(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  if (i > 0 && !used[i - 1] && words[i - 1]!.roles.typeWord) return true;
  return i > 1 && !used[i - 2] && !words[i - 1]!.breakBefore && words[i - 2]!.roles.streetType?.length === 2;
}

/**
 * A number written as a field of its own after the street's (`Teilor, 7, Brașov`,
 * `Gării, 12 A, Deva`, `Str. 23 August, 10`, `Plopilor, 43 ap. 29`, `Tuberozelor,
 * 15 Oradea`): a number opening a segment, after a segment with a name word.
 * Its word index, or -1.
 */
function numberSegment(text: string, words: readonly Word[], used: readonly WordUse[]): number {
  let previousHasName = false;
  let hasName = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.breakBefore) {
      previousHasName = hasName;
      hasName = false;
    }
    if (used[i]) continue;
    if (!w.roles.digitFirst) {
      if (namesSomething(words, used, i)) hasName = true;
      continue;
    }
    // `Piața 1907, 17`: a number right after a street type word is the name.
    if (!w.breakBefore && followsTypeWord(words, used, i)) {
      hasName = true;
      continue;
    }
    if (!previousHasName || !opensSegment(words, i) || !/^\d{1,4}[a-z]{0,3}$/.test(w.folded)) continue;
    const next = words[i + 1];
    const nextInSegment = next !== undefined && !next.breakBefore && !used[i + 1];
    // `Petroșani, 1 Iunie bl. 2`: a number before a month is a date naming the street.
    if (nextInSegment && next.roles.month) {
      hasName = true;
      continue;
    }
    // `Târgu Mureș, 1848 15`: two numbers open the field; the first names the street (a year),
    // the second is the house number, as when they open the address (`1848 2, Giurgiu`).
    if (nextInSegment && /^\d{2,4}$/.test(w.folded) && /^\d{1,4}[a-z]{0,3}$/.test(next.folded)) return i + 1;
    // The number opens its segment; what follows it there (`43 ap. 29`, `15 Oradea`,
    // `64 Sector 1`) is read on its own.
    return i;
  }
  return -1;
}

/** A house number's letter after a dash (`4-A`, `nr. 12-b`): one number with its letter. */
const LETTER_AFTER_DASH = /\b(\d+)\s*-\s*([A-Za-z])(?![A-Za-z\d])/g;

function housePartOf(text: string, words: Word[], house: HouseSpans): HousePart | undefined {
  const spans = house.spans;
  if (spans.length === 0) return undefined;
  const textOf = (list: Array<[number, number]>): string => list.map(([a, b]) => spanText(text, words.slice(a, b))).join(', ');
  const houseText = textOf(spans);
  // `4-A` is house 4A, not a range from 4 to A.
  const part: HousePart = {
    text: houseText, source: spans.flatMap(([a, b]) => words.slice(a, b)), query: parseHouseNumber(houseText.replace(LETTER_AFTER_DASH, '$1$2')), bare: house.bareSpan !== undefined,
  };
  if (house.bareSpan) {
    part.bareWord = words[house.bareSpan[0]]!.folded;
    part.bareText = spanText(text, words.slice(house.bareSpan[0], house.bareSpan[1]));
    const bareStart = house.bareSpan[0];
    const rest = spans.filter((sp) => sp[0] !== bareStart);
    if (rest.length > 0) part.withoutBare = textOf(rest);
  }
  return part;
}

/**
 * Reads the `street` field of a structured address: a type word (any form,
 * at the start), the name, and, with `withHouse`, a house number written in it
 * (`Calea Victoriei 120`, `Str. Mincu nr. 5`).
 */
export function readStreetText(text: string, withHouse: boolean): { street: StreetPart | undefined; house: HousePart | undefined } {
  const words = readWords(text);
  const used = new Array<WordUse>(words.length).fill(false);
  let house: HousePart | undefined;
  if (withHouse) {
    const spans = keywordHouse(text, words, used);
    if (!spans.numbered) bareHouse(text, words, used, spans);
    // `Strada Martir 1918 Cornel Popescu`: in the street field, a number followed by more words of
    // the name is part of it (no locality can follow there).
    const bare = spans.bareSpan;
    const after = bare ? words[bare[1]] : undefined;
    if (bare && after && !used[bare[1]] && !after.roles.digitFirst && after.folded.length >= 2) {
      for (let k = bare[0]; k < bare[1]; k++) used[k] = false;
      spans.spans = spans.spans.filter((sp) => sp[0] !== bare[0]);
      delete spans.bareSpan;
    }
    house = housePartOf(text, words, spans);
  }
  const rest = words.filter((_w, i) => !used[i]);
  return { street: untypedStreet(text, rest), house };
}

/** `used`, with the street type words that were a field's label (`Strada: Unirii`) marked as such. */
function withLabels(words: readonly Word[], used: readonly WordUse[], runs: readonly Run[]): readonly WordUse[] {
  const label = runs.find((r) => r.street?.label)?.street?.label;
  if (!label) return used;
  const out = [...used];
  for (const w of label) out[words.indexOf(w)] = 'label';
  return out;
}

/** Cuts the unused words into runs at breaks, used words, kind markers and the street's type word. */
function splitRuns(text: string, words: Word[], used: WordUse[], kindAt: Map<number, LocalityKind>, streets: boolean): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  // The street starts at the first strong type word; failing that, at a place-like one opening a run.
  let streetAt = -1;
  let streetLength = 0;
  let streetId = 0;
  const folded = words.map((w) => w.folded);
  if (streets) {
    for (const strong of [true, false]) {
      for (let i = 0; i < words.length && streetAt < 0; i++) {
        if (used[i]) continue;
        // `sat Fundătura Mare`, `loc. Calea Mare`: right after a locality kind, a type word begins the place's name.
        if (kindAt.has(i)) continue;
        const m = words[i]!.roles.streetType;
        if (!m) continue;
        const next = i + m.length;
        if (next >= words.length || used[next] || words[next]!.breakBefore) continue;
        let spanFree = true;
        for (let k = i; k < next; k++) if (used[k]) spanFree = false;
        if (!spanFree) continue;
        const placeLike = PLACE_LIKE_TYPE_WORDS.has(folded[i]!);
        const opensRun = i === 0 || used[i - 1] || words[i]!.breakBefore;
        if (strong ? placeLike : !opensRun) continue;
        streetAt = i;
        streetLength = m.length;
        streetId = m.typeId;
      }
      if (streetAt >= 0) break;
    }
  }
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (used[i]) {
      current = undefined;
      continue;
    }
    const kind = kindAt.get(i);
    if (i === streetAt) {
      // `Strada: Unirii`, `Str.: Unirii`: a field label says "street", not which type.
      const lastTypeWord = words[i + streetLength - 1]!;
      const label = /^\s*\.?\s*:/.test(text.slice(lastTypeWord.end, words[i + streetLength]?.start ?? text.length));
      // `Str.: B-dul Republicii`, `Strada: Prelungirea Ghencea`: the type word after the label says which.
      const typed = label ? words[i + streetLength]?.roles.streetType : undefined;
      const after = i + streetLength + (typed?.length ?? 0);
      if (typed && after < words.length && !used[after] && !words[after]!.breakBefore) {
        current = { words: [], last: i, street: { typeWords: words.slice(i + streetLength, after), typeId: typed.typeId, label: words.slice(i, i + streetLength) } };
        runs.push(current);
        i = after - 1;
        continue;
      }
      current = { words: [], last: i, street: label ? { typeWords: [], typeId: 0, label: words.slice(i, i + streetLength) } : { typeWords: words.slice(i, i + streetLength), typeId: streetId } };
      runs.push(current);
      i += streetLength - 1;
      continue;
    }
    if (!current || w.breakBefore || kind !== undefined) {
      current = kind === undefined ? { words: [], last: i } : { words: [], last: i, kind };
      if (kind !== undefined && i > 0 && NEIGHBOURHOOD_WORDS.has(words[i - 1]!.folded)) current.neighbourhood = true;
      runs.push(current);
    }
    current.words.push(w);
    current.last = i;
  }
  return runs.filter((r) => r.words.length > 0);
}

/** The weights and bounds of the run decoder, from the reader's options. */
function decodeLimits(options: ReaderWeights): Pick<DecodeContext, 'priors' | 'unexplainedWord' | 'limit'> {
  return {
    priors: options.priors ?? READING_PRIOR,
    unexplainedWord: options.unexplainedWord ?? RESOLUTION_WEIGHT.unexplainedWord,
    limit: options.limit ?? RESOLUTION_LIMITS.maxReadings,
  };
}

/**
 * The readings of the runs; and, when a neighbourhood is written (`Str. Trifoiului 12, cartier
 * Mănăștur, Cluj-Napoca`), those without it too: it may be no SIRUTA locality, only a part of the town.
 */
function readings(runs: Run[], ctx: DecodeContext): AddressReading[] {
  const out = decodeRuns(runs, ctx);
  const quarter = runs.find((r) => r.neighbourhood);
  if (quarter) {
    for (const r of decodeRuns(runs.filter((r) => r !== quarter), ctx)) out.push({ ...r, prior: r.prior * ctx.priors.neighbourhoodLeftOut, leftOut: [...(r.leftOut ?? []), { words: quarter.words, as: 'neighbourhood' }] });
  }
  return out;
}
