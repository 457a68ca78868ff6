/**
 * Street type words as whole addresses leave them (issue 24, fourteenth session): an export to plain
 * ASCII drops ă â î ș ț (`Strad`, `Pia`, `Piaa`, `oseaua`), a hurried hand the article's last letter
 * (`Bulevardu`, `Soseau`). They were read as a word of the name (`Pia Unirii, Cluj-Napoca` was Strada
 * Unirii, `ambiguous`; `Bulevardu Eroilor` 0.78). A property over the index's streets of every type
 * whose words begin no place's name (fast-check, counting the inputs checked; fixed seed), and the
 * forms' bounds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { fold } from '../src/shared/normalize.js';
import { matchStreetTypeInAddress, matchStreetTypePrefix, streetTypeById } from '../src/shared/street-name.js';
import { PLACE_LIKE_TYPE_WORDS } from '../src/shared/vocabulary.js';
import type { VerifyInput } from '../src/types.js';
import { lettersDropped } from '../eval/verify-forms-cases.js';
import { builtIndex } from './helpers/index.js';
import { propertyRuns, singleCode } from './helpers/town-streets.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const runs = propertyRuns(14_2026);
const RUNS = runs.numRuns;

/** Towns' streets (not București) with one code, the only street of their name in the town, of a type whose article is no place-like word. */
const streets: number[] = (() => {
  const byName = new Map<string, number>();
  for (let s = 0; s < catalog.streetCount; s++) {
    const key = `${catalog.streetPlace(s)}|${fold(catalog.streetBareName(s))}`;
    byName.set(key, (byName.get(key) ?? 0) + 1);
  }
  const out: number[] = [];
  for (let s = 0; s < catalog.streetCount; s++) {
    const place = catalog.streetPlace(s);
    const type = streetTypeById(catalog.streetTypeId(s));
    if (type === undefined || catalog.isSector(place) || PLACE_LIKE_TYPE_WORDS.has(fold(type.article))) continue;
    if (byName.get(`${place}|${fold(catalog.streetBareName(s))}`) !== 1 || /\d/.test(catalog.streetBareName(s))) continue;
    if (singleCode(catalog, s) !== undefined) out.push(s);
  }
  return out;
})();

describe('street type words as whole addresses leave them', () => {
  it('reads the type written without the Romanian letters or with its last letter cut (property)', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 1, max: 99 }), fc.constantFrom('dropped', 'cut'), fc.boolean(), (i, number, how, fields) => {
      const s = streets[i]!;
      const type = streetTypeById(catalog.streetTypeId(s))!;
      const place = catalog.streetPlace(s);
      const word = how === 'cut' ? type.article.slice(0, -1) : lettersDropped(type.article);
      const line = `${word} ${catalog.streetBareName(s)} ${number}`;
      const input: VerifyInput = fields ? { street: line, locality: catalog.placeName(place), county: catalog.countyName(catalog.placeCounty(place)) } : { freeform: `${line}, ${catalog.placeName(place)}` };
      const r = index.verify(input);
      expect(r.address.postal_code, JSON.stringify(input)).toBe(catalog.segmentPostalCode(catalog.streetSegments(s).from));
      expect(r.address.street, JSON.stringify(input)).toBe(`${type.article} ${catalog.streetBareName(s)}`);
      // (Sure as the same address with its type written in full is: a street one typing mistake from another of the town
      // that fits as well is no surer written in full, `CONFIDENCE.nearNamedStreet`, confident96.)
      const fullLine = `${type.article} ${catalog.streetBareName(s)} ${number}`;
      const full = index.verify(fields ? { street: fullLine, locality: catalog.placeName(place), county: catalog.countyName(catalog.placeCounty(place)) } : { freeform: `${fullLine}, ${catalog.placeName(place)}` });
      expect(r.confidence, JSON.stringify(input)).toBeGreaterThanOrEqual(Math.min(0.9, full.confidence));
      checked++;
    }), runs);
    expect(checked).toBe(RUNS);
  });

  it('tells the type from the form (`Pia` Piața, `Bulevardu`, `Strad`), not from a place-like word or a form of two letters', () => {
    const id = (w: string): number | undefined => matchStreetTypeInAddress([w], 0)?.typeId;
    expect(streetTypeById(id('pia') ?? 0)?.article).toBe('Piața');
    expect(streetTypeById(id('strad') ?? 0)?.article).toBe('Strada');
    expect(streetTypeById(id('bulevardu') ?? 0)?.article).toBe('Bulevardul');
    expect(streetTypeById(id('oseaua') ?? 0)?.article).toBe('Șoseaua');
    // `Podu Lacului`, `Vadu Roșca`, `Câmpu Părului`: places' names; `ir`: too short to say Șir.
    for (const w of ['podu', 'vadu', 'campu', 'drumu', 'ir']) expect(id(w), w).toBeUndefined();
    // Not for a query being typed: there the data's forms only.
    expect(matchStreetTypePrefix(['pia'], 0)).toBeUndefined();
    const pia = index.verify({ freeform: 'Pia Unirii 3, Cluj-Napoca' });
    expect(pia.address.street).toBe('Piața Unirii');
    expect(pia.verdict).toBe('corrected');
  });
});
