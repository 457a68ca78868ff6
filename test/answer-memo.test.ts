/**
 * `AnswerMemo` (src/engines/answer-memo.ts), the memo of verify's locality answers and whole-name
 * places: found by a short key, questions of one key told apart by the rest of them. Checked
 * against a model, a map keyed by the whole question: it must give every answer the model gives
 * for a question it still holds, never another question's answer, and hold at most its bound.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnswerMemo } from '../src/engines/answer-memo.js';

/** A question: its key (a short text) and the rest, which questions of one key may differ in. */
interface Question {
  key: string;
  rest: number;
}
const same = (a: Question, b: Question): boolean => a.rest === b.rest;
const whole = (q: Question): string => `${q.key}|${q.rest}`;

describe('AnswerMemo', () => {
  it('answers as a map of whole questions does, within its bound', () => {
    const question = fc.record({ key: fc.constantFrom('', 'cluj', 'iasi', 'valea'), rest: fc.integer({ min: 0, max: 5 }) });
    let checked = 0;
    fc.assert(fc.property(fc.array(question, { minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 12 }), (asked, most) => {
      const memo = new AnswerMemo<Question, string>();
      const model = new Map<string, string>();
      let made = 0;
      for (const q of asked) {
        const known = model.get(whole(q));
        const answer = memo.answer(q.key, q, same, most, () => `answer ${whole(q)} #${++made}`);
        if (known !== undefined) {
          // Held: its own answer, not made again.
          expect(answer).toBe(known);
        } else {
          // Not held: made now, for this question (never another question's answer of the same key).
          expect(answer).toBe(`answer ${whole(q)} #${made}`);
          if (model.size >= most) model.clear();
          model.set(whole(q), answer);
        }
        expect(memo.size).toBe(model.size);
        expect(memo.size).toBeLessThanOrEqual(most);
        checked++;
      }
    }));
    expect(checked).toBeGreaterThan(100);
  });

  it('makes an answer once while it holds the question, and forgets every answer when cleared', () => {
    const memo = new AnswerMemo<Question, number>();
    let made = 0;
    const make = (): number => ++made;
    const a = { key: 'poiana', rest: 1 };
    const b = { key: 'poiana', rest: 2 };
    expect(memo.answer(a.key, a, same, 10, make)).toBe(1);
    expect(memo.answer(b.key, b, same, 10, make)).toBe(2);
    // The same question again, as another object: remembered.
    expect(memo.answer('poiana', { key: 'poiana', rest: 1 }, same, 10, make)).toBe(1);
    expect(memo.size).toBe(2);
    memo.clear();
    expect(memo.size).toBe(0);
    expect(memo.get(a.key, a, same)).toBeUndefined();
    expect(memo.answer(a.key, a, same, 10, make)).toBe(3);
  });

  it('starts again when full: the bound holds and the new answer is kept', () => {
    const memo = new AnswerMemo<Question, number>();
    for (let i = 0; i < 5; i++) memo.set(`k${i}`, { key: `k${i}`, rest: 0 }, i, 5);
    expect(memo.size).toBe(5);
    memo.set('new', { key: 'new', rest: 0 }, 99, 5);
    expect(memo.size).toBe(1);
    expect(memo.get('new', { key: 'new', rest: 0 }, same)).toBe(99);
    expect(memo.get('k0', { key: 'k0', rest: 0 }, same)).toBeUndefined();
  });
});
