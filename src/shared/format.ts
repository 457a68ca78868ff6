/**
 * The binary index format, described in one place. The index writer
 * (`data-build/index-writer.ts`) and the index reader (`src/reader/index-reader.ts`)
 * both follow this file and nothing else.
 *
 * Layout (all integers little-endian):
 *
 * ```
 * offset 0   8 bytes  magic "ROADDR\0\0"
 * offset 8   u32      FORMAT_VERSION
 * offset 12  u32      number of sections N
 * offset 16  N x 16   section table: u32 id, u32 element kind, u32 byte offset, u32 byte length
 * ...        sections, each starting on an 8-byte boundary
 * ```
 *
 * Every section is one typed array (or UTF-8 bytes), read as a view over the
 * file's buffer without copying. Tables are column-oriented: column `X_Y` holds
 * field Y of every row of table X. `*_START` columns are CSR offsets with one more
 * element than rows: the items of row i are `[start[i], start[i + 1])`.
 */


/** A data source the index was built from (listed in `IndexInfo.sources`). */
export interface DataSource {
  id: string;
  name: string;
  publisher: string;
  edition: string;
  licence: string;
  licence_url: string;
  sha256: string;
}

export const MAGIC = 'ROADDR\0\0';
/** Bumped on any change of layout or meaning; the reader rejects other versions. */
export const FORMAT_VERSION = 5;
/** Row and token counts must fit the u16 columns. */
export const U16_LIMIT = 0xfffe;
export const HEADER_BYTES = 16;
export const SECTION_ENTRY_BYTES = 16;

/** Element kinds of a section. */
export const ElementKind = { u8: 1, u16: 2, u32: 3, i32: 4 } as const;
export type ElementKindName = keyof typeof ElementKind;

/**
 * Every section, with its element kind, in file order. The id is the position
 * in this list; adding or removing a section changes FORMAT_VERSION.
 */
