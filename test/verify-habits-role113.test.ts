/**
 * Issue 24, role113 (thirty-second session): the party to serve. A legal paper naming two parties' addresses, the one
 * it is served at marked by a role word (the forty-fifth set's class 1; bench/RESULTS.md, typist112).
 *
 * - The role words are vocabulary (`PARTY_MARKERS`): the defendant's, the respondent's, the debtor's, the recipient's
 *   (`Către:`), the elected procedural domicile, a new address, `(de citat)` after one, mark the address wanted; the
 *   plaintiff's, the appellant's, the creditor's, the real domicile, a lawyer's or a bailiff's seat, the old address,
 *   one set aside.
 * - `SERVED_PARTY` (src/text/leave-out/parties.ts, weight `servedParty`) cuts the text into the parties' segments at
 *   each role word heading an address and leaves the segments set aside (and, when one is wanted, all the others)
 *   out whole as a second address: no reading takes a locality from one party's segment and the street of another's.
 * - A text with two addresses and no role word is as unsure as before (`secondAddressUnsettled`).
 *
 * Examples of other places than the typist's (the marked ones each wrong or less sure on main at acd58a6d), guards,
 * and a fast-check property over the evaluation's streets (fixed seed, counting what it checked): swapping the order of
 * the two parties' segments does not change the answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { addressCases } from '../eval/verify-cases.js';
import { answerTo, builtIndex, codeOrError } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 120);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 113);

const code = (text: string): string => codeOrError(index, { freeform: text });

const BRASOV = 'Str. Lungă nr. 5, Brașov, jud. Brașov';
const SIBIU = 'Bulevardul Victoriei nr. 10, Sibiu, jud. Sibiu';

describe('verify: the party to serve', () => {
  it('answers the address the role word marks, not the other party\'s (each the other\'s on acd58a6d)', () => {
    for (const text of [
      `PÂRÂT: Pop Ion, cu domiciliul în ${BRASOV}; RECLAMANT: Pop Ana, cu domiciliul în ${SIBIU}`,
      `Intimat: Pop Ion, cu domiciliul în ${BRASOV}. Apelanta: Pop Ana, cu domiciliul în ${SIBIU}`,
      `Debitor: Pop Ion, ${BRASOV}; Creditor: SC Alfa SRL, cu sediul în ${SIBIU}`,
      'Domiciliul procesual ales: Brașov, Str. Lungă nr. 5, la SCA Pop & Ion; domiciliu: Sibiu, jud. Sibiu, Bulevardul Victoriei nr. 10.',
      'Cabinet de avocat Pop Ana, sediul: Bulevardul Victoriei nr. 10, Sibiu. Către: Dl. Pop Ion, Str. Lungă nr. 5, Brașov. Ref.: notificare.',
    ]) {
      const r = answerTo(index, text);
      expect(r.address.postal_code, text).toBe('500035');
    }
  });

  it('is as sure of the marked address as of it alone, in any case and without diacritics (0.71-0.74 on acd58a6d)', () => {
    const alone = answerTo(index, BRASOV).confidence;
    for (const text of [
      `parat: pop ion, str. lunga nr. 5, brasov, jud. brasov; reclamant: pop ana, bulevardul victoriei nr. 10, sibiu, jud. sibiu`,
      `adresa noua este Str. Lungă nr. 5, Brașov, vechea era ${SIBIU}`,
    ]) {
      const r = answerTo(index, text);
      expect(r.address.postal_code, text).toBe('500035');
      expect(r.confidence, text).toBe(alone);
    }
  });

  it('leaves the other party\'s address out whole as a second address', () => {
    const text = `Reclamant: Pop Ana, dom. în ${SIBIU}. Pârât: Pop Ion, dom. în ${BRASOV}.`;
    const second = (answerTo(index, text).ignored ?? []).filter((s) => s.as === 'second_address').map((s) => s.text).join(' ');
    expect(second).toContain('Bulevardul Victoriei nr. 10, Sibiu, jud. Sibiu');
    expect(second).not.toContain('Lungă');
  });

  it('two addresses with no role word are as unsure as before; one party alone is read as before (guards)', () => {
    const two = answerTo(index, `${BRASOV}; ${SIBIU}`);
    expect(two.confidence).toBeLessThan(0.9);
    expect(two.verdict).not.toBe('valid');
    // A role word before the one address (a summons to the debtor): nothing else to set aside.
    const debtor = answerTo(index, `Către debitorul Pop Ion, domiciliat în ${BRASOV}`);
    expect(debtor.address.postal_code).toBe('500035');
    expect(debtor.confidence).toBe(0.97);
    // A company's seat is its address when nothing marks another (`sediul` sets aside a legal office's seat only).
    expect(code(`SC Alfa SRL, cu sediul în ${BRASOV}`)).toBe('500035');
  });
});

/** A wanted party's segment and a set-aside one, each from the written address (`%` is the address). */
const FORMS: ReadonlyArray<readonly [string, string]> = [
  ['Pârât: Pop Ion, cu domiciliul în %', 'Reclamant: Pop Ana, cu domiciliul în %'],
  ['PARATA: POP ANA, %', 'RECLAMANT: POP ION, %'],
  ['intimatul Pop Ion, dom. în %', 'apelanta Pop Ana, dom. în %'],
  ['Debitor: Pop Ion, %', 'Creditor: SC Alfa SRL, sediul: %'],
  ['adresa nouă: %', 'vechea adresă: %'],
];

describe('verify: as a property over the evaluation\'s streets', () => {
  const { cases } = addressCases(index.catalog);
  const streets = cases.filter((c) => c.kind === 'street' && /^nr\. \d{1,4}$/.test(c.house));
  it('swapping the order of the two parties\' segments does not change the answer, which is the marked party\'s', async () => {
    let checked = 0;
    const arb = fc.tuple(fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 0, max: streets.length - 1 }), fc.constantFrom(...FORMS), fc.constantFrom('; ', '. '));
    await fc.assert(fc.asyncProperty(arb, async ([w, o, [wanted, aside], sep]) => {
      const a = streets[w]!;
      const b = streets[o]!;
      const write = (c: typeof a): string => `${c.structured.street!} ${c.house}, ${c.structured.locality!}, jud. ${c.structured.county!}`;
      // (Two parties of one locality: a swap of two of its streets says nothing of the segments.)
      const sameLocality = a.structured.locality === b.structured.locality;
      const served = wanted.replace('%', write(a));
      const other = aside.replace('%', write(b));
      const first = code(`${served}${sep}${other}`);
      const last = code(`${other}${sep}${served}`);
      expect(last, `${served} | ${other}`).toBe(first);
      if (!sameLocality) expect(first, `${served} | ${other}`).toBe(code(write(a)));
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});
