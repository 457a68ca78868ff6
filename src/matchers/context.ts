/**
 * What the matchers read: the catalog's tables and the token index over them.
 * The engines' context extends it with the index's run-time state.
 */
import type { Catalog } from '../reader/catalog.js';
import type { TokenIndex } from './token-index.js';

export interface MatchContext {
  readonly catalog: Catalog;
  readonly tokens: TokenIndex;
}
