/**
 * Adversarial verify inputs of legal size (every field at most
 * `LIMITS.maxFieldLength`, 256 characters): the crafted families of issue 24
 * (`Cluj,Cluj,...` in the street and locality fields) and their kin (many short
 * words, numbers, building markers, commas, place names), and random ones from
 * a fast-check arbitrary over the words addresses are made of. Used by
 * bench/verify-worst.ts (time) and test/verify-work.test.ts (work counted).
 */
import fc from 'fast-check';
import type { EngineContext } from '../src/engines/context.js';
import { AddressError, LIMITS } from '../src/shared/errors.js';
import { readAddressText } from '../src/text/address-parser.js';
import type { VerifyInput } from '../src/types.js';
import { readVerifyInput } from '../src/verify/verify-input.js';
import { requestWithLetters } from '../src/verify/question-marks.js';
import { givenCode, resolve } from '../src/verify/verify-resolve.js';
import { structuredReadings } from '../src/verify/verify-structured.js';

const MAX = LIMITS.maxFieldLength;

/** `unit` repeated with `sep` up to `MAX` characters (never more). */
export function fill(unit: string, sep = ',', max: number = MAX): string {
  let out = unit;
  while (out.length + sep.length + unit.length <= max) out += sep + unit;
  return out;
}

/** One crafted input, named. */
export interface NamedInput {
  name: string;
  input: VerifyInput;
}

const DIGITS = Array.from({ length: 200 }, (_v, i) => String(i + 1)).join(' ').slice(0, MAX).trim();
const LETTERS = Array.from({ length: 128 }, (_v, i) => String.fromCharCode(97 + ((i * 7) % 26))).join(' ');

/** The crafted families, each at the largest legal size. */
export function craftedInputs(): NamedInput[] {
  const free = (name: string, text: string): NamedInput => ({ name: `freeform: ${name}`, input: { freeform: text } });
  const fields = (name: string, f: { street?: string; house_number?: string; locality: string; county?: string; postal_code?: string }): NamedInput => ({ name: `structured: ${name}`, input: f });
  return [
    fields('Cluj,Cluj,... in street and locality (issue 24)', { street: fill('Cluj'), locality: fill('Cluj') }),
    fields('Cluj,Cluj,... in street, locality and county', { street: fill('Cluj'), locality: fill('Cluj'), county: fill('Cluj') }),
    fields('a,a,... in street, locality and county', { street: fill('a'), locality: fill('a'), county: fill('a') }),
    fields('Valea Lungă,... in street and locality, county Vâlcea', { street: fill('Valea Lungă'), locality: fill('Valea Lungă'), county: 'Vâlcea' }),
    fields('București,... in street and locality', { street: fill('București'), locality: fill('București') }),
    fields('Petrești,... in street and locality, county AG', { street: fill('Petrești'), locality: fill('Petrești'), county: 'AG' }),
    fields('București Sector 1,... in street and locality', { street: fill('București Sector 1'), locality: fill('București Sector 1') }),
    fields('Strada Unirii nr. 1,... in street, locality Cluj', { street: fill('Strada Unirii nr. 1', ' '), locality: 'Cluj-Napoca' }),
    fields('sat com. jud.,... in street and locality', { street: fill('sat Poiana com. Negri', ' '), locality: fill('com. Negri jud. Bacău', ' ') }),
    fields('short words in street and locality', { street: LETTERS.slice(0, MAX), locality: LETTERS.slice(0, MAX) }),
    free('Cluj,Cluj,...', fill('Cluj')),
    free('Cluj Cluj ... (no commas)', fill('Cluj', ' ')),
    free('Petrești, Petrești, ...', fill('Petrești', ', ')),
    free('Valea Lungă, ...', fill('Valea Lungă', ', ')),
    free('county names', fill('Alba Arad Argeș Bacău Bihor', ', ')),
    free('many short words', LETTERS.slice(0, MAX)),
    free('many numbers', DIGITS),
    free('many numbers with commas', fill('12', ', ')),
    free('many markers', fill('nr. bl. sc. et. ap.', ' ')),
    free('many markers with numbers', fill('nr. 1 bl. 2 sc. 3 et. 4 ap. 5', ' ')),
    free('many street types', fill('str. bd. calea aleea sos.', ' ')),
    free('many locality kinds', fill('sat com. jud. mun. oraș loc.', ' ')),
    free('many commas', ','.repeat(MAX)),
    free('words between commas', fill('a', ',')),
    free('message words', fill('pe la în din de la', ' ')),
    free('street and town repeated', fill('Strada Mihai Eminescu 5 Iași', ', ')),
    free('postal codes', fill('400001', ' ')),
    free('sectors', fill('Sector 3', ', ')),
    free('letters written as ? (issue 24)', fill('a????b', ' ')),
    free('letters written as ?, a street first', `Strada ${fill('ab??', ' ', MAX - 7)}`),
    free('a wrong code page and references', fill('BacÄƒu Bucureºti Bac&#259;u', ' ')),
    // What the leave-out rules take, repeated: each kind many times, and kinds one after another
    // (each is a proposal weighed against the others, and the rules look again after each).
    free('telephone numbers', fill('tel. 0744 123 456', ', ')),
    free('labels and greetings', fill('Adresa de livrare: Bună ziua,', ' ')),
    free('second numbers', fill('nr. 5 și 7', ' ')),
    free('numbered things', fill('apartamentul nr. 12, situat în', ' ')),
    free('things left out, one after another', fill('a@b.ro tel 0744123456 Adresa: ; Str. X nr. 1 și 2 (sediu) - fost sediu CI seria XB nr. 123456', ' ')),
    // Every field full (speed85): the fields were read together as one text of up to 512 words, the
    // costliest of these inputs (`MOST_WORDS_READ_TOGETHER`, src/verify/verify-structured.ts).
    fields('a,a,... in every field', { street: fill('a'), house_number: fill('a'), locality: fill('a'), county: fill('a'), postal_code: fill('a') }),
    fields('Cluj,Cluj,... in every field', { street: fill('Cluj'), house_number: fill('Cluj'), locality: fill('Cluj'), county: fill('Cluj'), postal_code: fill('Cluj') }),
    fields('short words in every field', { street: fill('a b', ' '), house_number: fill('a', ' '), locality: fill('b', ' '), county: fill('c', ' ') }),
    fields('place names in every field', { street: fill('Valea Mare', ' '), house_number: fill('12', ' '), locality: fill('Poiana', ' '), county: fill('Alba', ' '), postal_code: fill('400001', ' ') }),
    fields('numbers in every field', { street: fill('12', ' '), house_number: fill('12', ' '), locality: fill('12', ' '), county: fill('12', ' ') }),
    fields('short words in locality and county, a street', { street: 'Unirii', locality: fill('a b c', ' '), county: fill('a b', ' ') }),
    fields('short words in street, locality Cluj-Napoca', { street: fill('a b c d', ' '), locality: 'Cluj-Napoca', county: 'Cluj' }),
    free('one long word', 'a'.repeat(MAX)),
    free('one long number', '1'.repeat(MAX)),
    free('two-word names one after another', fill('Valea Lungă Valea Mare Valea Seacă Lunca Mare', ' ')),
  ];
}

