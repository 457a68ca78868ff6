/**
 * Banks', insurers' and couriers' habits (issue 24, shapes54), each read in general: a call centre's note before the
 * address's short label (`client nou adr com Vidra AB`: `adr` is `adresa` cut short, and what is before it in its
 * field is no place: `nou` is a village of Sibiu); a message saying where its parcel is going, to a direction word
 * right before a street's type or a locality's kind (`Cardul tau e in drum spre Strada …`: `drum` is no street's
 * type there); a dwelling named before its village (`casa de locuit din Moflești nr. 22, comuna Talpaș`: the phrase
 * and its link are the address's label); a note to the courier after the number (`…, Vaslui. Curierul sa lase la
 * portar.`: `sa` is `să`, no company's `SA`); a landmark glued to a street written with no number (`Str. Constantin
 * Brâncuși în parcare`, `Str. Izvoarelor lângă poștă`). Examples (each failed on db53664's code: another place's code,
 * or a street's code left open), and properties over the index's villages, communes and towns' streets: the note's,
 * the message's, the dwelling's and the courier's words keep the plain address's code.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { streetTypeById } from '../src/shared/street-name.js';
import { answerOf, expectCodesOf, uniqueCommuneVillages } from './helpers/habit-answers.js';
import { builtIndex } from './helpers/index.js';
import { propertyRuns, singleCode, typedStreetSample } from './helpers/town-streets.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const answer = answerOf(index);
const expectCodes = expectCodesOf(answer);

const villages = uniqueCommuneVillages(catalog);
const anyVillage = fc.integer({ min: 0, max: villages.length - 1 }).map((i) => villages[i]!);
const unitName = (p: number): string => catalog.placeName(catalog.placeParent(p)!);

/** Towns' streets (no sector's) of one postal code, named with no digit, whose type has its full word. */
const streets = typedStreetSample(catalog);
const anyStreet = fc.integer({ min: 0, max: streets.length - 1 }).map((i) => streets[i]!);
const streetLine = (s: number): string => `${streetTypeById(catalog.streetTypeId(s))!.article} ${catalog.streetBareName(s)}`;
const townOf = (s: number): string => catalog.placeName(catalog.streetPlace(s));

describe('verify: a call centre\'s note before `adr`', () => {
  it('reads the commune after `client nou adr` (was the village Nou of Sibiu, or the note read as the commune\'s village)', () => {
    expectCodes([
      ['client nou adr com Vidra AB - trimis contract prin posta', '517825'],
      ['Client nou adr com Talpas DJ', '207266'],
    ]);
    expect(answer('clienta noua adr. comuna Prejmer BV - revine maine').confidence).toBeGreaterThanOrEqual(0.9);
    const r = index.verify({ freeform: 'client nou adr com Vidra AB - trimis contract prin posta' });
    expect(r.ignored).toContainEqual({ text: 'adr', as: 'label' });
    // (`/ADR/` of a bank transfer is still a label before its street.)
    expect(answer('/ADR/STR. LUNGA 5 /CITY/BRASOV').code).toBe('500035');
  });

  it('a note and `adr` before a commune and its county code keep the plain commune\'s code', () => {
    let checked = 0;
    fc.assert(fc.property(anyVillage, fc.constantFrom('client nou', 'client vechi', 'clienta noua', 'apelant nou'), fc.constantFrom('', ' - trimis contract prin posta', ' - revine maine'), (p, note, tail) => {
      const plain = `com ${unitName(p)} ${catalog.countyCode(catalog.placeCounty(p))}`;
      const alone = answer(plain);
      if (alone.code === undefined || alone.confidence < 0.9) return;
      const text = `${note} adr ${plain}${tail}`;
      expect(answer(text).code, text).toBe(alone.code);
      checked++;
    }), propertyRuns(5401));
    expect(checked).toBeGreaterThanOrEqual(100);
  });
});

describe('verify: a message\'s way to the address', () => {
  it('reads the street or village after `e în drum spre`, `e pe drum către` (was the street `drum spre Strada …` left open, or another place)', () => {
    expectCodes([
      ['Cardul tau e in drum spre Strada Avram Iancu nr. 2, Tulcea. Cod AWB 1Z55', '820028'],
      ['Coletul e pe drum catre Str. Decebal nr. 19, Turda', '401126'],
      ['Comanda ta e in drum spre satul Racoți, oraș Tismana, jud. Gorj', '217502'],
      ['Plicul cu PIN-ul e in drum spre Bd. Independentei nr. 5, Iasi', '700106'],
    ]);
    // (A place the road leaves before the direction word is still the address's: `Blaj spre com. Ciugud`.)
    expect(answer('Depozit Blaj spre com. Ciugud, jud. Alba').code).toBe('515400');
  });

  it('a message\'s way before a town\'s street keeps the plain street\'s code', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, fc.integer({ min: 2, max: 90 }), fc.constantFrom('Cardul tau e in drum spre', 'Coletul tău este pe drum către', 'Comanda ta e in drum spre'), (s, n, lead) => {
      const line = `${streetLine(s)} nr. ${n}, ${townOf(s)}`;
      const plain = answer(line);
      if (plain.code === undefined || plain.confidence < 0.9) return;
      const text = `${lead} ${line}. Cod AWB 1Z423842`;
      expect(answer(text).code, text).toBe(plain.code);
      checked++;
    }), propertyRuns(5402));
    expect(checked).toBeGreaterThanOrEqual(100);
  });
});

