/**
 * The postal code written in an address: six digits (`400084`, with `cod poștal`/`CP` before it), in
 * two groups of three (`400 084`), or without the leading zero a spreadsheet's number column drops
 * (`10093` for București's 010093).
 */
import { withDroppedZero } from '../../shared/normalize.js';
import { closesField, opensSegment } from '../runs.js';
import type { PartRule, PartText } from './rule.js';

/** `Str. Horea 5, 400084 Cluj-Napoca`, `CP 400084`: six digits anywhere; a postal-code word before them goes with them. */
export const SIX_DIGITS: PartRule = {
  weight: 'sixDigits',
  part: 'postalCode',
  example: { text: 'Str. Horea 5, cod poștal 400084, Cluj-Napoca', reads: '400084' },
  read({ text, words, used, parts }: PartText): void {
    for (let i = 0; i < words.length && parts.postalCode === undefined; i++) {
      if (!words[i]!.roles.postalCode || used[i]) continue;
      const from = withPostalWords(words, used, i);
      for (let k = from; k <= i; k++) used[k] = 'part';
      parts.postalCode = { text: text.slice(words[i]!.start, words[i]!.end), digits: words[i]!.folded, source: words.slice(from, i + 1) };
    }
  },
};

/** Between the two groups of a code: a space, or a dot as the thousands of a number are written (`400.084`). */
const GROUP_SEPARATOR = /^[ .]$/;

/** `400 084`, `400.084`: the code written in two groups of three digits (not after a house marker: `nr. 100 200`). */
export const TWO_GROUPS: PartRule = {
  weight: 'twoGroups',
  part: 'postalCode',
  example: { text: 'Str. Horea 5, 400 084 Cluj-Napoca', reads: '400 084' },
  read({ text, words, used, parts }: PartText): void {
    for (let i = 0; i + 1 < words.length && parts.postalCode === undefined; i++) {
      const a = words[i]!;
      const b = words[i + 1]!;
      // (Each expression only on words that open with a digit: most open with a letter.)
      if (used[i] || used[i + 1] || !a.roles.digitFirst || !b.roles.digitFirst || !/^\d{3}$/.test(a.folded) || !/^\d{3}$/.test(b.folded) || !GROUP_SEPARATOR.test(text.slice(a.end, b.start))) continue;
      if (i > 0 && words[i - 1]!.roles.houseMarker) continue;
      const from = withPostalWords(words, used, i);
      for (let k = from; k <= i + 1; k++) used[k] = 'part';
      parts.postalCode = { text: text.slice(a.start, b.end), digits: a.folded + b.folded, source: words.slice(from, i + 2) };
    }
  },
};

/**
 * `…, București, 10093`, `Giurgiu 80001`: a code whose leading zero a spreadsheet's number column
 * dropped (București's, Ilfov's and Giurgiu's start with 0; no code has five digits): five digits
 * opening or closing a field, not a marked number's or a name's (`nr. 10093`).
 */
export const WITHOUT_LEADING_ZERO: PartRule = {
  weight: 'withoutLeadingZero',
  part: 'postalCode',
  example: { text: 'Calea Victoriei 120, București, 10093', reads: '10093' },
  read({ text, words, used, parts }: PartText): void {
    for (let i = 0; i < words.length && parts.postalCode === undefined; i++) {
      const w = words[i]!;
      const code = !used[i] && w.folded.length === 5 && w.roles.digitFirst ? withDroppedZero(w.folded) : undefined;
      if (code === undefined || !(opensSegment(words, i) || closesField(words, used, i))) continue;
      const prev = words[i - 1];
      if (prev !== undefined && !w.breakBefore && (prev.roles.houseMarker || prev.roles.numberMarker || prev.roles.typeWord || prev.roles.streetType !== undefined)) continue;
      used[i] = 'part';
      parts.postalCode = { text: text.slice(w.start, w.end), digits: code, source: [w] };
    }
  },
};

/** The first of the postal-code words (`cod poștal`, `CP`) right before word `i` and unused, or `i`. */
function withPostalWords(words: PartText['words'], used: PartText['used'], i: number): number {
  let from = i;
  while (from > 0 && words[from - 1]!.roles.postalWord && !used[from - 1]) from--;
  return from;
}
