import type { GenericSchema } from 'valibot';

/** The protocol's JSON Schema (draft-07), derived from the valibot schema that also validates and types intents. */
export declare function intentJsonSchema(renderIntentSchema: GenericSchema): Record<string, unknown>;
