/**
 * Issue 24, police120 (thirty-second session): the forty-sixth set's classes 1 and 2 (bench/RESULTS.md, typist116).
 *
 * - A police report's place of the deed beside the victim's or the complainant's domicile: the place of the deed's
 *   words (`loc eveniment`, `locul faptei`, `locul producerii`, `adresa intervenției`, …) mark the address wanted and a
 *   domicile's label after one (`domiciliată în`, `dom. în`) one set aside, in `PARTY_MARKERS`; role113's
 *   `SERVED_PARTY` reads them (src/text/leave-out/parties.ts). The domicile was answered, `valid` at 0.97.
 * - A locality's kind word heading what the place is (`Localitate izolată de zăpadă:`, `SAT IZOLAT -`) or a dispatch
 *   record's `Loc:` before a street: a label (`LOCALITY_KIND_HEADING`, src/text/leave-out/labels.ts), not a locality
 *   named by the heading's words or by the street (`locality_not_found`).
 *
 * Examples of other places than the typist's (each wrong or an error on main at c460a344), guards, and fast-check
 * properties over the evaluation's streets and villages (fixed seeds, counting what they checked).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { addressCases } from '../eval/verify-cases.js';
import { answerTo, builtIndex, codeOrError } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 100);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 120);

const code = (text: string): string => codeOrError(index, { freeform: text });

const BRASOV = 'Str. Lungă nr. 5, Brașov, jud. Brașov';
const SIBIU = 'Bulevardul Victoriei nr. 10, Sibiu, jud. Sibiu';

describe('verify: a police report\'s place of the deed beside a domicile', () => {
  it('answers the place of the deed, the domicile written after it or before it (the domicile on c460a344)', () => {
    for (const text of [
      `PV 12.10.2026: loc eveniment ${BRASOV}; persoana vătămată Pop Ana, domiciliată în ${SIBIU}`,
      `Petent Pop Ana, dom. în ${SIBIU}, sesizează furt. Locul faptei: ${BRASOV}`,
      `Sesizare furt, locul producerii: ${BRASOV}. Reclamant Pop Ana, domiciliat în ${SIBIU}.`,
    ]) expect(code(text), text).toBe('500035');
  });

  it('a domicile with no place of the deed beside it is the address, as before (guards)', () => {
    expect(code(`Pop Ion, domiciliat în ${BRASOV}`)).toBe('500035');
    expect(code(`Persoana vătămată Pop Ana, domiciliată în ${SIBIU}`)).toBe(code(SIBIU));
  });
});

describe('verify: a locality kind word heading what the place is, or a record\'s `Loc:`', () => {
  it('reads the place after the heading (`locality_not_found` on c460a344)', () => {
    for (const text of [
      'Localitate izolată de zăpadă: satul Șirnea, com. Fundata, jud. Brașov - 120 locuitori, plug trimis',
      'SAT IZOLAT - SATUL ȘIRNEA, COMUNA FUNDATA, JUD. BRAȘOV',
      'localitatea afectată: satul Șirnea, com. Fundata, jud. Brașov',
    ]) expect(code(text), text).toBe('507072');
    for (const text of [`Loc: ${BRASOV}`, 'LOC: STR. LUNGĂ NR. 5, BRAȘOV', 'Apelant Pop Ion: miros de fum. Loc: Str. Lungă nr. 5, loc. Brașov, jud. Brașov']) {
      expect(code(text), text).toBe('500035');
    }
  });

  it('a locality named after its kind word before a dash or a colon is still read (guards)', () => {
    expect(code('Loc. Brașov - Str. Lungă nr. 5')).toBe('500035');
    expect(code('loc. brașov: str. lungă nr. 5')).toBe('500035');
    expect(code('Localitate: satul Șirnea, com. Fundata, jud. Brașov')).toBe('507072');
  });
});

describe('verify: as properties over the evaluation\'s streets and villages', () => {
  const { cases } = addressCases(index.catalog);
  const streets = cases.filter((c) => c.kind === 'street' && /^nr\. \d{1,4}$/.test(c.house));
  const write = (c: (typeof streets)[number]): string => `${c.structured.street!} ${c.house}, ${c.structured.locality!}, jud. ${c.structured.county!}`;

  it('the place of the deed is answered as alone, the other\'s domicile before or after it', () => {
    let checked = 0;
    const arb = fc.tuple(fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 0, max: streets.length - 1 }), fc.boolean(),
      fc.constantFrom('loc eveniment', 'Locul faptei:', 'adresa intervenției:'), fc.constantFrom('domiciliată în', 'dom. în', 'cu domiciliul în'));
    fc.assert(fc.property(arb, ([w, o, deedFirst, label, home]) => {
      const a = streets[w]!;
      const b = streets[o]!;
      const text = deedFirst ? `PV: ${label} ${write(a)}; persoana vătămată Pop Ana, ${home} ${write(b)}`
        : `Petent Pop Ana, ${home} ${write(b)}, sesizează lovire. ${label} ${write(a)}`;
      // (Two of one locality: either street's code may be the better read; the locality is still the deed's.)
      if (a.structured.locality !== b.structured.locality) expect(code(text), text).toBe(code(write(a)));
      else expect(answerTo(index, text).address.locality, text).toBe(answerTo(index, write(a)).address.locality);
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });

  it('a `Loc:` label or a state\'s heading before a street changes no answer', () => {
    let checked = 0;
    const arb = fc.tuple(fc.integer({ min: 0, max: streets.length - 1 }), fc.constantFrom('Loc:', 'LOC:', 'Localitate izolată:', 'Localitatea afectată -', 'localitate inundată:'));
    fc.assert(fc.property(arb, ([w, head]) => {
      const a = streets[w]!;
      expect(code(`${head} ${write(a)}`), `${head} ${write(a)}`).toBe(code(write(a)));
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});