/** The words addresses are made of, for random inputs. */
const TOKENS = [
  'Cluj', 'Cluj-Napoca', 'Petrești', 'București', 'Sector', '3', 'Iași', 'Alba', 'Argeș', 'AG', 'jud.', 'județul', 'com.', 'comuna', 'sat', 'loc.', 'mun.', 'oraș',
  'str.', 'Strada', 'bd.', 'Calea', 'Aleea', 'nr.', 'nr', 'bl.', 'sc.', 'et.', 'ap.', 'Unirii', 'Mihai', 'Viteazul', 'Eminescu', 'Valea', 'Lungă', 'Mare', 'Nouă',
  'de', 'la', 'în', 'pe', 'din', 'Sus', 'Jos', '1', '5', '12', '123', '12A', '7/B', '400001', '0744123456', 'România', 'Bună', 'ziua', 'Mulțumesc',
];
const SEPARATORS = [' ', ', ', ',', '; ', ' - ', '\n'];

/** A text of address words and separators, cut to `MAX` characters. */
export const addressText: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.constantFrom(...TOKENS), fc.constantFrom(...SEPARATORS)), { minLength: 1, maxLength: 90 })
  .map((parts) => parts.map(([w, s]) => `${w}${s}`).join('').slice(0, MAX));

/** A random free-form or structured input of legal size. */
export const adversarialInput: fc.Arbitrary<VerifyInput> = fc.oneof(
  addressText.map((freeform) => ({ freeform })),
  fc.record({ street: addressText, locality: addressText }),
  fc.record({ street: addressText, locality: addressText, county: fc.constantFrom('AG', 'Cluj', 'București', 'jud. Iași') }),
);

/** The work verify does for an input, counted from its steps' outputs (the same steps as `verify`). */
export interface VerifyWork {
  /** Readings of the text (`readAddressText`) or of the fields (`structuredReadings`). */
  readings: number;
  /** Candidate resolutions the index scored (`resolve`). */
  resolutions: number;
}

/** Counts the work of `input`; undefined when the input breaks verify's rules (an error before any reading). */
export function verifyWork(context: EngineContext, input: VerifyInput): VerifyWork | undefined {
  let request;
  try {
    request = requestWithLetters(readVerifyInput(input), context.tokens);
  } catch (err) {
    if (err instanceof AddressError) return undefined;
    throw err;
  }
  const readings = request.form === 'freeform' ? readAddressText(request.freeform ?? '') : structuredReadings(request);
  const code = givenCode(request.postalCode ?? readings.find((r) => r.postalCode)?.postalCode?.text);
  return { readings: readings.length, resolutions: resolve(context, readings, code).length };
}
