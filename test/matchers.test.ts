import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { allowedEdits, editDistance } from '../src/matchers/edit-distance.js';
import { MatchKind, TokenIndex, streetOf } from '../src/matchers/token-index.js';
import { IndexData } from '../src/reader/index-reader.js';
import { INDEX_PATH } from './helpers/index.js';

/** Plain optimal-string-alignment distance, the reference for the bounded version. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

const word = fc.string({ unit: fc.constantFrom(...'abcdeinorstu'), maxLength: 10 });

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and transpositions', () => {
    expect(editDistance('victoriei', 'victoriei', 2)).toBe(0);
    expect(editDistance('vitcoriei', 'victoriei', 2)).toBe(1);
    expect(editDistance('victorei', 'victoriei', 2)).toBe(1);
    expect(editDistance('victoriiei', 'victoriei', 2)).toBe(1);
    expect(editDistance('vectoriei', 'victoriei', 2)).toBe(1);
    expect(editDistance('vectorie', 'victoriei', 2)).toBe(2);
    expect(editDistance('abc', 'xyz', 2)).toBe(3);
  });

  it('agrees with the unbounded reference up to its bound', () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const d = osa(a, b);
        expect(editDistance(a, b, max)).toBe(d <= max ? d : max + 1);
      }),
    );
    // Longer words over few letters (many near-misses inside the band, and rows reused from a longer pair).
    const long = fc.string({ unit: fc.constantFrom(...'abc'), maxLength: 30 });
    fc.assert(
      fc.property(long, long, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
        const d = osa(a, b);
        expect(editDistance(a, b, max)).toBe(d <= max ? d : max + 1);
      }),
      { numRuns: 3000 },
    );
    // Words longer than the kept rows (63 letters) get rows of their own: a long word and itself
    // with a few mistakes (so that the distance is often within the bound).
    const longer = fc.string({ unit: fc.constantFrom(...'ab'), minLength: 60, maxLength: 80 });
    const edit = fc.record({ at: fc.nat(), op: fc.constantFrom('insert', 'delete', 'change', 'swap') });
    const mistyped = (w: string, edits: Array<{ at: number; op: string }>): string => {
      let out = w;
      for (const { at, op } of edits) {
        const i = at % out.length;
        if (op === 'insert') out = `${out.slice(0, i)}a${out.slice(i)}`;
        else if (op === 'delete') out = out.slice(0, i) + out.slice(i + 1);
        else if (op === 'change') out = `${out.slice(0, i)}${out[i] === 'a' ? 'b' : 'a'}${out.slice(i + 1)}`;
        else if (i + 1 < out.length) out = out.slice(0, i) + out[i + 1] + out[i] + out.slice(i + 2);
      }
      return out;
    };
    fc.assert(
      fc.property(longer, fc.array(edit, { maxLength: 4 }), fc.integer({ min: 0, max: 3 }), (a, edits, max) => {
        const b = mistyped(a, edits);
        const d = osa(a, b);
        expect(editDistance(a, b, max)).toBe(d <= max ? d : max + 1);
      }),
      { numRuns: 300 },
    );
  });

  it('allows one mistake from 4 characters and two from 8', () => {
    expect([3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('token index', () => {
  const tokens = new TokenIndex(new IndexData(readFileSync(INDEX_PATH)));

  it('finds tokens exactly and by prefix through the trie', () => {
    const id = tokens.exact('victoriei');
    expect(id).toBeGreaterThanOrEqual(0);
    expect(tokens.text(id)).toBe('victoriei');
    expect(tokens.exact('victorieix')).toBe(-1);
    const { from, to } = tokens.prefixRange('vict');
    const found = Array.from({ length: to - from }, (_, i) => tokens.text(from + i));
    expect(found).toContain('victoriei');
    expect(found.every((t) => t.startsWith('vict'))).toBe(true);
    expect(tokens.prefixRange('qqqq')).toEqual({ from: 0, to: 0 });
  });

  it('finds tokens with typing mistakes, in the trie and through trigrams', () => {
    const texts = (word: string, edits: number, prefix: boolean) => tokens.fuzzy(word, edits, prefix).map((m) => tokens.text(m.token));
    expect(texts('vitcoriei', 1, false)).toContain('victoriei');
    expect(texts('porumbrau', 2, false)).toContain('porumbaru');
    expect(texts('ploiesit', 2, false)).toContain('ploiesti');
    const prefix = tokens.fuzzy('vitc', 1, true);
    expect(prefix.map((m) => tokens.text(m.token))).toContain('victoriei');
    expect(prefix.every((m) => m.kind === MatchKind.fuzzyPrefix && m.edits === 1)).toBe(true);
  });

  it('every fuzzy match is within the allowed distance', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{4,12}$/), (w) => {
        const max = allowedEdits(w.length);
        for (const m of tokens.fuzzy(w, max, false)) {
          const d = editDistance(w, tokens.text(m.token), max);
          expect(d).toBe(m.edits);
          expect(d).toBeGreaterThan(0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('lists the streets and places that hold a token', () => {
    const p = tokens.postings(tokens.exact('mincu'));
    expect(p.to - p.streetsFrom).toBeGreaterThan(0);
    for (let i = p.streetsFrom; i < p.to; i++) {
      expect(Array.from(tokens.streetTokens(streetOf(p.refs[i]!)))).toContain(tokens.exact('mincu'));
    }
    const q = tokens.postings(tokens.exact('buftea'));
    expect(q.streetsFrom - q.from).toBeGreaterThan(0);
  });
});
