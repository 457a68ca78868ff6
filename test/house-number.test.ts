import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  END_OF_STREET,
  NO_NUMBER,
  OPPOSITE_SIDE_PENALTY,
  identifierKey,
  intervalContains,
  intervalDistance,
  parseHouseNumber,
  queryKeys,
  type HouseNumberQuery,
  type NumberInterval,
} from '../src/shared/house-number.js';
import { formatIntervals } from '../src/shared/house-number-text.js';
import { formatParsedNumbers, parseNumberCell } from '../data-build/number-cells.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DATA_DIR = process.env.RO_ADDRESS_DATA ? resolve(process.env.RO_ADDRESS_DATA) : resolve(ROOT, '..', 'shared', 'data');
const WORKBOOK = join(DATA_DIR, 'infocod-cu-siruta-mai-2016.xlsx');

function house(from: number, to = from, extra: Partial<NumberInterval> = {}): NumberInterval {
  const iv: NumberInterval = { kind: 'house', prefix: '', from, fromSuffix: '', to, toSuffix: '', parity: 'all', ...extra };
  if (extra.parity === undefined) {
    iv.parity = to === END_OF_STREET || from % 2 === to % 2 ? (from % 2 === 0 ? 'even' : 'odd') : 'all';
  }
  return iv;
}

function block(prefix: string, from: number, to = from, extra: Partial<NumberInterval> = {}): NumberInterval {
  return { kind: 'block', prefix, from, fromSuffix: '', to, toSuffix: '', parity: 'all', ...extra };
}

function q(text: string): HouseNumberQuery {
  const query = parseHouseNumber(text);
  if (!query) throw new Error(`no query in ${text}`);
  return query;
}

function only(cell: string): NumberInterval[] {
  const p = parseNumberCell(cell);
  expect(p.unparsed, cell).toEqual([]);
  expect(p.complete, cell).toBe(true);
  return p.intervals;
}

/** Every number value written in `cell` must come back in the canonical text or the unparsed parts. */
function numbersKept(cell: string): boolean {
  const p = parseNumberCell(cell);
  const out = `${formatParsedNumbers(p)} ${p.unparsed.join(' ')}`;
  const have = new Set((out.match(/\d+/g) ?? []).map(Number));
  return (cell.match(/\d+/g) ?? []).every((d) => have.has(Number(d)));
}

