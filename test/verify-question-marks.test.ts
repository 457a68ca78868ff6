/**
 * Text that passed through a code page without the Romanian letters, a `?` for each (issue 24,
 * fourteenth session):
 *
 * - a `?` two letters fill into places of the county (`Tomu?e?ti, Alba`: Tomușești and Tomuțești) is
 *   `ambiguous` with both; it was one of them, `valid` 0.97, the other never seen;
 * - the filling the index finds as written wins (`Co?e?ti, Arge?` is Coșești: Cotești, which more
 *   names fold to, has no letter a `?` stands for; it was Cotești, `corrected` 0.97);
 * - a word of the vocabulary is filled too (`Jude?ul Vrancea`: the county's marker; it was left as
 *   written and the village looked for in every county).
 *
 * The pairs are every such pair of the data; the property draws villages (fast-check, counted, fixed seed).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { fold } from '../src/shared/normalize.js';
import type { VerifyInput } from '../src/types.js';
import { builtIndex } from './helpers/index.js';
import { propertyRuns } from './helpers/town-streets.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const runs = propertyRuns(14_2026);
const RUNS = runs.numRuns;

const marked = (text: string): string => text.replace(/[ăâîșşțţĂÂÎȘŞȚŢ]/g, '?');

/** Places with a code, by county and their text with `?`. */
const byMarked = new Map<string, number[]>();
/** Places by county and folded name: a name two places of a county share is not drawn. */
const byName = new Map<string, number>();
for (let p = 0; p < catalog.placeCount; p++) {
  if (catalog.isSector(p) || catalog.placePostalCode(p) === '') continue;
  const key = `${catalog.placeCounty(p)}|${marked(catalog.placeName(p))}`;
  byMarked.set(key, [...(byMarked.get(key) ?? []), p]);
  const nameKey = `${catalog.placeCounty(p)}|${fold(catalog.placeName(p))}`;
  byName.set(nameKey, (byName.get(nameKey) ?? 0) + 1);
}
/** Two places of one county, of two names, each with its own code, that leave the same text. */
const pairs = [...byMarked.values()].filter((ps) => ps.length === 2 && catalog.placeName(ps[0]!) !== catalog.placeName(ps[1]!)
  && catalog.placePostalCode(ps[0]!) !== catalog.placePostalCode(ps[1]!) && ps.every((p) => byName.get(`${catalog.placeCounty(p)}|${fold(catalog.placeName(p))}`) === 1));
/** Villages (with a commune or town) whose name has a Romanian letter and whose text with `?` no other place of the county leaves. */
const villages: number[] = [];
for (const ps of byMarked.values()) {
  const p = ps[0]!;
  if (ps.length === 1 && catalog.placeParent(p) !== undefined && marked(catalog.placeName(p)) !== catalog.placeName(p)
    && byName.get(`${catalog.placeCounty(p)}|${fold(catalog.placeName(p))}`) === 1) villages.push(p);
}

describe('letters written as `?`', () => {
  it('has pairs and villages to draw from', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(3);
    expect(villages.length).toBeGreaterThan(3000);
  });

  it('is ambiguous with both places where a `?` fills into two places of the county', () => {
    for (const [a, b] of pairs as Array<[number, number]>) {
      const county = catalog.countyName(catalog.placeCounty(a));
      for (const input of [{ freeform: `${marked(catalog.placeName(a))}, ${marked(county)}` }, { locality: marked(catalog.placeName(a)), county: marked(county) }] as VerifyInput[]) {
        const r = index.verify(input);
        const codes = [r.address.postal_code, ...(r.candidates ?? []).map((c) => c.address.postal_code)];
        expect(r.verdict, JSON.stringify(input)).toBe('ambiguous');
        expect(r.confidence, JSON.stringify(input)).toBeLessThan(0.9);
        expect(codes, JSON.stringify(input)).toEqual(expect.arrayContaining([catalog.placePostalCode(a), catalog.placePostalCode(b)]));
      }
    }
  });

  it('reads the filling the index has as written, and the vocabulary\'s words filled (property)', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: villages.length - 1 }), fc.constantFrom('Județul', 'Comuna'), (i, marker) => {
      const p = villages[i]!;
      const county = catalog.countyName(catalog.placeCounty(p));
      const unit = catalog.placeParent(p)!;
      const text = marker === 'Comuna'
        ? `${marked(catalog.placeName(p))}, ${marked(`Comuna ${catalog.placeName(unit)}, Județul ${county}`)}`
        : `${marked(catalog.placeName(p))}, ${marked(`Județul ${county}`)}`;
      const r = index.verify({ freeform: text });
      expect(r.address.county, text).toBe(county);
      expect([r.address.postal_code, ...(r.candidates ?? []).map((c) => c.address.postal_code)], text).toContain(catalog.placePostalCode(p));
      checked++;
    }), runs);
    expect(checked).toBe(RUNS);
    const coșești = index.verify({ freeform: 'Co?e?ti, Arge?' });
    expect(coșești.address.locality).toBe('Coșești');
  });

  it('does not answer surely a name whose `?` after it may be its lost last letter (`Tur?`: Tur or Turț, both of Satu Mare)', () => {
    // A `?` after a word, in a text that loses no other letter, reads as punctuation; where the word with a letter
    // for it names a place of the county too, both are weighed, and neither is `valid`.
    const r = index.verify({ freeform: 'Tur?, Satu Mare' });
    expect(r.verdict).toBe('ambiguous');
    expect(r.confidence).toBeLessThan(0.9);
    expect([r.address.postal_code, ...(r.candidates ?? []).map((c) => c.address.postal_code)]).toEqual(expect.arrayContaining(['445202', '447330']));
    // A word that no letter after it makes a name stays as written, its `?` a question's: `Brașov?` is Brașov.
    expect(index.verify({ freeform: 'Str. Lungă 5, Brașov?' }).address.postal_code).toBe('500035');
  });
});
