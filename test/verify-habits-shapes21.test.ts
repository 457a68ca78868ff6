/**
 * An address said aloud and written down as heard (the fifteenth typist's hotline agents, speech-to-
 * text, voicemail transcripts): the markers with the article said short (`numaru`, `satu`, `județu`,
 * `lu` for `lui`), the speaker's fillers, hesitations and self-repairs (`deci`, `aaa`, `de sus nu de jos
 * de sus`), letters spelt out (`o de la Oana`, `numărul 8 a de la Ana`), a hotline agent's note after the
 * address (`cl roagă să sunați`). Examples (each fails on 289b21b's code), and properties over the
 * index's own streets and villages: each habit keeps the code the plain address has.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { builtIndex, confirmedCode } from './helpers/index.js';
import { addressCases } from '../eval/verify-cases.js';

const index = builtIndex() as LoadedIndex;
const c = index.catalog;
const code = (text: string): string | undefined => confirmedCode(index, text);

describe('verify: an address said aloud, examples', () => {
  it('reads the markers said short: numaru, blocu, satu, judetu (before a county only), lu for lui', () => {
    expect(code('cluj napoca strada macu numaru 1')).toBe('400698');
    expect(code('satu cotu lu ivan comuna golaiesti judetu iasi numaru 17')).toBe('707203');
    expect(code('sascut sat comuna sascut judetu bacau numaru 190')).toBe('607524');
    expect(code('râmnicu vâlcea calea lu traian numaru 213')).toBe(code('râmnicu vâlcea calea lui traian numarul 213'));
    // `Județu` is a word of a street's name too; before no county it is read as the name's.
    expect(code('Str. Caloian Județu 41, București')).toBe('031111');
    // `Satu Mare` is still the town.
    expect(index.verify({ freeform: 'satu mare str george calinescu nr 53' }).address?.locality).toBe('Satu Mare');
  });

  it('leaves out fillers, hesitations and a place said wrong then again', () => {
    const r = index.verify({ freeform: 'botosani deci strada trandafirilor mai exact numarul 13' });
    expect(r.address?.postal_code).toBe('710200');
    expect(r.ignored).toEqual([{ text: 'deci', as: 'message' }, { text: 'mai exact', as: 'message' }]);
    expect(code('stati putin ca ma uit galati strada fagului numarul 3 da')).toBe('800246');
    expect(code('vaslui strada mihail kogalniceanu eee numarul 15')).toBe('730104');
    expect(code('andreiasu de sus nu de jos de sus comuna andreiasu de jos judetul vrancea nr 52')).toBe('627006');
    expect(code('satul chiperu deci comuna pardosi judetul buzau numaru 14')).toBe('127416');
    // `Deci` alone before a county is a place's name as written (Dieci, Arad), not a filler; `MM` is Maramureș.
    expect(index.verify({ freeform: 'Deci Arad' }).ignored ?? []).toEqual([]);
    expect(code('Ocolis MM')).toBe('437166');
  });

  it('leaves out a letter spelt out after a name, and gives one after a number to the number', () => {
    expect(code('satul orășeni o de la oana comuna mărtiniș județul harghita nr 73')).toBe('537184');
    expect(code('sat iertof i de la ion e r t o f comuna vrani caraș severin nr 41')).toBe('327432');
    const r = index.verify({ freeform: 'sat pegeni p de la petru comuna hurezani gorj numărul 8 a de la ana' });
    expect(r.address?.postal_code).toBe('217262');
    expect(r.ignored).toEqual([{ text: 'p de la petru', as: 'message' }, { text: 'de la ana', as: 'message' }]);
  });

  it('leaves out a hotline agent\'s note after the address (its `sa` no company\'s SA)', () => {
    const r = index.verify({ freeform: 'craiova str lebedei nr 9 jud dolj cl roaga sa sunati inainte cu jumatate de ora' });
    expect(r.address?.postal_code).toBe('200427');
    expect(r.ignored).toEqual([{ text: 'cl roaga sa sunati inainte cu jumatate de ora', as: 'note' }]);
    expect(code('brasov str soarelui 3 client la poarta 2 persoane bagaje')).toBe('500427');
    expect(code('baia mare str motorului 1 comanda pt 7 30')).toBe('430013');
    expect(code('bistrita str arcasului 11 apelantul revine cu nr blocului')).toBe('420135');
  });

  it('reads `CL` before a courtesy as Călărași\'s code, no agent\'s note (`…, Nucetu, CL Mulțumesc!`)', () => {
    const r = index.verify({ freeform: 'Str. Principală 67, Nucetu, CL Mulțumesc!' });
    expect(r.address?.postal_code).toBe('917161');
    expect(r.ignored).toEqual([{ text: 'Mulțumesc', as: 'message' }]);
  });

  it('leaves out a whole courtesy of several words after `CL`, its pronoun too (`…, CL Vă mulțumesc frumos`)', () => {
    for (const closer of ['Vă mulțumesc frumos', 'Vă mulțumim anticipat', 'Mulțumesc mult', 'Vă mulțumesc', 'Mulțumim frumos']) {
      const r = index.verify({ freeform: `Str. Principală 67, Nucetu, CL ${closer}` });
      expect(r.address?.postal_code, closer).toBe('917161');
      expect(r.ignored, closer).toEqual([{ text: closer, as: 'message' }]);
    }
  });
});

describe('verify: an address said aloud, properties', () => {
  const { cases } = addressCases(c);
  const streets = cases.filter((x) => x.kind === 'street' && x.street !== undefined && /^nr\. \d{1,3}$/.test(x.house) && !c.isSector(x.place)
    && c.streetName(x.street).startsWith('Strada ') && /^[\p{L} ]+$/u.test(c.streetBareName(x.street)));
  const anyStreet = fc.integer({ min: 0, max: streets.length - 1 }).map((i) => streets[i]!);
  const plainOf = (s: (typeof streets)[number]): { text: (parts: { before?: string; after?: string; number?: string }) => string; code: string | undefined } => {
    const town = c.placeName(s.place).toLocaleLowerCase('ro');
    const name = c.streetBareName(s.street!).toLocaleLowerCase('ro');
    const n = s.house.slice(4);
    const text = ({ before = '', after = '', number = 'numarul' }: { before?: string; after?: string; number?: string }): string =>
      `${town} ${before}strada ${name} ${number} ${n}${after}`.replace(/\s+/g, ' ');
    return { text, code: code(text({})) };
  };

  it('`numaru` for `numarul` keeps the code', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, (s) => {
      const p = plainOf(s);
      if (p.code === undefined) return;
      const r = index.verify({ freeform: p.text({ number: 'numaru' }) });
      expect(r.address?.postal_code).toBe(p.code);
      // (The marker, not a word of the street's name read as a spelling: `independentii numaru` was one.)
      expect(r.corrections?.some((x) => x.from.includes('numaru'))).toBe(false);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it('a filler or a hesitation anywhere between the parts keeps the code', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, fc.constantFrom('deci ', 'adica ', 'mai exact ', 'aaa ', 'eee ', 'ăă ', 'stati putin '), fc.boolean(), (s, filler, before) => {
      const p = plainOf(s);
      if (p.code === undefined) return;
      const r = index.verify({ freeform: before ? p.text({ before: filler }) : p.text({ after: ` ${filler}` }) });
      expect(r.address?.postal_code).toBe(p.code);
      checked++;
    }), { numRuns: 80 });
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it('a letter spelt after the street\'s name, or an agent\'s note after the number, keeps the code', () => {
    const names: Record<string, string> = { a: 'ana', b: 'bogdan', c: 'cristina', d: 'dan', e: 'elena', f: 'florin', g: 'gheorghe', i: 'ion', m: 'maria', p: 'petru', s: 'sorin', t: 'tudor', v: 'vasile' };
    let checked = 0;
    fc.assert(fc.property(anyStreet, fc.constantFrom(' cl roaga sa sunati', ' client la poarta', ' apelantul revine', ' comanda pt 7 30'), (s, note) => {
      const p = plainOf(s);
      if (p.code === undefined) return;
      const name = c.streetBareName(s.street!).toLocaleLowerCase('ro');
      const letter = name.normalize('NFD')[0]!;
      if (names[letter] !== undefined) {
        const spelt = p.text({}).replace(` ${name} `, ` ${name} ${letter} de la ${names[letter]} `);
        expect(index.verify({ freeform: spelt }).address?.postal_code, spelt).toBe(p.code);
      }
      expect(index.verify({ freeform: p.text({ after: note }) }).address?.postal_code).toBe(p.code);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(40);
  });
});

describe('a name spelt letter by letter ending in the letters of a legal form (merge of the spoken readers, seventeenth session)', () => {
  it('`… o d e a s a` is a spelling, not a company `S A` that swallows the village before it; a company keeps its form', () => {
    for (const [text, village] of [
      ['satul bodeasa b de la bogdan o d e a s a comuna dealu morii judetul bacău numarul 221', 'Bodeasa'],
      ['satul frumoasa f de la florica r u m o a s a comuna moara judetul suceava numarul 130', 'Frumoasa'],
    ] as const) {
      const r = index.verify({ freeform: text });
      expect(r.address.locality, text).toBe(village);
      expect(r.ignored?.some((x) => x.as === 'company'), text).toBe(false);
    }
    const company = index.verify({ freeform: 'Construct S A, Str. Horea 5, Cluj-Napoca' });
    expect(company.ignored?.find((x) => x.as === 'company')?.text).toBe('Construct S A');
  });
});
