/**
 * Issue 24, shapes49 (twenty-fourth session): what the thirty typists' sets still got wrong, across them, each
 * class read in general.
 *
 * - A field of prose whose last words are the village, its commune marked right after (`per favore consegnare a
 *   mia nonna a Găujani, comuna Boișoara`, `Ajutor de urgență — Tunari, com. Botoroaga`): the whole field was left
 *   unexplained and the commune's seat answered. The prose is now one thing the vocabulary lacks and the village
 *   after it is read (run-options.ts `proseThenVillage`, `READING_PRIOR.proseBeforeVillage`).
 *
 * - A border crossing's or a customs office's words before the village it stands by (`Vama Halmeu, jud. Satu Mare`,
 *   `Punctul de trecere a frontierei Nădlac II`): `Vama` was read as the commune Vama, the full crossing's words as
 *   a place no index holds. They head a site's name now (vocabulary: ORGANISATION_HEADS `ptf`, `vama`;
 *   ORGANISATION_HEAD_PHRASES `punct(ul) de trecere`), the village after them read.
 *
 * Each example fails on db53664's code (checked against /work/base-db53664); the guards pass there too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VerifyInput, VerifyResult } from '../src/types.js';
import { answerTo, builtIndex, verifiedOrError } from './helpers/index.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 40);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 49_2026);

const index = builtIndex();
const verified = (input: VerifyInput): VerifyResult | string => verifiedOrError(index, input);
/** The answer to free-form text, failing the test with the text when there is none. */
const answer = (text: string): VerifyResult => answerTo(index, text);

describe('shapes49: a field of prose ending with the village, its commune marked after', () => {
  it('reads the village, not the commune\'s seat', () => {
    expect(answer('consegna per mio zio a Gârbești, com. Țibana, Iași').address.postal_code).toBe('707533');
    expect(answer('send the package to my uncle in Recea, com. Horgești, Bacău').address.postal_code).toBe('607247');
  });

  // Villages of other communes than their own name's, with the ways their commune and county are written.
  const villages = [
    'Gârbești, com. Țibana, Iași', 'Recea, com. Horgești, Bacău', 'Șipotu, com. Ponoarele, jud. Mehedinți',
    'Bucșana, Com. Prigoria, Gorj', 'Tisa, comuna Bocicoiu Mare, Maramureș', 'Homorod, or. Geoagiu, jud. Hunedoara',
  ];
  // Prose no rule of the vocabulary reads, in the languages of messages from abroad and of case files.
  const leads = [
    'consegna per mio zio a', 'send the package to my uncle in', 'per favore consegnare a mia nonna a',
    'Dosar ajutor de urgență (incendiu) —', 'parcel for my grandmother in',
  ];
  it('property: prose before the village leaves the village\'s plain code', () => {
    let checked = 0;
    fc.assert(fc.property(fc.constantFrom(...villages), fc.constantFrom(...leads), (village, lead) => {
      const plain = answer(village).address.postal_code;
      const text = `${lead} ${village}`;
      expect(answer(text).address.postal_code, text).toBe(plain);
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBeGreaterThanOrEqual(RUNS);
  });

  it('guard: an institution of the commune before its marked commune is the commune\'s seat', () => {
    expect(answer('Primăria comunei Ponoarele, com. Ponoarele, jud. Mehedinți').address.postal_code).toBe('227360');
  });
});

describe('shapes49: a border crossing\'s words before the village it stands by', () => {
  it('reads the village after `Vama`, `PTF` and `Punctul de trecere`', () => {
    expect(answer('Vama Petea, DN19A, jud. Satu Mare - birou vamal').address.postal_code).toBe('447133');
    expect(answer('Punctul de trecere a frontierei Petea, jud. Satu Mare').address.postal_code).toBe('447133');
    const albita = answer('PTF Albița, sat Albița, com. Drânceni, jud. Vaslui');
    expect(albita.address.postal_code).toBe('737221');
    expect(albita.verdict).toBe('valid');
  });

  // Villages by a border or anywhere, with their county or their commune, after the crossing's words.
  const villages = ['Petea, jud. Satu Mare', 'Albița, com. Drânceni, jud. Vaslui', 'Cenad, com. Cenad, Timiș', 'Halmeu, Satu Mare', 'Borș, com. Borș, Bihor'];
  const heads = ['Vama', 'PTF', 'Punctul de trecere a frontierei', 'Punct de trecere'];
  it('property: a crossing\'s words before the village leave its plain code', () => {
    let checked = 0;
    fc.assert(fc.property(fc.constantFrom(...villages), fc.constantFrom(...heads), (village, head) => {
      const plain = answer(village).address.postal_code;
      const text = `${head} ${village}`;
      expect(answer(text).address.postal_code, text).toBe(plain);
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBeGreaterThanOrEqual(RUNS);
  });

  it('guard: the communes named Vama are still read', () => {
    expect(answer('Vama, jud. Satu Mare').address.postal_code).toBe('447350');
    expect(answer('com. Vama, jud. Suceava').address.postal_code).toBe('727590');
    expect(answer('Vama Buzăului, jud. Brașov').address.postal_code).toBe('507245');
  });

  it('a village whose name ends with `Satului` after a site\'s word is no sure answer of its commune\'s seat', () => {
    const r = answer('Ferma Valea Satului, Comuna Grajduri, Iasi');
    // (joint59: the site's word is the run decoder's noise label on the run's first word, the rest the
    // village Valea Satului of Grajduri: the answer shapes49 left for later, now the village, no more the seat.)
    expect(r.address.postal_code).toBe('707222');
    expect(r.address.locality).toBe('Valea Satului');
  });
});
