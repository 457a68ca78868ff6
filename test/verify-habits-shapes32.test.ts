/**
 * Records damaged by machines (the twenty-first typist's O10-O15, O24, O26): a form's autofill in the wrong
 * columns (a postal code opening the street column, the county's label and name in the locality column,
 * the town after the number in the street column, a village's line beside a locality naming only the
 * county), a scanner's misreadings (`5prie`, `5ector 6`, `I05`, `Nearnț`, `corn.`, `Turnă torului`,
 * `Hune-\ndoara`), and columns glued with their spaces lost (`Str. Furcii15Sfântu GheorgheCovasna`,
 * `ALEEAROZELOR56IASI`). Examples (each failed on b28687e's code), the repairs' own rules, and properties
 * over the index's own streets: each damage keeps the plain address's code. The repairs are a second look
 * (`RESOLUTION_LIMITS.secondLookBelow`): an answer the first reading confirms never changes.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { builtIndex, confirmedCode, INDEX_PATH } from './helpers/index.js';
import { addressCases } from '../eval/verify-cases.js';
import { noisyText } from '../eval/verify-noise.js';
import { loadIndexSync } from '../src/index.js';
import { DEFAULT_RANKING } from '../src/engines/ranking.js';
import type { VerifyInput, VerifyResult } from '../src/types.js';
import { houseDigits, partGluedColumns } from '../src/verify/machine-damage.js';

const index = builtIndex() as LoadedIndex;
const c = index.catalog;
const code = (text: string): string | undefined => confirmedCode(index, text);
/** A structured request's fields. */
interface Fields {
  street?: string;
  house_number?: string;
  locality: string;
  county?: string;
}
const fieldsCode = (fields: Fields): string | undefined => {
  try {
    return index.verify(fields).address?.postal_code;
  } catch {
    return undefined;
  }
};

describe('verify: records damaged by machines, examples', () => {
  it('reads a form\'s autofill in the wrong columns', () => {
    expect(fieldsCode({ street: '500234 Str. Automotoarelor', house_number: '19', locality: 'Brașov', county: 'Brașov' })).toBe('500234');
    expect(fieldsCode({ street: 'RO 720039 Strada Cioran Emil', house_number: '8', locality: 'Suceava', county: 'SV' })).toBe('720039');
    expect(fieldsCode({ street: 'Str. Jupiter', house_number: '26', locality: 'Județul Alba', county: 'Alba' })).toBe('510282');
    expect(fieldsCode({ street: 'Liborajdea nr. 45', locality: 'Caraș-Severin', county: 'Caraș-Severin' })).toBe('327346');
    expect(fieldsCode({ street: 'Intrarea Deleanu Ilie Ighel15Pitești', locality: 'Pitești', county: 'AG' })).toBe('110271');
    // A code in the street column that differs from the postal_code field is not taken over it: the answer is
    // the one the record gets without it (here the street's own code, 500234, whatever the column says: the
    // street's code is the index's, so a prefix of another code must not move it).
    const withField = { house_number: '19', locality: 'Brașov', county: 'Brașov', postal_code: '500235' };
    const plain = index.verify({ street: 'Str. Automotoarelor', ...withField }).address?.postal_code;
    expect(index.verify({ street: '500234 Str. Automotoarelor', ...withField }).address?.postal_code).toBe(plain);
    expect(index.verify({ street: '500111 Str. Automotoarelor', ...withField }).address?.postal_code).toBe(plain);
  });

  it('reads a scanner\'s misreadings', () => {
    expect(fieldsCode({ locality: 'Baia 5prie', county: 'Maramureș' })).toBe('435100');
    expect(fieldsCode({ street: 'Str. 5porului', house_number: '3', locality: 'Bucureşti', county: '5ector 6' })).toBe('061023');
    expect(fieldsCode({ street: 'Str. Valea Roșie', house_number: 'I05', locality: 'Baia Mare', county: 'Maramureș' })).toBe('430153');
    expect(code('Sat Horia, corn. Horia, jud. Nearnț')).toBe('617245');
    expect(code('Str. Turnă torului nr. 16\nHune-\ndoara')).toBe('331016');
    expect(code('Str . Treptelor nr . 18 , Petro-\nşani')).toBe('332005');
  });

  it('reads columns glued and capitals whose spaces were lost', () => {
    expect(code('Str. Furcii15Sfântu GheorgheCovasna')).toBe('520047');
    expect(code('Str. Inului22Alba IuliaAlba')).toBe('510002');
    expect(code('ALEEAROZELOR56IASI')).toBe('700207');
    expect(code('GURAHUMORULUI,JUD.SUCEAVA')).toBe('725300');
    // A typing mistake in capitals is no two words glued: it stays for the search of mistakes.
    expect(code('STRADA CARATINA 77, BRAILA, BRAILA')).toBe('810144');
  });

  it('parts glued columns only where a run of letters meets a number, never a block\'s name or a code', () => {
    expect(partGluedColumns('Str. Furcii15Sfântu')).toBe('Str. Furcii 15 Sfântu');
    expect(partGluedColumns('Sfantu GheorgheCV520044')).toBe('Sfantu GheorgheCV 520044');
    for (const kept of ['bl. CAM1', 'bl. 59IVA1', 'bl. 1ABC', 'ap12', 'nr. 15A', 'RO49AAAA1B31007593840000', '10bis', 'office@scoala3.ro', 'www.primaria5.ro']) expect(partGluedColumns(kept)).toBe(kept);
    expect(houseDigits('I05')).toBe('105');
    expect(houseDigits('1O5')).toBe('105');
    for (const kept of ['bl. I43', '27I', '15A', 'I', 'casa 2']) expect(houseDigits(kept)).toBe(kept);
  });
});

