/**
 * Numbers written beside the address that are none of its parts: an identity document or personal
 * code, a telephone number, a land-registry or fiscal reference.
 */
import { EMERGENCY_CALL_WORDS, EMERGENCY_NUMBERS, PERIOD_UNITS, PRICE_WORDS, AREA_LINKS, AREA_UNITS, AREA_WORDS, BANK_WORDS, CURRENCY_WORDS, DOCUMENT_SERIES_WORD, REGISTRY_QUALIFIERS, IDENTITY_DOCUMENT_WORDS, LAND_BOOK_NAMING_PLACE, LAND_BOOK_SECOND_WORD, LAND_BOOK_WORDS, LAND_PLOT_WORDS, MESSAGE_CLOSERS, PERSONAL_CODE_WORD, PHONE_LEAD_LINKS, PHONE_LEAD_MOST_LINKS, PHONE_LEAD_WORDS, PLACE_NAMED_SALE_PAPERS, POSTAL_CODE_WORDS, REGISTRY_WORDS, SALE_PAPER_QUALIFIERS, SALE_PAPER_WORDS, REGISTRY_ROMAN_WORDS, YIELD_PER, YIELD_UNITS, PO_BOX_PHRASES, POST_OFFICE_PHRASES } from '../../shared/vocabulary.js';
import { COUNTIES, seatOfficeAt } from '../../shared/aliases.js';
import { playsNoRole, playsNoRoleButNoteStart, sentenceMarkIn, type Word } from '../address-tokens.js';
import type { WordUse } from '../reading.js';
import { timeAt } from './time.js';
import { mark, NOT_HERE, phraseAt, textAfter, type LeaveOutText, type WordRule } from './rule.js';

/** What follows a call's header number before the record's words: a slash, a dash, a colon or a bar (`112 / 22.05.2024`, `112: Str. …`). */
const CALL_HEADER_SEPARATOR = /^\s*[/|:\u2013-]/;

/**
 * `112 / 22.05.2024 23:26 - Apelant Ion Florea: …. Loc: Str. Republicii nr. 82, …`, `Apel 112 ora 16:45. …`: an emergency
 * number (`EMERGENCY_NUMBERS`) heading the text, after nothing but a call's word (`EMERGENCY_CALL_WORDS`, `la` maybe) or
 * words already left out, is the call the record is of: a note, never the house's number (it was read as one, `nr. 112`,
 * and the dash after the header's date closed an address of `112` alone, the real one then a note). Only where a header's
 * separator follows it (a slash, a dash, a colon, a bar), or the call's word leads it: `112 Str. Lungă`, `112, Str. Lungă`
 * (the house's number written first) are left to be read.
 */
export const EMERGENCY_CALL_HEADER: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: '112 / Loc: Str. Lungă nr. 5, Brașov', leftOut: '112' },
  opens: { words: [...EMERGENCY_NUMBERS, ...EMERGENCY_CALL_WORDS] },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    for (let k = 0; k < i; k++) if (!used[k]) return NOT_HERE;
    let k = i;
    const call = EMERGENCY_CALL_WORDS.has(words[k]!.folded);
    if (call) {
      k++;
      if (words[k]?.folded === 'la' && !words[k]!.breakBefore) k++;
      if (k >= words.length || words[k]!.breakBefore) return NOT_HERE;
    }
    if (!EMERGENCY_NUMBERS.has(words[k]?.folded ?? '') || used[k]) return NOT_HERE;
    const end = k + 1;
    // (`112, Str. Lungă, Brașov` may be the house's number written first: only a header's separator says it is the call's.)
    if (!call && (end === words.length || !CALL_HEADER_SEPARATOR.test(textAfter(c, k)))) return NOT_HERE;
    mark(used, i, end, 'note');
    return end;
  },
};

/**
 * An identity document or a personal code quoted beside the address (`CI seria BV nr. 123456`,
 * `B.I. seria AB 123456`, `seria KX 123456`, `CNP 1850101123456`): its series is no county, its
 * number no house number.
 */
export const IDENTITY_DOCUMENT: WordRule = {
  weight: 'document',
  kind: 'document',
  example: { text: 'Str. Lungă nr. 5, Brașov, CI seria BV nr. 123456', leftOut: 'ci seria bv nr 123456' },
  opens: { words: [PERSONAL_CODE_WORD, ...IDENTITY_DOCUMENT_WORDS, 'c', 'b', DOCUMENT_SERIES_WORD] },
  at({ words, used }: LeaveOutText, i: number): number {
    const end = identityDocumentEnd(words, i);
    if (end === i) return NOT_HERE;
    mark(used, i, end, 'document');
    return end;
  },
};

