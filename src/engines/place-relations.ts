/**
 * Relations between places that the index stores only one way (a locality
 * knows its administrative unit): the seat of each unit, and the sectors of
 * București. Worked out once per index, by `prepare()` or on first use, and
 * kept in the index's state (index-state.ts). Cheap to make: the seats come
 * from the localities of each unit (a search table of the index), the sectors
 * from the places of București's county; the folded names of the localities
 * with streets are made when first asked for.
 */
import type { EngineContext } from './context.js';
import type { Sections } from '../reader/index-reader.js';
import { NONE16 } from '../shared/format.js';
import { isSeatType, SirutaType } from '../shared/place-kind.js';

/** What {@link placeRelations} knows about the places of one index. */
export interface PlaceRelations {
  /** The seat locality of a unit, or -1 (also -1 for a locality). */
  seatOf(unit: number): number;
  /** The sectors of București, sector 1 first. */
  readonly sectors: number[];
  /** The unit București (the sectors' parent), or -1. */
  readonly bucharest: number;
  /** Catalog county index by two-letter code. */
  readonly countyIndex: Map<string, number>;
  /** The localities with street-level codes (the large cities and the sectors), with their folded names. */
  readonly streetPlaces: ReadonlyArray<{ place: number; folded: string }>;
}

/** The relations of the index's places (made on first use). */
export function placeRelations(ctx: EngineContext): PlaceRelations {
  return (ctx.state.relations ??= new Relations(ctx));
}

class Relations implements PlaceRelations {
  readonly sectors: number[];
  readonly bucharest: number = -1;
  readonly countyIndex = new Map<string, number>();
  private folded: Array<{ place: number; folded: string }> | undefined;

  constructor(private readonly ctx: EngineContext) {
    const { catalog } = ctx;
    const s = catalog.data.s;
    for (let c = 0; c < s.COUNTY_CODE.length; c++) this.countyIndex.set(catalog.countyCode(c), c);
    this.sectors = bucharestSectors(ctx);
    const [first] = this.sectors;
    if (first !== undefined) this.bucharest = s.PLACE_PARENT[first]!;
  }

  /** The unit's first locality of a seat's type, in place order (the unit's localities are stored in place order). */
  seatOf(unit: number): number {
    const s = this.ctx.catalog.data.s;
    for (let k = s.PLACE_CHILD_START[unit]!; k < s.PLACE_CHILD_START[unit + 1]!; k++) {
      const c = s.PLACE_CHILDREN[k]!;
      if (isSeatType(s.PLACE_TYPE[c]!)) return c;
    }
    return -1;
  }

  get streetPlaces(): ReadonlyArray<{ place: number; folded: string }> {
    if (this.folded !== undefined) return this.folded;
    const s = this.ctx.catalog.data.s;
    const out: Array<{ place: number; folded: string }> = [];
    // Streets are stored by place: the places with streets are those of the streets, in order.
    const streetPlace = s.STREET_PLACE;
    for (let st = 0; st < streetPlace.length; ) {
      const p = streetPlace[st]!;
      if (s.PLACE_SECTOR[p] === 0) out.push({ place: p, folded: foldedName(s, p) });
      st = s.PLACE_STREET_START[p + 1]!;
    }
    this.folded = out;
    return out;
  }
}

/**
 * The sectors of București, sector 1 first (empty for an index without them):
 * found among the places of its county, not by a pass over every place.
 */
export function bucharestSectors({ catalog }: EngineContext): number[] {
  const s = catalog.data.s;
  const sectors: number[] = [];
  for (let c = 0; c < s.COUNTY_CODE.length; c++) {
    if (catalog.countyCode(c) !== 'B') continue;
    for (let k = s.COUNTY_PLACE_START[c]!; k < s.COUNTY_PLACE_START[c + 1]!; k++) {
      const p = s.COUNTY_PLACES[k]!;
      if (s.PLACE_TYPE[p] === SirutaType.bucharestSector && s.PLACE_PARENT[p] !== NONE16) sectors.push(p);
    }
  }
  return sectors.sort((a, b) => s.PLACE_SECTOR[a]! - s.PLACE_SECTOR[b]!);
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
