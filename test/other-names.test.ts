/**
 * Localities' other names (Hungarian, German, older) from the GeoNames gazetteer: the build step on
 * a few hand-typed gazetteer lines, and the index's names read back by verify.
 */
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGazetteer } from '../data-build/readers/gazetteer.js';
import { matchGazetteer, type PlaceRecord } from '../data-build/model.js';
import { otherNamesOf, usableOtherName } from '../data-build/other-names.js';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { NONE } from '../src/shared/format.js';
import { fold } from '../src/shared/normalize.js';
import { allowedEdits, oneMistakeApart } from '../src/matchers/edit-distance.js';
import { LOCALITY_LEVEL, UNIT_LEVEL } from '../src/shared/place-kind.js';
import { INDEX_PATH } from './helpers/index.js';

/** A place of the fixture: `parent` a place index, NONE for a unit. */
function place(siruta: number, name: string, level: number, parent: number, county: number): PlaceRecord {
  return { siruta, name, aliases: [], type: level === UNIT_LEVEL ? 3 : 23, level, parent, county, postal: 0, lat: 0, lon: 0, coord: 0, streets: [] };
}

/** One gazetteer line (the GeoNames table's 19 columns; only those the reader reads are filled). */
function line(id: number, name: string, alternates: string, admin2: number, population: number): string {
  const c = new Array<string>(19).fill('');
  c[0] = String(id); c[1] = name; c[2] = fold(name); c[3] = alternates; c[4] = '46.5'; c[5] = '25.5'; c[7] = 'PPL';
  c[8] = 'RO'; c[10] = '10'; c[11] = String(admin2); c[14] = String(population);
  return c.join('\t');
}

describe('other names, the build step', () => {
  // Two counties (0, 1). The commune Alfa (100) of county 0 with its villages Alfa, Bétafalu, Gama;
  // the commune Delta (200) of county 1 with its village Delta. Names invented.
  const places = [
    place(100, 'Alfa', UNIT_LEVEL, NONE, 0),
    place(101, 'Alfa', LOCALITY_LEVEL, 0, 0),
    place(102, 'Beta', LOCALITY_LEVEL, 0, 0),
    place(103, 'Gama', LOCALITY_LEVEL, 0, 0),
    place(200, 'Delta', UNIT_LEVEL, NONE, 1),
    place(201, 'Delta', LOCALITY_LEVEL, 3, 1),
  ];
  const placeIndex = new Map(places.map((p, i) => [p.siruta, i]));
  const lines = [
    // Beta: a name kept (two spellings of it), one in Cyrillic, a code, one with a digit, a
    // spelling a mistake away, the official name of another place of its county, and one it
    // shares with Gama.
    line(1, 'Beta', 'Betafalva,Bétafalva,Бета,BT,Beta 2,Betta,Gama,Gamahaza', 100, 900),
    line(2, 'Gama', 'Gamahaza,Gammendorf', 100, 800),
    // Delta, in the other county, may share Beta's other name: the county tells them apart.
    line(3, 'Delta', 'Betafalva', 200, 700),
    // A row of another country, and one of no known unit: not read, not matched.
    line(4, 'Epsilon', 'Epsilonfalva', 999, 600).replace('\tRO\t', '\tHU\t'),
    line(5, 'Zeta', 'Zetafalva', 999, 500),
    // A neighbourhood's row that lists its commune's name: it matches the unit Alfa, but is not its row.
    line(6, 'Omega', 'Alfa,Omegafalva', 100, 50),
  ];
  const dir = mkdtempSync(join(tmpdir(), 'other-names-'));
  const file = join(dir, 'cities500.txt');
  writeFileSync(file, `${lines.join('\n')}\n`);
  const gazetteer = readGazetteer(file);
  rmSync(dir, { recursive: true, force: true });

  it('matches rows to the places of their unit by name, and keeps the usable other names', () => {
    expect(gazetteer.map((g) => g.name)).toEqual(['Beta', 'Gama', 'Delta', 'Zeta', 'Omega']);
    const matched = matchGazetteer(places, placeIndex, gazetteer);
    // Beta -> place 2, Gama -> 3, Delta -> the unit Delta (4; its village shares the name); Zeta's unit is unknown.
    expect([...matched].map(([p, g]) => [p, g.name]).sort()).toEqual([[0, 'Omega'], [2, 'Beta'], [3, 'Gama'], [4, 'Delta']]);
    // Say Betafalva is also a neighbourhood of a town of county 1 (the vocabulary's): Delta's is
    // dropped, Beta's (county 0) kept.
    const { names, stats } = otherNamesOf(places, matched, new Set([`1\t${fold('Betafalva')}`]));
    expect(names).toEqual([
      { place: 2, name: 'Betafalva' },
      { place: 3, name: 'Gammendorf' },
    ]);
    expect(stats).toEqual({ placesMatched: 4, placesNamed: 2, kept: 2, rowsNotOwn: 1, droppedScript: 3, droppedNear: 1, droppedNearOther: 0, droppedOfficial: 1, droppedNeighbourhood: 1, droppedAmbiguous: 2 });
  });

  it('keeps Latin-script names of three letters or more without digits', () => {
    expect(['Csíkszentdomokos', 'Großau', 'Sankt Georgen', "O'Brien", 'Mühlbach'].every(usableOtherName)).toBe(true);
    expect(['Бета', 'Αλφα', 'BT', 'Ab', 'Beta 2', 'Alfa1', ''].some(usableOtherName)).toBe(false);
  });
});

