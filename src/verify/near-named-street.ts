/**
 * A street written exactly whose name is one typing mistake from another street of the locality
 * that the rest of the address fits as well: the street analog of `nearNamesAsMany`
 * (verify-locality.ts). A slip of the keyboard lands on a real name as easily as anywhere, so the
 * name as written is then no better evidence of its street than of the neighbour mistyped
 * (`Strada Sadinei, București`: Strada Sadinei of Sector 6, or Strada Salinei of Sector 4 with a
 * letter changed), unless the slip would be of a word's first letter, which people seldom mistype.
 * Only what is written can tell them apart: the type word (the neighbour of another type than
 * written is not it), the house number (the neighbour that holds no interval of it is not it), the
 * sector (a sector written scopes the search) or a postal code (the answer's code written confirms
 * it). See `CONFIDENCE.nearNamedStreet` (ranking.ts).
 */
import { findStreets as searchStreets } from '../matchers/name-search.js';
import { matchHouseNumber } from '../matchers/house-numbers.js';
import { nameTables } from '../matchers/name-tables.js';
import { streetOf } from '../matchers/token-index.js';
import type { EngineContext } from '../engines/context.js';
import { mapped } from '../shared/arrays.js';
import { keep } from '../engines/index-state.js';
import type { Resolution } from './verify-resolve.js';

/**
 * True when the answer's street was found by the name as written (no typing mistake, no word
 * left out or added, not cut short) and another street of the locality searched, of the type
 * written (any, when none was), is named one typing mistake from the words written and holds the
 * house number written (any street, when none was). The caller asks only of an answer that would
 * otherwise be sure and has no postal code written.
 */
export function nearNamedStreet(ctx: EngineContext, r: Resolution): boolean {
  const s = r.street;
  const written = r.reading.street;
  if (r.streetState !== 'found' || s === undefined || written === undefined) return false;
  if (s.edits > 0 || s.extra > 0 || s.missing > 0 || s.missingGiven > 0 || s.cut || s.uncovered.length > 0) return false;
  const query = r.house?.query;
  const typed = written.typeAny ? 0 : written.typeId;
  for (const street of nearNamedStreets(ctx, s.street, typed, written.words, r.locality.scope)) {
    if (query === undefined || (matchHouseNumber(ctx.catalog, street, query)?.contained ?? false)) return true;
  }
  return false;
}

/**
 * How many answers' neighbours an index remembers (`IndexState.nearNamedStreets`): the search of
 * {@link nearNamedStreets} reads nothing but the index and its key, and the same streets of the same
 * towns are answered row after row (a block's flats, a street's houses: only the house number
 * differs, which is checked on the few neighbours found). Past this the map starts again.
 */
export const NEAR_NAMED_STREETS_KEPT = 4096;

/**
 * The streets of the places of `scope` other than `street` (and its namesakes of other sectors),
 * of the type `typed` (any, when 0), whose whole name is `words` with one word changed to a
 * dictionary token one typing mistake from it, its first letter kept: {@link nearNamedStreet}'s
 * neighbours before their house numbers are checked, remembered per index by the question.
 * Shared: callers must not change it.
 */
function nearNamedStreets(ctx: EngineContext, street: number, typed: number, words: readonly string[], scope: readonly number[]): readonly number[] {
  const key = `${street}\n${typed}\n${scope.join(',')}\n${words.join('\n')}`;
  const memo = ctx.state.nearNamedStreets;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const { catalog } = ctx;
  const ownName = catalog.streetBareName(street);
  const deletions = nameTables(catalog, ctx.tokens).deletions;
  const ranges = scope.map((p) => catalog.placeStreets(p));
  const near: number[] = [];
  // Each word changed to a dictionary token one mistake from it (the deletion table, as `nearNamesAsMany` does for
  // places), the names so made looked up whole and exactly: a search with typing mistakes cost a tenth of a verify.
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    for (const token of deletions.near(word)) {
      const text = ctx.tokens.text(token);
      // (People seldom mistype a word's first letter, as the street search weighs it too: `Luncii` written is no
      // likely slip for Strada Muncii.)
      if (text[0] !== word[0] || !namesStreetIn(ctx, token, ranges)) continue;
      const hits = searchStreets(ctx, mapped(words, (w, k) => (k === i ? text : w)), { lastIsPrefix: false, exact: true, withMistakes: false, places: scope });
      for (const hit of hits) {
        if (hit.street === street || hit.uncovered > 0) continue;
        // (The same name in another sector is the same street: its codes are the answer's candidates.)
        if (catalog.streetBareName(hit.street) === ownName) continue;
        if (typed !== 0 && catalog.streetTypeId(hit.street) !== typed) continue;
        if (!near.includes(hit.street)) near.push(hit.street);
      }
    }
  }
  return keep(memo, key, NEAR_NAMED_STREETS_KEPT, near);
}

/**
 * True when a street of the places whose street ranges are `ranges` has the token in its name: most tokens one mistake
 * from a word name no street there (a village's, another town's), and this spares their whole-name searches.
 */
function namesStreetIn(ctx: EngineContext, token: number, ranges: ReadonlyArray<{ from: number; to: number }>): boolean {
  const p = ctx.tokens.postings(token);
  for (const range of ranges) {
    if (range.to <= range.from) continue;
    // (Street references ascend by street id: the first at or after the range's start says whether one is in it.)
    let lo = p.streetsFrom;
    let hi = p.to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (streetOf(p.refs[mid]!) < range.from) lo = mid + 1;
      else hi = mid;
    }
    if (lo < p.to && streetOf(p.refs[lo]!) < range.to) return true;
  }
  return false;
}
