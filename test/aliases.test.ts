import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokens } from '../src/shared/normalize.js';
import {
  analyzeLocalityTokens,
  COUNTIES,
  countyByCode,
  countyByName,
  countyOfFoldedWords,
  findCounty,
  localityNameAlias,
  mayEndCounty,
  mayMarkLocality,
  rewriteLocalityTokens,
  rewrittenLocalityWords,
  stripCountyPrefix,
} from '../src/shared/aliases.js';

const CEDILLA = /[şţŞŢ]/;

/** The 42 county codes with their names and SIRUTA `JUD` numbers, by hand. */
const EXPECTED: Array<[code: string, name: string, jud: number]> = [
  ['AB', 'Alba', 1], ['AR', 'Arad', 2], ['AG', 'Argeș', 3], ['BC', 'Bacău', 4], ['BH', 'Bihor', 5],
  ['BN', 'Bistrița-Năsăud', 6], ['BT', 'Botoșani', 7], ['BV', 'Brașov', 8], ['BR', 'Brăila', 9], ['BZ', 'Buzău', 10],
  ['CS', 'Caraș-Severin', 11], ['CJ', 'Cluj', 12], ['CT', 'Constanța', 13], ['CV', 'Covasna', 14], ['DB', 'Dâmbovița', 15],
  ['DJ', 'Dolj', 16], ['GL', 'Galați', 17], ['GJ', 'Gorj', 18], ['HR', 'Harghita', 19], ['HD', 'Hunedoara', 20],
  ['IL', 'Ialomița', 21], ['IS', 'Iași', 22], ['IF', 'Ilfov', 23], ['MM', 'Maramureș', 24], ['MH', 'Mehedinți', 25],
  ['MS', 'Mureș', 26], ['NT', 'Neamț', 27], ['OT', 'Olt', 28], ['PH', 'Prahova', 29], ['SM', 'Satu Mare', 30],
  ['SJ', 'Sălaj', 31], ['SB', 'Sibiu', 32], ['SV', 'Suceava', 33], ['TR', 'Teleorman', 34], ['TM', 'Timiș', 35],
  ['TL', 'Tulcea', 36], ['VS', 'Vaslui', 37], ['VL', 'Vâlcea', 38], ['VN', 'Vrancea', 39], ['B', 'București', 40],
  ['CL', 'Călărași', 51], ['GR', 'Giurgiu', 52],
];

describe('counties', () => {
  it('lists the 42 counties with unique codes, names and JUD numbers', () => {
    expect(COUNTIES).toHaveLength(42);
    expect(new Set(COUNTIES.map((c) => c.code)).size).toBe(42);
    expect(new Set(COUNTIES.map((c) => c.jud)).size).toBe(42);
    expect(new Set(COUNTIES.map((c) => c.folded)).size).toBe(42);
    expect(new Set(COUNTIES.map((c) => c.siruta)).size).toBe(42);
    expect(COUNTIES.map((c) => [c.code, c.name, c.jud])).toEqual(expect.arrayContaining(EXPECTED));
    for (const c of COUNTIES) {
      expect(CEDILLA.test(c.name)).toBe(false);
      expect(c.folded).toBe(tokens(c.name).join(' '));
    }
  });

  it('looks counties up by code, JUD number and name', () => {
    for (const [code, name, jud] of EXPECTED) {
      expect(countyByCode(code)!.name).toBe(name);
      expect(countyByCode(code.toLowerCase())!.name).toBe(name);
      expect(COUNTIES.filter((c) => c.jud === jud).map((c) => c.code)).toEqual([code]);
      expect(countyByName(name)!.code).toBe(code);
      expect(countyByName(`Județul ${name}`)!.code).toBe(code);
      expect(countyByName(`jud. ${name.toUpperCase()}`)!.code).toBe(code);
      expect(findCounty(code)!.name).toBe(name);
      expect(findCounty(name)!.code).toBe(code);
    }
    expect(countyByName('Caraş-Severin')!.code).toBe('CS');
    expect(countyByName('Bistrita Nasaud')!.code).toBe('BN');
    expect(countyByName('Municipiul București')!.code).toBe('B');
    expect(countyByName('Vîlcea')!.code).toBe('VL');
    expect(COUNTIES.find((c) => c.jud === 40)!.siruta).toBe(403);
    expect(COUNTIES.find((c) => c.jud === 1)!.siruta).toBe(10);
    expect(countyByCode('XX')).toBeUndefined();
    expect(COUNTIES.some((c) => c.jud === 41)).toBe(false);
    expect(countyByName('Florești')).toBeUndefined();
    expect(findCounty('')).toBeUndefined();
  });

  it('strips county prefixes from folded text', () => {
    expect(stripCountyPrefix('judetul cluj')).toBe('cluj');
    expect(stripCountyPrefix('jud satu mare')).toBe('satu mare');
    expect(stripCountyPrefix('judet ilfov')).toBe('ilfov');
    expect(stripCountyPrefix('cluj')).toBe('cluj');
    expect(stripCountyPrefix('jud')).toBe('jud');
    expect(stripCountyPrefix('')).toBe('');
    // A county word after the name, in English or Hungarian; alone it is no county.
    expect(stripCountyPrefix('cluj county')).toBe('cluj');
    expect(stripCountyPrefix('satu mare county')).toBe('satu mare');
    expect(stripCountyPrefix('hargita megye')).toBe('hargita');
    expect(stripCountyPrefix('county')).toBe('county');
    expect(findCounty('Alba County')?.code).toBe('AB');
  });
});

