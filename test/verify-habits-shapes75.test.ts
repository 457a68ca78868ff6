/**
 * Elections' and the census' habits (issue 24, shapes75): a polling station's line in a prefecture's list, its seat's
 * street after `Sediul:` and the streets it serves after `Arondare:` (`SERVED_STREETS`, and an institution's name before
 * `Sediul:` read as the institution's, no person's: `SEAT_LABELS`); a journalist's sentence on election day around a
 * town's street (`la secția 233`: `STATION_IN_SENTENCE`; `#alegeri`: `HASHTAGS`; `până la 23:00`: a clock time; `s-a
 * votat` and `se votează` after the number: a sentence, no `S.A.`). Examples of places the thirty-fifth set does not
 * name (each answered wrong, or not at all, on 5750e60's code), and properties over towns' streets: the wrapping does
 * not change the plain address's code.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { streetTypeById } from '../src/shared/street-name.js';
import { answerOf, expectCodesOf } from './helpers/habit-answers.js';
import { builtIndex } from './helpers/index.js';
import { propertyRuns, typedStreetSample } from './helpers/town-streets.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const answer = answerOf(index);
const expectCodes = expectCodesOf(answer);

const streets = typedStreetSample(catalog);
const anyStreet = fc.integer({ min: 0, max: streets.length - 1 }).map((i) => streets[i]!);
/** A street of the sample as `Strada X nr. n`, its town and its county. */
const partsOf = (s: number, n: number): { line: string; town: string; county: string } => ({
  line: `${streetTypeById(catalog.streetTypeId(s))!.article} ${catalog.streetBareName(s)} nr. ${n}`,
  town: catalog.placeName(catalog.streetPlace(s)),
  county: catalog.countyName(catalog.placeCounty(catalog.streetPlace(s))),
});
/** Streets named after people and places that are villages too: what the served streets were read as. */
const SERVED = ['Mihai Eminescu', 'Ion Creangă', 'Avram Iancu', 'Tudor Vladimirescu', 'Câmpului', 'Unirii', 'George Coșbuc'] as const;

describe('verify: a polling station\'s line with the streets it serves', () => {
  it('answers the seat\'s street in the station\'s town (was a village named like a served street, or none)', () => {
    expectCodes([
      ['Secția de votare nr. 3 Huși. Sediul: Școala Gimnazială nr. 1, str. 1 Decembrie nr. 10. Arondare: str. Ștefan cel Mare nr. 1-41 (impare); str. Avram Iancu integral. Jud. Vaslui', '735100'],
      ['Secția de votare nr. 7 Mizil. Sediul: Casa de Cultură, str. Unirii nr. 2. Străzi arondate: str. Mihai Eminescu integral; str. Tudor Vladimirescu nr. 2-30 (pare). Jud. Prahova', '105800'],
      ['Secția de votare nr. 12 Sebeș. Sediul: Colegiul Național, str. Lucian Blaga nr. 5. Delimitare: str. Avram Iancu nr. 1-25 (impare); str. Ion Creangă integral. Jud. Alba', '515800'],
    ]);
  });

  it('an institution\'s name before `sediul:` is the institution\'s, its village and the county written deciding (was a namesake of another county)', () => {
    expectCodes([
      ['Biroul Electoral de Circumscripție Comunală nr. 12 Vulturu, jud. Vrancea, sediul: Căminul Cultural Vulturu', '627455'],
      ['Primăria Comunei Bălteni, jud. Vaslui, sediul: Căminul Cultural Bălteni', '737060'],
    ]);
  });

  it('the served streets are left out as a note, to the county\'s marker', () => {
    const r = index.verify({ freeform: 'Secția de votare nr. 7 Mizil. Sediul: Casa de Cultură, str. Unirii nr. 2. Arondare: str. Mihai Eminescu integral; str. Tudor Vladimirescu nr. 2-30 (pare). Jud. Prahova' });
    const note = r.ignored?.find((i) => i.as === 'note');
    expect(note?.text.startsWith('Arondare: str. Mihai Eminescu integral')).toBe(true);
    expect(note?.text.includes('Prahova')).toBe(false);
  });

  it('a station\'s line around a town\'s street keeps the street\'s code, whatever streets it serves', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, fc.integer({ min: 2, max: 90 }), fc.integer({ min: 1, max: 400 }), fc.subarray([...SERVED], { minLength: 1, maxLength: 3 }), (s, n, own, served) => {
      const { line, town, county } = partsOf(s, n);
      const plain = answer(`${line}, ${town}, jud. ${county}`);
      // (Only streets the plain address finds sure: the station's words must not move what is found.)
      if (plain.code === undefined || plain.confidence < 0.9) return;
      const list = served.map((x, k) => (k % 2 === 0 ? `str. ${x} nr. ${1 + 2 * k}-${41 + 2 * k} (impare)` : `str. ${x} integral`)).join('; ');
      const text = `Secția de votare nr. ${own} ${town}. Sediul: Școala Gimnazială nr. 2, ${line}. Arondare: ${list}. Jud. ${county}`;
      expect(answer(text).code, text).toBe(plain.code);
      checked++;
    }), propertyRuns(7501));
    expect(checked).toBeGreaterThanOrEqual(60);
  });
});

describe('verify: a journalist\'s sentence around a town\'s street on election day', () => {
  it('answers the street (was the town alone, `secția` as a street, or `până` as the village Pânca)', () => {
    expectCodes([
      ['Coadă la secția 41 din Bacău, Str. Mărășești nr. 10 - oamenii așteaptă de o oră', '600016'],
      ['#alegeri Craiova: la Liceul Teoretic de pe Strada Unirii 20 s-a votat până la 22:00', '200732'],
      ['Sibiu - la secția de votare nr 88 de pe str. Ocnei 12 se votează până la 21:00', '550188'],
    ]);
  });

  it('`s-a` is no company\'s legal form, the hashtag and the clock time no place', () => {
    const r = index.verify({ freeform: '#alegeri Craiova: la Liceul Teoretic de pe Strada Unirii 20 s-a votat până la 22:00' });
    expect(r.ignored?.some((i) => i.as === 'company')).toBe(false);
    expect(r.ignored?.some((i) => i.text === 'alegeri')).toBe(true);
    expect(r.ignored?.some((i) => i.text.includes('22:00'))).toBe(true);
  });

  it('a queue at a numbered station, the town after `din`, keeps the plain address\'s code', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, fc.integer({ min: 2, max: 90 }), fc.integer({ min: 1, max: 400 }), fc.constantFrom('secția', 'sectia', 'secția de votare nr.'), (s, n, own, station) => {
      const { line, town } = partsOf(s, n);
      const plain = answer(`${town}, ${line}`);
      if (plain.code === undefined || plain.confidence < 0.9) return;
      const text = `Coadă la ${station} ${own} din ${town}, ${line} - oamenii așteaptă de o oră`;
      expect(answer(text).code, text).toBe(plain.code);
      checked++;
    }), propertyRuns(7502));
    expect(checked).toBeGreaterThanOrEqual(60);
  });
});