/** The end (exclusive) of an identity document from word `i`; `i` itself when there is none. */
function identityDocumentEnd(words: readonly Word[], i: number): number {
  const at = (k: number): string | undefined => words[k]?.folded;
  if (at(i) === PERSONAL_CODE_WORD) return /^\d{13}$/.test(at(i + 1) ?? '') ? i + 2 : i;
  let k = i;
  if (IDENTITY_DOCUMENT_WORDS.has(at(k) ?? '')) k++;
  // `C.I.`, `B.I.` fold to two one-letter words.
  else if ((at(k) === 'c' || at(k) === 'b') && at(k + 1) === 'i') k += 2;
  // A permit's series may be an issuer's four letters (`Permis de pescuit recreativ seria ANPA 781382`: the national
  // fishing agency's, `AJVPS` a hunters' association's), read as a postal code before (issue 24, fix136); an identity card's is two.
  if (at(k) !== DOCUMENT_SERIES_WORD || !/^[a-z]{1,5}$/.test(at(k + 1) ?? '')) return i;
  k += 2;
  if (words[k]?.roles.numberMarker) k++;
  return /^\d{5,9}$/.test(at(k) ?? '') ? k + 1 : i;
}

/** A telephone number with its marker (`tel. 0744 123 456`, `mobil: 0722123456`). */
export const MARKED_PHONE: WordRule = {
  weight: 'phone',
  kind: 'phone',
  example: { text: 'Str. Lungă nr. 5, Brașov, tel. 0744 123 456', leftOut: 'tel 0744 123 456' },
  opens: { roles: ['phoneMarker'] },
  at({ words, used }: LeaveOutText, i: number): number {
    if (!words[i]!.roles.phoneMarker || !words[i + 1]?.roles.digitFirst) return NOT_HERE;
    used[i] = 'phone';
    for (let k = i + 1; k < words.length && /^\d+$/.test(words[k]!.folded) && (k === i + 1 || !words[k]!.breakBefore); k++) used[k] = 'phone';
    return i + 1;
  },
};

/**
 * A small ad's or a notice's closing sentence before its telephone number (`Relații la 0726.836.833`, `Informații
 * 0762566752`, `CV la 0722 486 509`, `Recompensă! 0781 707 602`): its word ({@link PHONE_LEAD_WORDS}) opening its field
 * or its sentence, at most {@link PHONE_LEAD_MOST_LINKS} linking words, then a telephone number (from `0`, or `+40`) or its
 * marker, which the telephone rules leave out. Only before a number: `Informații la Primăria Răcari` names the town.
 */
export const PHONE_LEAD: WordRule = {
  weight: 'phoneLead',
  kind: 'phone',
  example: { text: 'Str. Lungă nr. 5, Brașov. Relații: 0744 123 456', leftOut: 'relatii 0744 123 456' },
  opens: { words: PHONE_LEAD_WORDS },
  at({ text, words, used }: LeaveOutText, i: number): number {
    // Its sentence's first word (`… 52.000 euro. Relații la …`: the reader opens no field after an amount's word).
    if (!PHONE_LEAD_WORDS.has(words[i]!.folded) || (i > 0 && !words[i]!.breakBefore && !/[.!?:;,]/.test(text.slice(words[i - 1]!.end, words[i]!.start)))) return NOT_HERE;
    let k = i + 1;
    // A link another rule left out already (`la` as a message's) is passed over, not marked again.
    while (k < words.length && k - i - 1 < PHONE_LEAD_MOST_LINKS && PHONE_LEAD_LINKS.has(words[k]!.folded)) k++;
    const next = words[k];
    if (next === undefined || (used[k] && used[k] !== 'phone')) return NOT_HERE;
    const phone = next.roles.phoneMarker || (next.roles.digitFirst && (/^0[1-9]/.test(next.folded) || (next.folded === '40' && text[next.start - 1] === '+')));
    if (!phone) return NOT_HERE;
    for (let j = i; j < k; j++) if (!used[j]) used[j] = 'phone';
    return k;
  },
};

