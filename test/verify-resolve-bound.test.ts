/**
 * The resolver leaves a candidate locality unresolved when no resolution of it could come within
 * the rivals' share of a rank already reached (`ResolveBounds` in verify-resolve.ts), and resolves
 * it after all when its reading turns out the best's. That is only sound while the bound holds: the
 * part of `resolve`'s answer that verify reads (the best, every resolution within the rivals'
 * share of it, and the best reading's own resolutions) must be the same with the bound and without
 * it, under the default weights and under weights moved so that each factor `resolveIn` applies in
 * turn weighs far more than by default (a factor the bound leaves out shows then).
 */
import { describe, expect, it } from 'vitest';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { readAddressText, type AddressReading } from '../src/text/address-parser.js';
import { DEFAULT_RANKING, type RankingOptions } from '../src/engines/ranking.js';
import type { EngineContext } from '../src/engines/context.js';
import { boundsOf, givenCode, resolve, type Resolution } from '../src/verify/verify-resolve.js';
import { addressCases } from '../eval/verify-cases.js';
import { noisyText } from '../eval/verify-noise.js';
import { formCases } from '../eval/verify-forms-cases.js';
import { INDEX_PATH } from './helpers/index.js';

const index = loadIndexSync(INDEX_PATH) as LoadedIndex;
const texts: string[] = [];
for (const [i, c] of addressCases(index.catalog).cases.entries()) {
  if (i % 37 !== 0) continue;
  const { street, house_number: number, locality, county } = c.structured;
  texts.push(noisyText(index.catalog, c).input.freeform ?? '', [street, number, locality, county].filter((f) => f !== undefined && f !== '').join(', '));
}
for (const c of formCases(index.catalog, 4).cases) texts.push(c.input);
const inputs = texts.map((text) => {
  const readings = readAddressText(text);
  return { readings, code: givenCode(readings.find((r) => r.postalCode)?.postalCode?.text) };
});

/** What verify reads of a resolution. */
const seen = (r: Resolution): string => `${r.locality.place} ${r.place} ${r.street?.street ?? '-'} ${r.streetState} ${r.houseState} ${r.segment ?? '-'} ${r.postalCode} ${r.rank}`;

/** What verify reads of `resolve`'s answer: the best, the resolutions within `floor` of it in order, and the best reading's own (as a set). */
function read(out: readonly Resolution[], floor: number): { best: string; near: string[]; own: string[]; reading: AddressReading | undefined } {
  const best = out[0];
  if (best === undefined) return { best: '', near: [], own: [], reading: undefined };
  return {
    best: seen(best),
    near: out.filter((r) => r.rank >= best.rank * floor).map(seen),
    own: out.filter((r) => r.reading === best.reading).map(seen).sort(),
    reading: best.reading,
  };
}

/** Each input resolved with the bound and without it under `ranking`; how many inputs the bound left candidates of. */
function compare(ranking: RankingOptions): { compared: number; deferred: number } {
  // (The answers remembered were scored under other weights.)
  index.context.state.forgetVerified();
  const ctx: EngineContext = { ...index.context, ranking };
  const bounds = boundsOf(ranking);
  let compared = 0;
  let deferred = 0;
  for (const { readings, code } of inputs) {
    ctx.state.resolveBounds = { ...bounds, rankCeiling: Infinity };
    const all = resolve(ctx, readings, code);
    ctx.state.resolveBounds = undefined;
    const bounded = resolve(ctx, readings, code);
    expect(read(bounded, bounds.rivalFloor)).toEqual(read(all, bounds.rivalFloor));
    compared++;
    if (bounded.length < all.length) deferred++;
  }
  ctx.state.resolveBounds = undefined;
  return { compared, deferred };
}

describe('the bound on what a candidate locality can resolve to', () => {
  it('is of each factor the resolver applies, and of the rivals read', () => {
    const bounds = boundsOf(DEFAULT_RANKING);
    const W = DEFAULT_RANKING.resolution;
    expect(bounds.rankCeiling).toBeCloseTo(W.writtenCode * W.exactText * W.longerNamesake, 12);
    expect(bounds.rivalFloor).toBe(DEFAULT_RANKING.limits.initialRivalShare);
    // A street weight above 1 leaves a street's score without a known bound: nothing is left unresolved.
    expect(boundsOf({ ...DEFAULT_RANKING, street: { ...DEFAULT_RANKING.street, perEdit: 1.2 } }).rankCeiling).toBe(Infinity);
  });

  it('changes nothing verify reads under the default weights', () => {
    expect(inputs.length).toBeGreaterThan(300);
    const { compared, deferred } = compare(DEFAULT_RANKING);
    expect(compared).toBe(inputs.length);
    // (The bound must have been put to the test.)
    expect(deferred).toBeGreaterThan(0);
  });

  it('changes nothing verify reads when any one factor of a resolution weighs far more than its default', () => {
    const raised: Array<keyof RankingOptions['resolution']> = [
      'writtenCode', 'exactText', 'longerNamesake', 'numberOtherSuffix', 'nearestNumber', 'otherPartCode', 'noData', 'untypedNoData', 'streetNotFound', 'noStreetInStreetLocality',
    ];
    let compared = 0;
    for (const factor of raised) {
      const resolution = { ...DEFAULT_RANKING.resolution, [factor]: 3 };
      compared += compare({ ...DEFAULT_RANKING, resolution }).compared;
    }
    expect(compared).toBe(raised.length * inputs.length);
  }, 300_000);
});
