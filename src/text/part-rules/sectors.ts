/**
 * București's sector written without its word (`Sector 3` and its forms are read with the locality
 * kinds, `shared/aliases.ts`): a bare number after București, a letter glued to it.
 */
import { BUCHAREST_WORDS } from '../../shared/vocabulary.js';
import { spanText } from '../address-tokens.js';
import { closesField } from '../runs.js';
import type { PartRule, PartText } from './rule.js';

/**
 * `mantuleasa 10 bucuresti 3`, `Bucuresti 2, Pantelimon 10`: a lone 1 to 6 closing its field right
 * after București is its sector, when another number can be the house's (`Calea Victoriei București 5`
 * keeps 5), and București is not a street's name (after a type word: `Bl. A1, Ap. 14, Piața
 * București 1, Oradea` keeps 1).
 */
export const AFTER_BUCHAREST: PartRule = {
  weight: 'afterBucharest',
  part: 'sector',
  example: { text: 'Mântuleasa 10, București 3', reads: '3' },
  read({ text, words, used, parts }: PartText): void {
    for (let i = 0; i + 1 < words.length && parts.sector === undefined; i++) {
      const next = words[i + 1]!;
      if (used[i] || used[i + 1] || next.breakBefore || !BUCHAREST_WORDS.has(words[i]!.folded) || !/^[1-6]$/.test(next.folded) || !closesField(words, used, i + 1)) continue;
      if (!words.some((w, k) => k !== i + 1 && !used[k] && w.roles.number)) continue;
      if (i > 0 && !words[i]!.breakBefore && words[i - 1]!.roles.typeWord) continue;
      parts.sector = { sector: Number(next.folded), text: spanText(text, [next]), source: [next] };
      used[i + 1] = 'part';
    }
  },
};

/**
 * `Str. Sebastian 50, B5`: București's letter glued to a sector's number, a field of its own closing
 * an address whose house number came before (a block is written `bl. B5`). (The last word kept: a
 * courtesy may follow, `…, B5 Mulțumesc!`.)
 */
export const LETTER_AND_NUMBER: PartRule = {
  weight: 'letterAndNumber',
  part: 'sector',
  example: { text: 'Str. Sebastian 50, B5', reads: 'B5' },
  read({ text, words, used, parts, streets }: PartText): void {
    const n = words.length;
    let at = n - 1;
    while (at > 0 && used[at]) at--;
    const last = words[at]!;
    if (parts.sector === undefined && streets && at >= 2 && !used[at] && last.breakBefore && /^b[1-6]$/.test(last.folded)
      && words.some((w, k) => k < at && !used[k] && w.roles.digitFirst)) {
      parts.sector = { sector: Number(last.folded[1]), text: spanText(text, [last]), source: [last] };
      used[at] = 'part';
    }
  },
};
