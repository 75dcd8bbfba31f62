/*
 * The MCP `tools/call` result this folder reads, from the specification's schema
 * (modelcontextprotocol schema/2025-06-18 and 2025-11-25, `CallToolResult` and `ContentBlock`).
 * Written out here so the kit does not depend on an MCP SDK; the SDK's inferred result type
 * is assignable to {@link McpCallToolResult}. Every optional field also takes `undefined`: the
 * SDK's zod-inferred types say `title?: string | undefined`, which a host compiling with
 * `exactOptionalPropertyTypes` could not pass to a plain `title?: string`.
 */

/** Text for the model (MCP `TextContent`). */
export interface McpTextContent {
  type: 'text';
  text: string;
  annotations?: unknown;
  _meta?: Record<string, unknown> | undefined;
}

/** An image as base64 bytes (MCP `ImageContent`). */
export interface McpImageContent {
  type: 'image';
  /** Base64, without a `data:` prefix. */
  data: string;
  mimeType: string;
  annotations?: unknown;
  _meta?: Record<string, unknown> | undefined;
}

/** Audio as base64 bytes (MCP `AudioContent`). */
export interface McpAudioContent {
  type: 'audio';
  /** Base64, without a `data:` prefix. */
  data: string;
  mimeType: string;
  annotations?: unknown;
  _meta?: Record<string, unknown> | undefined;
}

/** A link to a resource the client may read (MCP `ResourceLink`). */
export interface McpResourceLink {
  type: 'resource_link';
  uri: string;
  name: string;
  title?: string | undefined;
  description?: string | undefined;
  mimeType?: string | undefined;
  size?: number | undefined;
  annotations?: unknown;
  _meta?: Record<string, unknown> | undefined;
}

/** A resource's contents, embedded (MCP `EmbeddedResource`): `text` or base64 `blob`. */
export interface McpEmbeddedResource {
  type: 'resource';
  resource: {
    uri: string;
    mimeType?: string | undefined;
    text?: string | undefined;
    blob?: string | undefined;
    _meta?: Record<string, unknown> | undefined;
  };
  annotations?: unknown;
  _meta?: Record<string, unknown> | undefined;
}

/**
 * One MCP content block. The last member keeps the union open: a block from a newer revision
 * is carried through and shown as JSON, never dropped.
 */
export type McpContentBlock =
  | McpTextContent
  | McpImageContent
  | McpAudioContent
  | McpResourceLink
  | McpEmbeddedResource
  | { type: string; [key: string]: unknown };

/**
 * An MCP `CallToolResult`. `content` is required by the specification; it is optional here so
 * that the SDK's compatibility shape for servers older than 2024-11-05 (`{ toolResult }`) fits.
 */
export interface McpCallToolResult {
  /** The unstructured result, for the model and for the card's result section. */
  content?: McpContentBlock[] | undefined;
  /** Any JSON value conforming to the tool's `outputSchema`: the generic card's `output`. */
  structuredContent?: unknown;
  /** The tool reported a failure (the blocks say what went wrong). */
  isError?: boolean | undefined;
  /** Protocol metadata (not shown). */
  _meta?: Record<string, unknown> | undefined;
  /** The pre-2024-11-05 result shape, still accepted by the MCP SDK. */
  toolResult?: unknown;
  [key: string]: unknown;
}
