/** The country written with the address (`…, România`, `RO-`, `Romania 700101`, `RO-GL`). */
import type { Word } from '../address-tokens.js';
import type { WordUse } from '../reading.js';
import { closesSegment, opensSegment } from '../runs.js';
import { countyByCode } from '../../shared/aliases.js';
import { OLD_COUNTRY_FORMS, OLD_UNIT_WORDS } from '../../shared/vocabulary.js';
import { fieldEnd, mark, NOT_HERE, phraseAt, textAfter, type LeaveOutText, type WordRule } from './rule.js';

/**
 * The country as a field of its own, as the last word kept (a message's courtesy may follow, `…
 * braila romania Mulțumesc!`, and a postal code, read apart, `… Iasi Romania 700101`), or opening
 * the text (`RO` only before a dash, comma or colon: elsewhere it may be a name's initials).
 */
export const COUNTRY: WordRule = {
  weight: 'country',
  kind: 'country',
  example: { text: 'Str. Lungă nr. 5, Brașov, România', leftOut: 'romania' },
  opens: { roles: ['country'] },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    if (!words[i]!.roles.country) return NOT_HERE;
    const w = words[i]!.folded;
    if (!((opensSegment(words, i) && closesSegment(words, i)) || lastKept(words, used, i) || (i === 0 && (w !== 'ro' || /^[\s.]*[-,:;|]/.test(textAfter(c, i)))) || isoCounty(c, i))) return NOT_HERE;
    used[i] = 'country';
    return i + 1;
  },
};

/**
 * `RO-GL`, `RO-B`: the country's code glued by a dash to a county's, as ISO 3166-2 writes a region
 * (e-Factura's `CountrySubentity`); the county's code, closing its field, is read.
 */
function isoCounty({ text, words, used }: LeaveOutText, i: number): boolean {
  const next = words[i + 1];
  // (Its field may open with its label: `CountrySubentity: RO-GL`.)
  return words[i]!.folded === 'ro' && (opensSegment(words, i) || used[i - 1] === 'label') && next !== undefined && text.slice(words[i]!.end, next.start) === '-'
    && closesSegment(words, i + 1) && countyByCode(next.folded) !== undefined;
}

/** True when every word after `i` is left out or a postal code (with its `cod`/`CP`): `i` ends what is read as names. */
function lastKept(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  for (let k = i + 1; k < used.length; k++) if (!used[k] && !words[k]!.roles.postalCode && !words[k]!.roles.postalWord) return false;
  return true;
}

/** The country written as a field of its own in a field that names a place (`locality: "Brașov, România"`): left out. */
export function leaveOutCountryField(words: readonly Word[], used: WordUse[]): void {
  for (let i = 0; i < words.length; i++) if (words[i]!.roles.country && opensSegment(words, i) && closesSegment(words, i)) used[i] = 'country';
}

/**
 * The old papers' administrative labels (`R.P.R., reg. Maramureș, raionul Sighet, com. Săpânța`): the
 * country's name of then as a field of its own, and a region or district with its name
 * (`OLD_UNIT_WORDS`), opening its field, to the field's end, in a text that names its commune or
 * village with its marker: no place of today, the commune is the place. (A city's old district, `B-dul
 * 1 Mai nr. 29, raionul 1 Mai, București`, is a part of the city the index cannot check, as a sector
 * it contradicts would be: left unexplained, it keeps the answer below 0.9.)
 */
export const OLD_ADMINISTRATIVE: WordRule = {
  weight: 'oldAdministrative',
  kind: 'note',
  example: { text: 'R.P.R., reg. Maramureș, raionul Sighet, com. Săpânța', leftOut: 'reg maramures raionul sighet' },
  opens: { words: [...OLD_UNIT_WORDS, 'r', 'rpr', 'rsr'] },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    if (!opensSegment(words, i)) return NOT_HERE;
    const w = words[i]!.folded;
    const country = OLD_COUNTRY_FORMS.find((f) => phraseAt(words, f, i) && closesSegment(words, i + f.length - 1));
    if (country !== undefined) {
      mark(used, i, i + country.length, 'country');
      return i + country.length;
    }
    if (!OLD_UNIT_WORDS.has(w) || (w === 'reg' && !/^\s*\./.test(textAfter(c, i)))) return NOT_HERE;
    const end = fieldEnd(words, i);
    if (end === i + 1 || words[i + 1]!.folded === 'agricol' || !namesCommuneElsewhere(words, i, end)) return NOT_HERE;
    mark(used, i, end, 'note');
    return end;
  },
};

/** True when a word outside `[from, to)` marks a commune or a village (`com. Săpânța`, `sat Mohu`). */
function namesCommuneElsewhere(words: readonly Word[], from: number, to: number): boolean {
  for (let k = 0; k < words.length; k++) {
    if (k === from) k = to;
    const kind = words[k]?.roles.localityKind;
    if (kind === 'comuna' || kind === 'sat') return true;
  }
  return false;
}
