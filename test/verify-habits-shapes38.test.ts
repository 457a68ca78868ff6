/**
 * Industry, logistics and public works along the roads (the twenty-sixth typist's habits): the words
 * of transport papers, tenders, ERPs and fleet records around a place. A place's activity label
 * (`Loc descărcare:`, `Loc de livrare a produselor:`: `loc` is no locality's marker there), a delivery
 * note's series and its goods' field (`Aviz … seria BRV nr. 5521 … - Produs: …`), a tender's CPV code and
 * its institution in the genitive (`sediul Primăriei Comunei …`), a dispatcher's loading and unloading
 * words (`incarcare Sârca (Bălțați)`), a road's number after a place's name (`Petrom Vama Buzăului DN1A
 * BV`), and a structured street field that opens with a site's or works' words before the type word
 * (`Modernizare Str. Republicii`). Examples (each failed on 5f0d939's code), and properties over the
 * index's villages: the papers' words keep the plain address's code.
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

describe('verify: transport papers, tenders and fleet records, examples', () => {
  it('reads a place\'s activity label as a label, not `loc.` before a locality named `Descărcare` (was not found, or a Dolj village)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['Aviz de însoțire a mărfii seria BRV nr. 5521 din 03.04.2026 - Loc descărcare: Ghimbav, jud. Brașov - Produs: pavele autoblocante', '507075'],
      ['Loc încărcare: sat Sârca, com. Bălțați, jud. Iași', '707031'],
      ['Loc de livrare a produselor: Comuna Valea Lupului, Jud. Iași', '707410'],
      ['Loc de descărcare a mărfii: Zărnești, Brașov', '505800'],
      ['Loc descarcare: Sârca, com. Bălțați, jud. Iași; Loc incarcare: Wien, AT', '707031'],
    ];
    for (const [text, expected] of cases) expect(answer(text), text).toBe(expected);
  });

  it('leaves out the note\'s series and its goods, and a tender\'s CPV code and institution', () => {
    const r = index.verify({ freeform: 'Aviz de însoțire a mărfii seria BRV nr. 5521 din 03.04.2026 - Loc descărcare: Ghimbav, jud. Brașov - Produs: pavele autoblocante' });
    expect(r.verdict).toBe('valid');
    expect(r.ignored?.map((x) => `${x.text}:${x.as}`)).toEqual(expect.arrayContaining(['Aviz de însoțire a mărfii seria BRV nr. 5521:registry', 'Loc descărcare:label', 'Produs: pavele autoblocante:note']));
    const t = index.verify({ freeform: 'Locul de livrare: sediul Primăriei Comunei Vorona, județul Botoșani. Cod CPV 09134100-8 Motorină' });
    expect(t.address?.postal_code).toBe('717475');
    expect(t.verdict).toBe('corrected');
    expect(t.ignored?.map((x) => `${x.text}:${x.as}`)).toEqual(expect.arrayContaining(['Primăriei:organisation', 'Cod CPV 09134100-8:registry']));
  });

  it('reads a dispatcher\'s loading and unloading words as the place\'s label: the village, not its commune', () => {
    expect(answer('cursa 12: incarcare sarca (baltati), iasi - retur gol')).toBe('707031');
    expect(answer('incarcare chinteni cj la depozitul de pe dn1c')).toBe('407205');
  });

  it('reads a road\'s number after a place\'s name as the road it lies on, with its kilometre', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['Petrom Vama Buzăului DN1A BV', '507245'],
      ['Lukoil Cristian DN1 km 280, jud. Sibiu', '557085'],
      ['Rompetrol Sânpetru DN 13 BV - alimentare', '507190'],
    ];
    for (const [text, expected] of cases) expect(answer(text), text).toBe(expected);
    const r = index.verify({ freeform: 'Mihăilești DN5 GR' });
    expect(r.verdict).toBe('valid');
    expect(r.ignored).toEqual([{ text: 'DN5', as: 'note' }]);
    // A villa numbered like a European road after a street's name word stays the street's.
    expect(index.verify({ freeform: 'Parcul Câmpul Libertății 1848 Vila E4-Vila E7, Craiova' }).address?.postal_code).toBe('200493');
  });

  it('reads a structured street field from its type word after a site\'s or works\' words (was the town only, partial)', () => {
    const cases: ReadonlyArray<readonly [Record<string, string>, string]> = [
      [{ street: 'Modernizare Str. Republicii', house_number: '12', locality: 'Bistrița', county: 'BN' }, '420057'],
      [{ street: 'Platforma Industrială Calea București 40', locality: 'Craiova', county: 'DJ' }, '200515'],
      [{ street: 'Parc Logistic Bd. Independenței', house_number: 'nr. 5', locality: 'Iași', county: 'Iași' }, '700106'],
    ];
    for (const [fields, expected] of cases) {
      const r = index.verify(fields as never);
      expect(r.address?.postal_code, JSON.stringify(fields)).toBe(expected);
      expect(r.verdict, JSON.stringify(fields)).toBe('corrected');
      // The street's correction quotes the whole field.
      expect(r.corrections.some((c) => c.field === 'street_name' && c.from.includes(fields.street!.split(' ')[0]!)), JSON.stringify(fields)).toBe(true);
    }
  });
});

describe('verify: transport papers and fleet records, properties over the index\'s villages', () => {
  it('a place\'s activity label, a note\'s series before it and its goods after it keep the plain address\'s code (fast-check)', () => {
    let checked = 0;
    let kept = 0;
    fc.assert(fc.property(anyVillage, fc.constantFrom('Loc descărcare', 'Loc de încărcare', 'Loc livrare', 'Loc de livrare a produselor', 'Loc de predare'),
      fc.constantFrom('', 'Aviz de însoțire a mărfii seria ABC nr. 1234 din 01.02.2026 - '), fc.constantFrom('', ' - Produs: ciment', ' - Marfă: motorină'), (v, label, before, after) => {
        const where = `${v.name}, com. ${v.unit}, jud. ${v.county}`;
        const plain = answer(where);
        checked++;
        if (plain !== v.code) return;
        const text = `${before}${label}: ${where}${after}`;
        expect(answer(text), text).toBe(plain);
        kept++;
      }), { numRuns: 60 });
    expect(checked).toBe(60);
    expect(kept).toBeGreaterThanOrEqual(45);
  });

  it('a road\'s number after the commune\'s name, with or without its kilometre, keeps the plain address\'s code (fast-check)', () => {
    let checked = 0;
    let kept = 0;
    fc.assert(fc.property(anyVillage, fc.constantFrom('DN', 'DJ', 'DC', 'DN '), fc.integer({ min: 1, max: 799 }), fc.constantFrom('', 'A', 'C'), fc.constantFrom('', ' km 12', ' km 7+300'),
      (v, road, n, letter, km) => {
        const plain = answer(`${v.name}, com. ${v.unit}, jud. ${v.county}`);
        checked++;
        if (plain !== v.code) return;
        const text = `${v.name}, com. ${v.unit} ${road}${n}${letter}${km}, jud. ${v.county}`;
        expect(answer(text), text).toBe(plain);
        kept++;
      }), { numRuns: 60 });
    expect(checked).toBe(60);
    expect(kept).toBeGreaterThanOrEqual(45);
  });
});
