/**
 * Issue 24, props61 (twenty-fifth session): what the reader properties found on seeds 19 to 60, each read in general.
 *
 * - Greetings one after another (`Salut, bună seara, …`), or a label between two (`Bună ziua, adresa de livrare: Salut,
 *   …`), open the message: the request after the last (`vă rog să …`, `lăsați coletul la`) follows no word of the
 *   address, so it is no note after the address that takes the town with it.
 * - A question closing the message after the town's colon (`…, Cluj-Napoca: cine are cheia?`), or before a courtesy
 *   (`… Ajunge coletul până vineri? Mulțumesc!`), places nothing.
 * - A deed's `domiciliat în același loc` before a courtesy with no sentence's end (`… același loc Mulțumesc!`) still says
 *   the domicile is the place before it; a label closing the text before a courtesy (`… la livrare. Mulțumesc
 *   frumos!`) starts no address.
 *
 * Examples of other places than the typists' (each failed on 9a01f5a), and fast-check properties over the evaluation's
 * addresses (fixed seed, counting what they checked).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import type { VerifyInput } from '../src/types.js';
import { addressCases } from '../eval/verify-cases.js';
import { builtIndex, codeOrError } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 150);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 61);

/** What verify answers: the postal code, or the error's code. */
const answer = (input: VerifyInput): string => codeOrError(index, input);
const code = (text: string): string => answer({ freeform: text });

describe('verify: greetings one after another before the request', () => {
  it('keep the town after the request (two greetings, or a label between them)', () => {
    expect(code('Salut, bună seara, vă rog să trimiteți coletul la Cluj-Napoca, str. Horea nr. 10')).toBe('400038');
    expect(code('Bună ziua, adresa de livrare: Salut, lăsați coletul la Iași, Strada Sărăriei nr. 20')).toBe('700083');
    expect(code('Bună dimineața, salutare, vă rog să veniți la Cluj-Napoca, str. Horea nr. 10')).toBe('400038');
    // The label with no colon, its possessive and verb before the greeting (seed 22's second counterexample).
    expect(code('Salut! Adresa mea este Bună ziua, vă rog opriți la Iași, Strada Sărăriei nr. 20')).toBe('700083');
  });
});

describe('verify: a message closing after the address', () => {
  it('a question after the town\'s colon, or a question before a courtesy, places nothing', () => {
    expect(code('Strada Horea 10, Cluj-Napoca: cine are cheia de la poartă?')).toBe('400038');
    const asked = index.verify({ freeform: 'Strada Sărăriei 20, Iași. Ajunge coletul până vineri? Mulțumesc!' });
    expect(asked.address.postal_code).toBe('700083');
    // Its words are the message's, not unexplained: as sure as the address alone with its courtesy.
    expect(asked.confidence).toBe(index.verify({ freeform: 'Strada Sărăriei 20, Iași. Mulțumesc!' }).confidence);
    expect(asked.ignored?.map((x) => x.as)).not.toContain('unexplained');
  });

  it('a deed\'s same-place phrase before a courtesy, and a label closing the text before one, leave the address', () => {
    expect(code('născut în satul Pruni, com. Sânpaul, jud. Cluj, domiciliat în același loc Mulțumesc!')).toBe('407093');
    expect(code('Iasi str Sararie 20 dl Ionescu plata card la livrare. Mulțumesc frumos!')).toBe('700083');
  });
});

const { cases } = addressCases(index.catalog);
const streets = cases.filter((c) => c.kind === 'street' && /^nr\. \d{1,4}$/.test(c.house) && c.structured.street !== undefined);
const GREETINGS = ['Bună ziua,', 'Salut,', 'Bună seara!', 'Salutare,', 'buna ziua,', 'salut,'];
const LABELS = ['adresa mea este:', 'Adresa de livrare:', 'adresa:', 'Adresa mea este'];
const REQUESTS = ['vă rog să trimiteți coletul la', 'lăsați coletul la', 'va rog sa livrati la', 'vă rog să veniți la'];
const QUESTIONS = ['cine are cheia de la poartă?', 'ajunge coletul până vineri?', 'puteți suna înainte?'];
const COURTESIES = ['Mulțumesc!', 'Vă mulțumesc.', 'mersi', 'Mulțumim frumos!'];

/** A town's street address, the town first (as a request before it writes it), and its plain answer. */
const townFirst = fc.integer({ min: 0, max: streets.length - 1 }).map((i) => {
  const { street, locality, county } = streets[i]!.structured;
  return `${locality}, ${street} ${streets[i]!.house}, jud. ${county}`;
});

describe('verify: properties of a message\'s opening and closing (fast-check)', () => {
  it('greetings one after another (a label maybe between them) and a request before the address do not change its code', async () => {
    let checked = 0;
    await fc.assert(fc.asyncProperty(
      townFirst, fc.constantFrom(...GREETINGS), fc.constantFrom(...GREETINGS), fc.constantFrom('', ...LABELS), fc.constantFrom(...REQUESTS),
      async (text, first, second, label, request) => {
        const wrapped = `${first} ${label === '' ? '' : `${label} `}${second} ${request} ${text}`;
        expect(code(wrapped), wrapped).toBe(code(text));
        checked++;
        await Promise.resolve();
      },
    ), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });

  it('a question after the address (after a colon, or before a courtesy) does not change its code', async () => {
    let checked = 0;
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: 0, max: streets.length - 1 }), fc.constantFrom(...QUESTIONS), fc.constantFrom(...COURTESIES), fc.boolean(),
      async (at, question, courtesy, colon) => {
        const { street, locality } = streets[at]!.structured;
        const text = `${street} ${streets[at]!.house}, ${locality}`;
        const asked = colon ? `${text}: ${question}` : `${text}. ${question[0]!.toLocaleUpperCase('ro')}${question.slice(1)} ${courtesy}`;
        expect(code(asked), asked).toBe(code(text));
        checked++;
        await Promise.resolve();
      },
    ), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});