export const SECTIONS = {
  /** UTF-8 JSON: the index's {@link IndexMeta} (small metadata only). */
  META: 'u8',
  /** String table: offsets (count + 1) into STR_BYTES. String id = position. */
  STR_OFFSETS: 'u32',
  STR_BYTES: 'u8',

  /** Counties (42 rows), ordered by two-letter code. */
  COUNTY_CODE: 'u32', // string id
  COUNTY_NAME: 'u32', // string id
  COUNTY_SIRUTA: 'u32',

  /** Places: SIRUTA administrative units (level 2) and localities (level 3), ordered by SIRUTA code. */
  PLACE_SIRUTA: 'u32',
  PLACE_NAME: 'u32', // string id of the display name
  PLACE_TYPE: 'u8', // SIRUTA TIP
  PLACE_LEVEL: 'u8', // SIRUTA NIV (2 or 3)
  PLACE_PARENT: 'u16', // place index of the administrative unit, NONE16 for level 2
  PLACE_COUNTY: 'u8', // county index
  PLACE_POSTAL: 'u32', // the locality's own postal code as a number, 0 when none
  PLACE_LAT: 'i32', // microdegrees
  PLACE_LON: 'i32',
  PLACE_COORD: 'u8', // CoordPrecision
  PLACE_STREET_START: 'u32', // CSR into the street table (streets are grouped by place)

  /** Streets, grouped by place then ordered by canonical name. */
  STREET_PLACE: 'u16', // place index
  STREET_TYPE: 'u8', // street type id (see street-name.ts), | STREET_TYPE_IN_NAME
  STREET_NAME: 'u32', // string id of the canonical name without the type word
  STREET_SEG_START: 'u32', // CSR into the segment table

  /** Segments: one row of the source data, one postal code on part (or all) of a street. */
  SEG_POSTAL: 'u16', // index into POSTAL_CODE
  SEG_FLAGS: 'u8', // SegmentFlag bits
  SEG_INT_START: 'u16', // CSR into the interval table
  /**
   * The published number cells that parsing does not reproduce in full (not
   * complete, or carrying descriptive notes): segment ids ascending, and their text.
   */
  RAW_SEG: 'u32',
  RAW_STR: 'u32', // string id

  /** House-number intervals. Labels (suffixes, prefixes, tails, staircases) are indexes into LABEL_STR. */
  INT_FLAGS: 'u8', // IntervalFlag bits
  INT_FROM: 'u16', // house number; INT_END for `T`, INT_NO_NUMBER for an id without a number
  INT_TO: 'u16',
  INT_FROM_SUFFIX: 'u16', // label index
  INT_TO_SUFFIX: 'u16',
  INT_PREFIX: 'u16',
  INT_TAIL: 'u16',
  INT_STAIRCASE: 'u16', // label index ('' = the whole block)
  LABEL_STR: 'u32', // label index -> string id; label 0 is ''

  /** Postal codes, sorted, each with the places and segments that carry it. */
  POSTAL_CODE: 'u32',
  POSTAL_REF_START: 'u32',
  POSTAL_REFS: 'u32', // REF_STREET bit set: segment index; else place index

  /**
   * Token dictionary: the distinct folded words of every name and alias, sorted,
   * as ASCII bytes (folded text is a-z, 0-9 only). Token id = position.
   */
  TOKEN_START: 'u32',
  TOKEN_BYTES: 'u8',
  /** Inverted index: token -> names holding it (REF_STREET bit set: street index; else place index). */
  POSTING_START: 'u32',
  POSTING_REFS: 'u32',
  /**
   * Every token of each name: its primary tokens in written order (the first
   * PLACE_PRIMARY / STREET_PRIMARY of them), then its alias tokens (abbreviated
   * titles, other spellings, old names) by ascending token id.
   */
  PLACE_TOK_START: 'u32',
  PLACE_TOKS: 'u16', // token id
  PLACE_PRIMARY: 'u8', // number of primary tokens
  STREET_TOK_START: 'u32',
  STREET_TOKS: 'u16',
  STREET_PRIMARY: 'u8',

  /**
   * Trie over the token dictionary, nodes in breadth-first order; node 0 is the
   * root. Children of node i are nodes [TRIE_CHILD_START[i], TRIE_CHILD_START[i+1]),
   * sorted by character. Because tokens are sorted, the tokens below a node are the
   * contiguous token ids [TRIE_LO[i], TRIE_HI[i]); when a token ends exactly at a
   * node it is TRIE_LO[i] and the node's char carries TRIE_TERMINAL.
   */
  TRIE_CHAR: 'u8', // char code of the edge into the node (0 for the root), | TRIE_TERMINAL
  TRIE_CHILD_START: 'u32',
  TRIE_LO: 'u16', // token id
  TRIE_HI: 'u16',

  /**
   * Trigram index over tokens of {@link NGRAM_MIN_TOKEN} or more characters,
   * padded with '$' at both ends: the trigram ids in use ({@link trigramId}),
   * ascending, and for each the token ids that contain it.
   */
  NGRAM_KEY: 'u16',
  NGRAM_START: 'u32',
  NGRAM_TOKENS: 'u16', // token id

  /**
   * Search tables: what the name search reads besides the dictionary, derived
   * by the build so that loading does no work. Localities of each
   * administrative unit, ascending (CSR over places).
   */
  PLACE_CHILD_START: 'u32',
  PLACE_CHILDREN: 'u16', // place index
  /** Places of each county, ascending (CSR over counties). */
  COUNTY_PLACE_START: 'u32',
  COUNTY_PLACES: 'u16', // place index
  PLACE_RANK: 'u8', // SizeRank (src/shared/place-kind.ts)
  /**
   * The place that stands for each place in results: for a unit whose seat
   * locality has the same name (Comuna Berca and the village Berca), the seat;
   * otherwise the place itself.
   */
  PLACE_REPRESENTATIVE: 'u16',
  PLACE_SECTOR: 'u8', // București sector number 1-6, 0 for other places
  /** 1 when a whole-name alias (`cluj` for Cluj-Napoca) names the place. */
  PLACE_ALIAS_NAMED: 'u8',
  /** Small number of each place that has streets (for per-query arrays), NONE16 otherwise. */
  PLACE_STREET_SLOT: 'u16',
  /** 1 when the token is a person title (`arhitect`, `dr`). */
  TOKEN_TITLE: 'u8',
  /** 1 when the token is a given name (`gheorghe`, `ion`): street names drop them as often as titles. */
  TOKEN_GIVEN_NAME: 'u8',
  /**
   * Ranking prior of each place and street: how likely a name is meant among
   * otherwise equal matches, higher first (src/shared/place-kind.ts says how
   * it is made: place size from SIRUTA, street type, postal codes spanned).
   */
  PLACE_PRIOR: 'u16',
  STREET_PRIOR: 'u16',
  /**
   * Name weight of each place: the people estimated to live in all the places
   * of its name, on a log scale (src/shared/place-kind.ts `nameWeight`);
   * orders the names a mistyped word is equally close to.
   */
  PLACE_NAME_WEIGHT: 'u8',
  /**
   * One-mistake look-up by symmetric deletion: every token of
   * {@link DELETION_MIN_TOKEN}-{@link DELETION_MAX_TOKEN} characters is stored
   * under the hash ({@link deletionHashes}) of itself and of each of its
   * one-deletion forms. The low {@link DELETION_BUCKET_BITS} bits of a hash pick
   * a bucket (CSR); each entry holds the hash's high 16 bits and the token.
   */
  DELETION_BUCKET_START: 'u32',
  DELETION_CHECK: 'u16',
  DELETION_TOKEN: 'u16', // token id
  /**
   * Other names of localities (Hungarian, German, older ones) from the GeoNames gazetteer, for
   * reading a locality written by one of them: none is an official name of its county, none names
   * two places of one county. Rows ordered by folded name, then place.
   */
  OTHER_NAME_PLACE: 'u16', // place index
  OTHER_NAME_STR: 'u32', // string id of the folded name
} as const satisfies Record<string, ElementKindName>;

export type SectionName = keyof typeof SECTIONS;
export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[];

