/**
 * Relations between places that the index stores only one way (a locality
 * knows its administrative unit): the seat of each unit, and the sectors of
 * București. Worked out once per index, by `prepare()` or on first use (a pass
 * over the place columns), and kept in the index's state (index-state.ts).
 */
import type { EngineContext } from './context.js';
import { PlaceType } from '../reader/catalog.js';
import type { Sections } from '../reader/index-reader.js';
import { NONE16 } from '../shared/format.js';

/** SIRUTA TIP of the seat locality of a municipiu, an oraș and a comună. */
const SEAT_TYPES = new Set([9, 17, 22]);

/** What {@link placeRelations} knows about the places of one catalog. */
export interface PlaceRelations {
  /** The seat locality of a unit, or -1 (also -1 for localities). */
  seat: Int32Array;
  /** The sectors of București, sector 1 first. */
  sectors: number[];
  /** The unit București (the sectors' parent), or -1. */
  bucharest: number;
  /** Catalog county index by two-letter code. */
  countyIndex: Map<string, number>;
  /** The localities with street-level codes (the large cities and the sectors), with their folded names. */
  streetPlaces: Array<{ place: number; folded: string }>;
}

/**
 * The relations of the index's places, worked out on first use from the
 * index's columns: one pass over the places, no string work but the folded
 * names of the few localities with streets (their dictionary tokens, joined).
 */
export function placeRelations(ctx: EngineContext): PlaceRelations {
  return (ctx.state.relations ??= workOutRelations(ctx));
}

function workOutRelations({ catalog }: EngineContext): PlaceRelations {
  const s = catalog.data.s;
  const places = catalog.placeCount;
  const seat = new Int32Array(places).fill(-1);
  const sectors: number[] = [];
  let bucharest = -1;
  const streetPlaces: Array<{ place: number; folded: string }> = [];
  for (let p = 0; p < places; p++) {
    const unit = s.PLACE_PARENT[p]!;
    if (unit !== NONE16) {
      const type = s.PLACE_TYPE[p]!;
      if (type === PlaceType.bucharestSector) {
        sectors.push(p);
        bucharest = unit;
      } else if (seat[unit] === -1 && SEAT_TYPES.has(type)) {
        seat[unit] = p;
      }
    }
    if (s.PLACE_STREET_SLOT[p] !== NONE16 && s.PLACE_SECTOR[p] === 0) streetPlaces.push({ place: p, folded: foldedName(s, p) });
  }
  // Sector 1 first.
  sectors.sort((a, b) => s.PLACE_SECTOR[a]! - s.PLACE_SECTOR[b]!);
  const countyIndex = new Map<string, number>();
  for (let c = 0; c < s.COUNTY_CODE.length; c++) countyIndex.set(catalog.countyCode(c), c);
  return { seat, sectors, bucharest, countyIndex, streetPlaces };
}

/** A place's name folded (`cluj napoca`): its primary tokens, which the build made by folding the name. */
function foldedName(s: Sections, place: number): string {
  let out = '';
  const from = s.PLACE_TOK_START[place]!;
  for (let k = from; k < from + s.PLACE_PRIMARY[place]!; k++) {
    const t = s.PLACE_TOKS[k]!;
    if (k > from) out += ' ';
    out += String.fromCharCode(...s.TOKEN_BYTES.subarray(s.TOKEN_START[t]!, s.TOKEN_START[t + 1]!));
  }
  return out;
}
