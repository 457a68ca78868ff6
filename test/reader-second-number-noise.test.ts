/**
 * Issue 24, joint72: the last re-reads of `ALTERNATIVES` but the message's (moved by joint83) into the joint decode. Of two house
 * numbers written one after the other (`firstNumberNoise`), the first is a noise label `second_address` that gives
 * the second back to the house (a choice read apart: `NoiseSpan.frees`); `pt.` read as `pentru` (`forNoise`) is a
 * noise label `message` of its runs, or of a run's first words (`pt | Sibiu`, `pt. | Unirii`). Each at its weight of
 * the ranking table (`otherHouseNumber`, `forLeftOut`), chosen or not by the run decoder's one bounded search, the
 * index judging the readings; no reading of the text a second time. The examples are of our own.
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

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 150);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 24_072);

const index = builtIndex() as LoadedIndex;

/** The labels of a reading's words, `word:label`. */
function labelled(r: AddressReading): string[] {
  return labelWords(r).map((l) => `${l.word.folded}:${l.label}`);
}

/** The readings of `text`, likeliest first (by the worth the index ranks them by). */
function ranked(text: string, priors: ReadingPriors = READING_PRIOR): AddressReading[] {
  return readAddressText(text, { streets: true, priors }).sort((a, b) => readingWorth(b.prior, b.unused, 0.5) - readingWorth(a.prior, a.unused, 0.5));
}

/** The highest prior of the readings that chose the noise label `kind` (0 when none did). */
function bestPrior(readings: readonly AddressReading[], kind: string): number {
  return Math.max(0, ...readings.filter((r) => r.noise?.kind === kind).map((r) => r.prior));
}

describe('the run decoder: the first of two house numbers as a noise label', () => {
  const text = 'Bulevardul Tomis 120, nr. 7, Constanța';

  it('offers the label in the one search, the second number then the house\'s, at the ranking table\'s weight', () => {
    const readings = ranked(text);
    const chosen = readings.filter((r) => r.noise?.kind === 'second_address');
    expect(chosen.length).toBeGreaterThan(0);
    for (const r of chosen) {
      expect(r.noise!.weight).toBe(READING_PRIOR.otherHouseNumber);
      expect(r.house?.text).toBe('nr. 7');
      expect(labelled(r)).toEqual(expect.arrayContaining(['120:second_address', 'nr:house', '7:house']));
    }
    // Not chosen, the first number is the house's and the second left out as before.
    const plain = readings.find((r) => r.noise === undefined && r.street?.text === 'Bulevardul Tomis')!;
    expect(plain.house?.text).toBe('120');
    expect(labelled(plain)).toEqual(expect.arrayContaining(['120:house', 'nr:second_address', '7:second_address']));
    // The first number is likelier the house's: the plain labelling ranks above the label.
    expect(readings[0]!.noise).toBeUndefined();
    expect(readings[0]!.house?.text).toBe('120');
  });

  it('weighs the label by `otherHouseNumber`: halve it and the labelled readings\' priors halve', () => {
    const halved: ReadingPriors = { ...READING_PRIOR, otherHouseNumber: READING_PRIOR.otherHouseNumber / 2 };
    const full = bestPrior(ranked(text), 'second_address');
    expect(full).toBeGreaterThan(0);
    expect(bestPrior(ranked(text, halved), 'second_address')).toBeCloseTo(full / 2, 10);
  });

  it('offers no such label to one house number, nor to a second address after the first', () => {
    expect(ranked('Bulevardul Tomis 120, Constanța').some((r) => r.noise?.kind === 'second_address')).toBe(false);
  });

  it('the index takes the label where only the second number is the street\'s: two codes, both given', () => {
    const r = index.verify({ freeform: text });
    const codes = [r.address.postal_code, ...(r.candidates ?? []).map((c) => c.address.postal_code)];
    const first = index.verify({ freeform: 'Bulevardul Tomis 120, Constanța' }).address.postal_code;
    const second = index.verify({ freeform: 'Bulevardul Tomis 7, Constanța' }).address.postal_code;
    expect(first).not.toBe(second);
    expect(codes).toEqual(expect.arrayContaining([first, second]));
  });
});

