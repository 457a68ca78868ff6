/**
 * Reading the body of `verify`: which form the address came in, and the
 * specification's input rules, checked in one documented order.
 *
 * The order, when several rules break at once (the first that applies wins):
 *
 * 1. `invalid_body`: the input is not a JSON object (null, an array, a string...).
 * 2. Field types, field by field in the order `freeform`, `street`,
 *    `house_number`, `locality`, `county`, `postal_code`, then `address` and the
 *    same fields inside it: `house_number` that is not a string gives
 *    `invalid_house_number`; any other of these fields that is not a string, or an
 *    `address` that is not an object, gives `invalid_parameter`.
 * 3. `field_too_long`: a text field longer than 256 characters (Unicode code points).
 * 4. `missing_address` (neither free-form nor structured input), then
 *    `ambiguous_input` (free-form and structured input, or structured fields both at
 *    the top level and inside `address`, or two different postal codes).
 * 5. `missing_locality`: structured input without `locality`.
 * 6. `house_number_requires_street`: `house_number` sent without `street`.
 * 7. `invalid_house_number`: `house_number` empty (or only spaces).
 * 8. `locality_not_found` (404) comes later, from matching.
 *
 * What counts as given: `null` and a missing key are the same; a string of only
 * spaces is not given, except `house_number`, which is then *empty* (rule 7).
 * Structured input is present when `street`, `house_number`, `locality` or
 * `county` is given; `postal_code` alone does not make an address, and may
 * accompany either form. Keys the specification does not name are ignored.
 */
import { AddressError, LIMITS, isTooLong } from '../shared/errors.js';
import { repairText, withoutSpreadsheetTextMark } from '../shared/text-repair.js';

/** The structured fields, in the order their types are checked. */
const STRUCTURED_FIELDS = ['street', 'house_number', 'locality', 'county', 'postal_code'] as const;
type StructuredField = (typeof STRUCTURED_FIELDS)[number];

/** A verify body reduced to what matching needs; strings as sent, less what copy-paste left in them (`repairText`). */
export interface VerifyRequest {
  form: 'freeform' | 'structured';
  /** The free-form text (form `freeform`). */
  freeform?: string;
  street?: string;
  /** Present (possibly after rule 7 passed) only with a street. */
  houseNumber?: string;
  locality?: string;
  county?: string;
  postalCode?: string;
  /**
   * The same fields as the body sent them, when `repairText` or a spreadsheet's mark changed one:
   * what a correction's `from` quotes (`as-sent.ts`). Absent for most requests: read as sent.
   */
  sent?: VerifyRequest;
}

