/**
 * Farms, animals and the countryside's registers (issue 24, shapes93): what the fortieth typist's set got wrong or
 * unsure, each class in general, with examples of other places than the set's (each answered otherwise, or below 0.7,
 * on 7c69e93's code) and a property per class.
 *
 * 1. A farmer's message in small letters whose request after the place has `sa` (să) after a verb (`… vreau sa vand 2
 *    vitei`): the conjunction (`SUBJUNCTIVE_VERBS`), no company's `SA` ending the words before it as a firm's name.
 * 2. A milk centre's supplier row: `Furnizor 0096 <name>` (a supplier's entry: `REGISTRY_WORDS`), the place between
 *    dashes, then the herd (`4 vaci`, `COUNTED_THING_WORDS`) and the milk a day (`285 l/zi`, `YIELD_UNITS`): notes.
 * 3. A register's letters for the village and the commune: `s. … cm. … j. …` (`cm` a commune's marker, aliases.ts).
 * 4. A register's role and volume (`Rol tip 1, vol. II, poz. 297`), a holding's code and ear tags (`Exploatatie
 *    RO…`, `crotalii RO…`), one animal (`1 vacă`), a placement's label (`amplasament:`) and a season's period
 *    (`15.04-30.05`): no address's words, read sure.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { communeVillages } from './helpers/commune-villages.js';
import { answerOf } from './helpers/habit-answers.js';
import { builtIndex } from './helpers/index.js';
import { propertyRuns } from './helpers/town-streets.js';

const index = builtIndex() as LoadedIndex;
const answer = answerOf(index);
const villages = communeVillages(index.catalog);
/** A text's letters without diacritics, in small letters, as a farmer's phone writes them. */
const smallPlain = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Checks each example's code and that it is answered sure (>= 0.7). */
function expectSure(cases: ReadonlyArray<readonly [string, string]>): void {
  for (const [text, code] of cases) {
    const a = answer(text);
    expect(a.code, text).toBe(code);
    expect(a.confidence, text).toBeGreaterThanOrEqual(0.7);
  }
}

describe('verify: a farmer\'s request with `sa` after its verb, after the place', () => {
  it('answers the village, the `sa` no company\'s (was a word of the request read as a village, or no locality)', () => {
    expectSure([
      ['buna ziua sunt din satul banita comuna sageata judetul buzau vreau sa vand o vaca cu vitel', '127526'],
      ['sarut mana sunt din malu alb comuna draganesti judetu galati as vrea sa cumpar 10 oi', '807111'],
    ]);
    const r = index.verify({ freeform: 'buna ziua sunt din satul banita comuna sageata judetul buzau vreau sa vand o vaca cu vitel' });
    expect(r.ignored?.some((w) => w.as === 'company')).toBe(false);
  });

  it('a firm\'s `SA` after its name keeps its company', () => {
    const r = index.verify({ freeform: 'Agro Construct SA, Str. Lungă nr. 5, Brașov' });
    expect(r.address.postal_code).toBe('500035');
    expect(r.ignored?.find((w) => w.as === 'company')?.text).toBe('Agro Construct SA');
  });

  it('a request after a village, its commune and county does not change its code (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: villages.length - 1 }),
      fc.constantFrom('vreau sa vand 2 vitei', 'as vrea sa cumpar o vaca', 'doresc sa vand 30 oi', 'vrem sa vindem 2 juninci'),
      (i, request) => {
        const v = villages[i]!;
        const plain = smallPlain(`sunt din satul ${v.name} comuna ${v.unit} judetul ${v.county}`);
        const before = answer(plain).code;
        if (before !== v.code) return; // the village written alone is another's (a namesake): not this class's
        checked++;
        expect(answer(`${plain} ${request}`).code, `${plain} ${request}`).toBe(v.code);
      }), propertyRuns(93));
    expect(checked).toBeGreaterThan(50);
  });
});

