/**
 * Issue 24, fix128 (thirty-third session): the forty-seventh set's class 1 (bench/RESULTS.md, typist126).
 *
 * A message asking a delivery to a relative's home names the writer's own town beside it (`eu lucrez în W, dar bunica stă
 * la A. Vă rog livrați rețeta acolo, nu la mine în W`): the relative's dwelling (`mama stă la`, `socrul meu locuiește în`)
 * marks the address wanted and the writer's place (`eu stau în`, `eu lucrez în`, `la mine în`) one set aside, in
 * `PARTY_MARKERS`; role113's `SERVED_PARTY` reads them (src/text/leave-out/parties.ts), a marker ending in `în` naming the
 * place after it though no kind word says so. The writer's town was answered (ambiguous, 0.41-0.52).
 *
 * Examples of other places than the typist's (each wrong on main at e01c8f04), guards, and fast-check properties over the
 * evaluation's streets (fixed seeds, counting what they checked).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { addressCases } from '../eval/verify-cases.js';
import { builtIndex, codeOrError } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 100);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 128);

const code = (text: string): string => codeOrError(index, { freeform: text });

const BRASOV = 'Str. Lungă nr. 5, Brașov, jud. Brașov';

describe('verify: a relative\'s home beside the writer\'s own town', () => {
  it('answers the relative\'s address, the writer\'s town before it, after it or in brackets (the writer\'s town on e01c8f04)', () => {
    for (const text of [
      `Bună ziua, eu stau în Sibiu, dar mama stă la ${BRASOV}. Vă rog livrați rețeta acolo, nu la mine în Sibiu.`,
      `Salut, eu lucrez în Suceava, dar bunica stă la ${BRASOV}. Vă rog livrați comanda acolo, nu la mine în Suceava. Plătesc eu card.`,
      'Bunica stă la Str. Lungă nr. 5, Brașov. Eu sunt în Sibiu, nu livrați la mine în Sibiu.',
      'eu stau in Sibiu, dar parintii mei stau la str lunga nr 5 brasov. livrati acolo, nu la mine in Sibiu',
    ]) expect(code(text), text).toBe('500035');
    expect(code('Bună ziua, eu stau în Sibiu, dar socrul meu stă în satul Șirnea, com. Fundata, jud. Brașov, nr. 12. Livrați acolo, nu la mine în Sibiu.')).toBe('507072');
  });

  it('the writer\'s own address, with no relative\'s beside it, is the address, as before (guards)', () => {
    for (const text of [
      'Eu stau în Brașov, pe Str. Lungă nr. 5',
      'Bună ziua, eu stau în Brașov, Str. Lungă nr. 5. Mulțumesc!',
      'eu lucrez in brasov, str lunga nr 5',
      'Vă rog livrați la mine în Brașov, Str. Lungă nr. 5',
      'Mama stă la Str. Lungă nr. 5, Brașov',
    ]) expect(code(text), text).toBe('500035');
  });
});

describe('verify: as properties over the evaluation\'s streets', () => {
  const { cases } = addressCases(index.catalog);
  const streets = cases.filter((c) => c.kind === 'street' && /^nr\. \d{1,4}$/.test(c.house));
  const write = (c: (typeof streets)[number]): string => `${c.structured.street!} ${c.house}, ${c.structured.locality!}, jud. ${c.structured.county!}`;

  it('the relative\'s street is answered as alone, whichever town the writer names', () => {
    let checked = 0;
    const arb = fc.tuple(fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 0, max: streets.length - 1 }),
      fc.constantFrom('mama stă la', 'bunica stă la', 'socrul meu locuiește în', 'tata sta la'), fc.constantFrom('stau', 'lucrez', 'sunt'), fc.boolean());
    fc.assert(fc.property(arb, ([w, o, lives, mine, ownFirst]) => {
      const a = streets[w]!;
      const own = streets[o]!.structured.locality!;
      if (own === a.structured.locality) return;
      const text = ownFirst ? `Bună ziua, eu ${mine} în ${own}, dar ${lives} ${write(a)}. Vă rog livrați rețeta acolo, nu la mine în ${own}.`
        : `${lives} ${write(a)}. Eu ${mine} în ${own}, nu livrați la mine în ${own}.`;
      expect(code(text), text).toBe(code(write(a)));
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBeGreaterThan(RUNS / 2);
  });
});