type Fields = Partial<Record<StructuredField, string>>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value of an own key; inherited keys (`__proto__`, `toString`) never count. */
function own(object: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Rule 2 for one field: a string, or absent (`undefined`/`null`). */
function readString(object: Record<string, unknown>, key: string, where: string): string | undefined {
  const value = own(object, key);
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  const name = `${where}${key}`;
  if (key === 'house_number') {
    throw new AddressError('invalid_house_number', `"${name}" must be a string, such as "21" or "nr. 21, bl. 3, ap. 10" (got ${describe(value)}).`);
  }
  throw new AddressError('invalid_parameter', `"${name}" must be a string (got ${describe(value)}).`);
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

function readFields(object: Record<string, unknown>, where: string): Fields {
  const fields: Fields = {};
  for (const key of STRUCTURED_FIELDS) {
    const value = readString(object, key, where);
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

/** The fields of an input that sends no `address` object: read, repaired and tested as none, by every call that has none. */
const NO_FIELDS: Fields = Object.freeze({});

/** Throws when the field `where` + `key` is too long (its name is written only then: every call checks every field). */
function checkLength(value: string | undefined, where: string, key: string): void {
  if (value !== undefined && isTooLong(value)) {
    throw new AddressError('field_too_long', `"${where}${key}" is longer than ${LIMITS.maxFieldLength} characters.`);
  }
}

const repaired = (value: string | undefined): string | undefined => (value === undefined ? undefined : repairText(value));

/** Each field repaired (`repairText`), and unwrapped when a spreadsheet marked it as text (`="2"`, `'Cluj`): a cell, not a sentence. */
function repairedFields(fields: Fields): Fields {
  const out: Fields = {};
  for (const key of STRUCTURED_FIELDS) if (fields[key] !== undefined) out[key] = withoutSpreadsheetTextMark(repairText(fields[key]));
  return out;
}

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** True when the fields make a structured address (see the module documentation). */
function hasStructured(fields: Fields): boolean {
  return given(fields.street) || fields.house_number !== undefined || given(fields.locality) || given(fields.county);
}

/**
 * Checks a verify body against the rules, in the documented order, and returns
 * the address it holds.
 *
 * @throws AddressError `invalid_body`, `invalid_parameter`, `invalid_house_number`,
 *   `field_too_long`, `missing_address`, `ambiguous_input`, `missing_locality`,
 *   `house_number_requires_street`
 */
export function readVerifyInput(input: unknown): VerifyRequest {
  // 1. The body's shape.
  if (!isObject(input)) {
    throw new AddressError('invalid_body', 'The verify input must be a JSON object with "freeform" or structured address fields.');
  }

  // 2. Field types.
  const sentFreeform = readString(input, 'freeform', '');
  const sentTop = readFields(input, '');
  const addressValue = own(input, 'address');
  if (addressValue !== undefined && addressValue !== null && !isObject(addressValue)) {
    throw new AddressError('invalid_parameter', `"address" must be an object with "street", "house_number", "locality", "county" (got ${describe(addressValue)}).`);
  }
  const sentNested = isObject(addressValue) ? readFields(addressValue, 'address.') : NO_FIELDS;

  // 3. Lengths.
  checkLength(sentFreeform, '', 'freeform');
  for (const key of STRUCTURED_FIELDS) {
    checkLength(sentTop[key], '', key);
    checkLength(sentNested[key], 'address.', key);
  }

  // What copy-paste left in the text (invisible characters, HTML, escaped line breaks) goes before
  // anything is read of it; the lengths above are of the text as sent.
  const freeform = repaired(sentFreeform);
  const top = repairedFields(sentTop);
  const nested = sentNested === NO_FIELDS ? NO_FIELDS : repairedFields(sentNested);

  // 4. Which form.
  const topStructured = hasStructured(top);
  const nestedStructured = hasStructured(nested);
  const hasFreeform = given(freeform);
  if (!hasFreeform && !topStructured && !nestedStructured) {
    throw new AddressError('missing_address', 'Send the address either as "freeform" text or as structured fields ("street", "house_number", "locality", "county"), at the top level or inside "address".');
  }
  if (hasFreeform && (topStructured || nestedStructured)) {
    throw new AddressError('ambiguous_input', 'Send either "freeform" or structured address fields, not both.');
  }
  if (topStructured && nestedStructured) {
    throw new AddressError('ambiguous_input', 'Send the structured fields either at the top level or inside "address", not both.');
  }
  const topCode = given(top.postal_code) ? top.postal_code : undefined;
  const nestedCode = given(nested.postal_code) ? nested.postal_code : undefined;
  if (topCode !== undefined && nestedCode !== undefined && topCode.trim() !== nestedCode.trim()) {
    throw new AddressError('ambiguous_input', 'Two different postal codes were sent ("postal_code" and "address.postal_code").');
  }
  const postalCode = topCode ?? nestedCode;

  if (hasFreeform) {
    const request: VerifyRequest = postalCode === undefined ? { form: 'freeform', freeform } : { form: 'freeform', freeform, postalCode };
    if (freeform !== sentFreeform) request.sent = { ...request, freeform: sentFreeform };
    return request;
  }

  const fields = topStructured ? top : nested;
  const prefix = topStructured ? '' : 'address.';
  // 5. Locality.
  if (!given(fields.locality)) {
    throw new AddressError('missing_locality', `A structured address needs "${prefix}locality" (a city, town, commune or village).`);
  }
  // 6, 7. House number.
  if (fields.house_number !== undefined && !given(fields.street)) {
    throw new AddressError('house_number_requires_street', `"${prefix}house_number" was sent without "${prefix}street".`);
  }
  if (fields.house_number !== undefined && fields.house_number.trim() === '') {
    throw new AddressError('invalid_house_number', `"${prefix}house_number" is empty; leave it out, or send the number as a string such as "21".`);
  }

  const request: VerifyRequest = { form: 'structured', locality: fields.locality };
  if (given(fields.street)) request.street = fields.street;
  if (fields.house_number !== undefined) request.houseNumber = fields.house_number;
  if (given(fields.county)) request.county = fields.county;
  if (postalCode !== undefined) request.postalCode = postalCode;
  const sentFields = topStructured ? sentTop : sentNested;
  if (STRUCTURED_FIELDS.some((key) => sentFields[key] !== fields[key])) {
    request.sent = { ...request };
    if (request.street !== undefined) request.sent.street = sentFields.street ?? request.street;
    if (request.houseNumber !== undefined) request.sent.houseNumber = sentFields.house_number ?? request.houseNumber;
    request.sent.locality = sentFields.locality ?? request.locality;
    if (request.county !== undefined) request.sent.county = sentFields.county ?? request.county;
  }
  return request;
}

