/**
 * The words of a text that are no part of the postal address, each marked with what it is
 * instead (see `LeftOutKind`): a company's name, a message's greeting, request, courtesy or note
 * to the courier, a field's label, a note about the building or the address, the country, a
 * person (the addressee, a pupil's class, a birthplace), an identity document, a telephone
 * number, a land-registry or fiscal reference, a second address or a second number.
 *
 * What each looks like is the vocabulary's (`shared/vocabulary.ts`); each kind is one rule in the
 * modules beside this one, with an example it reads and a weight in the ranking table
 * (`RankingOptions.leaveOut`: how sure it is). The rules are listed here in no order: each
 * proposes what it would leave out, on what is decided so far, and the surest proposals are taken
 * (see {@link leaveOutNotes}). A new kind of note is a vocabulary entry and, when no rule finds it,
 * a rule added to one of these lists with its weight.
 */
import { LEAVE_OUT_WEIGHT, type WeightTable } from '../../engines/ranking.js';
import type { LeftOutKind, WordUse } from '../reading.js';
import type { Word } from '../address-tokens.js';
import { LOCALITY_KIND_QUALIFIERS } from '../../shared/vocabulary.js';
import { CONTACTS } from './contacts.js';
import { COUNTRY, OLD_ADMINISTRATIVE } from './country.js';
import { ADDRESS_LINE_LABEL, DWELLING_LABEL, DWELLING_OWNER_LABEL, HOUSE_LOOK_NOTE, EMPTY_FIELD_LABELS, LABEL, LOCALITY_KIND_HEADING, MARKUP_LABELS, PLACEHOLDERS, RECORD_LABEL, STREET_AND_NUMBER_LABEL } from './labels.js';
import { BENEFIT, JOB_AD_HEAD, ROUTE_SHEET_HEAD, WORK_HOURS } from './job-ads.js';
import { LISTING_HEAD, LISTING_ROOMS, LISTING_SELLER, LOST_NOTICE_HEAD } from './listings.js';
import { ENGLISH_PROSE, MESSAGES, WAY_TO_ADDRESS, HASHTAGS } from './messages.js';
import { BRACKETS_AFTER_NUMBER, BUILDING_NOTE, BUILDING_WORD_AFTER_VALUE, CLERK_NOTE, CORNER_NOTE, SCHOOL_CLASS, SEAT_NUMBER, GRAVE_PLOT, RIBBON_TEXT, SPORT_CATEGORY, SUBSCRIPTION_COUNT, GOODS_NOTE, PAYMENT_PURPOSE, DASHED_NOTE, FLOOR_IN_ENGLISH_ORDER, GLUED_LANDMARK_NOTE, LANDMARK_IN_PLACE, LANDMARK_NOTE, NO_NUMBER_NOTE, NOTE_AFTER_ADDRESS_DASH, PARENTHESIZED_NOTES, QUANTITY_NOTE, ROAD_AFTER_PLACE, SITE_NOTE, THING_AFTER_NUMBER, WORK_LOG_LEAD, WORK_LOG_STATUS, WORKPLACE_NOTE, SERVED_STREETS } from './notes.js';
import { DOCUMENT_FORMULA, DOCUMENT_TITLE, TRADE_REGISTER_NUMBER, VALIDITY } from './documents.js';
import { DIRECTION_AFTER_PLACE, NEIGHBOURHOOD_BEFORE_STREET, PLACE_NEAR, ROAD_POSITION_BEFORE_PLACE } from './places-near.js';
import { EMERGENCY_CALL_HEADER, GROUPED_PHONE, IDENTITY_DOCUMENT, AMOUNT, MARKED_OLD_POSTAL_CODE, MARKED_PHONE, PHONE_LEAD, REGISTRY_REFERENCE, VEHICLE_PLATE, WHOLE_PHONE, PO_BOX, WHOLE_PERSONAL_CODE } from './numbers.js';
import { COMPANIES, INSTITUTION_AFTER_ADDRESS, NUMBERED_THINGS, SERVICE_BEFORE_PLACE, STATION_IN_SENTENCE } from './organisations.js';
import { PICKUP_LEAD } from './pickup.js';
import { BEFORE_DOMICILE, CARE_OF, CONTACT_PERSON, LIST_ITEM_NUMBER, LIST_ROW_NUMBER, PERSON_INTRODUCED } from './people.js';
import type { LeaveOutText, LeaveOutWeightName, OpeningRole, TextPass, WordRule } from './rule.js';
import { NOT_HERE, OPENING_ROLES } from './rule.js';
import { addRule, addRules, allRules, bitWords, hasRule, hasRuleAt, noRule, ruleBits, type RuleBits } from './rule-bits.js';
import { SERVED_PARTY } from './parties.js';
import { holdsSeparator, OBJECT_ADDRESS, SECOND_ADDRESS, SECOND_FIELD_NUMBER, SECOND_NUMBER, TRIP_DESTINATION } from './second-address.js';
import { AGENT_NOTE, SPELT_LETTER, SPOKEN, SPOKEN_LEAD_IN } from './spoken.js';
import { EVENT_TIME, WEEKDAY_BEFORE_DATE, YEAR_SPAN } from './time.js';
import { UTILITY_REFERENCE } from './utilities.js';

