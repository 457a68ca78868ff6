/**
 * Lays the model out as the columns of the index format: strings, places,
 * streets, segments, intervals, postal codes, the token dictionary with its
 * postings, the trie and the trigram index, and the search tables
 * (search-tables.ts).
 */
import { fold } from '../src/shared/normalize.js';
import { placeTokens, type Model } from './model.js';
import { StringTable, type SectionData } from './index-writer.js';
import {
  INT_END, INT_NO_NUMBER, STREET_TYPE_IN_NAME, IntervalFlag, NGRAM_MIN_TOKEN, NONE, NONE16, REF_STREET, SegmentFlag, TRIE_TERMINAL, U16_LIMIT,
  trigramsOf, type IndexMeta,
} from '../src/shared/format.js';
import { buildSearchTables } from './search-tables.js';
import { recordAt, required } from './checked.js';
import { END_OF_STREET, NO_NUMBER, type NumberInterval } from '../src/shared/house-number.js';
import { LOCALITY_LEVEL, UNIT_LEVEL } from '../src/shared/place-kind.js';

function checkU16(what: string, count: number): void {
  if (count > U16_LIMIT) throw new Error(`${what}: ${count} do not fit the index's u16 columns; widen them in format.ts`);
}

/** A house number in a u16 column. */
function houseNumber(n: number): number {
  if (n === END_OF_STREET) return INT_END;
  if (n === NO_NUMBER) return INT_NO_NUMBER;
  if (n >= INT_NO_NUMBER) throw new Error(`house number ${n} does not fit the index's u16 columns`);
  return n;
}

/** Counts that also go into the index's metadata. */
export type TableCounts = {
  counties: number;
  localities: number;
  admin_units: number;
  streets: number;
  street_segments: number;
  intervals: number;
  postal_codes: number;
  tokens: number;
  trie_nodes: number;
};