describe('parseNumberCell: house numbers', () => {
  it('reads an empty cell as the whole street', () => {
    expect(parseNumberCell('')).toEqual({ intervals: [], complete: true, unparsed: [], exclusions: [], notes: [] });
    expect(parseNumberCell('   ').complete).toBe(true);
  });

  it('reads ranges, with the parity their ends share', () => {
    expect(only('nr. 1-25')).toEqual([house(1, 25)]);
    expect(only('nr. 1-25')[0]!.parity).toBe('odd');
    expect(only('nr. 2-12')[0]!.parity).toBe('even');
    expect(only('nr. 1-10')[0]!.parity).toBe('all');
    expect(only('Nr. 9-T')).toEqual([house(9, END_OF_STREET)]);
  });

  it('reads `T` as the end of the street, with the parity of the start', () => {
    const [iv] = only('nr. 14-T');
    expect(iv).toEqual(house(14, END_OF_STREET));
    expect(iv!.parity).toBe('even');
    expect(END_OF_STREET).toBeLessThanOrEqual(0xffffffff);
  });

  it('reads `;` and `,` lists and `(case)` anywhere', () => {
    const ivs = only('nr. 1-17; 2-12, 6A (case)');
    expect(ivs).toEqual([house(1, 17), house(2, 12), house(6, 6, { fromSuffix: 'A', toSuffix: 'A' })]);
    expect(only('nr. 5-9 (case), 13; 4-20(case)')).toEqual([house(5, 9), house(13), house(4, 20)]);
    expect(only('nr. 1-17, 19(casă), 21-T')).toEqual([house(1, 17), house(19), house(21, END_OF_STREET)]);
    expect(only('nr. 1-7; 22-T (blocuri)')).toEqual([house(1, 7), house(22, END_OF_STREET)]);
  });

  it('reads single numbers with letters, spaced or not, in any case', () => {
    expect(only('nr. 9A')).toEqual([house(9, 9, { fromSuffix: 'A', toSuffix: 'A' })]);
    expect(only('nr. 9 A')).toEqual(only('nr. 9A'));
    expect(only('nr. 9a')).toEqual(only('nr. 9A'));
    expect(only('nr. 9bis')).toEqual([house(9, 9, { fromSuffix: 'bis', toSuffix: 'bis' })]);
    expect(only('nr. 9 BIS')).toEqual(only('nr. 9bis'));
    expect(only('nr. 17i')[0]!.fromSuffix).toBe('I');
  });

  it('reads spacing variants of ranges', () => {
    expect(only('nr.9 - 9')).toEqual([house(9, 9)]);
    expect(only('nr. 9- 9; 9 - 9')).toEqual([house(9), house(9)]);
    expect(only('nr. 15-T; 22 -T')).toEqual([house(15, END_OF_STREET), house(22, END_OF_STREET)]);
    expect(only('nr. 9-T;9-T')).toEqual([house(9, END_OF_STREET), house(9, END_OF_STREET)]);
    expect(only('nr. 1-5, 13-T: 14-T')).toEqual([house(1, 5), house(13, END_OF_STREET), house(14, END_OF_STREET)]);
    expect(only('nr. 9-T; 9-T;')).toHaveLength(2);
  });

  it('reads lettered range ends', () => {
    expect(only('nr. 9-9 bis')).toEqual([house(9, 9, { toSuffix: 'bis' })]);
    expect(only('nr. 9bis-T')).toEqual([house(9, END_OF_STREET, { fromSuffix: 'bis' })]);
    expect(only('nr. 1-15A')).toEqual([house(1, 15, { toSuffix: 'A' })]);
    expect(only('nr. 1-15 a')).toEqual(only('nr. 1-15A'));
    expect(only('nr. 2A-14')).toEqual([house(2, 14, { fromSuffix: 'A' })]);
    expect(only('nr. 12B-C')).toEqual([house(12, 12, { fromSuffix: 'B', toSuffix: 'C' })]);
    expect(only('nr. 14A, B')[1]).toEqual(house(14, 14, { fromSuffix: 'B', toSuffix: 'B' }));
  });

  it('reads sub-numbers after a slash', () => {
    expect(only('nr. 51/1-51/45')).toEqual([house(1, 45, { prefix: '51/' })]);
    expect(only('nr. 2/1-2/5')).toEqual([house(1, 5, { prefix: '2/' })]);
    expect(only('nr. 8/190')).toEqual([house(8, 8, { tail: '/190' })]);
    expect(only('nr. 21/A-T')).toEqual([house(21, END_OF_STREET, { fromSuffix: 'A' })]);
  });

  it('reads kilometre posts', () => {
    expect(only('km 9')).toEqual([house(9, 9, { prefix: 'km', parity: 'all' })]);
    expect(only('km. 8')).toEqual(only('km 8'));
    expect(only('km. 2 + 450')).toEqual([house(2, 2, { prefix: 'km', parity: 'all', tail: '+450' })]);
    expect(only('nr. 15; 24; km. 4')).toEqual([house(15), house(24), house(4, 4, { prefix: 'km', parity: 'all' })]);
  });

  it('reads exclusions', () => {
    const p = parseNumberCell('nr. 1-T (fără 9bis); 20-T');
    expect(p.complete).toBe(true);
    expect(p.intervals).toEqual([house(1, END_OF_STREET), house(20, END_OF_STREET)]);
    expect(p.exclusions).toEqual([house(9, 9, { fromSuffix: 'bis', toSuffix: 'bis' })]);

    const all = parseNumberCell('nr. toate numerele (fără 9A)');
    expect(all.complete).toBe(true);
    expect(all.intervals).toEqual([house(1, END_OF_STREET, { parity: 'all' })]);
    expect(all.exclusions).toEqual([house(9, 9, { fromSuffix: 'A', toSuffix: 'A' })]);

    const mixed = parseNumberCell('nr. 1-T (fără bl. CFR), 2-T (fără 9A)');
    expect(mixed.exclusions).toEqual([house(9, 9, { fromSuffix: 'A', toSuffix: 'A' }), block('CFR', NO_NUMBER)]);
    expect(parseNumberCell(formatParsedNumbers(mixed))).toEqual({ ...mixed, notes: [] });

    const bloc = parseNumberCell('nr. 3, 3A, 5-9; 4A (fără Bloc CFR)');
    expect(bloc.complete).toBe(true);
    expect(bloc.exclusions).toEqual([block('CFR', NO_NUMBER)]);
  });

  it('keeps descriptions as notes', () => {
    const p = parseNumberCell('nr. 3(Banca Exemplu)-15');
    expect(p).toMatchObject({ complete: true, intervals: [house(3, 15)], notes: ['Banca Exemplu'] });
    expect(parseNumberCell('nr. 8 (magazin)')).toMatchObject({ complete: true, intervals: [house(8)], notes: ['magazin'] });
  });

  it('reports what it does not understand', () => {
    const p = parseNumberCell('nr. 3B 41-T; 4A, 40-T');
    expect(p.complete).toBe(false);
    expect(p.unparsed).toEqual(['nr. 3B 41-T']);
    expect(p.intervals).toHaveLength(2);
    // Text without any number is never read as "the whole street".
    expect(parseNumberCell('nr. (cămine)').complete).toBe(false);
    expect(parseNumberCell('Vila A, B').complete).toBe(false);
    expect(parseNumberCell('nr. 99999999999').complete).toBe(false);
  });
});

