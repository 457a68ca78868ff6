/**
 * The words of official papers written around the address they are about: the paper's title (`Proces-verbal de
 * constatare și sancționare a contravenției`, `Citație`, `Înștiințare de plată impozit pe clădiri și teren`,
 * `Dosar nr. 155/206/2025`) and the formulae about the person (`în calitate de pârât`, `legitimat cu`, `este
 * chemat la Judecătorie`), as police reports, summonses, tax notices, bailiffs' papers and deeds write them.
 * None names a place; left unexplained, each word of them lowered a right answer's confidence.
 */
import { COURT_WORDS, DOCUMENT_FORMULAE, FOR_ABBREVIATIONS, SALE_PAPER_QUALIFIERS, ISSUER_WORDS, REGISTER_NUMBER_WORD, DOCUMENT_SERIES_WORD, DOCUMENT_TITLE_INITIALS, DOCUMENT_TITLE_QUALIFIERS, DOCUMENT_TITLES, PARTY_ROLES, TIME_LEAD_WORDS, TIME_OF_DAY_WORDS, VALIDITY_LINKS, VALIDITY_WORDS } from '../../shared/vocabulary.js';
import type { Word } from '../address-tokens.js';
import type { WordUse } from '../reading.js';
import { opensSegment } from '../runs.js';
import { fieldEnd, mark, NOT_HERE, phraseAt, textAfter, type LeaveOutText, type WordRule } from './rule.js';

/** A paper's series after its title (`seria PX`): letters, maybe two digits. */
const SERIES_CODE = /^[a-z]{1,5}\d{0,2}$/;
/** A single letter inside a file's number (`390/E/2026`). */
const FILE_LETTER = /^[a-z]$/;

/** Words that tie what a paper is for to a place (`pentru imobilul din Ploiești`): the place may be the address's. */
const PURPOSE_LINKS: ReadonlySet<string> = new Set(['din', 'in', 'la', 'de', 'pe', 'situat', 'situata']);
/** The most words of what a paper is for after `pt.` (`pt. uz personal`, `pentru bancă`). */
const LONGEST_PURPOSE = 4;

/** A word of what a paper is for: no number, marker, type or kind word. */
function purposeWord(w: Word): boolean {
  const r = w.roles;
  return !PURPOSE_LINKS.has(w.folded) && !r.digitFirst && !r.houseMarker && !r.numberMarker && r.streetType === undefined && !r.typeWord && r.localityKind === undefined && !r.countyMarker && !r.sectorWord && !r.postalWord;
}

/** True when word `i` opens what may be a title: its field's first word, or the first after words left out. */
function opensTitle(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  return i === 0 || words[i]!.breakBefore || (used[i - 1] !== false && used[i - 1] !== 'part' && used[i - 1] !== 'marker');
}

/** The title phrase of {@link DOCUMENT_TITLES} at word `i`, the longest; undefined when none. */
function titleAt(words: readonly Word[], i: number): readonly string[] | undefined {
  let best: readonly string[] | undefined;
  for (const t of DOCUMENT_TITLES) if ((best === undefined || t.length > best.length) && phraseAt(words, t, i)) best = t;
  return best;
}

/**
 * `Proces-verbal de constatare a contravenției seria PX nr. 300373`, `CITAȚIE`, `Dosar de executare nr.
 * 390/E/2026`, `Instiintare de plata impozit pe cladiri si teren`: a paper's title opening its field, its
 * qualifiers ({@link DOCUMENT_TITLE_QUALIFIERS}) after it, then its series and number, left out as a registry's
 * reference is (a sale paper's, `Factura fiscală nr. 12`, is one too).
 */
