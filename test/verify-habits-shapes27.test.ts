/**
 * The big towns' blocks of flats and those who deliver there (the nineteenth typist): a landmark named
 * after `lângă`/`vizavi de` or a metro stop (`lângă Carrefour Berceni`, `metrou Dimitrie Leonida`), its
 * name a place's elsewhere; two landmarks tied by `și`; a courier's or a food app's name heading the
 * address (`GLS:`, `Glovo Cluj -`, `Bolt Food:`); a courier's or a neighbour's note after the address,
 * naming no part (`Liftul merge doar până la 7.`, `Vă aștept jos la scară.`). Examples (each failed on
 * c53e116's code), and properties over the index's own streets: each habit keeps the plain address's code.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { builtIndex, confirmedCode } from './helpers/index.js';
import { addressCases } from '../eval/verify-cases.js';

const index = builtIndex() as LoadedIndex;
const c = index.catalog;
const code = (text: string): string | undefined => confirmedCode(index, text);

describe('verify: blocks of flats and their couriers, examples', () => {
  it('reads a landmark named after lângă as a note, its name no locality', () => {
    const r = index.verify({ freeform: 'Bd. Brâncoveanu 62, bl. 8, sc. 1, lângă Carrefour Berceni, sector 4' });
    expect(r.address?.postal_code).toBe('041453');
    expect(r.ignored).toContainEqual({ text: 'lângă Carrefour Berceni', as: 'note' });
    // Two landmarks tied by `și`: no second address.
    expect(code('Bd. Camil Ressu 31, bl. 10, sc. A, ap. 8, lângă Profi și stația de autobuz, Sector 3')).toBe('031738');
    // The town written after the landmark with no comma stays the town.
    expect(code('str. maslinului, nr. 55 sc a et 8 ap 16, langa lidl bousori arad')).toBe('310225');
  });

  it('reads a courier\'s label before the address and a note naming no part after it', () => {
    expect(code('GLS: Calea Văcărești 211, bl. 1, sc. 3, et. 8, ap. 96, sector 4. Liftul merge doar până la 7.')).toBe('040054');
    expect(code('Glovo Cluj - Str. Albac 2, bl. E, ap. 3, Gheorgheni. Va astept jos la scara.')).toBe('400459');
    expect(code('Foodpanda: Calea Șagului 41, bl. 71, sc. A, ap. 5, Timisoara; intrati pe poarta din spate')).toBe('300496');
    // A note that names a part keeps it: `Vă rog la Str. …` is the address.
    const r = index.verify({ freeform: 'Calea Văcărești 211, sector 4. Vă rog la bl. 1' });
    expect(r.ignored ?? []).not.toContainEqual(expect.objectContaining({ as: 'message', text: expect.stringContaining('bl') }));
  });
});

describe('verify: blocks of flats and their couriers, properties', () => {
  const { cases } = addressCases(c);
  const streets = cases.filter((x) => x.kind === 'street' && x.street !== undefined && /^nr\. \d{1,3}$/.test(x.house) && !c.isSector(x.place)
    && c.streetName(x.street).startsWith('Strada ') && /^[\p{L} ]+$/u.test(c.streetBareName(x.street)) && c.placeName(x.place).split(/[ -]/).length <= 3);
  const anyStreet = fc.integer({ min: 0, max: streets.length - 1 }).map((i) => streets[i]!);
  const plain = (s: (typeof streets)[number], note: string, before = ''): { text: string; code: string | undefined } => {
    const street = `${before}Strada ${c.streetBareName(s.street!)} ${s.house.slice(4)}`;
    return { text: `${street}, ${note}${c.placeName(s.place)}`, code: code(`${street}, ${c.placeName(s.place)}`) };
  };

  it('a landmark named after lângă or a metro stop keeps the code', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, fc.constantFrom('lângă Carrefour Berceni, ', 'lângă Profi și stația de autobuz, ', 'metrou Dimitrie Leonida, ', 'vizavi de Kaufland Tineretului, '), (s, note) => {
      const p = plain(s, note);
      if (p.code === undefined) return;
      expect(index.verify({ freeform: p.text }).address?.postal_code).toBe(p.code);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it('a courier\'s label before and a note after keep the code', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, fc.constantFrom('GLS: ', 'Glovo: ', 'Bolt Food: ', 'Foodpanda: '), fc.constantFrom('. Liftul merge doar până la 7.', '. Vă aștept jos la scară.', '; intrati pe poarta din spate'), (s, label, after) => {
      const p = plain(s, '', label);
      if (p.code === undefined) return;
      expect(index.verify({ freeform: `${p.text}${after}` }).address?.postal_code).toBe(p.code);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(40);
  });
});
