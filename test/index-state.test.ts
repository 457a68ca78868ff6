/**
 * Everything derived from an index at run time hangs off that index's state
 * (src/engines/index-state.ts): two indexes in one process share nothing, and
 * no engine module keeps a cache of its own.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import type { VerifyInput } from '../src/types.js';
import { INDEX_PATH, ROOT } from './helpers/index.js';

const QUERIES = ['calea victoriei', 'Tirgoviste', 'g-ral magheru', 'Alexa', 'Rm Valcea', 'bd unirii bucuresti', 'str mihai eminescu cluj', 'sector 3', 'Piatra Neamt', 'zorilor cluj'];
const VERIFY: VerifyInput[] = [
  { freeform: 'Str. Memorandumului 28, Cluj-Napoca, jud. Cluj' },
  { street: 'Calea Victoriei 12', locality: 'București' },
  { freeform: 'Bd. Independenței 5, Iași' },
];

const load = (): LoadedIndex => loadIndexSync(INDEX_PATH) as LoadedIndex;

describe('per-index state', () => {
  it('starts empty, is filled by prepare(), and belongs to one index only', () => {
    const a = load();
    const b = load();
    expect(a.context.state).not.toBe(b.context.state);
    expect(a.context.state.search).toBeUndefined();
    expect(a.context.state.relations).toBeUndefined();
    a.prepare();
    expect(a.context.state.search).toBeDefined();
    expect(a.context.state.relations).toBeDefined();
    expect(b.context.state.search).toBeUndefined();
    expect(b.context.state.relations).toBeUndefined();
    // prepare() twice keeps what it made.
    const search = a.context.state.search;
    a.prepare();
    expect(a.context.state.search).toBe(search);
    a.autocomplete('calea victoriei');
    expect(a.context.state.streetCodes.size).toBeGreaterThan(0);
    expect(b.context.state.streetCodes.size).toBe(0);
    b.autocomplete('calea victoriei');
    // Compared by identity in plain code: vitest's not.toBe deep-compares the two objects to hint at
    // toEqual, which for two search states took 24 s (130 s on a loaded machine, past the timeout).
    expect(b.context.state.search === a.context.state.search).toBe(false);
    expect(b.context.state.search?.placeMark === a.context.state.search?.placeMark).toBe(false);
  });

  it('gives two indexes used in turn the same answers as one used alone', () => {
    const alone = load();
    const expected = QUERIES.map((q) => alone.autocomplete(q, { limit: 5 }));
    const verified = VERIFY.map((v) => alone.verify(v));
    const a = load();
    const b = load();
    b.prepare();
    for (let i = 0; i < QUERIES.length; i++) {
      // Interleaved: each call runs between calls on the other index, in both orders.
      expect(a.autocomplete(QUERIES[i]!, { limit: 5 })).toEqual(expected[i]);
      expect(b.autocomplete(QUERIES[QUERIES.length - 1 - i]!, { limit: 5 })).toEqual(expected[QUERIES.length - 1 - i]);
      expect(b.autocomplete(QUERIES[i]!, { limit: 5 })).toEqual(expected[i]);
    }
    for (let i = 0; i < VERIFY.length; i++) {
      expect(b.verify(VERIFY[i]!)).toEqual(verified[i]);
      expect(a.verify(VERIFY[i]!)).toEqual(verified[i]);
    }
  });

  it('has no module-level cache in the runtime modules that read an index', () => {
    const offenders: string[] = [];
    for (const dir of ['engines', 'matchers', 'reader', 'shared']) {
      const folder = join(ROOT, 'src', dir);
      for (const file of readdirSync(folder).filter((f) => f.endsWith('.ts'))) {
        const lines = readFileSync(join(folder, file), 'utf8').split('\n');
        lines.forEach((line, i) => {
          // A WeakMap anywhere, or a module-level `let`: where per-index caches used to hide.
          if (/new WeakMap\b/.test(line) || /^let\s/.test(line)) offenders.push(`src/${dir}/${file}:${i + 1}: ${line.trim()}`);
        });
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('derived relations', () => {
  it('match a full pass over the places (seats, sectors, places with streets, slots)', () => {
    const index = load();
    index.prepare();
    const s = index.catalog.data.s;
    const places = index.catalog.placeCount;
    const NONE = 0xffff;
    const seat = new Int32Array(places).fill(-1);
    const sectors: number[] = [];
    const withStreets: number[] = [];
    let bucharest = -1;
    let slots = 0;
    for (let p = 0; p < places; p++) {
      const unit = s.PLACE_PARENT[p]!;
      const type = s.PLACE_TYPE[p]!;
      if (unit !== NONE && type === 6) {
        sectors.push(p);
        bucharest = unit;
      } else if (unit !== NONE && seat[unit] === -1 && [9, 17, 22].includes(type)) seat[unit] = p;
      if (s.PLACE_STREET_SLOT[p] !== NONE) {
        slots++;
        if (s.PLACE_SECTOR[p] === 0) withStreets.push(p);
      }
    }
    sectors.sort((a, b) => s.PLACE_SECTOR[a]! - s.PLACE_SECTOR[b]!);
    const relations = index.context.state.relations!;
    expect(sectors).toHaveLength(6);
    expect(Array.from({ length: places }, (_, p) => relations.seatOf(p))).toEqual(Array.from(seat));
    expect(relations.sectors).toEqual(sectors);
    expect(relations.bucharest).toBe(bucharest);
    expect(relations.streetPlaces.map((x) => x.place)).toEqual(withStreets);
    expect(relations.streetPlaces.find((x) => index.catalog.placeName(x.place) === 'Cluj-Napoca')?.folded).toBe('cluj napoca');
    const search = index.context.state.search!;
    expect(search.streetPlaces).toBe(slots);
    expect(search.sectorPlaces).toEqual([-1, ...sectors]);
  });
});