/** The counties' codes, as folded: a car's plate opens with its county's (`AG`, `CJ`, `B`). */
const PLATE_COUNTY_CODES: ReadonlySet<string> = new Set(COUNTIES.map((c) => c.code.toLowerCase()));
/** București's code, whose plates number up to three digits (`B 123 ABC`); the counties' two. */
const PLATE_CAPITAL_CODE = 'b';
/** What may stand between a plate's three parts: spaces or a dash (`AG 52 VIP`, `CJ-20-MAX`). */
const PLATE_GAP = /^[ \t]*-?[ \t]*$/;

/**
 * A car's registration plate beside the address (`AG 52 VIP`, `CJ-20-MAX`, `B 123 ABC`), as insurers' RCA and
 * claims records write the insured car: its county's code (which need not be the domicile's: a car registered in
 * Argeș, its owner living in Dâmbovița), two digits (three in București), three letters no address part has. The
 * code is then no county, the digits no house number, the letters no street.
 */
export const VEHICLE_PLATE: WordRule = {
  weight: 'vehiclePlate',
  kind: 'document',
  example: { text: 'Pop Ion / AG 52 VIP / Str. Lungă nr. 5, Brașov', leftOut: 'ag 52 vip' },
  opens: { words: PLATE_COUNTY_CODES },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const code = words[i]!.folded;
    if (!PLATE_COUNTY_CODES.has(code) || i + 2 >= words.length) return NOT_HERE;
    const digits = words[i + 1]!;
    const letters = words[i + 2]!;
    if (digits.breakBefore || letters.breakBefore || !PLATE_GAP.test(textAfter(c, i)) || !PLATE_GAP.test(textAfter(c, i + 1))) return NOT_HERE;
    if (!(code === PLATE_CAPITAL_CODE ? /^\d{2,3}$/ : /^\d{2}$/).test(digits.folded) || !/^[a-z]{3}$/.test(letters.folded) || !playsNoRole(letters)) return NOT_HERE;
    // The plate is a word of its own: not the start of a longer name (`AG 52 VIP Center`).
    const next = words[i + 3];
    if (next !== undefined && !next.breakBefore && /^[a-z]/.test(next.folded)) return NOT_HERE;
    mark(used, i, i + 3, 'document');
    return i + 3;
  },
};

/** A Romanian telephone number written whole (`0744123456`, `0268412345`): ten digits from 02, 03 or 07. */
export const WHOLE_PHONE: WordRule = {
  weight: 'phone',
  kind: 'phone',
  example: { text: 'Str. Lungă nr. 5, Brașov, 0744123456', leftOut: '0744123456' },
  opens: { roles: ['digitFirst'] },
  at({ words, used }: LeaveOutText, i: number): number {
    if (!words[i]!.roles.digitFirst || !/^0[237]\d{8}$/.test(words[i]!.folded)) return NOT_HERE;
    used[i] = 'phone';
    return i + 1;
  },
};

/**
 * A personal code (CNP) written whole with no `CNP` before it (`SZABO MARIN;1745525877992;MEHEDINTI;…`, a pension
 * house's or a payroll's export row): thirteen digits, the first of them not 0. No part of an address has so many (a
 * postal code six, a telephone number ten, from 0), so the number is the person's, whether or not its date and check
 * digit are a real code's: exports mask or mistype them.
 */
export const WHOLE_PERSONAL_CODE: WordRule = {
  weight: 'personalCode',
  kind: 'document',
  example: { text: 'POP ANA;2937559550860;VRANCEA;ODOBESTI;;STR. MORII;51', leftOut: '2937559550860' },
  opens: { roles: ['digitFirst'] },
  at({ words, used }: LeaveOutText, i: number): number {
    if (!words[i]!.roles.digitFirst || !/^[1-9]\d{12}$/.test(words[i]!.folded)) return NOT_HERE;
    used[i] = 'document';
    return i + 1;
  },
};

/**
 * A post-office box and its number (`C.P. 57, OP Lunca, jud. BT`, `Căsuța poștală 94, Oficiul Poștal Daneți`; issue 24,
 * fix130): the box's words ({@link PO_BOX_PHRASES}) and one to four digits (three after `C.P.`, whose four are an old
 * postal code's) are no street and no house number. The office's words after it ({@link POST_OFFICE_PHRASES}) go too,
 * but before a place's name, where the locality grammar reads them as the place's marker (a commune's or a town's).
 */
