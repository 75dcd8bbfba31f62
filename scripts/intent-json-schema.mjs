import { toJsonSchema } from '@valibot/to-json-schema';

/**
 * The protocol's JSON Schema, derived from the valibot schema that also validates and types
 * intents (one source of truth). `finite` has no JSON Schema form and needs none: JSON cannot
 * encode an infinite number.
 */
export function intentJsonSchema(renderIntentSchema) {
  const schema = toJsonSchema(renderIntentSchema, { target: 'draft-07', errorMode: 'throw', ignoreActions: ['finite'] });
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://unpkg.com/toolcards/dist/intent.schema.json',
    title: 'toolcards render intent (protocol v1)',
    description: 'The JSON value <ToolCard intent> takes: a union tagged by `card`. Objects are open: unknown fields are allowed.',
    ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema')),
  };
}