describe('parseNumberCell: blocks', () => {
  it('reads slash ids and ranges of them', () => {
    expect(only('bl. 54/2D, 61/2D-62/2D')).toEqual([
      block('', 54, 54, { tail: '/2D' }),
      block('', 61, 62, { tail: '/2D' }),
    ]);
  });

  it('reads lettered ids and ranges', () => {
    expect(only('bl. A1-A7')).toEqual([block('A', 1, 7)]);
    expect(only('bl. CD9-T')).toEqual([block('CD', 9, END_OF_STREET)]);
    expect(only('bl. a9')).toEqual([block('A', 9)]);
    expect(only('bl. Z 12')).toEqual([block('Z', 12)]);
    expect(only('bl. 9A-9D')).toEqual([block('', 9, 9, { fromSuffix: 'A', toSuffix: 'D' })]);
    expect(only('bl. 6A-9A')).toEqual([block('', 6, 9, { fromSuffix: 'A', toSuffix: 'A' })]);
    expect(only('bl. 35A1-35A2')).toEqual([block('35A', 1, 2)]);
  });

  it('writes out abbreviated right ends', () => {
    expect(only('bl. 30F1-F4')).toEqual([block('30F', 1, 4)]);
    expect(only('bl. 12D-F')).toEqual([block('', 12, 12, { fromSuffix: 'D', toSuffix: 'F' })]);
    expect(only('bl. P26-31')).toEqual([block('P', 26, 31)]);
  });

  it('reads names, letters and letter ranges', () => {
    expect(only('bl. CFR')).toEqual([block('CFR', NO_NUMBER)]);
    expect(only('bl. A, B, C')).toEqual([block('A', NO_NUMBER), block('B', NO_NUMBER), block('C', NO_NUMBER)]);
    expect(only('bl. A-B')).toEqual([block('', NO_NUMBER, NO_NUMBER, { fromSuffix: 'A', toSuffix: 'B' })]);
    expect(only('bl. Cămin 9')).toEqual([block('Cămin ', 9)]);
    expect(only('bl. 75 Garsoniere')).toEqual([block('', 75, 75, { tail: ' Garsoniere' })]);
    expect(only('bl. 2-5 CFR')).toEqual([block('', 2, 5, { tail: ' CFR' })]);
    expect(only('bl. 40A, B')[1]).toEqual(block('', 40, 40, { fromSuffix: 'B', toSuffix: 'B' }));
  });

  it('reads staircases', () => {
    expect(only('bl. 12 sc. B, C, 14')).toEqual([
      block('', 12, 12, { staircase: 'B' }),
      block('', 12, 12, { staircase: 'C' }),
      block('', 14),
    ]);
  });

  it('reads houses and blocks mixed, houses first', () => {
    expect(only('nr. 9-T; bl. D9, I9')).toEqual([house(9, END_OF_STREET), block('D', 9), block('I', 9)]);
    expect(only('nr. 9 (bl. F9)')).toEqual([house(9), block('F', 9)]);
    expect(only('nr. 5 (bl H2), 7, 13-T; 10-T; bl. K3B')).toEqual([
      house(5), house(7), house(13, END_OF_STREET), house(10, END_OF_STREET), block('H', 2), block('K', 3, 3, { fromSuffix: 'B', toSuffix: 'B' }),
    ]);
    expect(only('nr. 4, 4A (Bloc CFR)')).toEqual([house(4), house(4, 4, { fromSuffix: 'A', toSuffix: 'A' }), block('CFR', NO_NUMBER)]);
    expect(only('bl. 5L, nr. 6-8')).toEqual([house(6, 8), block('', 5, 5, { fromSuffix: 'L', toSuffix: 'L' })]);
  });

  it('reads backwards number pairs as block names, with their neighbours', () => {
    expect(only('bl. 21-20, 21-22')).toEqual([block('', 21, 21, { tail: '-20' }), block('', 21, 21, { tail: '-22' })]);
    expect(only('bl. 21-22')).toEqual([block('', 21, 22)]);
    expect(intervalContains(only('bl. 21-20, 21-22')[1]!, q('bl. 21-22'))).toBe(true);
    expect(intervalContains(only('bl. 21-20, 21-22')[1]!, q('bl. 21'))).toBe(false);
  });

  it('keeps other block names and aliases', () => {
    expect(only('bl. 4 (4 vechi), 30')).toEqual([block('', 4), block('', 4, 4, { tail: ' vechi' }), block('', 30)]);
    expect(only('nr. Cămin 2, Cămin 3 (Facultatea X)')).toEqual([block('Cămin ', 2), block('Cămin ', 3)]);
  });

  it('leaves ambiguous block ranges unparsed', () => {
    expect(parseNumberCell('bl. 1-3-5, 2').unparsed).toEqual(['bl. 1-3-5']);
    expect(parseNumberCell('bl. B2-V').complete).toBe(false);
  });
});

