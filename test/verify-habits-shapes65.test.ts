/**
 * A venue's word before a village of the commune written after it (issue 24, shapes65): `Casa Radu Negru, com. Modelu`,
 * `Vila Miron Costin, com. Trifești`. The first field reads like a person's name (the run decoder's `person` label),
 * but its last words name a place of the very commune the address names: that village is the answer, not the
 * commune's seat with the field left out as an addressee (which d071aad answered `valid` at 0.97). Examples (each
 * answered the seat on d071aad's code), and a property over the communes' villages named like a person: the venue's
 * word before the village keeps the code of `sat <village>, comuna <unit>`.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { isGivenName } from '../src/shared/street-name.js';
import { fold } from '../src/shared/normalize.js';
import { answerOf, expectCodesOf } from './helpers/habit-answers.js';
import { communeVillages } from './helpers/commune-villages.js';
import { builtIndex } from './helpers/index.js';
import { propertyRuns } from './helpers/town-streets.js';

const index = builtIndex() as LoadedIndex;
const answer = answerOf(index);
const expectCodes = expectCodesOf(answer);

/** Villages of communes whose name has a given name among its words: the field reads like a person's. */
const personLike = communeVillages(index.catalog).filter((v) => fold(v.name).split(' ').some((w) => isGivenName(w)));

describe('verify: a venue\'s word before a village of the commune written', () => {
  it('answers the village, not the commune\'s seat (was the seat, valid at 0.97)', () => {
    expectCodes([
      ['Casa Radu Negru, com. Modelu, jud. Călărași', '917181'],
      ['Vila Miron Costin, com. Trifești, Neamț', '617476'],
      ['Casa Stânca, comuna Pipirig, jud. Neamț', '617332'],
      ['Vila Stefan Voda, com. Dofteana, jud. Bacău', '607167'],
    ]);
  });

  it('a person\'s name before a commune that has no place of that name still leaves the name out', () => {
    const r = index.verify({ freeform: 'Ion Popescu, com. Gârbou, jud. Sălaj' });
    expect(r.address.locality).toBe('Gârbou');
    expect(r.ignored?.some((i) => i.as === 'person' && i.text === 'Ion Popescu')).toBe(true);
  });

  it('a village written as such stays the answer whatever the field before it names', () => {
    expectCodes([['punct Tudor Vladimirescu, sat Muncelu de Sus, com. Mogoșești-Siret, jud. Iași', '707336']]);
  });

  it('a venue\'s word before a village named like a person keeps the code of the village with `sat`', () => {
    expect(personLike.length).toBeGreaterThan(20);
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: personLike.length - 1 }), fc.constantFrom('Casa', 'Casă', 'Vila', 'Cabana'), (i, venue) => {
      const v = personLike[i]!;
      const plain = answer(`sat ${v.name}, comuna ${v.unit}, jud. ${v.county}`);
      // Only villages the plain address finds sure and unique (a namesake in the commune leaves it ambiguous).
      if (plain.code !== v.code || plain.confidence < 0.9) return;
      checked++;
      const wrapped = answer(`${venue} ${v.name}, comuna ${v.unit}, jud. ${v.county}`);
      expect(wrapped.code, `${venue} ${v.name}, comuna ${v.unit}`).toBe(v.code);
    }), propertyRuns(65));
    expect(checked).toBeGreaterThan(20);
  });
});
