/**
 * Issue 24, joint83: the message around the address (`messageNoise`) is a noise label of the run decoder, no re-read
 * of the text (`ALTERNATIVES` is gone). Its words (several stretches: those around the street, number and town the
 * text links by `pe`/`la` and `în`/`din`) are left out before the parts are read, so its choice is read apart
 * (a `ReadingChoice` with its `noise`), and in every variant the address's parts are read in (`variantsOf`: a kind word read as the marker
 * of a name, the neighbourhood left out, …), each variant a choice of the same search at its weight of the ranking
 * table. Every labelling that does not choose it is weighed by `proseAround`. The examples are of our own.
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
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 24_083);

const index = builtIndex() as LoadedIndex;

/** The labels of a reading's words, `word:label`. */
function labelled(r: AddressReading): string[] {
  return labelWords(r).map((l) => `${l.word.folded}:${l.label}`);
}

/** The readings of `text`, likeliest first (by the worth the index ranks them by). */
function ranked(text: string, priors: ReadingPriors = READING_PRIOR): AddressReading[] {
  return readAddressText(text, { streets: true, priors }).sort((a, b) => readingWorth(b.prior, b.unused, 0.5) - readingWorth(a.prior, a.unused, 0.5));
}

/** The highest prior of `readings` that `keep` keeps (0 when none). */
function bestPrior(readings: readonly AddressReading[], keep: (r: AddressReading) => boolean): number {
  return Math.max(0, ...readings.filter(keep).map((r) => r.prior));
}

const isMessage = (r: AddressReading): boolean => r.noise?.kind === 'message';

describe('the run decoder: a message around the address as a noise label', () => {
  const text = 'buna ziua, pe Teilor 9 din Brasov, va rog sunati';

  it('chooses the label: the message\'s words left out, the street, number and town the text links the address\'s', () => {
    const readings = ranked(text);
    const best = readings[0]!;
    expect(best.noise?.kind).toBe('message');
    expect(best.noise!.weight).toBe(1);
    expect(labelled(best)).toEqual(['buna:message', 'ziua:message', 'pe:message', 'teilor:street', '9:house', 'din:message', 'brasov:locality',
      'va:message', 'rog:message', 'sunati:message']);
    // No reading of the text a second time: each reading that leaves the message out chose the label.
    for (const r of readings) if (labelWords(r).some((l) => l.word.folded === 'sunati' && l.label === 'message')) expect(r.noise?.kind).toBe('message');
    expect(index.verify({ freeform: text }).address.postal_code).toBe(index.verify({ freeform: 'Strada Teilor 9, Brașov' }).address.postal_code);
  });

  it('does not choose it where the linking word is the street\'s name\'s: `Strada La Izvor 12`', () => {
    const readings = ranked('Strada La Izvor 12, Bistrița');
    // Offered (`la` before a street and its number), and weighed below the labelling that reads `La` in the name.
    expect(readings.some(isMessage)).toBe(true);
    expect(readings[0]!.noise).toBeUndefined();
    expect(labelled(readings[0]!)).toEqual(['strada:street', 'la:street', 'izvor:street', '12:house', 'bistrita:locality']);
  });

  it('is no choice where the text links no street or town, and the address\'s readings are not weighed down', () => {
    const plain = ranked('Strada Teilor 9, Brașov');
    expect(plain.some(isMessage)).toBe(false);
    expect(plain[0]!.prior).toBe(1);
  });

  it('weighs every labelling that does not choose it by `proseAround`: halve it and the best of them halves', () => {
    const text = 'ma gasiti in Brasov, strada Lunga 5';
    const others = (priors: ReadingPriors): number => bestPrior(ranked(text, priors), (r) => r.noise === undefined);
    const full = others(READING_PRIOR);
    expect(full).toBeGreaterThan(0);
    expect(others({ ...READING_PRIOR, proseAround: READING_PRIOR.proseAround / 2 })).toBeCloseTo(full / 2, 10);
    // The label's own readings are not weighed by it.
    expect(bestPrior(ranked(text, { ...READING_PRIOR, proseAround: READING_PRIOR.proseAround / 2 }), isMessage)).toBe(bestPrior(ranked(text), isMessage));
  });
});

