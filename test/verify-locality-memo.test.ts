/**
 * What `findLocalities` remembers must change no answer, and must be remembered once:
 *
 * - a question with a postal code is answered from the answer without it when no place found has
 *   that code as its own (`ownPostalCode` is the one factor the code enters): a town asked with each
 *   of its streets' codes is worked out and kept once;
 * - words found to name no place are remembered per index (`IndexState.namelessWords`), so that
 *   their test is not made again; a village's marker's words (`sat X`) are not, as the marker may
 *   begin the name.
 *
 * Every question is compared with `lookUpLocalities`, which neither remembers nor cuts short.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { readAddressText } from '../src/text/address-parser.js';
import { findLocalities, lookUpLocalities, type LocalityQuery } from '../src/verify/verify-locality.js';
import { addressCases } from '../eval/verify-cases.js';
import { noisyText } from '../eval/verify-noise.js';
import { INDEX_PATH } from './helpers/index.js';

const index = loadIndexSync(INDEX_PATH) as LoadedIndex;
const ctx = index.context;
const catalog = index.catalog;
const sample = addressCases(catalog).cases.filter((_, i) => i % 61 === 0);

/** Every question of whole names the readings of each text ask (as `resolve` asks them), without a postal code. */
const questions: LocalityQuery[] = [];
for (const c of sample) {
  const texts = [noisyText(catalog, c).input.freeform ?? '', `${c.structured.street ?? ''} ${c.structured.house_number ?? ''}, ${c.structured.locality}, ${c.structured.county}`];
  for (const text of texts) {
    for (const r of readAddressText(text, { streets: true })) {
      questions.push({
        part: r.locality, mode: 'exact', admin: r.admin, county: r.county?.county, sector: r.sector?.sector, postalCode: undefined,
        streetWritten: r.street !== undefined && r.street.words.length > 0,
      });
    }
  }
}

/** The distinct postal codes of a place's streets, at most `most`. */
function streetCodesOf(place: number, most: number): string[] {
  const codes = new Set<string>();
  const { from, to } = catalog.placeStreets(place);
  for (let street = from; street < to && codes.size < most; street++) {
    const segments = catalog.streetSegments(street);
    for (let seg = segments.from; seg < segments.to && codes.size < most; seg++) {
      const code = catalog.segmentPostalCode(seg);
      if (code !== '') codes.add(code);
    }
  }
  return [...codes];
}

/** The question with a postal code written. */
const withCode = (q: LocalityQuery, postalCode: string): LocalityQuery => ({ ...q, postalCode });

describe('findLocalities, a question with a postal code', () => {
  const named = questions.filter((q) => lookUpLocalities(ctx, q).length > 0);

  it('answers as the index does, whether the code is a place\'s own, a street\'s or another\'s', () => {
    // For each named question: the code of a place found (its own: the score changes), a street's
    // code of a place found (a town's codes are its streets'), and a code of no place found.
    const asked: Array<{ q: LocalityQuery; own: boolean }> = [];
    for (const q of named) {
      const found = lookUpLocalities(ctx, q);
      const own = found.map((c) => catalog.placePostalCode(c.place)).find((code) => code !== '');
      if (own !== undefined) asked.push({ q: withCode(q, own), own: true });
      for (const code of streetCodesOf(found[0]!.place, 2)) asked.push({ q: withCode(q, code), own: false });
      asked.push({ q: withCode(q, '999999'), own: false });
    }
    let owns = 0;
    let others = 0;
    fc.assert(fc.property(fc.array(fc.constantFrom(...asked), { minLength: 1, maxLength: 20 }), (run) => {
      ctx.state.forgetVerified();
      // Asked twice: the answer worked out and the answer remembered.
      for (const { q, own } of [...run, ...run]) {
        expect(findLocalities(ctx, q)).toEqual(lookUpLocalities(ctx, q));
        if (own) owns++;
        else others++;
      }
    }), { numRuns: 200, seed: 8301 });
    expect(owns).toBeGreaterThan(100);
    expect(others).toBeGreaterThan(100);
  });

  it('keeps one answer for a town asked with each of its streets\' codes', () => {
    let shared = 0;
    for (const q of named) {
      const place = lookUpLocalities(ctx, q)[0]!.place;
      const codes = streetCodesOf(place, 3).filter((code) => !lookUpLocalities(ctx, q).some((c) => catalog.placePostalCode(c.place) === code));
      if (codes.length < 2) continue;
      ctx.state.forgetVerified();
      const plain = findLocalities(ctx, q);
      // (A county's name or initials asked of the index every time: nothing remembered to share.)
      if (findLocalities(ctx, q) !== plain) continue;
      for (const code of codes) expect(findLocalities(ctx, withCode(q, code))).toBe(plain);
      expect(ctx.state.localities.size).toBe(1);
      shared++;
    }
    expect(shared).toBeGreaterThan(10);
  });
});

