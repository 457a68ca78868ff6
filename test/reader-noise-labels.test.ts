/**
 * Issue 24, joint52: what is left out is decided inside the joint reading. A person's name opening or
 * ending the text (the addressee: `personFieldEnd`, `personFieldAtEnd`) is no longer read a second time
 * without its words; the run decoder may give its run the noise label `person`, at its weight of the
 * ranking table (`personFieldLeftOut`, `personFieldAtEndLeftOut`), in the same search that labels the
 * other runs, or read it as any other run (a place, unexplained). The index judges the readings.
 * The examples are of our own, none from the typists' sets.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { READING_PRIOR } from '../src/engines/ranking.js';
import { readAddressText, type ReadingPriors } from '../src/text/address-parser.js';
import { readWords } from '../src/text/address-tokens.js';
import { readingWorth, type AddressReading } from '../src/text/reading.js';
import { labelWords } from '../src/text/word-labels.js';
import { addressCases, type AddressCase } from '../eval/verify-cases.js';
import { turn } from '../eval/steps.js';
import { builtIndex } from './helpers/index.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 200);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 24_052);

const index = builtIndex() as LoadedIndex;

/** The labels of a reading's words, `word:label`. */
function labelled(r: AddressReading): string[] {
  return labelWords(r).map((l) => `${l.word.folded}:${l.label}`);
}

/** The readings of `text`, likeliest first (by the worth the index ranks them by). */
function ranked(text: string, priors: ReadingPriors = READING_PRIOR): AddressReading[] {
  return readAddressText(text, { streets: true, priors }).sort((a, b) => readingWorth(b.prior, b.unused, 0.5) - readingWorth(a.prior, a.unused, 0.5));
}

describe('the run decoder: a person\'s field as a noise label', () => {
  it('labels a person\'s field opening the text as noise, its words neither a part nor unexplained', () => {
    const text = 'Andrei Munteanu, Str. Morii 7, Sibiu';
    const readings = ranked(text);
    const noise = readings.filter((r) => r.noise?.kind === 'person');
    expect(noise.length).toBeGreaterThan(0);
    const best = noise[0]!;
    expect(best.unused).toBe(0);
    expect(best.street?.text).toBe('Str. Morii');
    expect(best.locality?.text).toBe('Sibiu');
    expect(labelled(best).slice(0, 2)).toEqual(['andrei:person', 'munteanu:person']);
    // The weight is the ranking table's: halve it and the noise readings' priors halve.
    const priors: ReadingPriors = { ...READING_PRIOR, personFieldLeftOut: READING_PRIOR.personFieldLeftOut / 2 };
    const halved = ranked(text, priors).filter((r) => r.noise?.kind === 'person');
    expect(halved[0]!.prior).toBeCloseTo(best.prior / 2, 10);
    // In the same decode, the field is also read as any other run: a place.
    expect(readings.some((r) => r.noise === undefined && r.locality?.text === 'Andrei Munteanu')).toBe(true);
    // The index takes the noise label: the street of Sibiu, the name quoted as a person.
    const answer = index.verify({ freeform: text });
    expect(answer.address.locality).toBe('Sibiu');
    expect(answer.ignored).toContainEqual({ text: 'Andrei Munteanu', as: 'person' });
  });

  it('labels a person\'s field ending the text as noise, and a type word in a field opening it (`pt.`) does not move the street', () => {
    const end = ranked('Bd. Revoluției 12, Arad, Mihaela Dinu').filter((r) => r.noise?.kind === 'person');
    expect(end.length).toBeGreaterThan(0);
    expect(end[0]!.noise!.weight).toBe(READING_PRIOR.personFieldAtEndLeftOut);
    expect(labelled(end[0]!).slice(-2)).toEqual(['mihaela:person', 'dinu:person']);
    expect(end[0]!.locality?.text).toBe('Arad');
    // `pt.` (for `pentru`) is also Piața's abbreviation: the street stays `Str. Lungă` with or without the label.
    const pt = ranked('pt. Simona Mocanu, Str. Lungă 5, Brașov');
    const withNoise = pt.find((r) => r.noise?.kind === 'person');
    expect(withNoise?.street?.text).toBe('Str. Lungă');
    expect(pt.filter((r) => r.noise === undefined && r.street !== undefined).every((r) => r.street!.text === 'Str. Lungă')).toBe(true);
  });

  it('does not choose the label where the field is the address\'s place', () => {
    // Ion Creangă is a commune of Neamț: the field that reads like a person is the locality.
    const text = 'Str. Principală 10, Neamț, Ion Creangă';
    const readings = ranked(text);
    expect(readings[0]!.noise).toBeUndefined();
    expect(readings[0]!.locality?.text).toBe('Ion Creangă');
    // The noise label was weighed in the same decode, and ranked below.
    const noise = readings.findIndex((r) => r.noise?.kind === 'person');
    expect(noise).toBeGreaterThan(0);
    const answer = index.verify({ freeform: text });
    expect(answer.address.locality).toBe('Ion Creangă');
    expect(answer.ignored ?? []).not.toContainEqual(expect.objectContaining({ as: 'person' }));
  });
});

/** The evaluation's street addresses with a plain house number, written free-form. */
const streets = addressCases(index.catalog).cases.filter((c) => c.structured.street !== undefined && /^nr\. \d{1,4}$/.test(c.house));
function freeformOf(c: AddressCase): string {
  const { street, locality, county } = c.structured;
  return `${street} ${c.house.replace(/^nr\. /, '')}, ${locality}, ${county}`;
}
const GIVEN = ['Andreea', 'Ionuț', 'Mihaela', 'Bogdan', 'Roxana', 'Sorin'];
const FAMILY = ['Munteanu', 'Dumitrescu', 'Ciobanu', 'Lăzărescu', 'Vlădescu', 'Pârvulescu'];

describe('property: a person\'s name before or after an address', () => {
  it('does not change its postal code, and every word of every reading gets exactly one label', async () => {
    let checked = 0;
    let noiseReadings = 0;
    const arb = fc.record({
      at: fc.integer({ min: 0, max: streets.length - 1 }),
      given: fc.constantFrom(...GIVEN),
      family: fc.constantFrom(...FAMILY),
      familyFirst: fc.boolean(),
      after: fc.boolean(),
    });
    await fc.assert(fc.asyncProperty(arb, async ({ at, given, family, familyFirst, after }) => {
      const address = freeformOf(streets[at]!);
      const name = familyFirst ? `${family} ${given}` : `${given} ${family}`;
      const text = after ? `${address}, ${name}` : `${name}, ${address}`;
      expect(index.verify({ freeform: text }).address.postal_code, text).toBe(index.verify({ freeform: address }).address.postal_code);
      const count = readWords(text).length;
      for (const r of readAddressText(text, { streets: true })) {
        const labels = labelWords(r);
        expect(labels.length, text).toBe(count);
        if (r.noise === undefined) continue;
        noiseReadings++;
        // The noise label's words are the person's, each labelled so, and no part's.
        const person = labels.filter((l) => l.label === 'person').map((l) => l.word.folded);
        expect(person.join(' '), text).toBe(readWords(name).map((w) => w.folded).join(' '));
      }
      checked++;
      await turn();
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
    // Every text had a name the decoder could label: the labelled readings were checked.
    expect(noiseReadings).toBeGreaterThanOrEqual(RUNS);
  });
});
