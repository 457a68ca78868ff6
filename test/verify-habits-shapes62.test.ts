/**
 * Public institutions' and telecom technicians' habits (issue 24, shapes62), each read in general: an
 * institution's contact person written after its village and county (`Cămin cultural - Primăria Vidra: Lunca de
 * Jos, Alba. Director: Lucia Stan`: the label and the name are a person's, never a place, and the county before
 * the label's sentence is not swallowed into a record's heading); a technician's log of the work done before the
 * address, typed with a mistake in the place (`tras cablu reemti nr 49 bh`: `tras cablu` is a note, not words of
 * the village's name), and its status closing it (`… sj ok`). Examples (each failed on 9a01f5a's code: a namesake
 * village of another county, a surname read as a village, or a county's code left open), and properties over the
 * index's villages: the contact line after the address, and the log's lead and status around it, keep the plain
 * address's code. A school's or a kindergarten's short form (`GPP nr. 3 Brăila - Bd. Independenței 13`): its number is
 * its own, not the house's.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { answerOf, expectCodesOf, uniqueCommuneVillages } from './helpers/habit-answers.js';
import { builtIndex } from './helpers/index.js';
import { propertyRuns } from './helpers/town-streets.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const answer = answerOf(index);
const expectCodes = expectCodesOf(answer);

const villages = uniqueCommuneVillages(catalog);
const anyVillage = fc.integer({ min: 0, max: villages.length - 1 }).map((i) => villages[i]!);
const unitName = (p: number): string => catalog.placeName(catalog.placeParent(p)!);
const countyName = (p: number): string => catalog.countyName(catalog.placeCounty(p));
const countyCode = (p: number): string => catalog.countyCode(catalog.placeCounty(p));

/** Surnames that are villages' names too (Marin of Sălaj, Dumitru, Stan), and given names. */
const SURNAMES = ['Marin', 'Dumitru', 'Stan', 'Moldovan', 'Bogdan', 'Nistor', 'Vlad', 'Popa'] as const;
const GIVEN = ['Elena', 'Ioan', 'Lucia', 'Nicolae', 'Cristina'] as const;

describe('verify: an institution\'s contact person after the address', () => {
  it('reads the village in the county written before the contact line (was a namesake village elsewhere, or the surname read as a village)', () => {
    expectCodes([
      ['Bibliotecă comunală - Primăria Zam: Almaș-Săliște, Hunedoara. Persoană de contact: Marin Elena', '337551'],
      ['Registrul agricol - Primăria Pârgărești: Nicorești, Bacău. Pers. de contact: Dumitru Ioan', '607427'],
      ['Cămin cultural - Primăria Vidra: Lunca de Jos, Alba. Director: Lucia Stan', '517852'],
      ['Dispensar uman - Primăria Bisoca: Pleși, Buzău. Contact: Vlad Nicolae', '127059'],
      ['SVSU - Primăria Brănești: Bădești, Gorj. Responsabil: Cristina Matei', '217101'],
    ]);
    const r = index.verify({ freeform: 'Dispensar uman - Primăria Bisoca: Pleși, Buzău. Contact: Vlad Nicolae' });
    expect(r.ignored).toContainEqual({ text: 'Contact: Vlad Nicolae', as: 'person' });
  });

  it('a contact line after a village and its county keeps the plain address\'s code', () => {
    let checked = 0;
    fc.assert(fc.property(anyVillage, fc.constantFrom('Persoană de contact:', 'Persoana de contact', 'Pers. contact:', 'Contact:', 'Director:'), fc.constantFrom(...SURNAMES), fc.constantFrom(...GIVEN), (p, label, surname, given) => {
      // (The county alone after the village, as the class writes it: it must choose among the village's namesakes.)
      const plain = `${catalog.placeName(p)}, ${countyName(p)}.`;
      const alone = answer(plain);
      if (alone.code === undefined || alone.confidence < 0.7) return;
      const text = `${plain} ${label} ${given} ${surname}`;
      expect(answer(text).code, text).toBe(alone.code);
      checked++;
    }), propertyRuns(6201));
    expect(checked).toBeGreaterThanOrEqual(100);
  });
});

describe('verify: a technician\'s log before the address', () => {
  it('reads the mistyped village or street after the log\'s verb and object (was the county\'s code left open)', () => {
    expectCodes([
      ['montat router tuneri nr 4 tr', '147028'],
      ['tras cablu reemti nr 49 bh', '417113'],
      ['verificat semnal stepini nr 33 sj ok', '457182'],
      ['schimbat ont amurggului 12, botosani bt', '710193'],
      ['mutat priza corodel nr 211 is rezolvat', '707217'],
    ]);
    expect(index.verify({ freeform: 'tras cablu reemti nr 49 bh' }).ignored).toContainEqual({ text: 'tras cablu', as: 'note' });
  });

  it('the log\'s lead before a village, its number and its county code, and its status after, keep the plain address\'s code', () => {
    let checked = 0;
    fc.assert(fc.property(anyVillage, fc.integer({ min: 1, max: 250 }), fc.constantFrom('tras cablu', 'montat decodor', 'verificat semnal', 'schimbat ont la', 'instalat router'), fc.constantFrom('', ' ok', ' rezolvat'), (p, n, lead, status) => {
      const plain = `${catalog.placeName(p)} nr ${n}, com ${unitName(p)} ${countyCode(p)}`.toLowerCase();
      const alone = answer(plain);
      if (alone.code === undefined || alone.confidence < 0.7) return;
      const text = `${lead} ${plain}${status}`;
      expect(answer(text).code, text).toBe(alone.code);
      checked++;
    }), propertyRuns(6202));
    expect(checked).toBeGreaterThanOrEqual(100);
  });
});

describe('verify: a school\'s short form and its own number before the street', () => {
  it('reads the street\'s number, not the institution\'s (was the segment of the institution\'s number, at 0.7)', () => {
    expectCodes([
      ['GPN nr. 15 Galați - Str. Gheorghe Asachi 9', '800456'],
      ['CSEI nr. 2, Str. Ștefan cel Mare 132, Constanța', '900178'],
      ['GPS 4, Bd. Republicii 305, Ploiești, PH', '100072'],
    ]);
    const r = index.verify({ freeform: 'GPP nr. 3 Brăila - Bd. Independenței 13' });
    expect(r.address?.postal_code).toBe('810217');
    expect(r.ignored).toContainEqual({ text: 'GPP nr. 3', as: 'organisation' });
    expect(r.confidence).toBeGreaterThanOrEqual(0.9);
  });
});
