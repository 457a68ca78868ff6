/**
 * County and sector words typed with mistakes (issue 25): a county's name with
 * a typing mistake in any of its words, a county or sector keyword mistyped,
 * and the guarantees that stay (an exact name or a clean prefix is never
 * pushed down by a mistyped reading; words that all name something never
 * leave the list empty).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builtIndex } from './helpers/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { fuzzyCountyWords, withKeywordsSpelled } from '../src/engines/query.js';
import { COUNTIES } from '../src/shared/aliases.js';

const index = builtIndex() as LoadedIndex;
const texts = (q: string, limit = 5): string[] => index.autocomplete(q, { limit }).suggestions.map((s) => s.text);
const known = (word: string): boolean => index.context.tokens.exact(word) >= 0;

describe('a county name typed with mistakes', () => {
  it('reads a mistake in either word of a two-word county, and a one-word county', () => {
    expect(texts('lunca ilvei bistuita nasaud')[0]).toBe('Lunca Ilvei, Bistrița-Năsăud');
    expect(texts('rebra bistrita nsaaud')[0]).toBe('Rebra, Bistrița-Năsăud');
    expect(texts('brebu caras seveirn')[0]).toBe('Brebu, Caraș-Severin');
    expect(texts('zavoi caras sevrein')[0]).toBe('Zăvoi, Caraș-Severin');
    expect(texts('Bixad Sttu Mare')[0]).toBe('Bixad, Satu Mare');
    expect(texts('ses suceaa')[0]).toMatch(/^Șes, .*Suceava$/);
  });

  it('reads the word after a county keyword as a county, even when it is some name as typed', () => {
    // (Valea Seacă of the commune Nicolae Bălcescu reads every word without a mistake: it may come first.)
    expect(texts('Nicolae Bălcescu jud. Vâlea')).toContain('Comuna Nicolae Bălcescu, Vâlcea');
    expect(texts('Plopu jud. Vancea')[0]).toBe('Plopu, Gura Caliței, Vrancea');
  });

  it('reads a word that is some name as typed as a mistyped county when that name explains too little', () => {
    expect(texts('Coza Vancea')[0]).toBe('Coza, Tulnici, Vrancea');
    expect(texts('grosi tomis')).toContain('Groși, Margina, Timiș');
    // Typed right, the name still comes first: Baciu of Cluj, not a place of Bacău.
    expect(texts('Baciu Cluj')[0]).toBe('Baciu, Cluj');
  });

  it('finds the places of a place word beside a county word mistyped', () => {
    expect(texts('alba tuclea')[0]).toBe('Alba, Izvoarele, Tulcea');
    expect(texts('curtea tims')[0]).toBe('Curtea, Timiș');
    expect(texts('calarasi clju')).toContain('Călărași, Cluj');
  });

  it('gives every word of a county name its own cost: the mistakes, however they are spread', () => {
    const refs = fuzzyCountyWords(['lunca', 'ilvei', 'bistuita', 'nasaud'], 2);
    expect(refs.filter((r) => r.county.code === 'BN').map((r) => [r.word, r.part, r.edits])).toEqual([[2, 'bistrita', 1], [3, 'nasaud', 0]]);
    // A word typed right is a county word when another word of the name is mistyped...
    expect(fuzzyCountyWords(['sarauad', 'sat', 'mare'], 2).map((r) => [r.word, r.county.code, r.edits])).toEqual([[1, 'SM', 1], [2, 'SM', 0]]);
    // ...and no mistyped county when all of it is typed right (the exact reading has it) or nothing is near.
    expect(fuzzyCountyWords(['valea', 'mare'], 1)).toEqual([]);
    expect(fuzzyCountyWords(['satu', 'mare'], 1)).toEqual([]);
    expect(fuzzyCountyWords(['zzzz'], 0)).toEqual([]);
  });

  it('counts one mistake for a letter changed in a county word, within the budget of every word (property)', () => {
    const oneWord = COUNTIES.filter((c) => !c.folded.includes(' ') && c.folded.length >= 4);
    fc.assert(
      fc.property(fc.constantFrom(...oneWord), fc.nat(), fc.constantFrom('a', 'e', 'x', 'q'), (county, at, letter) => {
        const word = county.folded;
        const i = at % word.length;
        const changed = word.slice(0, i) + letter + word.slice(i + 1);
        const refs = fuzzyCountyWords([changed], 0).filter((r) => r.county === county);
        if (changed === word) expect(refs).toEqual([]);
        else expect(refs).toEqual([{ word: 0, county, part: word, edits: 1 }]);
      }),
    );
  });
});

describe('sector and county keywords typed with mistakes', () => {
  it('reads a mistyped sector word before a sector number', () => {
    expect(texts('calea victoriei secotr 1')[0]).toBe('Calea Victoriei, Sector 1, București');
    expect(texts('strada dambovita esctorul 6')[0]).toBe('Strada Dâmbovița, Sector 6, București');
    expect(texts('Strada Lectorului Secttorul 1')[0]).toBe('Strada Lectorului, Sector 1, București');
    expect(texts('celei judteul gorj')[0]).toBe('Celei, Tismana, Gorj');
  });

  it('keeps a word of the index that is near a keyword: Intrarea Sectorului is a street', () => {
    expect(texts('intrarea sectorului 3')[0]).toBe('Intrarea Sectorului, Sector 3, București');
    expect(withKeywordsSpelled(['intrarea', 'sectorului', '3'], known)).toEqual(['intrarea', 'sectorului', '3']);
    expect(withKeywordsSpelled(['calea', 'victoriei', 'secotr', '1'], known)).toEqual(['calea', 'victoriei', 'sector', '1']);
    // Not before anything but a sector's number, nor a keyword already right.
    expect(withKeywordsSpelled(['secotr', '9'], known)).toEqual(['secotr', '9']);
    const right = ['sector', '3'];
    expect(withKeywordsSpelled(right, known)).toBe(right);
  });
});

describe('what stays', () => {
  it('puts an exact name before a county read with a mistake', () => {
    // `Macău` may be Bacău mistyped, and `Tomis` Timiș: a name the words spell exactly wins.
    expect(texts('Macău')[0]).toMatch(/^Macău, /);
    expect(texts('Tomis Constanta')[0]).toMatch(/Tomis/);
  });

  it('never leaves the list empty when the words are a place name and its county mistyped (property)', () => {
    const places = index.catalog.placeCount;
    fc.assert(
      fc.property(fc.nat({ max: places - 1 }), fc.nat(), (place, at) => {
        const county = index.catalog.countyName(index.catalog.placeCounty(place));
        const words = county.split(/[ -]/);
        const w = words.findIndex((x) => x.length >= 4);
        if (w < 0) return;
        const word = words[w]!;
        const i = at % word.length;
        words[w] = word.slice(0, i) + word.slice(i + 1);
        const q = `${index.catalog.placeName(place)} ${words.join(' ')}`;
        expect(texts(q).length).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });
});
