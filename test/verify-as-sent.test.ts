/**
 * A correction's `from` is what the user wrote (`Correction` in src/types.ts), also when verify read
 * a repaired copy: text read as the wrong code page, a `?` filled, a machine's damage undone on a
 * second look (src/verify/as-sent.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builtIndex } from './helpers/index.js';
import { spanAsSent } from '../src/verify/as-sent.js';
import { readTyped, TYPED_ELEVENTH_PATH, TYPED_TWENTY_FIRST_PATH } from '../eval/verify-forms-typed.js';
import type { VerifyInput } from '../src/types.js';

describe('verify: corrections quote the text as sent', () => {
  const index = builtIndex();
  const fromOf = (input: VerifyInput, field: string): string | undefined => index.verify(input).corrections.find((c) => c.field === field)?.from;

  it('quotes a field read as the wrong code page, a ? filled, and a scanner misreading repaired on a second look as they were sent', () => {
    // Each of these quoted the repaired text before: TÎRGU MUREȘ, Dăneasa, Sector 6.
    expect(fromOf({ freeform: 'STR. ALBINEI 27, TÃŽRGU MUREÈ˜' }, 'locality')).toBe('TÃŽRGU MUREÈ˜');
    expect(fromOf({ street: 'sat Z?noaga nr 40', locality: 'D?neasa', county: 'Olt' }, 'locality')).toBe('D?neasa');
    expect(fromOf({ freeform: 'Str. Mihai Viteazu 12, 5ector 6, Bucuresti' }, 'sector')).toBe('5ector 6');
    expect(fromOf({ street: 'STR.LOGHINDIMITRIE1', locality: 'SUCEAVA', county: 'SUCEAVA' }, 'street_name')).toBe('LOGHINDIMITRIE');
  });

  it('every correction of the damaged sets\' free-form texts quotes the text as sent', () => {
    let texts = 0;
    let quotes = 0;
    for (const path of [TYPED_ELEVENTH_PATH, TYPED_TWENTY_FIRST_PATH]) {
      for (const t of readTyped(path)) {
        if (t.fields !== undefined) continue;
        let corrections;
        try {
          corrections = index.verify({ freeform: t.text }).corrections;
        } catch {
          continue;
        }
        texts++;
        for (const c of corrections) {
          if (c.from === '') continue;
          quotes++;
          expect(t.text, `${c.field}: ${c.from}`).toContain(c.from);
        }
      }
    }
    expect(texts).toBeGreaterThan(250);
    expect(quotes).toBeGreaterThan(200);
  });

  it('a span of a repaired text is traced to a span of the text as sent (fast-check)', () => {
    let traced = 0;
    const letters = fc.constantFrom(...'abcăîșțABC 5S0O1l-.,'.split(''));
    const edit = fc.record({ at: fc.nat(), kind: fc.constantFrom('replace', 'insert', 'delete'), char: letters });
    fc.assert(
      fc.property(fc.array(letters, { minLength: 1, maxLength: 60 }), fc.array(edit, { maxLength: 6 }), fc.nat(), fc.nat(), (chars, edits, s, l) => {
        const asSent = chars.join('');
        let read = asSent;
        for (const e of edits) {
          const at = e.at % (read.length + 1);
          read = e.kind === 'insert' ? read.slice(0, at) + e.char + read.slice(at) : e.kind === 'replace' ? read.slice(0, at) + e.char + read.slice(at + 1) : read.slice(0, at) + read.slice(at + 1);
        }
        if (read.length === 0) return;
        const start = s % read.length;
        const quote = read.slice(start, start + 1 + (l % (read.length - start)));
        const from = spanAsSent(asSent, read, quote);
        // A quote the text as sent holds is kept; another is traced to the text as sent, or to nothing
        // when the repair only inserted it.
        if (asSent.includes(quote)) expect(from).toBe(quote);
        else if (from !== undefined) expect(asSent).toContain(from);
        if (from !== undefined && from !== quote) traced++;
      }),
      { numRuns: 400, seed: 24 },
    );
    // Most draws' quotes are not in the text as sent (the edits touch them) and are traced.
    expect(traced).toBeGreaterThan(100);
  });
});
