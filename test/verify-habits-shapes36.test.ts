/**
 * A village with its commune in brackets (issue 24, the twenty-second to twenty-fourth typists' leftovers):
 * a note in a field of its own after the county (`Poiana (Negri), jud. Bacău; acoperiș avariat de furtună`)
 * is no commune to correct the village's into (it was read as the commune, and the village left out as the
 * commune's other name); and a courier's message naming the village after `la` with its commune in brackets
 * (`vă rog opriți la Pietroasa (Moldovenești) CJ`), whose words before the village are the message's (the
 * village was left out with them, the commune answered at 0.97). And `pt.`, `pentru` written short, before
 * the address (`Extras CF pt. uz personal - Brăila, …`, `Pt. bunica: Strada Teilor 7, Brașov`): it was read
 * as Piața's abbreviation, the words after it a square's name. And things counted after the address
 * (`…, 2 băi, 2 balcoane`, `familia Rusu, 5 persoane`, `1 victimă`): read as a house number, a village or
 * the commune. Examples (each failed on 5f0d939's code), and properties over the index's villages: the note
 * after the county, the message around the village, `Pt. …:` before it and the counts after it keep the
 * plain address's answer.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { answeredCode, builtIndex } from './helpers/index.js';
import { communeVillages } from './helpers/commune-villages.js';

const index = builtIndex() as LoadedIndex;
const answer = (text: string): string | undefined => answeredCode(index, text);

const villages = communeVillages(index.catalog);
const anyVillage = fc.integer({ min: 0, max: villages.length - 1 }).map((i) => villages[i]!);

describe('verify: a note after the county of a village written with its commune, examples', () => {
  it('reads the village, the note left unexplained, not the commune corrected (was the commune)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['Poiana (Negri), jud. Bacău; acoperiș avariat de furtună', '607349'],
      ['Lunca de Jos (Vidra) AB; casa bătrânească', '517852'],
      ['Ciumarna (Românași), jud. Sălaj; gard de lemn vopsit', '457282'],
    ];
    for (const [text, expected] of cases) {
      const r = index.verify({ freeform: text });
      expect(r.address.postal_code, text).toBe(expected);
      // The note names no commune: nothing is corrected into one.
      expect(r.corrections.map((x) => x.field), text).not.toContain('admin_unit');
      expect(r.confidence, text).toBeLessThan(0.9);
    }
  });

  it('still reads a commune written after the county when it is the village\'s', () => {
    expect(answer('Poiana, jud. Bacău, Negri')).toBe('607349');
  });
});

describe('verify: a courier\'s message naming the village with its commune in brackets, examples', () => {
  it('reads the village after `la`, the words before it the message\'s (was the commune, at 0.97)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['vă rog opriți la Pietroasa (Moldovenești) CJ, poarta maro', '407432'],
      ['lasati pachetul la Ciumarna (Romanasi) SJ', '457282'],
      ['Bună seara, duceți coletul la Tăutești (Zamostea) jud. Suceava, sunați înainte', '727639'],
      // `Roșu` goes on places' names after `din` (`Valea din Roșu`): after `la`, the brackets end the village's name.
      ['coletul e pentru tata la Rosu (Chiajna) IF', '077042'],
    ];
    for (const [text, expected] of cases) expect(answer(text), text).toBe(expected);
    const r = index.verify({ freeform: 'salut, lasati coletul la Tăutești (Zamostea) SV' });
    expect(r.ignored).toContainEqual({ text: 'salut, lasati coletul la', as: 'message' });
  });

  it('keeps a request after the address a note (a word of the address comes before it)', () => {
    const r = index.verify({ freeform: 'Tăutești (Zamostea) SV, lasati coletul la vecina' });
    expect(r.address.postal_code).toBe('727639');
    expect(r.ignored).toContainEqual({ text: 'lasati coletul la vecina', as: 'message' });
  });
});

describe('verify: a village with its commune in brackets keeps its code among a note or a message', () => {
  const notes = ['acoperiș avariat', 'casă și anexe', 'haine și alimente', 'culturi + acoperiș', 'gard de lemn', 'pachet fragil de sticlă'] as const;
  const requests = ['vă rog opriți la', 'lasati coletul la', 'duceti pachetul la', 'Bună ziua, livrati la', 'salut, trimiteti la', 'coletul e pentru bunica la'] as const;

  it('a note of a few words in a field after the county', () => {
    let checked = 0;
    let kept = 0;
    fc.assert(fc.property(anyVillage, fc.constantFrom(...notes), fc.constantFrom('; ', ' - ', ', '), (v, note, sep) => {
      const where = `${v.name} (${v.unit}), jud. ${v.county}`;
      const plain = answer(where);
      checked++;
      if (plain !== v.code) return;
      expect(answer(`${where}${sep}${note}`), `${where}${sep}${note}`).toBe(plain);
      kept++;
    }), { numRuns: 80 });
    expect(checked).toBe(80);
    expect(kept).toBeGreaterThanOrEqual(60);
  });

  it('a courier\'s request before the village', () => {
    let checked = 0;
    let kept = 0;
    fc.assert(fc.property(anyVillage, fc.constantFrom(...requests), (v, request) => {
      const where = `${v.name} (${v.unit}) jud. ${v.county}`;
      const plain = answer(where);
      checked++;
      if (plain !== v.code) return;
      expect(answer(`${request} ${where}`), `${request} ${where}`).toBe(plain);
      kept++;
    }), { numRuns: 80 });
    expect(checked).toBe(80);
    expect(kept).toBeGreaterThanOrEqual(60);
  });
});

describe('verify: `pt.` for `pentru` before the address', () => {
  it('reads `pt.` as the sentence\'s, not a square (was the words after it as Piața\'s name)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['actele pt Arad, Calea Aurel Vlaicu nr. 110', '310353'],
      ['Pt. bunica: Strada Teilor 7, Brașov', '500302'],
      ['Extras CF pt. uz personal - Brăila, Strada Anton Pann 21', '810538'],
    ];
    for (const [text, expected] of cases) expect(answer(text), text).toBe(expected);
    expect(index.verify({ freeform: 'Pt. bunica: Strada Teilor 7, Brașov' }).ignored).toContainEqual({ text: 'Pt. bunica', as: 'message' });
  });

  it('keeps `pt.` a square\'s where the index has the square', () => {
    for (const [text, expected] of [['Pt. Unirii 3, Focșani', '620099'], ['pt. Sfatului 14, Brasov', '500025']] as const) {
      const r = index.verify({ freeform: text });
      expect(r.address.postal_code, text).toBe(expected);
      expect(r.address.street, text).toMatch(/^Piața /);
    }
  });

  it('`Pt.` and for whom, before a colon, keep a village\'s code', () => {
    let checked = 0;
    let kept = 0;
    fc.assert(fc.property(anyVillage, fc.constantFrom('Pt. bunicii mei', 'pt mama', 'Pt. fratele meu', 'PT. DOAMNA POPESCU'), (v, whom) => {
      const where = `${v.name}, com. ${v.unit}, jud. ${v.county}`;
      const plain = answer(where);
      checked++;
      if (plain !== v.code) return;
      expect(answer(`${whom}: ${where}`), `${whom}: ${where}`).toBe(plain);
      kept++;
    }), { numRuns: 60 });
    expect(checked).toBe(60);
    expect(kept).toBeGreaterThanOrEqual(45);
  });
});

describe('verify: things counted after the address', () => {
  it('leaves the counts out as a note (was a village, a house number or the commune corrected)', () => {
    expect(answer('Brașov, Str. Lungă nr. 5, 2 băi, 2 balcoane')).toBe('500035');
    const family = index.verify({ freeform: 'Sat Poiana, com. Negri, jud. Bacău; familia Rusu, 5 persoane' });
    expect(family.address.postal_code).toBe('607349');
    expect(family.address.house_number).toBe('');
    expect(family.ignored).toContainEqual({ text: '5 persoane', as: 'note' });
    for (const text of ['Str. Mărășești nr. 12, Bacău - 1 victimă', 'Calea Aurel Vlaicu nr. 110, Arad; 4 saci, 1 cutie']) {
      const r = index.verify({ freeform: text });
      expect(r.corrections.map((x) => x.field), text).not.toContain('admin_unit');
      expect(r.ignored, text).toContainEqual(expect.objectContaining({ as: 'note' }));
    }
  });

  it('keeps a singular after another number than 1 a word of the address', () => {
    // `Baia` and `Sacu` are villages: only after `1` is `baie`, `sac` one thing counted.
    expect(index.verify({ freeform: 'Str. Lungă nr. 5, Brașov, 2 baie' }).ignored ?? []).not.toContainEqual({ text: '2 baie', as: 'note' });
  });

  it('a village keeps its answer with things counted after it', () => {
    let checked = 0;
    let kept = 0;
    const things = ['2 băi', '6 persoane', '3 saci', '1 victimă', '4 cutii, 1 geantă', '2 apartamente'] as const;
    fc.assert(fc.property(anyVillage, fc.constantFrom(...things), fc.constantFrom('; ', ', '), (v, counted, sep) => {
      const where = `sat ${v.name}, com. ${v.unit}, jud. ${v.county}`;
      const plain = index.verify({ freeform: where });
      checked++;
      if (plain.address.postal_code !== v.code) return;
      const text = `${where}${sep}${counted}`;
      const r = index.verify({ freeform: text });
      expect(r.address.postal_code, text).toBe(plain.address.postal_code);
      expect(r.address.house_number, text).toBe(plain.address.house_number);
      kept++;
    }), { numRuns: 60 });
    expect(checked).toBe(60);
    expect(kept).toBeGreaterThanOrEqual(45);
  });
});
