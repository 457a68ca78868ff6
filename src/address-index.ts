/**
 * A loaded index and the engines that answer from it.
 */
import { Catalog } from './reader/catalog.js';
import { IndexData } from './reader/index-reader.js';
import { TokenIndex } from './matchers/token-index.js';
import type { EngineContext } from './engines/context.js';
import { lookupPostalCode } from './engines/lookup.js';
import { autocomplete, autocompleteKey } from './autocomplete/autocomplete.js';
import { verify } from './verify/verify.js';
import { search, searchKey } from './engines/search.js';
import { searchState } from './autocomplete/autocomplete-state.js';
import { IndexState } from './engines/index-state.js';
import { DEFAULT_RANKING, type RankingOptions } from './engines/ranking.js';
import { placeRelations } from './engines/place-relations.js';
import type { AddressIndex, AutocompleteOptions, AutocompleteResponse, IndexInfo, PostalCodeRecord, SearchOptions, SearchResponse, VerifyInput, VerifyResult } from './types.js';

/** The implementation of {@link AddressIndex} over one index buffer. */
export class LoadedIndex implements AddressIndex {
  readonly info: IndexInfo;
  /** Accessors over the tables, for the engines. */
  readonly catalog: Catalog;
  /** What the engines read: the catalog, the token matchers and the index's run-time state (for engines, evals and tests). */
  readonly context: EngineContext;
  /** The bytes the index was read from (see `indexBytes`). */
  readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array, ranking: RankingOptions = DEFAULT_RANKING) {
    this.bytes = bytes;
    const data = new IndexData(bytes);
    this.catalog = new Catalog(data);
    this.context = { catalog: this.catalog, tokens: new TokenIndex(data), state: new IndexState(), ranking };
    const m = data.meta;
    this.info = Object.freeze({
      format_version: m.format_version,
      data_version: m.data_version,
      built_at: m.built_at,
      sources: m.sources.map((s) => ({ ...s })),
      counts: {
        counties: m.counts.counties ?? 0,
        localities: m.counts.localities ?? 0,
        admin_units: m.counts.admin_units ?? 0,
        streets: m.counts.streets ?? 0,
        street_segments: m.counts.street_segments ?? 0,
        postal_codes: m.counts.postal_codes ?? 0,
        tokens: m.counts.tokens ?? 0,
      },
      attribution: m.attribution,
    });
  }

  lookupPostalCode(code: string): PostalCodeRecord {
    return lookupPostalCode(this.catalog, code);
  }

  autocomplete(q: string, options?: AutocompleteOptions): AutocompleteResponse {
    return autocomplete(this.context, q, options);
  }

  autocompleteKey(q: string, options?: AutocompleteOptions): string | undefined {
    return autocompleteKey(q, options);
  }

  verify(input: VerifyInput): VerifyResult {
    return verify(this.context, input);
  }

  search(q: string, options?: SearchOptions): SearchResponse {
    return search(this.context, q, options);
  }

  searchKey(q: string, options?: SearchOptions): string | undefined {
    return searchKey(this.context, q, options);
  }

  /** Fills this index's run-time state now (see engines/index-state.ts) instead of on first use. */
  prepare(): void {
    searchState(this.context);
    placeRelations(this.context);
  }
}
