/**
 * Health, social care and insurance records (the twenty-second typist's leftovers): a note about the case
 * after the county and a dash (`Barticești (Botești), Neamț — pacient pe targă`), `dom.` and the town
 * before its street (`dom. Pașcani, str. Moldovei nr. 31`), a domicile said to be the same (`domiciliul
 * din CI este același`), a public institution with its office's town after the address (`asigurat CAS
 * Iași`), a heading before a colon in capitals. Examples (each failed on b28687e's code), and properties
 * over the index's villages: what is written after the address keeps the plain address's code.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { answeredCode, builtIndex } from './helpers/index.js';
import { communeVillages } from './helpers/commune-villages.js';

const index = builtIndex() as LoadedIndex;
const c = index.catalog;
const answer = (text: string): string | undefined => answeredCode(index, text);

const villages = communeVillages(c);
const anyVillage = fc.integer({ min: 0, max: villages.length - 1 }).map((i) => villages[i]!);

describe('verify: a note after the county and a dash', () => {
  it('leaves out a note written small after the address\'s dash (was read as the commune, the village left out)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['Transport la domiciliu după externare: Barticești (Botești), Neamț — pacient pe targă, scări exterioare', '617091'],
      ['Programare transport dializă: Dobricu Lăpușului (Târgu Lăpuș), Maramureș — dna Pop Maria', '435605'],
      // In one case, after a county written as a field of its own.
      ['COJOCARU (MOGOSANI), JUD. DAMBOVITA - NECESITA SCAUN RULANT', '137307'],
      ['valea oprii (cornu), prahova — bătrână singură', '107177'],
    ];
    for (const [text, expected] of cases) expect(answer(text), text).toBe(expected);
    const r = index.verify({ freeform: 'Barticești (Botești), Neamț — pacient pe targă, scări exterioare' });
    expect(r.ignored).toContainEqual({ text: 'pacient pe targă, scări exterioare', as: 'note' });
  });

  it('keeps a place after a dash when it is written capitalized or alone', () => {
    const r = index.verify({ freeform: 'Str. Lungă 5, Cluj-Napoca - Florești' });
    expect((r.ignored ?? []).some((x) => x.as === 'note')).toBe(false);
  });

  it('keeps the plain address\'s code with a note after the county, in any letters', () => {
    let checked = 0;
    let noted = 0;
    fc.assert(fc.property(anyVillage, fc.constantFrom('pacient pe targă', 'dna Pop Maria', 'cheia la vecini', 'apel de la vecina'), fc.constantFrom('—', '–', '-'),
      fc.constantFrom('as written', 'capitals', 'small'), (v, note, dash, form) => {
        const where = `${v.name} (${v.unit}), ${v.county}`;
        const plain = answer(where);
        checked++;
        if (plain !== v.code) return;
        const text = `${where} ${dash} ${note}`;
        const written = form === 'capitals' ? text.toUpperCase() : form === 'small' ? text.toLowerCase() : text;
        expect(answer(written), written).toBe(plain);
        noted++;
      }), { numRuns: 80 });
    expect(checked).toBe(80);
    expect(noted).toBeGreaterThanOrEqual(60);
  });
});

describe('verify: the domicile\'s label and what follows the address', () => {
  it('starts the address at `dom.` before the town and its street (was the label unexplained)', () => {
    expect(answer('TRIMITERE: Ortopedie. Pacient Ciobanu Gheorghe, dom. Pașcani, str. Moldovei nr. 31, jud. Iași; asigurat CAS Iași; dg. M17.1 gonartroză.')).toBe('705200');
    expect(answer('Admitere cămin: dna Stroe Elisabeta, n. 1937, dom. Bucuresti, str. Iarba Campului 21, sect. 4; aparținător: nepotul')).toBe('041551');
    const r = index.verify({ freeform: 'Pacient Ciobanu Gheorghe, dom. Pașcani, str. Moldovei nr. 31, jud. Iași' });
    expect(r.ignored).toContainEqual({ text: 'dom', as: 'label' });
  });

  it('reads no second address in a domicile said to be the same (was no locality found)', () => {
    expect(answer('Ancheta socială: familia Stoian locuiește efectiv (reședința) în Orșova, str. Porțile de Fier 21, jud. Mehedinți; domiciliul din CI este același.')).toBe('225200');
  });

  it('leaves out a public institution and its office\'s town after the address (was the office town\'s street)', () => {
    expect(answer('Str. Mihai Eminescu 3, Pașcani, jud. Iași; DGASPC Iași')).toBe('705200');
    const r = index.verify({ freeform: 'Str. Lungă 5, Codlea, jud. Brașov; asigurat CAS Brașov' });
    expect(r.ignored).toContainEqual({ text: 'asigurat CAS Brașov', as: 'organisation' });
  });

  it('keeps the plain village\'s code with an institution of its county seat after it', () => {
    let checked = 0;
    let kept = 0;
    fc.assert(fc.property(anyVillage, fc.constantFrom('asigurat CAS', 'DGASPC', 'în evidența AJOFM', 'asigurată la Casa de Asigurări de Sănătate'), (v, institution) => {
      const where = `${v.name}, com. ${v.unit}, jud. ${v.county}`;
      const plain = answer(where);
      checked++;
      if (plain !== v.code) return;
      expect(answer(`${where}; ${institution} ${v.county}`)).toBe(plain);
      kept++;
    }), { numRuns: 60 });
    expect(checked).toBe(60);
    expect(kept).toBeGreaterThanOrEqual(45);
  });

  it('reads no name\'s other side across a heading\'s colon (was valid 0.97 for the commune\'s seat)', () => {
    const r = index.verify({ freeform: 'PROGRAMARE TRANSPORT DIALIZĂ: GORUNI (LIPNIȚA), JUD. CONSTANȚA' });
    expect(r.address?.postal_code).toBe('907171');
    expect((r.ignored ?? []).some((x) => x.text.includes('GORUNI'))).toBe(false);
  });
});
