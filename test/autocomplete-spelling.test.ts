/**
 * Place names as people type them: `sh`/`tz` for `ș`/`ț`, old spellings that
 * are also a county's name, and the checks that these readings do not push
 * down what the words name exactly.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builtIndex } from './helpers/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { readKeyboardDigraphs, readRunTogetherWords } from '../src/autocomplete/autocomplete-words.js';
import { withoutDigraphs, withShortArticle } from '../src/shared/vocabulary.js';
import { fold } from '../src/shared/normalize.js';

const index = builtIndex() as LoadedIndex;
const texts = (q: string, limit = 5): string[] => index.autocomplete(q, { limit }).suggestions.map((s) => s.text);

describe('sh and tz for ș and ț', () => {
  it('reads every digraph of a word the index knows only so', () => {
    expect(texts('Tzatzu')[0]).toBe('Țațu, Cornereva, Caraș-Severin');
    expect(texts('Sighishoara')[0]).toBe('Sighișoara, Mureș');
    expect(texts('Shimleu Silvaniei')[0]).toBe('Șimleu Silvaniei, Sălaj');
    // București's sectors, as `Bucuresti` names them.
    expect(texts('Strada Bihor Bucureshti')[0]).toBe('Strada Bihor, Sector 1, București');
    expect(index.search('Tzatzu').results[0]?.text).toBe('Țațu, Cornereva, Caraș-Severin');
  });

  it('keeps the words the index holds with a digraph, and digraphs that are typing mistakes', () => {
    expect(texts('Tzara')[0]).toMatch(/Tzara/);
    expect(texts('Shakespeare')[0]).toMatch(/Shakespeare/);
    // `Batz` is no word, nor is `bat` a place's whole word here: left for the typing-mistake search (Batiz).
    expect(readKeyboardDigraphs(index.context, 'Strada Tzara 5')).toBe('Strada Tzara 5');
    expect(readKeyboardDigraphs(index.context, 'Tzatzu, jud. CS')).toBe('tatu, jud. CS');
    expect(readKeyboardDigraphs(index.context, 'Lăshia')).toBe('Lăshia');
  });

  it('changes nothing but words with a digraph (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (q) => {
        const read = readKeyboardDigraphs(index.context, q);
        if (!/sh|tz/i.test(q)) expect(read).toBe(q);
        // What is left of a rewritten word has no digraph it could read again.
        expect(readKeyboardDigraphs(index.context, read)).toBe(read);
      }),
    );
    expect(withoutDigraphs('tzatzu')).toBe('tatu');
    expect(withoutDigraphs('sighishoara')).toBe('sighisoara');
    expect(withoutDigraphs('cluj')).toBe('cluj');
  });
});

describe('two words of a name typed together', () => {
  it('reads them apart when the space or hyphen was left out or typed as a letter', () => {
    expect(texts('CocaNiculesti')[0]).toBe('Coca-Niculești, Vintilă Vodă, Buzău');
    expect(texts('BucesnVulcan')[0]).toBe('Buceș-Vulcan, Buceș, Hunedoara');
    expect(texts('valeamare bucium')[0]).toMatch(/^Valea Mare, /);
    expect(index.search('RazboieniCetate').results[0]?.text).toBe('Războieni-Cetate, Ocna Mureș, Alba');
  });

  it('keeps words of the index, their starts, words one mistake from one, and pairs no name holds', () => {
    const ctx = index.context;
    expect(readRunTogetherWords(ctx, 'Targoviste')).toBe('Targoviste');
    expect(readRunTogetherWords(ctx, 'Targovis')).toBe('Targovis');
    expect(readRunTogetherWords(ctx, 'Targovisre')).toBe('Targovisre');
    expect(readRunTogetherWords(ctx, 'RazboieniCetate 5')).toBe('razboieni cetate 5');
    // `victoriei` and `bucuresti` are no words of one name (the locality is not the street's name).
    expect(readRunTogetherWords(ctx, 'victorieibucuresti')).toBe('victorieibucuresti');
  });

  it('changes only words of 6+ letters, into two words the index holds (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (q) => {
        const read = readRunTogetherWords(index.context, q);
        if (!/[\p{L}\p{M}]{6}/u.test(q)) expect(read).toBe(q);
        expect(readRunTogetherWords(index.context, read)).toBe(read);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('coca', 'valea', 'mare', 'buces', 'vulcan', 'prilog', 'vii', 'x'), fc.constantFrom('niculesti', 'mare', 'vulcan', 'vii', 'coca', 'y'), fc.constantFrom('', 'n', 'a'),
        (a, b, gap) => {
          const read = readRunTogetherWords(index.context, a + gap + b);
          for (const w of read.split(' ')) expect(read === a + gap + b || index.context.tokens.exact(w) >= 0).toBe(true);
        }),
    );
  });
});

describe('a county word that is also a place name', () => {
  it('puts the places it names before the places that only lie in the county', () => {
    const vilcea = texts('Vilcea');
    expect(vilcea.slice(0, 2).every((t) => t.startsWith('Vâlcea, '))).toBe(true);
    expect(vilcea.slice(2).some((t) => t.endsWith(', Vâlcea'))).toBe(true);
    // A county name alone still lists its county's places, largest first, before its namesake streets.
    expect(texts('Timiș')[0]).toBe('Timișoara, Timiș');
    expect(texts('Vâlcea')[0]).toBe('Vâlcea, Bucium, Alba');
  });
});

describe('a name typed without its short article', () => {
  it('finds the place whose name writes it (`Vad Moldovei` for Vadu Moldovei)', () => {
    expect(texts('Vad Moldovei')[0]).toBe('Vadu Moldovei, Suceava');
    expect(texts('Pod Ursului')[0]).toBe('Podu Ursului, Vărbilău, Prahova');
    // `mar` may be the title Mareșal; `câmp` a street type: the name still wins.
    expect(texts('Măr Roșu')[0]).toMatch(/^Măru Roșu, /);
    expect(texts('Câmp Mare')[0]).toMatch(/^Câmpu Mare, /);
    expect(withShortArticle('vad')).toBe('vadu');
    expect(withShortArticle('vadu')).toBeUndefined();
    expect(withShortArticle('ba')).toBeUndefined();
  });

  it('keeps a name that is the word itself first (property)', () => {
    // Place names of one word whose form with the article is a word of another place's name.
    const catalog = index.catalog;
    const names = new Set<string>();
    for (let p = 0; p < catalog.placeCount; p++) {
      const name = catalog.placeName(p);
      const f = fold(name);
      const form = withShortArticle(f);
      if (/^[a-z]+$/.test(f) && form !== undefined && index.context.tokens.exact(form) >= 0) names.add(name);
    }
    expect(names.size).toBeGreaterThan(20);
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.boolean(), (name, finished) => {
        const top = index.autocomplete(finished ? `${name} ` : name, { limit: 5 }).suggestions[0];
        // A commune or town is written with its kind (`Comuna Moftin`).
        expect(top && fold(top.text.split(',')[0]!).replace(/^(comuna|orasul|municipiul) /, '')).toBe(fold(name));
      }),
      { numRuns: 200 },
    );
  });
});
