/**
 * Tourism, hospitality and events (the twenty-fifth typist's classes): a venue's or a guesthouse's name
 * before the address (`Centrul Național de Informare și Promovare Turistică Deva, Piața Unirii nr. 4`,
 * `{ street: 'Hotel Perla Neagră, Strada Lungă 20' }`, `Pensiunea …, sat Mărișel`): the name is the
 * addressee (`ORGANISATION_HEADS`); an invoice's series before its number (`Factura seria CJ nr. 0087`):
 * the paper's, no house number; a review's `!` or a guest's `?` ends the sentence, and the words after it
 * are no part of the county before it. Examples (each failed on 5f0d939's code), and properties over the
 * index's villages and towns' streets: the name, the paper or the sentence around keeps the plain address's answer.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { answeredCode, builtIndex, confirmedCode } from './helpers/index.js';
import { communeVillages } from './helpers/commune-villages.js';

const index = builtIndex() as LoadedIndex;
const answer = (text: string): string | undefined => answeredCode(index, text);
const code = (text: string): string | undefined => confirmedCode(index, text);

const villages = communeVillages(index.catalog);
const anyVillage = fc.integer({ min: 0, max: villages.length - 1 }).map((i) => villages[i]!);

describe('verify: tourism and events, examples', () => {
  it('reads a tourist office\'s or a restaurant\'s long name before the street as the addressee (was locality_not_found)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['Centrul Național de Informare și Promovare Turistică Deva, Piața Unirii nr. 4, jud. Hunedoara', '330152'],
      ['Restaurantul Casa Veche cu Terasă și Grădină de Vară Alba Iulia, Str. Mihai Viteazul 12, jud. Alba', '510010'],
      // (Was the village Ștefan cel Mare of Neamț: the street read as the place.)
      ['Centrul Național de Informare și Promovare Turistică Piatra Neamț, Strada Ștefan cel Mare nr. 5, jud. Neamț', '610101'],
    ];
    for (const [text, expected] of cases) {
      const r = index.verify({ freeform: text });
      expect(r.address.postal_code, text).toBe(expected);
      expect(r.ignored?.some((x) => x.as === 'organisation'), text).toBe(true);
    }
  });

  it('reads a venue\'s name before the street in the street column as the addressee (was a street not found, 500xxx and 0xxxxx)', () => {
    const a = index.verify({ street: 'Hotel Perla Neagră, Strada Lungă 20', locality: 'Brașov' });
    expect(a.address.postal_code).toBe('500058');
    expect(a.address.street).toBe('Strada Lungă');
    expect(index.verify({ street: 'Restaurantul Regal, Calea Victoriei 12', locality: 'București' }).address.postal_code).toBe('030026');
  });

  it('a guesthouse\'s name before the village no longer lowers the answer below valid', () => {
    const r = index.verify({ freeform: 'Agropensiunea Floarea Soarelui de la Munte, sat Mărișel, jud. Cluj' });
    expect(r.address.postal_code).toBe('407390');
    expect(r.verdict).toBe('valid');
  });

  it('reads an invoice\'s or a receipt\'s series with the paper: its number is no house number (was nr. 87, nr. 412)', () => {
    const a = index.verify({ freeform: 'Factura seria CJ nr. 0087 - Furnizor: Alfa Logistic SRL, Cluj-Napoca, Str. Horea 12' });
    expect(a.address.house_number).toBe('nr. 12');
    expect(a.address.postal_code).toBe('400038');
    const b = index.verify({ freeform: 'Chitanța seria AB nr. 412, Emitent: Delta Trans SA, Iași, Strada Lăpușneanu 30' });
    expect(b.address.house_number).toBe('nr. 30');
    expect(b.ignored?.some((x) => x.as === 'registry' && /seria AB nr\. 412/.test(x.text))).toBe(true);
    // An identity card's series stays read as before.
    expect(answer('Str. Horea 12, Cluj-Napoca, CI seria CJ nr. 123456')).toBe('400038');
  });

  it('ends a review\'s sentence at its `!`: the county before it, not the words after (was Vrancea of Mehedinți, Cluj-Napoca)', () => {
    expect(answer('Nunta a fost în Vânători, Vrancea! Totul perfect')).toBe('627395');
    expect(answer('Am fost la Mărișel, Cluj! Aer curat și liniște')).toBe('407390');
    // A guest's English after it is the review's; the village and its county close what is read (was Giurgiu, 080xxx).
    const r = index.verify({ freeform: 'Am stat la o pensiune în Cetățuia, Giurgiu! Highly recommended.' });
    expect(r.address.postal_code).toBe('087091');
    expect(r.verdict).toBe('valid');
  });

  it('reads a guest\'s English review around the place as the review\'s (was the review\'s words as the street)', () => {
    const r = index.verify({ freeform: 'Great location in Baia de Aramă (Mehedinți), quiet village, friendly hosts. 9/10' });
    expect(r.address.postal_code).toBe('225100');
    expect(r.address.street).toBe('');
  });

  it('keeps a `?` between letters a lost letter, not a sentence\'s end', () => {
    expect(answer('Str. Gării nr. 6, Pite?ti')).toBe(answer('Str. Gării nr. 6, Pitești'));
    // (Before a space too: the word's letter is filled before the text is read, `Sebe? Alba` is Sebeș.)
    expect(answer('Str. Lungă nr. 12, Sebe? Alba')).toBe(answer('Str. Lungă nr. 12, Sebeș Alba'));
  });
});

describe('verify: the name, the paper or the sentence around keeps the plain address\'s answer', () => {
  it('a guesthouse\'s, a hut\'s or a venue\'s name before a village and its commune', () => {
    let checked = 0;
    let kept = 0;
    fc.assert(fc.property(anyVillage, fc.constantFrom('Pensiunea', 'Cabana', 'Hotel', 'Agropensiunea', 'Restaurantul', 'Sala', 'Centrul Cultural'),
      fc.constantFrom('Floarea de Colț', 'Ursul Brun', 'Belvedere', 'Casa cu Flori', 'Panoramic'), (v, head, name) => {
        const where = `sat ${v.name}, com. ${v.unit}, jud. ${v.county}`;
        const plain = index.verify({ freeform: where });
        checked++;
        if (plain.address.postal_code !== v.code) return;
        const text = `${head} ${name}, ${where}`;
        const r = index.verify({ freeform: text });
        expect(r.address.postal_code, text).toBe(plain.address.postal_code);
        expect(r.verdict, text).toBe(plain.verdict);
        kept++;
      }), { numRuns: 60 });
    expect(checked).toBe(60);
    expect(kept).toBeGreaterThanOrEqual(45);
  });

  it('a village and its county in a review\'s exclamation, words after its `!`', () => {
    let checked = 0;
    let kept = 0;
    fc.assert(fc.property(anyVillage, fc.constantFrom('Cazare minunată în', 'Am petrecut un weekend în', 'Nunta a fost în'),
      fc.constantFrom('Gazde primitoare', 'Revenim cu drag', 'Totul perfect, mulțumim', 'Aer curat'), (v, before, after) => {
        const plain = answer(`${v.name}, ${v.county}`);
        checked++;
        if (plain === undefined) return;
        const text = `${before} ${v.name}, ${v.county}! ${after}`;
        expect(answer(text), text).toBe(plain);
        kept++;
      }), { numRuns: 60 });
    expect(checked).toBe(60);
    expect(kept).toBeGreaterThanOrEqual(45);
  });

  it('a town\'s street after an invoice\'s series, number and firm', () => {
    let checked = 0;
    let kept = 0;
    const towns = ['Iași', 'Craiova', 'Suceava', 'Galați', 'Botoșani'];
    const streets = ['Ștefan cel Mare', 'Libertății', 'Teilor', 'Mihai Bravu', 'Cuza Vodă'];
    fc.assert(fc.property(fc.constantFrom(...towns), fc.constantFrom(...streets), fc.integer({ min: 1, max: 60 }), fc.constantFrom('HT', 'CJ', 'VLF', 'AB'),
      fc.integer({ min: 61, max: 9999 }), fc.constantFrom('Factura', 'FACTURA', 'Chitanța', 'Factura fiscală'), (town, street, n, series, paperNumber, paper) => {
        const plain = code(`${street} ${n}, ${town}`);
        checked++;
        if (plain === undefined) return;
        const text = `${paper} seria ${series} nr. ${paperNumber} - Furnizor: Beta Construct SRL, ${town}, ${street} ${n}`;
        expect(answer(text), text).toBe(plain);
        kept++;
      }), { numRuns: 60 });
    expect(checked).toBe(60);
    expect(kept).toBeGreaterThanOrEqual(20);
  });
});