export const PO_BOX: WordRule = {
  weight: 'poBox',
  kind: 'note',
  example: { text: 'Căsuța poștală 94, Oficiul Poștal Daneți, jud. DJ', leftOut: 'casuta postala 94' },
  opens: { words: ['cp', 'c', 'casuta', 'cas'] },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const box = PO_BOX_PHRASES.find((b) => phraseAt(words, b.phrase, i));
    if (box === undefined) return NOT_HERE;
    const k = i + box.phrase.length;
    const number = words[k];
    if (number === undefined || used[k] || !(box.short ? /^\d{1,3}$/ : /^\d{1,4}$/).test(number.folded)) return NOT_HERE;
    mark(used, i, k + 1, 'note');
    // The office the box is at, in the field after it (`C.P. 41, O.P. Măcin`), its place's name or marker after it.
    const office = k + 1 < words.length && words[k + 1]!.breakBefore ? POST_OFFICE_PHRASES.find((p) => phraseAt(words, p, k + 1)) : undefined;
    if (office === undefined) return k + 1;
    const end = k + 1 + office.length;
    const after = words[end];
    // (`OP Lunca`, `O.P. Măcin`, `Oficiul Poștal Daneți`: the grammar's marker, kept (aliases.ts `SEAT_OFFICE_PHRASES`,
    // fix132); `OP com. Agapia`: the words go.)
    if (after !== undefined && !after.breakBefore && after.roles.localityKind === undefined && !after.roles.countyMarker
      && (office.length === 1 || seatOfficeAt([...office, after.folded], 0) > 0)) return k + 1;
    if (!used[k + 1]) mark(used, k + 1, end, 'label');
    return end;
  },
};

/** A sale paper's series after `seria` (`HT`, `VLF`, `AB12`): letters, a digit or two after them at most. */
const SERIES_CODE = /^[a-z]{1,5}\d{0,2}$/;

/** A Roman numeral up to a few letters (`ii`, `xii`), folded. */
const ROMAN_NUMBER = /^[ivxl]{1,6}$/;

/** The first word of a fiscal or trade-register code or an account: `ro1234567` (a holding's `ro0216094931`, an ear tag's `ro122702852490`), `j04` (of `J04/123/2010`), `ro49btrlroncrt0123456701` (an IBAN). */
const REGISTRY_CODE = /^(?:ro\d{2,12}|[jfc]\d{1,2}|ro\d{2}[a-z]{4}[a-z0-9]{8,18})$/;

/**
 * A land-registry or fiscal reference (`nr. cadastral 12345`, `nr. cad. 123/4`, `CF 6789`, `CF 12
 * Iași`, `CUI RO 1234567`, `Nr. ORC J04/123/2010`, `Cod fiscal 123`, `Aviz de însoțire a mărfii nr. 62694`): its
 * marker and numbers. A
 * word that names sale papers and places alike (`CF`) before a short number only with the land
 * book's second word.
 */
