/**
 * Other names of localities from the GeoNames gazetteer: the Hungarian, German and older names
 * its `alternatenames` column lists for a place (`Csíkszentdomokos` for Sândominic, `Birthälm`
 * for Biertan), kept so that verify can read a locality written by one of them. Only names that
 * cannot be mistaken for a real place are kept: none that is a place's official name in the
 * same county, none that two places of one county share.
 */
import { fold } from '../src/shared/normalize.js';
import type { GazetteerPlace } from './readers/gazetteer.js';
import { recordAt } from './checked.js';
import { allowedEdits, editDistance } from '../src/matchers/edit-distance.js';
import type { PlaceRecord } from './model.js';

/** One other name of a place: as GeoNames writes it. */
export interface OtherName {
  place: number;
  name: string;
}

/** What {@link otherNamesOf} kept and dropped, for the build report. */
export interface OtherNameStats {
  /** Gazetteer rows matched to a place. */
  placesMatched: number;
  /** Places with at least one other name kept. */
  placesNamed: number;
  kept: number;
  /** Not in Latin script, with a digit, or of one or two letters. */
  droppedScript: number;
  /** Rows matched through an alternate name only (a neighbourhood listing its town's name): not the place's own row. */
  rowsNotOwn: number;
  /** Within the typing mistakes verify forgives of the official name (`Orada`, `Ploesti`): found as a spelling already. */
  droppedNear: number;
  /**
   * Within the typing mistakes of another place's long official name (eight letters or more), in
   * any county (`Rasboeni`, an old name of Războieni-Cetate, is Răsboieni mistyped): that place is
   * the likelier meaning, and the name search finds it.
   */
  droppedNearOther: number;
  /** An official name of a locality or unit of the same county. */
  droppedOfficial: number;
  /** A neighbourhood of a town of the county (the vocabulary's, `Socola` of Iași): read as such already. */
  droppedNeighbourhood: number;
  /** Shared by two places of one county. */
  droppedAmbiguous: number;
}

/** Latin letters, with the spaces, hyphens, apostrophes and dots names are written with. */
const LATIN_NAME = /^[\p{Script=Latin}\p{M} .'’()-]+$/u;

/** True when `name` is written in Latin script, has no digit and folds to three letters or more. */
export function usableOtherName(name: string): boolean {
  if (!LATIN_NAME.test(name)) return false;
  return fold(name).replace(/ /g, '').length > 2;
}

/**
 * The other names of `places` in the rows of `gazetteer` matched to them (`matched`: place ->
 * row, see `matchGazetteer` in model.ts), in place order then name; each distinct folded name
 * once per place, written as the first of its spellings GeoNames lists.
 */
export function otherNamesOf(
  places: readonly PlaceRecord[], matched: ReadonlyMap<number, GazetteerPlace>,
  /** `county index\tfolded name` of the vocabulary's town neighbourhoods (GeoNames lists a city's absorbed villages as its other names). */
  neighbourhoods: ReadonlySet<string> = new Set(),
): { names: OtherName[]; stats: OtherNameStats } {
  const stats: OtherNameStats = { placesMatched: matched.size, placesNamed: 0, kept: 0, rowsNotOwn: 0, droppedScript: 0, droppedNear: 0, droppedNearOther: 0, droppedOfficial: 0, droppedNeighbourhood: 0, droppedAmbiguous: 0 };
  // Official names of each county's places (localities and units alike).
  const official = new Set<string>();
  places.forEach((p) => {
    official.add(`${p.county}\t${fold(p.name)}`);
    for (const a of p.aliases) official.add(`${p.county}\t${fold(a)}`);
  });
  // Official names by length, for the names a typing mistake or two away.
  const byLength = new Map<number, Set<string>>();
  for (const p of places) {
    const folded = fold(p.name);
    const set = byLength.get(folded.length) ?? new Set<string>();
    set.add(folded);
    byLength.set(folded.length, set);
  }
  const nearOfficial = (folded: string): boolean => {
    for (let length = folded.length - 2; length <= folded.length + 2; length++) {
      for (const name of byLength.get(length) ?? []) {
        // Long names only (two mistakes forgiven): among the many short names one letter often
        // tells two unrelated places apart (`Gyalu`, Gilău, and the village Galu).
        const allowed = allowedEdits(name.length);
        if (allowed >= 2 && editDistance(folded, name, allowed) <= allowed) return true;
      }
    }
    return false;
  };
  // Candidates: each place's folded other names, and which places of a county hold each.
  const candidates = new Map<number, Map<string, string>>();
  const holders = new Map<string, Set<number>>();
  for (const [place, row] of [...matched].sort((a, b) => a[0] - b[0])) {
    const p = recordAt(places as PlaceRecord[], place, 'place');
    const own = fold(p.name);
    // Only the place's own row (its name is the place's): a neighbourhood's row that lists its
    // town's name among its other names gives the town its coordinates at most, not its names.
    if (fold(row.name) !== own && fold(row.asciiName) !== own) {
      stats.rowsNotOwn++;
      continue;
    }
    const names = new Map<string, string>();
    for (const written of [row.name, row.asciiName, ...row.alternateNames]) {
      const name = written.trim();
      const folded = fold(name);
      if (folded === own || names.has(folded)) continue;
      if (folded === '' || !usableOtherName(name)) {
        stats.droppedScript++;
        continue;
      }
      // A spelling a typing mistake or two away is found by the name search already, as a spelling:
      // kept as another name it would be taken for a name written right.
      if (editDistance(folded, own, allowedEdits(own.length)) <= allowedEdits(own.length)) {
        stats.droppedNear++;
        continue;
      }
      if (official.has(`${p.county}\t${folded}`)) {
        stats.droppedOfficial++;
        continue;
      }
      if (nearOfficial(folded)) {
        stats.droppedNearOther++;
        continue;
      }
      if (neighbourhoods.has(`${p.county}\t${folded}`)) {
        stats.droppedNeighbourhood++;
        continue;
      }
      names.set(folded, name);
      const key = `${p.county}\t${folded}`;
      const set = holders.get(key) ?? new Set<number>();
      set.add(place);
      holders.set(key, set);
    }
    candidates.set(place, names);
  }
  const out: OtherName[] = [];
  for (const [place, names] of candidates) {
    const county = recordAt(places as PlaceRecord[], place, 'place').county;
    let any = false;
    for (const [folded, name] of [...names].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
      if ((holders.get(`${county}\t${folded}`)?.size ?? 0) > 1) {
        stats.droppedAmbiguous++;
        continue;
      }
      out.push({ place, name });
      any = true;
    }
    if (any) stats.placesNamed++;
  }
  stats.kept = out.length;
  return { names: out, stats };
}
