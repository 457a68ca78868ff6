/**
 * The words of a text that are no part of the postal address, each marked with what it is
 * instead (see `LeftOutKind`): a company's name, a message's greeting, request, courtesy or note
 * to the courier, a field's label, a note about the building or the address, the country, a
 * person (the addressee, a pupil's class, a birthplace), an identity document, a telephone
 * number, a land-registry or fiscal reference, a second address or a second number.
 *
 * What each looks like is the vocabulary's (`shared/vocabulary.ts`); each kind is one rule in the
 * modules beside this one, with an example it reads. This module lists them in the order they
 * are tried: {@link LEAVE_OUT_PASSES} over the whole text, and among them {@link WORD_RULES}, tried
 * at each word in turn. A new kind of note is a vocabulary entry and, when no rule finds it, a
 * rule added to one of these lists.
 */
import type { LeftOutKind, WordUse } from '../reading.js';
import type { Word } from '../address-tokens.js';
import { LOCALITY_KIND_QUALIFIERS } from '../../shared/vocabulary.js';
import { CONTACTS } from './contacts.js';
import { COUNTRY } from './country.js';
import { ADDRESS_LINE_LABEL, EMPTY_FIELD_LABELS, LABEL, STREET_AND_NUMBER_LABEL } from './labels.js';
import { MESSAGES } from './messages.js';
import { BUILDING_NOTE, CLERK_NOTE, DASHED_NOTE, PARENTHESIZED_NOTES, QUANTITY_NOTE, WORKPLACE_NOTE } from './notes.js';
import { GROUPED_PHONE, IDENTITY_DOCUMENT, MARKED_PHONE, REGISTRY_REFERENCE, WHOLE_PHONE } from './numbers.js';
import { COMPANIES, NUMBERED_THINGS } from './organisations.js';
import { BEFORE_DOMICILE, PERSON_INTRODUCED } from './people.js';
import type { LeaveOutText, OpeningRole, TextPass, WordRule } from './rule.js';
import { NOT_HERE, OPENING_ROLES } from './rule.js';
import { holdsSeparator, SECOND_ADDRESS, SECOND_FIELD_NUMBER, SECOND_NUMBER } from './second-address.js';

export { leaveOutCountryField } from './country.js';
export { organisationLeftOut } from './organisations.js';
export type { LeaveOutText, Opener, OpeningRole, TextPass, WordRule } from './rule.js';

/**
 * The rules tried at each word not yet left out, in this order; the first that finds something
 * there marks it, and the walk goes on after what it marked. The order matters where two could
 * start at one word: a second address before a label (`…; Adresa de corespondență: …` is the
 * second address), a label before the country (`Țara: România`), a person's name before the
 * numbers in it, a registry's `nr. cadastral` before a clerk's `nr.`, the notes after the numbers
 * (`tel. 0744…` is no note), and a second number last (after everything a number may open).
 */
export const WORD_RULES: readonly WordRule[] = [
  SECOND_ADDRESS,
  STREET_AND_NUMBER_LABEL,
  ADDRESS_LINE_LABEL,
  LABEL,
  COUNTRY,
  PERSON_INTRODUCED,
  IDENTITY_DOCUMENT,
  MARKED_PHONE,
  WHOLE_PHONE,
  REGISTRY_REFERENCE,
  GROUPED_PHONE,
  CLERK_NOTE,
  WORKPLACE_NOTE,
  DASHED_NOTE,
  QUANTITY_NOTE,
  SECOND_FIELD_NUMBER,
  BUILDING_NOTE,
  SECOND_NUMBER,
];

/**
 * One pass trying `rules` at each word not yet left out, in their order (the passes use
 * {@link WORD_RULES}). A rule is tried only at a word it may start at (its `opens`): the openers of
 * every rule are folded into bit masks once, so a word no rule opens is passed with a few look-ups.
 * `everyWord` tries every rule at every word instead (tests compare the two).
 */
export function wordPass(rules: readonly WordRule[], everyWord = false): TextPass {
  if (rules.length > 31) throw new RangeError(`wordPass: ${rules.length} rules, at most 31 (one bit each)`);
  const masks = openerMasks(rules);
  const all = 2 ** rules.length - 1;
  return {
    name: 'by word',
    run(c: LeaveOutText): void {
      const { text, words, used } = c;
      const n = words.length;
      for (let i = 0; i < n; i++) {
        if (used[i] || namesAfterKind(words, used, i)) continue;
        const may = everyWord ? all : openersAt(masks, text, words, i);
        if (may === 0) continue;
        for (let k = 0; k < rules.length; k++) {
          if ((may & (1 << k)) === 0) continue;
          const next = rules[k]!.at(c, i);
          if (next !== NOT_HERE) {
            i = next - 1;
            break;
          }
        }
      }
    },
  };
}

/** The rules each opener lets start, one bit a rule: by role, by word, after a number, after a separator. */
interface OpenerMasks {
  readonly roles: Record<OpeningRole, number>;
  readonly words: ReadonlyMap<string, number>;
  readonly afterNumber: number;
  readonly afterSeparator: number;
}

function openerMasks(rules: readonly WordRule[]): OpenerMasks {
  const roles = Object.fromEntries(OPENING_ROLES.map((role) => [role, 0])) as Record<OpeningRole, number>;
  const words = new Map<string, number>();
  let afterNumber = 0;
  let afterSeparator = 0;
  rules.forEach((rule, k) => {
    const bit = 1 << k;
    for (const role of rule.opens.roles ?? []) roles[role] |= bit;
    for (const word of rule.opens.words ?? []) words.set(word, (words.get(word) ?? 0) | bit);
    if (rule.opens.afterNumber) afterNumber |= bit;
    if (rule.opens.afterSeparator) afterSeparator |= bit;
  });
  return { roles, words, afterNumber, afterSeparator };
}

