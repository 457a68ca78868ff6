/**
 * The one reader of address text (src/text/address-tokens.ts): words, their
 * positions and every role each could play; verify and autocomplete read the
 * same words through it.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { colonAfter, GLUED_COLUMNS_HINT, mayBeGlued, queryRoles, readWords, splitWords, wordEnd, wordRoles, wordStart, type Word } from '../src/text/address-tokens.js';
import { readQuery, MAX_QUERY_WORDS } from '../src/engines/query.js';
import { oneMistakeApart } from '../src/matchers/edit-distance.js';
import { fold, foldWithoutRomanianLetters } from '../src/shared/normalize.js';
import { ADDRESS_TYPE_FIRST_WORDS, matchStreetTypeInAddress, matchStreetTypePrefix, matchTitle, PERSON_TITLES, STREET_TYPES, TITLE_FIRST_WORDS } from '../src/shared/street-name.js';
import { LOCALITY_KIND_WORDS } from '../src/shared/aliases.js';
import {
  ADDRESS_LABELS, CONJUNCTIONS, COUNTRY_WORDS, COUNTY_MARKERS, DASHED_NOTE_STARTS, DETAIL_MARKERS, HOUSE_MARKERS, MONTHS, NOTE_WORDS, NUMBER_MARKERS,
  PARENTHESIZED_NOTE_STARTS, PHONE_MARKERS, POSTAL_CODE_WORDS, SECTOR_ONLY_WORDS, SECTOR_WORDS,
} from '../src/shared/vocabulary.js';

const rolesOf = (text: string, word: string) => {
  const w = readWords(text).find((x) => x.folded === word);
  if (!w) throw new Error(`no word ${word} in ${text}`);
  return w.roles;
};

describe('address tokens: words and where they were written', () => {
  it('folds words, keeps their offsets and marks field breaks', () => {
    const text = 'Str. Gării nr.12, Deva;  România';
    const words = readWords(text);
    expect(words.map((w) => w.folded)).toEqual(['str', 'garii', 'nr', '12', 'deva', 'romania']);
    expect(words.map((w) => text.slice(w.start, w.end))).toEqual(['Str', 'Gării', 'nr', '12', 'Deva', 'România']);
    expect(words.map((w) => w.breakBefore)).toEqual([false, false, false, false, true, true]);
  });

  it('splits a building keyword glued to its value, and only then', () => {
    expect(readWords('nr12 bl3 ap10 km7 nr12a').map((w) => w.folded)).toEqual(['nr', '12', 'bl', '3', 'ap', '10', 'km', '7', 'nr', '12a']);
    expect(readWords('nx12 Bl3A').map((w) => w.folded)).toEqual(['nx12', 'bl', '3a']);
  });

  it('splits a house number glued to a word of three letters or more, not a year, a block\'s name or a detail\'s value', () => {
    expect(readWords('Strada Gladiolelor6, Alecsandri46A').map((w) => w.folded)).toEqual(['strada', 'gladiolelor', '6', 'alecsandri', '46a']);
    expect(readWords('bloc4 sector3').map((w) => w.folded)).toEqual(['bloc', '4', 'sector', '3']);
    // Kept whole: two letters (a block, a road), four digits (a year), the value after a building keyword.
    expect(readWords('PS2 DN1 A3 Ianuarie1859 bl. CAMIN10').map((w) => w.folded)).toEqual(['ps2', 'dn1', 'a3', 'ianuarie1859', 'bl', 'camin10']);
    // The two words keep their offsets in the text.
    const text = 'Str. Unirii12';
    expect(readWords(text).map((w) => text.slice(w.start, w.end))).toEqual(['Str', 'Unirii', '12']);
  });

  it('splits the number\'s marker glued after a name\'s word when a number follows, and only then', () => {
    const text = 'Strada Hațegnr.1, Doinanr 5';
    expect(readWords(text).map((w) => w.folded)).toEqual(['strada', 'hateg', 'nr', '1', 'doina', 'nr', '5']);
    expect(readWords(text).map((w) => text.slice(w.start, w.end))).toEqual(['Strada', 'Hațeg', 'nr', '1', 'Doina', 'nr', '5']);
    // No number after it, or a name of two letters before it: kept whole.
    expect(readWords('Strada Hațegnr, Arad').map((w) => w.folded)).toEqual(['strada', 'hategnr', 'arad']);
    expect(readWords('Bunr 5').map((w) => w.folded)).toEqual(['bunr', '5']);
  });
});

describe('address tokens: where words start and end', () => {
  /** The words' spans as the expression over the whole text gives them (the reader's definition of a word). */
  const expected = (text: string): Array<[number, number]> => [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)].map((m) => [m.index, m.index + m[0].length]);
  const spans = (text: string): Array<[number, number]> => {
    const out: Array<[number, number]> = [];
    for (let start = wordStart(text, 0); start < text.length;) {
      const end = wordEnd(text, start);
      out.push([start, end]);
      start = wordStart(text, end);
    }
    return out;
  };

  it('tells every character of the Basic Multilingual Plane as the expression does', () => {
    let letters = 0;
    for (let c = 0; c <= 0xffff; c++) {
      const text = `.${String.fromCharCode(c)}.`;
      expect(spans(text)).toEqual(expected(text));
      if (wordEnd(text, 1) === 2) letters++;
    }
    // (Both kinds were met: tens of thousands of letters and digits, and the rest.)
    expect(letters).toBeGreaterThan(40_000);
    expect(letters).toBeLessThan(60_000);
  });

  it('finds the words the expression finds in any text: surrogates, lone or paired, combining marks, Romanian letters', () => {
    const unit = fc.oneof(
      fc.constantFrom(...'aZ9 .,-ăâîșşțţĂÂÎȘŞȚŢ\u0302\u0327éß×÷µ²'.split(''), '𝐀', '😀', '\ud835', '\udc00', '٣', 'Ж', '中'),
      fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
      fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
    );
    let words = 0;
    fc.assert(fc.property(fc.array(unit, { maxLength: 30 }).map((u) => u.join('')), (text) => {
      const found = spans(text);
      expect(found).toEqual(expected(text));
      words += found.length;
    }), { numRuns: 3000 });
    expect(words).toBeGreaterThan(3000);
  });

  it('reads a text of Latin letters by its one expression as the loop over the codes reads it', () => {
    // A letter past Latin Extended-B (`中`, which folds to nothing and adds no word) sends the same text down the loop over the codes.
    const latin = fc.string({
      unit: fc.oneof(fc.constantFrom(...'aZ9 .,;:/-\t\năîșşțţȘŢ\u0302\u036féßÿĀž×÷µ²ª«»·\u00a0'.split(''), 'nr.', 'Str', '400157', 'JudBV', 'C.P.'), fc.integer({ min: 0, max: 0x24f }).map((c) => String.fromCharCode(c))),
      maxLength: 30,
    });
    const read = { texts: 0, words: 0 };
    fc.assert(fc.property(latin, fc.boolean(), (text, columns) => {
      const words = splitWords(text, columns);
      expect(splitWords(`${text} \u4e2d`, columns)).toEqual(words);
      read.texts++;
      read.words += words.length;
    }), { numRuns: 3000 });
    expect(read.texts).toBe(3000);
    expect(read.words).toBeGreaterThan(2500);
  });
});

