/**
 * Justice, enforcement and the state's letters (the twenty-seventh typist's habits): how police reports,
 * fines and polling lists write a place. A report places the deed by the house, right after the street
 * (`pe str. Iuliu Hossu în dreptul imobilului nr. 70 din Bistrița`, `în fața casei nr. 19`): the position
 * words are no street's, the number is the house's. A report's time of day (`ora 17:40`) is no house number.
 * Its place-of-the-deed label (`Loc faptei:`, `Locul comiterii faptei:`) is a label: `loc` is no locality's
 * marker and the deed no place. A sentence's street keeps its type word before the `din` of its town (`a
 * fost oprit pe strada Samuil Sagovici din Timișoara, …`). A numbered polling station and the numbered school
 * it sits in, before a street whose number is written bare (`Secția de votare 287, Școala Gimnazială nr. 16,
 * strada Episcopiei 26`): their numbers are theirs. Examples (each failed on 75703f9's code), and properties
 * over the index's villages: a report's words keep the plain address's code.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { answeredCode, builtIndex } from './helpers/index.js';
import { communeVillages } from './helpers/commune-villages.js';

const index = builtIndex() as LoadedIndex;
const answer = (text: string): string | undefined => answeredCode(index, text);

const villages = communeVillages(index.catalog);
const anyVillage = fc.integer({ min: 0, max: villages.length - 1 }).map((i) => villages[i]!);

describe('verify: police reports, fines and polling lists, examples', () => {
  it('reads a report\'s position words before the house number as a note, the number as the house\'s (was the town only, or another street)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['PV seria CP nr. 1882: la data de 05.05.2025, ora 17:40, pe str. Iuliu Hossu în dreptul imobilului nr. 70 din mun. Bistrița, jud. Bistrița-Năsăud', '420097'],
      ['pe Strada Clopotului în fața imobilului nr. 90 din municipiul Arad', '310264'],
      ['Loc constatare: Craiova, str. Ineului în dreptul imobilului nr 43', '200664'],
      ['s-a deplasat pe Str. Petroliștilor în fața casei nr. 14 din Pitești, jud. Argeș', '110426'],
    ];
    for (const [text, expected] of cases) expect(answer(text), text).toBe(expected);
    const r = index.verify({ freeform: 'pe Strada Clopotului în fața imobilului nr. 90 din municipiul Arad' });
    expect(r.address?.house_number).toBe('nr. 90');
    expect(r.ignored?.map((x) => `${x.text}:${x.as}`)).toContain('în fața imobilului:note');
    // A block numbered after the phrase is the block's: the phrase is read as before (no house number taken from it).
    expect(index.verify({ freeform: 'Str. Lungă în dreptul blocului nr. 5, Brașov' }).ignored?.some((x) => x.text.includes('dreptul') && x.as === 'note')).not.toBe(true);
  });

  it('reads a report\'s time of day as a note, no house number', () => {
    const r = index.verify({ freeform: 'la data de 05.05.2025, ora 17:40, pe str. Iuliu Hossu nr. 70 din Bistrița' });
    expect(r.address?.postal_code).toBe('420097');
    expect(r.ignored?.map((x) => `${x.text}:${x.as}`)).toContain('la data de 05.05.2025, ora 17:40:note');
  });

  it('keeps a sentence\'s typed street before the din of its town (was the town only, or a namesake town of another county)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['a fost oprit în trafic pe strada Samuil Sagovici din Timișoara, în dreptul imobilului nr. 30', '300371'],
      ['a fost surprins circulând pe strada Căliman din Brașov, în dreptul nr. 15', '500483'],
    ];
    for (const [text, expected] of cases) expect(answer(text), text).toBe(expected);
  });

  it('reads a place-of-the-deed label as a label before a village (was not found)', () => {
    const [v] = villages.filter((x) => x.name === 'Sârca' && x.unit === 'Bălțați');
    expect(v).toBeDefined();
    for (const label of ['Loc faptei', 'Locul comiterii faptei', 'P.V. contravenție - loc faptei']) {
      const text = `${label}: sat ${v!.name}, com. ${v!.unit}, jud. ${v!.county}`;
      expect(answer(text), text).toBe(v!.code);
    }
  });

  it('leaves a numbered polling station and its school out before a street with a bare number (was the school\'s number read as the house\'s)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['Secția de votare 287, Școala Gimnazială nr. 16, strada Episcopiei 26, Râmnicu Vâlcea', '240738'],
      ['SECTIA DE VOTARE 120 - Colegiul National nr. 5, B-dul Saturn 6, Brasov', '500342'],
      ['Liceul Tehnologic nr. 21, Aleea Violetelor 16, Drobeta-Turnu Severin, jud. Mehedinți', '220065'],
    ];
    for (const [text, expected] of cases) expect(answer(text), text).toBe(expected);
  });
});

describe('verify: police reports, properties over the index\'s villages', () => {
  it('a place-of-the-deed label, the report\'s date and time of day, and the house placed by a report keep the plain address\'s code (fast-check)', () => {
    let checked = 0;
    let kept = 0;
    fc.assert(fc.property(anyVillage, fc.constantFrom('Loc faptei', 'Locul faptei', 'Locul săvârșirii faptei', 'Locul comiterii faptei', 'loc constatare'),
      fc.constantFrom('', 'la data de 03.06.2026, ora 14:20, ', 'la ora 09.05, '), fc.constantFrom('', 'în dreptul casei nr. 12, ', 'în dreptul imobilului nr. 7, '), (v, label, time, house) => {
        const plain = answer(`sat ${v.name}, com. ${v.unit}, jud. ${v.county}`);
        checked++;
        if (plain !== v.code) return;
        const text = `${label}: ${time}sat ${v.name}, com. ${v.unit}, ${house}jud. ${v.county}`;
        expect(answer(text), text).toBe(plain);
        kept++;
      }), { numRuns: 60 });
    expect(checked).toBe(60);
    expect(kept).toBeGreaterThanOrEqual(45);
  });
});
