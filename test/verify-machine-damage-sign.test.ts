/**
 * The second look's first decision (src/verify/machine-damage.ts): whether a field can hold a machine's damage,
 * made by one test of its text before any repair is tried. The signs are written to be cheap (each alternative
 * looked for from its rarest character, capitals through a class V8 tests inline, then again by looking
 * behind); a property holds each equal to its plain definition, over texts drawn from the characters at the
 * classes' edges and runs of them (the signs look for runs: eight capitals, six digits, four letters).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CAMEL_SIGN, GLUED_SIGN, SCAN_SIGN } from '../src/verify/machine-damage.js';

/** The module's classes, as their definitions write them (machine-damage.ts: `CAPITALS`, `SMALL`, `LETTERS`). */
const LU = 'A-ZÀ-ÖØ-ÞĂĆČĐŐŒŞŠŢŰŸŽȘȚ';
const LL = 'a-zß-öø-ÿăćčđőœşšţűžșț';
const L = 'A-Za-zÀ-ÖØ-öø-ɏ';
const DEFINITIONS: Array<[string, RegExp, RegExp]> = [
  ['glued columns', GLUED_SIGN, new RegExp(`[${L}]{4}\\d|[${LU}]{2}\\d{6}|\\d[${LU}][${L}]{3}`)],
  ['a scanner\'s misreadings', SCAN_SIGN, new RegExp(`[${LU}]{8}|\\d[${LL}]{3}|-[ \\t]*\\r?\\n|[${L}] [${LL}]{3}|rn`)],
  ['names glued', CAMEL_SIGN, new RegExp(`[${LL}][${LL}][${LU}]`)],
];

const CAPITALS = ['A', 'Z', 'À', 'Ö', 'Ø', 'Þ', 'Ă', 'Ș', 'Ț', 'Ş', 'Ÿ', 'Œ', 'Ő', 'Ā', 'Ɓ'];
const SMALLS = ['a', 'z', 'ß', 'ö', 'ø', 'ÿ', 'ă', 'ș', 'ț', 'ş', 'œ', 'ő', 'ā', 'ɏ'];
const DIGITS = ['0', '5', '9'];
const OTHERS = ['×', '÷', 'ɐ', 'Ω', '\u0301', ' ', '\t', '\r', '\n', '-', 'r', 'n', '.', ',', '@'];
const run = (chars: string[]): fc.Arbitrary<string> => fc.array(fc.constantFrom(...chars), { minLength: 1, maxLength: 9 }).map((cs) => cs.join(''));
/** What the parts are joined with: mostly nothing, or what the signs look for between words. */
const JOINS = ['', '', '', ' ', ' ', '-\n', '- \r\n', '-\r', 'rn'];
const part = fc.oneof(fc.constantFrom(...CAPITALS, ...SMALLS, ...DIGITS, ...OTHERS), run(CAPITALS), run(SMALLS), run(DIGITS), run([...CAPITALS, ...SMALLS]), run([...CAPITALS, ...DIGITS]));
const text = fc.array(fc.tuple(part, fc.constantFrom(...JOINS)), { maxLength: 12 }).map((parts) => parts.map(([p, j]) => p + j).join(''));

describe('machine damage: the one look that decides whether a field is repaired', () => {
  for (const [name, sign, definition] of DEFINITIONS) {
    it(`finds ${name} exactly where its definition does`, () => {
      let found = 0;
      let not = 0;
      fc.assert(fc.property(text, (t) => {
        const expected = definition.test(t);
        expect(sign.test(t)).toBe(expected);
        if (expected) found++;
        else not++;
      }), { numRuns: 3000, seed: 26 });
      // (Both answers were checked, many times each.)
      expect(Math.min(found, not)).toBeGreaterThan(300);
    });
  }

  it('each alternative of the definitions is met by the drawn texts', () => {
    const alternatives = DEFINITIONS.flatMap(([, , d]) => d.source.split('|').map((a) => new RegExp(a)));
    const met = alternatives.map(() => 0);
    fc.assert(fc.property(text, (t) => {
      alternatives.forEach((a, k) => {
        if (a.test(t)) met[k]!++;
      });
    }), { numRuns: 3000, seed: 26 });
    expect(Math.min(...met)).toBeGreaterThan(20);
  });
});
