/**
 * Nothing typed in a structured field disappears without a trace (issue 24): every word is part
 * of what the answer reads, or quoted in a correction of its field (`moved` when it went to
 * another part), or its part is `unconfirmed` (see `helpers/typed-trace.ts` for the exact rule).
 * Examples, and a fast-check property on the evaluation's addresses with a stray word in one
 * field or a value moved between fields.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { fold } from '../src/shared/normalize.js';
import { TOWN_NEIGHBOURHOODS } from '../src/shared/vocabulary.js';
import type { Correction, StructuredVerifyInput, VerifyResult } from '../src/types.js';
import { addressCases } from '../eval/verify-cases.js';
import { builtIndex } from './helpers/index.js';
import { traceTyped, TYPED_FIELDS, type TypedField, type TypedRequest } from './helpers/typed-trace.js';

const index = builtIndex() as LoadedIndex;
const correction = (r: VerifyResult, field: Correction['field']): Correction | undefined => r.corrections.find((c) => c.field === field);

describe('verify: what became of every word of a structured field', () => {
  it('a house number field with words that are no part of the number is quoted in its correction', () => {
    const at = { street: 'Strada Traian', locality: 'Iași', county: 'Iași' };
    // A word no marker introduces: left unexplained, as in free-form text (never valid, less sure).
    const junk = index.verify({ ...at, house_number: 'nr. 99 Xyzq' });
    expect(correction(junk, 'house_number')).toEqual({ field: 'house_number', from: 'nr. 99 Xyzq', to: 'nr. 99', reason: 'spelling' });
    expect(junk.verdict).toBe('corrected');
    expect(junk.confidence).toBeLessThan(index.verify({ ...at, house_number: 'nr. 99' }).confidence);
    // A second number: the first is read, the field quoted.
    expect(correction(index.verify({ ...at, house_number: '99 17' }), 'house_number')).toEqual({ field: 'house_number', from: '99 17', to: 'nr. 99', reason: 'spelling' });
    // A note and its value (the vocabulary's `interfon`) is read as a note: not the number, not unexplained.
    const note = index.verify({ ...at, house_number: 'interfon 12 nr. 99' });
    expect(note.address.house_number).toBe('nr. 99');
    expect(correction(note, 'house_number')).toEqual({ field: 'house_number', from: 'interfon 12 nr. 99', to: 'nr. 99', reason: 'spelling' });
    expect(note.confidence).toBe(index.verify({ ...at, house_number: 'nr. 99' }).confidence);
    // Every word read: no correction.
    expect(correction(index.verify({ ...at, house_number: 'nr 99 bl 3 sc A ap 10' }), 'house_number')).toBeUndefined();
  });

  it('the locality field is quoted as typed; fields swapped say moved whichever reading won', () => {
    // A note in the locality field: corrected although the locality is the answer's.
    const note = index.verify({ locality: 'Colonia Bulgară interfon 12', county: 'Timiș' });
    expect(note.address.locality).toBe('Colonia Bulgară');
    expect(correction(note, 'locality')).toEqual({ field: 'locality', from: 'Colonia Bulgară interfon 12', to: 'Colonia Bulgară', reason: 'locality' });
    expect(note.verdict).not.toBe('valid');
    // The town in the county field, the county in the locality field.
    const swapped = index.verify({ street: 'Strada 13 Septembrie', locality: 'Cluj', county: 'Cluj-Napoca' });
    expect(swapped.address).toMatchObject({ locality: 'Cluj-Napoca', county: 'Cluj' });
    expect(correction(swapped, 'locality')).toEqual({ field: 'locality', from: 'Cluj', to: 'Cluj-Napoca', reason: 'moved' });
    expect(correction(swapped, 'county')).toEqual({ field: 'county', from: 'Cluj-Napoca', to: 'Cluj', reason: 'moved' });
    // The same text in both fields is no swap (`Vrancea`: no place of that name in Vrancea).
    expect(correction(index.verify({ locality: 'Vrancea', county: 'Vrancea' }), 'county')?.reason).toBe('county');
  });

  it('a field\'s leftover words are quoted whatever field they are in (fast-check)', () => {
    const { cases } = addressCases(index.catalog);
    const rows = cases.filter((_c, i) => i % 7 === 0);
    const neighbourhood = (town: string): string => TOWN_NEIGHBOURHOODS.find((t) => fold(t.town) === fold(town))?.names[1] ?? 'cartier Nord';
    const strays: Record<string, (town: string) => string> = {
      junk: () => 'Xyzq', person: () => 'Ionescu Maria', note: () => 'interfon 12', number: () => '45', neighbourhood, company: () => 'SC Alfa SRL',
    };
    const insert = (text: string, word: string, at: 'start' | 'middle' | 'end'): string => {
      const words = text.split(' ');
      if (at === 'start') return `${word} ${text}`;
      if (at === 'end') return `${text} ${word}`;
      const k = Math.max(1, Math.floor(words.length / 2));
      return [...words.slice(0, k), word, ...words.slice(k)].join(' ');
    };
    // Values moved between fields: the locality and county swapped, the town typed as the street, columns shifted by one.
    const moves: Record<string, (r: TypedRequest) => TypedRequest | undefined> = {
      swap_locality_county: (r) => ({ ...r, locality: r.county, county: r.locality }),
      swap_street_locality: (r) => (r.street === undefined ? undefined : { ...r, street: r.locality, locality: r.street }),
      street_in_house: (r) => (r.street === undefined ? undefined : { ...r, street: r.locality, house_number: `${r.street} ${(r.house_number ?? '1').replace(/^nr\. /, '')}` }),
    };
    let checked = 0;
    let requests = 0;
    const change = fc.oneof(
      fc.record({ stray: fc.constantFrom(...Object.keys(strays)), field: fc.constantFrom(...TYPED_FIELDS), at: fc.constantFrom('start' as const, 'middle' as const, 'end' as const) }),
      fc.record({ move: fc.constantFrom(...Object.keys(moves)) }),
    );
    fc.assert(fc.property(fc.integer({ min: 0, max: rows.length - 1 }), change, (i, how) => {
      const c = rows[i]!;
      const base: TypedRequest = { ...c.structured, postal_code: c.expected };
      let request: TypedRequest | undefined;
      if ('move' in how) request = moves[how.move]!(base);
      else {
        const text = base[how.field as TypedField];
        if (text !== undefined) request = { ...base, [how.field]: insert(text, strays[how.stray]!(c.structured.locality), how.at) };
      }
      // (A field the case has not, or a street to move when it has none: the address as it is.)
      request ??= base;
      // (Every request has its locality: the evaluation's cases all do, and a move keeps one there.)
      const input: StructuredVerifyInput = { ...request, locality: request.locality ?? '' };
      const result = index.verify(input);
      const trace = traceTyped(request, result);
      expect(trace.untraced, `${JSON.stringify(request)} -> ${JSON.stringify(result.address)} ${JSON.stringify(result.corrections)} ${JSON.stringify(result.unconfirmed ?? [])}`).toEqual([]);
      checked += trace.checked;
      requests++;
    }), { numRuns: 1500, seed: 2_4_10 });
    expect(requests).toBe(1500);
    // Some 8 words a request.
    expect(checked).toBeGreaterThan(8_000);
  });
});
