import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fold, titleCase, toCommaBelow, tokens, withDroppedZero, wordCount } from '../src/shared/normalize.js';

describe('fold', () => {
  it('folds plain ASCII text (its fast path) exactly as the full Unicode path would', () => {
    const full = (text: string): string => text.normalize('NFKD').toLowerCase().replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();
    fc.assert(fc.property(fc.string({ unit: 'binary-ascii', maxLength: 40 }), (t) => {
      expect(fold(t)).toBe(full(t));
    }), { numRuns: 5000 });
  });

  it('folds words of ASCII letters and digits (lower-cased only) exactly as the full Unicode path would, with any spacing', () => {
    const full = (text: string): string => text.normalize('NFKD').toLowerCase().replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();
    const word = fc.stringMatching(/^[A-Za-z0-9]{0,8}$/);
    const gap = fc.constantFrom(' ', ' ', ' ', '  ', '', '.', 'ă');
    const text = fc.tuple(fc.array(fc.tuple(word, gap), { maxLength: 5 }), word, fc.boolean()).map(([parts, last, edge]) => `${edge ? ' ' : ''}${parts.map(([w, g]) => w + g).join('')}${last}`);
    let simple = 0;
    fc.assert(fc.property(text, (t) => {
      expect(fold(t)).toBe(full(t));
      if (/^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/.test(t)) simple++;
    }), { numRuns: 5000 });
    // (Texts of the shape only lower-cased were among them, and others.)
    expect(simple).toBeGreaterThan(500);
    expect(simple).toBeLessThan(4500);
    const lower = 'strada mare 12';
    expect(fold(lower)).toBe(lower);
  });

  it('folds ASCII with Romanian letters other than î (its second fast path) exactly as the full Unicode path would', () => {
    const full = (text: string): string => text.normalize('NFKD').toLowerCase().replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();
    const letter = fc.constantFrom(...'ăâșşțţĂÂȘŞȚŢaAsStT -.,1'.split(''), ...'xyz'.split(''));
    const text = fc.array(fc.oneof(letter, fc.string({ unit: 'binary-ascii', maxLength: 2 })), { maxLength: 30 }).map((parts) => parts.join(''));
    fc.assert(fc.property(text, (t) => {
      expect(fold(t)).toBe(full(t));
    }), { numRuns: 5000 });
    expect(fold('Șoseaua Olteniţei, Mărășești')).toBe('soseaua oltenitei marasesti');
  });

  it('reads an old-spelling î inside a word as â, except after re-, ne-, pre-', () => {
    expect(fold('Fîntîni')).toBe(fold('Fântâni'));
    expect(fold('Tîrgu Mureș')).toBe('targu mures');
    expect(fold('Cîmpina')).toBe('campina');
    expect(fold('Reînvierii')).toBe('reinvierii');
    expect(fold('neîntrerupt')).toBe('neintrerupt');
    expect(fold('Înșir')).toBe('insir');
    expect(fold('Fi\u0302nti\u0302ni')).toBe('fantani');
  });

  it('drops format characters: a soft hyphen or a zero-width space inside a word does not split it', () => {
    expect(fold('Glad\u00adiolelor')).toBe('gladiolelor');
    expect(fold('Mără\u200bșești\u2060')).toBe('marasesti');
    expect(fold('Str.\u200b Lungă')).toBe('str lunga');
  });

  it('folds case, diacritics (comma and cedilla alike), punctuation and spacing', () => {
    expect(fold('Şoseaua  Olteniţei')).toBe('soseaua oltenitei');
    expect(fold('ȘOSEAUA OLTENIȚEI')).toBe('soseaua oltenitei');
    expect(fold('Târgu-Mureș')).toBe('targu mures');
    expect(fold('Str. Ion Mincu, nr. 21')).toBe('str ion mincu nr 21');
    expect(fold('Înșir-te Mărgărite')).toBe('insir te margarite');
    expect(fold('  ...  ')).toBe('');
  });

  it('keeps digits: they are part of names', () => {
    expect(tokens('1 Decembrie 1918')).toEqual(['1', 'decembrie', '1918']);
  });

  it('is idempotent and yields only a-z, 0-9 and single spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), (s) => {
        const f = fold(s);
        expect(fold(f)).toBe(f);
        expect(f).toMatch(/^(?:[a-z0-9]+(?: [a-z0-9]+)*)?$/);
        expect(tokens(s).join(' ')).toBe(f);
      }),
    );
  });

  it('cedilla and comma-below spellings fold the same', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (s) => {
        const cedilla = s.replace(/ș/g, 'ş').replace(/ț/g, 'ţ');
        expect(fold(cedilla)).toBe(fold(s));
      }),
    );
  });
});

describe('output text', () => {
  it('writes comma-below letters', () => {
    expect(toCommaBelow('Bucureşti, Ţiglina, ŞTEFAN')).toBe('București, Țiglina, ȘTEFAN');
  });

  it('title-cases SIRUTA capitals', () => {
    expect(titleCase('VALEA LUI MIHAI')).toBe('Valea lui Mihai');
    expect(titleCase('DROBETA-TURNU SEVERIN')).toBe('Drobeta-Turnu Severin');
    expect(titleCase('BĂRĂBANŢ')).toBe('Bărăbanț');
  });

  it('withDroppedZero: five digits are a code of București, Ilfov or Giurgiu without its leading zero; nothing else is', () => {
    expect(withDroppedZero('10093')).toBe('010093');
    expect(withDroppedZero('80001')).toBe('080001');
    for (const other of ['90001', '01009', '1009', '100930', '1009a']) expect(withDroppedZero(other)).toBeUndefined();
  });
});

describe('wordCount', () => {
  it('counts the words tokens splits, in one pass or folding what it cannot read (fast-check)', () => {
    // Plain text (ASCII, the Romanian letters, in both spellings), letters folding drops or decomposes (`ß`, `é`,
    // `î`, Cyrillic, a ligature, a fraction that folds to two words), control characters, and texts past fold's
    // plain length (256): every path of both functions.
    const piece = fc.oneof(
      fc.string({ unit: 'binary-ascii', maxLength: 6 }),
      fc.constantFrom(...'ăâșşțţĂÂȘŞȚŢ'.split(''), 'ß', 'é', 'î', 'Î', 'д', 'ﬁ', '½', '\t', '\n', '\u200b', 'a', 'Z', '7', ' ', '-', ', '),
    );
    const text = fc.tuple(fc.array(piece, { maxLength: 40 }), fc.nat({ max: 2 })).map(([parts, long]) => parts.join('').repeat(long === 2 ? 30 : 1));
    let plain = 0;
    let other = 0;
    let long = 0;
    fc.assert(fc.property(text, (t) => {
      expect(wordCount(t), JSON.stringify(t)).toBe(tokens(t).length);
      if (/^[\x20-\x7eăâșşțţĂÂȘŞȚŢ]*$/.test(t)) plain++;
      else other++;
      if (t.length > 256) long++;
    }), { numRuns: 3000 });
    expect(plain).toBeGreaterThan(300);
    expect(other).toBeGreaterThan(300);
    expect(long).toBeGreaterThan(100);
  });
});