export const REGISTRY_REFERENCE: WordRule = {
  weight: 'registry',
  kind: 'registry',
  example: { text: 'Str. Lungă nr. 5, Brașov, nr. cadastral 12345', leftOut: 'nr cadastral 12345' },
  opens: { roles: ['numberMarker'], words: [...REGISTRY_WORDS, ...LAND_PLOT_WORDS.map((p) => p[0])] },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const n = words.length;
    const w = words[i]!.folded;
    const plot = plotEnd(words, i);
    if (plot > i) {
      mark(used, i, plot, 'registry');
      return plot;
    }
    const registry = REGISTRY_WORDS.has(w) ? i : words[i]!.roles.numberMarker && words[i + 1] && REGISTRY_WORDS.has(words[i + 1]!.folded) ? i + 1 : -1;
    if (registry < 0) return NOT_HERE;
    // `Str. Rolului 5`, `Str. Vol 5`: right after a street's type word, the word is the street's name, no register's.
    if (registry === i && i > 0 && !words[i]!.breakBefore && words[i - 1]!.roles.streetType !== undefined) return NOT_HERE;
    const shortNumberAfterPlaceLike = registry === i && PLACE_NAMED_SALE_PAPERS.has(w) && /^\d{1,3}[a-z]?$/.test(words[i + 1]?.folded ?? '') && !words[i + 1]!.breakBefore;
    if (shortNumberAfterPlaceLike || (LAND_BOOK_WORDS.has(w) && words[registry + 1]?.folded !== LAND_BOOK_SECOND_WORD)) return NOT_HERE;
    let k = registry + 1;
    if (words[k]?.folded === LAND_BOOK_SECOND_WORD) k++;
    // `Aviz de însoțire a mărfii nr. 62694`, `Factura fiscală nr. 12`: which paper it is, before its number.
    if (SALE_PAPER_WORDS.has(words[registry]!.folded)) {
      while (k < n && !words[k]!.breakBefore && SALE_PAPER_QUALIFIERS.has(words[k]!.folded)) k++;
      // `Factura seria HT nr. 1534`, `Chitanța seria CJ nr. 12`: the paper's series, its letters before its number.
      if (k + 1 < n && words[k]!.folded === DOCUMENT_SERIES_WORD && !words[k]!.breakBefore && !words[k + 1]!.breakBefore && SERIES_CODE.test(words[k + 1]!.folded)) k += 2;
    }
    // `Nr. Reg. Com. J13/902/1994`, `Capital social: 45.000 lei`: which register or sum it is, before its number.
    while (k < n && !words[k]!.breakBefore && REGISTRY_QUALIFIERS.has(words[k]!.folded)) k++;
    if (k < n && words[k]!.roles.numberMarker && !words[k]!.breakBefore) k++;
    // `CUI RO 1234567`: the country's prefix of a fiscal code.
    if (k + 1 < n && words[k]!.roles.country && !words[k]!.breakBefore && words[k + 1]!.roles.digitFirst && !words[k + 1]!.breakBefore) k++;
    // `CIF RO1234567`, `Nr. ORC J04/123/2010`: a fiscal code with its prefix, the trade register's letter and county.
    // `vol. II`: a register's volume in Roman numerals.
    const roman = REGISTRY_ROMAN_WORDS.has(words[registry]!.folded) && k < n && ROMAN_NUMBER.test(words[k]!.folded);
    if (!(k < n && !words[k]!.breakBefore && (words[k]!.roles.digitFirst || REGISTRY_CODE.test(words[k]!.folded) || roman))) return NOT_HERE;
    k++;
    while (k < n && !words[k]!.breakBefore && words[k]!.roles.digitFirst) k++;
    // `nr. top 84/2, 84/3`: more lots after a comma, each written as the first is, with its slash.
    while (k > registry + 2 && /^\s*\/\s*$/.test(textAfter(c, k - 2)) && slashedNumberAt(c, k)) k += 2;
    // `nr. top. 312-313/a`: a lot's letter after its number.
    if (k < n && !words[k]!.breakBefore && /^[a-z]$/.test(words[k]!.folded) && /^\s*\/\s*$/.test(textAfter(c, k - 1))) k++;
    if (k < n && !words[k]!.breakBefore && CURRENCY_WORDS.has(words[k]!.folded)) k++;
    // `CF 30419 Bălcăuți`: the land book's commune or town, when the text names it elsewhere too (the address's may be a village of it).
    if (LAND_BOOK_NAMING_PLACE.has(words[registry]!.folded) || words[registry + 1]?.folded === LAND_BOOK_SECOND_WORD) k = landBookPlaceEnd(c.text, words, used, k);
    while (k < n && !words[k]!.breakBefore && BANK_WORDS.has(words[k]!.folded)) k++;
    // `Cod fiscal 123`: the `cod` before it goes too.
    const from = i > 0 && !used[i - 1] && !words[i]!.breakBefore && words[i - 1]!.roles.postalWord ? i - 1 : i;
    mark(used, from, k, 'registry');
    return k;
  },
};

/** The most words of a land book's place after its number (`CF 123 Baia de Arieș`). */
const LONGEST_LAND_BOOK_PLACE = 4;

/** True when words `k` and `k + 1` are a number with its slash (`84/3`) opening a field after a comma, none left out. */
function slashedNumberAt(c: LeaveOutText, k: number): boolean {
  const { words, used } = c;
  return k + 1 < words.length && words[k]!.breakBefore && /^\s*,\s*$/.test(textAfter(c, k - 1)) && !used[k] && !used[k + 1] && /^\d{1,5}$/.test(words[k]!.folded)
    && !words[k + 1]!.breakBefore && /^\d{1,5}$/.test(words[k + 1]!.folded) && /^\s*\/\s*$/.test(textAfter(c, k));
}

/** True when a message's courtesy (`Mulțumesc`, `Vă mulțumesc`) opens at word `k`. */
function closerAt(words: readonly Word[], k: number): boolean {
  return MESSAGE_CLOSERS.some((c) => phraseAt(words, c, k));
}

