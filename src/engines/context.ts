/**
 * What every engine reads: the tables (through the catalog) and the token
 * matchers over them. Built once per loaded index.
 */
import type { Catalog } from '../reader/catalog.js';
import type { TokenIndex } from '../matchers/token-index.js';

export interface EngineContext {
  readonly catalog: Catalog;
  readonly tokens: TokenIndex;
}