describe('address tokens: the roles a word could play', () => {
  it('reads numbers, postal codes and their markers', () => {
    expect(rolesOf('nr. 12A', '12a')).toMatchObject({ number: true, digitFirst: true, postalCode: false });
    expect(rolesOf('cod poștal 400157', '400157')).toMatchObject({ postalCode: true, number: false });
    expect(rolesOf('cod poștal 400157', 'cod')).toMatchObject({ postalWord: true });
    expect(rolesOf('nr. 12', 'nr')).toMatchObject({ numberMarker: true, houseMarker: true, detailMarker: false });
    expect(rolesOf('bl. 3', 'bl')).toMatchObject({ detailMarker: true, houseMarker: true, numberMarker: false });
  });

  it('reads street types of one or two words, and person titles', () => {
    expect(rolesOf('B-dul Unirii', 'b').streetType).toMatchObject({ length: 2 });
    expect(rolesOf('Str. Unirii', 'str')).toMatchObject({ typeWord: true, streetType: { length: 1 } });
    expect(rolesOf('G-ral Magheru', 'g').title).toEqual({ title: 'general', length: 2 });
    expect(rolesOf('Arh. Ion Mincu', 'arh').title?.title).toBe('arhitect');
    expect(rolesOf('Unirii', 'unirii')).toMatchObject({ typeWord: false, streetType: undefined, title: undefined });
  });

  it('reads locality kinds, sectors, counties, months and notes', () => {
    expect(rolesOf('com. Negri', 'com').localityKind).toBe('comuna');
    expect(rolesOf('cart. Archia', 'cart').localityKind).toBe('localitate');
    expect(rolesOf('sector 3', 'sector')).toMatchObject({ sectorWord: true, sectorOnly: true });
    // `Sec` is a village too: a sector word, but not only one.
    expect(rolesOf('sec 3', 'sec')).toMatchObject({ sectorWord: true, sectorOnly: false });
    expect(rolesOf('jud. Cluj', 'jud').countyMarker).toBe(true);
    expect(rolesOf('1 Mai', 'mai').month).toBe(true);
    expect(rolesOf('corp B', 'corp').note).toBe(true);
    expect(rolesOf('parter', 'parter').note).toBe(false);
    expect(rolesOf('Romania', 'romania').country).toBe(true);
    expect(rolesOf('Adresa: x', 'adresa').label).toBe(true);
    expect(rolesOf('tel 0744', 'tel').phoneMarker).toBe(true);
    expect(rolesOf('5 și 7', 'si').conjunction).toBe(true);
    expect(rolesOf('- fost sediu', 'fost')).toMatchObject({ dashedNote: true, parenthesizedNote: true });
  });

  it('reads any text without throwing: words non-empty, inside the text, roles as for the word list', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), fc.string({ unit: fc.constantFrom(...'Str. nr12 bl,3 ăîâșț-B-dul sat com; 400157 G-ral'.split('')), maxLength: 60 }), (a, b) => {
      for (const text of [a, b]) {
        const words = readWords(text);
        const again = wordRoles(words.map((w) => w.folded));
        words.forEach((w, i) => {
          expect(w.folded).toMatch(/^[a-z0-9]+$/);
          expect(w.start).toBeGreaterThanOrEqual(0);
          expect(w.end).toBeGreaterThan(w.start);
          expect(w.end).toBeLessThanOrEqual(text.length);
          expect(w.roles).toEqual(again[i]);
        });
      }
    }), { numRuns: 500 });
  });

  it('shares one roles object among words that play no role, never with a word of the vocabulary, a number, a type or a title', () => {
    const lists: ReadonlyArray<Iterable<string>> = [
      NUMBER_MARKERS, DETAIL_MARKERS, HOUSE_MARKERS, POSTAL_CODE_WORDS, COUNTY_MARKERS, SECTOR_WORDS, SECTOR_ONLY_WORDS, MONTHS, COUNTRY_WORDS,
      ADDRESS_LABELS, PHONE_MARKERS, CONJUNCTIONS, PARENTHESIZED_NOTE_STARTS, DASHED_NOTE_STARTS, LOCALITY_KIND_WORDS, NOTE_WORDS.keys(),
    ];
    const vocabulary = new Set(lists.flatMap((list) => [...list]));
    const word = fc.oneof(fc.constantFrom(...vocabulary, 'b', 'dul', 'g', 'ral', 'arh', 'str', 'calea', '12a', '400157', 'cluj', 'horea', 'x'), fc.stringMatching(/^[a-z0-9]{1,8}$/));
    const none = wordRoles(['horea'])[0]!;
    expect(Object.values(none).every((v) => v === false || v === undefined)).toBe(true);
    let shared = 0;
    let own = 0;
    fc.assert(fc.property(fc.array(word, { maxLength: 8 }), (folded) => {
      const query = queryRoles(folded);
      wordRoles(folded).forEach((r, i) => {
        const w = folded[i]!;
        const plays = /^\d/.test(w) || vocabulary.has(w) || query[i]!.streetType !== undefined || query[i]!.title !== undefined;
        if (plays) expect(r).not.toBe(none);
        if (r === none) shared++;
        else own++;
      });
    }), { numRuns: 1000 });
    // (Both kinds of words were read.)
    expect(shared).toBeGreaterThan(500);
    expect(own).toBeGreaterThan(500);
    expect(wordRoles(['1', 'decembire'])[1]!.month).toBe(true);
  });

  it('gives autocomplete the roles it reads as wordRoles gives them', () => {
    // Words that play the roles autocomplete reads, alone or as the first of two (`b dul`, `g ral`, `lt col`), and others.
    const vocabulary = ['nr', 'numar', 'no', 'bl', 'sc', 'et', 'ap', 'km', 'jud', 'judetul', 'sector', 'sectorul', 'sect', 'sec', 'str', 'strada', 'calea', 'b', 'dul',
      'bd', 'bdul', 'g', 'ral', 'lt', 'col', 'arh', 'dr', 'prof', 'sf', 'mai', 'decembrie', 'sat', 'com', 'mun', '12', '12a', '7bis', '400157', '123456', 'cluj', 'alba', 'x'];
    const word = fc.oneof(fc.constantFrom(...vocabulary), fc.stringMatching(/^[a-z0-9]{1,8}$/));
    fc.assert(fc.property(fc.array(word, { maxLength: 8 }), (folded) => {
      const all = wordRoles(folded);
      queryRoles(folded).forEach((r, i) => {
        const { number, numberMarker, detailMarker, sectorOnly, countyMarker, streetType, title } = all[i]!;
        expect(r).toEqual({ number, numberMarker, detailMarker, sectorOnly, countyMarker, streetType, title });
      });
    }), { numRuns: 1000 });
  });

  it('gives autocomplete the same words as verify, but for two columns glued, which verify reads apart', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (q) => {
      const split = splitWords(q);
      const words = split.map((w) => w.folded);
      expect(readQuery(q).tokens).toEqual(words.slice(0, MAX_QUERY_WORDS));
      // Verify's words are the same letters, a word cut (a field break more) where two columns were glued (`GrivițaCordăreni`).
      const read = readWords(q);
      const breaks = (ws: readonly Word[]): number => ws.filter((w) => w.breakBefore).length;
      if (breaks(read) === breaks(split)) expect(read.map((w) => w.folded)).toEqual(words);
      else expect(read.map((w) => w.folded).join('')).toBe(words.join(''));
    }), { numRuns: 500 });
    expect(readQuery('GrivițaCordăreni').tokens).toEqual(['grivitacordareni']);
    expect(readWords('GrivițaCordăreni').map((w) => w.folded)).toEqual(['grivita', 'cordareni']);
  });
});

