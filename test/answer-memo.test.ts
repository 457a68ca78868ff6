/**
 * `AnswerMemo` (src/engines/answer-memo.ts), the memo of verify's locality answers and whole-name
 * places: found by a short key, questions of one key told apart by the rest of them. Checked
 * against a model, two generations of maps keyed by the whole question: it must give every answer
 * the model gives for a question it still holds, never another question's answer, and hold at most
 * its bound.
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

/** The model: two generations of whole questions, the newer at most half the memo's bound. */
class Generations {
  newer = new Map<string, string>();
  older = new Map<string, string>();
  private readonly half: number;
  constructor(most: number) {
    this.half = Math.max(1, most >> 1);
  }
  keep(q: Question, answer: string): void {
    if (this.newer.size >= this.half) {
      this.older = this.newer;
      this.newer = new Map();
    }
    this.newer.set(whole(q), answer);
  }
  get size(): number {
    return this.newer.size + this.older.size;
  }
}

describe('AnswerMemo', () => {
  it('answers as a map of whole questions does, within its bound', () => {
    const question = fc.record({ key: fc.constantFrom('', 'cluj', 'iasi', 'valea'), rest: fc.integer({ min: 0, max: 5 }) });
    let checked = 0;
    // Answers found in the older generation: the case a memo that starts again when full loses.
    let held = 0;
    fc.assert(fc.property(fc.array(question, { minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 12 }), (asked, most) => {
      const memo = new AnswerMemo<Question, string>();
      const model = new Generations(most);
      let made = 0;
      for (const q of asked) {
        const inNewer = model.newer.get(whole(q));
        const known = inNewer ?? model.older.get(whole(q));
        const answer = memo.answer(q.key, q, same, most, () => `answer ${whole(q)} #${++made}`);
        if (known !== undefined) {
          // Held: its own answer, not made again; found in the older half, kept in the newer again.
          expect(answer).toBe(known);
          if (inNewer === undefined) {
            model.keep(q, known);
            held++;
          }
        } else {
          // Not held: made now, for this question (never another question's answer of the same key).
          expect(answer).toBe(`answer ${whole(q)} #${made}`);
          model.keep(q, answer);
        }
        expect(memo.size).toBe(model.size);
        expect(memo.size).toBeLessThanOrEqual(Math.max(2, most));
        checked++;
      }
    }));
    expect(checked).toBeGreaterThan(100);
    expect(held).toBeGreaterThan(20);
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

  it('drops its older half when full, and keeps a question asked again across the turn', () => {
    const memo = new AnswerMemo<Question, number>();
    let made = 0;
    const make = (): number => ++made;
    const q = (key: string): Question => ({ key, rest: 0 });
    // Bound 6: generations of 3. `town` is asked between every two other questions, as a file's
    // usual town is: it is never made again, where a memo that starts again when full makes it again.
    expect(memo.answer('town', q('town'), same, 6, make)).toBe(1);
    for (let i = 0; i < 12; i++) {
      memo.answer(`k${i}`, q(`k${i}`), same, 6, make);
      expect(memo.answer('town', q('town'), same, 6, make)).toBe(1);
      expect(memo.size).toBeLessThanOrEqual(6);
    }
    // A question not asked again for two turns is gone.
    expect(memo.get('k0', q('k0'), same)).toBeUndefined();
    expect(memo.get('k11', q('k11'), same)).toBe(made);
  });

  it('recalls as `answer` finds, making nothing: an answer kept by `set` for another question is that question\'s', () => {
    const question = fc.record({ key: fc.constantFrom('sibiu', 'arad', 'valea'), rest: fc.integer({ min: 0, max: 3 }) });
    // Each step recalls a question, or keeps an answer for one (as `findLocalities` keeps the answer with a code for the question without it).
    const step = fc.record({ q: question, recall: fc.boolean() });
    let found = 0;
    let missing = 0;
    fc.assert(fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), fc.integer({ min: 2, max: 10 }), (steps, most) => {
      const memo = new AnswerMemo<Question, string>();
      const model = new Generations(most);
      let made = 0;
      for (const { q, recall } of steps) {
        if (recall) {
          const inNewer = model.newer.get(whole(q));
          const known = inNewer ?? model.older.get(whole(q));
          const got = memo.recall(q.key, q, same, most);
          expect(got).toBe(known);
          if (known === undefined) missing++;
          else {
            // Found in the older half: kept in the newer again, as `answer` keeps it.
            if (inNewer === undefined) model.keep(q, known);
            found++;
          }
        } else if (!model.newer.has(whole(q)) && !model.older.has(whole(q))) {
          // Kept as its caller keeps one: a question it does not hold (recalled in vain first).
          const answer = `answer ${whole(q)} #${++made}`;
          memo.set(q.key, q, answer, most);
          model.keep(q, answer);
        }
        expect(memo.size).toBe(model.size);
      }
    }), { seed: 8303, numRuns: 300 });
    expect(found).toBeGreaterThan(100);
    expect(missing).toBeGreaterThan(100);
  });
});
