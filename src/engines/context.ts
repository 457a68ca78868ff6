/**
 * What every engine reads: the tables (through the catalog), the token
 * matchers over them, and the state derived from them at run time. Made once
 * per loaded index, which owns all three.
 */
import type { Catalog } from '../reader/catalog.js';
import type { TokenIndex } from '../matchers/token-index.js';
import type { IndexState } from './index-state.js';

export interface EngineContext {
  readonly catalog: Catalog;
  readonly tokens: TokenIndex;
  /** Everything derived from this index at run time (src/engines/index-state.ts). */
  readonly state: IndexState;
}
