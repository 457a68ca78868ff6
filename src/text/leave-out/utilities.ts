/**
 * A utility's bill or contract around the address: the label of the place it supplies (`Loc de consum:`),
 * and its references, meter readings and measures (`POD RO004E521199002`, `cod client 2003319010`, `contor
 * 85122331`, `index vechi 18224`, `consum 184 mc / 1.962 kWh`), none of them a part of the address.
 */
import {
  CONSUMPTION_WORD, LABEL_VERBS, PLACE_ACTIVITY_WORDS, PLACE_LIKE_UTILITY_WORDS, SUPPLY_PLACE_LINKS, SUPPLY_PLACE_WORDS, UTILITY_MEASURE_WORDS, UTILITY_NAMES, UTILITY_QUALIFIERS,
  UTILITY_REFERENCE_HEADS, UTILITY_REFERENCE_WORDS, UTILITY_UNITS,
} from '../../shared/vocabulary.js';
import type { Word } from '../address-tokens.js';
import { plainWord } from './labels.js';
import { colonAfterWord, mark, NOT_HERE, textAfter, type LeaveOutText, type WordRule } from './rule.js';

/** The most words between a supply place's word and `consum` (`loc de producere și consum`: three). */
const LONGEST_SUPPLY_LINK = 3;

/** A code a utility gives a supply point or a meter: letters then digits, or digits and letters (`ro004e521199002`, `deg0099187721`, `18c422119`). */
const UTILITY_CODE = /^(?=[a-z0-9]*\d)[a-z]{0,4}\d[a-z0-9]{3,}$/;
/** A meter's class before its series (`G4`, `G1,6`, `DN20`). */
const METER_CLASS = /^(?:g\d{1,3}|dn\d{2,3})$/;
/** What may stand between two numbers of one reading or measure (`1022 -> 1034`, `184 mc / 1.962 kWh`, `18224 - 18441`). */
const READING_JOIN = /^\s*(?:->|=>|→|-|–|\/)\s*$/;

/** The end (exclusive) of `loc [de] [producere și] consum` from word `i` in one field; `i` when there is none. */
function supplyPlaceEnd(words: readonly Word[], i: number): number {
  if (!SUPPLY_PLACE_WORDS.has(words[i]!.folded)) return i;
  let k = i + 1;
  while (k < words.length && k <= i + LONGEST_SUPPLY_LINK && !words[k]!.breakBefore && SUPPLY_PLACE_LINKS.has(words[k]!.folded)) k++;
  if (k >= words.length || words[k]!.breakBefore || words[k]!.folded !== CONSUMPTION_WORD) return i;
  return k + 1;
}

/**
 * The place a utility supplies, as its bill labels the address (`Loc de consum: Str. Paltinului nr. 14,
 * Galați`, `loc consum Hoghiz nr 77`, `Adresa locului de consum:`, `Loc de consum gaze:`): `loc` is no
 * locality's marker there, `consum` no place. Its code (`Cod loc consum 5001234789`, `cod loc de consum
 * (CLC) DEG0099187721`) is a reference, left out with its value. Tried by {@link UTILITY_REFERENCE} at `loc`.
 */
function supplyPlaceAt(c: LeaveOutText, i: number): number {
  const { words, used } = c;
  let end = supplyPlaceEnd(words, i);
  if (end === i) return activityPlaceAt(c, i);
  const coded = i > 0 && !words[i]!.breakBefore && !used[i - 1] && UTILITY_REFERENCE_HEADS.has(words[i - 1]!.folded);
  if (coded) {
    // The code's value, maybe after a bracket left out already (`(CLC)`) and a colon.
    let k = end;
    while (k < words.length && used[k] !== false) k++;
    if (k < words.length && (words[k]!.roles.digitFirst || UTILITY_CODE.test(words[k]!.folded))) {
      mark(used, i - 1, end, 'registry');
      used[k] = 'registry';
      return k + 1;
    }
  }
  // `Loc de consum gaze:`: the utility it is.
  if (end < words.length && !words[end]!.breakBefore && UTILITY_NAMES.has(words[end]!.folded)) end++;
  // `locul de consum este Pitești …`: the verb after it, as after `adresa mea`.
  if (end < words.length && !words[end]!.breakBefore && LABEL_VERBS.has(words[end]!.folded)) end++;
  mark(used, i, end, 'label');
  return end;
}


/** The most plain words after a place's activity before the label's colon (`a produselor`, `a mărfii`). */
const LONGEST_ACTIVITY_TAIL = 4;

/**
 * The place where something is done, as a transport's, delivery's or tender's paper labels the address
 * (`Loc descărcare: Șirineasa, Vâlcea`, `Loc de încărcare:`, `Loc de livrare a produselor: Comuna …`,
 * `loc predare`), as a bill labels the place it supplies: `loc` is no locality's marker there (`loc.
 * Arad`), the activity (`PLACE_ACTIVITY_WORDS`) no place; the plain words that say of what, up to the
 * label's colon in its field, go with it. Tried by {@link supplyPlaceAt} when no `consum` follows.
 */
