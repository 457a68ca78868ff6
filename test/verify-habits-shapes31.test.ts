/**
 * Health, social care and insurance records (the twenty-second typist): a record's own heading before
 * its colon, then a village with its commune (`fisa de ingrijiri: Lupoaia, comuna Catunele, Gorj`,
 * `Registrul exploatațiilor: Cutiș (com. Almașu)`). The heading is left out as a label, so the village
 * is read alone in its field and keeps its own code (it was glued to the heading and left out with it:
 * the commune's seat was answered). Examples (each failed on eace7b3's code), and properties over the
 * index's villages: a heading keeps the plain address's code, and a place before a colon is kept.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { answeredCode, builtIndex, confirmedCode } from './helpers/index.js';
import { communeVillages } from './helpers/commune-villages.js';

const index = builtIndex() as LoadedIndex;
const c = index.catalog;
const code = (text: string): string | undefined => confirmedCode(index, text);
const answer = (text: string): string | undefined => answeredCode(index, text);

const villages = communeVillages(c);
const anyVillage = fc.integer({ min: 0, max: villages.length - 1 }).map((i) => villages[i]!);

describe('verify: a record\'s heading before the address, examples', () => {
  it('reads the village after a record\'s heading and its colon (was the commune\'s seat, the village left out with the heading)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['fisa de ingrijiri: Lupoaia, comuna Catunele, Gorj - pacienta Radu Ana 88 ani, imobilizata la pat; fiica o ingrijeste', '217137'],
      ['Registrul exploatațiilor: Cutiș (com. Almașu), jud. SJ, nr. 45 — porci 6, păsări 40; deținător Moldovan Ion', '457012'],
      ['Avizare daună: Iulia, comuna Izvoarele, județul Tulcea — alunecare de teren, gard și fundația casei', '827107'],
      ['Referat social (admitere centru): Supuru de Sus, com. Supur, Satu Mare — bătrân singur, locuință precară', '447297'],
      ['Poliță facultativă nr. 2207719 / Adresa de risc: Valea Roșie, com. Mitreni, Călărași / Asigurat: Gheorghe Ion', '917177'],
      // In capitals or small letters alike, when the village's unit is marked after it.
      ['FIȘĂ PACIENT: BUDA (COM. ZVORIȘTEA), JUD. SUCEAVA, NR. 222', '727641'],
      ['anchetă socială: ungureni, com. dănești, județul gorj', '217211'],
    ];
    for (const [text, expected] of cases) expect(answer(text), text).toBe(expected);
    const r = index.verify({ freeform: 'Registrul exploatațiilor: Cutiș (com. Almașu), jud. SJ, nr. 45' });
    expect(r.ignored).toContainEqual({ text: 'Registrul exploatațiilor', as: 'label' });
  });

  it('reads a town\'s street after a record\'s heading (was the county seat\'s street of that name)', () => {
    expect(answer('daună locuință: Măcin, Str. Florilor 9, Tulcea - țeava spartă la bucătărie')).toBe('825300');
    expect(answer('Transport pacient imobilizat: Sighetu Marmației, str. Dragoș Vodă 14, MM -> Spital Baia Mare')).toBe('435500');
  });

  it('keeps a place written before a colon', () => {
    // A town then its street: the town is no heading (no word written small).
    expect(code('Iași: Str. Lungă 5')).toBe(code('Iași, Str. Lungă 5'));
    // Small letters say nothing when the street follows: the town is kept.
    expect(answer('iasi: str lunga 5')).toBe(answer('iasi, str lunga 5'));
  });
});

describe('verify: a record\'s heading keeps the plain address\'s code', () => {
  it('a heading with a word written small, before a village and its commune, in any letters', () => {
    let checked = 0;
    let headed = 0;
    fc.assert(fc.property(anyVillage, fc.constantFrom('fisa de evaluare', 'Dosar asistență socială', 'Constatare daună', 'Registrul agricol', 'programare consult'),
      fc.constantFrom('plain', 'parenthesized', 'capitals', 'small'), (v, heading, form) => {
        const where = form === 'parenthesized' ? `${v.name} (com. ${v.unit}), jud. ${v.county}` : `${v.name}, com. ${v.unit}, jud. ${v.county}`;
        const plain = answer(where);
        checked++;
        if (plain !== v.code) return;
        const text = `${heading}: ${where}`;
        const written = form === 'capitals' ? text.toUpperCase() : form === 'small' ? text.toLowerCase() : text;
        expect(answer(written), written).toBe(plain);
        headed++;
      }), { numRuns: 80 });
    expect(checked).toBe(80);
    expect(headed).toBeGreaterThanOrEqual(60);
  });
});
