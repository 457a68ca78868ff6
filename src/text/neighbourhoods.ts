/**
 * The neighbourhoods of the vocabulary (`TOWN_NEIGHBOURHOODS`) by their folded words: which towns a
 * field written as one of them is a part of. The reader reads such a field also as left out; the
 * judge (`verify-resolve`) asks whether the town it found is one of them.
 */
import { fold } from '../shared/normalize.js';
import { TOWN_NEIGHBOURHOODS } from '../shared/vocabulary.js';
import { splitWords } from './address-tokens.js';
import { mapped } from '../shared/arrays.js';

/**
 * A town a neighbourhood is a part of: its county's code and folded name (București: its whole
 * county); its name as the vocabulary writes it and its folded words, for a reading in which the
 * neighbourhood names it.
 */
export interface NeighbourhoodTown {
  county: string;
  town: string;
  name: string;
  words: readonly string[];
}

/** The towns of each neighbourhood, by its folded words joined with one space. */
const TOWNS_BY_NAME: ReadonlyMap<string, readonly NeighbourhoodTown[]> = (() => {
  const byName = new Map<string, NeighbourhoodTown[]>();
  for (const { county, town, names } of TOWN_NEIGHBOURHOODS) {
    const entry: NeighbourhoodTown = { county, town: fold(town), name: town, words: splitWords(town).map((w) => w.folded) };
    for (const name of names) {
      const key = fold(name);
      const towns = byName.get(key);
      if (towns) towns.push(entry);
      else byName.set(key, [entry]);
    }
  }
  return byName;
})();

/** The first word of every neighbourhood's name, folded: a run opening with another names none (asked of every run). */
const FIRST_WORDS: ReadonlySet<string> = new Set([...TOWNS_BY_NAME.keys()].map((k) => k.split(' ')[0]!));

/** True when a neighbourhood's name of the vocabulary may open with the folded word (see {@link neighbourhoodTowns}). */
export function mayOpenNeighbourhood(folded: string): boolean {
  return FIRST_WORDS.has(folded);
}

/** The most words of a neighbourhood's name in the vocabulary: longer fields are not looked up. */
const MOST_WORDS = Math.max(...[...TOWNS_BY_NAME.keys()].map((k) => k.split(' ').length));

/** The towns whose neighbourhood the folded words name, or undefined when they name none. */
export function neighbourhoodTowns(words: ReadonlyArray<{ folded: string }>): readonly NeighbourhoodTown[] | undefined {
  if (words.length === 0 || words.length > MOST_WORDS) return undefined;
  // A name's first word opens no neighbourhood's name: no key to build and look up (asked of every run).
  // (A folded word holding a space, a ligature's, is looked up whole as before.)
  const first = words[0]!.folded;
  if (!FIRST_WORDS.has(first) && !first.includes(' ')) return undefined;
  return TOWNS_BY_NAME.get(words.length === 1 ? words[0]!.folded : mapped(words, (w) => w.folded).join(' '));
}
