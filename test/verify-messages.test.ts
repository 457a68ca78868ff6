/**
 * Addresses as people paste them into messages, checkouts and spreadsheets: the
 * message's words around the address (`salut! pe Semaforului 5 în Sibiu, …`),
 * a checkout label's kind (`Adresa livrare:`), the street's type in a column of
 * its own (`Aleea;Oteșani;32`), a count of pieces (`2 buc`) and `B5` for sector
 * 5. Each rule with the addresses that gave it and the ones it must leave alone,
 * and properties over generated streets: wrapping an address in a message or
 * splitting it into columns does not change its code.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { builtIndex } from './helpers/index.js';
import { addressCases } from '../eval/verify-cases.js';
import { streetTypeById } from '../src/shared/street-name.js';

const index = builtIndex() as LoadedIndex;
const free = (text: string) => index.verify({ freeform: text });

describe('verify: a message around the address', () => {
  it.each([
    ['salut! pe semaforului 5 in sibiu, las coletul la vecina daca nu-s acasa', '550309', 'Strada Semaforului'],
    ['stau in cluj pe primaverii la nr 10, in manastur', '400539', 'Strada Primăverii'],
    ['eu sunt pe sararie 50 in iasi, langa parc', '700116', 'Strada Sărărie'],
    ['se poate ridica personal din constanta de pe soveja 100', '900402', 'Strada Soveja'],
    ['predare in oradea pe decebal nr 20 dupa ora 18', '410197', 'Bulevardul Decebal'],
    ['buna, locuiesc in targu mures pe str. gheorghe doja 20 ap 4', '540342', 'Strada Gheorghe Doja'],
    ['ok, livrare in Calarasi pe 1 Mai 15. sunati inainte', '910041', 'Bulevardul 1 Mai'],
    ['salut! eu sunt din Bucuresti, pe Poiana cu Aluni nr 14', '022875', 'Strada Poiana cu Aluni'],
    ['lunga 5 in brasov', '500035', 'Strada Lungă'],
    ['ma gasiti in Brasov, strada Lunga numarul 5', '500035', 'Strada Lungă'],
    ['va rog sa livrati in Brasov, Lunga 5', '500035', 'Strada Lungă'],
    ['Brasov, pe Lunga la 5', '500035', 'Strada Lungă'],
    ['Punct de ridicare: Tineretului 90, Giurgiu', '080279', 'Strada Tineretului'],
    ['Livrare: Iași, Strada Mușatini 42. Plata ramburs.', '700591', 'Strada Mușatini'],
    ['Iasi - Basarabi 47 (sunati la interfon)', '700598', 'Strada Basarabi'],
    ['Bună ziua! Aș dori livrarea la Nicolae Iorga 25, Sibiu. Mulțumesc!', '550361', 'Strada Nicolae Iorga'],
    ['Trimiteti va rog pe adresa Baraolt 9 din Ploiesti', '100229', 'Strada Baraolt'],
    ['eu locuiesc pe Horea, la numarul 45, in Cluj-Napoca', '400202', 'Strada Horea'],
    ['Va rog sa trimiteti coletul la Capidava nr 2, Constanta, multumesc anticipat', '900421', 'Aleea Capidava'],
    ['Nu sunt acasa, livrati la Traian 7 Piatra-Neamt', '610136', 'Bulevardul Traian'],
    ['Salutare, adresa de livrare este Calea Moldovei 95, Focsani', '620050', 'Calea Moldovei'],
    ['Ridicare de la Mizil 41, Bucuresti', '032344', 'Strada Mizil'],
    ['Str. Lunga nr. 5 din Brasov', '500035', 'Strada Lungă'],
  ])('%s', (text, code, street) => {
    const r = free(text);
    expect(r.address.postal_code).toBe(code);
    expect(r.address.street).toBe(street);
    expect(r.verdict).not.toBe('partial');
  });

  it('greetings, courtesies and a time are left out; a message word inside a name is not', () => {
    expect(free('Bună ziua, Str. Lungă 5, Brașov, vă rog frumos').address.postal_code).toBe(free('Str. Lungă 5, Brașov').address.postal_code);
    expect(free('adresa mea e Calea Floreasca 185, Bucuresti, multumesc').address.postal_code).toBe('014459');
    expect(free('va rog livrati la adresa: strada Soveja nr 64, bucuresti').address.postal_code).toBe('012306');
    // The address's own label leaves out only what its own field holds before it.
    expect(free('Oras: Bistrita\nAdresa: Str. Gospodarilor nr. 6').address.locality).toBe('Bistrița');
    // `pe` of a place's name, with `din`: the place still wins.
    expect(free('Sasenii pe Vale 10, din comuna Vernesti, jud Buzau').address.locality).toBe('Săsenii pe Vale');
    // `din` of a place's name, in a field with its house number, is no message's town.
    expect(free('Paduroiu din Deal nr 5, com. Cetateni').address.locality).toBe('Păduroiu din Deal');
    // A date after `la` is no street and number; a note after the address is no town; a label before a person's name.
    expect(free('domiciliată în municipiul Târgu Mureș, str. Gheorghe Doja nr. 20, județul Mureș, eliberată de SPCLEP Târgu Mureș la data de 12.03.2015').address.postal_code).toBe('540342');
    expect(free('Str. Sararie 20, Iasi - poarta din spate, caine in curte!').address.postal_code).toBe('700083');
    expect(free('Livrare catre: Marin Ioana, Str. Soveja 30, Constanta, Telefon 0755 666 777').address.postal_code).toBe('900553');
    // `la` of a place's name opens no message's street.
    expect(free('Lunca la Tisa 5, Maramures').address.locality).toBe('Lunca la Tisa');
    // `de la` of a name written out of order is no `la nr`.
    expect(free('Strada Afumati Radu de la nr. 38, Bucuresti').address.street).toBe('Strada Radu de la Afumați');
    // A county's code is no `mersi`.
    expect(free('Stefanca, MS').address.county).toBe('Mureș');
  });

  it('a count of pieces is no house number and no București; a sector or a number before Buc. still is', () => {
    const r = free('ok, str traian 30 galati, 2 buc');
    expect(r.address.postal_code).toBe('800049');
    expect(r.address.house_number).toBe('nr. 30');
    expect(free('Bd. Anul 1864 14 Sector 6 Buc.').address.locality).toBe('București');
    expect(free('Calea Victoriei 2, Buc').address.postal_code).toBe('030025');
  });

  it('a closing B1-B6 is a București sector; a block written bl. B5 is not', () => {
    const r = free('Str. Sebastian 50, B5');
    expect(r.address.postal_code).toBe('050784');
    expect(r.sector).toBe('Sector 5');
    expect(() => free('Str. Lunga 5, bl. B5')).toThrow();
  });
});

describe('verify: checkout labels and spreadsheet columns', () => {
  it.each([
    ['Adresa livrare: Calea Floreasca 185, Bucuresti', '014459'],
    ['ADRESA DE FACTURARE: CALEA BUCURESTI 84, BRASOV', '500365'],
    ['Adresa de livrare: Calea Moșilor 235, Bucuresti', '020872'],
  ])('%s', (text, code) => {
    const r = free(text);
    expect(r.address.postal_code).toBe(code);
    expect(r.verdict).toBe('corrected');
  });

  it.each([
    ['Aleea;Otesani;32;Bucuresti;sect. 2', '023562', 'Aleea Oteșani'],
    ['B-dul\tTudor Vladimirescu\t105\tIași\tIași', '700312', 'Bulevardul Tudor Vladimirescu'],
    ['Piata;1848;29;Giurgiu;Giurgiu', '080051', 'Piața 1848'],
    ['Spl.\tUnirii\t45\tBucuresti', '030126', 'Splaiul Unirii'],
  ])('a type word in a column of its own types the next: %s', (text, code, street) => {
    const r = free(text);
    expect(r.address.postal_code).toBe(code);
    expect(r.address.street).toBe(street);
  });

  it('a village called like a type word, alone in its field, stays the village', () => {
    expect(free('Vad, Copalnic-Manastur').address.locality).toBe('Vad');
    // No more columns after the next field: a village and its county (Suplai), not Splaiul Bistrița.
    expect(free('Splai, Bistrita-Nasaud').address.postal_code).toBe('427389');
  });
});

describe('verify: messages and columns, properties', () => {
  const { cases } = addressCases(index.catalog);
  const streets = cases.filter((c) => c.kind === 'street' && c.street !== undefined && /^nr\. \d{1,3}$/.test(c.house) && !index.catalog.isSector(c.place));
  const anyStreet = fc.integer({ min: 0, max: streets.length - 1 }).map((i) => streets[i]!);
  const c = index.catalog;
  const plainCode = (text: string): string | undefined => {
    const r = free(text);
    return r.verdict === 'valid' || r.verdict === 'corrected' ? r.address.postal_code : undefined;
  };

  it('wrapping an address in a message does not change its code', () => {
    let checked = 0;
    const hello = fc.constantFrom('', 'salut! ', 'Bună ziua, ', 'ok, ');
    const note = fc.constantFrom('', ', mulțumesc', ' vă rog', ', las coletul la vecina', ' după ora 18');
    const shape = fc.integer({ min: 0, max: 3 });
    fc.assert(fc.property(anyStreet, hello, note, shape, (s, h, n, k) => {
      const name = c.streetBareName(s.street!);
      const number = s.house.slice(4);
      const town = c.placeName(s.place);
      const type = streetTypeById(c.streetTypeId(s.street!))?.article ?? '';
      const expected = plainCode(`${type} ${name} ${number}, ${town}`);
      if (expected === undefined) return;
      const text = [
        `${h}pe ${type} ${name} ${number} în ${town}${n}`,
        `${h}stau în ${town} pe ${type} ${name} la nr ${number}${n}`,
        `${h}adresa mea e ${type} ${name} nr. ${number}, ${town}${n}`,
        `${h}livrare în ${town} pe ${type} ${name} nr ${number}${n}`,
      ][k]!;
      expect(free(text).address.postal_code).toBe(expected);
      checked++;
    }), { numRuns: 60 });
    // (An address whose plain form gets no code is passed over: at most a few.)
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it('the same address split into columns (the type in its own, or with the name) has the same code', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, fc.constantFrom('\t', ';', '; '), fc.boolean(), (s, sep, ownType) => {
      const name = c.streetBareName(s.street!);
      const number = s.house.slice(4);
      const town = c.placeName(s.place);
      const type = streetTypeById(c.streetTypeId(s.street!))?.article ?? '';
      const expected = plainCode(`${type} ${name} ${number}, ${town}`);
      if (expected === undefined) return;
      const street = ownType ? [type, name] : [`${type} ${name}`];
      expect(free([...street, number, town, c.countyName(c.placeCounty(s.place))].join(sep)).address.postal_code).toBe(expected);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it('a count of pieces after the address does not change its code', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, fc.integer({ min: 1, max: 99 }), fc.constantFrom('buc', 'buc.', 'bucăți'), (s, k, word) => {
      const text = `Str. ${c.streetBareName(s.street!)} ${s.house.slice(4)}, ${c.placeName(s.place)}`;
      const expected = plainCode(text);
      if (expected === undefined) return;
      expect(free(`${text}, ${k} ${word}`).address.postal_code).toBe(expected);
      checked++;
    }), { numRuns: 40 });
    expect(checked).toBeGreaterThanOrEqual(30);
  });
});
