/**
 * Place names as people type them: `sh`/`tz` for `ș`/`ț`, old spellings that
 * are also a county's name, and the checks that these readings do not push
 * down what the words name exactly.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builtIndex } from './helpers/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { readKeyboardDigraphs } from '../src/engines/autocomplete-words.js';
import { withoutDigraphs } from '../src/shared/vocabulary.js';

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
