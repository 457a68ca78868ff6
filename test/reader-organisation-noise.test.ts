/**
 * Issue 24, joint59: what is left out is decided inside the joint reading. An institution's name opening a
 * field (the addressee: `organisationSpans`, a head word such as `Școala`, `Liceul`, `Hotel`, to where the
 * address begins, or each end up to the field's when none is written) is no longer read a second time
 * without its words; the run decoder may give it the noise label `organisation`, at its weight of the
 * ranking table (`organisationLeftOut`, with `organisationToFieldEnd` for the longest end), in the same
 * search that labels the other runs: whole runs, or a run's leading words (the rest the village), or, where
 * the name holds the number the house was read from, a choice whose parts are read without it. Or the
 * decoder reads the words as any other run (a street so named). The examples are of our own, none from the
 * typists' sets.
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
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 24_059);

const index = builtIndex() as LoadedIndex;

/** The labels of a reading's words, `word:label`. */
function labelled(r: AddressReading): string[] {
  return labelWords(r).map((l) => `${l.word.folded}:${l.label}`);
}

/** The readings of `text`, likeliest first (by the worth the index ranks them by). */
function ranked(text: string, priors: ReadingPriors = READING_PRIOR): AddressReading[] {
  return readAddressText(text, { streets: true, priors }).sort((a, b) => readingWorth(b.prior, b.unused, 0.5) - readingWorth(a.prior, a.unused, 0.5));
}

describe('the run decoder: an institution\'s name as a noise label', () => {
  it('labels a whole field as the institution, at the ranking table\'s weight, in the same decode as the field read as a place', () => {
    const text = 'Hotel Carpați, Bd. Eroilor 12, Brașov';
    const readings = ranked(text);
    const noise = readings.filter((r) => r.noise?.kind === 'organisation');
    expect(noise.length).toBeGreaterThan(0);
    const whole = noise.find((r) => r.locality?.text === 'Brașov' && r.street?.text === 'Bd. Eroilor')!;
    expect(whole.unused).toBe(0);
    expect(labelled(whole).slice(0, 2)).toEqual(['hotel:organisation', 'carpati:organisation']);
    // The name's end is not written: the longest end (the field's) weighs `organisationLeftOut` × `organisationToFieldEnd`.
    expect(whole.noise!.weight).toBeCloseTo(READING_PRIOR.organisationLeftOut * READING_PRIOR.organisationToFieldEnd, 10);
    // The weight is the ranking table's: halve it and the labelled readings' priors halve.
    const priors: ReadingPriors = { ...READING_PRIOR, organisationLeftOut: READING_PRIOR.organisationLeftOut / 2 };
    const halved = ranked(text, priors).find((r) => r.noise?.kind === 'organisation' && r.locality?.text === 'Brașov' && r.street?.text === 'Bd. Eroilor')!;
    expect(halved.prior).toBeCloseTo(whole.prior / 2, 10);
    // The same decode reads the field as any other run too: a place.
    expect(readings.some((r) => r.noise === undefined && r.locality?.text === 'Hotel Carpați')).toBe(true);
    const answer = index.verify({ freeform: text });
    expect(answer.address.postal_code).toBe('500007');
    expect(answer.ignored).toContainEqual({ text: 'Hotel Carpați', as: 'organisation' });
  });

  it('labels a run\'s leading words as the institution, the rest of the run the village', () => {
    const text = 'Liceul Teoretic Avram Iancu Voila, Brașov';
    const readings = ranked(text);
    // One run (`Liceul … Voila`): the label covers its first words, the village is the rest.
    const village = readings.find((r) => r.noise?.kind === 'organisation' && r.locality?.text === 'Voila');
    expect(village).toBeDefined();
    expect(labelled(village!)).toEqual(['liceul:organisation', 'teoretic:organisation', 'avram:organisation', 'iancu:organisation', 'voila:locality', 'brasov:county']);
    const answer = index.verify({ freeform: text });
    expect(answer.address.locality).toBe('Voila');
    expect(answer.ignored).toContainEqual({ text: 'Liceul Teoretic Avram Iancu', as: 'organisation' });
  });

  it('reads the parts again where the name holds the number the house was read from, in the same search', () => {
    const text = 'Școala Gimnazială nr. 2 Cernat, com. Cernat, Covasna';
    const readings = ranked(text);
    // Read as the address's, `nr. 2` is the house number of a street `Școala Gimnazială`.
    expect(readings.some((r) => r.noise === undefined && r.house?.text === 'nr. 2')).toBe(true);
    // With the label, the number is the school's: no house number, the village Cernat of its commune.
    const school = readings.find((r) => r.noise?.kind === 'organisation');
    expect(school).toBeDefined();
    expect(school!.house).toBeUndefined();
    expect(school!.street).toBeUndefined();
    expect(labelled(school!).slice(0, 4)).toEqual(['scoala:organisation', 'gimnaziala:organisation', 'nr:organisation', '2:organisation']);
    const answer = index.verify({ freeform: text });
    expect(answer.verdict).toBe('valid');
    expect(answer.address.house_number).toBe('');
    expect(answer.address.postal_code).toBe('527070');
  });

  it('does not choose the label where the words are a street the index knows', () => {
    for (const [text, street] of [['Muzeul Zambaccian 3, București', 'Strada Muzeul Zambaccian'], ['Palatul Justiției 2, București', 'Strada Palatul Justiției']] as const) {
      const readings = ranked(text);
      // The label was weighed in the same decode …
      expect(readings.some((r) => r.noise?.kind === 'organisation'), text).toBe(true);
      // … and the index takes the street.
      const answer = index.verify({ freeform: text });
      expect(answer.address.street, text).toBe(street);
      expect(answer.verdict, text).toBe('valid');
      expect(answer.ignored ?? [], text).not.toContainEqual(expect.objectContaining({ as: 'organisation' }));
    }
  });
});