describe('findLocalities, words that name no place', () => {
  const none = questions.filter((q) => q.part !== undefined && q.part.kind !== 'sat' && lookUpLocalities(ctx, q).length === 0);

  it('remembers them, and answers them again as the index does', () => {
    expect(none.length).toBeGreaterThan(50);
    ctx.state.forgetVerified();
    for (const q of none) expect(findLocalities(ctx, q)).toHaveLength(0);
    // (But for a county's name or initials with a county or commune, asked of the index every time.)
    const kept = none.filter((q) => ctx.state.namelessWords.has(q.part!.words.join('\n')));
    expect(kept.length).toBeGreaterThan(none.length * 0.9);
    expect(ctx.state.localities.size).toBe(0);
    for (const q of kept) expect(findLocalities(ctx, q)).toEqual(lookUpLocalities(ctx, q));
  });

  it('answers a remembered name with another county, commune or initials as the index does', () => {
    // The same words asked again with what the look-ups past the memo read: a county or a
    // commune written (initials: `V. Bistrii`), no street (a county's name: its seat).
    const counties = [...new Set(questions.map((q) => q.county).filter((c) => c !== undefined))];
    const admins = [...new Set(questions.map((q) => q.admin).filter((a) => a !== undefined))];
    const initialled: LocalityQuery[] = [];
    for (const q of none) {
      const words = q.part!.words;
      if (words.length < 2) continue;
      const cut = [`${words[0]![0]!}`, ...words.slice(1)];
      initialled.push({ ...q, part: { ...q.part!, words: cut, text: cut.join(' ') } });
    }
    const asked = fc.record({
      q: fc.constantFrom(...none, ...initialled),
      county: fc.option(fc.constantFrom(...counties), { nil: undefined }),
      admin: fc.option(fc.constantFrom(...admins), { nil: undefined }),
      streetWritten: fc.boolean(),
    }).map(({ q, county, admin, streetWritten }) => ({ ...q, county, admin, streetWritten }));
    let remembered = 0;
    fc.assert(fc.property(fc.array(asked, { minLength: 1, maxLength: 10 }), (run) => {
      ctx.state.forgetVerified();
      for (const q of [...run, ...run]) {
        if (ctx.state.namelessWords.has(q.part!.words.join('\n'))) remembered++;
        expect(findLocalities(ctx, q)).toEqual(lookUpLocalities(ctx, q));
      }
    }), { numRuns: 300, seed: 8302 });
    expect(remembered).toBeGreaterThan(300);
  });

  it('does not remember a village\'s marker\'s words', () => {
    const village = none.find((q) => q.part!.words.length === 1)!;
    const marked: LocalityQuery = { ...village, part: { ...village.part!, kind: 'sat' } };
    ctx.state.forgetVerified();
    expect(findLocalities(ctx, marked)).toEqual(lookUpLocalities(ctx, marked));
    expect(ctx.state.namelessWords.size).toBe(0);
  });
});