describe('the run decoder: `pt.` read as `pentru` as a noise label', () => {
  it('labels `pt.` and for whom before a colon as the message\'s, the name after it a run of its own', () => {
    const text = 'pt. sora mea: Strada Zorilor 14, Cluj-Napoca';
    const readings = ranked(text);
    const chosen = readings.filter((r) => r.noise?.kind === 'message');
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen[0]!.noise!.weight).toBe(READING_PRIOR.forLeftOut);
    expect(labelled(chosen[0]!).slice(0, 3)).toEqual(['pt:message', 'sora:message', 'mea:message']);
    expect(index.verify({ freeform: text }).address.postal_code).toBe(index.verify({ freeform: 'Strada Zorilor 14, Cluj-Napoca' }).address.postal_code);
    // Not chosen, `pt.` is no type of the street where another type word opens it: the same street either way.
    for (const r of readings) if (r.street !== undefined) expect(r.street.text, text).toBe('Strada Zorilor');
  });

  it('labels a field\'s words before `pt` and leaves the town after it a run of its own (`pt | Sibiu`)', () => {
    const text = 'banii de chirie pt Sibiu, Calea Dumbrăvii 20';
    const chosen = ranked(text).filter((r) => r.noise?.kind === 'message');
    expect(chosen.some((r) => r.locality?.text === 'Sibiu' && r.street?.text === 'Calea Dumbrăvii')).toBe(true);
    const best = chosen.find((r) => r.locality?.text === 'Sibiu')!;
    expect(labelled(best)).toEqual(expect.arrayContaining(['banii:message', 'chirie:message', 'pt:message', 'sibiu:locality']));
  });

  it('is not chosen where `pt.` is the square the index has: the label offered, Piața kept', () => {
    const text = 'Pt. Trandafirilor 5, Târgu Mureș';
    const readings = ranked(text);
    // The label is offered (the name without its type, a run of its own)...
    expect(readings.some((r) => r.noise?.kind === 'message' && r.street?.text === 'Trandafirilor')).toBe(true);
    // ...and the reading of the square ranks first, which the index confirms.
    expect(readings[0]!.noise).toBeUndefined();
    expect(readings[0]!.street?.text).toBe('Pt. Trandafirilor');
    expect(index.verify({ freeform: text }).address.street).toMatch(/^Piața Trandafirilor/);
  });
});

/** The evaluation's street addresses with a plain house number, outside București (a sector's numbers read otherwise). */
const streets = addressCases(index.catalog).cases.filter((c) => c.kind === 'street' && /^nr\. \d{1,3}$/.test(c.house) && c.structured.county !== 'București' && !/\d/.test(c.structured.street ?? ''));
function freeformOf(c: AddressCase, house: string): string {
  const { street, locality, county } = c.structured;
  return `${street} ${house}, ${locality}, ${county}`;
}
const FOR_WHOM = ['pt mama', 'Pt. fratele meu', 'PT. BUNICA', 'pt fiica mea'];

describe('property: the moved families around a generated address', () => {
  it('every word of every reading gets exactly one label; `pt.` and for whom keep the code; of two numbers the first\'s code is given', async () => {
    let checked = 0;
    let forLabelled = 0;
    let numberLabelled = 0;
    const arb = fc.record({ at: fc.integer({ min: 0, max: streets.length - 1 }), whom: fc.constantFrom(...FOR_WHOM), other: fc.integer({ min: 1, max: 150 }) });
    await fc.assert(fc.asyncProperty(arb, async ({ at, whom, other }) => {
      const c = streets[at]!;
      const first = c.house.slice(4);
      const address = freeformOf(c, first);
      const plain = index.verify({ freeform: address }).address.postal_code;
      const forText = `${whom}: ${address}`;
      const twoText = freeformOf(c, `${first}, nr. ${other === Number(first) ? other + 1 : other}`);
      for (const text of [forText, twoText]) {
        const count = readWords(text).length;
        for (const r of readAddressText(text, { streets: true })) {
          const labels = labelWords(r);
          expect(labels.length, text).toBe(count);
          if (r.noise?.kind === 'message' && text === forText) {
            forLabelled++;
            // The label's words are `pt.` and for whom, each labelled so.
            expect(labels.filter((l) => l.label === 'message').map((l) => l.word.folded).join(' '), text).toBe(readWords(whom).map((w) => w.folded).join(' '));
          }
          if (r.noise?.kind === 'second_address' && text === twoText) {
            numberLabelled++;
            // The first number labelled, the second the house's.
            expect(labels.filter((l) => l.label === 'second_address').map((l) => l.word.folded), text).toEqual([first.toLowerCase()]);
            expect(r.house?.text.startsWith('nr. '), text).toBe(true);
          }
        }
      }
      expect(index.verify({ freeform: forText }).address.postal_code, forText).toBe(plain);
      const two = index.verify({ freeform: twoText });
      expect([two.address.postal_code, ...(two.candidates ?? []).map((x) => x.address.postal_code)], twoText).toContain(plain);
      checked++;
      await turn();
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
    // Every text had the label to choose: the labelled readings were checked.
    expect(forLabelled).toBeGreaterThanOrEqual(RUNS);
    expect(numberLabelled).toBeGreaterThanOrEqual(RUNS);
  });
});