describe('formatIntervals', () => {
  it('writes canonical text', () => {
    expect(formatIntervals(only('nr. 1-25'))).toBe('1-25');
    expect(formatIntervals(only('nr. 14-T'))).toBe('14-T');
    expect(formatIntervals(only('nr. 1-17; 2-12'))).toBe('1-17, 2-12');
    expect(formatIntervals(only('nr. 6 A'))).toBe('6A');
    expect(formatIntervals(only('bl. 54/2D, 61/2D-62/2D'))).toBe('bl. 54/2D, 61/2D-62/2D');
    expect(formatIntervals(only('bl. D9; nr. 9-T'))).toBe('9-T; bl. D9');
    expect(formatIntervals(only('km. 2 + 450'))).toBe('km 2+450');
    expect(formatIntervals([])).toBe('');
  });

  it('writes parity overrides so that they read back', () => {
    const ivs = [house(1, 9, { parity: 'all' }), house(2, 10, { parity: 'all' }), house(1, 10, { parity: 'even' })];
    expect(formatIntervals(ivs)).toBe('1-9 (toate), 2-10 (toate), 1-10 (pare)');
    expect(only(formatIntervals(ivs))).toEqual(ivs);
    expect(formatIntervals([house(1, END_OF_STREET, { parity: 'all' })])).toBe('toate numerele');
  });

  it('writes exclusions with formatParsedNumbers', () => {
    const p = parseNumberCell('nr. 1-T (fără 9bis); 20-T');
    expect(formatParsedNumbers(p)).toBe('1-T, 20-T (fără 9bis)');
    const again = parseNumberCell(formatParsedNumbers(p));
    expect(again.intervals).toEqual(p.intervals);
    expect(again.exclusions).toEqual(p.exclusions);
  });
});

