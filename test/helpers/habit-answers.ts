/**
 * What the habits tests (test/verify-habits-*.test.ts) share: a verify's answer as its code, verdict and
 * confidence (an error as none), a list of examples checked by their codes, and the villages their
 * properties draw from.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { LoadedIndex } from '../../src/address-index.js';
import type { Catalog } from '../../src/reader/catalog.js';
import { fold } from '../../src/shared/normalize.js';
import { SirutaType } from '../../src/shared/place-kind.js';

/** A free-form verify's answer, reduced to what the habits tests compare. */
export interface HabitAnswer {
  code: string | undefined;
  verdict: string;
  confidence: number;
}

/** The answer of `index` to a free-form text (an error: no code, verdict `error`). */
export function answerOf(index: LoadedIndex): (text: string) => HabitAnswer {
  return (text) => {
    try {
      const r = index.verify({ freeform: text });
      return { code: r.address?.postal_code, verdict: r.verdict, confidence: r.confidence };
    } catch {
      return { code: undefined, verdict: 'error', confidence: 0 };
    }
  };
}

/**
 * Checks that `wrapped` gets the code `plain` gets, and that `plain` gets one: what the words around an address
 * must not change.
 */
export function expectSameCodeOf(index: LoadedIndex): (wrapped: string, plain: string) => void {
  const code = (text: string): string | undefined => {
    try {
      return index.verify({ freeform: text }).address?.postal_code;
    } catch {
      return undefined;
    }
  };
  return (wrapped, plain) => {
    const expected = code(plain);
    expect(expected, plain).toMatch(/^\d{6}$/);
    expect(code(wrapped), wrapped).toBe(expected);
  };
}

/** Checks each example's code, naming the text that fails. */
export function expectCodesOf(answer: (text: string) => HabitAnswer): (cases: ReadonlyArray<readonly [string, string]>) => void {
  return (cases) => {
    for (const [text, expected] of cases) expect(answer(text).code, text).toBe(expected);
  };
}

/** Villages and other places of a unit whose name no other place of their county has, with a code, not named like their unit (sectors aside). */
export function uniqueVillages(catalog: Catalog): number[] {
  const byName = new Map<string, number>();
  for (let p = 0; p < catalog.placeCount; p++) {
    if (catalog.isSector(p)) continue;
    const key = `${catalog.placeCounty(p)}:${fold(catalog.placeName(p))}`;
    byName.set(key, (byName.get(key) ?? 0) + 1);
  }
  const villages: number[] = [];
  for (let p = 0; p < catalog.placeCount; p++) {
    const unit = catalog.placeParent(p);
    if (catalog.isSector(p) || unit === undefined || catalog.placeName(p) === '' || catalog.placePostalCode(p) === '') continue;
    if (fold(catalog.placeName(unit)) === fold(catalog.placeName(p))) continue;
    if (byName.get(`${catalog.placeCounty(p)}:${fold(catalog.placeName(p))}`) !== 1) continue;
    villages.push(p);
  }
  return villages;
}

/** Villages of communes, the only place of their name in their county, with a code of their own, not named like their commune. */
export function uniqueCommuneVillages(catalog: Catalog): number[] {
  const villages: number[] = [];
  const named = new Map<string, number>();
  for (let p = 0; p < catalog.placeCount; p++) {
    const key = `${catalog.placeCounty(p)}|${fold(catalog.placeName(p))}`;
    named.set(key, (named.get(key) ?? 0) + 1);
  }
  for (let p = 0; p < catalog.placeCount; p++) {
    const unit = catalog.placeParent(p);
    if (unit === undefined || catalog.placeType(p) !== SirutaType.communeVillage || catalog.placePostalCode(p) === '') continue;
    if (named.get(`${catalog.placeCounty(p)}|${fold(catalog.placeName(p))}`) !== 1 || fold(catalog.placeName(p)) === fold(catalog.placeName(unit))) continue;
    villages.push(p);
  }
  return villages;
}

/** The institutions' words a first field opens with before its village (`Grădinița Bârlești (Iași) com. Erbiceni`). */
export const VILLAGE_INSTITUTIONS: readonly string[] = ['Grădinița', 'Școala Gimnazială', 'Căminul Cultural', 'Dispensarul'];

/**
 * A fast-check property: each of `leads` (a label, a greeting) before `Institution Village (County) com. Commune`, drawn
 * from `villages`, gives the code the same text gives without it. Returns how many texts it checked, for the caller
 * to count.
 */
export async function leadsKeepInstitutionVillage(catalog: Catalog, code: (text: string) => string, villages: readonly number[], leads: readonly string[], runs: number, seed: number): Promise<number> {
  let checked = 0;
  const village = fc.integer({ min: 0, max: villages.length - 1 }).map((i) => villages[i]!);
  await fc.assert(fc.asyncProperty(village, fc.constantFrom(...leads), fc.constantFrom(...VILLAGE_INSTITUTIONS), async (p, lead, institution) => {
    const unit = catalog.placeParent(p)!;
    const plain = `${institution} ${catalog.placeName(p)} (${catalog.countyName(catalog.placeCounty(p))}) com. ${catalog.placeName(unit)}`;
    expect(code(`${lead}${plain}`), `${lead}${plain}`).toBe(code(plain));
    checked++;
    await Promise.resolve();
  }), { numRuns: runs, seed });
  return checked;
}
