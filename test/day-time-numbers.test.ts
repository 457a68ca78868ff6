/**
 * The tests by a word's codes that replaced expressions on verify's path (speed114): the numbers of a date
 * or a time of day (src/text/leave-out/day-time-numbers.ts, asked by `timeAt` of every number) and a road's
 * number (`isRoadNumber`, src/text/leave-out/notes.ts, asked of every word) answer as the expressions they
 * replaced, on words of digits, letters, signs and other digits; and the set of nameless locality words
 * (`WordSequenceSet`, src/shared/word-sequence-set.ts) holds what a set of the words joined by a line break
 * held.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDayOfMonth, isDayOrMonth, isHour, isMinutes, isTwoDigitDay, isTwoDigitMonth, smallNumber } from '../src/text/leave-out/day-time-numbers.js';
import { isRoadNumber } from '../src/text/leave-out/notes.js';
import { ROAD_NUMBER } from '../src/shared/vocabulary.js';
import { WordSequenceSet } from '../src/shared/word-sequence-set.js';

/** Words of up to four characters: ASCII digits most, letters of a road's number, signs, other digits, a line break. */
const characters = ['0', '1', '2', '3', '4', '5', '6', '9', 'd', 'n', 'j', 'c', 'a', 'z', 'D', ' ', '.', ':', '-', '+', '٣', '²', '\n', 'ă'];
const anyWord = fc.array(fc.constantFrom(...characters), { maxLength: 6 }).map((cs) => cs.join(''));
/** Words like a road's number (`dn1c`, `dj107`) and near it (`dd12`, `dn1234`, `dn1.`), which random words seldom are. */
const roadLike = fc
  .tuple(fc.constantFrom('dn', 'dj', 'dc', 'dd', 'd', 'cn', 'Dn'), fc.array(fc.constantFrom('0', '1', '7', '9'), { maxLength: 4 }), fc.constantFrom('', 'a', 'c', 'z', '.', ' ', '1'))
  .map(([road, digits, end]) => `${road}${digits.join('')}${end}`);
/** Numbers of one to three digits, with and without a leading zero. */
const number = fc.integer({ min: 0, max: 120 }).chain((v) => fc.constantFrom(String(v), String(v).padStart(2, '0')));
const word = fc.oneof(anyWord, roadLike, number);

/** The expressions the tests replaced, as time.ts held them. */
const EXPRESSIONS: ReadonlyArray<[string, (w: string) => boolean, RegExp]> = [
  ['isDayOrMonth', isDayOrMonth, /^\d{1,2}$/],
  ['isDayOfMonth', isDayOfMonth, /^(?:0?[1-9]|[12]\d|3[01])$/],
  ['isTwoDigitDay', isTwoDigitDay, /^(?:0[1-9]|[12]\d|3[01])$/],
  ['isTwoDigitMonth', isTwoDigitMonth, /^(?:0[1-9]|1[0-2])$/],
  ['isHour', isHour, /^(?:[01]?\d|2[0-3])$/],
  ['isMinutes', isMinutes, /^[0-5]\d$/],
  ['isRoadNumber', isRoadNumber, ROAD_NUMBER],
];

describe('the numbers of a date, a time of day and a road, by their codes', () => {
  it('answer as the expressions they replaced (fast-check)', () => {
    let checked = 0;
    const yes = new Map<string, number>();
    fc.assert(
      fc.property(word, (w) => {
        for (const [name, test, expression] of EXPRESSIONS) {
          expect(test(w), `${name}(${JSON.stringify(w)})`).toBe(expression.test(w));
          if (test(w)) yes.set(name, (yes.get(name) ?? 0) + 1);
        }
        checked++;
      }),
      { seed: 114, numRuns: 5000 },
    );
    expect(checked).toBe(5000);
    // Every test said yes to some words, not only no.
    for (const [name] of EXPRESSIONS) expect(yes.get(name) ?? 0, name).toBeGreaterThan(10);
  });

  it('answer as the expressions on every word of up to two digits and every road number of the classes', () => {
    const words = ['', '0', '00', '000'];
    for (let v = 0; v < 100; v++) words.push(String(v), String(v).padStart(2, '0'), `${v}0`);
    for (const road of ['dn', 'dj', 'dc', 'dd', 'd', 'cn']) for (const n of ['', '1', '12', '123', '1234']) for (const l of ['', 'a', 'z', '1']) words.push(`${road}${n}${l}`);
    for (const w of words) for (const [name, test, expression] of EXPRESSIONS) expect(test(w), `${name}(${JSON.stringify(w)})`).toBe(expression.test(w));
    expect(smallNumber('07')).toBe(7);
    expect(smallNumber('7a')).toBe(-1);
  });
});

describe('WordSequenceSet', () => {
  it('holds what a set of the words joined by a line break holds (fast-check)', () => {
    // (No empty word: the reader keeps none, and `['']` and `[]` joined are one text.)
    const name = fc.constantFrom('nicolae', 'balcescu', 'mihai', 'viteazu', 'de', 'sus', 'jos', 'a');
    const sequence = fc.array(name, { maxLength: 4 });
    let checked = 0;
    let held = 0;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), sequence), { maxLength: 40 }), (steps) => {
        const set = new WordSequenceSet();
        const joined = new Set<string>();
        for (const [add, words] of steps) {
          if (add) {
            set.add(words);
            joined.add(words.join('\n'));
          }
          expect(set.has(words)).toBe(joined.has(words.join('\n')));
          if (set.has(words)) held++;
          expect(set.size).toBe(joined.size);
        }
        set.clear();
        for (const [, words] of steps) expect(set.has(words)).toBe(false);
        expect(set.size).toBe(0);
        checked++;
      }),
      { seed: 1140, numRuns: 500 },
    );
    expect(checked).toBe(500);
    expect(held).toBeGreaterThan(1000);
  });

  it('tells a sequence from its beginning and its continuation', () => {
    const set = new WordSequenceSet();
    set.add(['nicolae', 'balcescu']);
    expect(set.has(['nicolae'])).toBe(false);
    expect(set.has(['nicolae', 'balcescu', 'sus'])).toBe(false);
    expect(set.has(['balcescu', 'nicolae'])).toBe(false);
    expect(set.has(['nicolae', 'balcescu'])).toBe(true);
    expect(set.has([])).toBe(false);
    set.add([]);
    expect(set.has([])).toBe(true);
    expect(set.size).toBe(2);
  });
});