describe('parseHouseNumber', () => {
  it('reads the house named before its number as `nr.` (`casa 77`, `casa nr. 12`), any number (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), fc.constantFrom('casa', 'Casa', 'CASA'), fc.constantFrom('', 'nr. ', 'nr '), (n, word, marker) => {
      checked++;
      // (And the marker first: `nr. casă 77`.)
      const q = parseHouseNumber(marker !== '' && n % 2 === 0 ? `${marker}${word} ${n}` : `${word} ${marker}${n}`);
      expect(q).toMatchObject({ number: n, house: String(n), unread: 0 });
    }), { numRuns: 200 });
    expect(checked).toBe(200);
    // Beside another number it is no house number of its own.
    expect(parseHouseNumber('5, casa 2')).toMatchObject({ number: 5 });
  });

  it('reads plain numbers', () => {
    expect(parseHouseNumber('21')).toEqual({ number: 21, suffix: '', house: '21', raw: '21', details: 'nr. 21', unread: 0, noted: 0 });
    expect(parseHouseNumber('12A')).toMatchObject({ number: 12, suffix: 'A', house: '12A', details: 'nr. 12A' });
    expect(parseHouseNumber('12 a')).toMatchObject({ number: 12, suffix: 'A', house: '12A' });
    expect(parseHouseNumber('9 bis')).toMatchObject({ number: 9, suffix: 'bis', house: '9bis' });
    expect(parseHouseNumber('12/3')).toMatchObject({ number: 12, suffix: '', house: '12/3' });
  });

  it('reads a number sign as the house number\'s marker, and as nothing after a keyword', () => {
    expect(parseHouseNumber('#35')).toMatchObject({ number: 35, details: 'nr. 35' });
    expect(parseHouseNumber('№ 12, ap. 4')).toMatchObject({ number: 12, apartment: '4', details: 'nr. 12, ap. 4' });
    expect(parseHouseNumber('bl. A, ap. #4')).toMatchObject({ block: 'A', apartment: '4' });
    expect(parseHouseNumber('ap. #4')).toBeUndefined();
  });

  it('reads an apostrophe typed for a keyword\'s dot', () => {
    expect(parseHouseNumber("nr'6")).toMatchObject({ number: 6, details: 'nr. 6' });
    expect(parseHouseNumber('nr’6 ap’4')).toMatchObject({ number: 6, apartment: '4', details: 'nr. 6, ap. 4' });
  });

  it('reads keywords', () => {
    expect(parseHouseNumber('nr. 21')).toMatchObject({ number: 21, details: 'nr. 21' });
    expect(parseHouseNumber('Nr.21')).toMatchObject({ number: 21 });
    expect(parseHouseNumber('nr21')).toMatchObject({ number: 21 });
    expect(parseHouseNumber('numărul 7')).toMatchObject({ number: 7 });
    expect(parseHouseNumber('km 6')).toMatchObject({ number: 6, house: 'km 6', details: 'km 6' });
  });

  it('reads building details', () => {
    const full = { number: 21, suffix: '', house: '21', block: '3', staircase: 'A', floor: '2', apartment: '10', details: 'nr. 21, bl. 3, sc. A, et. 2, ap. 10' };
    expect(parseHouseNumber('nr 21 bl 3 sc A et 2 ap 10')).toMatchObject(full);
    expect(parseHouseNumber('21, bl. 3, sc. A, et. 2, ap. 10')).toMatchObject(full);
    expect(parseHouseNumber('nr. 21, bloc 3, scara A, etaj 2, apartament 10')).toMatchObject(full);
    expect(parseHouseNumber('bl. M12')).toMatchObject({ number: NO_NUMBER, block: 'M12', details: 'bl. M12' });
    expect(parseHouseNumber('bl. M12')!.house).toBeUndefined();
    expect(parseHouseNumber('bl Z 9')).toMatchObject({ block: 'Z9' });
  });

  it('reads a number alone, maybe after nr, as it reads the same number with more text after it', () => {
    // `12`, `nr. 12` take a short path (most addresses write their number so); a comma after the
    // number sends the same text through the general reading.
    const marker = fc.constantFrom('', 'nr', 'nr.', 'nr ', 'nr. ', 'Nr.', 'NR ', 'nR. ');
    const digits = fc.stringMatching(/^\d{1,9}$/);
    fc.assert(fc.property(marker, digits, (m, d) => {
      const text = `${m}${d}`;
      const alone = parseHouseNumber(text);
      const general = parseHouseNumber(`${text},`);
      expect(alone).toEqual(general === undefined ? undefined : { ...general, raw: text });
      if (alone !== undefined) expect(Object.keys(alone)).toEqual(Object.keys(general!));
    }), { numRuns: 500 });
    expect(parseHouseNumber('nr. 012')).toEqual({ number: 12, suffix: '', raw: 'nr. 012', details: 'nr. 12', house: '12', unread: 0, noted: 0 });
    expect(parseHouseNumber('12345678')).toBeUndefined();
  });

  it('counts the words it does not read, and reads a note with its value apart (issue 24: verify quotes them)', () => {
    expect(parseHouseNumber('nr. 99 Xyzq')).toMatchObject({ number: 99, unread: 1, noted: 0 });
    expect(parseHouseNumber('Ionescu Maria nr. 8')).toMatchObject({ number: 8, unread: 2 });
    // A second value of a part already given; the same value written twice is read once.
    expect(parseHouseNumber('45 nr. 17')).toMatchObject({ number: 45, unread: 2 });
    expect(parseHouseNumber('35, nr. 35')).toMatchObject({ number: 35, unread: 0 });
    // The vocabulary's notes (`interfon 12`, `corp B`): not the number.
    expect(parseHouseNumber('interfon 12 nr. 8')).toMatchObject({ number: 8, details: 'nr. 8', unread: 0, noted: 2 });
    expect(parseHouseNumber('nr 21 bl 3 sc A et 2 ap 10')).toMatchObject({ unread: 0, noted: 0 });
    // Punctuation alone is no word.
    expect(parseHouseNumber('nr. 5 -')).toMatchObject({ unread: 0 });
  });

  it('returns undefined without a number or block', () => {
    expect(parseHouseNumber('')).toBeUndefined();
    expect(parseHouseNumber('fără număr')).toBeUndefined();
    expect(parseHouseNumber('ap. 10')).toBeUndefined();
  });
});