export const DOCUMENT_TITLE: WordRule = {
  weight: 'documentTitle',
  kind: 'registry',
  example: { text: 'Proces-verbal de constatare a contravenției, Str. Lungă nr. 5, Brașov', leftOut: 'proces verbal de constatare a contraventiei' },
  opens: { words: new Set(DOCUMENT_TITLES.map((t) => t[0]!)) },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const n = words.length;
    if (!opensTitle(words, used, i)) return NOT_HERE;
    // (After a street's type word it would be a street's name: `Strada Decizia`, were there one.)
    if (i > 0 && !words[i]!.breakBefore && words[i - 1]!.roles.typeWord) return NOT_HERE;
    const title = titleAt(words, i);
    if (title === undefined) return NOT_HERE;
    let k = i + title.length;
    const from = k;
    // (A sale paper's qualifiers too: `Aviz însoțire marfă nr. 62694`.)
    while (k < n && !words[k]!.breakBefore && !used[k] && (DOCUMENT_TITLE_QUALIFIERS.has(words[k]!.folded) || SALE_PAPER_QUALIFIERS.has(words[k]!.folded))) k++;
    // `P.V.` alone may be a name's initials (`P. V. Ionescu`).
    if (k === from && title.every((w) => DOCUMENT_TITLE_INITIALS.has(w) || w === 'v')) return NOT_HERE;
    // (A qualifier that is a small word ends no title: `Citație de …` keeps `de` only before another qualifier.)
    while (k > from && (words[k - 1]!.folded === 'de' || words[k - 1]!.folded === 'a' || words[k - 1]!.folded === 'al' || words[k - 1]!.folded === 'si' || words[k - 1]!.folded === 'pe' || words[k - 1]!.folded === 'pentru')) k--;
    // `Extras de carte funciară pt. uz personal - …`, `Adeverință pentru bancă - …`: what the paper is for, plain words
    // to its field's end, goes with it (no place is named in so few words before a break; `pt.` is no Piața here).
    if (k < n && !words[k]!.breakBefore && (FOR_ABBREVIATIONS.has(words[k]!.folded) || words[k]!.folded === 'pentru')) {
      // (To a colon, the purpose's end where a label's would be: `Certificat fiscal pt. vânzare: Sighișoara, …`.)
      // Only to a colon or a dash, `;` or `|` closing the field: `Contract de închiriere pentru imobilul din Ploiești, …`
      // names the place the paper is about, and its words before a comma may be the address's.
      let m = k + 1;
      let colon = false;
      while (!colon && m < n && m <= k + LONGEST_PURPOSE && !words[m]!.breakBefore && purposeWord(words[m]!)) colon = /^[\s.]*:/.test(textAfter(c, m++));
      if (m > k + 1 && m < n && (colon || (words[m]!.breakBefore && /^[\s.]*(?:[-\u2013\u2014;|]|\s-\s)/.test(textAfter(c, m - 1))))) k = m;
    }
    // `aviz 1234`, `Dosar 55/2026`: a bare number right after the title is the paper's.
    if (k < n && !words[k]!.breakBefore && !used[k] && words[k]!.roles.digitFirst) k = numberEnd(c, k);
    // `seria PX`: the paper's series.
    if (k + 1 < n && words[k]!.folded === DOCUMENT_SERIES_WORD && !words[k]!.breakBefore && !words[k + 1]!.breakBefore && SERIES_CODE.test(words[k + 1]!.folded)) k += 2;
    // `nr. 390/E/2026`: the paper's number, its parts joined by slashes.
    if (k + 1 < n && words[k]!.roles.numberMarker && !words[k]!.breakBefore && !words[k + 1]!.breakBefore && words[k + 1]!.roles.digitFirst) k = numberEnd(c, k + 1);
    // `…, Iași, str. Brândușa nr. 7 — proces-verbal de predare-primire a fondului de rulment`, `… - certificat medical
    // pentru bursă`: a title opening the text's last field, after the address, is that field's to its end.
    const end = fieldEnd(words, i);
    if (i > 0 && words[i]!.breakBefore && end === n) k = end;
    mark(used, i, k, 'registry');
    return k;
  },
};

/**
 * `în calitate de pârât`, `legitimat cu`, `cetățean român`, `este chemat la Judecătoria Galați`, `eliberată de SPCLEP
 * Târgu Mureș`, `înregistrată la ORC Gorj sub nr. J18/402/2004`: a paper's formula about the person or the firm,
 * with what must follow it ({@link DOCUMENT_FORMULAE}): the party's role, the court or the issuing office with the
 * town it is named by (to a time's word: a court's or an office's town is no address's), the register's office to
 * the number registered, left out with the person.
 */
export const DOCUMENT_FORMULA: WordRule = {
  weight: 'documentFormula',
  kind: 'person',
  example: { text: 'Ion Pop, în calitate de pârât, Str. Lungă nr. 5, Brașov', leftOut: 'in calitate de parat' },
  opens: { words: new Set(DOCUMENT_FORMULAE.map((f) => f.words[0]!)) },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const n = words.length;
    let formula: (typeof DOCUMENT_FORMULAE)[number] | undefined;
    for (const f of DOCUMENT_FORMULAE) if ((formula === undefined || f.words.length > formula.words.length) && phraseAt(words, f.words, i)) formula = f;
    if (formula === undefined) return NOT_HERE;
    for (let k = i; k < i + formula.words.length; k++) if (used[k]) return NOT_HERE;
    let k = i + formula.words.length;
    const next = (): Word | undefined => (k < n && !words[k]!.breakBefore && !used[k] ? words[k] : undefined);
    const named = (): void => {
      for (let w = next(); w !== undefined && !w.roles.digitFirst && !TIME_LEAD_WORDS.has(w.folded) && !TIME_OF_DAY_WORDS.has(w.folded) && !w.roles.typeWord && !w.roles.countyMarker && w.roles.localityKind === undefined; w = next()) k++;
    };
    switch (formula.then) {
      case 'role':
        if (!PARTY_ROLES.has(next()?.folded ?? '')) return NOT_HERE;
        while (PARTY_ROLES.has(next()?.folded ?? '')) k++;
        break;
      case 'court':
      case 'issuer':
        if (!(formula.then === 'court' ? COURT_WORDS : ISSUER_WORDS).has(next()?.folded ?? '')) return NOT_HERE;
        k++;
        named();
        break;
      case 'register': {
        // `la ORC Gorj sub nr. J18/402/2004`: the register's office, to `sub`, and the number.
        let sub = k;
        while (sub < n && sub < k + LONGEST_REGISTER_OFFICE && !words[sub]!.breakBefore && !used[sub] && words[sub]!.folded !== REGISTER_NUMBER_WORD) sub++;
        if (sub >= n || words[sub]!.folded !== REGISTER_NUMBER_WORD || words[sub]!.breakBefore || used[sub]) return NOT_HERE;
        k = sub + 1;
        if (next()?.roles.numberMarker) k++;
        k = numberEnd(c, k);
        break;
      }
      case 'none':
        break;
    }
    mark(used, i, k, 'person');
    return k;
  },
};