function activityPlaceAt(c: LeaveOutText, i: number): number {
  const { words, used } = c;
  let k = words[i + 1]?.folded === 'de' && !words[i + 1]!.breakBefore ? i + 2 : i + 1;
  const activity = words[k];
  if (activity === undefined || activity.breakBefore || used[k] || !PLACE_ACTIVITY_WORDS.has(activity.folded)) return NOT_HERE;
  let end = k + 1;
  if (!colonAfterWord(c, k)) {
    for (k = end; k < words.length && k < end + LONGEST_ACTIVITY_TAIL; k++) {
      if (words[k]!.breakBefore || used[k] || !plainWord(words[k]!)) break;
      if (colonAfterWord(c, k)) { end = k + 1; break; }
    }
  }
  mark(used, i, end, 'label');
  return end;
}

/** The end (exclusive) of a reading's numbers from word `k` (a number): its digit groups, units, and a second number joined to it. */
function readingEnd(c: LeaveOutText, k: number, unitNeeded: boolean): number {
  const { words } = c;
  const n = words.length;
  let end = k + 1;
  while (end < n && !words[end]!.breakBefore && words[end]!.roles.digitFirst) end++;
  let unit = false;
  while (end < n && !words[end]!.breakBefore && UTILITY_UNITS.has(words[end]!.folded)) { end++; unit = true; }
  if (unitNeeded && !unit) return k;
  // `index 1022 -> 1034`, `184 mc / 1.962 kWh`: a second number of the same reading.
  if (end < n && words[end]!.roles.digitFirst && READING_JOIN.test(textAfter(c, end - 1))) {
    let more = end + 1;
    while (more < n && !words[more]!.breakBefore && words[more]!.roles.digitFirst) more++;
    let moreUnit = false;
    while (more < n && !words[more]!.breakBefore && UTILITY_UNITS.has(words[more]!.folded)) { more++; moreUnit = true; }
    if (!unit || moreUnit) end = more;
  }
  return end;
}

/**
 * Where a utility's reference, meter reading or measure opening at word `i` ends (its word, the words that say which,
 * its value: `POD RO004E521199002`, `contor 85122331`, `consum 184 mc`), or `NOT_HERE`; nothing is marked. `POD` (a
 * place's word and a street's type word too, `Pod Ursului`) only before a long code. Other rules ask it too: a type
 * word opening a reference opens no street (`…; POD 89002645` is no second address, leave-out/second-address.ts).
 */
export function utilityReferenceEnd(c: LeaveOutText, i: number): number {
  const { words } = c;
  const n = words.length;
  const w = words[i]!.folded;
  const measure = UTILITY_MEASURE_WORDS.has(w);
  if (!measure && !UTILITY_REFERENCE_WORDS.has(w)) return NOT_HERE;
  let k = i + 1;
  while (k < n && !words[k]!.breakBefore && (UTILITY_QUALIFIERS.has(words[k]!.folded) || UTILITY_REFERENCE_WORDS.has(words[k]!.folded) || METER_CLASS.test(words[k]!.folded))) k++;
  if (k < n && !words[k]!.breakBefore && words[k]!.roles.numberMarker) k++;
  const value = words[k];
  // (`contor 85122331`, `POD: RO…`: the value is in the reference's field; a colon is no break.)
  if (value === undefined || value.breakBefore) return NOT_HERE;
  const code = !value.roles.digitFirst && UTILITY_CODE.test(value.folded);
  if (!value.roles.digitFirst && !code) return NOT_HERE;
  if (PLACE_LIKE_UTILITY_WORDS.has(w) && value.folded.length < 8) return NOT_HERE;
  if (measure && code) return NOT_HERE;
  const end = code ? k + 1 : readingEnd(c, k, measure);
  return end === k ? NOT_HERE : end;
}

/**
 * A utility bill's label of the place it supplies (`Loc de consum:`: {@link supplyPlaceAt}), its reference or meter reading (`POD RO004E521199002`, `CLC DEG0099187721`, `cod client
 * 2003319010`, `Serie contor G4: 1120332`, `Apometru DN20 nr. 18C422119`, `index vechi 18224`, `index 1022 ->
 * 1034`) or measure (`consum 184 mc / 1.962 kWh`, `putere evacuată 8 kW`): its word, the words that say
 * which, and its value are left out; its number is no house's. A measure only with its unit; `POD` (a
 * place's word too) only before a long code.
 */
export const UTILITY_REFERENCE: WordRule = {
  weight: 'utility',
  kind: 'registry',
  example: { text: 'Str. Paltinului nr. 14, Galați, cod client 2003319010, index vechi 18224', leftOut: 'cod client 2003319010 index vechi 18224' },
  opens: { words: [...UTILITY_REFERENCE_WORDS, ...UTILITY_MEASURE_WORDS, ...SUPPLY_PLACE_WORDS] },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const w = words[i]!.folded;
    if (SUPPLY_PLACE_WORDS.has(w)) return supplyPlaceAt(c, i);
    const end = utilityReferenceEnd(c, i);
    if (end === NOT_HERE) return NOT_HERE;
    // `cod client`, `Serie contor`, `nr. contor`: the word before it goes with it.
    let from = i;
    while (from > 0 && from > i - 2 && !words[from]!.breakBefore && !used[from - 1] && UTILITY_REFERENCE_HEADS.has(words[from - 1]!.folded)) from--;
    mark(used, from, end, 'registry');
    return end;
  },
};