describe('the run decoder: the variants of a choice read apart are choices of the same search', () => {
  // A certificate's sentence around the address, `zona B3` after it: with the message left out, `zona` is read as a
  // kind word's marker inside a name and the neighbourhood `zona B3` left out: two variants of the message's parts.
  const text = 'Confirmăm că locuința din Deva, str. Horea nr. 12, jud. Hunedoara se află în intravilan, zona B3';
  const withNeighbourhood = (r: AddressReading): boolean => isMessage(r) && (r.leftOut ?? []).some((l) => l.as === 'neighbourhood');

  it('reads the message with the neighbourhood left out: the locality the town the text links', () => {
    const readings = ranked(text);
    const r = readings.find(withNeighbourhood);
    expect(r).toBeDefined();
    expect(labelled(r!)).toEqual(expect.arrayContaining(['deva:locality', 'horea:street', '12:house', 'zona:neighbourhood', 'b3:neighbourhood']));
    expect(r!.unused).toBe(0);
  });

  it('at the ranking table\'s weights: halve `neighbourhoodLeftOut` and those readings halve, the others do not move', () => {
    const full = bestPrior(ranked(text), withNeighbourhood);
    const half = bestPrior(ranked(text, { ...READING_PRIOR, neighbourhoodLeftOut: READING_PRIOR.neighbourhoodLeftOut / 2 }), withNeighbourhood);
    expect(full).toBeGreaterThan(0);
    expect(half).toBeCloseTo(full / 2, 10);
    const plain = (r: AddressReading): boolean => isMessage(r) && !(r.leftOut ?? []).some((l) => l.as === 'neighbourhood');
    expect(bestPrior(ranked(text, { ...READING_PRIOR, neighbourhoodLeftOut: READING_PRIOR.neighbourhoodLeftOut / 2 }), plain)).toBe(bestPrior(ranked(text), plain));
  });
});

/** The evaluation's street addresses with a plain house number, outside București (a sector's numbers read otherwise). */
const streets = addressCases(index.catalog).cases.filter((c) => c.kind === 'street' && /^nr\. \d{1,3}$/.test(c.house) && c.structured.county !== 'București' && !/\d/.test(c.structured.street ?? ''));
const GREETINGS = ['buna ziua,', 'Salut!', 'buna seara, va rog', 'Ziua buna, coletul'];
const REQUESTS = ['sunati cand ajungeti', 'multumesc frumos', 'lasati la vecina', 'va astept dupa ora 5'];

/** The street's name without its type word (`Strada Horea` → `Horea`), as a message writes it after `pe`. */
function bareName(c: AddressCase): string {
  const street = c.structured.street ?? '';
  const words = street.split(' ');
  return words.length > 1 ? words.slice(1).join(' ') : street;
}

describe('property: a message around a generated address', () => {
  it('every word of every reading gets exactly one label; the message\'s words labelled so; the address keeps its code', async () => {
    let checked = 0;
    let labelledMessage = 0;
    let kept = 0;
    const arb = fc.record({ at: fc.integer({ min: 0, max: streets.length - 1 }), greeting: fc.constantFrom(...GREETINGS), request: fc.constantFrom(...REQUESTS) });
    await fc.assert(fc.asyncProperty(arb, async ({ at, greeting, request }) => {
      const c = streets[at]!;
      const { locality, county } = c.structured;
      const number = c.house.slice(4);
      const plain = index.verify({ freeform: `${c.structured.street} ${number}, ${locality}, ${county}` }).address.postal_code;
      const text = `${greeting} pe ${bareName(c)} ${number} din ${locality}, ${county}, ${request}`;
      const count = readWords(text).length;
      const greetingWords = readWords(greeting).map((w) => w.folded);
      for (const r of readAddressText(text, { streets: true })) {
        const labels = labelWords(r);
        expect(labels.length, text).toBe(count);
        if (!isMessage(r)) continue;
        labelledMessage++;
        // The greeting and `pe` open the message's words, the request closes them.
        const message = labels.filter((l) => l.label === 'message').map((l) => l.word.folded);
        expect(message.slice(0, greetingWords.length + 1), text).toEqual([...greetingWords, 'pe']);
        expect(message.slice(-readWords(request).length), text).toEqual(readWords(request).map((w) => w.folded));
      }
      const answer = index.verify({ freeform: text });
      if (answer.address.postal_code === plain) kept++;
      checked++;
      await turn();
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
    // Every text had the label to choose, and its readings were checked.
    expect(labelledMessage).toBeGreaterThanOrEqual(RUNS);
    expect(kept, `${kept} of ${RUNS} kept their code`).toBeGreaterThanOrEqual(Math.ceil(RUNS * 0.95));
  });
});
