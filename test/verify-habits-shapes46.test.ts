/**
 * Work and employment papers around a place (issue 24, shapes46): a job ad's head, hours and benefits around its
 * place of work (`ANGAJĂM SUDOR - VAMA (SUCEAVA). Program 7-15, transport asigurat.`); a contract's workplace clause
 * after its clause mark (`C. Locul de muncă: 1. activitatea se desfășoară la punctul de lucru din orașul …`); a staff
 * bus's route sheet (`Traseu autobuz schimbul II: punct de urcare sat Cetea (com. Galda de Jos), …, ora 5:50, în
 * stația din centru`, `microbuz 4 - Sârbi (Fărcașa) MM - 6:05`); a secondment's `la punctul de lucru` before a town's
 * street; a chat's sentences about the person after a București street and its sector. Examples of places of the
 * shapes' own (none from the typists' sets), each wrong or not found on ed338a1's code, and properties over the
 * index's villages and communes: the employer's words around a place keep its plain code.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { uniqueCommuneVillages } from './helpers/habit-answers.js';
import { builtIndex } from './helpers/index.js';
import { propertyRuns } from './helpers/town-streets.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const answer = (text: string): { code: string | undefined; verdict: string; confidence: number; ignored: ReadonlyArray<{ text: string; as: string }> } => {
  try {
    const r = index.verify({ freeform: text });
    return { code: r.address?.postal_code, verdict: r.verdict, confidence: r.confidence, ignored: r.ignored ?? [] };
  } catch {
    return { code: undefined, verdict: 'error', confidence: 0, ignored: [] };
  }
};

describe('verify: a job ad\'s and a contract clause\'s words around the place of work', () => {
  it('leaves the hiring verb and the title, the hours and a benefit out (was not found, or the county\'s round code)', () => {
    const cases: ReadonlyArray<readonly [string, string, ReadonlyArray<readonly [string, string]>]> = [
      ['ANGAJĂM SUDOR - VAMA (SUCEAVA). Program 7-15, transport asigurat.', '727590', [['ANGAJĂM SUDOR', 'message'], ['Program 7-15, transport asigurat', 'note']]],
      ['Angajez ospătar - COMUNA FUNDATA (BRAȘOV). Program L-V 8-16, cazare asigurată.', '507070', [['Angajez ospătar', 'message'], ['Program L-V 8-16, cazare asigurată', 'note']]],
      ['ANGAJAM OPERATOR CNC - ORAS BALAN (HARGHITA). Transport decontat.', '535200', [['ANGAJAM OPERATOR CNC', 'message'], ['Transport decontat', 'note']]],
    ];
    for (const [text, expected, ignored] of cases) {
      const r = answer(text);
      expect(r.code, text).toBe(expected);
      expect(r.confidence, text).toBeGreaterThanOrEqual(0.9);
      expect(r.ignored.map((x) => [x.text, x.as]), text).toEqual(ignored);
    }
  });

  it('reads a workplace clause after its clause\'s mark as the place it labels (was not found)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['C. Locul de muncă: 1. activitatea se desfășoară la punctul de lucru din orașul Sângeorz-Băi, jud. Bistrița-Năsăud', '425300'],
      ['B. Locul de munca: 2. activitatea se desfasoara la punctul de lucru din comuna Ciugud, jud. Alba', '517240'],
    ];
    for (const [text, expected] of cases) {
      const r = answer(text);
      expect(r.code, text).toBe(expected);
      expect(r.confidence, text).toBeGreaterThanOrEqual(0.9);
    }
    // (A workplace label after another address is still about another place: the domicile's code.)
    expect(answer('Str. Lungă nr. 5, Brașov, loc de muncă: Râșnov').code).toBe('500035');
  });
});

describe('verify: a staff bus\'s route sheet line', () => {
  it('reads the boarding village in its commune, the route\'s head, time and stop left out (was the commune\'s code)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['Traseu autobuz schimbul II: punct de urcare sat Cetea (com. Galda de Jos), jud. Alba, ora 5:50, în stația din centru', '517287'],
      ['microbuz 4 - Sârbi (Fărcașa) MM - 6:05', '437157'],
      ['Traseu microbuz schimbul 1: punct de îmbarcare Cărăndeni - com. Lăzăreni, jud. Bihor, ora 7:10', '417308'],
    ];
    for (const [text, expected] of cases) {
      const r = answer(text);
      expect(r.code, text).toBe(expected);
      expect(r.confidence, text).toBeGreaterThanOrEqual(0.9);
      expect(r.ignored.every((x) => x.as === 'note'), text).toBe(true);
    }
    // (`în` before a name is read: the town after it is the place.)
    expect(answer('Str. Lungă nr. 5 în Brașov').code).toBe('500035');
  });
});

describe('verify: a secondment\'s workplace before a town\'s street', () => {
  it('leaves `la punctul de lucru` out before the town (was a village elsewhere)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['Se dispune detasarea d-nei Pop Ioana la punctul de lucru Cluj-Napoca, Strada Horea nr. 3, judetul Cluj incepand cu data de 05.01.2027.', '400174'],
      ['Se dispune detasarea d-lui Ene Vasile la punctul de lucru Brasov, Strada Lunga nr. 10, judetul Brasov incepand cu data de 05.01.2027.', '500058'],
      ['Se dispune detasarea d-lui Radu Mihai la punctul de lucru Constanta, Bulevardul Tomis nr. 100, judetul Constanta incepand cu data de 05.01.2027.', '900657'],
    ];
    for (const [text, expected] of cases) {
      const r = answer(text);
      expect(r.code, text).toBe(expected);
      expect(r.ignored, text).toContainEqual({ text: 'punctul de lucru', as: 'note' });
    }
  });
});

describe('verify: a chat\'s sentences after a București street and its sector', () => {
  it('leaves the sentences about the person out as the message\'s (was a village elsewhere)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['Salut, colega noua sta pe str. Deltei 17, sector 3, deci e aproape de sediu. O chem luni?', '033078'],
      ['Bună, candidatul locuiește pe Strada Justiției nr. 12, sector 4, cam 15 min de birou. Poate începe de luni.', '040118'],
    ];
    for (const [text, expected] of cases) expect(answer(text).code, text).toBe(expected);
    // (With only the linking word's and the distance's sentences after it, the address is read at 0.9 or more.)
    expect(answer('Bună, candidatul locuiește pe Strada Justiției nr. 12, sector 4, cam 15 min de birou. Poate începe de luni.').confidence).toBeGreaterThanOrEqual(0.9);
  });
});

const villages = uniqueCommuneVillages(catalog);

describe('verify: an employer\'s words around a village keep the plain village\'s code', () => {
  it('a job ad\'s head and tail around the village and its commune', () => {
    let checked = 0;
    const anyVillage = fc.integer({ min: 0, max: villages.length - 1 }).map((i) => villages[i]!);
    const heads = fc.constantFrom('ANGAJĂM SUDOR - ', 'Angajez ospătar - ', 'Recrutăm operatori - ');
    const tails = fc.constantFrom('. Program 8-16, transport asigurat.', ', program L-V 7-15', '. Cazare asigurată.', '');
    fc.assert(fc.property(anyVillage, heads, tails, (p, head, tail) => {
      const place = `${catalog.placeName(p)} (com. ${catalog.placeName(catalog.placeParent(p)!)}, ${catalog.countyName(catalog.placeCounty(p))})`;
      const plain = answer(place);
      if (plain.code !== catalog.placePostalCode(p) || plain.confidence < 0.9) return;
      const text = `${head}${place}${tail}`;
      const ad = answer(text);
      expect(ad.code, text).toBe(plain.code);
      expect(ad.confidence, text).toBeGreaterThanOrEqual(0.9);
      checked++;
    }), propertyRuns(4601));
    expect(checked).toBeGreaterThanOrEqual(100);
  });

  it('a route sheet\'s head, time and stop around the village and its commune', () => {
    let checked = 0;
    const anyVillage = fc.integer({ min: 0, max: villages.length - 1 }).map((i) => villages[i]!);
    fc.assert(fc.property(anyVillage, fc.integer({ min: 4, max: 8 }), fc.integer({ min: 0, max: 59 }), fc.boolean(), (p, hour, minutes, stop) => {
      const county = catalog.countyName(catalog.placeCounty(p));
      const unit = catalog.placeName(catalog.placeParent(p)!);
      const plain = answer(`sat ${catalog.placeName(p)} (com. ${unit}), jud. ${county}`);
      if (plain.code !== catalog.placePostalCode(p) || plain.confidence < 0.9) return;
      const time = `${hour}:${String(minutes).padStart(2, '0')}`;
      const text = `Traseu microbuz schimbul II: punct de îmbarcare sat ${catalog.placeName(p)} (com. ${unit}), jud. ${county}, ora ${time}${stop ? ', în stația din centru' : ''}`;
      expect(answer(text).code, text).toBe(plain.code);
      const short = `microbuz 3 - ${catalog.placeName(p)} (${unit}) ${catalog.countyCode(catalog.placeCounty(p))} - ${time}`;
      expect(answer(short).code, short).toBe(plain.code);
      checked++;
    }), propertyRuns(4602));
    expect(checked).toBeGreaterThanOrEqual(100);
  });
});
