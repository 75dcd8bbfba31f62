/*
 * The part of a valibot schema object (1.x) that the fast check (surely-valid.ts) reads, and the
 * judgements of it that more than one of its files make.
 */

/** The fields of a valibot schema or action that are read; anything else is not trusted. */
export interface SchemaFields {
  kind?: unknown;
  type?: unknown;
  reference?: unknown;
  async?: unknown;
  pipe?: unknown;
  entries?: unknown;
  item?: unknown;
  items?: unknown;
  options?: unknown;
  wrapped?: unknown;
  default?: unknown;
  fallback?: unknown;
  literal?: unknown;
  key?: unknown;
  requirement?: unknown;
}

export type Fields = Record<PropertyKey, unknown>;

/** Whether a value surely passes a schema; `false` is "not sure". */
export type Check = (value: unknown) => boolean;

/** The check of anything the fast check does not know. */
export const notSure: Check = () => false;

/** A schema object's fields, or `undefined` for what is no object. */
export function fieldsOf(schema: unknown): SchemaFields | undefined {
  return typeof schema === 'object' && schema !== null ? (schema as SchemaFields) : undefined;
}

/** The kinds valibot lets an object lack. */
export function mayBeAbsent(entry: SchemaFields): boolean {
  return entry.type === 'optional' || entry.type === 'exact_optional' || entry.type === 'nullish';
}

/** Whether a value is an object as the fast check takes one: valibot takes an array too, an oddity left to it. */
export function isObjectValue(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