/** The end (exclusive) of a land book's place from word `k`: words of no role, to the field's or the sentence's end or a courtesy, written elsewhere in the text as well; `k` when none. */
function landBookPlaceEnd(text: string, words: readonly Word[], used: readonly WordUse[], k: number): number {
  const n = words.length;
  if (k >= n || words[k]!.breakBefore) return k;
  // (A sentence's end closes the place as a field's does: `… CF 50072 Tarcea. Sunați înainte, vă rog.`)
  const closes = (at: number): boolean => at >= n || words[at]!.breakBefore || sentenceMarkIn(text, words[at - 1]!.end, words[at]!.start, true);
  // (A later word may be one that opens a note after a bracket or a spaced dash, written without one: `CF 42310 Târgșoru
  // Vechi`; a hyphen joins a name's words: `CF 62388 Recea-Cristur`.)
  const nameWord = (at: number): boolean => at === k ? playsNoRole(words[at]!) : playsNoRoleButNoteStart(words[at]!) && !/\(|\s[-–]|[-–]\s/.test(text.slice(words[at - 1]!.end, words[at]!.start));
  let end = k;
  while (end < n && end < k + LONGEST_LAND_BOOK_PLACE && (end === k || !closes(end)) && !used[end] && nameWord(end) && !closerAt(words, end)) end++;
  // (To the field's or the sentence's end, to words left out, or to a courtesy closing the text's words: `CF 50072 Tarcea Mulțumesc!`.)
  if (end === k || !(closes(end) || used[end] || closerAt(words, end))) return k;
  const len = end - k;
  for (let at = 0; at + len <= n; at++) {
    if (at >= k - len && at < end) continue;
    let same = true;
    for (let m = 0; m < len && same; m++) same = words[at + m]!.folded === words[k + m]!.folded;
    if (same) return end;
  }
  return k;
}

/** The end (exclusive) of a plot's tarla and parcel from word `i` (`T 62 P 414`, `tarla 16 parcela 69`); `i` when there is none. */
function plotEnd(words: readonly Word[], i: number): number {
  if (i + 3 >= words.length || (i > 0 && !words[i]!.breakBefore && words[i - 1]!.roles.streetType !== undefined)) return i;
  const number = (k: number): boolean => !words[k]!.breakBefore && /^\d{1,5}$/.test(words[k]!.folded);
  for (const [tarla, parcel] of LAND_PLOT_WORDS) {
    if (words[i]!.folded === tarla && number(i + 1) && words[i + 2]!.folded === parcel && number(i + 3)) return i + 4;
  }
  return i;
}

/** Units an amount's number is followed by: an area's and a currency. */
const AMOUNT_UNITS: ReadonlySet<string> = new Set([...AREA_UNITS, ...CURRENCY_WORDS]);

/**
 * An area or a sum with its unit, or a time (a date, a span: {@link timeAt}) (`teren 2.418 mp`, `2,5 ha`, `vie 0,12 ha`, `în suprafață de 500 mp`, `prețul de
 * 145.000 lei`, `valoare 94,18 lei`), as land records, listings and bills write them beside the address: its
 * number (digit groups, a decimal comma) is no house's; the words before it saying what it is go with it.
 */
export const AMOUNT: WordRule = {
  weight: 'amount',
  kind: 'note',
  example: { text: 'Păiușeni nr. 47, com. Chisindia, teren 2.877 mp, preț 55.000 lei', leftOut: 'teren 2 877 mp pret 55 000 lei' },
  opens: { words: [...AMOUNT_UNITS, ...PERIOD_UNITS, ...YIELD_UNITS], roles: ['digitFirst'] },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const unit = words[i]!.folded;
    if (YIELD_UNITS.has(unit)) {
      const y = yieldEnd(c, i);
      if (y !== NOT_HERE || !AMOUNT_UNITS.has(unit)) return y;
    }
    // `96.000 €`: a sum whose currency is a sign, no word; the sign stands after the number's last group.
    if (!AMOUNT_UNITS.has(unit)) return signedSumEnd(c, i) ?? timeAt(c, i);
    if (i === 0 || words[i]!.breakBefore || !AMOUNT_UNITS.has(unit) || !words[i - 1]!.roles.digitFirst || used[i - 1]) return NOT_HERE;
    return sumEnd(c, i - 1, i + 1, AREA_UNITS.has(unit) ? 'area' : 'currency');
  },
};

