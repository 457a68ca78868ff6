/**
 * Issue 24, fix129 (thirty-third session): the forty-seventh set's classes 2, 3 and 6 (bench/RESULTS.md, typist126).
 *
 * - A name after its locality kind word ends at a colon (`Comuna Farcașa, jud. Neamț / sat Frumosu: Ionescu Valentina
 *   (87 ani), nr. FN`) or at a full stop before a record's next labelled entry (`domiciliul: or. Geoagiu. Ocupația:
 *   casnică.`): `markedNameEndsBefore`, src/text/runs.ts. The person's or the next entry's words were read as the
 *   place's (`locality_not_found`).
 * - Whom a home service is for between its label and the colon (`Livrare bătrâni:`: `LABEL_OWNERS`); a weekday before
 *   its date (`vineri 26.04.2026`: `WEEKDAY_BEFORE_DATE`) and hours from-to after `orele` (`între orele 10-13`, `timeAt`)
 *   are no place's words. `bătrâni` was answered as the village Bătrâni, `vineri` as Vineți.
 *
 * Examples of the set (each wrong or an error on main at e01c8f04), guards, and fast-check properties over the
 * evaluation's places and streets (fixed seeds, counting what they checked).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { addressCases } from '../eval/verify-cases.js';
import { answerTo, builtIndex, codeOrError } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 100);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 129);

const code = (text: string): string => codeOrError(index, { freeform: text });

describe('verify: a name after its kind word ends at a colon or before a record\'s next entry', () => {
  it('reads the village before a colon and a person (`locality_not_found` on e01c8f04)', () => {
    expect(code('Vaccinare antigripală la domiciliu - Comuna Farcașa, jud. Neamț / sat Frumosu: Ionescu Valentina (87 ani), nr. FN, nedeplasabil(ă)')).toBe('617192');
    expect(code('Vaccinare antigripală la domiciliu - Comuna Răchiteni, jud. Iași / sat Răchiteni: Nistor Florica (65 ani), nr. 301, nedeplasabil(ă)')).toBe('707298');
    expect(code('Vaccinare la domiciliu - Comuna Moldovenești / sat Pietroasa, jud. Cluj: Crăciun Viorica (73 ani), nr. 33')).toBe('407432');
  });

  it('reads the town before a full stop and the file\'s next entry (`locality_not_found` on e01c8f04)', () => {
    expect(code('Fișa nr. 3934/2023. Nume: Tudor Costel, vârsta 48 ani, domiciliul: or. Geoagiu. Ocupația: casnică. AHC: nesemnificative.')).toBe('335400');
    expect(code('domiciliul: jud. Neamț, com. Farcașa, sat Frumosu. Medic de familie: Dr. Pop.')).toBe('617192');
  });

  it('a short word\'s dot inside a name, and a sentence with no label after the name, are read as before (guards)', () => {
    expect(code('loc. Sf. Gheorghe, jud. Covasna')).toBe(code('Sfântu Gheorghe, jud. Covasna'));
    expect(code('mun. Dr. Tr. Severin, jud. Mehedinți')).toBe(code('Drobeta-Turnu Severin, Mehedinți'));
    expect(code('sat Frumosu, com. Farcașa, jud. Neamț')).toBe('617192');
  });
});

describe('verify: whom a service is for, a weekday before its date and the hours of a notice', () => {
  it('answers the address, not the village named like the word (Bătrâni, Vineți on e01c8f04)', () => {
    expect(code('Livrare bătrâni: nr. 270, com. Pardina, în spatele școlii')).toBe('827180');
    expect(code('Livrare bătrâni: str. Școlii nr. 44, or. Boldești-Scăeni, jud. Prahova, casa după magazinul Profi - Crăciun Cristina, 88 ani')).toBe('105300');
    expect(code('Centrul de vaccinare vineri 26.04.2026, între orele 10-13: Intrarea Scorușului nr. 73, București, Sect. 4.')).toBe('041506');
  });

  it('the words alone or as a place are read as before (guards)', () => {
    expect(code('Bătrâni, jud. Prahova')).toBe('107536');
    expect(code('Program: între orele 9-17, Str. Lungă 10-12, Brașov')).toBe(code('Str. Lungă 10-12, Brașov'));
  });
});

describe('verify: as properties over the evaluation\'s places and streets', () => {
  const { cases } = addressCases(index.catalog);
  const places = cases.filter((c) => c.kind === 'place');
  const streets = cases.filter((c) => c.kind === 'street' && /^nr\. \d{1,4}$/.test(c.house));
  const line = (c: (typeof streets)[number]): string => `${c.structured.street!} ${c.house}, ${c.structured.locality!}, jud. ${c.structured.county!}`;
  const where = (text: string): string => {
    const a = answerTo(index, text).address;
    return `${a.locality} / ${a.county}`;
  };

  it('a marked place before a colon and a person, or before a full stop and a labelled entry, is the place alone', () => {
    let checked = 0;
    const arb = fc.tuple(fc.integer({ min: 0, max: places.length - 1 }), fc.boolean(), fc.constantFrom('Ocupația: casnică.', 'Medic de familie: Dr. Pop.', 'Diagnostic: HTA.'));
    fc.assert(fc.property(arb, ([k, person, entry]) => {
      const p = places[k]!;
      const alone = `loc. ${p.structured.locality}, jud. ${p.structured.county}`;
      const text = person ? `Lista vaccinare - jud. ${p.structured.county} / loc. ${p.structured.locality}: Ionescu Ana (81 ani), nr. 12`
        : `domiciliul: jud. ${p.structured.county}, loc. ${p.structured.locality}. ${entry}`;
      expect(where(text), text).toBe(where(alone));
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });

  it('a label with whom it is for, or a weekday, its date and hours before a street change no answer', () => {
    let checked = 0;
    const arb = fc.tuple(fc.integer({ min: 0, max: streets.length - 1 }),
      fc.constantFrom('Livrare bătrâni:', 'Adresa pensionari:', 'Livrare vârstnici:', 'Recoltare vineri 26.04.2026:', 'Centrul de vaccinare luni, 3 martie, între orele 10-13:'));
    fc.assert(fc.property(arb, ([w, head]) => {
      const a = streets[w]!;
      expect(code(`${head} ${line(a)}`), `${head} ${line(a)}`).toBe(code(line(a)));
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});
