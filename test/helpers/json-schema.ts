/**
 * A small JSON Schema checker for the keywords our OpenAPI document uses
 * (`$ref`, `type`, `required`, `properties`, `additionalProperties`, `enum`,
 * `items`, `minItems`/`maxItems`, `minLength`/`maxLength`, `minimum`/`maximum`,
 * `pattern`), written apart from the document's generator so that a test can
 * hold real responses against the document. Stricter than JSON Schema on one
 * point: an object property the schema does not list is an error (a field the
 * document does not describe), unless `additionalProperties` allows it.
 */
type Schema = Record<string, unknown>;

/** Every way `value` breaks `schema` (empty when it conforms), with JSON paths. */
export function schemaErrors(value: unknown, schema: Schema, root: Schema, path = '$'): string[] {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const target = ref.replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
    if (target === undefined) return [`${path}: unresolved ${ref}`];
    return schemaErrors(value, target as Schema, root, path);
  }
  const errors: string[] = [];
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  if (types.length > 0 && !types.some((t) => hasType(value, t))) return [`${path}: ${JSON.stringify(value)} is not ${types.join(' | ')}`];
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => e === value)) errors.push(`${path}: ${JSON.stringify(value)} not in enum`);
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && [...value].length < schema.minLength) errors.push(`${path}: shorter than ${schema.minLength}`);
    if (typeof schema.maxLength === 'number' && [...value].length > schema.maxLength) errors.push(`${path}: longer than ${schema.maxLength}`);
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) errors.push(`${path}: ${JSON.stringify(value)} does not match ${schema.pattern}`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) errors.push(`${path}: below ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) errors.push(`${path}: above ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) errors.push(`${path}: fewer than ${schema.minItems} items`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) errors.push(`${path}: more than ${schema.maxItems} items`);
    if (schema.items !== undefined) value.forEach((item, i) => errors.push(...schemaErrors(item, schema.items as Schema, root, `${path}[${i}]`)));
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const key of (schema.required ?? []) as string[]) if (!(key in object)) errors.push(`${path}: missing required "${key}"`);
    for (const [key, v] of Object.entries(object)) {
      const own = properties[key];
      if (own) errors.push(...schemaErrors(v, own, root, `${path}.${key}`));
      else if (typeof schema.additionalProperties === 'object') errors.push(...schemaErrors(v, schema.additionalProperties as Schema, root, `${path}.${key}`));
      else if (schema.additionalProperties !== true) errors.push(`${path}: "${key}" is not documented`);
    }
  }
  return errors;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null': return value === null;
    case 'array': return Array.isArray(value);
    case 'object': return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'integer': return Number.isInteger(value);
    case 'number': return typeof value === 'number' && Number.isFinite(value);
    default: return typeof value === type;
  }
}
