/** E-mail and web addresses written beside a postal address. */
import { CONTACT_LABELS } from '../../shared/vocabulary.js';
import type { LeaveOutText, TextPass } from './rule.js';

/** An e-mail or web address as written: no spaces in it (and one `@`: no backtracking over others). */
const CONTACT = /[^\s,;()<>@]+@[^\s,;()<>@]+\.[a-z]{2,}|(?:https?:\/\/|www\.)[^\s,;()<>]+/giu;

/**
 * `e-mail: office@scoala5.ro`, `www.scoala5.ro`, `https://…`: an e-mail or web address, and the
 * words that label it just before it in its field ({@link CONTACT_LABELS}), are no part of the
 * postal address (its `ro` is no country, its words no place).
 */
export const CONTACTS: TextPass = {
  weight: 'contact',
  name: 'contacts',
  // What an e-mail or web address has that no postal address has: a look at the text spares most addresses the search.
  hint: /@|www\.|https?:/i,
  run({ text, words, used }: LeaveOutText): void {
    for (const m of text.matchAll(CONTACT)) {
      const from = m.index;
      const to = from + m[0].length;
      let first = -1;
      for (let k = 0; k < words.length; k++) {
        if (words[k]!.start >= from && words[k]!.end <= to) {
          used[k] = 'contact';
          if (first < 0) first = k;
        }
      }
      for (let k = first - 1; first > 0 && k >= 0 && CONTACT_LABELS.has(words[k]!.folded) && !words[k + 1]!.breakBefore; k--) used[k] = 'contact';
    }
  },
};