describe('locality rewrites', () => {
  const rewrite = (text: string): string => rewriteLocalityTokens(tokens(text)).tokens.join(' ');

  it('expands abbreviations and the old î spelling', () => {
    expect(rewrite('Tg. Jiu')).toBe('targu jiu');
    expect(rewrite('Tîrgu Mureș')).toBe('targu mures');
    expect(rewrite('Târgu Mureș')).toBe('targu mures');
    expect(rewrite('Rm. Vâlcea')).toBe('ramnicu valcea');
    expect(rewrite('Rîmnicu Vîlcea')).toBe('ramnicu valcea');
    expect(rewrite('Rm. Sărat')).toBe('ramnicu sarat');
    expect(rewrite('Dr. Tr. Severin')).toBe('drobeta turnu severin');
    expect(rewrite('Drobeta-Tr. Severin')).toBe('drobeta turnu severin');
    expect(rewrite('Tr. Măgurele')).toBe('turnu magurele');
    expect(rewrite('Sf. Gheorghe')).toBe('sfantu gheorghe');
    expect(rewrite('Sf. Elena')).toBe('sfanta elena');
    expect(rewrite('Sfîntu Gheorghe')).toBe('sfantu gheorghe');
    expect(rewrite('C-lung Moldovenesc')).toBe('campulung moldovenesc');
    expect(rewrite('Cîmpina')).toBe('campina');
    expect(rewrite('Buc.')).toBe('bucuresti');
    expect(rewrite('Florești')).toBe('floresti');
  });

  it('maps each output token to its input token', () => {
    const r = rewriteLocalityTokens(['dr', 'tr', 'severin', 'jud', 'mh']);
    expect(r.tokens).toEqual(['drobeta', 'turnu', 'severin', 'jud', 'mh']);
    expect(r.origin).toEqual([0, 0, 0, 3, 4]);
    expect(rewriteLocalityTokens([])).toEqual({ tokens: [], origin: [] });
  });

  it('has whole-name aliases only where they are safe', () => {
    expect(localityNameAlias('Cluj')).toBe('cluj napoca');
    expect(localityNameAlias('buc')).toBe('bucuresti');
    expect(localityNameAlias('Mun. București')).toBe('bucuresti');
    expect(localityNameAlias('Tr. Severin')).toBe('drobeta turnu severin');
    expect(localityNameAlias('Sighet')).toBe('sighetu marmatiei');
    expect(localityNameAlias('Piatra')).toBeUndefined();
    expect(localityNameAlias('Baia')).toBeUndefined();
    expect(localityNameAlias('Cluj-Napoca')).toBeUndefined();
    expect(localityNameAlias('')).toBeUndefined();
  });
});

