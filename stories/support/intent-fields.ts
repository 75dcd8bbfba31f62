import { INTENT_FIELD_DOCS } from '../../src/protocol/intent-field-docs';
import { RenderIntentSchema } from '../../src/protocol/intent-schema';
import type { CardName } from '../../src/protocol/intent-types';
import { intentJsonSchema } from '../../scripts/intent-json-schema.mjs';

/*
 * The field tables of the Storybook docs pages, read off the protocol's JSON Schema, the one the
 * package ships (scripts/intent-json-schema.mjs over the valibot schema): a field added, retyped or
 * described anew in src/protocol/intent-schema.ts shows in the docs without anyone writing it twice.
 */

/** One field of a render intent, as a docs table shows it. */
export interface IntentField {
  /** The field's name on the wire. */
  name: string;
  /** Its type, written TypeScript-like: `string`, `integer ≥ 0`, `{ path: string; line?: number }[]`. */
  type: string;
  /** True when an intent of this card must carry it. */
  required: boolean;
  /** What an absent field means, as JSON (the schema's `default`), when the schema says. */
  absentMeans?: string;
  /** The schema's description, without its `*ext*:` mark. */
  description: string;
  /** A field this kit adds to DSH's render intents (a description starting `*ext*:`). */
  ext: boolean;
}

/** One shape of intent: a card, or one variant of a card told apart by a field (`shape`, `kind`). */
export interface IntentVariant {
  card: CardName;
  /** The field and value that pick this variant, for cards of more than one. */
  tag?: { field: string; value: string };
  /** Every field of this shape, the shared ones included. */
  fields: IntentField[];
}

interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema | JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  title?: string;
  description?: string;
  default?: unknown;
}

const EXT_MARK = /^\*ext\*:\s*/;

function union(schemas: readonly JsonSchema[]): string {
  return schemas.map((schema) => typeText(schema)).join(' | ');
}

function isUnion(schema: JsonSchema): boolean {
  return (
    schema.title === undefined &&
    schema.const === undefined &&
    (schema.enum ?? schema.anyOf ?? schema.oneOf ?? []).length > 1
  );
}

/** `schema`'s type in a table cell; a union as an array's item is put in parentheses. */
function typeText(schema: JsonSchema): string {
  if (schema.title !== undefined) return schema.title;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum !== undefined) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const options = schema.anyOf ?? schema.oneOf;
  if (options !== undefined) return union(options);
  switch (schema.type) {
    case 'array': {
      if (Array.isArray(schema.items)) return `[${schema.items.map(typeText).join(', ')}]`;
      if (schema.items === undefined) return 'unknown[]';
      const item = typeText(schema.items);
      return isUnion(schema.items) ? `(${item})[]` : `${item}[]`;
    }
    case 'object': {
      // The protocol's content block is an open union whose schema checks only its tag.
      if (Object.keys(schema.properties ?? {}).join() === 'type' && schema.properties?.type?.type === 'string')
        return 'ContentBlock';
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).map(
        ([name, field]) => `${name}${required.has(name) ? '' : '?'}: ${typeText(field)}`,
      );
      return `{ ${entries.join('; ')} }`;
    }
    case 'integer':
    case 'number':
      return schema.minimum === undefined ? schema.type : `${schema.type} ≥ ${schema.minimum}`;
    case 'null':
      return 'null';
    case undefined:
      return 'any JSON';
    default:
      return schema.type;
  }
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `object`'s fields, `card` first (what a reader looks for), then in the schema's order. */
function fieldsOf(object: JsonSchema): IntentField[] {
  const required = new Set(object.required ?? []);
  const entries = Object.entries(object.properties ?? {});
  const ordered = [...entries.filter(([name]) => name === 'card'), ...entries.filter(([name]) => name !== 'card')];
  return ordered.map(([name, schema]) => {
    const description = schema.description ?? '';
    const field: IntentField = {
      name,
      type: typeText(schema),
      required: required.has(name),
      description: capitalized(description.replace(EXT_MARK, '')),
      ext: EXT_MARK.test(description),
    };
    if (schema.default !== undefined) field.absentMeans = JSON.stringify(schema.default);
    return field;
  });
}

/** The field (other than `card`) whose constant value tells `siblings` apart. */
function tagOf(object: JsonSchema, siblings: readonly JsonSchema[]): IntentVariant['tag'] {
  for (const [field, schema] of Object.entries(object.properties ?? {})) {
    if (field === 'card' || typeof schema.const !== 'string') continue;
    if (siblings.every((sibling) => typeof sibling.properties?.[field]?.const === 'string'))
      return { field, value: schema.const };
  }
  return undefined;
}

/** Every shape of render intent in `jsonSchema` (the protocol's, by default), in the schema's order. */
export function intentVariants(
  jsonSchema: JsonSchema = intentJsonSchema(RenderIntentSchema, INTENT_FIELD_DOCS) as JsonSchema,
): IntentVariant[] {
  return (jsonSchema.oneOf ?? []).flatMap((entry) => {
    const objects = entry.oneOf ?? [entry];
    return objects.map((object) => {
      const variant: IntentVariant = { card: object.properties?.card?.const as CardName, fields: fieldsOf(object) };
      const tag = objects.length > 1 ? tagOf(object, objects) : undefined;
      if (tag !== undefined) variant.tag = tag;
      return variant;
    });
  });
}

/** The fields every shape has, alike (same type, same description): the ones a docs page lists once. */
export function sharedIntentFields(variants: readonly IntentVariant[] = intentVariants()): IntentField[] {
  const [first, ...rest] = variants;
  if (first === undefined) return [];
  const same = (a: IntentField, b: IntentField | undefined) =>
    b !== undefined && JSON.stringify(a) === JSON.stringify(b);
  return first.fields.filter((field) =>
    rest.every((variant) =>
      same(
        field,
        variant.fields.find((other) => other.name === field.name),
      ),
    ),
  );
}

/** A shape's fields that are not shared by every shape: what its card adds. */
export function ownIntentFields(
  variant: IntentVariant,
  shared: readonly IntentField[] = sharedIntentFields(),
): IntentField[] {
  const sharedNames = new Set(shared.map((field) => field.name));
  return variant.fields.filter((field) => !sharedNames.has(field.name));
}
