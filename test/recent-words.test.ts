/**
 * The bounded memory of the last words' answers (src/matchers/recent-words.ts)
 * that the one-mistake look-up and the token trie keep.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RecentWords } from '../src/matchers/recent-words.js';

describe('RecentWords', () => {
  it('answers every word as the look-up it stands for, and a word asked again at once is not looked up again (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-e]{1,3}$/), { maxLength: 200 }), fc.integer({ min: 1, max: 20 }), (words, size) => {
        const recent = new RecentWords<string>(size);
        const found: string[] = [];
        const find = (w: string): string => {
          found.push(w);
          return `${w}!`;
        };
        for (const w of words) {
          expect(recent.get(w, find)).toBe(`${w}!`);
          const before = found.length;
          expect(recent.get(w, find)).toBe(`${w}!`);
          expect(found.length).toBe(before);
        }
        // Each word is looked up at most as often as it was asked for, and at least once.
        for (const w of new Set(words)) {
          const looked = found.filter((f) => f === w).length;
          expect(looked).toBeGreaterThanOrEqual(1);
          expect(looked).toBeLessThanOrEqual(words.filter((x) => x === w).length);
        }
      }),
    );
  });

  it('keeps most of a set of words that fits, so that asking for them again finds few anew', () => {
    const words = Array.from({ length: 256 }, (_, i) => `w${i.toString(36)}x${(i * 7919).toString(36)}`);
    const recent = new RecentWords<number>(4096);
    let looked = 0;
    const find = (w: string): number => {
      looked++;
      return w.length;
    };
    for (const w of words) recent.get(w, find);
    looked = 0;
    for (const w of words) expect(recent.get(w, find)).toBe(w.length);
    // 256 words in 4,096 slots: a few share one (about 8 expected), not most.
    expect(looked).toBeLessThan(32);
  });
});