export { leaveOutCountryField } from './country.js';
export { headsOrganisation, organisationSpans, type OrganisationSpan } from './organisations.js';
export type { LeaveOutText, LeaveOutWeightName, Opener, OpeningRole, TextPass, WordRule } from './rule.js';

/** The rules that start at one word (each tried only at a word it may start at: its `opens`). */
export const WORD_RULES: readonly WordRule[] = [
  SECOND_ADDRESS,
  SERVED_STREETS,
  STATION_IN_SENTENCE,
  STREET_AND_NUMBER_LABEL,
  ADDRESS_LINE_LABEL,
  LABEL,
  DWELLING_LABEL,
  DWELLING_OWNER_LABEL,
  HOUSE_LOOK_NOTE,
  COUNTRY,
  OLD_ADMINISTRATIVE,
  PERSON_INTRODUCED,
  LIST_ITEM_NUMBER,
  LIST_ROW_NUMBER,
  CARE_OF,
  CONTACT_PERSON,
  IDENTITY_DOCUMENT,
  MARKED_PHONE,
  PHONE_LEAD,
  WHOLE_PHONE,
  WHOLE_PERSONAL_CODE,
  VEHICLE_PLATE,
  REGISTRY_REFERENCE,
  EMERGENCY_CALL_HEADER,
  AMOUNT,
  UTILITY_REFERENCE,
  MARKED_OLD_POSTAL_CODE,
  PO_BOX,
  GROUPED_PHONE,
  CLERK_NOTE,
  SCHOOL_CLASS,
  SEAT_NUMBER,
  GRAVE_PLOT,
  RIBBON_TEXT,
  SPORT_CATEGORY,
  SUBSCRIPTION_COUNT,
  PAYMENT_PURPOSE,
  WORK_LOG_LEAD,
  WORK_LOG_STATUS,
  WORKPLACE_NOTE,
  SITE_NOTE,
  LANDMARK_IN_PLACE,
  LANDMARK_NOTE,
  DASHED_NOTE,
  GLUED_LANDMARK_NOTE,
  CORNER_NOTE,
  PLACE_NEAR,
  QUANTITY_NOTE,
  GOODS_NOTE,
  SECOND_FIELD_NUMBER,
  BUILDING_NOTE,
  BUILDING_WORD_AFTER_VALUE,
  THING_AFTER_NUMBER,
  FLOOR_IN_ENGLISH_ORDER,
  SECOND_NUMBER,
  SPELT_LETTER,
  AGENT_NOTE,
  INSTITUTION_AFTER_ADDRESS,
  DIRECTION_AFTER_PLACE,
  ROAD_POSITION_BEFORE_PLACE,
  EVENT_TIME,
  WEEKDAY_BEFORE_DATE,
  YEAR_SPAN,
  JOB_AD_HEAD,
  LISTING_HEAD,
  LOST_NOTICE_HEAD,
  NEIGHBOURHOOD_BEFORE_STREET,
  LISTING_ROOMS,
  LISTING_SELLER,
  WORK_HOURS,
  BENEFIT,
  ROUTE_SHEET_HEAD,
  DOCUMENT_TITLE,
  DOCUMENT_FORMULA,
  VALIDITY,
  TRADE_REGISTER_NUMBER,
  SERVICE_BEFORE_PLACE,
  PICKUP_LEAD,
];