/** The evaluation's street addresses with a plain house number, written free-form. */
const streets = addressCases(index.catalog).cases.filter((c) => c.structured.street !== undefined && /^nr\. \d{1,4}$/.test(c.house));
function freeformOf(c: AddressCase): string {
  const { street, locality, county } = c.structured;
  return `${street} ${c.house.replace(/^nr\. /, '')}, ${locality}, ${county}`;
}
/** Institutions' names as addressees write them (none with a number of its own: that one is left out before the runs). */
const INSTITUTIONS = [
  'Școala Gimnazială Ion Creangă', 'Liceul Teoretic', 'Colegiul Național „Andrei Mureșanu”', 'Grădinița cu Program Prelungit Piticot',
  'Spitalul Județean de Urgență', 'Biblioteca Județeană', 'Hotel Central', 'Pensiunea Floarea de Colț', 'Cabinetul Medical Dr. Pop',
];

describe('property: an institution\'s name before an address', () => {
  it('does not change its postal code, and every word of every reading gets exactly one label', async () => {
    let checked = 0;
    let noiseReadings = 0;
    const arb = fc.record({ at: fc.integer({ min: 0, max: streets.length - 1 }), name: fc.constantFrom(...INSTITUTIONS), lower: fc.boolean() });
    await fc.assert(fc.asyncProperty(arb, async ({ at, name, lower }) => {
      const address = freeformOf(streets[at]!);
      const written = lower ? name.toLowerCase() : name;
      const text = `${written}, ${address}`;
      expect(index.verify({ freeform: text }).address.postal_code, text).toBe(index.verify({ freeform: address }).address.postal_code);
      const count = readWords(text).length;
      const nameWords = readWords(written).map((w) => w.folded);
      for (const r of readAddressText(text, { streets: true })) {
        const labels = labelWords(r);
        expect(labels.length, text).toBe(count);
        if (r.noise?.kind !== 'organisation') continue;
        noiseReadings++;
        // The label's words open the text and are the name's first words, each labelled so.
        const organisation = labels.filter((l) => l.label === 'organisation').map((l) => l.word.folded);
        expect(organisation.length, text).toBeGreaterThan(0);
        expect(organisation, text).toEqual(nameWords.slice(0, organisation.length));
        expect(labels.slice(0, organisation.length).every((l) => l.label === 'organisation'), text).toBe(true);
      }
      checked++;
      await turn();
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
    // Every text had a name the decoder could label: the labelled readings were checked.
    expect(noiseReadings).toBeGreaterThanOrEqual(RUNS);
  });
});
