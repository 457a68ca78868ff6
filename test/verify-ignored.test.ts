/**
 * Nothing typed disappears without a trace (issue 24): the words of a free-form text that verify
 * reads as no part of the address come back in `ignored`, each run of them quoted as written with
 * what it was read as; an address whose every word is part of it has none, and so has structured
 * input. Examples, and a fast-check property on the evaluation's addresses wrapped in greetings,
 * labels, notes and the like.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { fold } from '../src/shared/normalize.js';
import { IGNORED_AS, type IgnoredText } from '../src/types.js';
import { addressCases } from '../eval/verify-cases.js';
import { builtIndex } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const ignoredOf = (freeform: string): IgnoredText[] | undefined => index.verify({ freeform }).ignored;

describe('verify: the words read as no part of the address', () => {
  it('are quoted as written, each run with what it was read as', () => {
    expect(ignoredOf('Bună ziua, adresa mea este: Str. Lungă nr. 5, Brașov. Mulțumesc!')).toEqual([
      { text: 'Bună ziua', as: 'message' }, { text: 'adresa mea este', as: 'label' }, { text: 'Mulțumesc', as: 'message' },
    ]);
    expect(ignoredOf('SC Alfa SRL, Str. Republicii 10, Cluj-Napoca, Romania, tel. 0744123456')).toEqual([
      { text: 'SC Alfa SRL', as: 'company' }, { text: 'Romania', as: 'country' }, { text: 'tel. 0744123456', as: 'phone' },
    ]);
    // The marker with it: nothing typed disappears (issue 24).
    expect(ignoredOf('Str. Trifoiului 12, cartier Mănăștur, Cluj-Napoca')).toEqual([{ text: 'cartier Mănăștur', as: 'neighbourhood' }]);
    // An institution's name, with or without a comma after it.
    expect(ignoredOf('COLEGIUL NATIONAL CALEA MOLDOVEI NR 131 BACAU JUD BACAU')).toEqual([{ text: 'COLEGIUL NATIONAL', as: 'organisation' }]);
    expect(ignoredOf('Școala Gimnazială nr. 3, Calea Moldovei nr. 131, Bacău')).toEqual([{ text: 'Școala Gimnazială nr. 3', as: 'organisation' }]);
    // An e-mail or web address, with its label.
    expect(ignoredOf('Str. Horea nr. 5, Cluj-Napoca, jud. Cluj, e-mail: office@scoala5.ro, tel. 0264 123456, web: www.scoala5.ro')).toEqual([
      { text: 'e-mail: office@scoala5.ro', as: 'contact' }, { text: 'tel. 0264 123456', as: 'phone' }, { text: 'web: www.scoala5.ro', as: 'contact' },
    ]);
    // The place in the genitive after it is the address's locality, its unit's kind word its marker (read, not ignored).
    const hall = index.verify({ freeform: 'Primaria Orasului Buftea Str. Mihai Eminescu 1' });
    expect(hall.ignored).toEqual([{ text: 'Primaria', as: 'organisation' }]);
    expect(hall.address.locality).toBe('Buftea');
  });

  it('include a word that no part took, which lowers the confidence', () => {
    const r = index.verify({ freeform: 'bl. 12 IPJ Târgoviște, Str. Calea Domnească 5' });
    expect(r.ignored).toEqual([{ text: 'IPJ', as: 'unexplained' }]);
    expect(r.confidence).toBeLessThan(index.verify({ freeform: 'bl. 12 Târgoviște, Str. Calea Domnească 5' }).confidence);
    expect(r.verdict).not.toBe('valid');
  });

  it('include a street type word whose name was read as a place: never valid, below 0.9', () => {
    // Târgu Lăpuș has no street data; Dumbrava is one of its villages, and may as well be a street of it.
    const r = index.verify({ freeform: 'Strada Dumbrava nr. 5, Târgu Lăpuș, jud. Maramureș' });
    expect(r.address.locality).toBe('Dumbrava');
    expect(r.ignored).toEqual([{ text: 'Strada', as: 'type_word' }]);
    expect(r.verdict).toBe('corrected');
    expect(r.confidence).toBeLessThan(0.9);
    // Written as a place, the same village is valid.
    expect(index.verify({ freeform: 'Dumbrava nr. 5, Târgu Lăpuș, jud. Maramureș' }).verdict).toBe('valid');
  });

  it('are absent when every word is part of the address, and for structured input', () => {
    expect(ignoredOf('Str. Lungă nr. 5, Brașov')).toBeUndefined();
    expect(ignoredOf('Calea Victoriei 120, Sector 1, București, 010071')).toBeUndefined();
    expect(index.verify({ street: 'Str. Lungă', house_number: '5', locality: 'Brașov, România' }).ignored).toBeUndefined();
  });

  it('cover every word wrapped around an address, in the order written (fast-check)', () => {
    const { cases } = addressCases(index.catalog);
    const texts = cases.filter((c) => c.kind === 'street').map((c) => `${c.structured.street} ${c.house.replace(/^nr\. /, '')}, ${c.structured.locality}, ${c.structured.county}`);
    const before = ['Bună ziua, adresa mea este: ', 'Adresa de livrare: ', 'SC Alfa SRL, ', 'Vă rog să trimiteți coletul la: ', 'Școala Gimnazială nr. 3, ', 'Colegiul Național Mihai Eminescu ', ''];
    const after = [' Mulțumesc!', ', România', ', tel. 0744 123 456', ', e-mail: office@alfa.ro', ' www.alfa.ro', ''];
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: texts.length - 1 }), fc.constantFrom(...before), fc.constantFrom(...after), (i, b, a) => {
      const input = `${b}${texts[i]!}${a}`;
      const ignored = ignoredOf(input) ?? [];
      // Quoted from the input, in order, without overlapping.
      let at = 0;
      for (const entry of ignored) {
        expect(IGNORED_AS).toContain(entry.as);
        const found = input.indexOf(entry.text, at);
        expect(found, `${input} | ${JSON.stringify(ignored)}`).toBeGreaterThanOrEqual(at);
        at = found + entry.text.length;
      }
      // Every word of the wrapping is among them.
      const words = (t: string): string[] => fold(t).split(' ').filter((w) => w !== '');
      const reported = ignored.flatMap((e) => words(e.text));
      for (const w of [...words(b), ...words(a)]) expect(reported, `${input} | ${JSON.stringify(ignored)}`).toContain(w);
      checked++;
    }), { numRuns: 300, seed: 2_424 });
    expect(checked).toBe(300);
  });

  it('take a courier\'s landmark whole as a note, the answer as without it (fast-check)', () => {
    const { cases } = addressCases(index.catalog);
    const texts = cases.filter((c, i) => c.kind === 'street' && i % 7 === 0).map((c) => `${c.structured.street} ${c.house.replace(/^nr\. /, '')}, ${c.structured.locality}, ${c.structured.county}`);
    const notes = ['lângă biserică', 'vizavi de școala veche', 'lângă magazinul din centru', 'vizavi de primărie', 'lângă gară', 'LANGA SCOALA', 'langa blocul cu farmacia'];
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: texts.length - 1 }), fc.constantFrom(...notes), fc.constantFrom(', ', ' - '), (i, note, sep) => {
      const [street, ...rest] = texts[i]!.split(', ');
      const input = `${street}${sep}${note}, ${rest.join(', ')}`;
      const plain = index.verify({ freeform: texts[i]! });
      const r = index.verify({ freeform: input });
      expect(r.address.postal_code, input).toBe(plain.address.postal_code);
      expect(r.confidence, input).toBeGreaterThanOrEqual(plain.confidence);
      expect(r.ignored, input).toContainEqual({ text: note, as: 'note' });
      checked++;
    }), { numRuns: 150, seed: 2_425 });
    expect(checked).toBe(150);
  });

  it('cover every stray word inside an address, or the answer reads or corrects it (fast-check)', () => {
    // Between the street and the number, after the number, between the locality and the county: each
    // word of a stray run is a word of the answer, in `ignored`, or quoted in a correction's `from`
    // (read into a part and corrected away: `Strada Paltinului Xyzq` -> `Paltinului`).
    const { cases } = addressCases(index.catalog);
    const rows = cases.filter((c) => c.kind === 'street');
    const strays = ['Xyzq', 'Ionescu Maria', 'interfon 12', 'SC Alfa SRL', 'cartier Nord', 'tel. 0744 123 456'];
    const places: Record<string, (s: { street?: string; locality: string; county: string }, nr: string, w: string) => string> = {
      street_number: (s, nr, w) => `${s.street ?? ''} ${w} ${nr}, ${s.locality}, ${s.county}`,
      after_number: (s, nr, w) => `${s.street ?? ''} ${nr} ${w}, ${s.locality}, ${s.county}`,
      locality_county: (s, nr, w) => `${s.street ?? ''} ${nr}, ${s.locality}, ${w}, ${s.county}`,
    };
    const words = (t: string): string[] => fold(t).split(' ').filter((w) => w !== '');
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: rows.length - 1 }), fc.constantFrom(...strays), fc.constantFrom(...Object.keys(places)), (i, stray, at) => {
      const c = rows[i]!;
      const input = places[at]!(c.structured, c.house.replace(/^nr\. /, ''), stray);
      const r = index.verify({ freeform: input });
      const a = r.address;
      const read = new Set([a.street, a.house_number, a.locality, a.county, a.county_code, a.postal_code, r.sector ?? '', r.admin_unit ?? ''].flatMap(words));
      const traced = new Set([...(r.ignored ?? []).map((e) => e.text), ...r.corrections.map((x) => x.from)].flatMap(words));
      for (const w of words(stray)) {
        expect(read.has(w) || traced.has(w), `${w} of ${input} | ${JSON.stringify(r.ignored ?? [])} ${JSON.stringify(r.corrections)}`).toBe(true);
        checked++;
      }
    }), { numRuns: 300, seed: 2_410 });
    expect(checked).toBeGreaterThanOrEqual(300);
  });
});
