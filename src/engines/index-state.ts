/**
 * Everything derived from one index at run time, in one object the index owns.
 *
 * The search tables themselves are not here: the data build writes them into
 * the index and they are typed-array views over its bytes (src/matchers/name-tables.ts),
 * made with the index. What remains is small and worked out from those views:
 *
 * - `search`: autocomplete's look-ups over the counties and sectors and its
 *   scratch marks (src/engines/autocomplete-state.ts);
 * - `relations`: the seat of each unit, the sectors of București, the
 *   localities with streets (src/engines/place-relations.ts), for verify;
 * - `placeCodes`, `streetCodes`: the code of each place and street suggested
 *   (src/engines/suggestion-text.ts), at most one entry per place and street;
 * - `placeKeys`: the comparison key of each locality name verify compared
 *   (src/engines/verify-locality.ts), at most one per place.
 *
 * `prepare()` of the index fills the first two (src/address-index.ts); without
 * it they are made on first use. The maps grow with use, bounded by the
 * number of places and streets. Nothing here is shared between two indexes.
 */
import type { SearchState } from './autocomplete-state.js';
import type { PlaceRelations } from './place-relations.js';

export class IndexState {
  search: SearchState | undefined = undefined;
  relations: PlaceRelations | undefined = undefined;
  readonly placeCodes = new Map<number, string>();
  readonly streetCodes = new Map<number, string>();
  readonly placeKeys = new Map<number, string>();
}
