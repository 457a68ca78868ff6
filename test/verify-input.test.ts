/**
 * The input rules of verify (interface spec, POST /v1/addresses/verify, rules
 * 1-8) and the order in which they apply when several break at once.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AddressError, ERROR_CATALOGUE, type VerifyInput, type VerifyResult } from '../src/index.js';
import { readVerifyInput } from '../src/verify/verify-input.js';
import { builtIndex } from './helpers/index.js';

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof AddressError) return err.code;
    throw err;
  }
  return 'ok';
}

const long = 'a'.repeat(257);

describe('verify input: each rule', () => {
  const index = builtIndex();
  const verify = (input: unknown) => codeOf(() => index.verify(input as VerifyInput));

  it('invalid_body: the input is not an object', () => {
    for (const input of [null, undefined, 'Calea Victoriei 120, București', 42, true, [], [{ freeform: 'x' }]]) {
      expect(verify(input)).toBe('invalid_body');
    }
  });

  it('missing_address: neither free-form nor structured input', () => {
    expect(verify({})).toBe('missing_address');
    expect(verify({ freeform: '   ' })).toBe('missing_address');
    expect(verify({ freeform: null, address: null })).toBe('missing_address');
    expect(verify({ address: {} })).toBe('missing_address');
    expect(verify({ postal_code: '011421' })).toBe('missing_address');
    expect(verify({ foo: 'bar' })).toBe('missing_address');
  });

  it('ambiguous_input: free-form and structured input together', () => {
    expect(verify({ freeform: 'Calea Victoriei 120, București', locality: 'București' })).toBe('ambiguous_input');
    expect(verify({ freeform: 'Calea Victoriei 120, București', address: { locality: 'București' } })).toBe('ambiguous_input');
    expect(verify({ freeform: 'Calea Victoriei 120, București', street: 'Calea Victoriei' })).toBe('ambiguous_input');
    // Structured fields in both places, and two different postal codes.
    expect(verify({ locality: 'București', address: { locality: 'București' } })).toBe('ambiguous_input');
    expect(verify({ freeform: 'Calea Victoriei 120, București', postal_code: '010093', address: { postal_code: '010094' } })).toBe('ambiguous_input');
  });

  it('a postal code may accompany either form', () => {
    expect(verify({ freeform: 'Calea Victoriei 120, București', postal_code: '010093' })).toBe('ok');
    expect(verify({ freeform: 'Calea Victoriei 120, București', address: { postal_code: '010093' } })).toBe('ok');
    expect(verify({ locality: 'București', street: 'Calea Victoriei', house_number: '120', postal_code: '010093' })).toBe('ok');
    expect(verify({ address: { locality: 'București', street: 'Calea Victoriei', house_number: '120' }, postal_code: '010093' })).toBe('ok');
  });

  it('missing_locality: structured input without a locality', () => {
    expect(verify({ street: 'Calea Victoriei' })).toBe('missing_locality');
    expect(verify({ address: { street: 'Calea Victoriei', house_number: '120', county: 'B' } })).toBe('missing_locality');
    expect(verify({ county: 'Cluj' })).toBe('missing_locality');
    expect(verify({ street: 'Calea Victoriei', locality: '  ' })).toBe('missing_locality');
  });

  it('house_number_requires_street', () => {
    expect(verify({ locality: 'București', house_number: '120' })).toBe('house_number_requires_street');
    expect(verify({ address: { locality: 'București', house_number: '120', street: '' } })).toBe('house_number_requires_street');
  });

  it('invalid_house_number: empty, or not a string', () => {
    expect(verify({ street: 'Calea Victoriei', locality: 'București', house_number: '' })).toBe('invalid_house_number');
    expect(verify({ street: 'Calea Victoriei', locality: 'București', house_number: '  ' })).toBe('invalid_house_number');
    expect(verify({ street: 'Calea Victoriei', locality: 'București', house_number: 120 })).toBe('invalid_house_number');
    expect(verify({ address: { street: 'Calea Victoriei', locality: 'București', house_number: ['120'] } })).toBe('invalid_house_number');
  });

  it('field_too_long: any text field over 256 characters', () => {
    expect(verify({ freeform: long })).toBe('field_too_long');
    for (const field of ['street', 'house_number', 'locality', 'county', 'postal_code']) {
      expect(verify({ street: 'Calea Victoriei', locality: 'București', [field]: long })).toBe('field_too_long');
      expect(verify({ address: { street: 'Calea Victoriei', locality: 'București', [field]: long } })).toBe('field_too_long');
    }
    // 256 characters are allowed; characters are counted, not UTF-16 units.
    expect(verify({ freeform: `Calea Victoriei 120, București ${'x'.repeat(225)}` })).not.toBe('field_too_long');
    expect(verify({ street: 'Calea Victoriei', locality: 'București', county: '𝔅'.repeat(200) })).not.toBe('field_too_long');
  });

  it('field_too_long names the field as it was sent', () => {
    const message = (input: unknown): string => {
      try {
        readVerifyInput(input);
      } catch (err) {
        if (err instanceof AddressError) return err.message;
        throw err;
      }
      return 'ok';
    };
    expect(message({ freeform: long })).toBe('"freeform" is longer than 256 characters.');
    for (const field of ['street', 'house_number', 'locality', 'county', 'postal_code']) {
      expect(message({ street: 'Calea Victoriei', locality: 'București', [field]: long })).toBe(`"${field}" is longer than 256 characters.`);
      expect(message({ address: { street: 'Calea Victoriei', locality: 'București', [field]: long } })).toBe(`"address.${field}" is longer than 256 characters.`);
    }
  });

  it('invalid_parameter: a text field that is not a string, or an address that is not an object', () => {
    expect(verify({ freeform: 42 })).toBe('invalid_parameter');
    expect(verify({ street: ['Calea Victoriei'], locality: 'București' })).toBe('invalid_parameter');
    expect(verify({ locality: { name: 'București' } })).toBe('invalid_parameter');
    expect(verify({ locality: 'București', county: 40 })).toBe('invalid_parameter');
    expect(verify({ locality: 'București', postal_code: 10093 })).toBe('invalid_parameter');
    expect(verify({ address: 'Calea Victoriei 120, București' })).toBe('invalid_parameter');
    expect(verify({ address: ['București'] })).toBe('invalid_parameter');
  });

  it('locality_not_found (404): no locality of the input exists', () => {
    expect(verify({ locality: 'Qwxzy Vbnmk' })).toBe('locality_not_found');
    expect(verify({ freeform: 'Strada Qwxzy 5, Vbnmkjh' })).toBe('locality_not_found');
    const err = (() => {
      try {
        index.verify({ locality: 'Qwxzy Vbnmk' });
      } catch (e) {
        return e as AddressError;
      }
      return undefined;
    })();
    expect(err?.status).toBe(404);
  });

  it('inherited keys never count as fields', () => {
    const input = Object.create({ freeform: 'Calea Victoriei 120, București' }) as Record<string, unknown>;
    expect(verify(input)).toBe('missing_address');
    expect(verify(JSON.parse('{"__proto__": {"locality": "București"}}'))).toBe('missing_address');
  });
});

describe('verify input: the order of the rules', () => {
  const order = (input: unknown) => codeOf(() => readVerifyInput(input));

  it('shape before types, types before lengths, lengths before the form', () => {
    expect(order([{ freeform: long }])).toBe('invalid_body');
    // A wrong type anywhere beats a length or a missing field.
    expect(order({ freeform: long, street: 5 })).toBe('invalid_parameter');
    expect(order({ house_number: 5, freeform: long })).toBe('invalid_house_number');
    // Fields are checked in a fixed order: freeform, street, house_number, locality, county, postal_code, then address.
    expect(order({ freeform: 5, house_number: 5 })).toBe('invalid_parameter');
    expect(order({ street: 5, house_number: 5 })).toBe('invalid_parameter');
    expect(order({ house_number: 5, locality: 5 })).toBe('invalid_house_number');
    expect(order({ locality: 'x', address: { house_number: 5 } })).toBe('invalid_house_number');
  });

  it('field_too_long before missing_address, ambiguous_input and the structured rules', () => {
    expect(order({ postal_code: long })).toBe('field_too_long');
    expect(order({ freeform: 'x', street: long })).toBe('field_too_long');
    expect(order({ street: long, house_number: '' })).toBe('field_too_long');
  });

  it('missing_address / ambiguous_input before missing_locality', () => {
    expect(order({ freeform: 'Calea Victoriei 120', street: 'Calea Victoriei', house_number: '' })).toBe('ambiguous_input');
    expect(order({ locality: 'București', address: { street: 'x' } })).toBe('ambiguous_input');
  });

  it('missing_locality before house_number_requires_street before invalid_house_number', () => {
    expect(order({ house_number: '' })).toBe('missing_locality');
    expect(order({ house_number: '12' })).toBe('missing_locality');
    expect(order({ locality: 'București', house_number: '' })).toBe('house_number_requires_street');
    expect(order({ locality: 'București', street: 'Calea Victoriei', house_number: '' })).toBe('invalid_house_number');
  });
});

describe('verify input: anything at all', () => {
  const index = builtIndex();
  const catalogued = new Set(Object.keys(ERROR_CATALOGUE));

  it('returns a result or throws a catalogued AddressError, for any JSON value', () => {
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('București', 'Cluj', 'Calea Victoriei', '12', 'nr. 5, ap. 3', 'jud. Ilfov', 'B', ''));
    const field = fc.oneof(text, fc.integer(), fc.constant(null), fc.array(text, { maxLength: 2 }), fc.dictionary(fc.string({ maxLength: 5 }), text, { maxKeys: 2 }));
    const structured = fc.record({ street: field, house_number: field, locality: field, county: field, postal_code: field }, { requiredKeys: [] });
    const body = fc.oneof(
      fc.jsonValue(),
      structured,
      fc.record({ freeform: field, address: fc.oneof(structured, field), postal_code: field }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(body, (input) => {
        try {
          const r = index.verify(input as VerifyInput);
          expect(['valid', 'corrected', 'partial', 'ambiguous']).toContain(r.verdict);
          expect(r.confidence).toBeGreaterThanOrEqual(0);
          expect(r.confidence).toBeLessThanOrEqual(1);
          for (const key of ['street', 'house_number', 'locality', 'county', 'county_code', 'postal_code'] as const) expect(typeof r.address[key]).toBe('string');
          expectConsistent(r);
        } catch (err) {
          expect(err).toBeInstanceOf(AddressError);
          expect(catalogued.has((err as AddressError).code)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('reads any mix of address words, labels, numbers and punctuation without throwing anything else', () => {
    const piece = fc.constantFrom(
      'Str.', 'str', 'Strada', 'Bd.', 'Calea', 'Aleea', 'nr.', 'Nr.:', 'bl.', 'sc.', 'ap.', 'et.', 'Loc.:', 'Localitate:', 'Jud.:', 'Județul',
      'jud.', 'com.', 'Comuna', 'sat', 'Sat', 'mun.', 'oraș', 'Sector', 'S3', 'cod poștal', 'CP', 'Cod:', 'România', 'RO', 'Adresa:', 'parter',
      'corp', 'B', '(sediu social)', 'și', 'sau', '1', '7', '12 A', '214', '1918', '23', '400157', '011421', '010093', 'Victoriei', 'Teilor',
      'Gării', 'Mihai Bravu', 'I. L.', 'Caragiale', 'Gh.', 'C-tin', 'Poiana', 'Negri', 'Bacău', 'Brașov', 'Deva', 'Hunedoara', 'Giurgiu',
      'Cluj', 'CJ', 'București', 'Tg Mures', 'Iași', '1 Mai', '13 Septembrie', ',', ';', ':', '(', ')', '-', '.', '\n',
      // The wording of registers and deeds.
      'dom.', 'domiciliat(ă) în', 'cu domiciliul în', 'Domiciliul actual:', 'născut în', 'FN', 'f.n.', 'f/n', 's/n', 'fără număr', 'nr. adm.',
      'apartamentul', 'Școala Gimnazială', 'situat în', 'intravilanul satului', 'loc de muncă:', 'Locul nașterii:', 'CUI RO', 'J04/123/2010',
      'Ansamblul rezidențial', 'componentă', 'de J.', 'd. Sus', 'p. Vale', 'Dosar', 'Nr. înreg.', 'CT', '(AG)', 'sect. 3',
    );
    const freeform = fc.array(piece, { minLength: 1, maxLength: 14 }).map((ps) => ps.join(' ').slice(0, 256));
    fc.assert(
      fc.property(freeform, (text) => {
        try {
          expectConsistent(index.verify({ freeform: text }));
        } catch (err) {
          expect(err).toBeInstanceOf(AddressError);
          expect(catalogued.has((err as AddressError).code)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

/**
 * The rules a result keeps whatever the input (docs/verify.md): `unconfirmed`
 * only with `partial` (always, non-empty) or `ambiguous` (the best candidate
 * itself partly confirmed); `candidates` exactly with `ambiguous`; a code of six
 * digits, or partly known (`400xxx`) and then unconfirmed.
 */
function expectConsistent(r: VerifyResult): void {
  if (r.verdict === 'partial') expect(r.unconfirmed?.length ?? 0).toBeGreaterThan(0);
  if (r.unconfirmed !== undefined) expect(['partial', 'ambiguous']).toContain(r.verdict);
  expect(r.candidates !== undefined).toBe(r.verdict === 'ambiguous');
  // Six digits; or, in a town whose codes are per street with no street of it confirmed, the
  // digits its codes share and `x` for the rest, named in `unconfirmed` (issue 24).
  expect(r.address.postal_code).toMatch(/^(?:\d{6}|\d{0,5}x+)?$/);
  if (r.address.postal_code.includes('x')) {
    expect(r.address.postal_code).toHaveLength(6);
    expect(r.unconfirmed).toContain('postal_code');
  }
  if (r.verdict === 'valid') expect(r.corrections.every((c) => c.reason === 'inferred')).toBe(true);
}