describe('intervalContains', () => {
  const [odd, even] = only('nr. 1-17; 2-12');
  it('is parity-aware', () => {
    expect(intervalContains(odd!, q('5'))).toBe(true);
    expect(intervalContains(odd!, q('6'))).toBe(false);
    expect(intervalContains(even!, q('6'))).toBe(true);
    expect(intervalContains(even!, q('14'))).toBe(false);
    expect(intervalContains(only('nr. 1-10')[0]!, q('4'))).toBe(true);
  });

  it('is open-ended at T', () => {
    const [toEnd] = only('nr. 14-T');
    expect(intervalContains(toEnd!, q('1000'))).toBe(true);
    expect(intervalContains(toEnd!, q('1001'))).toBe(false);
    expect(intervalContains(toEnd!, q('12'))).toBe(false);
  });

  it('looks at letters only at the ends of a range', () => {
    const [r] = only('nr. 1-25');
    expect(intervalContains(r!, q('13A'))).toBe(true);
    expect(intervalContains(r!, q('13/3'))).toBe(true);
    // 1-25 is the odd side: 12A is across the street, but inside a range of both sides.
    expect(intervalContains(r!, q('12A'))).toBe(false);
    expect(intervalContains(only('nr. 1-26')[0]!, q('12A'))).toBe(true);
    expect(intervalContains(only('nr. 2-24')[0]!, q('12A'))).toBe(true);
    expect(intervalContains(only('nr. 1-17')[0]!, q('17A'))).toBe(false);
    expect(intervalContains(only('nr. 17A-31')[0]!, q('17A'))).toBe(true);
    expect(intervalContains(only('nr. 17A-31')[0]!, q('17'))).toBe(false);
    expect(intervalContains(only('nr. 9-9 bis')[0]!, q('9bis'))).toBe(true);
    expect(intervalContains(only('nr. 9-9 bis')[0]!, q('9A'))).toBe(false);
    expect(intervalContains(only('nr. 6A')[0]!, q('6 a'))).toBe(true);
    expect(intervalContains(only('nr. 6A')[0]!, q('6'))).toBe(false);
  });

  it('matches sub-numbers and kilometre posts by their frame', () => {
    const [sub] = only('nr. 1/3-1/9');
    expect(intervalContains(sub!, q('1/5'))).toBe(true);
    expect(intervalContains(sub!, q('1/4'))).toBe(false);
    expect(intervalContains(sub!, q('5'))).toBe(false);
    const [km] = only('km 6');
    expect(intervalContains(km!, q('km 6'))).toBe(true);
    expect(intervalContains(km!, q('6'))).toBe(false);
  });

  it('matches blocks by identifier', () => {
    const [a] = only('bl. A1-A7');
    expect(intervalContains(a!, q('bl. A3'))).toBe(true);
    expect(intervalContains(a!, q('bl a 4'))).toBe(true);
    expect(intervalContains(a!, q('bl. B3'))).toBe(false);
    expect(intervalContains(a!, q('bl. A8'))).toBe(false);
    expect(intervalContains(a!, q('nr. 3'))).toBe(false);
    const [s, r] = only('bl. 54/2D, 61/2D-62/2D');
    expect(intervalContains(s!, q('bl. 54/2D'))).toBe(true);
    expect(intervalContains(s!, q('bl. 54'))).toBe(false);
    expect(intervalContains(r!, q('bl. 62/2d'))).toBe(true);
    expect(intervalContains(r!, q('bl. 62/3D'))).toBe(false);
    expect(intervalContains(only('bl. CD9-T')[0]!, q('bl. CD100'))).toBe(true);
    expect(intervalContains(only('bl. CFR')[0]!, q('bl. C.F.R.'))).toBe(true);
    expect(intervalContains(only('bl. A-C')[0]!, q('bl. B'))).toBe(true);
    expect(intervalContains(only('bl. 9A-9D')[0]!, q('bl. 9C'))).toBe(true);
    expect(intervalContains(only('bl. 6A-9A')[0]!, q('bl. 7A'))).toBe(true);
    expect(intervalContains(only('bl. 6A-9A')[0]!, q('bl. 7B'))).toBe(false);
    expect(intervalContains(only('bl. 35A1-35A2')[0]!, q('bl. 35A2'))).toBe(true);
    expect(intervalContains(only('bl. Cămin 9')[0]!, q('bl. camin9'))).toBe(true);
  });

  it('narrows by staircase only when both name one', () => {
    const [b] = only('bl. 12 sc. B');
    expect(intervalContains(b!, q('bl 12'))).toBe(true);
    expect(intervalContains(b!, q('bl 12 sc b'))).toBe(true);
    expect(intervalContains(b!, q('bl 12 sc C'))).toBe(false);
  });

  it('takes the house number and the block of one query separately', () => {
    const [h, bl] = only('nr. 9 (bl. F9)');
    const query = q('nr. 9, bl. F9');
    expect(intervalContains(h!, query)).toBe(true);
    expect(intervalContains(bl!, query)).toBe(true);
  });
});