/** The most words of a register's office between `înregistrată` and `sub` (`la Oficiul Registrului Comerțului de pe lângă Tribunalul București`). */
const LONGEST_REGISTER_OFFICE = 14;

/** The end of a number from word `k` with its parts joined by slashes (`155/206/2025`, `390/E/2026`, `J40/1234/2019`); `k` when none. */
function numberEnd(c: LeaveOutText, k: number): number {
  const { words, used } = c;
  const n = words.length;
  if (k >= n || words[k]!.breakBefore || used[k] || !(words[k]!.roles.digitFirst || TRADE_REGISTER_COUNTY.test(words[k]!.folded))) return k;
  k++;
  // (And its date: `nr. 589/01.02.2026`.)
  while (k < n && !words[k]!.breakBefore && !used[k] && /^\s*[/.-]\s*$/.test(textAfter(c, k - 1)) && (words[k]!.roles.digitFirst || FILE_LETTER.test(words[k]!.folded))) k++;
  return k;
}

/** A trade-register number's first part: its letter (`J` a company, `F` a sole trader, `C` a cooperative) and its county's number. */
const TRADE_REGISTER_COUNTY = /^[jfc]\d{1,2}$/;
/** The first parts of trade-register numbers, each county's (`j1`…`j52`, `j01`…`j09`), what the rule may start at. */
const TRADE_REGISTER_WORDS: ReadonlySet<string> = new Set(['j', 'f', 'c'].flatMap((letter) => Array.from({ length: 52 }, (_, k) => [`${letter}${k + 1}`, `${letter}${String(k + 1).padStart(2, '0')}`]).flat()));
/** A year. */
const YEAR = /^(?:19|20)\d{2}$/;

/**
 * `J40/1234/2019`, `F35/3399/2008`: a firm's trade-register number written bare (on an invoice's, a contract's or a
 * register's line), its letter and county, its order number and its year joined by slashes: no house's number.
 */
export const TRADE_REGISTER_NUMBER: WordRule = {
  weight: 'registry',
  kind: 'registry',
  example: { text: 'Str. Lungă nr. 5, Brașov, J08/1234/2019', leftOut: 'j08 1234 2019' },
  opens: { words: TRADE_REGISTER_WORDS },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const slash = (k: number): boolean => k < words.length && !words[k]!.breakBefore && !used[k] && /^\s*\/\s*$/.test(textAfter(c, k - 1));
    if (!TRADE_REGISTER_COUNTY.test(words[i]!.folded) || !slash(i + 1) || !/^\d{1,6}$/.test(words[i + 1]!.folded) || !slash(i + 2) || !YEAR.test(words[i + 2]!.folded)) return NOT_HERE;
    mark(used, i, i + 3, 'registry');
    return i + 3;
  },
};

/**
 * A paper's validity in a field of its own (`Permis de pescuit … seria ANPA 781382, valabil 2027, posesor: …`, `valabilă
 * până la 31.12.2027`): its word (`VALIDITY_WORDS`) opening a field, links (`VALIDITY_LINKS`) and a year or a date's
 * numbers filling the field to its end: a note, the year no old postal code (issue 24, fix136). Only with a number: `Valea
 * …` is no such word, and `valabil` alone before a place is left to the reader.
 */
export const VALIDITY: WordRule = {
  weight: 'documentTitle',
  kind: 'registry',
  example: { text: 'Ion Pop, valabil 2027, Str. Lungă nr. 5, Brașov', leftOut: 'valabil 2027' },
  opens: { words: VALIDITY_WORDS },
  at({ words, used }: LeaveOutText, i: number): number {
    if (!VALIDITY_WORDS.has(words[i]!.folded) || used[i] || !opensSegment(words, i)) return NOT_HERE;
    const end = fieldEnd(words, i);
    let dated = false;
    for (let k = i + 1; k < end; k++) {
      const f = words[k]!.folded;
      if (/^\d{1,4}$/.test(f)) dated = /^(?:19|20)\d{2}$/.test(f) || dated;
      else if (!VALIDITY_LINKS.has(f) && !words[k]!.roles.month) return NOT_HERE;
    }
    if (!dated || end >= words.length) return NOT_HERE;
    mark(used, i, end, 'registry');
    return end;
  },
};
