/**
 * speed134 (issue 24): the reader's sentence-end tests at a full stop (`splitWords`' `sentenceEnd`: a hyphenated
 * name's end, `hyphenatedWordEnds`; a county's code closing a field, `codeEndsSentence`) tell letters, capitals and
 * white space by the characters' codes instead of two case mappings a character and an expression on a slice. Asked
 * at every full stop of every text (`Str. `, `nr. `, `ap. `), walked back letter by letter. No answer may move:
 *
 * - the three predicates are compared with the forms they replace on every UTF-16 code unit (all 65,536, and the
 *   empty string that a text's end gives), counted;
 * - the sentence ends they decide are guarded on the examples of their rules and on texts built from the
 *   evaluation's hyphenated places (fast-check, fixed seed, counted): the word after `<Place>. ` opens a field
 *   exactly when both sides of the hyphen have three letters or more and the next word opens with a capital (or
 *   the text is written in small letters), as before.
 *
 * - the locality answers are kept with only what tells their questions apart (`keptQuestion`, verify-locality.ts), not
 *   the reader's parts: questions of the evaluation's readings (exact and with typing mistakes, with and without a postal
 *   code, with any county and commune beside them) answer as with nothing remembered, asked again from the memo.
 *
 * Nothing here was wrong on main (121772dd): these are guards of a change that must move nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { isCapital, isLetter, isSpaceCode, splitWords } from '../src/text/address-tokens.js';
import { readAddressText } from '../src/text/address-parser.js';
import { findLocalities, type LocalityQuery } from '../src/verify/verify-locality.js';
import { addressCases } from '../eval/verify-cases.js';
import { noisyText } from '../eval/verify-noise.js';
import { INDEX_PATH } from './helpers/index.js';

/** The forms replaced (address-tokens.ts before speed134). */
const oldIsLetter = (c: string): boolean => c.toLowerCase() !== c.toUpperCase() || (c >= '\u0300' && c <= '\u036f');
const oldIsCapital = (c: string): boolean => oldIsLetter(c) && c !== c.toLowerCase();
const oldIsSpace = (c: string): boolean => /\s/.test(c);

/** The words of `text` that open a field (`breakBefore`), as folded words. */
const opening = (text: string): string[] => splitWords(text, true).filter((w) => w.breakBefore).map((w) => w.folded);

describe('speed134: letters, capitals and white space told by their codes', () => {
  it('answers as the case mappings and `\\s` do, on every code unit', () => {
    let checked = 0;
    for (let code = 0; code <= 0xffff; code++) {
      const c = String.fromCharCode(code);
      if (isLetter(c) !== oldIsLetter(c) || isCapital(c) !== oldIsCapital(c) || isSpaceCode(code) !== oldIsSpace(c)) {
        throw new Error(`U+${code.toString(16).padStart(4, '0')} told apart`);
      }
      checked++;
    }
    expect([isLetter(''), isCapital('')]).toEqual([oldIsLetter(''), oldIsCapital('')]);
    expect(checked).toBe(0x10000);
  });
});