/** "No row" in a u32 reference column. */
export const NONE = 0xffff_ffff;
/** "No row" in a u16 reference column. */
export const NONE16 = 0xffff;
/** INT_FROM / INT_TO value for `T`, the end of the street. */
export const INT_END = 0xffff;
/** INT_FROM / INT_TO value for a block id without a number. */
export const INT_NO_NUMBER = 0xfffe;
/**
 * Set in STREET_TYPE when the name already starts with the type word
 * (`Calea lui Traian`): the full name is the name alone, not type + name.
 */
export const STREET_TYPE_IN_NAME = 0x80;
/** Set in TRIE_CHAR when a token ends at the node. */
export const TRIE_TERMINAL = 0x80;
/** Shortest token the trigram index holds: fuzzy matching applies to words of 4+ characters. */
export const NGRAM_MIN_TOKEN = 4;
/** Set in POSTAL_REFS / POSTING_REFS when the reference is a segment / street rather than a place. */
export const REF_STREET = 0x8000_0000;

/** SEG_FLAGS bits. */
export const SegmentFlag = {
  /** The number cell was fully understood. */
  complete: 1,
  /** The cell was empty: the code covers the whole street. */
  wholeStreet: 2,
} as const;

/** INT_FLAGS bits. */
export const IntervalFlag = {
  block: 1,
  odd: 2,
  even: 4,
  /** An exclusion (`fără 9A`): the numbers it covers are not in the segment. */
  exclusion: 8,
} as const;

/** PLACE_COORD values. */
export const CoordPrecision = { none: 0, locality: 1, adminUnit: 2 } as const;

/** Alphabet of trigrams: '$' (0), a-z (1-26), 0-9 (27-36). */
const TRIGRAM_ALPHABET = 37;

function trigramChar(code: number): number {
  if (code === 36 /* $ */) return 0;
  if (code >= 97 && code <= 122) return code - 96;
  if (code >= 48 && code <= 57) return code - 48 + 27;
  return 0;
}

/** Slot of the trigram starting at `i` of `padded` (a token with '$' at both ends). */
function trigramId(padded: string, i: number): number {
  return (
    trigramChar(padded.charCodeAt(i)) * TRIGRAM_ALPHABET * TRIGRAM_ALPHABET +
    trigramChar(padded.charCodeAt(i + 1)) * TRIGRAM_ALPHABET +
    trigramChar(padded.charCodeAt(i + 2))
  );
}

/** Distinct trigram slots of a folded token, in first-seen order. */
export function trigramsOf(token: string): number[] {
  const padded = `$${token}$`;
  const out: number[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) {
    const id = trigramId(padded, i);
    if (!out.includes(id)) out.push(id);
  }
  return out;
}

/** Shortest token in the deletion index: a typed word of 4 letters (the shortest that may carry a mistake) can match a 3-letter token. */
export const DELETION_MIN_TOKEN = 3;
/** Longest token in the deletion index; longer tokens are found through the trigram index. */
export const DELETION_MAX_TOKEN = 24;
/** Bits of a deletion hash that choose its bucket. */
export const DELETION_BUCKET_BITS = 16;

const HASH_BASE = 0x01000193;
/** Powers of HASH_BASE (mod 2^32) for every position of a stored or typed word. */
const HASH_POWERS = new Int32Array(DELETION_MAX_TOKEN + 2);
HASH_POWERS[0] = 1;
for (let i = 1; i < HASH_POWERS.length; i++) HASH_POWERS[i] = Math.imul(HASH_POWERS[i - 1]!, HASH_BASE);
/** Scratch for {@link deletionHashes}: hashes of every prefix and suffix of a word. */
const prefixHash = new Int32Array(DELETION_MAX_TOKEN + 2);
const suffixHash = new Int32Array(DELETION_MAX_TOKEN + 2);

/**
 * Polynomial hashes (mod 2^32) of `text` and of each of its one-deletion forms
 * into `out` (`out[0]` the word itself, `out[i + 1]` without letter i), never 0.
 * A deletion's hash comes from the hashes of the prefix and suffix around it,
 * so all of them cost one pass over the word. `text` has at most
 * {@link DELETION_MAX_TOKEN} + 1 characters.
 */
export function deletionHashes(text: string, out: Uint32Array): void {
  const n = text.length;
  prefixHash[0] = 0;
  for (let i = 0; i < n; i++) prefixHash[i + 1] = Math.imul(prefixHash[i]!, HASH_BASE) + text.charCodeAt(i);
  suffixHash[n] = 0;
  for (let i = n - 1; i >= 0; i--) suffixHash[i] = Math.imul(text.charCodeAt(i), HASH_POWERS[n - 1 - i]!) + suffixHash[i + 1]!;
  out[0] = nonZero(prefixHash[n]!);
  for (let i = 0; i < n; i++) out[i + 1] = nonZero(Math.imul(prefixHash[i]!, HASH_POWERS[n - 1 - i]!) + suffixHash[i + 1]!);
}

function nonZero(h: number): number {
  return h >>> 0 === 0 ? 1 : h >>> 0;
}

/** Small metadata stored as JSON in the META section. */
export interface IndexMeta {
  format_version: number;
  data_version: string;
  built_at: string;
  sources: DataSource[];
  counts: Record<string, number>;
  attribution: string;
}
