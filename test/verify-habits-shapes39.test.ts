/**
 * A direction after a place (the twenty-sixth typist's roadside records): `la ieșirea din X spre Y`, `X în
 * direcția Y`, `X, către Y`, `X pe sensul spre Y`. The place after the direction word is where the road goes,
 * not the address's commune or town (leave-out's `DIRECTION_AFTER_PLACE`, `DIRECTION_WORDS`). Examples of
 * other places than the typist's (each failed on 75703f9's code), what a direction word must not take (the
 * address after `pe drum spre`), and a property over the index's villages: a direction to another commune
 * of the county written after the village keeps the plain address's code. And a spaced dash after a firm and its
 * label (`Destinatar: Agro Nord SRL - punct de lucru Bodești, Neamț`) closes no address: the village after the
 * site's words is read, not left out with them as a note about the case.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { answeredCode, builtIndex } from './helpers/index.js';
import { communeVillages } from './helpers/commune-villages.js';

const index = builtIndex() as LoadedIndex;
const answer = (text: string): string | undefined => answeredCode(index, text);

describe('verify: a direction after a place, examples', () => {
  it('reads the place before the direction word, not the one the road goes to (was that town, or ambiguous)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['Hală depozitare, Zărnești în direcția Brașov, jud. Brașov', '505800'],
      ['Stație betoane Cristian, către Sibiu, jud. Sibiu', '557085'],
      ['la iesirea din chinteni spre cluj-napoca, jud cluj', '407205'],
      ['Sârca direcția Hârlău, com. Bălțați, jud. Iași', '707031'],
      ['Mihăilești înspre Giurgiu, GR', '085200'],
      ['Podari catre Craiova, jud. Dolj', '207465'],
    ];
    for (const [text, expected] of cases) {
      const r = index.verify({ freeform: text });
      expect(r.address?.postal_code, text).toBe(expected);
      expect(r.verdict, text).not.toBe('ambiguous');
    }
  });

  it('leaves out the direction, its lead and the place as a note', () => {
    const r = index.verify({ freeform: 'Sânpetru pe sensul spre Brașov, jud. Brașov' });
    expect(r.address?.postal_code).toBe('507190');
    expect(r.verdict).toBe('valid');
    expect(r.ignored).toEqual([{ text: 'pe sensul spre Brașov', as: 'note' }]);
  });

  it('keeps the place after a direction word that follows no place\'s name (a street type\'s word, a message\'s)', () => {
    expect(answer('suntem pe drum spre Ghimbav, jud. Brașov')).toBe('507075');
    expect(answer('Livrare către: Zărnești, jud. Brașov')).toBe('505800');
  });
});

describe('verify: a firm, a dash and its site\'s words before the village', () => {
  it('reads the village after the site\'s words (was the county, another county\'s village, or not found)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['Beneficiar: Agro Nord SRL - punct de lucru Bodești, Neamt', '617070'],
      ['Destinatar: Carpat Agro SRL - punct de lucru Sârca, Iași', '707031'],
      ['Client: Vest Energy SRL - pct. de lucru Podari, DJ', '207465'],
    ];
    for (const [text, expected] of cases) expect(answer(text), text).toBe(expected);
  });

  it('a firm, a dash and a site\'s words before the village and its county keep the plain address\'s code (fast-check)', () => {
    const villages = communeVillages(index.catalog);
    let checked = 0;
    let kept = 0;
    fc.assert(fc.property(fc.nat(villages.length - 1), fc.constantFrom('Destinatar: Alfa Trans SRL', 'Beneficiar: Nord Agro SA', 'Client: Ferma Verde S.R.L.'),
      fc.constantFrom('punct de lucru', 'pct. de lucru', 'punct de descărcare', 'punct de livrare'), (at, firm, site) => {
        const v = villages[at]!;
        const plain = answer(`${v.name}, ${v.county}`);
        checked++;
        if (plain !== v.code) return;
        const text = `${firm} - ${site} ${v.name}, ${v.county}`;
        expect(answer(text), text).toBe(plain);
        kept++;
      }), { numRuns: 80, seed: 3930 });
    expect(checked).toBe(80);
    expect(kept).toBeGreaterThanOrEqual(30);
  });
});

describe('verify: a direction after a place, properties over the index\'s villages', () => {
  const villages = communeVillages(index.catalog);
  it('a direction word and another commune of the county after the village keep the plain address\'s code (fast-check)', () => {
    let checked = 0;
    let kept = 0;
    fc.assert(fc.property(fc.nat(villages.length - 1), fc.nat(villages.length - 1),
      fc.constantFrom('spre', 'către', 'catre', 'în direcția', 'directia', 'înspre', 'pe sensul spre'), fc.constantFrom(' ', ', '), (at, other, direction, joint) => {
        const v = villages[at]!;
        // Another commune of the same county, the road's end.
        const to = [...villages.slice(other), ...villages.slice(0, other)].find((w) => w.county === v.county && w.unit !== v.unit && w.unit !== v.name && w.name !== v.name);
        checked++;
        if (to === undefined) return;
        const plain = answer(`${v.name}, com. ${v.unit}, jud. ${v.county}`);
        if (plain !== v.code) return;
        const text = `${v.name}${joint}${direction} ${to.unit}, com. ${v.unit}, jud. ${v.county}`;
        expect(answer(text), text).toBe(plain);
        kept++;
      }), { numRuns: 80, seed: 3929 });
    expect(checked).toBe(80);
    expect(kept).toBeGreaterThanOrEqual(60);
  });
});
