import type { GenericSchema } from 'valibot';

/** A field's line in the field docs (src/protocol/intent-field-docs.ts). */
type FieldDoc = string | { description: string; absentMeans?: unknown };

/**
 * The protocol's JSON Schema (draft-07), derived from the valibot schema that also validates and
 * types intents, each field described from `fieldDocs`; throws on a field they do not describe.
 */
export declare function intentJsonSchema(
  renderIntentSchema: GenericSchema,
  fieldDocs: Readonly<Record<string, Readonly<Record<string, FieldDoc>>>>,
): Record<string, unknown>;
