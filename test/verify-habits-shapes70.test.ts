/**
 * Wrong or unsure answers the twenty-fifth session left alone (issue 24, shapes70), each a class:
 * 1. two whole addresses in one text with nothing saying which is meant: the first is read, never sure nor `valid`
 *    (`CONFIDENCE.secondAddressUnsettled`); a parcel's labels (`Expeditor:`, `Destinatar:`) settle it: the recipient's;
 * 2. a misspelt town before a county named like its seat, after a street the seat has too (`str unirii 393 megdidia
 *    constanta`): the town, not the seat's street with the town's word unexplained (`countyNameAsLocality`);
 * 3. an institution's word before a village of the commune written after it, its county in brackets (`gradinita
 *    barlesti (iasi) com. erbiceni`): the village, not the commune's seat (`withoutSeatOfNamedVillage`);
 * 4. a person's given name before a surname named like a village of that commune (`Ion Cotu, com. Copălău`): the
 *    addressee, the commune's seat (shapes65's rule set the seat aside and answered the village).
 * Examples (each answered otherwise on 5750e60's code) and properties over the index's streets and villages.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { isGivenName, matchStreetTypePrefix, streetTypeById } from '../src/shared/street-name.js';
import { fold } from '../src/shared/normalize.js';
import { answerOf, expectCodesOf } from './helpers/habit-answers.js';
import { communeVillages } from './helpers/commune-villages.js';
import { builtIndex } from './helpers/index.js';
import { propertyRuns, typedStreetSample } from './helpers/town-streets.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const answer = answerOf(index);
const expectCodes = expectCodesOf(answer);

describe('verify: two whole addresses in one text', () => {
  it('with no label, reads the first below 0.9 and not valid (was 0.97)', () => {
    for (const [text, code] of [
      ['Str. Horea nr. 12, Turda, jud. Cluj; Str. Ștefan cel Mare nr. 40, Vaslui, jud. Vaslui', '401152'],
      ['Bd. Republicii nr. 8, Pitești / Str. Mihai Eminescu nr. 3, Sibiu', '110062'],
    ] as const) {
      const a = answer(text);
      expect(a.code, text).toBe(code);
      expect(a.confidence, text).toBeLessThan(0.9);
      expect(a.verdict, text).not.toBe('valid');
    }
  });

  it('a parcel\'s recipient label settles which (was the sender\'s, or the recipient\'s below 0.8)', () => {
    expectCodes([
      ['Expeditor: Str. Horea nr. 12, Turda, jud. Cluj; Destinatar: Str. Ștefan cel Mare nr. 40, Vaslui, jud. Vaslui', '730178'],
    ]);
    const first = answer('Destinatar: Bd. Republicii nr. 8, Pitești / Expeditor: Str. Mihai Eminescu nr. 3, Sibiu');
    expect(first.code).toBe('110062');
    expect(first.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('a second number alone, and a second address labelled as the other one, keep the answer sure', () => {
    expect(answer('Str. Horea nr. 12 și nr. 14, Turda, jud. Cluj').confidence).toBeGreaterThanOrEqual(0.9);
    expect(answer('Adresa de livrare: Str. Horea nr. 12, Turda, jud. Cluj; Adresa de facturare: Bd. Republicii nr. 8, Pitești').confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('two towns\' streets: unlabelled, the first never sure; labelled, the recipient\'s code', () => {
    const streets = typedStreetSample(catalog);
    const anyStreet = fc.integer({ min: 0, max: streets.length - 1 }).map((i) => streets[i]!);
    const line = (s: number, n: number): string => `${streetTypeById(catalog.streetTypeId(s))!.article} ${catalog.streetBareName(s)} nr. ${n}, ${catalog.placeName(catalog.streetPlace(s))}`;
    let checked = 0;
    fc.assert(fc.property(anyStreet, anyStreet, fc.integer({ min: 2, max: 90 }), fc.constantFrom('; ', ' / ', ' | '), (a, b, n, between) => {
      if (fold(catalog.placeName(catalog.streetPlace(a))) === fold(catalog.placeName(catalog.streetPlace(b)))) return;
      const first = answer(line(a, n));
      const second = answer(line(b, n + 1));
      if (first.code === undefined || first.confidence < 0.9 || second.code === undefined || second.confidence < 0.9) return;
      checked++;
      const both = `${line(a, n)}${between}${line(b, n + 1)}`;
      const unlabelled = answer(both);
      expect(unlabelled.confidence, both).toBeLessThan(0.9);
      expect(unlabelled.verdict, both).not.toBe('valid');
      const labelled = `Expeditor: ${line(a, n)}${between}Destinatar: ${line(b, n + 1)}`;
      expect(answer(labelled).code, labelled).toBe(second.code);
    }), propertyRuns(7001));
    expect(checked).toBeGreaterThan(50);
  });
});

describe('verify: a misspelt town before a county named like its seat', () => {
  it('answers the town, not the seat\'s street with the town\'s word unexplained (was the seat, 0.87)', () => {
    expectCodes([
      ['str mihai eminescu 12 falticenii suceava', '725200'],
      ['str unirii 9 macinn tulcea', '825300'],
    ]);
  });

  it('a label\'s word before the seat, or a landmark\'s words, still leave the seat', () => {
    expectCodes([['chirie: suceava, str. mihai eminescu nr. 12, jud. suceava', '720183']]);
  });
});

describe('verify: a first field naming a village of the commune written', () => {
  it('an institution\'s word before the village, its county in brackets: the village (was the seat, ambiguous)', () => {
    expectCodes([
      ['scoala cotu (botosani) comuna copalau', '717064'],
      ['Scoala Gimnaziala Hlincea (Iasi) comuna Ciurea', '707083'],
      ['Dispensarul Lunca Cetatuii (Iasi) com. Ciurea', '707085'],
    ]);
  });

  it('a given name before a surname named like the village: the addressee, the commune\'s seat (was the village)', () => {
    expectCodes([
      ['Ion Cotu, com. Copălău, jud. Botoșani', '717060'],
      ['Maria Hlincea, comuna Ciurea, jud. Iasi', '707080'],
      ['Vasile Nemtisor, com. Vanatori-Neamt, jud. Neamt', '617500'],
    ]);
  });

  // One-word villages named like no given name, nor like a street's type word (`Fundătura` of Arsura: after a school's
  // word it reads as a note's street, a class of its own, left alone).
  const villages = communeVillages(catalog).filter((v) => !/[ -]/.test(v.name) && !isGivenName(fold(v.name)) && matchStreetTypePrefix([fold(v.name)], 0) === undefined);

  it('an institution\'s word before a village, its county in brackets, keeps the code of `sat <village>, comuna <unit>`', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: villages.length - 1 }), fc.constantFrom('Școala', 'Grădinița', 'Căminul Cultural', 'Dispensarul'), (i, word) => {
      const v = villages[i]!;
      const plain = answer(`sat ${v.name}, comuna ${v.unit}, jud. ${v.county}`);
      if (plain.code !== v.code || plain.confidence < 0.9) return;
      checked++;
      const text = `${word} ${v.name} (${v.county}) comuna ${v.unit}`;
      expect(answer(text).code, text).toBe(v.code);
    }), propertyRuns(7003));
    expect(checked).toBeGreaterThan(50);
  });

  it('a given name before a surname named like a village keeps the code of `comuna <unit>` alone', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: villages.length - 1 }), fc.constantFrom('Ion', 'Maria', 'Gheorghe', 'Elena'), (i, given) => {
      const v = villages[i]!;
      const plain = answer(`comuna ${v.unit}, jud. ${v.county}`);
      if (plain.code === undefined || plain.confidence < 0.9) return;
      checked++;
      const text = `${given} ${v.name}, comuna ${v.unit}, jud. ${v.county}`;
      expect(answer(text).code, text).toBe(plain.code);
    }), propertyRuns(7004));
    expect(checked).toBeGreaterThan(50);
  });
});