describe('verify: records damaged by machines, properties', () => {
  const { cases } = addressCases(c);
  const streets = cases.filter((x) => x.kind === 'street' && x.street !== undefined && /^nr\. \d{1,3}$/.test(x.house) && !c.isSector(x.place)
    && c.streetName(x.street).startsWith('Strada ') && /^[\p{L} ]+$/u.test(c.streetBareName(x.street)) && /^[\p{L} ]+$/u.test(c.placeName(x.place)) && c.placeName(x.place).split(' ').length <= 3);
  const anyStreet = fc.integer({ min: 0, max: streets.length - 1 }).map((i) => streets[i]!);
  const parts = (s: (typeof streets)[number]): { name: string; number: string; town: string } => ({ name: c.streetBareName(s.street!), number: s.house.slice(4), town: c.placeName(s.place) });

  it('a number glued to the street\'s name and the town keeps the code', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, (s) => {
      const { name, number, town } = parts(s);
      const plain = code(`Strada ${name} ${number}, ${town}`);
      if (plain === undefined) return;
      expect(index.verify({ freeform: `Str. ${name}${number}${town}` }).address?.postal_code).toBe(plain);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it('a postal code opening the street column is the request\'s code', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, fc.constantFrom('', 'RO ', 'RO-'), (s, country) => {
      const { name, number, town } = parts(s);
      const plain = fieldsCode({ street: `Strada ${name}`, house_number: number, locality: town });
      if (plain === undefined) return;
      expect(fieldsCode({ street: `${country}${plain} Strada ${name}`, house_number: number, locality: town })).toBe(plain);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it('a town\'s name wrapped with a hyphen at a line\'s end keeps the code', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, fc.integer({ min: 3, max: 5 }), (s, cut) => {
      const { name, number, town } = parts(s);
      if (!/^\p{L}{7,}$/u.test(town)) return;
      const plain = code(`Strada ${name} ${number}, ${town}`);
      if (plain === undefined) return;
      expect(index.verify({ freeform: `Strada ${name} ${number}, ${town.slice(0, cut)}-\n${town.slice(cut)}` }).address?.postal_code).toBe(plain);
      checked++;
    }), { numRuns: 160 });
    expect(checked).toBeGreaterThanOrEqual(30);
  });
});

describe('verify: the repairs are a second look', () => {
  // The same index with no second look (every answer counts as confirmed; none found still looks again).
  const firstOnly = loadIndexSync(INDEX_PATH, { ranking: { limits: { secondLookBelow: 0 } } });
  const answer = (ix: typeof firstOnly, input: VerifyInput): VerifyResult | undefined => {
    try {
      return ix.verify(input);
    } catch {
      return undefined;
    }
  };
  const { cases } = addressCases(c);
  const anyCase = fc.integer({ min: 0, max: cases.length - 1 }).map((i) => cases[i]!);

  it('an answer the first reading confirms is the answer, and another is replaced only by a likelier one', () => {
    let confirmed = 0;
    let looked = 0;
    fc.assert(fc.property(anyCase, fc.boolean(), (x, noisy) => {
      const input: VerifyInput = noisy ? noisyText(c, x).input : x.structured;
      const first = answer(firstOnly, input);
      const got = answer(index, input);
      if (first !== undefined && first.confidence >= DEFAULT_RANKING.limits.secondLookBelow) {
        expect(got).toEqual(first);
        confirmed++;
      } else {
        if (first !== undefined && got !== undefined && JSON.stringify(got) !== JSON.stringify(first)) expect(got.confidence).toBeGreaterThan(first.confidence);
        looked++;
      }
    }), { numRuns: 300 });
    expect(confirmed).toBeGreaterThanOrEqual(100);
    expect(looked).toBeGreaterThanOrEqual(20);
  });

  it('a record read in few ways is read again, and one read in more ways than secondLookMaxReadings is not', () => {
    // A form's autofill: the code opens the street field. Its first look finds 10 readings; the second reads it whole.
    const input = { street: 'RO-220176 Strada Traian', house_number: '230', locality: 'Drobeta-Turnu Severin', county: 'MH' };
    const repaired = index.verify(input);
    expect(repaired.address?.postal_code).toBe('220176');
    expect(repaired.confidence).toBeGreaterThanOrEqual(DEFAULT_RANKING.limits.secondLookBelow);
    // With the bound below its readings, the first answer stands (words in no order are not read twice).
    const bounded = loadIndexSync(INDEX_PATH, { ranking: { limits: { secondLookMaxReadings: 9 } } }).verify(input);
    expect(bounded.address?.postal_code).not.toBe('220176');
    expect(bounded.confidence).toBeLessThan(DEFAULT_RANKING.limits.secondLookBelow);
    expect(DEFAULT_RANKING.limits.secondLookMaxReadings).toBeLessThan(DEFAULT_RANKING.limits.maxReadings);
  });

  it('a damaged record answered wrongly at a low confidence is read again (SATCERCU: a near village at 0.87)', () => {
    const input = { freeform: 'SATCERCU,COM.BARNOVA,JUD.IASI' };
    const first = firstOnly.verify(input);
    expect(first.confidence).toBeLessThan(DEFAULT_RANKING.limits.secondLookBelow);
    expect(first.address?.postal_code).not.toBe('707036');
    expect(index.verify(input).address?.postal_code).toBe('707036');
  });
});