/** Builds every section except META, and returns the counts for it. */
export function buildTables(model: Model, meta: Omit<IndexMeta, 'counts'>): { sections: SectionData; counts: TableCounts } {
  const strings = new StringTable();
  const { counties, places, streets } = model;

  // Labels: the few distinct suffixes, prefixes and tails of house numbers.
  const labels = new Map<string, number>([['', 0]]);
  const labelOf = (text: string): number => {
    let id = labels.get(text);
    if (id === undefined) {
      id = labels.size;
      if (id > 0xffff) throw new Error('too many distinct house-number labels for a u16 column');
      labels.set(text, id);
    }
    return id;
  };

  const u32 = (n: number) => new Uint32Array(n);

  const COUNTY_CODE = u32(counties.length);
  const COUNTY_NAME = u32(counties.length);
  const COUNTY_SIRUTA = u32(counties.length);
  counties.forEach((c, i) => {
    COUNTY_CODE[i] = strings.id(c.code);
    COUNTY_NAME[i] = strings.id(c.name);
    COUNTY_SIRUTA[i] = c.siruta;
  });

  const n = places.length;
  const PLACE_SIRUTA = u32(n);
  const PLACE_NAME = u32(n);
  const PLACE_TYPE = new Uint8Array(n);
  const PLACE_LEVEL = new Uint8Array(n);
  checkU16('places', n);
  const PLACE_PARENT = new Uint16Array(n);
  const PLACE_COUNTY = new Uint8Array(n);
  const PLACE_POSTAL = u32(n);
  const PLACE_LAT = new Int32Array(n);
  const PLACE_LON = new Int32Array(n);
  const PLACE_COORD = new Uint8Array(n);
  const PLACE_STREET_START = u32(n + 1);
  let streetCursor = 0;
  places.forEach((p, i) => {
    PLACE_SIRUTA[i] = p.siruta;
    PLACE_NAME[i] = strings.id(p.name);
    PLACE_TYPE[i] = p.type;
    PLACE_LEVEL[i] = p.level;
    PLACE_PARENT[i] = p.parent === NONE ? NONE16 : p.parent;
    PLACE_COUNTY[i] = p.county;
    PLACE_POSTAL[i] = p.postal;
    PLACE_LAT[i] = p.lat;
    PLACE_LON[i] = p.lon;
    PLACE_COORD[i] = p.coord;
    PLACE_STREET_START[i] = streetCursor;
    // Streets were sorted by place, so each place's streets are one run.
    if (p.streets.length > 0 && p.streets[0] !== streetCursor) throw new Error('streets are not grouped by place');
    streetCursor += p.streets.length;
  });
  PLACE_STREET_START[n] = streetCursor;

  const m = streets.length;
  const STREET_PLACE = new Uint16Array(m);
  const STREET_TYPE = new Uint8Array(m);
  const STREET_NAME = u32(m);
  const STREET_SEG_START = u32(m + 1);
  const segs = streets.flatMap((s) => s.segments);
  const codes = [...model.postal.keys()].sort((a, b) => a - b);
  checkU16('postal codes', codes.length);
  const codeIndex = new Map(codes.map((c, i) => [c, i]));
  const SEG_POSTAL = new Uint16Array(segs.length);
  const SEG_FLAGS = new Uint8Array(segs.length);
  const SEG_INT_START = new Uint16Array(segs.length + 1);
  const ints: Array<{ interval: NumberInterval; exclusion: boolean }> = [];
  const rawSeg: number[] = [];
  const rawStr: number[] = [];
  let segCursor = 0;
  streets.forEach((s, i) => {
    STREET_PLACE[i] = s.place;
    STREET_TYPE[i] = s.typeId | (s.typeInName ? STREET_TYPE_IN_NAME : 0);
    STREET_NAME[i] = strings.id(s.name);
    STREET_SEG_START[i] = segCursor;
    for (const seg of s.segments) {
      SEG_POSTAL[segCursor] = required(codeIndex, seg.postal, 'postal code index');
      if (seg.keepRaw) {
        rawSeg.push(segCursor);
        rawStr.push(strings.id(seg.raw));
      }
      SEG_FLAGS[segCursor] = (seg.complete ? SegmentFlag.complete : 0) | (seg.raw === '' ? SegmentFlag.wholeStreet : 0);
      SEG_INT_START[segCursor] = ints.length;
      for (const interval of seg.intervals) ints.push({ interval, exclusion: false });
      for (const interval of seg.exclusions) ints.push({ interval, exclusion: true });
      segCursor++;
    }
  });
  STREET_SEG_START[m] = segCursor;
  SEG_INT_START[segCursor] = ints.length;

  const k = ints.length;
  checkU16('house-number intervals', k);
  const INT_FLAGS = new Uint8Array(k);
  const INT_FROM = new Uint16Array(k);
  const INT_TO = new Uint16Array(k);
  const INT_FROM_SUFFIX = new Uint16Array(k);
  const INT_TO_SUFFIX = new Uint16Array(k);
  const INT_PREFIX = new Uint16Array(k);
  const INT_TAIL = new Uint16Array(k);
  const INT_STAIRCASE = new Uint16Array(k);
  ints.forEach(({ interval, exclusion }, i) => {
    INT_FLAGS[i] =
      (interval.kind === 'block' ? IntervalFlag.block : 0) |
      (interval.parity === 'odd' ? IntervalFlag.odd : 0) |
      (interval.parity === 'even' ? IntervalFlag.even : 0) |
      (exclusion ? IntervalFlag.exclusion : 0);
    INT_FROM[i] = houseNumber(interval.from);
    INT_TO[i] = houseNumber(interval.to);
    INT_FROM_SUFFIX[i] = labelOf(interval.fromSuffix);
    INT_TO_SUFFIX[i] = labelOf(interval.toSuffix);
    INT_PREFIX[i] = labelOf(interval.prefix);
    INT_TAIL[i] = labelOf(interval.tail ?? '');
    INT_STAIRCASE[i] = labelOf(interval.staircase ?? '');
  });
  const LABEL_STR = u32(labels.size);
  for (const [text, id] of labels) LABEL_STR[id] = strings.id(text);

  // Postal codes: sorted; each lists its places, then its segments.
  const POSTAL_CODE = Uint32Array.from(codes);
  const POSTAL_REF_START = u32(codes.length + 1);
  const postalRefs: number[] = [];
  const segmentBase = new Uint32Array(m);
  streets.forEach((_, i) => (segmentBase[i] = STREET_SEG_START[i]!));
  codes.forEach((code, i) => {
    POSTAL_REF_START[i] = postalRefs.length;
    const e = required(model.postal, code, 'postal record');
    for (const p of e.places) postalRefs.push(p);
    for (const [s, j] of e.segments) postalRefs.push((REF_STREET | (segmentBase[s]! + j)) >>> 0);
  });
  POSTAL_REF_START[codes.length] = postalRefs.length;

  // Token dictionary over place and street names (primary words and aliases).
  const placeToks = places.map(placeTokens);
  const all = new Set<string>();
  for (const t of placeToks) for (const w of [...t.primary, ...t.alias]) all.add(w);
  for (const s of streets) for (const w of [...s.tokens, ...s.aliasTokens]) all.add(w);
  const dictionary = [...all].sort();
  checkU16('tokens', dictionary.length);
  const tokenId = new Map(dictionary.map((t, i) => [t, i]));
  const idOf = (token: string): number => required(tokenId, token, 'token id');
  const TOKEN_START = u32(dictionary.length + 1);
  const TOKEN_BYTES = new Uint8Array(dictionary.reduce((sum, t) => sum + t.length, 0));
  let tokenCursor = 0;
  dictionary.forEach((t, i) => {
    TOKEN_START[i] = tokenCursor;
    for (let c = 0; c < t.length; c++) TOKEN_BYTES[tokenCursor++] = t.charCodeAt(c);
  });
  TOKEN_START[dictionary.length] = tokenCursor;

  const postings: number[][] = dictionary.map(() => []);
  const addPosting = (token: string, ref: number) => {
    const list = recordAt(postings, idOf(token), 'posting list');
    if (list[list.length - 1] !== ref) list.push(ref);
  };
  const placeTokenIds = placeToks.map((t) => ({ primary: t.primary.map((w) => idOf(w)), alias: t.alias.map((w) => idOf(w)) }));
  placeToks.forEach((t, i) => {
    for (const w of new Set([...t.primary, ...t.alias])) addPosting(w, i);
  });
  const streetTokenIds = streets.map((s) => ({ primary: s.tokens.map((w) => idOf(w)), alias: s.aliasTokens.map((w) => idOf(w)) }));
  streets.forEach((s, i) => {
    for (const w of new Set([...s.tokens, ...s.aliasTokens])) addPosting(w, (REF_STREET | i) >>> 0);
  });
  // Refs were added place by place then street by street, so every list is sorted and unique.
  const POSTING_START = u32(dictionary.length + 1);
  let postingCount = 0;
  postings.forEach((list, i) => {
    POSTING_START[i] = postingCount;
    postingCount += list.length;
  });
  POSTING_START[dictionary.length] = postingCount;
  const POSTING_REFS = u32(postingCount);
  postings.forEach((list, i) => POSTING_REFS.set(list, POSTING_START[i]!));

  const trie = buildTrie(dictionary);

  // Trigram index: token ids per trigram slot, ascending.
  const gramLists = new Map<number, number[]>();
  dictionary.forEach((t, id) => {
    if (t.length < NGRAM_MIN_TOKEN) return;
    for (const g of trigramsOf(t)) {
      const list = gramLists.get(g) ?? [];
      list.push(id);
      gramLists.set(g, list);
    }
  });
  const grams = [...gramLists.keys()].sort((a, b) => a - b);
  const NGRAM_KEY = Uint16Array.from(grams);
  const NGRAM_START = u32(grams.length + 1);
  const gramTokens: number[] = [];
  grams.forEach((g, i) => {
    NGRAM_START[i] = gramTokens.length;
    for (const t of required(gramLists, g, 'n-gram')) gramTokens.push(t);
  });
  NGRAM_START[grams.length] = gramTokens.length;
  const NGRAM_TOKENS = Uint16Array.from(gramTokens);

  const counts: TableCounts = {
    counties: counties.length,
    localities: places.filter((p) => p.level === LOCALITY_LEVEL).length,
    admin_units: places.filter((p) => p.level === UNIT_LEVEL).length,
    streets: m,
    street_segments: segs.length,
    intervals: k,
    postal_codes: codes.length,
    tokens: dictionary.length,
    trie_nodes: trie.TRIE_CHAR.length,
  };

  // Ordered by folded name, then place: verify finds a name by binary search, folding nothing.
  const otherNames = model.otherNames.map((o) => ({ place: o.place, folded: fold(o.name) }))
    .sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : a.place - b.place));
  const OTHER_NAME_PLACE = Uint16Array.from(otherNames, (o) => o.place);
  const OTHER_NAME_STR = Uint32Array.from(otherNames, (o) => strings.id(o.folded));
  const metaJson = JSON.stringify({ ...meta, counts } satisfies IndexMeta);
  const { offsets, bytes } = strings.sections();
  const sections: SectionData = {
    META: new TextEncoder().encode(metaJson),
    STR_OFFSETS: offsets, STR_BYTES: bytes,
    COUNTY_CODE, COUNTY_NAME, COUNTY_SIRUTA,
    PLACE_SIRUTA, PLACE_NAME, PLACE_TYPE, PLACE_LEVEL, PLACE_PARENT, PLACE_COUNTY, PLACE_POSTAL,
    PLACE_LAT, PLACE_LON, PLACE_COORD, PLACE_STREET_START,
    STREET_PLACE, STREET_TYPE, STREET_NAME, STREET_SEG_START,
    SEG_POSTAL, SEG_FLAGS, SEG_INT_START, RAW_SEG: Uint32Array.from(rawSeg), RAW_STR: Uint32Array.from(rawStr),
    INT_FLAGS, INT_FROM, INT_TO, INT_FROM_SUFFIX, INT_TO_SUFFIX, INT_PREFIX, INT_TAIL, INT_STAIRCASE, LABEL_STR,
    POSTAL_CODE, POSTAL_REF_START, POSTAL_REFS: Uint32Array.from(postalRefs),
    TOKEN_START, TOKEN_BYTES, POSTING_START, POSTING_REFS,
    ...trie,
    NGRAM_KEY, NGRAM_START, NGRAM_TOKENS,
    OTHER_NAME_PLACE, OTHER_NAME_STR,
    ...buildSearchTables({
      dictionary, counties: counties.length, placeType: PLACE_TYPE, placeLevel: PLACE_LEVEL, placeParent: PLACE_PARENT, placeCounty: PLACE_COUNTY,
      placeStreetStart: PLACE_STREET_START, placeName: places.map((p) => p.name), placeTokens: placeTokenIds, streetTokens: streetTokenIds,
      streetPlace: STREET_PLACE, streetTypeId: streets.map((st) => st.typeId), streetPostalCodes: streets.map((st) => new Set(st.segments.map((g) => g.postal)).size),
    }),
  };
  return { sections, counts };
}

