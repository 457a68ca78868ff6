/**
 * A field that writes nothing (`-`, `n/a`, `fără stradă`, `nespecificat`) is read as if it were not
 * sent: forms and exports fill the fields they require with such values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { writesNothing } from '../src/shared/empty-field.js';
import { EMPTY_FIELD_VALUES } from '../src/shared/vocabulary.js';
import { INDEX_PATH } from './helpers/index.js';

const index = loadIndexSync(INDEX_PATH) as LoadedIndex;

/** An empty value as a form may write it: any case, its words joined by spaces, dots or slashes, with punctuation around. */
const writtenEmptyValue = fc.record({
  words: fc.constantFrom(...EMPTY_FIELD_VALUES),
  joiner: fc.constantFrom(' ', '/', '.', '. ', ' - ', '  '),
  before: fc.constantFrom('', ' ', '(', '"', '- '),
  after: fc.constantFrom('', '.', ' ', ')', '"', ' -'),
  upper: fc.boolean(),
}).map(({ words, joiner, before, after, upper }) => {
  // The words as written: the vocabulary holds them folded; forms write `fără`, `N/A`.
  const text = words.map((w) => (w === 'fara' ? 'fără' : w)).join(joiner);
  return `${before}${upper ? text.toUpperCase() : text}${after}`;
});

describe('writesNothing', () => {
  it('is true of every empty value however it is written, and of text with no letter or digit', () => {
    let checked = 0;
    fc.assert(fc.property(writtenEmptyValue, (text) => {
      checked++;
      expect(writesNothing(text)).toBe(true);
    }), { numRuns: 500 });
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('-', '.', '/', ' ', '*', '_', '?', ',', '—'), maxLength: 40 }), (text) => {
      checked++;
      expect(writesNothing(text)).toBe(true);
    }), { numRuns: 300 });
    expect(checked).toBe(800);
  });

  it('is false of every place and street name the index holds', () => {
    const named: string[] = [];
    for (let p = 0; p < index.catalog.placeCount; p++) if (writesNothing(index.catalog.placeName(p))) named.push(index.catalog.placeName(p));
    for (let s = 0; s < index.catalog.streetCount; s++) if (writesNothing(index.catalog.streetName(s))) named.push(index.catalog.streetName(s));
    expect(index.catalog.placeCount + index.catalog.streetCount).toBeGreaterThan(40_000);
    expect(named).toEqual([]);
  });
});

describe('verify: a structured field that writes nothing', () => {
  // Luna de Sus (Florești, Cluj): a village of one code. Its answer with the street field left out.
  const bare = index.verify({ locality: 'Luna de Sus', county: 'Cluj' });

  it('in the street field, gives the answer of the field left out, with nothing unconfirmed', () => {
    expect(bare.verdict).toBe('valid');
    let checked = 0;
    fc.assert(fc.property(writtenEmptyValue, fc.option(fc.constantFrom('12', 'nr. 12', '-'), { nil: undefined }), (street, house) => {
      checked++;
      const r = index.verify(house === undefined ? { street, locality: 'Luna de Sus', county: 'Cluj' } : { street, house_number: house, locality: 'Luna de Sus', county: 'Cluj' });
      expect(r.address.postal_code).toBe(bare.address.postal_code);
      expect(r.verdict).toBe('valid');
      expect(r.unconfirmed ?? []).toEqual([]);
    }), { numRuns: 120 });
    expect(checked).toBe(120);
  });

  it('in the county field, is corrected to the county found as an empty county field is, as sure', () => {
    const dash = index.verify({ street: 'Strada Horea', house_number: '5', locality: 'Cluj-Napoca', county: '-' });
    for (const county of ['n/a', 'N/A', 'nespecificat', 'x']) {
      const r = index.verify({ street: 'Strada Horea', house_number: '5', locality: 'Cluj-Napoca', county });
      expect(r.address.postal_code).toBe(dash.address.postal_code);
      expect(r.confidence).toBe(dash.confidence);
      // What the user typed is quoted, not lost.
      expect(r.corrections?.find((c) => c.field === 'county')).toMatchObject({ from: county, to: 'Cluj' });
    }
  });

  it('is no empty value when it is a street of the town (Strada Lipșa, București)', () => {
    const r = index.verify({ street: 'Lipsa', house_number: '5', locality: 'București' });
    expect(r.address.street).toBe('Strada Lipșa');
  });
});
