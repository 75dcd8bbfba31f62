/*
 * The MCP `tools/call` result this folder reads, from the specification's schema
 * (modelcontextprotocol schema/2025-06-18 and 2025-11-25, `CallToolResult` and `ContentBlock`).
 * Written out here so the kit does not depend on an MCP SDK; the SDK's inferred result type
 * is assignable to {@link McpCallToolResult}.
 */

/** Text for the model (MCP `TextContent`). */
export interface McpTextContent {
  type: 'text';
  text: string;
  annotations?: unknown;
  _meta?: Record<string, unknown>;
}

/** An image as base64 bytes (MCP `ImageContent`). */
export interface McpImageContent {
  type: 'image';
  /** Base64, without a `data:` prefix. */
  data: string;
  mimeType: string;
  annotations?: unknown;
  _meta?: Record<string, unknown>;
}

/** Audio as base64 bytes (MCP `AudioContent`). */
export interface McpAudioContent {
  type: 'audio';
  /** Base64, without a `data:` prefix. */
  data: string;
  mimeType: string;
  annotations?: unknown;
  _meta?: Record<string, unknown>;
}

/** A link to a resource the client may read (MCP `ResourceLink`). */
export interface McpResourceLink {
  type: 'resource_link';
  uri: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
  size?: number;
  annotations?: unknown;
  _meta?: Record<string, unknown>;
}

/** A resource's contents, embedded (MCP `EmbeddedResource`): `text` or base64 `blob`. */
export interface McpEmbeddedResource {
  type: 'resource';
  resource: { uri: string; mimeType?: string; text?: string; blob?: string; _meta?: Record<string, unknown> };
  annotations?: unknown;
  _meta?: Record<string, unknown>;
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
  content?: McpContentBlock[];
  /** Any JSON value conforming to the tool's `outputSchema`: the generic card's `output`. */
  structuredContent?: unknown;
  /** The tool reported a failure (the blocks say what went wrong). */
  isError?: boolean;
  /** Protocol metadata (not shown). */
  _meta?: Record<string, unknown>;
  /** The pre-2024-11-05 result shape, still accepted by the MCP SDK. */
  toolResult?: unknown;
  [key: string]: unknown;
}
