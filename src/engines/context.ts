/**
 * What every engine reads: the tables (through the catalog) and the token
 * matchers over them. Built once per loaded index.
 */
import type { Catalog } from '../reader/catalog.js';
import type { TokenIndex } from '../matchers/token-index.js';
import type { IndexState } from './index-state.js';

export interface EngineContext {
  readonly catalog: Catalog;
  readonly tokens: TokenIndex;
  /** What this index derives at run time (see index-state.ts). */
  readonly state: IndexState;
}