describe("other names, the index's", () => {
  const index = loadIndexSync(INDEX_PATH) as LoadedIndex;
  const catalog = index.catalog;
  const s = catalog.data.s;
  const official = new Set<string>();
  const officialAnywhere = new Set<string>();
  for (let p = 0; p < catalog.placeCount; p++) {
    official.add(`${catalog.placeCounty(p)}\t${fold(catalog.placeName(p))}`);
    officialAnywhere.add(fold(catalog.placeName(p)));
  }
  const rows = s.OTHER_NAME_PLACE.length;

  it('holds thousands of names, each the only one of its county and no official name there', () => {
    expect(rows).toBeGreaterThan(3000);
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: rows - 1 }), (i) => {
      const p = s.OTHER_NAME_PLACE[i]!;
      const folded = fold(catalog.data.str(s.OTHER_NAME_STR[i]!));
      const county = catalog.placeCounty(p);
      expect(official.has(`${county}\t${folded}`)).toBe(false);
      const named = catalog.placesOtherNamed(folded);
      expect(named).toContain(p);
      expect(named.filter((q) => catalog.placeCounty(q) === county)).toEqual([p]);
      checked++;
    }), { numRuns: 2000, seed: 1624 });
    expect(checked).toBe(2000);
  });

  it('a look-up finds what comparing every row finds (the rows of its first two letters and length searched)', () => {
    const names = [...Array(rows).keys()].map((i) => catalog.data.str(s.OTHER_NAME_STR[i]!));
    const everyRow = (text: string) => names.flatMap((name, i) => (name === text ? [s.OTHER_NAME_PLACE[i]!] : []));
    // A name, or one cut, lengthened, a letter changed, or another text (one and two characters, not ASCII).
    const text = fc.oneof(
      fc.tuple(fc.integer({ min: 0, max: rows - 1 }), fc.integer({ min: 0, max: 40 }), fc.constantFrom('', 'a', 'z', ' ', 'ș', 'é'), fc.nat())
        .map(([i, cut, add, at]) => {
          const name = names[i]!;
          const k = at % (name.length + 1);
          return cut % 4 === 0 ? name : cut % 4 === 1 ? name.slice(0, cut % name.length) : cut % 4 === 2 ? name + add : name.slice(0, k) + add + name.slice(k + 1);
        }),
      fc.string({ maxLength: 3 }),
      fc.stringMatching(/^[a-z ]{1,12}$/),
    );
    let found = 0;
    let checked = 0;
    fc.assert(fc.property(text, (t) => {
      const expected = everyRow(t);
      expect([...catalog.placesOtherNamed(t)]).toEqual(expected);
      if (expected.length > 0) found++;
      checked++;
    }), { numRuns: 3000, seed: 1725 });
    expect(checked).toBe(3000);
    expect(found).toBeGreaterThan(300);
  });

  it('verify reads each name that is no official name anywhere as its place, in its county', () => {
    const placeOfSiruta = new Map([...Array(catalog.placeCount).keys()].map((q) => [catalog.placeSiruta(q), q]));
    let checked = 0;
    let officialElsewhere = 0;
    const missed: string[] = [];
    fc.assert(fc.property(fc.integer({ min: 0, max: rows - 1 }), (i) => {
      const p = s.OTHER_NAME_PLACE[i]!;
      const name = catalog.data.str(s.OTHER_NAME_STR[i]!);
      // An official name wins over another place's other name, wherever the other place is.
      if (officialAnywhere.has(fold(name))) {
        officialElsewhere++;
        return;
      }
      const r = index.verify({ locality: name, county: catalog.countyName(catalog.placeCounty(p)) });
      const answered = placeOfSiruta.get(r.siruta ?? -1);
      checked++;
      // A unit is answered by one of its localities (its seat, or the village of its name).
      if (answered === p || (catalog.placeLevel(p) === UNIT_LEVEL && answered !== undefined && catalog.placeParent(answered) === p)) {
        expect(r.corrections.find((c) => c.field === 'locality')).toMatchObject({ from: name, to: r.address.locality });
      } else {
        // A name joining two villages' names (`Răcătău-Măguri` for Măguri) is read as the official one of its words.
        missed.push(`${name}: ${catalog.placeName(p)}, answered ${r.address.locality}`);
      }
    }), { numRuns: 300, seed: 1624 });
    // Nearly all are checked; the few official names elsewhere are counted, not silently passed.
    expect(checked + officialElsewhere).toBe(300);
    expect(checked).toBeGreaterThan(250);
    expect(missed.length, missed.join('; ')).toBeLessThanOrEqual(Math.ceil(checked * 0.03));
  });

  it('an other name one typing mistake from an official name elsewhere is no sure answer: the official name is as likely meant', () => {
    // Official names by folded length, to find those one typing mistake from a name.
    const byLength = new Map<number, string[]>();
    for (const f of officialAnywhere) byLength.set(f.length, [...(byLength.get(f.length) ?? []), f]);
    const nearOfficial = (folded: string, own: string): string | undefined => {
      for (const length of [folded.length - 1, folded.length, folded.length + 1]) {
        const hit = byLength.get(length)?.find((f) => f !== folded && f !== own && oneMistakeApart(f, folded));
        if (hit !== undefined) return hit;
      }
      return undefined;
    };
    let near = 0;
    let far = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: rows - 1 }), (i) => {
      const name = catalog.data.str(s.OTHER_NAME_STR[i]!);
      const folded = fold(name);
      // (Names too short for the search to forgive a mistake, `Taz` beside Tău, have no look-alike.)
      if (officialAnywhere.has(folded) || folded.includes(' ') || allowedEdits(folded.length) === 0) {
        far++;
        return;
      }
      const official = nearOfficial(folded, fold(catalog.placeName(s.OTHER_NAME_PLACE[i]!)));
      if (official === undefined) {
        far++;
        return;
      }
      near++;
      // Written alone, no county: never a sure answer naming the other-named place.
      const r = index.verify({ freeform: name });
      const sure = r.confidence >= 0.9 && r.siruta === catalog.placeSiruta(s.OTHER_NAME_PLACE[i]!);
      expect(sure, `${name} (${official} one mistake away): ${r.verdict} ${r.confidence} ${r.address.locality ?? ''}`).toBe(false);
    }), { numRuns: 1500, seed: 1717 });
    // Both kinds were drawn and counted: the property checked names that have an official look-alike.
    expect(near + far).toBe(1500);
    expect(near).toBeGreaterThan(30);
  });

  it('examples: a village by its Hungarian or German name; an official name first', () => {
    const answer = (input: { locality: string; county: string }) => {
      const r = index.verify(input);
      return [r.address.locality, r.address.county, r.corrections.find((c) => c.field === 'locality')?.reason];
    };
    expect(answer({ locality: 'Csíkszentdomokos', county: 'Harghita' })).toEqual(['Sândominic', 'Harghita', 'abbreviation']);
    expect(answer({ locality: 'Schäßburg', county: 'Mureș' })).toEqual(['Sighișoara', 'Mureș', 'abbreviation']);
    // Written in the wrong county, still the place (the county is corrected), as an official name is.
    expect(answer({ locality: 'Csíkszentdomokos', county: 'Covasna' })[0]).toBe('Sândominic');
    // An other name one letter from official names elsewhere (`Tapa`: Luminiș's, and Talpa mistyped): ambiguous, both candidates.
    const tapa = index.verify({ freeform: 'Tapa' });
    expect(tapa.verdict).toBe('ambiguous');
    expect(tapa.candidates?.map((c) => c.address.locality)).toEqual(expect.arrayContaining(['Talpa', 'Luminiș']));
    // An official name of a place is never read as another place's other name.
    const shadowed = [...Array(rows).keys()].map((i) => fold(catalog.data.str(s.OTHER_NAME_STR[i]!))).filter((f) => officialAnywhere.has(f));
    let checked = 0;
    for (const folded of shadowed.slice(0, 20)) {
      const officialPlaces = [...Array(catalog.placeCount).keys()].filter((p) => fold(catalog.placeName(p)) === folded);
      const r = index.verify({ locality: folded });
      const answered = [...Array(catalog.placeCount).keys()].find((p) => catalog.placeSiruta(p) === r.siruta);
      expect(answered === undefined ? undefined : fold(catalog.placeName(answered)), folded).toBe(fold(catalog.placeName(officialPlaces[0]!)));
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