/**
 * The rules that read the whole text: e-mail and web addresses, companies, a message's words, the
 * labels of empty fields and of markup, notes in parentheses, what is before a domicile label, a thing numbered
 * before the street.
 */
export const TEXT_RULES: readonly TextPass[] = [CONTACTS, COMPANIES, HASHTAGS, MESSAGES, WAY_TO_ADDRESS, ENGLISH_PROSE, SPOKEN, SPOKEN_LEAD_IN, EMPTY_FIELD_LABELS, PLACEHOLDERS, MARKUP_LABELS, RECORD_LABEL, LOCALITY_KIND_HEADING, PARENTHESIZED_NOTES, BEFORE_DOMICILE, OBJECT_ADDRESS, SERVED_PARTY, TRIP_DESTINATION, NUMBERED_THINGS, NOTE_AFTER_ADDRESS_DASH, ROAD_AFTER_PLACE];

/** A set of leave-out rules: {@link LEAVE_OUT_RULES}, or fewer in tests (each rule is shown needed by its example read without it). */
export interface LeaveOutRules {
  readonly text: readonly TextPass[];
  readonly word: readonly WordRule[];
}

/** Every leave-out rule. */
export const LEAVE_OUT_RULES: LeaveOutRules = { text: TEXT_RULES, word: WORD_RULES };

/**
 * The rules read in a structured `street` field: what no column's cut can make of a street's name
 * (a note in brackets, `Str. Lungă nr. 4 (sunați la poartă)`, and any brackets after the house number,
 * `strada Iasomiei 45 (poarta verde)`; a note after a comma or dash, `Nr. 45, lângă biserică`, `…, în
 * spatele blocului`, or glued to the street's name, `aleea Teilor intrare prin spate`, as a technician's app takes
 * it; the corner, `nr. 15 colț cu str. Constanța`; an e-mail or web address; a telephone
 * number, after its word or whole; a no-number form closing the field, `Sat Ogrezea FN`). Not the others: a name cut at a column's width may end like a
 * country or an empty `nr.` (`Strada Bisericii Rom`, `Strada Constantin No`), and a street's name may
 * read like a greeting (`Strada Bună Ziua`).
 */
export const STREET_FIELD_RULES: LeaveOutRules = { text: [CONTACTS, PARENTHESIZED_NOTES, BRACKETS_AFTER_NUMBER, NOTE_AFTER_ADDRESS_DASH], word: [MARKED_PHONE, WHOLE_PHONE, DASHED_NOTE, CORNER_NOTE, GLUED_LANDMARK_NOTE, NO_NUMBER_NOTE] };

/** Options of {@link leaveOutNotes}. */
export interface LeaveOutOptions {
  /** How sure each rule is (`RankingOptions.leaveOut`); the defaults when absent. */
  readonly weights?: WeightTable<typeof LEAVE_OUT_WEIGHT> | undefined;
  /** The rules: {@link LEAVE_OUT_RULES} when absent. */
  readonly rules?: LeaveOutRules;
  /** Try every word rule at every word, not only where its opener says (tests compare the two). */
  readonly everyWord?: boolean;
  /** Run every text pass, whatever its hint and its look at the words say (tests compare the two). */
  readonly everyText?: boolean;
}

/** What one word opens: the word rules that may start at it and the text passes it lets run. */
interface WordOpenings {
  readonly rules: RuleBits;
  readonly passes: RuleBits;
}

/**
 * The rules that each opener lets start, a set of word rules (one bit a rule, {@link RuleBits}, as wide as
 * the list needs): by role, by word, after a number, after a separator; and the text passes each word lets
 * run, a set of text passes (their places in the list).
 */