describe('intervalDistance', () => {
  it('is 0 inside, the gap outside, and prefers the same side', () => {
    const [odd, even] = only('nr. 1-17; 2-12');
    expect(intervalDistance(odd!, q('5'))).toBe(0);
    expect(intervalDistance(odd!, q('21'))).toBe(4);
    expect(intervalDistance(even!, q('30'))).toBe(18);
    expect(intervalDistance(odd!, q('30'))).toBeGreaterThan(OPPOSITE_SIDE_PENALTY);
    expect(intervalDistance(odd!, q('6'))).toBe(1 + OPPOSITE_SIDE_PENALTY);
    expect(intervalDistance(only('nr. 1-17')[0]!, q('17A'))).toBe(0.5);
    expect(intervalDistance(only('bl. A1-A7')[0]!, q('bl. A9'))).toBe(2);
    expect(intervalDistance(only('bl. A1-A7')[0]!, q('bl. B9'))).toBe(Infinity);
    expect(intervalDistance(odd!, q('bl. A1'))).toBe(Infinity);
  });
});

describe('identifierKey', () => {
  it('ignores case, diacritics, spaces and dots', () => {
    expect(identifierKey('C.F.R.')).toBe(identifierKey('cfr'));
    expect(identifierKey('Cămin 1')).toBe(identifierKey('camin1'));
  });
});

// ---------------------------------------------------------------------------
// Properties

const CELL_CHARS = [...'0123456789-;,.()/ TtABCabc', 'bl.', 'nr.', 'bis', 'km', 'fără', 'sc.', 'case', '(', ')', 'ş', '’', '+', ':'];

describe('properties', () => {
  it('parseNumberCell and parseHouseNumber never throw', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ maxLength: 300, unit: 'grapheme' }),
      fc.string({ maxLength: 300, unit: fc.constantFrom(...CELL_CHARS) }),
    );
    fc.assert(fc.property(text, (s) => {
      const p = parseNumberCell(s);
      expect(p.complete).toBe(p.unparsed.length === 0);
      formatParsedNumbers(p);
      const hq = parseHouseNumber(s);
      if (hq) {
        for (const iv of p.intervals) {
          // A number is at distance 0 from an interval exactly when the interval holds it.
          const d = intervalDistance(iv, hq);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d === 0, `${s} ${JSON.stringify(iv)}`).toBe(intervalContains(iv, hq));
        }
      }
    }), { numRuns: 2000 });
  });

  const num = fc.integer({ min: 1, max: 400 });
  const suffix = fc.constantFrom('', '', '', 'A', 'b', 'C', 'bis', ' bis', ' A');
  const houseEnd = fc.tuple(num, suffix).map(([n, s]) => `${n}${s}`);
  const houseItem = fc.oneof(
    houseEnd,
    fc.tuple(houseEnd, fc.constantFrom('-', ' - ', '- '), houseEnd).map(([a, d, b]) => `${a}${d}${b}`),
    fc.tuple(houseEnd, fc.constantFrom('-T', ' -T', '- T')).map(([a, t]) => `${a}${t}`),
    fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 })).map(([n, a, b]) => `${n}/${a}-${n}/${b}`),
    fc.tuple(num, fc.constantFrom(' (case)', '(casă)', ' (bl. F2)')).map(([n, a]) => `${n}${a}`),
    fc.integer({ min: 1, max: 99 }).map((n) => `km ${n}`),
  );
  const blockPrefix = fc.constantFrom('', '', 'A', 'B', 'CD', 'M', 'z', 'Cămin ');
  const blockTail = fc.constantFrom('', '', '', '/2D', '/1S', ' Garsoniere');
  const blockSuffix = fc.constantFrom('', '', 'A', 'B', 'bis');
  const blockItem = fc.oneof(
    fc.tuple(blockPrefix, num, blockSuffix, blockTail).map(([p, n, s, t]) => `${p}${n}${s}${t}`),
    fc.tuple(blockPrefix, num, num, blockTail).map(([p, a, b, t]) => `${p}${a}${t}-${p}${b}${t}`),
    fc.tuple(blockPrefix, num).map(([p, a]) => `${p}${a}-T`),
    fc.tuple(num, fc.constantFrom('A', 'B'), fc.constantFrom('C', 'D')).map(([n, a, b]) => `${n}${a}-${n}${b}`),
    fc.constantFrom('CFR', 'A', 'Turn', 'A-C', 'Cămin Mătase'),
    fc.tuple(num, fc.constantFrom('A', 'B')).map(([n, s]) => `${n} sc. ${s}`),
    fc.tuple(num, num).map(([a, b]) => `${a}-${b}`),
  );
  const list = <T extends string>(item: fc.Arbitrary<T>): fc.Arbitrary<string> =>
    fc.array(fc.array(item, { minLength: 1, maxLength: 4 }).map((xs) => xs.join(', ')), { minLength: 1, maxLength: 3 }).map((xs) => xs.join('; '));
  const cell = fc.oneof(
    list(houseItem).map((h) => `nr. ${h}`),
    list(blockItem).map((b) => `bl. ${b}`),
    fc.tuple(list(houseItem), list(blockItem)).map(([h, b]) => `nr. ${h}; bl. ${b}`),
    fc.tuple(list(houseItem), houseEnd).map(([h, x]) => `nr. ${h} (fără ${x})`),
  );

  it('format(parse(x)) reads back to parse(x) for well-formed cells', () => {
    fc.assert(fc.property(cell, (x) => {
      const p = parseNumberCell(x);
      expect(p.complete, x).toBe(true);
      expect(p.intervals.length).toBeGreaterThan(0);
      expect(numbersKept(x), x).toBe(true);
      const again = parseNumberCell(formatParsedNumbers(p));
      expect(again, x).toEqual(p);
      expect(parseNumberCell(formatIntervals(p.intervals)).intervals).toEqual(p.intervals);
    }), { numRuns: 3000 });
  });

  it("a query's distance to an interval is the gap to it, with the query's keys worked out once or each time", () => {
    // matchHouseNumber keys a query once (queryKeys) for all the intervals of a street: house and
    // block queries asked in turn each get their own distance (the gap to the range, 0 inside it).
    fc.assert(fc.property(fc.array(fc.tuple(num, num, num, num), { minLength: 2, maxLength: 8 }), (cases) => {
      for (const [a, b, n, m] of cases) {
        const lo = Math.min(a, b);
        const hi = Math.max(a, b);
        const gap = (x: number): number => (x < lo ? lo - x : x > hi ? x - hi : 0);
        const houseQuery = q(String(n));
        const blockQuery = q(`bl. A${m}`);
        for (const keys of [undefined, queryKeys(houseQuery)]) {
          expect(intervalDistance(house(lo, hi, { parity: 'all' }), houseQuery, keys), `${n} in ${lo}-${hi}`).toBe(gap(n));
        }
        for (const keys of [undefined, queryKeys(blockQuery)]) {
          expect(intervalDistance(block('A', lo, hi), blockQuery, keys), `bl. A${m} in A${lo}-A${hi}`).toBe(gap(m));
        }
      }
    }));
  });

  it('every number of a range contains itself', () => {
    fc.assert(fc.property(num, num, (a, b) => {
      const [iv] = only(`nr. ${Math.min(a, b)}-${Math.max(a, b)}`);
      for (const n of [a, b]) {
        const inside = intervalContains(iv!, q(String(n)));
        expect(inside).toBe(iv!.parity === 'all' || (n % 2 === 0) === (iv!.parity === 'even'));
        expect(intervalDistance(iv!, q(String(n))) === 0).toBe(inside);
      }
    }));
  });
});

