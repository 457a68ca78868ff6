/**
 * The search tables the build writes into the index, checked against what the
 * index's other tables say, worked out here independently: every name's tokens
 * against the postings, units' localities against the parent column, ranks and
 * representatives against SIRUTA types and names, and the deletion index
 * against a plain scan of the dictionary.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { IndexData } from '../src/reader/index-reader.js';
import { TokenIndex } from '../src/matchers/token-index.js';
import { editDistance } from '../src/matchers/edit-distance.js';
import { NONE16, REF_STREET } from '../src/shared/format.js';
import { isGivenName, personTitle } from '../src/shared/street-name.js';
import { SizeRank, streetTypeWeight } from '../src/shared/place-kind.js';
import { NAME_PRIOR } from '../src/engines/ranking.js';
import { INDEX_PATH } from './helpers/index.js';

const data = new IndexData(new Uint8Array(readFileSync(INDEX_PATH)));
const s = data.s;
const tokens = new TokenIndex(data);
const places = s.PLACE_SIRUTA.length;
const streets = s.STREET_PLACE.length;

/** The token ids of row `row` of a CSR pair. */
function row(start: Uint32Array, items: Uint16Array, r: number): number[] {
  return Array.from(items.subarray(start[r]!, start[r + 1]!));
}

describe('search tables in the index', () => {
  it('list every token of each name, primary tokens first, exactly the tokens whose postings name it', () => {
    const placeTokens: number[][] = Array.from({ length: places }, () => []);
    const streetTokens: number[][] = Array.from({ length: streets }, () => []);
    for (let t = 0; t < tokens.size; t++) {
      for (let i = s.POSTING_START[t]!; i < s.POSTING_START[t + 1]!; i++) {
        const ref = s.POSTING_REFS[i]!;
        if (ref & REF_STREET) streetTokens[(ref & ~REF_STREET) >>> 0]!.push(t);
        else placeTokens[ref]!.push(t);
      }
    }
    const check = (start: Uint32Array, items: Uint16Array, primary: Uint8Array, expected: number[][]): void => {
      expected.forEach((want, r) => {
        const got = row(start, items, r);
        expect([...new Set(got)].sort((a, b) => a - b)).toEqual(want);
        // Alias tokens, once each and none of the primary ones, ascend after the primary ones (a name may repeat a word).
        const own = new Set(got.slice(0, primary[r]!));
        const alias = got.slice(primary[r]!);
        expect(alias.filter((t) => own.has(t))).toEqual([]);
        expect(alias).toEqual([...new Set(alias)].sort((a, b) => a - b));
      });
    };
    check(s.PLACE_TOK_START, s.PLACE_TOKS, s.PLACE_PRIMARY, placeTokens);
    check(s.STREET_TOK_START, s.STREET_TOKS, s.STREET_PRIMARY, streetTokens);
    // Primary tokens are the name's words in written order.
    const bucharest = [...Array(places).keys()].find((p) => data.str(s.PLACE_NAME[p]!) === 'București' && s.PLACE_LEVEL[p] === 2)!;
    expect(Array.from(tokens.placeTokens(bucharest), (t) => tokens.text(t))).toEqual(['bucuresti']);
  });

  it('list the localities of each unit and the places of each county', () => {
    const children: number[][] = Array.from({ length: places }, () => []);
    const byCounty: number[][] = Array.from({ length: s.COUNTY_CODE.length }, () => []);
    for (let p = 0; p < places; p++) {
      if (s.PLACE_PARENT[p] !== NONE16) children[s.PLACE_PARENT[p]!]!.push(p);
      byCounty[s.PLACE_COUNTY[p]!]!.push(p);
    }
    children.forEach((want, p) => expect(row(s.PLACE_CHILD_START, s.PLACE_CHILDREN, p)).toEqual(want));
    byCounty.forEach((want, c) => expect(row(s.COUNTY_PLACE_START, s.COUNTY_PLACES, c)).toEqual(want));
  });

  it('rank București first, county seats before villages, and let a seat stand for its unit of the same name', () => {
    const named = (name: string, level: number): number => [...Array(places).keys()].find((p) => data.str(s.PLACE_NAME[p]!) === name && s.PLACE_LEVEL[p] === level)!;
    expect(s.PLACE_RANK[named('București', 2)]).toBe(SizeRank.capital);
    expect(s.PLACE_RANK[named('Cluj-Napoca', 3)]).toBe(SizeRank.countySeat);
    for (let p = 0; p < places; p++) {
      const rep = s.PLACE_REPRESENTATIVE[p]!;
      if (rep === p) continue;
      expect(s.PLACE_LEVEL[p]).toBe(2);
      expect(s.PLACE_PARENT[rep]).toBe(p);
      expect(Array.from(tokens.placeTokens(rep))).toEqual(Array.from(tokens.placeTokens(p)));
      expect(s.PLACE_RANK[rep]).toBeLessThanOrEqual(s.PLACE_RANK[p]!);
    }
    const sectors = [...Array(places).keys()].filter((p) => s.PLACE_SECTOR[p] !== 0);
    expect(sectors.map((p) => [data.str(s.PLACE_NAME[p]!), s.PLACE_SECTOR[p]]).sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => [`Sector ${n}`, n]));
  });

  it('number the places with streets, and mark person titles', () => {
    const slots: number[] = [];
    for (let p = 0; p < places; p++) {
      const has = s.PLACE_STREET_START[p + 1]! > s.PLACE_STREET_START[p]!;
      expect(s.PLACE_STREET_SLOT[p] !== NONE16).toBe(has);
      if (has) slots.push(s.PLACE_STREET_SLOT[p]!);
    }
    expect(slots).toEqual(slots.map((_, i) => i));
    for (let t = 0; t < tokens.size; t++) {
      expect(s.TOKEN_TITLE[t] === 1).toBe(personTitle(tokens.text(t)) !== undefined);
      expect(s.TOKEN_GIVEN_NAME[t] === 1).toBe(isGivenName(tokens.text(t)));
    }
  });

  it('give every place and street a ranking prior: size first, then street type and postal codes spanned', () => {
    for (let p = 0; p < places; p++) expect(Math.floor(s.PLACE_PRIOR[p]! / 4096)).toBe(SizeRank.village - s.PLACE_RANK[p]!);
    for (let i = 0; i < streets; i++) {
      const prior = s.STREET_PRIOR[i]!;
      expect(Math.floor(prior / 4096)).toBe(SizeRank.village - s.PLACE_RANK[s.STREET_PLACE[i]!]!);
      expect((prior >> 8) & 15).toBe(streetTypeWeight(s.STREET_TYPE[i]! & 0x7f));
      const codes = new Set<number>();
      for (let g = s.STREET_SEG_START[i]!; g < s.STREET_SEG_START[i + 1]!; g++) codes.add(s.SEG_POSTAL[g]!);
      expect(prior & 255).toBe(Math.min(255, codes.size));
    }
    // București (the unit) counts the streets of its sectors: it comes before each of them.
    const named = (name: string, level: number): number => [...Array(places).keys()].find((p) => data.str(s.PLACE_NAME[p]!) === name && s.PLACE_LEVEL[p] === level)!;
    const sector1 = named('Sector 1', 3);
    expect(s.PLACE_PRIOR[named('București', 2)]).toBeGreaterThan(s.PLACE_PRIOR[sector1]!);
  });

  it('give every place the weight of its name: the typical people of all places bearing it, log scale', () => {
    const nameOf = (p: number): string => row(s.PLACE_TOK_START, s.PLACE_TOKS, p).slice(0, s.PLACE_PRIMARY[p]!).map((t) => tokens.text(t)).join(' ');
    const people = new Map<string, number>();
    for (let p = 0; p < places; p++) {
      if (s.PLACE_REPRESENTATIVE[p] !== p) continue;
      people.set(nameOf(p), (people.get(nameOf(p)) ?? 0) + NAME_PRIOR.typicalPeople[s.PLACE_RANK[p]!]!);
    }
    for (let p = 0; p < places; p++) {
      expect(s.PLACE_NAME_WEIGHT[p]).toBe(Math.round(Math.log2(people.get(nameOf(p))!) * NAME_PRIOR.stepsPerDoubling));
    }
    // Namesakes weigh alike; București weighs most.
    const named = (name: string): number[] => [...Array(places).keys()].filter((p) => data.str(s.PLACE_NAME[p]!) === name);
    const ungureni = named('Ungureni');
    expect(ungureni.length).toBeGreaterThan(5);
    expect(new Set(ungureni.map((p) => s.PLACE_NAME_WEIGHT[p])).size).toBe(1);
    expect(Math.max(...s.PLACE_NAME_WEIGHT)).toBe(s.PLACE_NAME_WEIGHT[named('București')[0]!]);
  });

  it('find through the deletion index exactly the tokens one mistake away', () => {
    const texts = Array.from({ length: tokens.size }, (_, t) => tokens.text(t));
    const word = fc.oneof(
      fc.constantFrom(...texts.filter((_, i) => i % 97 === 0)).chain((t) => fc.tuple(fc.constant(t), fc.nat(40), fc.constantFrom('a', 'i', 'r', 'x', ''))
        .map(([text, at, ch]) => text.slice(0, at % (text.length + 1)) + ch + text.slice((at % (text.length + 1)) + 1))),
      fc.string({ unit: fc.constantFrom('a', 'e', 'i', 'r', 's', 't', 'u'), minLength: 2, maxLength: 9 }),
    );
    fc.assert(
      fc.property(word, (w) => {
        const want = texts.flatMap((text, t) => (text.length >= 3 && text.length <= 24 && editDistance(w, text, 1) === 1 ? [t] : []));
        expect(tokens.tables.deletions.near(w)).toEqual(want);
      }),
      { numRuns: 60 },
    );
  });
});