describe('address tokens: months typed with one mistake', () => {
  // The months the reader recognises with a typing mistake: six letters or more, not `martie`.
  const longMonths = [...MONTHS].filter((m) => m.length >= 6 && m !== 'martie');
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  /** Every word one insertion, deletion, substitution or swap of neighbours (of a-z) from `m`. */
  const oneMistakeFrom = (m: string): string[] => {
    const out: string[] = [];
    for (let i = 0; i <= m.length; i++) {
      for (const c of letters) out.push(m.slice(0, i) + c + m.slice(i));
      if (i < m.length) {
        out.push(m.slice(0, i) + m.slice(i + 1));
        for (const c of letters) out.push(m.slice(0, i) + c + m.slice(i + 1));
      }
      if (i + 1 < m.length) out.push(m.slice(0, i) + m[i + 1] + m[i] + m.slice(i + 2));
    }
    return out;
  };

  it('reads every word one mistake from a long month as a month (the test of its first and last letters lets each through)', () => {
    let checked = 0;
    for (const m of longMonths) {
      for (const w of oneMistakeFrom(m)) {
        const words = readWords(w);
        // A mistake that makes a glued number or another split is another reading's matter.
        if (words.length !== 1 || words[0]!.folded !== w) continue;
        expect(words[0]!.roles.month, w).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3500);
  });

  it('reads a word as a month exactly when it is one or is one mistake from a long one', () => {
    let months = 0;
    let others = 0;
    const word = fc.oneof(
      fc.constantFrom(...longMonths).chain((m) => fc.tuple(fc.nat(m.length), fc.constantFrom(...letters), fc.nat(2)).map(([at, c, kind]) =>
        kind === 0 ? m.slice(0, at) + c + m.slice(at) : kind === 1 ? m.slice(0, at) + c + m.slice(at + 1) : m.slice(0, at) + c + c + m.slice(at + 2))),
      fc.stringMatching(/^[a-z]{5,11}$/),
    );
    fc.assert(fc.property(word, (w) => {
      const expected = MONTHS.has(w) || (w.length >= 5 && w.length <= 11 && longMonths.some((m) => oneMistakeApart(w, m)));
      expect(readWords(w)[0]!.roles.month).toBe(expected);
      if (expected) months++;
      else others++;
    }), { numRuns: 3000 });
    expect(months).toBeGreaterThan(300);
    expect(others).toBeGreaterThan(300);
  });
});

describe('address tokens: street types and titles looked for only where they may start', () => {
  it('finds the street type and the title that matching at each word finds, in the reader and in queries (fast-check)', () => {
    // Every word a type or a title is written with, the words after them, and others.
    const typeWords = STREET_TYPES.flatMap((t) => t.forms.flatMap((f) => f.split(' ')));
    const titleWords = PERSON_TITLES.flatMap((t) => [...t.keys, ...t.folded.split(' ')]);
    // The type words as whole addresses leave them (`strad`, `bulevardu`).
    const leftWords = STREET_TYPES.flatMap((t) => [foldWithoutRomanianLetters(t.word), foldWithoutRomanianLetters(t.article), fold(t.article).slice(0, -1)]);
    const word = fc.oneof(fc.constantFrom(...ADDRESS_TYPE_FIRST_WORDS, ...TITLE_FIRST_WORDS, ...typeWords, ...titleWords, ...leftWords, 'g', 'ral', 'b', 'dul', 'horea', '12'), fc.stringMatching(/^[a-z]{1,6}$/));
    let types = 0;
    let titles = 0;
    let checked = 0;
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (folded) => {
      const roles = wordRoles(folded);
      const query = queryRoles(folded);
      folded.forEach((w, i) => {
        const digitFirst = /^\d/.test(w);
        expect(roles[i]!.streetType).toEqual(digitFirst ? undefined : matchStreetTypeInAddress(folded, i));
        expect(query[i]!.streetType).toEqual(digitFirst ? undefined : matchStreetTypePrefix(folded, i));
        expect(roles[i]!.title).toEqual(matchTitle(folded, i));
        expect(query[i]!.title).toEqual(matchTitle(folded, i));
        if (roles[i]!.streetType) types++;
        if (roles[i]!.title) titles++;
        checked++;
      });
    }), { numRuns: 2000 });
    expect(checked).toBeGreaterThan(4000);
    expect(types).toBeGreaterThan(500);
    expect(titles).toBeGreaterThan(100);
  });
});