interface OpenerMasks {
  /** The 32-bit words of a set of word rules and of a set of text passes. */
  readonly ruleWidth: number;
  readonly passWidth: number;
  readonly roles: Record<OpeningRole, RuleBits>;
  /** Whether any rule opens at a role, after a number, after a separator: a word is passed without a look at the sets when none does. */
  readonly anyRole: boolean;
  /** By word: the word rules it opens and the text passes (see `TextPass.opens`) it lets run. */
  readonly words: ReadonlyMap<string, WordOpenings>;
  readonly afterNumber: RuleBits;
  readonly afterSeparator: RuleBits;
  readonly anyAfterSeparator: boolean;
  /** The text passes that need no word (no `opens`). */
  readonly passesWithoutWord: RuleBits;
  /** The text passes opened by a word of no list too (`TextOpener.word`): their places and their tests. */
  readonly passPlaces: readonly number[];
  readonly passTests: ReadonlyArray<(folded: string) => boolean>;
  /** Every word rule (what `LeaveOutOptions.everyWord` lets start at every word). */
  readonly allRules: RuleBits;
  /**
   * The rules' functions and weights' names, by their place in the lists: arrays of one kind each. The rules are
   * object literals of many shapes (a text pass with or without `hint`, `mayHold`, `opens`; fields in several
   * orders), and reading `rule.at`, `rule.run`, `rule.hint` off them in the walk's loops was a load of many shapes
   * at one site, V8's slowest (`LoadIC_Megamorphic`, speed90); an array's element is one load.
   */
  readonly wordAt: ReadonlyArray<WordRule['at']>;
  readonly wordWeight: readonly LeaveOutWeightName[];
  readonly textRun: ReadonlyArray<TextPass['run']>;
  readonly textWeight: readonly LeaveOutWeightName[];
  readonly textHint: ReadonlyArray<RegExp | undefined>;
  readonly textMayHold: ReadonlyArray<TextPass['mayHold']>;
  /**
   * The sets {@link leaveOutNotes} fills at each call, made once for the list (a typed array's making costs more
   * than the few words it holds: speed111's profile); a nested call (none is made today) makes its own.
   */
  readonly scratch: LeaveOutScratch;
}

/** The sets one call of {@link leaveOutNotes} fills, kept with the rules' masks (see {@link OpenerMasks.scratch}). */
interface LeaveOutScratch {
  /** True while a call uses them. */
  busy: boolean;
  readonly anyOpens: RuleBits;
  readonly may: RuleBits;
  readonly passes: RuleBits;
  readonly hinted: RuleBits;
  /** The word rules each opening word may start, laid end to end; grown to the longest text read. */
  openers: RuleBits;
}

/** Sets of the widths of `wordCount` word rules and `textCount` text passes (see {@link LeaveOutScratch}). */
function leaveOutScratch(wordCount: number, textCount: number): LeaveOutScratch {
  return { busy: false, anyOpens: ruleBits(wordCount), may: ruleBits(wordCount), passes: ruleBits(textCount), hinted: ruleBits(textCount), openers: new Uint32Array(64 * bitWords(wordCount)) };
}

