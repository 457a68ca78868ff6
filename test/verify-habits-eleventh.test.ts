/**
 * Addresses damaged by the systems they passed through (the eleventh typist's set,
 * eval/verify-forms-typed-eleventh.json, issue 24, sixteenth session), four kinds verify lacked:
 *
 * - Windows-1250 text read as UTF-8, the replacement character U+FFFD for each Romanian letter
 *   (`Calea Na\uFFFDional\uFFFD 4, Boto\uFFFDani`): read as the `?` of a code page without them, never as
 *   punctuation (`Pruni\uFFFD` is Pruniș, not Pruni);
 * - a spreadsheet's text marks around a field (`="2"`, `'38`, `'Cluj`);
 * - two columns glued without their separator (`GrivițaCordăreni`, `nr. 25Târgu-Jiu`, `NR.22PIATRA-OLT`,
 *   `Budeșticom. Cotești`), never a name of the data cut;
 * - stand-ins for empty columns in free-form text (`Bântău;N/A;Leordeni;Argeș;N/A`, `Petrești … NULL Gorj`).
 *
 * Examples (each failed before), and properties over the index's own places and streets (fast-check,
 * fixed seed, each counting what it checked): each damage keeps the code the undamaged address has.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { readWords } from '../src/text/address-tokens.js';
import { tokens } from '../src/shared/normalize.js';
import { withoutSpreadsheetTextMark } from '../src/shared/text-repair.js';
import type { VerifyInput } from '../src/types.js';
import { addressCases } from '../eval/verify-cases.js';
import { builtIndex } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const c = index.catalog;
const code = (input: VerifyInput | string): string | undefined => {
  try {
    const r = index.verify(typeof input === 'string' ? { freeform: input } : input);
    return r.verdict === 'valid' || r.verdict === 'corrected' ? r.address.postal_code : undefined;
  } catch {
    return undefined;
  }
};
const ROMANIAN_LETTERS = /[ăâîșşțţĂÂÎȘŞȚŢ]/g;
const HAS_ROMANIAN_LETTER = /[ăâîșşțţĂÂÎȘŞȚŢ]/;

describe('verify: text damaged by systems, examples', () => {
  it.each([
    ['Str. V\uFFFDr\uFFFDriei nr.30, B\uFFFDrlad', '731217'],
    ['Calea Na\uFFFDional\uFFFD 4, Boto\uFFFDani', '710010'],
    ['Bucure\uFFFDti, Sectorul 6, Str. Meseria\uFFFDilor nr. 37', '061647'],
    ['Str. Independen\uFFFDei nr 54 Alexandria Teleorman', '140080'],
    ['Pruni\uFFFD, jud. CJ', '407234'],
    ['B-dul Pandurilor 7Rm. VâlceaVâlcea', '240069'],
    ['Str. Panduri nr. 25Târgu-JiuGorj', '210176'],
    ['Str.Pann Anton nr.30Petroșani', '332035'],
    ['Budeșticom. CoteștiVrancea', '627101'],
    ['sat Ulmetucom. VârfuriDâmbovița', '137512'],
    ['Găvăneștijud. Buzău', '127531'],
    ['Vălenii com.AcățariMureș', '547014'],
    ['VidraVârfurileArad', '317398'],
    ['Bântău;N/A;Leordeni;Argeș;N/A', '117413'],
    ['Petrești (com. Bărbătești) NULL Gorj', '217057'],
    ['N/A Stânca N/A Pipirig N/A Neamț', '617332'],
    ['Preutești | NULL | Suceava | 0', code('Preutești, Suceava')],
  ])('%s is %s', (text, expected) => {
    expect(expected).toBeDefined();
    expect(code(text)).toBe(expected);
  });

  it.each([
    [{ street: 'Str. Atleților', house_number: '="2"', locality: 'București', county: 'Sector 2' }, '022912'],
    [{ street: 'Str. Ramadan', house_number: '="56"', locality: '="Giurgiu"', county: '="Giurgiu"' }, '080619'],
    [{ street: 'Str. Macilor', house_number: "'38", locality: 'Turda', county: 'Cluj' }, '401045'],
    [{ street: 'Str. Frăgăriște', house_number: '="2"', locality: 'Turda', county: "'Cluj" }, '401169'],
    [{ locality: 'GrivițaCordăreni', county: 'Botoșani' }, '717071'],
    [{ street: 'Str. Kossuth Lajos nr.16', house_number: '16', locality: 'Miercurea CiucHarghita' }, '530221'],
    [{ locality: 'Plopu', county: 'Caraș-SeverinArmeniș' }, '327007'],
    [{ street: 'Str. Avram Iancu', house_number: '60', locality: 'TurdaCluj', county: 'Cluj' }, '401163'],
    [{ street: '-', locality: 'Ceamurlia de JosTulcea' }, '827035'],
  ] as Array<[VerifyInput, string]>)('%j is %s', (input, expected) => {
    expect(code(input)).toBe(expected);
  });

  it('reads a number glued to the town after it in capitals as the columns apart (a town of one code: `partial`, the street unconfirmed)', () => {
    const glued = index.verify({ freeform: 'STR. REPUBLICII NR.22PIATRA-OLT' });
    expect(glued.address?.postal_code).toBe('235500');
    expect(glued.verdict).toBe(index.verify({ freeform: 'STR. REPUBLICII NR.22, PIATRA-OLT' }).verdict);
  });

  it('reports a stand-in left out as a label', () => {
    expect(index.verify({ freeform: 'Petrești (com. Bărbătești) NULL Gorj' }).ignored).toContainEqual({ text: 'NULL', as: 'label' });
  });

  // An empty text inside is no value to unwrap; an apostrophe or quotes inside a value stay.
  it.each([['="2"', '2'], ["'Cluj", 'Cluj'], ['=""', '=""'], ["Str. O'Neill", "Str. O'Neill"], ['2 = "doi"', '2 = "doi"']])(
    'reads the field %j as %j: only a whole field marked as text is unwrapped', (field, read) => {
      expect(withoutSpreadsheetTextMark(field)).toBe(read);
    },
  );

  // What is no two columns glued stays whole (house numbers and their letters, roads, blocks, capitals,
  // caps lock, a name before a sentence's dot); glued columns are each a field of their own (`|`).
  it.each([
    ['DN1 km 12, 22A 10bis 12Bis Bl.A4 bl. 1ABC CLUJ', 'dn1 km 12 |22a 10bis 12bis bl a4 bl 1abc cluj'],
    ['sTR. mORII nR. 10, tARGU mURES', 'str morii nr 10 |targu mures'],
    ['Str. 1 Decembrie 1918 nr. 5', 'str 1 decembrie 1918 nr 5'],
    ['Ardusat. Str. Lungă', 'ardusat str lunga'],
    ['GrivițaCordăreni', 'grivita |cordareni'],
    ['nr.22PIATRA-OLT', 'nr 22 |piatra olt'],
    ['Budeșticom. Cotești', 'budesti |com cotesti'],
    // OCR's letters inside a word are no columns: `I` for `l` after two letters, `1` for `l` after a letter.
    ['Mun.ZaIău Bd.Revo1uției', 'mun zaiau bd revo1utiei'],
    ['Sat F1oriile', 'sat f1oriile'],
  ])('splits %j into the words %j', (text, words) => {
    expect(readWords(text).map((w) => `${w.breakBefore ? '|' : ''}${w.folded}`).join(' ')).toBe(words);
  });

  it('cuts no name of the data, as the data writes it, in capitals, or beside a number', () => {
    const names = new Set<string>();
    for (let p = 0; p < c.placeCount; p++) names.add(c.placeName(p));
    for (let s = 0; s < c.streetCount; s++) names.add(c.streetName(s));
    let checked = 0;
    for (const name of names) {
      // (A name with a comma, `Horia, Cloșca și Crișan`, has a field break of its own.)
      if (/[,;|/]/.test(name)) continue;
      for (const text of [name, name.toLocaleUpperCase('ro'), `${name} 12`, `nr. 12 ${name}`]) {
        const words = readWords(text);
        expect(words.map((w) => w.folded), text).toEqual(tokens(text));
        expect(words.some((w) => w.breakBefore), text).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(90_000);
  });
});

describe('verify: text damaged by systems, properties', () => {
  const { cases } = addressCases(c);
  const villages = cases.filter((x) => {
    if (x.kind !== 'place') return false;
    const unit = c.placeParent(x.place);
    return unit !== undefined && c.placeName(unit) !== c.placeName(x.place);
  });
  const anyVillage = fc.integer({ min: 0, max: villages.length - 1 }).map((i) => villages[i]!);
  const streets = cases.filter((x) => x.kind === 'street' && x.street !== undefined && /^nr\. \d{1,3}$/.test(x.house) && !c.isSector(x.place));
  const anyStreet = fc.integer({ min: 0, max: streets.length - 1 }).map((i) => streets[i]!);
  const villageText = (v: (typeof villages)[number], sep: string): string => [c.placeName(v.place), c.placeName(c.placeParent(v.place)!), c.countyName(c.placeCounty(v.place))].join(sep);

  it('a place with U+FFFD for its Romanian letters has the code it has with `?` for them, where no other place of its county reads alike', () => {
    const lettered = villages.filter((v) => HAS_ROMANIAN_LETTER.test(c.placeName(v.place)));
    const sameMarks = new Map<string, number>();
    for (const v of lettered) {
      const key = `${c.placeCounty(v.place)}|${c.placeName(v.place).replace(ROMANIAN_LETTERS, '?')}`;
      sameMarks.set(key, (sameMarks.get(key) ?? 0) + 1);
    }
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: lettered.length - 1 }).map((i) => lettered[i]!), (v) => {
      const name = c.placeName(v.place);
      if (sameMarks.get(`${c.placeCounty(v.place)}|${name.replace(ROMANIAN_LETTERS, '?')}`) !== 1) return;
      const plain = code(`${name}, jud. ${c.countyName(c.placeCounty(v.place))}`);
      if (plain !== v.expected) return;
      expect(code(`${name.replace(ROMANIAN_LETTERS, '\uFFFD')}, jud. ${c.countyName(c.placeCounty(v.place))}`)).toBe(plain);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it('a record whose cells a spreadsheet marked as text has the code of the record without the marks', () => {
    let checked = 0;
    const mark = fc.constantFrom((v: string) => `="${v}"`, (v: string) => `'${v}`, (v: string) => v);
    fc.assert(fc.property(anyStreet, mark, mark, mark, (s, house, town, county) => {
      const plain = { street: c.streetName(s.street!), house_number: s.house.slice(4), locality: c.placeName(s.place), county: c.countyName(c.placeCounty(s.place)) };
      const expected = code(plain);
      if (expected === undefined) return;
      expect(code({ ...plain, house_number: house(plain.house_number), locality: town(plain.locality), county: county(plain.county) })).toBe(expected);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it('a village glued to its commune, or a number to its town, has the code of the columns apart', () => {
    let checked = 0;
    fc.assert(fc.property(anyVillage, anyStreet, (v, s) => {
      const village = c.placeName(v.place);
      const unit = c.placeName(c.placeParent(v.place)!);
      const county = c.countyName(c.placeCounty(v.place));
      const apart = code({ locality: `${village}, ${unit}`, county });
      if (apart !== undefined && /\p{Ll}$/u.test(village) && /^\p{Lu}/u.test(unit)) {
        expect(code({ locality: `${village}${unit}`, county })).toBe(apart);
        checked++;
      }
      const town = c.placeName(s.place);
      const line = `Str. ${c.streetBareName(s.street!)} nr. ${s.house.slice(4)}`;
      const plain = code(`${line}, ${town}, jud. ${c.countyName(c.placeCounty(s.place))}`);
      if (plain !== undefined && /^\p{Lu}\p{Ll}/u.test(town) && !/\d/.test(c.streetBareName(s.street!))) {
        expect(code(`${line}${town}, jud. ${c.countyName(c.placeCounty(s.place))}`)).toBe(plain);
        checked++;
      }
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(80);
  });

  it('stand-ins for empty columns keep the code of the columns alone', () => {
    let checked = 0;
    const parted = fc.constantFrom('N/A', 'NULL', '-', 'nil', 'none', '0', 'undefined', '#N/A');
    fc.assert(fc.property(anyVillage, fc.constantFrom(';', ' | ', ', ', '\t'), parted, parted, fc.constantFrom('N/A', 'NULL', 'none', 'nil'), (v, sep, a, b, among) => {
      const plain = code(villageText(v, ', '));
      if (plain === undefined) return;
      expect(code(`${a}${sep}${villageText(v, sep)}${sep}${b}`)).toBe(plain);
      expect(code(villageText(v, ` ${among} `))).toBe(code(villageText(v, ' ')));
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(40);
  });
});
