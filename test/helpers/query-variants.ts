/**
 * Generators of autocomplete queries and of variants of them that a careless
 * cache key would confuse: another case, other diacritics, other separators,
 * another ending (a trailing space or dot finishes the last word; a hyphen does
 * not). For properties of the cache key: equal keys must mean equal answers.
 */
import fc from 'fast-check';

const WORDS = [
  'calea', 'vict', 'victoriei', 'str', 'strada', 'stefan', 'ştefan', 'ștefan', 'cel', 'mare', 'bd', 'b-dul', 'nr', '12', '12a', 'bl', '3',
  'cluj', 'napoca', 'bucuresti', 'bucureşti', 'sector', 's3', 'jud', 'alba', 'iulia', 'sat', 'vica', 'poieni', 'tg', 'mures', 'mureș',
  'dorobanti', 'arh', 'g-ral', '1', 'decembrie', '23', 'august', 'ilfov', 'com', 'bragadiru', 'brasov', 'timis', 'ia', 'b', 'sf', 'gheorghe',
] as const;
const SEPARATORS = [' ', '  ', '-', ', ', '.', ' / ', ' - ', '\t'] as const;
const ENDINGS = ['', ' ', '.', ',', '-', '  ', '!', ' -', '. '] as const;

/** A query: 1-5 words from a pool of address words (or any short string), separated and ended in various ways. */
export const addressQuery = fc
  .tuple(
    fc.array(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...WORDS) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 6 }) }), { minLength: 1, maxLength: 5 }),
    fc.array(fc.constantFrom(...SEPARATORS), { minLength: 5, maxLength: 5 }),
    fc.constantFrom(...ENDINGS),
  )
  .map(([words, seps, end]) => words.map((w, i) => (i === 0 ? w : `${seps[i - 1]}${w}`)).join('') + end);

const STRIP: Record<string, string> = { ş: 's', ș: 's', ţ: 't', ț: 't', ă: 'a', â: 'a', î: 'i', Ş: 'S', Ș: 'S', Ţ: 'T', Ț: 'T', Ă: 'A', Â: 'A', Î: 'I' };

/** A variant of `q` of the kinds a cache key normalizes (case, diacritics, separators, ending, leading space). */
export const variantOf = (q: string): fc.Arbitrary<string> =>
  fc
    .record({
      upper: fc.boolean(),
      strip: fc.boolean(),
      sep: fc.option(fc.constantFrom(...SEPARATORS), { nil: undefined }),
      end: fc.option(fc.constantFrom(...ENDINGS), { nil: undefined }),
      lead: fc.constantFrom('', ' ', '  '),
    })
    .map(({ upper, strip, sep, end, lead }) => {
      let v = q;
      if (strip) v = v.replace(/[şșţțăâîŞȘŢȚĂÂÎ]/g, (c) => STRIP[c] ?? c);
      if (upper) v = v.toUpperCase();
      if (sep !== undefined) v = v.replace(/ +/g, sep);
      if (end !== undefined) v = v.replace(/[\s.,!/-]*$/, '') + end;
      return lead + v;
    });

/** A query and a variant of it. */
export const queryPair = addressQuery.chain((q) => fc.tuple(fc.constant(q), variantOf(q)));