function openerMasks(rules: LeaveOutRules): OpenerMasks {
  const wordCount = rules.word.length;
  const textCount = rules.text.length;
  const roles = Object.fromEntries(OPENING_ROLES.map((role) => [role, ruleBits(wordCount)])) as Record<OpeningRole, RuleBits>;
  const wordRules = new Map<string, RuleBits>();
  const wordPasses = new Map<string, RuleBits>();
  const afterNumber = ruleBits(wordCount);
  const afterSeparator = ruleBits(wordCount);
  rules.word.forEach((rule, k) => {
    for (const role of rule.opens.roles ?? []) addRule(roles[role], k);
    for (const word of rule.opens.words ?? []) {
      let bits = wordRules.get(word);
      if (bits === undefined) wordRules.set(word, (bits = ruleBits(wordCount)));
      addRule(bits, k);
    }
    if (rule.opens.afterNumber) addRule(afterNumber, k);
    if (rule.opens.afterSeparator) addRule(afterSeparator, k);
  });
  const passesWithoutWord = ruleBits(textCount);
  const passPlaces: number[] = [];
  const passTests: Array<(folded: string) => boolean> = [];
  rules.text.forEach((pass, k) => {
    if (pass.opens === undefined) {
      addRule(passesWithoutWord, k);
      return;
    }
    for (const word of pass.opens.words) {
      let bits = wordPasses.get(word);
      if (bits === undefined) wordPasses.set(word, (bits = ruleBits(textCount)));
      addRule(bits, k);
    }
    if (pass.opens.word !== undefined) {
      passPlaces.push(k);
      passTests.push(pass.opens.word);
    }
  });
  const words = new Map<string, WordOpenings>();
  for (const word of new Set([...wordRules.keys(), ...wordPasses.keys()])) words.set(word, { rules: wordRules.get(word) ?? ruleBits(wordCount), passes: wordPasses.get(word) ?? ruleBits(textCount) });
  const anyRole = OPENING_ROLES.some((role) => !noRule(roles[role])) || !noRule(afterNumber) || !noRule(afterSeparator);
  return {
    ruleWidth: bitWords(wordCount), passWidth: bitWords(textCount), roles, anyRole, words, afterNumber, afterSeparator, anyAfterSeparator: !noRule(afterSeparator),
    passesWithoutWord, passPlaces, passTests, allRules: allRules(wordCount),
    wordAt: rules.word.map((rule) => rule.at), wordWeight: rules.word.map((rule) => rule.weight),
    textRun: rules.text.map((pass) => pass.run), textWeight: rules.text.map((pass) => pass.weight),
    textHint: rules.text.map((pass) => pass.hint), textMayHold: rules.text.map((pass) => pass.mayHold),
    scratch: leaveOutScratch(wordCount, textCount),
  };
}

/** The openers of {@link LEAVE_OUT_RULES}, folded into sets of rules once: a word no rule opens is passed with a few look-ups. */
const DEFAULT_MASKS = openerMasks(LEAVE_OUT_RULES);
/** The openers of {@link STREET_FIELD_RULES}. */
const STREET_FIELD_MASKS = openerMasks(STREET_FIELD_RULES);

/**
 * Sets `may` to the word rules that may start at word `i` (whose word opens `listed` of them, none when
 * undefined); true when there is any.
 */
function openersAt(m: OpenerMasks, listed: RuleBits | undefined, text: string, words: readonly Word[], i: number, may: RuleBits): boolean {
  // (Plain loops, not `fill` and `set`: a set is one or two words, and a call costs more than the loop.)
  const width = may.length;
  if (listed === undefined) for (let t = 0; t < width; t++) may[t] = 0;
  else for (let t = 0; t < width; t++) may[t] = listed[t]!;
  if (m.anyRole) {
    const w = words[i]!;
    const r = w.roles;
    // (Each of OPENING_ROLES read by name, on every word: a look-up by a key from the list is slower. A role
    // left out here fails test/leave-out.test.ts, which tries every rule at every word.)
    if (r.conjunction) addRules(may, m.roles.conjunction);
    if (r.streetType !== undefined) addRules(may, m.roles.streetType);
    if (r.label) addRules(may, m.roles.label);
    if (r.country) addRules(may, m.roles.country);
    if (r.phoneMarker) addRules(may, m.roles.phoneMarker);
    if (r.digitFirst) addRules(may, m.roles.digitFirst);
    if (r.numberMarker) addRules(may, m.roles.numberMarker);
    if (r.dashedNote) addRules(may, m.roles.dashedNote);
    if (r.note !== undefined) addRules(may, m.roles.note);
    if (i > 0) {
      const before = words[i - 1]!;
      if (before.roles.digitFirst) addRules(may, m.afterNumber);
      if (m.anyAfterSeparator && holdsSeparator(text, before.end, w.start)) addRules(may, m.afterSeparator);
    }
  }
  return !noRule(may);
}

/**
 * `sat Comanda nr. 12`: right after a locality kind word a word names the place (or qualifies the
 * kind: `Localitatea componentă`); nothing left out starts there. (Not after a kind word hyphened to
 * the word before it, which ends a name: `Abrud-Sat lângă Abrud`.)
 */
function namesAfterKind(text: string, words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  return i > 0 && !words[i]!.breakBefore && !used[i - 1] && words[i - 1]!.roles.localityKind !== undefined && !LOCALITY_KIND_QUALIFIERS.has(words[i]!.folded)
    && !(i > 1 && text.slice(words[i - 2]!.end, words[i - 1]!.start) === '-');
}