// ---------------------------------------------------------------------------
// The real workbook

interface ReaderRow { number: string }
interface ReaderData { bucuresti: ReaderRow[]; large: ReaderRow[] }
type Reader = (path: string) => ReaderData;

async function workbookCells(): Promise<string[]> {
  const mod = (await import('../data-build/readers/infocod.js')) as { readInfocod: Reader };
  let data: ReaderData;
  try {
    data = mod.readInfocod(WORKBOOK);
  } catch {
    // The reader may take the data folder instead of the workbook file.
    data = mod.readInfocod(DATA_DIR);
  }
  return [...data.bucuresti, ...data.large].map((r) => r.number).filter((c) => c.trim() !== '');
}

// `npm test` builds the index from the workbook first, so it is there; a missing workbook fails
// here rather than skipping in silence.
describe('every number cell of the infocod workbook', () => {
  it('parses at least 99.5% completely, keeps every number, and round-trips', async () => {
    expect(existsSync(WORKBOOK), `workbook not found at ${WORKBOOK} (set RO_ADDRESS_DATA)`).toBe(true);
    const cells = await workbookCells();
    expect(cells.length).toBeGreaterThan(20_000);
    let complete = 0;
    const lost: string[] = [];
    const roundTrip: string[] = [];
    for (const cell of cells) {
      const p = parseNumberCell(cell);
      if (!numbersKept(cell)) lost.push(cell);
      if (!p.complete) {
        expect(p.unparsed.length, cell).toBeGreaterThan(0);
        continue;
      }
      complete++;
      const again = parseNumberCell(formatIntervals(p.intervals));
      if (JSON.stringify(again.intervals) !== JSON.stringify(p.intervals)) roundTrip.push(cell);
    }
    expect(lost).toEqual([]);
    expect(roundTrip).toEqual([]);
    expect(complete / cells.length).toBeGreaterThanOrEqual(0.995);
  });
});