describe('analyzeLocalityTokens', () => {
  const analyze = (text: string) => analyzeLocalityTokens(tokens(text));

  it('recognises București sectors in every usual form', () => {
    for (const text of ['sector 3', 'Sectorul 3', 'sect. 3', 's3', 'S.3', 'sect3', 'sectorul III', 'Sector 3', 'District 3', '3rd District', '3rd district']) {
      const a = analyze(`București ${text}`);
      expect(a.sectors.map((s) => s.sector), text).toEqual([3]);
      expect(a.rest, text).toEqual(['bucuresti']);
    }
    expect(analyze('sector 7').sectors).toEqual([]);
    expect(analyze('s 9').sectors).toEqual([]);
    // An English ordinal is a sector's number only before a sector word, and only up to the sixth.
    expect(analyze('3rd Bucuresti').sectors).toEqual([]);
    expect(analyze('7th District').sectors).toEqual([]);
    const a = analyze('Bucuresti, sect. 6');
    expect(a.sectors).toEqual([{ sector: 6, start: 1, end: 3 }]);
  });

  it('recognises locality-kind words and keeps the name', () => {
    expect(analyze('Mun. București').kinds).toEqual([{ kind: 'municipiu', start: 0, end: 1 }]);
    expect(analyze('Mun. București').rest).toEqual(['bucuresti']);
    expect(analyze('municipiul Cluj-Napoca').rest).toEqual(['cluj', 'napoca']);
    expect(analyze('oraș Buftea').kinds[0]!.kind).toBe('oras');
    expect(analyze('orasul Buftea').rest).toEqual(['buftea']);
    expect(analyze('com. Florești').kinds[0]!.kind).toBe('comuna');
    expect(analyze('comuna Florești').rest).toEqual(['floresti']);
    expect(analyze('sat Ciorogârla').kinds[0]!.kind).toBe('sat');
    expect(analyze('satul Ciorogârla').rest).toEqual(['ciorogarla']);
    // Village names that start with the word.
    expect(analyze('Sat Nou').kinds).toEqual([]);
    expect(analyze('Satul Vechi').rest).toEqual(['satul', 'vechi']);
    expect(analyze('Satu Mare').rest).toEqual(['satu', 'mare']);
    // A half-typed word is a name, not a marker.
    expect(analyze('sat').rest).toEqual(['sat']);
    expect(analyze('sat Sat Nou').rest).toEqual(['sat', 'nou']);
  });

  it('recognises county references, explicit and bare', () => {
    const a = analyze('com. Florești, jud. Cluj');
    expect(a.counties).toEqual([{ county: countyByCode('CJ'), start: 2, end: 4, explicit: true }]);
    expect(a.rest).toEqual(['floresti']);

    const b = analyze('Florești judetul Satu Mare');
    expect(b.counties[0]).toMatchObject({ start: 1, end: 4, explicit: true });
    expect(b.counties[0]!.county.code).toBe('SM');
    expect(b.rest).toEqual(['floresti']);

    const c = analyze('Florești CJ');
    expect(c.counties).toEqual([{ county: countyByCode('CJ'), start: 1, end: 2, explicit: false }]);
    expect(c.rest).toEqual(['floresti', 'cj']);

    expect(analyze('jud. B').counties[0]!.county.code).toBe('B');
    // Bare `b` and `tr` inside a name are not counties.
    expect(analyze('Sat B').counties).toEqual([]);
    expect(analyze('Tr. Severin').counties).toEqual([]);
    expect(analyze('Tr. Severin').tokens).toEqual(['turnu', 'severin']);
  });

  it('gives the whole-name alias of the rest', () => {
    expect(analyze('Cluj').alias).toBe('cluj napoca');
    expect(analyze('mun. Cluj').alias).toBe('cluj napoca');
    // `buc` is rewritten to the official name, so no alias is left to apply.
    expect(analyze('Buc. sect. 2').rest).toEqual(['bucuresti']);
    expect(analyze('Buc. sect. 2').alias).toBeUndefined();
    expect(analyze('Piatra').alias).toBeUndefined();
  });
});