/**
 * `285 l/zi`, `40 kg/lună`: a quantity's number, its unit `i` and the period (or area, or head) after a slash; the end,
 * or NOT_HERE. The slash is what tells `5 l/zi` from a house's letter (`nr. 5 L`).
 */
function yieldEnd({ text, words, used }: LeaveOutText, i: number): number {
  const next = words[i + 1];
  if (i === 0 || next === undefined || used[i - 1] || used[i + 1] || words[i]!.breakBefore || !/^\d[\d.,]*$/.test(words[i - 1]!.folded)) return NOT_HERE;
  if (!/^\s*\/\s*$/.test(text.slice(words[i]!.end, next.start)) || !YIELD_PER.has(next.folded)) return NOT_HERE;
  let from = i - 1;
  // `1.250 l/zi`, `2,5 t/ha`: the number's groups go with it.
  while (from > 0 && !words[from]!.breakBefore && words[from - 1]!.roles.digitFirst && !used[from - 1] && /^[.,]$/.test(text.slice(words[from - 1]!.end, words[from]!.start))) from--;
  mark(used, from, i + 2, 'note');
  return i + 2;
}

/** Signs of a currency written after a sum (`96.000 €`), as listings write them: the tokens have no word for them. */
const CURRENCY_SIGN_AFTER = /^\s*[€$£]/u;

/**
 * The end of a sum whose currency is a sign after its last digit group `i` (`96.000 €`), or undefined
 * when no sign follows: the sum is left out as {@link sumEnd} leaves one with its currency's word.
 */
function signedSumEnd(c: LeaveOutText, i: number): number | undefined {
  const { text, words, used } = c;
  const w = words[i]!;
  if (!w.roles.digitFirst || used[i] || !CURRENCY_SIGN_AFTER.test(text.slice(w.end, words[i + 1]?.start ?? text.length))) return undefined;
  return sumEnd(c, i, i + 1, 'currency');
}

/**
 * Leaves out an amount whose number ends at word `last` and whose unit (a word, a sign) ends at `end`, with
 * the words before it saying what it is (`preț`, `în suprafață de`) and a rent's period after it; the end, or
 * NOT_HERE where a bare sum is no sure one.
 */
function sumEnd(c: LeaveOutText, last: number, end: number, unit: 'area' | 'currency'): number {
  const { words, used } = c;
  let from = last;
  while (from > 0 && words[from - 1]!.roles.digitFirst && !used[from - 1]
    && (!words[from]!.breakBefore || (/^\d{1,2}$/.test(words[from]!.folded) && textAfter(c, from - 1) === ','))) from--;
  // `81 - 96.000 €`: a sum in thousands' groups starts at its first group; a number before it (a house's) is not its.
  const grouped = thousandsFrom(c, last);
  if (grouped > from) from = grouped;
  const area = unit === 'area';
  const before = area ? AREA_WORDS : PRICE_WORDS;
  const number = from;
  // `Suma datorată: 2301,88 lei`, `Total: 96,10 lei`: a label's colon between the sum's words and its number joins them.
  const joined = (k: number): boolean => !words[k]!.breakBefore || (k === number && /^\s*:\s*$/.test(textAfter(c, k - 1)));
  while (from > 0 && joined(from) && !used[from - 1] && before.has(words[from - 1]!.folded)) from--;
  // A rent's sum says so after its currency (`1187 lei/lună`, `350 euro pe lună`): the period goes with it.
  const period = area ? 0 : periodAfter(c, end - 1);
  // A sum only with its word (`preț`, `valoare`, `de plată`), its period, a number in thousands' groups
  // (`96.000 €`, `38.000 euro`: no house is numbered so) or its bani after a decimal mark (`2660.55 RON`,
  // `343,86 lei`: a payment row's or a tax decision's sum; no house is numbered with two decimals before a
  // currency): a listing's bare `350 euro` stays as b28687e read it (left out, it let a village before a town's
  // street win in E86: to be looked at with the counts of rooms).
  if (!area && from === number && period === 0 && grouped !== number && !withBani(c, last)) return NOT_HERE;
  while (from < last && AREA_LINKS.has(words[from]!.folded) && !words[from + 1]!.roles.digitFirst) from++;
  mark(used, from, end + period, 'note');
  return end + period;
}

/**
 * Whether the number ending at word `last` is a sum's lei and bani (`2660.55`, `343,86`, `1.250,00`): two digits
 * joined by a dot or a comma, with no space, to the digits before them.
 */
