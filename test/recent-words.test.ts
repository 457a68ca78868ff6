/**
 * The bounded memory of the last words' answers (src/matchers/recent-words.ts)
 * that the one-mistake look-up and the token trie keep.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RecentWords } from '../src/matchers/recent-words.js';

describe('RecentWords', () => {
  it('answers every word as the look-up it stands for, and looks a word up again only after it was dropped (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-e]{1,3}$/), { maxLength: 200 }), fc.integer({ min: 1, max: 20 }), (words, size) => {
        const recent = new RecentWords<string>(size);
        const found: string[] = [];
        const find = (w: string): string => {
          found.push(w);
          return `${w}!`;
        };
        let kept = new Set<string>();
        for (const w of words) {
          const before = found.length;
          expect(recent.get(w, find)).toBe(`${w}!`);
          const looked = found.length > before;
          // Found again only when not kept; kept words number at most `size` (all dropped when full).
          expect(looked).toBe(!kept.has(w));
          if (looked) {
            if (kept.size >= size) kept = new Set();
            kept.add(w);
          }
          expect(kept.size).toBeLessThanOrEqual(size);
        }
      }),
    );
  });
});