describe('speed134: the sentence ends at a full stop (guards)', () => {
  it('keeps the examples of the rules', () => {
    // A hyphenated name's full stop before a capital ends the sentence (`hyphenatedWordEnds`).
    expect(opening('Teren în Oraș Lehliu-Gara. Informații la Primăria Lehliu-Gara')).toContain('informatii');
    expect(opening('teren in com. bicaz-chei. informatii la primaria')).toContain('informatii');
    // Not after an abbreviation, nor a hyphened short word (`B-dul.`), nor a short side (`Ax-Nou.`).
    expect(opening('Str. Lungă nr. 5, Brașov')).toEqual(['brasov']);
    expect(opening('B-dul. Unirii 5, București')).toEqual(['bucuresti']);
    expect(opening('Sat Ax-Nou. Strada Mare 5')).toEqual([]);
    // A county's code closing a field before a capital (`codeEndsSentence`), with one space, two, or none.
    expect(opening('Petru Rareș 6A,Bacău,BC.Unitatea ext pe balcon')).toEqual(['bacau', 'bc', 'unitatea']);
    expect(opening('Str. Lungă 5, Sibiu, SB.  Sunați înainte')).toEqual(['sibiu', 'sb', 'sunati']);
    expect(opening('Str. Lungă 5, Sibiu SB. Sunați înainte')).toEqual(['sibiu']);
    expect(opening('Str. Lungă 5, Sibiu, SB. sunați înainte')).toEqual(['sibiu', 'sb']);
  });

  it('reads the full stop after each hyphenated place of the evaluation as before', () => {
    const index = loadIndexSync(INDEX_PATH) as LoadedIndex;
    const catalog = index.catalog;
    const hyphenated: string[] = [];
    for (let p = 0; p < catalog.placeCount; p++) {
      const name = catalog.placeName(p);
      if (/^[^\s-]+-[^\s-]+$/.test(name)) hyphenated.push(name);
    }
    expect(hyphenated.length).toBeGreaterThan(100);
    const counted = { texts: 0, ends: 0, goesOn: 0 };
    fc.assert(fc.property(
      fc.constantFrom(...hyphenated), fc.constantFrom('Informații', 'informații', 'Strada', 'Nr', 'ÎNCHIRIEZ'), fc.constantFrom('. ', '.  ', '.\u00a0', '.\n', '.'),
      fc.boolean(),
      (place, next, gap, small) => {
        const text = `Teren în Oraș ${place}${gap}${next} la primărie`;
        const read = small ? text.toLowerCase() : text;
        const [left, right] = place.split('-') as [string, string];
        const letters = (s: string): number => [...s].filter((ch) => oldIsLetter(ch)).length;
        // What the rule says, worked out here with the forms replaced: three letters a side (all letters), a capital
        // next or a text of small letters, and white space after the stop.
        // (A line break is a field break whatever stands before it.)
        const rule = gap.includes('\n') || gap.length > 1 && letters(left) === left.length && letters(right) === right.length && left.length >= 3 && right.length >= 3
          && (small || read === read.toLowerCase() || (oldIsLetter(next[0]!) && next[0] === next[0]!.toUpperCase()));
        const words = splitWords(read, true);
        const at = words.findIndex((w) => w.folded === splitWords(next.toLowerCase())[0]!.folded && w.start > read.indexOf(gap.trimEnd() === '.' ? place.slice(-1) : place));
        expect(at).toBeGreaterThan(0);
        expect(words[at]!.breakBefore).toBe(rule);
        counted.texts++;
        if (rule) counted.ends++;
        else counted.goesOn++;
      },
    ), { numRuns: 400, seed: 134 });
    expect(counted.texts).toBe(400);
    expect(counted.ends).toBeGreaterThan(50);
    expect(counted.goesOn).toBeGreaterThan(50);
  });
});

describe('speed134: locality answers kept without the reader\'s parts', () => {
  it('answer again as worked out with nothing remembered', () => {
    const index = loadIndexSync(INDEX_PATH) as LoadedIndex;
    const ctx = index.context;
    const catalog = index.catalog;
    const cases = addressCases(catalog).cases.filter((_, i) => i % 61 === 0);
    const questions: LocalityQuery[] = [];
    for (const c of cases) {
      const texts = [noisyText(catalog, c).input.freeform ?? '', `${c.structured.street ?? ''} ${c.structured.house_number ?? ''}, ${c.structured.locality}, ${c.structured.county}`];
      for (const text of texts) {
        for (const r of readAddressText(text, { streets: true })) {
          if (r.locality === undefined) continue;
          questions.push({ part: r.locality, mode: 'exact', admin: r.admin, county: r.county?.county, sector: r.sector?.sector, postalCode: undefined, streetWritten: r.street !== undefined && r.street.words.length > 0 });
        }
      }
    }
    expect(questions.length).toBeGreaterThan(500);
    const counties = [...new Set(questions.map((q) => q.county).filter((c) => c !== undefined))];
    const admins = [...new Set(questions.map((q) => q.admin).filter((a) => a !== undefined))];
    const codes = ['010011', '400001', '700259', '550214', '900001'];
    const asked = fc.record({
      q: fc.constantFrom(...questions),
      mode: fc.constantFrom<'exact' | 'fuzzy'>('exact', 'exact', 'fuzzy'),
      county: fc.option(fc.constantFrom(...counties), { nil: undefined }),
      admin: fc.option(fc.constantFrom(...admins), { nil: undefined }),
      postalCode: fc.option(fc.constantFrom(...codes), { nil: undefined }),
    }).map(({ q, mode, county, admin, postalCode }): LocalityQuery => ({ ...q, mode, county, admin, postalCode }));
    const counted = { questions: 0, remembered: 0, found: 0 };
    fc.assert(fc.property(fc.array(asked, { minLength: 1, maxLength: 8 }), (run) => {
      // Each answer worked out with nothing remembered, then the run asked twice with the memo.
      const expected = run.map((q) => {
        ctx.state.forgetVerified();
        return findLocalities(ctx, q);
      });
      ctx.state.forgetVerified();
      for (let pass = 0; pass < 2; pass++) {
        run.forEach((q, k) => {
          const got = findLocalities(ctx, q);
          expect(got).toEqual(expected[k]);
          counted.questions++;
          if (got.length > 0) counted.found++;
          // The same array again: the memo's answer, found by the question kept without its parts.
          if (pass === 1 && got.length > 0 && findLocalities(ctx, q) === got) counted.remembered++;
        });
      }
    }), { numRuns: 150, seed: 1342 });
    ctx.state.forgetVerified();
    expect(counted.questions).toBeGreaterThan(1000);
    expect(counted.found).toBeGreaterThan(300);
    expect(counted.remembered).toBeGreaterThan(100);
  });
});
