import { toJsonSchema } from '@valibot/to-json-schema';

/** The shape's key in the field docs: the card's name, or `card/tag` for one of a card's shapes. */
function shapeKey(object, siblings) {
  const card = object.properties?.card?.const;
  if (siblings.length < 2) return card;
  const tag = Object.entries(object.properties ?? {}).find(
    ([field, schema]) =>
      field !== 'card' &&
      typeof schema.const === 'string' &&
      siblings.every((sibling) => typeof sibling.properties?.[field]?.const === 'string'),
  );
  return `${card}/${tag?.[1].const}`;
}

/**
 * Each field's `description` (and `default`, what an absent field means) from the field docs
 * (src/protocol/intent-field-docs.ts), in place. An annotation only: what validates is unchanged.
 * Throws on a field the docs do not describe, so a new field cannot ship without its line.
 */
function describeFields(schema, fieldDocs) {
  for (const entry of schema.oneOf ?? []) {
    const objects = entry.oneOf ?? [entry];
    for (const object of objects) {
      const key = shapeKey(object, objects);
      const docs = fieldDocs[key];
      if (docs === undefined) throw new Error(`intent-field-docs.ts has no entry for the intent shape ${key}`);
      for (const [field, property] of Object.entries(object.properties ?? {})) {
        const doc = docs[field];
        if (doc === undefined) throw new Error(`intent-field-docs.ts does not describe ${key}.${field}`);
        property.description = typeof doc === 'string' ? doc : doc.description;
        if (typeof doc !== 'string' && doc.absentMeans !== undefined) property.default = doc.absentMeans;
      }
    }
  }
  return schema;
}

/**
 * The protocol's JSON Schema, derived from the valibot schema that also validates and types
 * intents (one source of truth), each field described from `fieldDocs`. `finite` has no JSON
 * Schema form and needs none: JSON cannot encode an infinite number.
 */
export function intentJsonSchema(renderIntentSchema, fieldDocs) {
  const schema = toJsonSchema(renderIntentSchema, {
    target: 'draft-07',
    errorMode: 'throw',
    ignoreActions: ['finite'],
  });
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://unpkg.com/toolcards/dist/intent.schema.json',
    title: 'toolcards render intent (protocol v1)',
    description:
      'The JSON value <ToolCard intent> takes: a union tagged by `card`. Objects are open: unknown fields are allowed.',
    ...Object.fromEntries(Object.entries(describeFields(schema, fieldDocs)).filter(([key]) => key !== '$schema')),
  };
}
