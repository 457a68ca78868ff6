/**
 * What the twenty-fifth session's merges did to each other, each read in general (issue 24): a technician's log
 * (shapes62) closes with a status word (`ok`), and a county's code before it (`… nr 118 CL ok`) was read as a
 * hotline agent's note (`cl` opens one when a word follows: `cl roagă să sunați`), so the county was lost and a
 * namesake village of another county answered; a technician's landmark glued before the house number (shapes63,
 * `intrare prin spate 40`) took a block's phrase too (`în dreptul blocului nr. 5`, where the number is the block's,
 * shapes40), so a block's number became the house's. Each example is compared with the same address written plainly, so
 * the test says what the words around it must not change.
 */
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { expectSameCodeOf } from './helpers/habit-answers.js';
import { builtIndex } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const same = expectSameCodeOf(index);

describe('verify: the words around an address, after the twenty-fifth session\'s merges', () => {
  it('a county\'s code `CL` before a technician\'s status (`ok`, `rezolvat`) stays Călărași\'s, not an agent\'s note', () => {
    same('sapunari nr 118 cl ok', 'Săpunari, Călărași');
    same('instalat router la sapunari nr 118 CL OK', 'Săpunari, Călărași');
    same('tras fibra darvari nr 134 cl rezolvat', 'Dârvari, Călărași');
    // (An agent's note after `cl` is still one: a word that is no status follows it.)
    same('Craiova str Lebedei nr 9 jud Dolj cl roaga sa sunati inainte', 'Str. Lebedei 9, Craiova');
  });

  it('a landmark glued before a number keeps a block\'s number the block\'s (`în spatele blocului 75`), a way in\'s before the house number', () => {
    for (const text of ['Str. Lungă în dreptul blocului nr. 5, Brașov', 'strada Lungă în spatele blocului 75, Brașov', 'Str. Lungă lângă scara 2, Brașov']) {
      const r = index.verify({ freeform: text });
      expect(r.ignored?.some((x) => x.as === 'note' && /bloc|scara/.test(x.text)) ?? false, text).toBe(false);
    }
    same('str decebal intrarea din curte 19 ap 4, turda, cluj', 'Str. Decebal 19, Turda');
  });
});
