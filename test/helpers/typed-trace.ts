/**
 * What became of every word typed in a structured request (issue 24: nothing the user typed
 * disappears without a trace). A word typed in a field is accounted for when the answer says what
 * became of it, in the terms the result already has:
 *
 * - it is a word of the answer's part of that field (the address's `street`, `house_number`,
 *   `locality` with `sector` and `admin_unit`, `county` with `county_code`, `postal_code`): read as
 *   that part (a locality field may name the county too); the house number is read from the street field too (`Strada Lungă 5`, with or
 *   without a `house_number` field), and without a `house_number` field from the locality or the
 *   county field (`Alba Iulia nr 20`): the answer's `house_number` is a part of those fields then;
 * - or it is quoted in the `from` of a correction of that field (`street_type` or `street_name` for
 *   the street, `locality`, `admin_unit`, `sector` or `county` for the locality, the field's own name for
 *   the others), with reason `moved` when it went to another part: it is a word of the answer's
 *   street, locality or county, typed in none of their own fields (a town typed as the street);
 * - or the field's part is in `unconfirmed` (the street, the house number, the postal code).
 *
 * Words are compared folded (case, diacritics, punctuation aside), as the reader compares them; two
 * typed words the answer writes as one (`bl. C 45`: block `C45`) are words of it.
 */
import { fold } from '../../src/shared/normalize.js';
import type { CorrectedField, UnconfirmedPart, VerifyResult } from '../../src/types.js';

/** The structured fields a user types. */
export const TYPED_FIELDS = ['street', 'house_number', 'locality', 'county', 'postal_code'] as const;
/** One of {@link TYPED_FIELDS}. */
export type TypedField = (typeof TYPED_FIELDS)[number];
/** A structured request: the typed fields, each absent or a text. */
export type TypedRequest = Partial<Record<TypedField, string>>;

/** The corrections that speak of each typed field. */
const CORRECTED_AS: Readonly<Record<TypedField, readonly CorrectedField[]>> = {
  street: ['street_type', 'street_name'],
  house_number: ['house_number'],
  locality: ['locality', 'admin_unit', 'sector', 'county'],
  county: ['county'],
  postal_code: ['postal_code'],
};

/** The part `unconfirmed` names for each typed field, when it has one. */
const UNCONFIRMED_AS: Readonly<Partial<Record<TypedField, UnconfirmedPart>>> = { street: 'street', house_number: 'house_number', postal_code: 'postal_code' };

/** The folded words of a text. */
export function typedWords(text: string): string[] {
  const folded = fold(text);
  return folded === '' ? [] : folded.split(' ');
}

/** The words of the answer's part of each field; `withHouse`: and of its house number. */
function answerWords(result: VerifyResult, field: TypedField, withHouse: boolean): Set<string> {
  const a = result.address;
  const texts: Record<TypedField, Array<string | undefined>> = {
    street: [a.street],
    house_number: [a.house_number],
    // (A locality field may name the county too: `Cluj-Napoca, jud. Cluj`.)
    locality: [a.locality, result.sector, result.admin_unit, a.county, a.county_code],
    county: [a.county, a.county_code],
    postal_code: [a.postal_code],
  };
  const own = texts[field];
  if (withHouse) own.push(a.house_number);
  return new Set(own.flatMap((t) => (t === undefined ? [] : typedWords(t))));
}

/** The fields whose part (the address's street, locality or county name) another field's words may be moved to. */
const MOVED_TO: readonly TypedField[] = ['street', 'locality', 'county'];

/** A word typed in a field that the answer does not account for, and why not. */
export interface Untraced {
  field: TypedField;
  word: string;
  /** `missing`: in no part, correction or `unconfirmed`; `not_moved`: a word of another part quoted without reason `moved`. */
  why: 'missing' | 'not_moved';
}

/** How many typed words were checked, and those the answer does not account for. */
export interface Trace {
  checked: number;
  untraced: Untraced[];
}

/** Checks every word typed in `request` against `result` (see the module's comment). */
export function traceTyped(request: TypedRequest, result: VerifyResult): Trace {
  const untraced: Untraced[] = [];
  let checked = 0;
  const houseFree = request.house_number === undefined;
  // The words of the answer's street, locality and county that were typed in none of their own fields.
  const movedWords = (field: TypedField): Set<string> => new Set(MOVED_TO.filter((f) => f !== field).flatMap((f) => {
    const typed = new Set(typedWords(request[f] ?? ''));
    const a = result.address;
    const part = f === 'street' ? a.street : f === 'locality' ? a.locality : a.county;
    return typedWords(part).filter((w) => !typed.has(w));
  }));
  for (const field of TYPED_FIELDS) {
    const text = request[field];
    if (text === undefined) continue;
    const own = answerWords(result, field, field === 'street' || (houseFree && (field === 'locality' || field === 'county')));
    const corrections = result.corrections.filter((c) => CORRECTED_AS[field].includes(c.field));
    const unconfirmed = UNCONFIRMED_AS[field] !== undefined && (result.unconfirmed ?? []).includes(UNCONFIRMED_AS[field]);
    const elsewhere = movedWords(field);
    const words = typedWords(text);
    for (const [k, word] of words.entries()) {
      checked++;
      // (Two words read as one: `bl. C 45` is block `C45`.)
      const glued = own.has(`${words[k - 1] ?? ''}${word}`) || own.has(`${word}${words[k + 1] ?? ''}`);
      if (own.has(word) || glued || unconfirmed) continue;
      const quoted = corrections.filter((c) => typedWords(c.from).includes(word));
      if (quoted.length === 0) untraced.push({ field, word, why: 'missing' });
      else if (elsewhere.has(word) && !quoted.some((c) => c.reason === 'moved')) untraced.push({ field, word, why: 'not_moved' });
    }
  }
  return { checked, untraced };
}
