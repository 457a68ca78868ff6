/**
 * Romanians abroad writing home (the twenty-fourth typist): the same roles in other languages' words.
 * Italian, Spanish, German and French kind words (`frazione`, `comune di`, `pueblo`, `municipio de`,
 * `Dorf`, `Gemeinde`, `lieu-dit`) and county words (`provincia di`, `prov.`); street words (`Via`,
 * `Calle`, `C/`, `rue`) and building words (`scala`, `piano`, `interno`); the country's names
 * (`Rumänien`) and the country where the county goes; greetings, courtesies, a parcel's lead-in and
 * notes (`ciao`, `grazie`, `pacco per`, `vicino alla chiesa`). Examples (each failed on f552cce's code),
 * and properties over the index's villages: the foreign words keep the Romanian words' code.
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

describe('verify: forms filled abroad, examples', () => {
  it('reads `C/` as the Spanish calle, not as `c.` (a commune): the street of Iași, not the village Tudor Vladimirescu at 0.95', () => {
    const r = index.verify({ freeform: 'C/ Vladimirescu Tudor nº 7, Iasi, Rumania' });
    expect(r.address?.postal_code).toBe('700374');
    // `c. Ciugud` stays a commune's marker.
    expect(answer('s. Limba, c. Ciugud, j. Alba')).toBe(answer('sat Limba, com. Ciugud, jud. Alba'));
  });

  it('reads other languages\' words for village, commune and county (was the commune seat\'s code)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['Indirizzo estero: villaggio Sârca, comune Bălţaţi, provincia Iasi, ROMANIA', '707031'],
      ['Domicilio in Romania: frazione Chelinta, comune Ulmeni, provincia Maramures', '437357'],
      ['Domicilio familiar: aldea Cioroiu, ayuntamiento Falcoiu, provincia Olt, Rumania', '237177'],
      ['Wohnort: Dorf Mădei, Gemeinde Borca, Kreis Neamt, RUMÄNIEN', '617077'],
      ['Pueblo Ceptureni, municipio de Ponoarele, Mehedinti, Rumania', '227366'],
      ['frazione Dămileni del comune di Cristineşti (Botoşani)', '717104'],
      ['lieu-dit Lunca Zaicii, commune Cornereva, Caraş-Severin, Roumanie', '327133'],
      ['Comune di nascita e residenza: Marginea, provincia di Suceava, Romania - numero civico 1234', '727345'],
    ];
    for (const [text, expected] of cases) expect(answer(text), text).toBe(expected);
  });

  it('reads other languages\' street and building words', () => {
    expect(answer('Domicilio en Rumanía: Calle Mihai Bravu nº 14, Galati, provincia de Galati, Rumanía')).toBe('800222');
    expect(answer('Adresse : rue Săvenilor n° 35, Botoşani, Roumanie')).toBe('710299');
    expect(answer('Str. Prieteniei 4, scala A, 3° piano, interno 12, Suceava')).toBe('720116');
    expect(answer('Indirizzo completo: Via Ecoului n. 12, 610000 Piatra Neamt, provincia Neamt, Romania')).toBe('610065');
  });

  it('reads a message home in mixed languages: greeting, parcel, note and courtesy are the message\'s', () => {
    expect(answer('ciao! consegna a Chechis, com. Dumbravita, Maramures, vicino alla scoala')).toBe('437147');
    expect(answer('Paket für Unimăt, Gemeinde Acâş, Kreis Satu Mare - predati la fratele meu, va rog')).toBe('447008');
    expect(answer('Buna! pacchetto per Medieş-Râturi, Medieşu Aurit, SM, dopo il ponte la prima casa')).toBe('447188');
  });

  it('reads a county field that names only the country as no county', () => {
    expect(index.verify({ locality: 'Botesti, Arges', county: 'Romania' }).address?.postal_code).toBe('117135');
  });
});

describe('verify: other languages\' words keep the Romanian words\' code', () => {
  it('a village with its commune and county in Italian, Spanish, German or French words', () => {
    let checked = 0;
    let kept = 0;
    fc.assert(fc.property(anyVillage, fc.constantFrom('italian', 'italian_del', 'spanish', 'german', 'french'), (v, form) => {
      const plain = answer(`sat ${v.name}, com. ${v.unit}, jud. ${v.county}`);
      checked++;
      if (plain !== v.code) return;
      const text = form === 'italian' ? `villaggio ${v.name}, comune di ${v.unit}, provincia di ${v.county}`
        : form === 'italian_del' ? `frazione ${v.name} del comune di ${v.unit} (${v.county})`
        : form === 'spanish' ? `pueblo ${v.name}, municipio de ${v.unit}, provincia de ${v.county}, Rumanía`
        : form === 'german' ? `Dorf ${v.name}, Gemeinde ${v.unit}, Kreis ${v.county}, Rumänien`
        : `lieu-dit ${v.name}, commune ${v.unit}, ${v.county}, Roumanie`;
      expect(answer(text), text).toBe(plain);
      kept++;
    }), { numRuns: 80 });
    expect(checked).toBe(80);
    expect(kept).toBeGreaterThanOrEqual(60);
  });

  it('a village in a courier\'s message in mixed languages', () => {
    let checked = 0;
    let kept = 0;
    fc.assert(fc.property(anyVillage, fc.constantFrom('ciao', 'Hola', 'Hallo', 'Bonjour'), fc.constantFrom('pacco per', 'paquete para', 'Paket für', 'colis pour'),
      fc.constantFrom('vicino alla chiesa, grazie', 'dopo il ponte', 'por favor', 'merci'), (v, greeting, parcel, tail) => {
        const where = `${v.name}, com. ${v.unit}, jud. ${v.county}`;
        const plain = answer(where);
        checked++;
        if (plain !== v.code) return;
        const text = `${greeting}, ${parcel} ${where}, ${tail}`;
        expect(answer(text), text).toBe(plain);
        kept++;
      }), { numRuns: 60 });
    expect(checked).toBe(60);
    expect(kept).toBeGreaterThanOrEqual(45);
  });

  // (Like `Street`, they say a street is meant, not which of the data's types: the code it has behind `Street`.)
  it('a town\'s street behind Via, Calle, C/ or rue keeps the code it has behind Street', () => {
    let checked = 0;
    let kept = 0;
    const towns = ['Iași', 'Craiova', 'Suceava', 'Galați', 'Botoșani'];
    const streets = ['Ștefan cel Mare', 'Libertății', 'Teilor', 'Mihai Bravu', 'Cuza Vodă'];
    fc.assert(fc.property(fc.constantFrom(...towns), fc.constantFrom(...streets), fc.integer({ min: 1, max: 60 }), fc.constantFrom('Via', 'Calle', 'C/', 'rue'), (town, street, n, word) => {
      const plain = code(`${n} ${street} Street, ${town}`);
      checked++;
      if (plain === undefined) return;
      const text = `${word} ${street} ${word === 'rue' ? 'n°' : 'nº'} ${n}, ${town}`;
      expect(answer(text), text).toBe(plain);
      kept++;
    }), { numRuns: 60 });
    expect(checked).toBe(60);
    expect(kept).toBeGreaterThanOrEqual(20);
  });
});