describe('address tokens: the glued-columns scan asked only where its expression matches', () => {
  it('matches every text the scan finds glued columns in: each character in each place of the patterns', () => {
    // Each UTF-16 unit as the small letter before a capital, the capital, the small letter after it, the
    // letter after a digit (a capital then a small letter, or four letters), the letter before a place marker.
    const templates = [(c: string) => `${c}Ab`, (c: string) => `a${c}b`, (c: string) => `aB${c}`, (c: string) => `1${c}b`, (c: string) => `1${c}bcd`, (c: string) => `${c}com. X`];
    let glued = 0;
    let checked = 0;
    for (let code = 0; code <= 0xffff; code++) {
      const c = String.fromCharCode(code);
      for (const template of templates) {
        const text = template(c);
        if (mayBeGlued(text)) {
          expect(GLUED_COLUMNS_HINT.test(text), `U+${code.toString(16)} in ${JSON.stringify(text)}`).toBe(true);
          glued++;
        }
        checked++;
      }
    }
    expect(checked).toBe(6 * 0x10000);
    expect(glued).toBeGreaterThan(2000);
  });

  it('matches every random text the scan finds glued columns in (fast-check), and spares most addresses', () => {
    const piece = fc.constantFrom('a', 'z', 'A', 'Z', 'ă', 'Ă', 'ș', 'Ș', 'ț', 'Ț', 'î', 'Î', 'é', 'É', 'ß', 'µ', 'ª', '1', '0', '.', ' ', ',', '-', 'com', 'jud', 'mun', 'oras', '\uFFFD', '\uD835\uDC00', 'Σ', 'σ', 'ǅ');
    let glued = 0;
    let checked = 0;
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
      const text = pieces.join('');
      if (mayBeGlued(text)) {
        expect(GLUED_COLUMNS_HINT.test(text)).toBe(true);
        glued++;
      }
      checked++;
    }), { numRuns: 5000, seed: 1726 });
    expect(checked).toBe(5000);
    expect(glued).toBeGreaterThan(500);
    for (const text of ['Str. Mihai Viteazu nr. 3, Cluj-Napoca', 'Iași, str. Lungă 5, bl. A2, ap. 7', 'Comuna Bălțătești, sat Valea Seacă, jud. Neamț']) expect(GLUED_COLUMNS_HINT.test(text)).toBe(false);
  });
});

describe('colonAfter', () => {
  it('reads a colon after spaces and a period as /^\\s*\\.?\\s*:/ reads the slice (fast-check)', () => {
    // Every kind of white space `\s` matches, periods, colons and letters, at any range of the text.
    const piece = fc.constantFrom(' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u1680', '\u2003', '\u200a', '\u200b', '\u2028', '\u202f', '\u205f', '\u3000', '\ufeff', '.', '..', ':', 'a', ',', ';');
    const case_ = fc.array(piece, { maxLength: 8 }).chain((parts) => {
      const text = parts.join('');
      return fc.tuple(fc.constant(text), fc.nat({ max: text.length }), fc.nat({ max: text.length }));
    });
    let colons = 0;
    let none = 0;
    fc.assert(fc.property(case_, ([text, a, b]) => {
      const [from, to] = a <= b ? [a, b] : [b, a];
      const expected = /^\s*\.?\s*:/.test(text.slice(from, to));
      expect(colonAfter(text, from, to), JSON.stringify([text, from, to])).toBe(expected);
      if (expected) colons++;
      else none++;
    }), { numRuns: 5000 });
    expect(colons).toBeGreaterThan(150);
    expect(none).toBeGreaterThan(300);
  });
});
