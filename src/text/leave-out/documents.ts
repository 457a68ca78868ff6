/**
 * The words of official papers written around the address they are about: the paper's title (`Proces-verbal de
 * constatare și sancționare a contravenției`, `Citație`, `Înștiințare de plată impozit pe clădiri și teren`,
 * `Dosar nr. 155/206/2025`) and the formulae about the person (`în calitate de pârât`, `legitimat cu`, `este
 * chemat la Judecătorie`), as police reports, summonses, tax notices, bailiffs' papers and deeds write them.
 * None names a place; left unexplained, each word of them lowered a right answer's confidence.
 */
import { COURT_WORDS, DOCUMENT_FORMULAE, DOCUMENT_SERIES_WORD, DOCUMENT_TITLE_INITIALS, DOCUMENT_TITLE_QUALIFIERS, DOCUMENT_TITLES, PARTY_ROLES, TIME_LEAD_WORDS, TIME_OF_DAY_WORDS } from '../../shared/vocabulary.js';
import type { Word } from '../address-tokens.js';
import type { WordUse } from '../reading.js';
import { mark, NOT_HERE, phraseAt, textAfter, type LeaveOutText, type WordRule } from './rule.js';

/** A paper's series after its title (`seria PX`): letters, maybe two digits. */
const SERIES_CODE = /^[a-z]{1,5}\d{0,2}$/;
/** A single letter inside a file's number (`390/E/2026`). */
const FILE_LETTER = /^[a-z]$/;

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
    while (k < n && !words[k]!.breakBefore && !used[k] && DOCUMENT_TITLE_QUALIFIERS.has(words[k]!.folded)) k++;
    // `P.V.` alone may be a name's initials (`P. V. Ionescu`).
    if (k === from && title.every((w) => DOCUMENT_TITLE_INITIALS.has(w) || w === 'v')) return NOT_HERE;
    // (A qualifier that is a small word ends no title: `Citație de …` keeps `de` only before another qualifier.)
    while (k > from && (words[k - 1]!.folded === 'de' || words[k - 1]!.folded === 'a' || words[k - 1]!.folded === 'al' || words[k - 1]!.folded === 'si' || words[k - 1]!.folded === 'pe' || words[k - 1]!.folded === 'pentru')) k--;
    // `seria PX`: the paper's series.
    if (k + 1 < n && words[k]!.folded === DOCUMENT_SERIES_WORD && !words[k]!.breakBefore && !words[k + 1]!.breakBefore && SERIES_CODE.test(words[k + 1]!.folded)) k += 2;
    // `nr. 390/E/2026`: the paper's number, its parts joined by slashes.
    if (k + 1 < n && words[k]!.roles.numberMarker && !words[k]!.breakBefore && !words[k + 1]!.breakBefore && words[k + 1]!.roles.digitFirst) {
      k += 2;
      while (k < n && !words[k]!.breakBefore && /^\s*\/\s*$/.test(textAfter(c, k - 1)) && (words[k]!.roles.digitFirst || FILE_LETTER.test(words[k]!.folded))) k++;
    }
    mark(used, i, k, 'registry');
    return k;
  },
};

/**
 * `în calitate de pârât`, `legitimat cu`, `identificat cu`, `este chemat la Judecătoria Galați`: a paper's formula
 * about the person, with the party's role after `în calitate de` and the court after a summons' verb (with the
 * town it is named by, to a time's word: a court's town is no address's), left out with the person.
 */
export const DOCUMENT_FORMULA: WordRule = {
  weight: 'documentFormula',
  kind: 'person',
  example: { text: 'Ion Pop, în calitate de pârât, Str. Lungă nr. 5, Brașov', leftOut: 'in calitate de parat' },
  opens: { words: new Set(DOCUMENT_FORMULAE.map((f) => f[0]!)) },
  at({ words, used }: LeaveOutText, i: number): number {
    const n = words.length;
    let formula: readonly string[] | undefined;
    for (const f of DOCUMENT_FORMULAE) if ((formula === undefined || f.length > formula.length) && phraseAt(words, f, i)) formula = f;
    if (formula === undefined) return NOT_HERE;
    for (let k = i; k < i + formula.length; k++) if (used[k]) return NOT_HERE;
    let k = i + formula.length;
    const next = (): Word | undefined => (k < n && !words[k]!.breakBefore && !used[k] ? words[k] : undefined);
    const last = formula[formula.length - 1]!;
    if (last === 'de') {
      // `în calitate de`: only with the party's role after it (`de pârât`, `de reprezentant legal`).
      if (!PARTY_ROLES.has(next()?.folded ?? '')) return NOT_HERE;
      while (PARTY_ROLES.has(next()?.folded ?? '')) k++;
    } else if (last === 'la') {
      // `este chemat la`: only with the court after it, and the town it is named by, to a time's word.
      if (!COURT_WORDS.has(next()?.folded ?? '')) return NOT_HERE;
      k++;
      for (let w = next(); w !== undefined && !w.roles.digitFirst && !TIME_LEAD_WORDS.has(w.folded) && !TIME_OF_DAY_WORDS.has(w.folded) && !w.roles.typeWord && !w.roles.countyMarker && w.roles.localityKind === undefined; w = next()) k++;
    }
    mark(used, i, k, 'person');
    return k;
  },
};