/**
 * The most proposals taken from one text (the rules look again after each). An address with notes
 * has a handful of things left out; a text of more is no one address, and what is left of it is
 * read as it is. It bounds the cost of any input.
 */
const MOST_LEAVE_OUT_STEPS = 16;

/** What one rule would leave out: the words `[from, to)` and how each would be marked (`marks[k - from]`). */
interface Proposal {
  readonly from: number;
  readonly to: number;
  readonly marks: readonly WordUse[];
  readonly weight: number;
  /** The rule that proposes it. */
  readonly rule: TextPass | WordRule;
}

/**
 * Marks in `used` the words of `text` that are no part of the postal address, each with what it
 * is. Every rule proposes what it would leave out, reading what is decided so far (each on a copy:
 * no rule sees another's proposal). Read from the text's start, the first proposal is taken, or
 * the surer rule's where another would leave out some of the same words (its weight in
 * `RankingOptions.leaveOut`; then the one of more words); then the rules look again, since what is
 * taken may open or close a field for another (`Adresa de livrare: buna ziua, …`: the greeting opens
 * what is left after the label), until none proposes anything (at most {@link MOST_LEAVE_OUT_STEPS}
 * proposals are taken).
 */
export function leaveOutNotes(text: string, words: readonly Word[], used: WordUse[], options: LeaveOutOptions = {}): void {
  const rules = options.rules ?? LEAVE_OUT_RULES;
  const masks = rules === LEAVE_OUT_RULES ? DEFAULT_MASKS : rules === STREET_FIELD_RULES ? STREET_FIELD_MASKS : openerMasks(rules);
  const kept = masks.scratch;
  // (The masks' sets, cleared, when no other call uses them; a call inside a rule, if one ever made one, its own.)
  const scratch = kept.busy ? leaveOutScratch(rules.word.length, rules.text.length) : kept;
  scratch.busy = true;
  try {
    walkRules(text, words, used, options, rules, masks, scratch);
  } finally {
    scratch.busy = false;
  }
}

