/**
 * The realistic-forms evaluation (npm run eval:forms) itself: its hand-typed
 * codes are the workbook's, its reader of written street names accepts the
 * forms people write and nothing else, and its generator gives every shape of
 * issue 16, reproducibly, each case with codes of the data.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import type { LoadedIndex } from '../src/address-index.js';
import type { WorkbookRow } from '../eval/infocod-workbook.js';
import { inChild } from './helpers/in-child.js';
import { EXTRA_SHAPES, SHAPES, formCases, oldSpelling } from '../eval/verify-forms-cases.js';
import { nameFits, writtenWords } from '../eval/verify-forms-data.js';
import { TYPED_FIFTH_PATH, TYPED_FOURTH_PATH, TYPED_EIGHTH_PATH, TYPED_NINTH_PATH, TYPED_SEVENTH_PATH, TYPED_TENTH_PATH, TYPED_ELEVENTH_PATH, TYPED_TWELFTH_PATH, TYPED_THIRTEENTH_PATH, TYPED_FOURTEENTH_PATH, TYPED_FIFTEENTH_PATH, TYPED_SIXTEENTH_PATH, TYPED_SEVENTEENTH_PATH, TYPED_EIGHTEENTH_PATH, TYPED_NINETEENTH_PATH, TYPED_TWENTIETH_PATH, TYPED_TWENTY_FIRST_PATH, TYPED_TWENTY_SECOND_PATH, TYPED_TWENTY_THIRD_PATH, TYPED_TWENTY_FOURTH_PATH, TYPED_TWENTY_FIFTH_PATH, TYPED_TWENTY_SIXTH_PATH, TYPED_TWENTY_SEVENTH_PATH, TYPED_TWENTY_EIGHTH_PATH, TYPED_TWENTY_NINTH_PATH, TYPED_THIRTIETH_PATH, TYPED_THIRTY_FIRST_PATH, TYPED_THIRTY_SECOND_PATH, TYPED_THIRTY_THIRD_PATH, TYPED_THIRTY_FOURTH_PATH, TYPED_THIRTY_FIFTH_PATH, TYPED_THIRTY_SIXTH_PATH, TYPED_THIRTY_SEVENTH_PATH, TYPED_THIRTY_EIGHTH_PATH, TYPED_THIRTY_NINTH_PATH, TYPED_FORTIETH_PATH, TYPED_FORTY_FIRST_PATH, TYPED_FORTY_SECOND_PATH, TYPED_FORTY_THIRD_PATH, TYPED_FORTY_FOURTH_PATH, TYPED_FORTY_FIFTH_PATH, TYPED_FORTY_SIXTH_PATH, TYPED_FORTY_SEVENTH_PATH, TYPED_FORTY_EIGHTH_PATH, TYPED_FORTY_NINTH_PATH, TYPED_FIFTIETH_PATH, TYPED_SIXTH_PATH, TYPED_FRESH_PATH, TYPED_OPEN_PATH, TYPED_THIRD_PATH, checkTyped, readTyped } from '../eval/verify-forms-typed.js';
import { fold } from '../src/shared/normalize.js';
import { builtIndex } from './helpers/index.js';

describe('eval:forms hand-typed addresses', () => {
  const typed = readTyped();
  let rows: WorkbookRow[] = [];
  // Read with SheetJS in a child process: seconds of one synchronous call, which the test worker must not spend.
  beforeAll(async () => {
    rows = await inChild<WorkbookRow[]>(resolve(import.meta.dirname, '..', 'eval', 'infocod-workbook.ts'), 'readWorkbook');
    expect(rows.length).toBeGreaterThan(55_000);
  }, 180_000);

  it('are many, each tagged with a shape of the issue', () => {
    expect(typed.length).toBeGreaterThanOrEqual(250);
    for (const t of typed) expect([...SHAPES, ...EXTRA_SHAPES] as readonly string[]).toContain(t.shape);
    expect(new Set(typed.map((t) => t.text)).size).toBe(typed.length);
  });

  it('carry codes the workbook publishes for their locality and street (open cases too)', () => {
    expect(checkTyped(typed, rows)).toEqual([]);
    expect(checkTyped(readTyped(TYPED_OPEN_PATH), rows)).toEqual([]);
  });

  it("the second typist's addresses carry workbook codes, once each, in F-numbered habits", () => {
    const fresh = readTyped(TYPED_FRESH_PATH);
    expect(fresh.length).toBeGreaterThanOrEqual(250);
    for (const t of fresh) expect(t.shape).toMatch(/^F\d\d_[a-z_]+$/);
    expect(new Set(fresh.map((t) => t.text)).size).toBe(fresh.length);
    expect(checkTyped(fresh, rows)).toEqual([]);
  });

  it("the third typist's addresses carry workbook codes, once each, in T-numbered habits", () => {
    const third = readTyped(TYPED_THIRD_PATH);
    expect(third.length).toBeGreaterThanOrEqual(300);
    for (const t of third) expect(t.shape).toMatch(/^T\d\d_[a-z0-9_]+$/);
    expect(new Set(third.map((t) => t.text)).size).toBe(third.length);
    expect(checkTyped(third, rows)).toEqual([]);
  });

  it("the fourth typist's addresses carry workbook codes, once each, in Q-numbered habits", () => {
    const fourth = readTyped(TYPED_FOURTH_PATH);
    expect(fourth.length).toBeGreaterThanOrEqual(200);
    for (const t of fourth) expect(t.shape).toMatch(/^Q\d\d_[a-z0-9_]+$/);
    expect(new Set(fourth.map((t) => t.text)).size).toBe(fourth.length);
    expect(checkTyped(fourth, rows)).toEqual([]);
  });

  it("the fifth typist's addresses carry workbook codes, once each, in S-numbered habits", () => {
    const fifth = readTyped(TYPED_FIFTH_PATH);
    expect(fifth.length).toBeGreaterThanOrEqual(250);
    for (const t of fifth) expect(t.shape).toMatch(/^S\d\d_[a-z0-9_]+$/);
    expect(new Set(fifth.map((t) => t.text)).size).toBe(fifth.length);
    expect(new Set(fifth.map((t) => t.county)).size).toBeGreaterThanOrEqual(30);
    expect(checkTyped(fifth, rows)).toEqual([]);
  });

  it("the sixth typist's addresses carry workbook codes, once each, in U-numbered habits, two in five rural", () => {
    const sixth = readTyped(TYPED_SIXTH_PATH);
    expect(sixth.length).toBeGreaterThanOrEqual(250);
    for (const t of sixth) expect(t.shape).toMatch(/^U\d\d_[a-z0-9_]+$/);
    expect(new Set(sixth.map((t) => t.text)).size).toBe(sixth.length);
    expect(new Set(sixth.map((t) => t.county)).size).toBeGreaterThanOrEqual(30);
    // Villages and communes: U17-U25 and U28-U30 (U26 small towns, U27 București).
    const rural = sixth.filter((t) => /^U(1[7-9]|2[0-5]|2[89]|30)_/.test(t.shape));
    expect(rural.length / sixth.length).toBeGreaterThanOrEqual(0.4);
    expect(checkTyped(sixth, rows)).toEqual([]);
  });

  it("the seventh typist's records carry workbook codes, once each, as fields, in V-numbered habits", () => {
    const seventh = readTyped(TYPED_SEVENTH_PATH);
    expect(seventh.length).toBeGreaterThanOrEqual(300);
    for (const t of seventh) {
      expect(t.shape).toMatch(/^V\d\d_[a-z0-9_]+$/);
      // A structured record: the fields verify reads, `locality` among them, `house_number` only with `street`.
      expect(t.fields?.locality, t.text).toBeTruthy();
      if (t.fields?.house_number !== undefined) expect(t.fields.street, t.text).toBeDefined();
    }
    expect(new Set(seventh.map((t) => t.text)).size).toBe(seventh.length);
    expect(new Set(seventh.map((t) => t.county)).size).toBeGreaterThanOrEqual(35);
    expect(checkTyped(seventh, rows)).toEqual([]);
  });

  it("the eighth typist's addresses carry workbook codes, once each, in W-numbered habits, nearly all villages named like places of other counties", () => {
    const eighth = readTyped(TYPED_EIGHTH_PATH);
    expect(eighth.length).toBeGreaterThanOrEqual(280);
    for (const t of eighth) {
      expect(t.shape).toMatch(/^W\d\d_[A-Za-z0-9_]+$/);
      expect(t.fields).toBeUndefined();
    }
    expect(new Set(eighth.map((t) => t.text)).size).toBe(eighth.length);
    expect(new Set(eighth.map((t) => t.county)).size).toBeGreaterThanOrEqual(38);
    // Named like a place of another county: the index's places, by folded name.
    const catalog = (builtIndex() as LoadedIndex).catalog;
    const counties = new Map<string, Set<number>>();
    for (let p = 0; p < catalog.placeCount; p++) {
      const key = fold(catalog.placeName(p));
      const set = counties.get(key) ?? new Set<number>();
      set.add(catalog.placeCounty(p));
      counties.set(key, set);
    }
    const namesakes = eighth.filter((t) => (counties.get(fold(t.locality))?.size ?? 0) > 1);
    expect(namesakes.length / eighth.length).toBeGreaterThanOrEqual(0.85);
    expect(checkTyped(eighth, rows)).toEqual([]);
  });

  it("the ninth typist's records carry workbook codes, once each, as fields the specification accepts, in X-numbered habits", () => {
    const ninth = readTyped(TYPED_NINTH_PATH);
    expect(ninth.length).toBeGreaterThanOrEqual(300);
    for (const t of ninth) {
      expect(t.shape).toMatch(/^X\d\d_[a-z0-9_]+$/);
      expect(t.fields?.locality, t.text).toBeTruthy();
      // The input rules: a house number only beside a street, and never empty.
      if (t.fields?.house_number !== undefined) {
        expect(t.fields.street?.trim(), t.text).toBeTruthy();
        expect(t.fields.house_number.trim(), t.text).not.toBe('');
      }
    }
    expect(new Set(ninth.map((t) => t.text)).size).toBe(ninth.length);
    expect(new Set(ninth.map((t) => t.county)).size).toBeGreaterThanOrEqual(35);
    expect(checkTyped(ninth, rows)).toEqual([]);
  });

  it("the tenth typist's addresses carry workbook codes, once each, in Y-numbered habits, most with a street-level code", () => {
    const tenth = readTyped(TYPED_TENTH_PATH);
    expect(tenth.length).toBeGreaterThanOrEqual(280);
    for (const t of tenth) {
      expect(t.shape).toMatch(/^Y\d\d_[a-z0-9_]+$/);
      expect(t.fields).toBeUndefined();
    }
    expect(new Set(tenth.map((t) => t.text)).size).toBe(tenth.length);
    expect(new Set(tenth.map((t) => t.county)).size).toBeGreaterThanOrEqual(35);
    expect(tenth.filter((t) => t.street !== undefined).length / tenth.length).toBeGreaterThanOrEqual(0.6);
    expect(checkTyped(tenth, rows)).toEqual([]);
  });

  for (const [name, path, letter, least] of [['eleventh', TYPED_ELEVENTH_PATH, 'Z', 300], ['twelfth', TYPED_TWELFTH_PATH, 'K', 300], ['thirteenth', TYPED_THIRTEENTH_PATH, 'Q', 280], ['fourteenth', TYPED_FOURTEENTH_PATH, 'H', 300], ['fifteenth', TYPED_FIFTEENTH_PATH, 'D', 300], ['sixteenth', TYPED_SIXTEENTH_PATH, 'F', 300], ['seventeenth', TYPED_SEVENTEENTH_PATH, 'R', 300], ['eighteenth', TYPED_EIGHTEENTH_PATH, 'T', 300], ['nineteenth', TYPED_NINETEENTH_PATH, 'B', 250], ['twentieth', TYPED_TWENTIETH_PATH, 'P', 290], ['twenty-first', TYPED_TWENTY_FIRST_PATH, 'O', 300], ['twenty-second', TYPED_TWENTY_SECOND_PATH, 'M', 300], ['twenty-third', TYPED_TWENTY_THIRD_PATH, 'L', 300], ['twenty-fourth', TYPED_TWENTY_FOURTH_PATH, 'G', 300], ['twenty-fifth', TYPED_TWENTY_FIFTH_PATH, 'N', 300], ['twenty-sixth', TYPED_TWENTY_SIXTH_PATH, 'J', 300], ['twenty-seventh', TYPED_TWENTY_SEVENTH_PATH, 'A', 300], ['twenty-eighth', TYPED_TWENTY_EIGHTH_PATH, 'C', 300], ['twenty-ninth', TYPED_TWENTY_NINTH_PATH, 'I', 300], ['thirtieth', TYPED_THIRTIETH_PATH, 'E', 300], ['thirty-first', TYPED_THIRTY_FIRST_PATH, 'R', 300], ['thirty-second', TYPED_THIRTY_SECOND_PATH, 'B', 300], ['thirty-third', TYPED_THIRTY_THIRD_PATH, 'S', 300], ['thirty-fourth', TYPED_THIRTY_FOURTH_PATH, 'T', 300], ['thirty-fifth', TYPED_THIRTY_FIFTH_PATH, 'U', 300], ['thirty-sixth', TYPED_THIRTY_SIXTH_PATH, 'V', 300], ['thirty-seventh', TYPED_THIRTY_SEVENTH_PATH, 'W', 300], ['thirty-eighth', TYPED_THIRTY_EIGHTH_PATH, 'X', 320], ['thirty-ninth', TYPED_THIRTY_NINTH_PATH, 'Y', 300], ['fortieth', TYPED_FORTIETH_PATH, 'Z', 300], ['forty-first', TYPED_FORTY_FIRST_PATH, 'K', 310], ['forty-second', TYPED_FORTY_SECOND_PATH, 'Q', 300], ['forty-third', TYPED_FORTY_THIRD_PATH, 'H', 310], ['forty-fourth', TYPED_FORTY_FOURTH_PATH, 'J', 310], ['forty-fifth', TYPED_FORTY_FIFTH_PATH, 'L', 300], ['forty-sixth', TYPED_FORTY_SIXTH_PATH, 'M', 300], ['forty-seventh', TYPED_FORTY_SEVENTH_PATH, 'P', 320], ['forty-eighth', TYPED_FORTY_EIGHTH_PATH, 'G', 320], ['forty-ninth', TYPED_FORTY_NINTH_PATH, 'C', 320], ['fiftieth', TYPED_FIFTIETH_PATH, 'W', 320]] as const) {
    it(`the ${name} typist's addresses carry workbook codes, once each, free-form or as fields the specification accepts, in ${letter}-numbered habits`, () => {
      const set = readTyped(path);
      expect(set.length).toBeGreaterThanOrEqual(least);
      for (const t of set) {
        expect(t.shape).toMatch(new RegExp(`^${letter}\\d\\d(?:_[A-Za-z0-9_]+)?$`));
        expect(t.text.length, t.text).toBeLessThanOrEqual(256);
        if (t.fields === undefined) continue;
        expect(t.fields.locality, t.text).toBeTruthy();
        // The input rules: a house number only beside a street, and never empty; no field over 256 characters.
        if (t.fields.house_number !== undefined) {
          expect(t.fields.street?.trim(), t.text).toBeTruthy();
          expect(t.fields.house_number.trim(), t.text).not.toBe('');
        }
        for (const v of Object.values(t.fields)) expect(String(v).length, t.text).toBeLessThanOrEqual(256);
      }
      expect(set.some((t) => t.fields !== undefined) && set.some((t) => t.fields === undefined)).toBe(true);
      expect(new Set(set.map((t) => t.text)).size).toBe(set.length);
      // (The fourteenth is Transylvania's: its twelve and more counties; the twentieth's older papers are mostly towns': 29; the nineteenth's blocks of flats are the big towns': 17;
      // the twenty-fourth's Romanians abroad write home mostly to Moldavia, Maramureș and Oltenia: 22.)
      const leastCounties = { fourteenth: 12, twentieth: 25, nineteenth: 15, 'twenty-fourth': 20 } as Record<string, number>;
      expect(new Set(set.map((t) => t.county)).size).toBeGreaterThanOrEqual(leastCounties[name] ?? 35);
      expect(checkTyped(set, rows)).toEqual([]);
    });
  }

  it('a structured record whose text is not its fields is caught', () => {
    const record = readTyped(TYPED_SEVENTH_PATH)[0]!;
    expect(checkTyped([{ ...record, text: `${record.text} ` }], rows)).toHaveLength(1);
  });

  it('a wrong code is caught by the workbook check', () => {
    const wrong = [{ ...typed[0]!, code: '999999' }];
    expect(checkTyped(wrong, rows)).toHaveLength(1);
  });
});

describe('eval:forms reader of written street names', () => {
  const fits = (written: string, canonical: string): boolean => nameFits(writtenWords(written), fold(canonical).split(' '));

  it('accepts initials, abbreviations, surname first, short and genitive forms', () => {
    expect(fits('I. L. Caragiale', 'Ion Luca Caragiale')).toBe(true);
    expect(fits('Caragiale I.L.', 'Ion Luca Caragiale')).toBe(true);
    expect(fits('C-tin Brâncoveanu', 'Constantin Brâncoveanu')).toBe(true);
    expect(fits('Gh. Doja', 'Gheorghe Doja')).toBe(true);
    expect(fits('Mihai Viteazu', 'Mihai Viteazul')).toBe(true);
    expect(fits('Siretului', 'Siret')).toBe(true);
    expect(fits('Ion Mincu', 'Arhitect Ion Mincu')).toBe(true);
    expect(fits('Arh. Ion Mincu', 'Arhitect Ion Mincu')).toBe(true);
  });

  it('refuses other names', () => {
    expect(fits('Ion Creangă', 'Ilie Creangă')).toBe(false);
    expect(fits('Mincu', 'Arhitect Ion Mincu')).toBe(false);
    expect(fits('Teilor', 'Teiului')).toBe(false);
    expect(fits('1 Mai', '1 Decembrie 1918')).toBe(false);
  });
});

describe('eval:forms old spelling', () => {
  it('writes î for â inside words but keeps România', () => {
    expect(oldSpelling('Str. Brâncoveanu 3, Târgu Jiu, România')).toBe('Str. Brîncoveanu 3, Tîrgu Jiu, România');
  });
});

describe('eval:forms generator', () => {
  const catalog = (builtIndex() as LoadedIndex).catalog;

  it('gives every shape, reproducibly, with six-digit codes of the data', () => {
    const a = formCases(catalog, 12);
    const b = formCases(catalog, 12);
    expect(a.cases).toEqual(b.cases);
    for (const shape of [...SHAPES, ...EXTRA_SHAPES]) expect(a.cases.filter((c) => c.shape === shape)).toHaveLength(12);
    for (const c of a.cases) {
      expect(c.input.trim()).not.toBe('');
      expect(c.accepted.length).toBeGreaterThan(0);
      for (const code of c.accepted) expect(catalog.data.s.POSTAL_CODE.includes(Number(code))).toBe(true);
    }
    const other = formCases(catalog, 12, 7);
    expect(other.cases.map((c) => c.input)).not.toEqual(a.cases.map((c) => c.input));
    // Three whole generations of every shape (each draws its own places from the index): 31 s alone on this 2-core
    // machine, 74 s beside the other test files (the clean-clone CI of 68d0a672), and more with each shape added; the
    // limit guards against a hang, not a speed.
  }, 240_000);
});