function withBani({ text, words }: LeaveOutText, last: number): boolean {
  return last > 0 && /^\d{2}$/.test(words[last]!.folded) && words[last - 1]!.roles.digitFirst && /^[.,]$/.test(text.slice(words[last - 1]!.end, words[last]!.start));
}

/**
 * The first word of a number written in thousands' groups ending at word `last` (`96.000`, `1.250.000`: a first
 * group of one to three digits, then groups of three after a dot), or -1 when the number there is not so written.
 */
function thousandsFrom({ text, words }: LeaveOutText, last: number): number {
  let k = last;
  while (k > 0 && /^\d{3}$/.test(words[k]!.folded) && text.slice(words[k - 1]!.end, words[k]!.start) === '.' && /^\d{1,3}$/.test(words[k - 1]!.folded)) k--;
  return k < last ? k : -1;
}

/** The words of a period right after a sum's currency word `i` (`lei/lună`, `euro pe lună`, `lei lunar`): how many, 0 when none. */
function periodAfter({ text, words, used }: LeaveOutText, i: number): number {
  // `lei/lună`: a slash between the currency and its period joins them as a space does.
  const joined = (k: number): boolean => !words[k]!.breakBefore || /^\s*\/\s*$/.test(text.slice(words[k - 1]!.end, words[k]!.start));
  const at = (k: number): string | undefined => (k < words.length && !used[k] && joined(k) ? words[k]!.folded : undefined);
  if (at(i + 1) === 'pe' && (at(i + 2) === 'luna' || at(i + 2) === 'an')) return 2;
  const one = at(i + 1);
  return one === 'luna' || one === 'lunar' || one === 'an' ? 1 : 0;
}

/**
 * A telephone number written in digit groups without a marker (`0268/412345`, `0232/21.11.11`,
 * `+40 264 596 123`): ten digits from a leading 0, or 40 after a `+` and nine more.
 */
export const GROUPED_PHONE: WordRule = {
  weight: 'groupedPhone',
  kind: 'phone',
  example: { text: 'Str. Lungă nr. 5, Brașov, 0268/412345', leftOut: '0268 412345' },
  opens: { roles: ['digitFirst'] },
  at({ text, words, used }: LeaveOutText, i: number): number {
    if (!words[i]!.roles.digitFirst) return NOT_HERE;
    const first = words[i]!.folded;
    const international = first === '40' && text[words[i]!.start - 1] === '+';
    if (!international && !/^0\d{1,4}$/.test(first)) return NOT_HERE;
    const want = international ? 11 : 10;
    let digits = first.length;
    let k = i + 1;
    for (; k < words.length && digits < want; k++) {
      const w = words[k]!;
      if (!/^\d+$/.test(w.folded) || !/^[\s/.()-]*$/.test(text.slice(words[k - 1]!.end, w.start))) break;
      digits += w.folded.length;
    }
    if (digits !== want || k <= i + 1) return NOT_HERE;
    mark(used, i, k, 'phone');
    return k;
  },
};

/**
 * A postal code of before 2003 marked as one (`Oradea cod 3700 - Calea Republicii 40`, `c.p. 2400`,
 * `cod poștal 6600`): four digits after a postal-code word are no house number and no code of today
 * (which has six), and the word is no place's name (`cod` read as a short `Sadu`): both left out.
 */
export const MARKED_OLD_POSTAL_CODE: WordRule = {
  weight: 'oldPostalCode',
  kind: 'old_postal_code',
  example: { text: 'Oradea cod 3700 - Calea Republicii 40', leftOut: 'cod 3700' },
  opens: { words: POSTAL_CODE_WORDS },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    if (!words[i]!.roles.postalWord || (i > 0 && !used[i - 1] && !words[i]!.breakBefore && words[i - 1]!.roles.postalWord)) return NOT_HERE;
    let k = i + 1;
    while (k < words.length && !words[k]!.breakBefore && words[k]!.roles.postalWord) k++;
    const code = words[k];
    // (`cod: 3700`: a colon after the word only says its value follows.)
    if (code === undefined || used[k] || !/^[1-9]\d{3}$/.test(code.folded) || (code.breakBefore && !/^[\s.]*:\s*$/.test(textAfter(c, k - 1)))) return NOT_HERE;
    mark(used, i, k + 1, 'old_postal_code');
    return k + 1;
  },
};