describe('alias properties', () => {
  const tokenArb = fc.oneof(
    fc.constantFrom(
      'tg', 'jiu', 'dr', 'tr', 'severin', 'sf', 'sect', 'sector', 's3', 's', '3', '9', 'iii', 'jud', 'judetul', 'cj', 'b',
      'mun', 'sat', 'nou', 'com', 'satu', 'mare', 'bucuresti', 'buc', 'cluj', 'c', 'lung', 'rm', 'valcea', 'is',
    ),
    fc.string({ maxLength: 6 }),
  );

  it('rewrittenLocalityWords: the tokens of rewriteLocalityTokens, the words themselves when none is rewritten', () => {
    fc.assert(
      fc.property(fc.array(tokenArb, { maxLength: 10 }), (input) => {
        const tokens = rewriteLocalityTokens(input).tokens;
        const words = rewrittenLocalityWords(input);
        expect(words).toEqual(tokens);
        // Changed, never the input (the caller's words stay as written).
        if (tokens.length !== input.length || tokens.some((t, i) => t !== input[i])) expect(words).not.toBe(input);
      }),
      { numRuns: 500 },
    );
    // Words no rewriting begins with: the input itself, not a copy.
    fc.assert(fc.property(fc.array(fc.constantFrom('cluj', 'napoca', 'baia', 'mare', 'poiana', 'jiu', 'severin', 'valcea'), { maxLength: 5 }), (plain) => {
      expect(rewrittenLocalityWords(plain)).toBe(plain);
    }));
    expect(rewrittenLocalityWords(['tg', 'jiu'])).toEqual(['targu', 'jiu']);
  });

  it('never throw, and spans stay inside the rewritten tokens', () => {
    fc.assert(
      fc.property(fc.array(tokenArb, { maxLength: 10 }), (input) => {
        const r = rewriteLocalityTokens(input);
        expect(r.origin).toHaveLength(r.tokens.length);
        for (let i = 0; i < r.origin.length; i++) {
          expect(r.origin[i]).toBeGreaterThanOrEqual(0);
          expect(r.origin[i]).toBeLessThan(input.length);
          if (i > 0) expect(r.origin[i]).toBeGreaterThanOrEqual(r.origin[i - 1]!);
        }
        const a = analyzeLocalityTokens(input);
        expect(a.tokens).toEqual(r.tokens);
        const covered = new Set<number>();
        for (const span of [...a.kinds, ...a.sectors, ...a.counties.filter((c) => c.explicit)]) {
          expect(span.start).toBeGreaterThanOrEqual(0);
          expect(span.end).toBeLessThanOrEqual(a.tokens.length);
          expect(span.start).toBeLessThan(span.end);
          for (let k = span.start; k < span.end; k++) {
            expect(covered.has(k)).toBe(false);
            covered.add(k);
          }
        }
        for (const s of a.sectors) expect(s.sector).toBeGreaterThanOrEqual(1);
        for (const s of a.sectors) expect(s.sector).toBeLessThanOrEqual(6);
        expect(a.rest.length + covered.size).toBe(a.tokens.length);
        expect(a.restIndex.map((i) => a.tokens[i])).toEqual(a.rest);
      }),
      { numRuns: 2000 },
    );
  });

  it('find no marker in words mayMarkLocality passes', () => {
    // The reader skips the analysis of words without a marker word: the analysis must find none there.
    const word = fc.oneof(tokenArb, fc.constantFrom('municipiului', 'orasului', 'al', 'sectorul6', 'sect2', 'sectoru', 'sec', 'jd', 'judet', 'localitatea', 'cart', 'cartier', 'oras', 'or', '1', 'unu', 'ii'));
    let passed = 0;
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (input) => {
        const a = analyzeLocalityTokens(input);
        const found = a.kinds.length + a.sectors.length + a.counties.filter((c) => c.explicit).length;
        if (found > 0) expect(mayMarkLocality(input)).toBe(true);
        if (!mayMarkLocality(input)) passed++;
      }),
      { numRuns: 2000 },
    );
    // (Both sides were tried: some inputs had no marker.)
    expect(passed).toBeGreaterThan(100);
    expect(mayMarkLocality(['cluj', 'napoca'])).toBe(false);
    expect(mayMarkLocality(['s3'])).toBe(true);
  });

  it('name no county with words mayEndCounty refuses', () => {
    // The reader joins a run's words for a county look-up only when the last word may end a county.
    const countyWords = [...new Set(COUNTIES.flatMap((c) => [...c.folded.split(' '), c.code.toLowerCase()]))];
    const word = fc.oneof(fc.constantFrom(...countyWords, 'jud', 'judetul', 'j', 'jd', 'mun', 'municipiul', 'bucharest', 'vilcea', 'hargita', 'caras'), fc.stringMatching(/^[a-z]{1,5}$/));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const last = words[words.length - 1]!;
        const text = words.join(' ');
        if (!mayEndCounty(last, false)) expect(countyByName(text)).toBeUndefined();
        if (!mayEndCounty(last, true)) expect(findCounty(text)).toBeUndefined();
      }),
      { numRuns: 3000 },
    );
    expect(mayEndCounty('nasaud', false)).toBe(true);
    expect(mayEndCounty('cj', false)).toBe(false);
    expect(mayEndCounty('cj', true)).toBe(true);
  });

  it('countyOfFoldedWords: the county of the words joined, by name or with codes by code too', () => {
    const countyWords = [...new Set(COUNTIES.flatMap((c) => [...c.folded.split(' '), c.code.toLowerCase()]))];
    // Folded words mostly, and a few that are not (capitals, a space, a dash, none): those are asked as text.
    const word = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...countyWords, 'jud', 'judetul', 'judet', 'j', 'jd', 'mun', 'municipiul', 'bucharest', 'vilcea', 'hargita', 'megye', 'county', 'caras', 'nou') },
      { weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9]{1,5}$/) },
      { weight: 1, arbitrary: fc.constantFrom('', 'Cluj', 'satu mare', 'bistrita-nasaud', ' alba', 'Jud.') },
    );
    let named = 0;
    let coded = 0;
    let runs = 0;
    fc.assert(
      fc.property(fc.array(word, { maxLength: 5 }), fc.nat(5), fc.nat(5), (words, a, b) => {
        const from = Math.min(a, words.length);
        const to = Math.max(from, Math.min(b, words.length));
        const text = words.slice(from, to).join(' ');
        const byName = countyOfFoldedWords(words, false, from, to);
        const byCode = countyOfFoldedWords(words, true, from, to);
        expect(byName).toBe(countyByName(text));
        expect(byCode).toBe(findCounty(text));
        if (from === 0 && to === words.length) expect(countyOfFoldedWords(words, true)).toBe(byCode);
        if (byName) named++;
        if (byCode && !byName) coded++;
        runs++;
      }),
      { numRuns: 5000 },
    );
    // (Every kind of answer was checked: names, codes only, and no county.)
    expect(runs).toBe(5000);
    expect(named).toBeGreaterThan(200);
    expect(coded).toBeGreaterThan(50);
    expect(countyOfFoldedWords(['jud', 'satu', 'mare'], false)?.code).toBe('SM');
    expect(countyOfFoldedWords(['hargita', 'megye'], false)?.code).toBe('HR');
    expect(countyOfFoldedWords(['cj'], false)).toBeUndefined();
    expect(countyOfFoldedWords(['cj'], true)?.code).toBe('CJ');
  });

  it('never throw on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        analyzeLocalityTokens(tokens(text));
        localityNameAlias(text);
        countyByName(text);
        findCounty(text);
        countyByCode(text);
        stripCountyPrefix(text);
      }),
      { numRuns: 1000 },
    );
  });
});
