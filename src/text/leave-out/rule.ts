/**
 * What every leave-out rule works on, and the shape of the rules: those that start at one word and
 * those that read the whole text. The rules themselves are in the modules beside this one, one
 * family of things a text may hold that is no part of the address; `index.ts` lists them (in no
 * order: where two would leave out the same words, their weights decide).
 */
import type { LEAVE_OUT_WEIGHT } from '../../engines/ranking.js';
import { colonAfter, type Word } from '../address-tokens.js';
import type { LeftOutKind, WordUse } from '../reading.js';

/** The name of a rule's weight in the ranking table's `leaveOut` ({@link LEAVE_OUT_WEIGHT}): how sure its finds are. */
export type LeaveOutWeightName = keyof typeof LEAVE_OUT_WEIGHT;

/**
 * The text being read, its words, and how each word is used: what is decided so far, which a rule
 * reads (a greeting left out opens what is after it), and where the rule marks what it would leave
 * out (a copy: what it marks is a proposal, weighed against the other rules' before it is taken).
 */
export interface LeaveOutText {
  readonly text: string;
  readonly words: readonly Word[];
  readonly used: WordUse[];
}

/** A rule's answer when word `i` opens nothing it leaves out. */
export const NOT_HERE = -1;

/** The roles of a word that may let a rule start at it (a role that is a kind or an object counts when set). */
export const OPENING_ROLES = ['conjunction', 'streetType', 'label', 'country', 'phoneMarker', 'digitFirst', 'numberMarker', 'dashedNote', 'note'] as const;
/** One of {@link OPENING_ROLES}. */
export type OpeningRole = (typeof OPENING_ROLES)[number];

/**
 * The words a rule may start at: one with any of `roles`, one of `words` (as folded), one right
 * after a number (`afterNumber`), or one after a `;`, `/` or `|` (`afterSeparator`). The walk tries
 * a rule only there (most words open nothing, and are passed with a few look-ups);
 * test/leave-out.test.ts checks that trying every rule at every word leaves out the same.
 */
export interface Opener {
  readonly roles?: readonly OpeningRole[];
  readonly words?: Iterable<string>;
  readonly afterNumber?: boolean;
  readonly afterSeparator?: boolean;
}

/**
 * One kind of words that are no part of the address, found from the word that opens them
 * (`tel.` of `tel. 0744 123 456`). `at` marks in `used` the words it leaves out and returns the
 * index of the first word it did not look at (the walk goes on from there), or {@link NOT_HERE}
 * when word `i` opens nothing of its kind; the next rule is tried then.
 */
export interface WordRule {
  /** How sure the rule is of what it finds: the name of its weight in `RankingOptions.leaveOut`. */
  readonly weight: LeaveOutWeightName;
  /** What the words are left out as (their `ignored` kind). */
  readonly kind: LeftOutKind;
  /** A text the rule reads, and the words it leaves out there (joined by a space, as folded): test/leave-out.test.ts checks each. */
  readonly example: { readonly text: string; readonly leftOut: string };
  /** The words it may start at. */
  readonly opens: Opener;
  at(c: LeaveOutText, i: number): number;
}

/**
 * A rule that reads the whole text: what cannot be found from one word alone (a greeting that opens the
 * text, what is in parentheses, a thing numbered before the street). `hint`, when set, is a look
 * at the text that spares most addresses the pass.
 */
export interface TextPass {
  readonly name: string;
  /** How sure the rule is of what it finds: the name of its weight in `RankingOptions.leaveOut`. */
  readonly weight: LeaveOutWeightName;
  readonly hint?: RegExp;
  /** When set, a look at the words after the hint's at the text: false when the pass can leave out nothing of them. */
  readonly mayHold?: (words: readonly Word[]) => boolean;
  /**
   * When set, the words one of which a text must hold for the pass to leave out anything (as folded), and
   * what else may open it (`word`: a word of no list, `aaa`): looked up with the word rules' openers, one
   * look-up a word for every rule, so that most texts skip the pass without a look at their words of its own.
   */
  readonly opens?: TextOpener;
  run(c: LeaveOutText): void;
}

/** What a text pass needs among a text's words (see {@link TextPass.opens}). */
export interface TextOpener {
  readonly words: Iterable<string>;
  /** A word that opens the pass though no list holds it. */
  readonly word?: (folded: string) => boolean;
}

/** True when the words from `i` are `phrase`, in one field. */
export function phraseAt(words: readonly Word[], phrase: readonly string[], i: number): boolean {
  if (i < 0 || i + phrase.length > words.length) return false;
  for (let k = 0; k < phrase.length; k++) if (words[i + k]!.folded !== phrase[k] || (k > 0 && words[i + k]!.breakBefore)) return false;
  return true;
}

/** True when what is written after word `i` (see {@link textAfter}) opens with a colon, after spaces and a period maybe (`Adresa:`, `Nr.:`). */
export function colonAfterWord(c: LeaveOutText, i: number): boolean {
  return colonAfter(c.text, c.words[i]!.end, c.words[i + 1]?.start ?? c.text.length);
}

/** What is written between word `i` and the next (to the text's end after the last). */
export function textAfter(c: LeaveOutText, i: number): string {
  return c.text.slice(c.words[i]!.end, c.words[i + 1]?.start ?? c.text.length);
}

/** The end (exclusive) of the field of word `i`: the next word that opens a field. */
export function fieldEnd(words: readonly Word[], i: number): number {
  let k = i + 1;
  while (k < words.length && !words[k]!.breakBefore) k++;
  return k;
}

/** Marks the words `[from, to)` as left out as `kind`. */
export function mark(used: WordUse[], from: number, to: number, kind: WordUse): void {
  for (let k = from; k < to; k++) used[k] = kind;
}
