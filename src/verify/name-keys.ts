/**
 * The comparison keys ({@link formatKey}: case and spacing ignored, diacritics kept) of the names
 * verify compares what was written with: a place's locality name and a street's name without its
 * type. Worked out once per place and street and kept by the index (`IndexState`): the candidates
 * of verify recur, and their names with them.
 */
import type { EngineContext } from '../engines/context.js';
import { keyTable } from '../engines/index-state.js';
import { formatKey } from '../text/address-tokens.js';
import { fold } from '../shared/normalize.js';

/** {@link formatKey} of a place's locality name (`Catalog.localityName`). */
export function placeKey(ctx: EngineContext, place: number): string {
  const keys = (ctx.state.placeKeys ??= keyTable(ctx.catalog.placeCount));
  return (keys[place] ??= formatKey(ctx.catalog.localityName(place)));
}

/** {@link fold} of a place's {@link placeKey}: what a name written without diacritics is compared with, for each candidate of each look-up. */
export function foldedPlaceKey(ctx: EngineContext, place: number): string {
  const keys = (ctx.state.foldedPlaceKeys ??= keyTable(ctx.catalog.placeCount));
  return (keys[place] ??= fold(placeKey(ctx, place)));
}

/** {@link formatKey} of a street's name without its type (`Catalog.streetBareName`). */
export function streetKey(ctx: EngineContext, street: number): string {
  const keys = (ctx.state.streetKeys ??= keyTable(ctx.catalog.streetCount));
  return (keys[street] ??= formatKey(ctx.catalog.streetBareName(street)));
}