/**
 * A trie over sorted tokens, laid out breadth-first so that each node's children
 * are one run of nodes; the tokens below a node are a contiguous id range.
 */
function buildTrie(sorted: string[]): Pick<SectionData, 'TRIE_CHAR' | 'TRIE_CHILD_START' | 'TRIE_LO' | 'TRIE_HI'> {
  interface Node { ch: number; depth: number; lo: number; hi: number; terminal: boolean }
  const nodes: Node[] = [{ ch: 0, depth: 0, lo: 0, hi: sorted.length, terminal: false }];
  const childStart: number[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    childStart.push(nodes.length);
    let j = node.lo;
    // The token equal to this node's prefix sorts first in its range.
    if (j < node.hi && sorted[j]!.length === node.depth) {
      node.terminal = true;
      j++;
    }
    while (j < node.hi) {
      const ch = sorted[j]!.charCodeAt(node.depth);
      let end = j + 1;
      while (end < node.hi && sorted[end]!.charCodeAt(node.depth) === ch) end++;
      if (ch >= TRIE_TERMINAL) throw new Error(`token character ${ch} is outside the folded alphabet`);
      nodes.push({ ch, depth: node.depth + 1, lo: j, hi: end, terminal: false });
      j = end;
    }
  }
  childStart.push(nodes.length);
  return {
    TRIE_CHAR: Uint8Array.from(nodes.map((x) => x.ch | (x.terminal ? TRIE_TERMINAL : 0))),
    TRIE_CHILD_START: Uint32Array.from(childStart),
    TRIE_LO: Uint16Array.from(nodes.map((x) => x.lo)),
    TRIE_HI: Uint16Array.from(nodes.map((x) => x.hi)),
  };
}