describe('verify: a milk centre\'s supplier row', () => {
  it('answers the village between dashes, the row\'s number, name and herd left out (was unsure)', () => {
    expectSure([
      ['Furnizor 0281 Vlad Radu - Diaconești, Grădiștea, Vâlcea - 19 vaci, 388 l/zi', '247251'],
      ['Furnizor 0229 Ene Mihai - Poșta, com. Gohor, Galați - 3 bovine, 124 l/zi', '807159'],
      ['furnizor 107 Florea Bogdan - Tarnava, Branisca, Hunedoara - 8 vaci, 95 litri/zi', '337113'],
    ]);
  });

  it('a house\'s letter is no yield (`nr. 5 L`)', () => {
    const r = index.verify({ freeform: 'Str. Lungă nr. 5 L, Brașov' });
    expect(r.address.house_number).toBe('nr. 5L');
  });

  it('the herd and the milk a day after a village, its commune and county do not change its code (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: villages.length - 1 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 10, max: 900 }),
      fc.constantFrom('vaci', 'bovine', 'ovine', 'capre'), (i, cows, litres, animals) => {
        const v = villages[i]!;
        const plain = `${v.name}, com. ${v.unit}, ${v.county}`;
        if (answer(plain).code !== v.code) return; // a namesake's: not this class's
        checked++;
        const row = `Furnizor ${String(i % 1000).padStart(4, '0')} Popa Ion - ${plain} - ${cows} ${animals}, ${litres} l/zi`;
        const a = answer(row);
        expect(a.code, row).toBe(v.code);
        expect(a.confidence, row).toBeGreaterThanOrEqual(0.7);
      }), propertyRuns(9393));
    expect(checked).toBeGreaterThan(50);
  });
});

describe('verify: a register\'s letter markers, `s.` and `cm.`', () => {
  it('answers the village, not its commune (was the commune\'s code)', () => {
    expectSure([
      ['s. Bărăști cm. Cislău j. Buzău nr. 190', '127186'],
      ['s. Lucăcești cm. Mireșu Mare j. Maramureș nr.209', '437188'],
      ['s. Helerești nr. 223 cm. Avram Iancu j. Alba', '517086'],
    ]);
  });

  it('`cm.` before a commune reads as `com.` does (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: villages.length - 1 }), fc.integer({ min: 1, max: 400 }), (i, n) => {
      const v = villages[i]!;
      const com = answer(`s. ${v.name} com. ${v.unit} jud. ${v.county} nr. ${n}`);
      if (com.code !== v.code) return; // a namesake's: not this class's
      checked++;
      expect(answer(`s. ${v.name} cm. ${v.unit} j. ${v.county} nr. ${n}`).code).toBe(v.code);
    }), propertyRuns(939));
    expect(checked).toBeGreaterThan(50);
  });
});

describe('verify: the countryside\'s registers\' references around the address', () => {
  it('a register\'s role, volume and position, a holding\'s code, ear tags, one animal, a placement\'s label and a season: sure', () => {
    expectSure([
      ['Rol tip 2, vol. III, poz. 17 - sat Bărăști nr. 190, com. Cislău, jud. Buzău', '127186'],
      ['Exploatatie RO1234567890 - Popa Vlad, loc. Storești, com. Frumușica, jud. Botoșani - 6 bovine, 40 ovine', '717163'],
      ['vânzător Ene Mihai din satul Poșta, comuna Gohor, județul Galați, 1 vacă, crotalii RO123456789012', '807159'],
      ['Stupina pastorala 40 familii, amplasament: extravilan sat Tarnava, com. Brănișca, jud. Hunedoara (salcam), 15.04-30.05', '337113'],
    ]);
  });

  it('a register\'s word right after a street\'s type is the street\'s name (`Str. Vol 5`), not left out', () => {
    const r = index.verify({ freeform: 'Str. Vol 5, Brașov' });
    expect(r.ignored?.some((w) => w.as === 'registry') ?? false).toBe(false);
  });

  it('a register\'s position before a village, its commune and county does not change its code (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: villages.length - 1 }), fc.integer({ min: 1, max: 2 }), fc.constantFrom('I', 'IV', 'IX', 'XII'),
      fc.integer({ min: 1, max: 400 }), (i, type, volume, position) => {
        const v = villages[i]!;
        const plain = `sat ${v.name} nr. ${position}, com. ${v.unit}, jud. ${v.county}`;
        if (answer(plain).code !== v.code) return; // a namesake's: not this class's
        checked++;
        const text = `Rol tip ${type}, vol. ${volume}, poz. ${position} - ${plain}`;
        const a = answer(text);
        expect(a.code, text).toBe(v.code);
        expect(a.confidence, text).toBeGreaterThanOrEqual(0.9);
      }), propertyRuns(9339));
    expect(checked).toBeGreaterThan(50);
  });
});