/** {@link leaveOutNotes}' walk, on the sets of `sets` (cleared here). */
function walkRules(text: string, words: readonly Word[], used: WordUse[], options: LeaveOutOptions, rules: LeaveOutRules, masks: OpenerMasks, sets: LeaveOutScratch): void {
  const n = words.length;
  const weights = options.weights ?? LEAVE_OUT_WEIGHT;
  // Where each word rule may start: the same at every step (an opener is the word's, not what is decided),
  // the sets laid end to end in `openers`, one of `masks.ruleWidth` words an opening word; and the text
  // passes whose words the text holds (the same look-up a word).
  const width = masks.ruleWidth;
  let opening: number[] | undefined;
  if (sets.openers.length < n * width) sets.openers = new Uint32Array(Math.max(n * width, 2 * sets.openers.length));
  const openers = sets.openers;
  const { anyOpens, may, passes, hinted } = sets;
  anyOpens.fill(0);
  passes.set(masks.passesWithoutWord);
  const tests = masks.passTests.length;
  for (let i = 0; i < n; i++) {
    const folded = words[i]!.folded;
    const opened = masks.words.get(folded);
    if (opened !== undefined) addRules(passes, opened.passes);
    for (let t = 0; t < tests; t++) if (!hasRule(passes, masks.passPlaces[t]!) && masks.passTests[t]!(folded)) addRule(passes, masks.passPlaces[t]!);
    if (options.everyWord) may.set(masks.allRules);
    else if (!openersAt(masks, opened?.rules, text, words, i, may)) continue;
    (opening ??= []).push(i);
    const at = (opening.length - 1) * width;
    for (let t = 0; t < width; t++) {
      openers[at + t] = may[t]!;
      anyOpens[t]! |= may[t]!;
    }
  }
  // The text rules the text may hold (a look at the text spares most addresses a rule).
  hinted.fill(0);
  const textCount = rules.text.length;
  for (let k = 0; k < textCount; k++) {
    const hint = masks.textHint[k];
    const mayHold = masks.textMayHold[k];
    if (options.everyText || (hasRule(passes, k) && (hint === undefined || hint.test(text)) && (mayHold === undefined || mayHold(words)))) addRule(hinted, k);
  }
  if (opening === undefined && noRule(hinted)) return;

  // Each rule marks a copy of `used` (kept equal to it between rules: restored only after a rule marked something).
  const scratch = used.slice();
  const c: LeaveOutText = { text, words, used: scratch };
  const found: Proposal[] = [];
  // A word rule's walk as it was before its latest find, once it has found something.
  let before: WordUse[] | undefined;
  const wordCount = rules.word.length;
  for (let step = 0; step < MOST_LEAVE_OUT_STEPS; step++) {
    found.length = 0;
    for (let k = 0; k < textCount; k++) {
      if (!hasRule(hinted, k)) continue;
      masks.textRun[k]!(c);
      if (proposalsOf(used, scratch, rules.text[k]!, weights[masks.textWeight[k]!], found)) copyInto(used, scratch);
    }
    if (opening !== undefined) {
      for (let k = 0; k < wordCount; k++) {
        if (!hasRule(anyOpens, k)) continue;
        const at = masks.wordAt[k]!;
        let base: readonly WordUse[] = used;
        let resume = 0;
        for (let j = 0; j < opening.length; j++) {
          const i = opening[j]!;
          if (i < resume || !hasRuleAt(openers, j * width, k) || scratch[i] || namesAfterKind(text, words, scratch, i)) continue;
          const next = at(c, i);
          if (next === NOT_HERE) continue;
          resume = next;
          // Each find is a proposal of its own (a label right after another is a second label).
          proposalsOf(base, scratch, rules.word[k]!, weights[masks.wordWeight[k]!], found);
          before ??= new Array<WordUse>(n);
          copyInto(scratch, before);
          base = before;
        }
        if (base !== used) copyInto(used, scratch);
      }
    }
    if (found.length === 0) return;
    take(found, used);
    copyInto(used, scratch);
  }
}

/** `into` made equal to `from`. */
function copyInto(from: readonly WordUse[], into: WordUse[]): void {
  for (let k = 0; k < from.length; k++) into[k] = from[k]!;
}

/**
 * The runs of words `rule` marked in `marked` otherwise than `used` has them, each a proposal of
 * weight `weight`, added to `found`; true when there is any.
 */
function proposalsOf(used: readonly WordUse[], marked: readonly WordUse[], rule: TextPass | WordRule, weight: number, found: Proposal[]): boolean {
  const n = used.length;
  let any = false;
  for (let k = 0; k < n; k++) {
    if (marked[k] === used[k]) continue;
    let end = k + 1;
    while (end < n && marked[end] !== used[end]) end++;
    found.push({ from: k, to: end, marks: marked.slice(k, end), weight, rule });
    any = true;
    k = end;
  }
  return any;
}

/**
 * Takes proposals of `found` into `used`, reading the text from its start: of the proposals that
 * overlap the one that starts first, the surest rule's (its weight), then the one of more words,
 * then the first; and with it the other finds of the same rule that no other rule's proposal
 * overlaps (its walk found them with the first marked: `tel. 0744 123 456, tel. 0721 …`). Not the
 * other rules' proposals: what is taken may change what they read (`Strada și nr.: Lungă 5;
 * Bulevardul …`: the label taken, no street type is left before the second field, which is no
 * second address then).
 */
function take(found: readonly Proposal[], used: WordUse[]): void {
  let first = found[0]!;
  for (const p of found) if (p.from < first.from) first = p;
  let best = first;
  for (const p of found) {
    if (p.from >= first.to || first.from >= p.to) continue;
    if (p.weight > best.weight || (p.weight === best.weight && (p.to - p.from > best.to - best.from || (p.to - p.from === best.to - best.from && p.from < best.from)))) best = p;
  }
  for (const p of found) {
    if (p !== best && (p.rule !== best.rule || found.some((q) => q.rule !== p.rule && q.from < p.to && p.from < q.to))) continue;
    for (let k = p.from; k < p.to; k++) used[k] = p.marks[k - p.from]!;
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