/** The rules that may start at word `i`, one bit a rule. */
function openersAt(m: OpenerMasks, text: string, words: readonly Word[], i: number): number {
  const w = words[i]!;
  const r = w.roles;
  let may = m.words.get(w.folded) ?? 0;
  // (Each of OPENING_ROLES read by name, on every word: a look-up by a key from the list is slower. A role
  // left out here fails test/leave-out.test.ts, which tries every rule at every word.)
  if (r.conjunction) may |= m.roles.conjunction;
  if (r.streetType !== undefined) may |= m.roles.streetType;
  if (r.label) may |= m.roles.label;
  if (r.country) may |= m.roles.country;
  if (r.phoneMarker) may |= m.roles.phoneMarker;
  if (r.digitFirst) may |= m.roles.digitFirst;
  if (r.numberMarker) may |= m.roles.numberMarker;
  if (r.dashedNote) may |= m.roles.dashedNote;
  if (r.note !== undefined) may |= m.roles.note;
  if (i > 0) {
    const before = words[i - 1]!;
    if (before.roles.digitFirst) may |= m.afterNumber;
    if (m.afterSeparator !== 0 && holdsSeparator(text, before.end, w.start)) may |= m.afterSeparator;
  }
  return may;
}

/**
 * `sat Comanda nr. 12`: right after a locality kind word a word names the place (or qualifies the
 * kind: `Localitatea componentă`); nothing left out starts there.
 */
function namesAfterKind(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  return i > 0 && !words[i]!.breakBefore && !used[i - 1] && words[i - 1]!.roles.localityKind !== undefined && !LOCALITY_KIND_QUALIFIERS.has(words[i]!.folded);
}

/**
 * The passes over the whole text, in this order: e-mail and web addresses first (their words are
 * no place's), companies (`SC` is no staircase there), a message's words (its greeting opens what
 * is read), the labels of empty fields, notes in parentheses, what is before a domicile label,
 * the rules of each word, and last a thing numbered before the street (it needs the labels gone).
 */
export const LEAVE_OUT_PASSES: readonly TextPass[] = [
  CONTACTS,
  COMPANIES,
  MESSAGES,
  EMPTY_FIELD_LABELS,
  PARENTHESIZED_NOTES,
  BEFORE_DOMICILE,
  wordPass(WORD_RULES),
  NUMBERED_THINGS,
];

/** The most times the passes run over one text (the second finds what the first made visible; a third, seldom anything). */
const MAX_LEAVE_OUT_ROUNDS = 3;

/**
 * Marks in `used` the words of `text` that are no part of the postal address, each with what it
 * is. What one pass leaves out may open or close a field for another (`Adresa de livrare: buna
 * ziua, …`: the greeting opens what is left after the label): the passes run again while they
 * find more. `passes` are {@link LEAVE_OUT_PASSES} but in tests (each rule is shown needed by its
 * example read without it).
 */
export function leaveOutNotes(text: string, words: readonly Word[], used: WordUse[], passes: readonly TextPass[] = LEAVE_OUT_PASSES): void {
  const c: LeaveOutText = { text, words, used };
  for (let round = 0; round < MAX_LEAVE_OUT_ROUNDS; round++) {
    const before = countUsed(used);
    for (const pass of passes) if (pass.hint === undefined || pass.hint.test(text)) pass.run(c);
    if (countUsed(used) === before) break;
  }
}

/**
 * The kinds of left-out words that may be the address's after all: a note (`corp B`), a registry's
 * or a sale paper's reference (`comanda nr. 48`), a person (streets are named for people) and a
 * company's name. The others are no address's words whatever surrounds them: an e-mail, a telephone
 * number, an identity document, a field's label, the country, a message (read both ways by the prose
 * reader), a second address or number (the first is the address).
 */
export const WEIGHED_LEFT_OUT: ReadonlySet<LeftOutKind> = new Set<LeftOutKind>(['note', 'registry', 'person', 'company']);

/** The most left-out spans read both ways in one text: each is one more reading of the whole text. */
const MOST_WEIGHED_SPANS = 2;

/**
 * The spans `[from, to)` of words left out as one of {@link WEIGHED_LEFT_OUT} right after a word that
 * names nothing without the words after it (a street type, a locality kind: `Str. Comanda nr. 48,
 * Strehaia`, where a sale paper's `comanda nr. 48` would leave `Str.` alone), in text order, at most
 * {@link MOST_WEIGHED_SPANS}. The reader reads the text with such a span kept too, and the index
 * decides: a word that needs a name after it is the evidence that the span may be that name. (Read
 * both ways everywhere, a numbered thing, `apartamentul nr. 12, situat în …, str. Mioriței nr. 5`,
 * gave its number to the house, and every reading more lowered the confidence of right answers.)
 */
export function weighedSpans(words: readonly Word[], used: readonly WordUse[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let i = 1; i < used.length && spans.length < MOST_WEIGHED_SPANS; i++) {
    const kind = used[i];
    if (typeof kind !== 'string' || !WEIGHED_LEFT_OUT.has(kind as LeftOutKind)) continue;
    let end = i + 1;
    while (end < used.length && used[end] === kind) end++;
    const before = words[i - 1]!.roles;
    if (!used[i - 1] && !words[i]!.breakBefore && (before.typeWord || before.streetType !== undefined || before.localityKind !== undefined)) spans.push([i, end]);
    i = end - 1;
  }
  return spans;
}

/** How many words are used. */
function countUsed(used: readonly WordUse[]): number {
  let k = 0;
  for (const u of used) if (u) k++;
  return k;
}