describe('verify: a dwelling named before its village', () => {
  it('reads the village after `casa de locuit din`, `locuința din` (was the commune seat\'s code, the village read as a street)', () => {
    expectCodes([
      ['Garantie: casa de locuit din Moflesti nr. 22, comuna Talpas, judetul Dolj', '207259'],
      ['Ipoteca pe casa de locuit din Drajna de Jos nr. 7, comuna Drajna, judetul Prahova', '107193'],
      ['Bun asigurat: locuința din Silivas nr. 40, comuna Hoparta, judetul Alba', '517336'],
      ['Obiectul asigurarii: casa din Văleni nr. 3, comuna Brâncoveni, judetul Olt', '237053'],
    ]);
    // (`Casa de Piatră` is a village: no link follows `casa`.)
    expect(answer('Casa de Piatra, jud. Alba').code).toBe('517043');
  });

  it('a house described after the address (`casa cu poarta de lemn`) stays a note: `cu` links no place', () => {
    const plain = index.verify({ freeform: 'Ne gasiti in Salcea, jud. Suceava, str. Văii 123' });
    const described = index.verify({ freeform: 'Ne gasiti in Salcea, jud. Suceava, str. Văii 123 - casa cu poarta de lemn.' });
    expect(described.address?.postal_code).toBe(plain.address?.postal_code);
    expect(described.corrections.map((c) => c.field)).not.toContain('admin_unit');
    expect(described.ignored?.map((w) => w.as)).not.toContain('label');
    // (In a field of its own, after a village and its commune in brackets, it is the same note.)
    expect(answer('Buna ziua, livrati la Ursoaia (Icoana) (OT), casa cu gard albastru, mersi').code).toBe('237227');
  });

  it('a dwelling\'s phrase before a village, its number, commune and county gives the village\'s code', () => {
    let checked = 0;
    fc.assert(fc.property(anyVillage, fc.integer({ min: 1, max: 250 }), fc.constantFrom('casa de locuit din', 'locuința din', 'casa din', 'casă familială în'), (p, n, dwelling) => {
      const place = `${catalog.placeName(p)} nr. ${n}, comuna ${unitName(p)}, judetul ${catalog.countyName(catalog.placeCounty(p))}`;
      if (answer(`sat ${place}`).code !== catalog.placePostalCode(p)) return;
      const text = `Garantie: ${dwelling} ${place}`;
      expect(answer(text).code, text).toBe(catalog.placePostalCode(p));
      checked++;
    }), propertyRuns(5403));
    expect(checked).toBeGreaterThanOrEqual(100);
  });
});

describe('verify: a note to the courier after the street', () => {
  it('reads the street before `Curierul sa lase la portar.` and a street with a landmark glued to it (was a company `… Curierul sa`, or the street left open)', () => {
    expectCodes([
      ['Str. Izvoarelor nr. 79, Vaslui. Curierul sa lase la portar.', '730016'],
      ['Iasi, Str. Decebal nr. 19. Soferul sa lase coletul la vecini.', '700251'],
      ['Alba Iulia, Str. Constantin Brancusi în parcare, jud. Alba', '510251'],
      ['Vaslui, Str. Izvoarelor lângă poștă', '730016'],
    ]);
    expect(answer('TULCEA, STR. AVRAM IANCU, NR. 2. CURIERUL SĂ SUNE ÎNAINTE.').confidence).toBeGreaterThanOrEqual(0.9);
    // (A company's `sa` before its street is still its legal form.)
    expect(index.verify({ freeform: 'Beta sa, Str. Lungă 5, Brașov' }).ignored).toContainEqual({ text: 'Beta sa', as: 'company' });
  });

  it('a courier\'s sentence after a town\'s street, and a landmark glued to the street with no number, keep the plain street\'s code', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, fc.integer({ min: 2, max: 90 }), fc.constantFrom('Curierul sa lase la portar.', 'CURIERUL SĂ SUNE ÎNAINTE.', 'Soferul sa lase coletul la vecini.'), fc.constantFrom('în parcare', 'lângă poștă', 'in spatele blocului'), (s, n, sentence, landmark) => {
      const line = `${streetLine(s)} nr. ${n}, ${townOf(s)}`;
      const plain = answer(line);
      if (plain.code !== undefined && plain.confidence >= 0.9) {
        const text = `${line}. ${sentence}`;
        expect(answer(text).code, text).toBe(plain.code);
        checked++;
      }
      const bare = `${townOf(s)}, ${streetLine(s)}`;
      if (answer(bare).code === singleCode(catalog, s)) {
        const text = `${bare} ${landmark}`;
        expect(answer(text).code, text).toBe(singleCode(catalog, s));
        checked++;
      }
    }), propertyRuns(5404));
    expect(checked).toBeGreaterThanOrEqual(150);
  });
});
