/**
 * Two answers verify remembers per index (speed125) must change no answer:
 *
 * - words whose whole-name test passed (`IndexState.namedWords`: a place's whole name, rewritten or
 *   with its article shortened) skip the test when asked again, by another reading of the row or a
 *   later row, with any county, commune, sector or street beside them;
 * - an answer's streets named one typing mistake from its own (`IndexState.nearNamedStreets`) are
 *   searched once per street, type, places and words; the house number written is checked on them
 *   at each question, so the same street asked with another number answers for that number.
 *
 * Each is compared with the answer worked out with nothing remembered.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { readAddressText } from '../src/text/address-parser.js';
import { findLocalities, lookUpLocalities, type LocalityQuery } from '../src/verify/verify-locality.js';
import { resolve, type Resolution } from '../src/verify/verify-resolve.js';
import { nearNamedStreet } from '../src/verify/near-named-street.js';
import { fold } from '../src/shared/normalize.js';
import { addressCases } from '../eval/verify-cases.js';
import { noisyText } from '../eval/verify-noise.js';
import { INDEX_PATH } from './helpers/index.js';

const index = loadIndexSync(INDEX_PATH) as LoadedIndex;
const ctx = index.context;
const catalog = index.catalog;
const cases = addressCases(catalog).cases;
const sample = cases.filter((_, i) => i % 61 === 0);

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
const key = (q: LocalityQuery): string => q.part!.words.join('\n');

describe('findLocalities, words that name a place', () => {
  const named = questions.filter((q) => q.part !== undefined && q.part.kind !== 'sat' && lookUpLocalities(ctx, q).length > 0);
  // Places whose first word has the short article (`Podu Oltului`), written with the long one (`podul oltului`):
  // the test passes by the article's form, not the words as written.
  const articled: LocalityQuery[] = [];
  for (const q of named) {
    const words = fold(catalog.placeName(lookUpLocalities(ctx, q)[0]!.place)).split(/[\s-]+/);
    if (words.length < 2 || !/[a-z]u$/.test(words[0]!)) continue;
    const long = [`${words[0]!}l`, ...words.slice(1)];
    articled.push({ ...q, part: { ...q.part!, words: long, text: long.join(' ') } });
  }
  const counties = [...new Set(questions.map((q) => q.county).filter((c) => c !== undefined))];
  const admins = [...new Set(questions.map((q) => q.admin).filter((a) => a !== undefined))];

  it('remembers them, and answers them again with anything beside them as the index does', () => {
    expect(named.length).toBeGreaterThan(50);
    expect(articled.length).toBeGreaterThan(10);
    const asked = fc.record({
      q: fc.constantFrom(...named, ...articled),
      county: fc.option(fc.constantFrom(...counties), { nil: undefined }),
      admin: fc.option(fc.constantFrom(...admins), { nil: undefined }),
      streetWritten: fc.boolean(),
    }).map(({ q, county, admin, streetWritten }) => ({ ...q, county, admin, streetWritten }));
    let remembered = 0;
    let byArticle = 0;
    fc.assert(fc.property(fc.array(asked, { minLength: 1, maxLength: 10 }), (run) => {
      // Each question's answer worked out with nothing remembered.
      const expected = run.map((q) => {
        ctx.state.forgetVerified();
        expect(ctx.state.namedWords.size).toBe(0);
        return findLocalities(ctx, q);
      });
      ctx.state.forgetVerified();
      run.forEach((q, k) => expect(findLocalities(ctx, q)).toEqual(expected[k]));
      // The answers forgotten, the words' test remembered: asked of the index with the remembered words.
      ctx.state.localities.clear();
      run.forEach((q, k) => {
        const kept = ctx.state.namedWords.get(key(q));
        if (kept !== undefined) {
          remembered++;
          if (kept.words.join('\n') !== key(q)) byArticle++;
        }
        expect(findLocalities(ctx, q)).toEqual(expected[k]);
      });
    }), { numRuns: 300, seed: 1251 });
    expect(remembered).toBeGreaterThan(1000);
    expect(byArticle).toBeGreaterThan(20);
  });

  it('does not remember a village\'s marker\'s words, nor words that name no place', () => {
    const village = named.find((q) => q.part!.words.length === 1)!;
    ctx.state.forgetVerified();
    findLocalities(ctx, { ...village, part: { ...village.part!, kind: 'sat' } });
    expect(ctx.state.namedWords.size).toBe(0);
    const none = questions.filter((q) => q.part !== undefined && q.part.kind !== 'sat' && lookUpLocalities(ctx, q).length === 0);
    for (const q of none) findLocalities(ctx, q);
    expect(none.length).toBeGreaterThan(50);
    expect(ctx.state.namedWords.size).toBe(0);
  });
});

describe('nearNamedStreet, remembered per index', () => {
  // The answers with a street found of texts of every fifth address of the evaluation, and of every
  // street of a few towns with many streets (neighbours one mistake apart are many there).
  const texts: string[] = [];
  for (const [i, c] of cases.entries()) {
    if (i % 5 === 0 && c.structured.street) texts.push(`${c.structured.street} ${c.structured.house_number ?? ''}, ${c.structured.locality}, ${c.structured.county}`);
  }
  const resolutions: Resolution[] = [];
  for (const text of texts) {
    const best = resolve(ctx, readAddressText(text, { streets: true }), undefined, true)[0];
    if (best?.streetState === 'found') resolutions.push(best);
  }
  const houses = [...new Set(resolutions.map((r) => r.house).filter((h) => h !== undefined))];
  const fresh = (r: Resolution): boolean => {
    ctx.state.forgetVerified();
    return nearNamedStreet(ctx, r);
  };

  it('answers as worked out anew, for the number written and for another', () => {
    expect(resolutions.length).toBeGreaterThan(1000);
    const asked = fc.record({
      r: fc.constantFrom(...resolutions),
      house: fc.option(fc.constantFrom(...houses), { nil: undefined, freq: 3 }),
    }).map(({ r, house }) => (house === undefined ? r : { ...r, house }));
    const expected = new Map<Resolution, boolean>();
    let near = 0;
    let asks = 0;
    fc.assert(fc.property(fc.array(asked, { minLength: 2, maxLength: 12 }), (run) => {
      for (const r of run) if (!expected.has(r)) expected.set(r, fresh(r));
      ctx.state.forgetVerified();
      // Each asked twice, in turn: the neighbours searched, then remembered (and asked with the other numbers of the run).
      for (const r of [...run, ...run]) {
        expect(nearNamedStreet(ctx, r)).toBe(expected.get(r));
        asks++;
        if (expected.get(r)) near++;
      }
    }), { numRuns: 300, seed: 1252 });
    expect(asks).toBeGreaterThan(2000);
    // (Near-named streets are a few in a hundred answers: the run meets some.)
    expect(near).toBeGreaterThan(10);
  });

  it('is true for some answers and false for most, asked anew or remembered', () => {
    ctx.state.forgetVerified();
    const answers = resolutions.map((r) => nearNamedStreet(ctx, r));
    const trues = answers.filter(Boolean).length;
    expect(trues).toBeGreaterThan(5);
    expect(trues).toBeLessThan(answers.length / 4);
    // (Remembered by the street, its type, places and words: answers of the same street share one.)
    expect(ctx.state.nearNamedStreets.size).toBeGreaterThan(500);
    expect(ctx.state.nearNamedStreets.size).toBeLessThanOrEqual(resolutions.length);
    // The same answers asked again, remembered: the same.
    expect(resolutions.map((r) => nearNamedStreet(ctx, r))).toEqual(answers);
  });
});
