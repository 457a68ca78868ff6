/**
 * What every engine reads: the tables (through the catalog) and the token
 * matchers over them. Built once per loaded index.
 */
import type { MatchContext } from '../matchers/context.js';
import type { IndexState } from './index-state.js';
import type { RankingOptions } from './ranking.js';

export interface EngineContext extends MatchContext {
  /** What this index derives at run time (see index-state.ts). */
  readonly state: IndexState;
  /** Verify's weights, thresholds and confidence factors (the defaults unless the loader was given others). */
  readonly ranking: RankingOptions;
}
